import Foundation
import Testing
import TestSupport

/// Ctrl+R in the real window under Xvfb: the "recording …" line reaches a pipe while the window still runs
/// (stdout was block-buffered: it came only at exit), and a scripted window's clip lasts the virtual time
/// between the two key presses.
@Suite struct WindowRecordingTests {
    private nonisolated final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        private var stopped = false
        /// Whether the "recorded …" line came while the window still ran (before the test stopped it).
        private var seenWhileRunning = false
        /// Adds a chunk; true when the window should be stopped now.
        func append(_ chunk: String) -> Bool {
            lock.withLock {
                text += chunk
                guard !stopped, text.contains("recorded ") else { return false }
                seenWhileRunning = true
                stopped = true
                return true
            }
        }
        /// Marks the window stopped (the watchdog's SIGTERM); false if it already was.
        func stop() -> Bool { lock.withLock { defer { stopped = true }; return !stopped } }
        var all: String { lock.withLock { text } }
        var cameWhileRunning: Bool { lock.withLock { seenWhileRunning } }
    }

    @Test func recordingLinesReachAPipeAsPrintedAndTheClipKeepsTheScriptsTime() throws {
        guard let display = VirtualDisplay.forTest(), let binary = PlaygroundBinary.url else { return }
        let dir = PlaygroundBinary.temporaryPath("window-recording")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // 31 frames recorded (the key's frame and 30 more, of the virtual clock), then the window runs on: the
        // test stops it (SIGTERM) once the "recorded" line has come through the pipe. Block-buffered, the line
        // would come only at exit, after the watchdog's SIGTERM.
        // While it records, the green block is dragged half a cell over 12 frames and let go: the clip must show
        // it move frame by frame (a recording that missed the virtual time showed a few frames repeated).
        // A GIF (Ctrl+Shift+R): lossless, so the same picture decodes the same and distinct frames can be counted.
        try "frames 2\nkey Ctrl+Shift+R\ndown 529 280\nmove 570 280 12\nup\nframes 16\nkey Ctrl+Shift+R\nframes 30000\n"
            .write(toFile: dir + "/script.txt", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["run", "bloq", "--size", "1280x800", "--script", dir + "/script.txt"]
        process.currentDirectoryURL = URL(fileURLWithPath: dir)
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display.name
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        process.environment = env
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let lines = Lines()
        let handle = out.fileHandleForReading
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) { if lines.stop() { kill(pid, SIGTERM) } }
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            if lines.append(String(decoding: chunk, as: UTF8.self)) { kill(pid, SIGTERM) }
        }
        process.waitUntilExit()
        #expect(lines.cameWhileRunning, "the lines came only when the program ended: \(lines.all)")
        #expect(process.terminationStatus == 130, "stopped by the test between frames")
        let clips = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".gif") }
        #expect(clips.count == 1 && clips.first?.hasPrefix("playground-bloq-") == true, "\(clips)")
        guard let clip = clips.first else { return }
        let frames = try frameCount(dir + "/" + clip)
        #expect(try distinctFrames(dir + "/" + clip) >= 10, "the drag and the spring frame by frame")
        // The presses are 31 frames apart (the key's frame, down, 12 moves, up, 16): 31/60 s, a GIF frame each 1/50 s.
        #expect(frames == 26, "\(frames) frames")
    }
}
