import Foundation
import Testing

/// `playground watch` in a real window under Xvfb: it opens, reloads on a save, says how long that took, and
/// ends cleanly on SIGTERM, taking the scene's process with it.
@Suite struct WatchWindowTests {
    @Test func aSaveReloadsTheWindowAndSigtermEndsBoth() throws {
        guard let display = VirtualDisplay.forTest() else { return }
        guard let url = PlaygroundBinary.url else { Issue.record("no playground binary"); return }
        let root = PlaygroundBinary.temporaryPath("watch-window")
        try FileManager.default.createDirectory(atPath: root + "/Sources/App", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "// app\n".write(toFile: root + "/Sources/App/main.swift", atomically: true, encoding: .utf8)
        // The package is found by its manifest; the build here is `true` (nothing is compiled).
        try "// swift-tools-version:6.0\n".write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = url
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display.name
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        env.removeValue(forKey: "SDL_VIDEODRIVER")
        // An unknown scene is one line and a non-zero exit, before any window.
        let refused = try PlaygroundBinary.run(["watch", "nope", "--package-path", root], environment: env, timeout: 30)
        #expect(refused.status != 0)
        #expect(refused.stderr.hasPrefix("playground: unknown scene 'nope'"), "\(refused.stderr)")

        process.arguments = ["watch", "dragtarget", "--size", "500x400", "--package-path", root, "--build-command", "true"]
        process.environment = env
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        let finished = PlaygroundBinary.Flag()
        DispatchQueue.global().asyncAfter(deadline: .now() + 90) { if !finished.isSet { kill(pid, SIGKILL) } }
        defer { finished.set() }
        var printed = ""
        func readUntil(_ text: String) -> Bool {
            while !printed.contains(text) {
                let chunk = stdout.fileHandleForReading.availableData
                if chunk.isEmpty { return false }
                printed += String(decoding: chunk, as: UTF8.self)
            }
            return true
        }
        #expect(readUntil("watch: watching \(root)/Sources"))
        try "// app, edited\n".write(toFile: root + "/Sources/App/main.swift", atomically: true, encoding: .utf8)
        #expect(readUntil("watch: reloaded dragtarget: save → new pixels "), "\(printed)")
        // The scene's process is this window's child.
        let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        let child = children.split(separator: " ").compactMap { Int32($0) }.first
        kill(pid, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        if let child {
            // Gone (reaped by the window before it exited): no such process any more.
            #expect(kill(child, 0) != 0)
        } else {
            Issue.record("no scene process under the window: \(children)")
        }
    }
}
