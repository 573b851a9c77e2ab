import Foundation
import Testing

/// The window's title names the scene, in UTF-8, in both of X11's title properties — whatever the locale.
@Suite struct WindowTitleTests {
    /// Runs a program and returns its standard output.
    private func output(_ path: String, _ arguments: [String], display: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ["DISPLAY": display, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func theTitleIsUTF8InWMNameAndNetWMNameEvenInTheCLocale() throws {
        guard let display = VirtualDisplay.forTest() else { return }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xprop") else {
            Issue.record("xprop is not installed: `make test` installs it (apt package x11-utils)")
            return
        }
        let exe = try #require(PlaygroundBinary.url)
        let window = Process()
        window.executableURL = exe
        window.arguments = ["run", "bloq", "--size", "640x480"]
        window.environment = ["DISPLAY": display.name, "LANG": "C", "LC_ALL": "C", "PATH": "/usr/bin:/bin"]
        window.standardOutput = FileHandle.nullDevice
        window.standardError = FileHandle.nullDevice
        try window.run()
        defer {
            // SIGKILL: a child of the test runner inherits its blocked signals, SIGTERM included.
            kill(window.processIdentifier, SIGKILL)
            window.waitUntilExit()
        }
        // Find the window (it appears within a few seconds), then read both properties.
        var id: String?
        for _ in 0..<100 where id == nil {
            let tree = try output("/usr/bin/xwininfo", ["-root", "-children"], display: display.name)
            id = tree.split(separator: "\n").first { $0.contains("(\"playground\"") }?
                .split(separator: " ", omittingEmptySubsequences: true).first.map(String.init)
            if id == nil { usleep(100_000) }
        }
        let tree = try output("/usr/bin/xwininfo", ["-root", "-children"], display: display.name)
        let windowID = try #require(id, "the window never appeared: \(tree)")
        // The title is set just after the window maps (later still in a slow, sanitized build): wait for it.
        var properties = ""
        for _ in 0..<100 {
            properties = try output("/usr/bin/xprop", ["-id", windowID, "WM_NAME", "_NET_WM_NAME"], display: display.name)
            if properties.contains("bloq") { break }
            usleep(100_000)
        }
        #expect(properties.contains("WM_NAME(UTF-8) = \"Animation Playground — bloq\""), "\(properties)")
        #expect(properties.contains("_NET_WM_NAME(UTF8_STRING) = \"Animation Playground — bloq\""), "\(properties)")
    }
}
