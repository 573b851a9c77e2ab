import Foundation
import Rendering
import Testing

/// The window never hangs: a display that is set but broken fails at once in one line, a script's shots after
/// Escape still land, and SIGTERM or SIGINT mid-script end it cleanly, with every shot written whole.
@Suite struct WindowRobustnessTests {
    private func temp(_ name: String) -> String { PlaygroundBinary.temporaryPath("window-" + name) }

    private func environment(display: String) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        env.removeValue(forKey: "SDL_VIDEODRIVER")
        return env
    }

    @Test func aDisplayWithNoServerFailsAtOnceQuotingSDL() throws {
        // No X server listens on display 99 here (nothing creates /tmp/.X11-unix/X99 in the tests).
        let result = try PlaygroundBinary.run(["run", "dragtarget"], environment: environment(display: ":99"), timeout: 20)
        #expect(result.status != 0 && result.status != 9, "status \(result.status)")
        #expect(result.stderr == "playground: no display available (DISPLAY=:99: SDL reported 'x11 not available'); use `playground shot <scene>` for PNGs, or run under `xvfb-run`\n")
    }

    @Test func aShotAfterEscapeOnTheLauncherIsStillWritten() throws {
        guard let display = VirtualDisplay.forTest() else { return }
        let script = temp("escape") + ".txt", out = temp("escape-out")
        try "frames 2\nkey Escape\nframes 2\nshot after-escape\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: script); try? FileManager.default.removeItem(atPath: out) }
        let result = try PlaygroundBinary.run(["run", "launcher", "--size", "400x300", "--script", script, "--out", out],
                                              environment: environment(display: display.name), timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines == [out + "/after-escape.png"])
        let image = try Framebuffer.load(png: out + "/after-escape.png")
        #expect(image.width == 400 && image.height == 300)
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalMidScriptEndsTheWindowCleanly(signal: Int32) throws {
        guard let display = VirtualDisplay.forTest() else { return }
        guard let url = PlaygroundBinary.url else { Issue.record("no playground binary"); return }
        let script = temp("signal") + ".txt", out = temp("signal-out")
        try "frames 2\nshot ready\nframes 30000\nshot never\n".write(toFile: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: script); try? FileManager.default.removeItem(atPath: out) }
        let process = Process()
        process.executableURL = url
        process.arguments = ["run", "gallery", "--size", "400x300", "--script", script, "--out", out]
        process.environment = environment(display: display.name)
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let pid = process.processIdentifier
        let finished = PlaygroundBinary.Flag()
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) { if !finished.isSet { kill(pid, SIGKILL) } }
        defer { finished.set() }
        // The first shot's path is printed once it is written: the script is under way.
        var printed = ""
        while !printed.contains("\n") {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            printed += String(decoding: chunk, as: UTF8.self)
        }
        #expect(printed == out + "/ready.png\n")
        kill(pid, signal)
        let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "killed by a signal: it did not end on its own")
        #expect(process.terminationStatus == 130)
        #expect(errors == "playground: interrupted: the script stopped before its end (the shots listed were written whole)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["ready.png"])
        _ = try Framebuffer.load(png: out + "/ready.png")
    }
}
