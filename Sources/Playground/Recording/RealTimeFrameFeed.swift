import Foundation

/// Feeds a clip in real time from its own thread: the clip gets one frame for every tick of its rate between
/// start and stop — the latest frame offered, repeated while nothing new comes (a window that dropped frames or
/// sat idle) — so it lasts exactly as long as the recording did. The window only copies its frame in; a slow
/// encoder holds up this thread, never the window's loop (which goes on handling input: a stop key is seen when
/// it is pressed).
///
/// ```swift
/// let feed = RealTimeFrameFeed(stream: recorder.stream, framesPerSecond: 60, started: clock.now,
///                              clock: WindowRecording.monotonicNow)
/// feed.offer(pixels: fb.bytes, stride: fb.stride)   // each frame the scene is composited
/// feed.stop(at: clock.now)                            // writes the ticks due by then and ends the thread
/// ```
nonisolated final class RealTimeFrameFeed: @unchecked Sendable {
    private let stream: ClipStream
    private let framesPerSecond: Double
    private let started: TimeInterval
    /// The clock the thread reads; nil: time moves only by `advance(to:)` (a window on a virtual clock).
    private let clock: (@Sendable () -> TimeInterval)?
    private var setTime: TimeInterval
    private let condition = NSCondition()
    private let rowBytes: Int
    /// The latest frame offered, and its copy the thread writes from (guarded by `condition`).
    private let latest: UnsafeMutableRawPointer
    private let writing: UnsafeMutableRawPointer
    private var version = 0
    private var stopTime: TimeInterval?
    private let done = DispatchSemaphore(value: 0)

    /// Starts the thread; nothing is written before the first `offer`.
    init(stream: ClipStream, framesPerSecond: Int, started: TimeInterval, clock: (@Sendable () -> TimeInterval)?) {
        self.stream = stream
        self.framesPerSecond = Double(framesPerSecond)
        self.started = started
        self.clock = clock
        setTime = started
        rowBytes = stream.width * 4
        latest = UnsafeMutableRawPointer.allocate(byteCount: max(rowBytes * stream.height, 4), alignment: 16)
        writing = UnsafeMutableRawPointer.allocate(byteCount: max(rowBytes * stream.height, 4), alignment: 16)
        let thread = Thread { [self] in run() }
        thread.name = "playground recording"
        thread.start()
    }

    deinit {
        latest.deallocate()
        writing.deallocate()
    }

    /// Copies a frame of the stream's size (`height` rows of `stride` bytes) as what the clip shows from now on.
    func offer(pixels source: UnsafeRawPointer, stride: Int) {
        condition.lock()
        for y in 0..<stream.height {
            (latest + y * rowBytes).copyMemory(from: source + y * stride, byteCount: rowBytes)
        }
        version += 1
        condition.signal()
        condition.unlock()
    }

    /// Moves time on to `time`, for a feed without a clock of its own.
    func advance(to time: TimeInterval) {
        condition.lock()
        setTime = max(setTime, time)
        condition.signal()
        condition.unlock()
    }

    private func now() -> TimeInterval { clock?() ?? setTime }

    /// Ends the clip at `time`: the ticks due by then are written (with the latest frame), then the thread ends.
    /// Returns once it has (the stream is the caller's again).
    func stop(at time: TimeInterval) {
        condition.lock()
        stopTime = time
        condition.signal()
        condition.unlock()
        done.wait()
    }

    /// Ticks of the clip due by `time`: one at the start, then one every 1/rate.
    private func ticks(by time: TimeInterval) -> Int {
        Int(((time - started) * framesPerSecond).rounded(.down)) + 1
    }

    private func run() {
        var written = 0
        var copied = 0
        condition.lock()
        while true {
            let due = version == 0 ? 0 : ticks(by: stopTime ?? now())
            if written < due {
                if copied != version {
                    (writing).copyMemory(from: latest, byteCount: rowBytes * stream.height)
                    copied = version
                }
                condition.unlock()
                let ok = stream.append(pixels: writing, stride: rowBytes)
                condition.lock()
                written += 1
                if !ok { break }
            } else if stopTime != nil {
                break
            } else {
                // Until the next tick, or a new frame or the stop.
                let next = started + Double(max(written, due)) / framesPerSecond
                _ = condition.wait(until: Date(timeIntervalSinceNow: max(next - now(), 0.001)))
            }
        }
        condition.unlock()
        done.signal()
    }
}
