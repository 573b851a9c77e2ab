import Foundation
import Rendering

/// The window's own recording (Ctrl+R: MP4, Ctrl+Shift+R: GIF): every frame the window shows, at 60 frames per
/// second, into a file in the current directory named after the scene and the time.
@MainActor
final class WindowRecording {
    let recorder: FrameRecorder
    let started: TimeInterval

    /// Starts recording frames of `frame`'s size; the file is `playground-<scene>-<date>.mp4` in `directory`.
    init(scene: String, frame: Framebuffer, format: FrameRecorder.Format = .mp4,
         directory: String = FileManager.default.currentDirectoryPath, now: TimeInterval) throws {
        let stamp = WindowRecording.timestamp()
        let path = (directory as NSString).appendingPathComponent("playground-\(scene)-\(stamp).\(format.rawValue)")
        recorder = try FrameRecorder(path: path, width: frame.width, height: frame.height, framesPerSecond: 60)
        started = now
    }

    /// Adds the frame the window shows now.
    func append(_ frame: Framebuffer) { recorder.append(frame) }

    /// Ends the recording; returns the file's path.
    func finish() throws -> String {
        try recorder.finish()
        return recorder.path
    }

    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: Date())
    }
}
