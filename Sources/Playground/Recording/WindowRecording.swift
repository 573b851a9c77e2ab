import Foundation
import Rendering

/// The window's own recording (Ctrl+R: MP4, Ctrl+Shift+R: GIF) into a file in the current directory named after
/// the scene and the time. It records the scene as the window shows it, without the host's overlay (the REC
/// badge, the rate badge, help, the inspector), and keeps real time: the clip has a frame for every tick of its
/// rate (60 a second for MP4, 50 for GIF) between start and stop, repeating the last frame where the window
/// dropped frames, so it lasts exactly as long as the recording did.
///
/// ```swift
/// let recording = try WindowRecording(scene: "bloq", frame: pipeline.framebuffer, now: clock.now)
/// pipeline.onSceneComposited = { recording.capture($0) }   // the scene, before the overlay is drawn
/// recording.advance(to: clock.now)                          // once per turn of the loop
/// let path = try recording.finish(at: clock.now)
/// ```
@MainActor
final class WindowRecording {
    let recorder: FrameRecorder
    let started: TimeInterval
    /// Frames a second of the clip.
    let framesPerSecond: Int
    /// The last scene frame captured, in the recorder's size (tight BGRA rows).
    private let held: UnsafeMutableRawPointer
    private var hasFrame = false

    /// Starts recording frames of `frame`'s size; the file is `playground-<scene>-<date>.mp4` in `directory`.
    init(scene: String, frame: Framebuffer, format: FrameRecorder.Format = .mp4,
         directory: String = FileManager.default.currentDirectoryPath, now: TimeInterval) throws {
        let stamp = WindowRecording.timestamp()
        let path = (directory as NSString).appendingPathComponent("playground-\(scene)-\(stamp).\(format.rawValue)")
        framesPerSecond = format == .gif ? FrameRecorder.gifFramesPerSecond : 60
        recorder = try FrameRecorder(path: path, width: frame.width, height: frame.height, framesPerSecond: framesPerSecond)
        held = UnsafeMutableRawPointer.allocate(byteCount: max(frame.width * frame.height * 4, 4), alignment: 16)
        started = now
    }

    isolated deinit { held.deallocate() }

    /// Frames written so far.
    var frameCount: Int { recorder.frameCount }

    /// Keeps `frame` (the scene just composited, before any overlay) as what the clip shows from now on. A frame
    /// of another size (the window was resized) is ignored: the clip keeps its size and its last frame.
    func capture(_ frame: Framebuffer) {
        guard frame.width == recorder.width, frame.height == recorder.height else { return }
        let rowBytes = frame.width * 4
        for y in 0..<frame.height {
            (held + y * rowBytes).copyMemory(from: frame.bytes + y * frame.stride, byteCount: rowBytes)
        }
        hasFrame = true
    }

    /// Writes the held frame for every tick of the clip's rate due by `now` (none, one, or several when frames
    /// were dropped): the clip's length follows real time. Nothing is written before the first capture (the
    /// window composites the scene in the frame the recording starts: the REC badge appears).
    func advance(to now: TimeInterval) {
        guard hasFrame else { return }
        let due = Int(((now - started) * Double(framesPerSecond)).rounded(.down)) + 1
        while recorder.frameCount < due {
            let before = recorder.frameCount
            recorder.append(pixels: held, stride: recorder.width * 4)
            if recorder.frameCount == before { return }  // the encoder failed; finish says why
        }
    }

    /// Ends the recording at `now` (its last ticks written first); returns the file's path.
    func finish(at now: TimeInterval) throws -> String {
        advance(to: now)
        try recorder.finish()
        return recorder.path
    }

    /// Stops without a file.
    func cancel() { recorder.cancel() }

    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: Date())
    }
}
