import Foundation
import Motion
import Rendering
import PlaygroundHost

/// The window's own recording (Ctrl+R: MP4, Ctrl+Shift+R: GIF) into a file in the current directory named after
/// the scene and the time. It records the scene as the window shows it, without the host's overlay (the REC
/// badge, the rate badge, help, the inspector), and keeps real time: the clip has a frame for every tick of its
/// rate (60 a second for MP4, 50 for GIF) from start to stop, each the frame on screen at that moment (repeated
/// where the window dropped frames), so it lasts exactly as long as the recording did. Frames are written from
/// a thread of their own (`RealTimeFrameFeed`): a slow encoder never holds the window up, and stopping returns
/// at once — the window finishes the file once the thread has caught up.
///
/// ```swift
/// let recording = try WindowRecording(scene: "bloq", frame: pipeline.framebuffer, now: clock.now)
/// pipeline.onSceneComposited = { recording.capture($0, at: $1) }   // the scene, before the overlay
/// recording.stop(at: clock.now)                                     // returns at once
/// if recording.isWritten { let path = try recording.finish() }      // a later frame
/// ```
@MainActor
final class WindowRecording {
    let recorder: FrameRecorder
    let started: TimeInterval
    /// Frames a second of the clip.
    let framesPerSecond: Int
    private let feed: RealTimeFrameFeed
    private var stopped = false
    private var finished = false

    /// Starts recording frames of `frame`'s size; the file is `playground-<scene>-<date>.mp4` in `directory`.
    /// `clock` reads the time base of `now` from any thread (the machine's monotonic clock by default); nil for
    /// a window on a virtual clock, whose time the recording learns from `advance(to:)` each frame.
    init(scene: String, frame: Framebuffer, format: FrameRecorder.Format = .mp4,
         directory: String = FileManager.default.currentDirectoryPath, now: TimeInterval,
         clock: (@Sendable () -> TimeInterval)? = MonotonicClock.seconds) throws {
        let stamp = WindowRecording.timestamp()
        let path = (directory as NSString).appendingPathComponent("playground-\(scene)-\(stamp).\(format.rawValue)")
        framesPerSecond = format == .gif ? FrameRecorder.gifFramesPerSecond : 60
        recorder = try FrameRecorder(path: path, width: frame.width, height: frame.height, framesPerSecond: framesPerSecond,
                                     realTime: true)
        started = now
        feed = RealTimeFrameFeed(stream: recorder.stream, framesPerSecond: framesPerSecond, started: now, clock: clock)
    }

    isolated deinit {
        if !finished {
            feed.requestStop(at: started)
            feed.waitUntilFinished()
            recorder.cancel()
        }
    }

    /// Frames written so far (exact once the recording has been finished).
    var frameCount: Int { recorder.frameCount }

    /// The frame size the clip has (a window resized while recording ends it: see `capture`).
    var size: (width: Int, height: Int) { (recorder.width, recorder.height) }

    /// Whether the encoder stopped taking frames (the window ends the recording and says so).
    var encoderFailed: Bool { feed.hasFailed }

    /// Offers `frame` (the scene just composited at `time`, before any overlay) as what the clip shows from then
    /// on. Returns false for a frame of another size (the window was resized): the caller ends the recording.
    /// Nothing is written before the first frame (the window composites the scene in the frame the recording
    /// starts: the REC badge appears).
    @discardableResult
    func capture(_ frame: Framebuffer, at time: TimeInterval) -> Bool {
        guard !stopped else { return true }
        guard frame.width == recorder.width, frame.height == recorder.height else { return false }
        feed.offer(pixels: frame.bytes, stride: frame.stride, at: time)
        return true
    }

    /// Tells a recording without a clock of its own that time is now `now` (waits for its ticks to be written).
    func advance(to now: TimeInterval) { feed.advance(to: now) }

    /// Ends the clip at `now`; returns at once (the ticks before then are still being written).
    func stop(at now: TimeInterval) {
        stopped = true
        feed.requestStop(at: max(now, started))
    }

    /// Whether every frame has been written since `stop` (then `finish` does not wait for the thread).
    var isWritten: Bool { stopped && feed.isFinished }

    /// Waits for the frames, ends the stream and puts the file in place; returns its path.
    func finish() throws -> String {
        if !stopped { stop(at: started) }
        feed.waitUntilFinished()
        finished = true
        try recorder.finish()
        return recorder.path
    }

    /// Ends the recording at `now` and finishes it (waiting for the frames); returns the file's path.
    func finish(at now: TimeInterval) throws -> String {
        stop(at: now)
        return try finish()
    }

    /// Stops without a file.
    func cancel() {
        stop(at: started)
        feed.waitUntilFinished()
        finished = true
        recorder.cancel()
    }

    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: Date())
    }
}
