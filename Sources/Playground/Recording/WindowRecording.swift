import Foundation
import Rendering

/// The window's own recording (Ctrl+R: MP4, Ctrl+Shift+R: GIF) into a file in the current directory named after
/// the scene and the time. It records the scene as the window shows it, without the host's overlay (the REC
/// badge, the rate badge, help, the inspector), and keeps real time: the clip has a frame for every tick of its
/// rate (60 a second for MP4, 50 for GIF) between start and stop, repeating the last frame where the window
/// dropped frames, so it lasts exactly as long as the recording did. Frames are written from a thread of their
/// own (`RealTimeFrameFeed`): a slow encoder never holds the window up.
///
/// ```swift
/// let recording = try WindowRecording(scene: "bloq", frame: pipeline.framebuffer, now: clock.now)
/// pipeline.onSceneComposited = { recording.capture($0) }   // the scene, before the overlay is drawn
/// let path = try recording.finish(at: clock.now)
/// ```
@MainActor
final class WindowRecording {
    let recorder: FrameRecorder
    let started: TimeInterval
    /// Frames a second of the clip.
    let framesPerSecond: Int
    private let feed: RealTimeFrameFeed
    private var ended = false

    /// Starts recording frames of `frame`'s size; the file is `playground-<scene>-<date>.mp4` in `directory`.
    /// `clock` reads the time base of `now` from any thread (the machine's monotonic clock by default); nil for
    /// a window on a virtual clock, whose time the recording learns from `advance(to:)` each frame.
    init(scene: String, frame: Framebuffer, format: FrameRecorder.Format = .mp4,
         directory: String = FileManager.default.currentDirectoryPath, now: TimeInterval,
         clock: (@Sendable () -> TimeInterval)? = WindowRecording.monotonicNow) throws {
        let stamp = WindowRecording.timestamp()
        let path = (directory as NSString).appendingPathComponent("playground-\(scene)-\(stamp).\(format.rawValue)")
        framesPerSecond = format == .gif ? FrameRecorder.gifFramesPerSecond : 60
        recorder = try FrameRecorder(path: path, width: frame.width, height: frame.height, framesPerSecond: framesPerSecond,
                                     realTime: true)
        started = now
        feed = RealTimeFrameFeed(stream: recorder.stream, framesPerSecond: framesPerSecond, started: now, clock: clock)
    }

    isolated deinit { if !ended { feed.stop(at: started - 1) } }

    /// Frames written so far (exact once the recording has ended).
    var frameCount: Int { recorder.frameCount }

    /// Offers `frame` (the scene just composited, before any overlay) as what the clip shows from now on. A frame
    /// of another size (the window was resized) is ignored: the clip keeps its size and its last frame. Nothing
    /// is written before the first (the window composites the scene in the frame the recording starts: the REC
    /// badge appears).
    func capture(_ frame: Framebuffer) {
        guard !ended, frame.width == recorder.width, frame.height == recorder.height else { return }
        feed.offer(pixels: frame.bytes, stride: frame.stride)
    }

    /// Tells a recording without a clock of its own that time is now `now`.
    func advance(to now: TimeInterval) { feed.advance(to: now) }

    /// Ends the recording at `now` (its last ticks written first); returns the file's path.
    func finish(at now: TimeInterval) throws -> String {
        ended = true
        feed.stop(at: max(now, started))
        try recorder.finish()
        return recorder.path
    }

    /// Stops without a file.
    func cancel() {
        ended = true
        feed.stop(at: started - 1)
        recorder.cancel()
    }

    /// CLOCK_MONOTONIC in seconds: the window's time base, readable from the feed's thread.
    nonisolated static func monotonicNow() -> TimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return TimeInterval(ts.tv_sec) + TimeInterval(ts.tv_nsec) / 1_000_000_000
    }

    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: Date())
    }
}
