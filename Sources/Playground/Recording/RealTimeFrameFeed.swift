import Foundation
import PlaygroundHost

/// Feeds a clip in real time from its own thread: the clip gets one frame for every tick of its rate from the
/// start up to the stop — for each tick the frame that was on screen then (the last offered at or before the
/// tick), repeated while nothing new comes (a window that dropped frames or sat idle) — so it lasts exactly as
/// long as the recording did and shows each moment when it happened. The window only copies its frame into a
/// small ring; a slow encoder holds up this thread, never the window's loop.
///
/// ```swift
/// let feed = RealTimeFrameFeed(stream: recorder.stream, framesPerSecond: 60, started: clock.now,
///                              clock: MonotonicClock.seconds)
/// feed.offer(pixels: fb.bytes, stride: fb.stride, at: clock.now)   // each frame the scene is composited
/// feed.requestStop(at: clock.now)                                   // the ticks before then are written
/// ```
///
/// When the encoder falls so far behind that the ring is full, the newest waiting frame is replaced by the new
/// one (a frame in between is skipped; every tick still shows a frame from its own moment or just before). On a
/// virtual clock (`clock` nil) `advance(to:)` waits until the ticks due are written: a scripted recording is the
/// same file every time.
nonisolated final class RealTimeFrameFeed: @unchecked Sendable {
    /// Frames the ring holds: the one being written and those waiting.
    static let ringSize = 3

    private let stream: ClipStream
    private let framesPerSecond: Double
    private let started: TimeInterval
    private let clock: (@Sendable () -> TimeInterval)?
    private let condition = NSCondition()
    private let frameBytes: Int
    private let rowBytes: Int
    // Guarded by `condition`: the ring of offered frames (their times; `first` is the oldest, `count` in use).
    private let buffers: [UnsafeMutableRawPointer]
    private var times: [TimeInterval]
    private var first = 0
    private var count = 0
    private var setTime: TimeInterval
    private var stopTime: TimeInterval?
    private var written = 0
    private var finished = false
    private var failed = false

    /// Starts the thread; nothing is written before the first `offer`.
    init(stream: ClipStream, framesPerSecond: Int, started: TimeInterval, clock: (@Sendable () -> TimeInterval)?) {
        self.stream = stream
        self.framesPerSecond = Double(framesPerSecond)
        self.started = started
        self.clock = clock
        setTime = started
        rowBytes = stream.width * 4
        let bytes = max(stream.width * 4 * stream.height, 4)
        frameBytes = bytes
        buffers = (0..<Self.ringSize).map { _ in UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16) }
        times = Array(repeating: 0, count: Self.ringSize)
        let thread = Thread { [self] in run() }
        thread.name = "playground recording"
        thread.start()
    }

    deinit { for buffer in buffers { buffer.deallocate() } }

    /// Copies a frame of the stream's size (`height` rows of `stride` bytes), on screen from `time` on.
    func offer(pixels source: UnsafeRawPointer, stride: Int, at time: TimeInterval) {
        condition.lock()
        defer { condition.unlock() }
        guard stopTime == nil else { return }
        // Full: the newest waiting frame gives way (never the oldest, which the thread may be writing).
        let slot = count < Self.ringSize ? (first + count) % Self.ringSize : (first + count - 1) % Self.ringSize
        if count < Self.ringSize { count += 1 }
        let target = buffers[slot]
        if stride == rowBytes {
            target.copyMemory(from: source, byteCount: rowBytes * stream.height)
        } else {
            for y in 0..<stream.height { (target + y * rowBytes).copyMemory(from: source + y * stride, byteCount: rowBytes) }
        }
        times[slot] = time
        condition.signal()
    }

    /// Moves time on to `time` for a feed without a clock of its own, and waits until the ticks due by then are
    /// written (so what a scripted recording shows does not depend on the thread's timing).
    func advance(to time: TimeInterval) {
        condition.lock()
        setTime = max(setTime, time)
        condition.broadcast()
        while !finished && count > 0 && written < ticks(through: setTime) { condition.wait() }
        condition.unlock()
    }

    /// Ends the clip at `time`: the ticks before it are still written, then the thread ends. Returns at once.
    func requestStop(at time: TimeInterval) {
        condition.lock()
        if stopTime == nil { stopTime = time }
        condition.broadcast()
        condition.unlock()
    }

    /// Whether the thread has written everything and ended.
    var isFinished: Bool {
        condition.lock()
        defer { condition.unlock() }
        return finished
    }

    /// Whether the encoder stopped taking frames (read under the lock: safe from any thread; the stream's own
    /// failure text is read once the thread has ended).
    var hasFailed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return failed
    }

    /// Waits until the thread has ended (after `requestStop`).
    func waitUntilFinished() {
        condition.lock()
        while !finished { condition.wait() }
        condition.unlock()
    }

    /// Ticks at or before `time` (one at the start, then one every 1/rate).
    private func ticks(through time: TimeInterval) -> Int {
        max(Int(((time - started) * framesPerSecond + 1e-9).rounded(.down)) + 1, 0)
    }

    /// Ticks before `time`: a clip stopped at `time` lasts exactly `time − started`.
    private func ticks(before time: TimeInterval) -> Int {
        max(Int(((time - started) * framesPerSecond - 1e-9).rounded(.up)), 0)
    }

    private func now() -> TimeInterval { clock?() ?? setTime }

    private func run() {
        condition.lock()
        while true {
            let due = count == 0 ? 0 : stopTime.map { ticks(before: $0) } ?? ticks(through: now())
            if written < due {
                // The frame on screen at this tick: the last offered at or before it.
                let tick = started + Double(written) / framesPerSecond
                while count > 1 && times[(first + 1) % Self.ringSize] <= tick + 1e-9 {
                    first = (first + 1) % Self.ringSize
                    count -= 1
                }
                let frame = buffers[first]
                condition.unlock()
                let ok = stream.append(pixels: frame, stride: rowBytes)
                condition.lock()
                written += 1
                condition.broadcast()
                if !ok {
                    failed = true
                    break
                }
            } else if stopTime != nil {
                break
            } else if clock == nil || count == 0 {
                // Nothing to write until time moves (a virtual clock) or a first frame comes.
                condition.wait()
            } else {
                // Until the next tick, or a new frame or the stop.
                let next = started + Double(written) / framesPerSecond
                _ = condition.wait(until: Date(timeIntervalSinceNow: min(max(next - now(), 0.001), 0.1)))
            }
        }
        finished = true
        condition.broadcast()
        condition.unlock()
    }
}
