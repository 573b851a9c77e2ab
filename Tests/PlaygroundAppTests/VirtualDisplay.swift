import Foundation
import Testing

/// An Xvfb server started for a test that needs a real display, stopped when released.
final class VirtualDisplay {
    let name: String
    private let process: Process

    /// Starts Xvfb on a free display number; nil when Xvfb is not installed.
    init?(width: Int = 1400, height: Int = 900) {
        let candidates = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"]
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        // -displayfd 1: Xvfb picks a free display and writes its number to stdout once it accepts clients.
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        var text = ""
        let handle = out.fileHandleForReading
        while !text.contains("\n") {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let number = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !number.isEmpty, Int(number) != nil else {
            kill(process.processIdentifier, SIGKILL)
            return nil
        }
        name = ":" + number
    }

    deinit {
        // SIGKILL: a child spawned from the test runner inherits its blocked signals, SIGTERM included.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

extension VirtualDisplay {
    /// A display for a window test, or nil after recording why there is none (Xvfb missing).
    static func forTest() -> VirtualDisplay? {
        guard let display = VirtualDisplay() else {
            Issue.record("Xvfb is not installed: `make test` installs it (apt package xvfb)")
            return nil
        }
        return display
    }
}
