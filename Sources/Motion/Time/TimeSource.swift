import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A source of monotonic media time in seconds: what a frame scheduler reads "now" from.
///
/// ```swift
/// let clock = VirtualClock()          // tests and headless runs: moves only when stepped
/// let scheduler = FrameScheduler(clock: clock)
/// clock.step()                         // one frame (1/60 s) later
/// ```
///
/// (Named so as not to shadow the standard library's `Clock`.)
@MainActor
public protocol TimeSource: AnyObject {
    /// Seconds since an arbitrary, fixed origin; never decreases.
    var now: TimeInterval { get }
}

/// The machine's monotonic clock (CLOCK_MONOTONIC): the time base of a window (what CACurrentMediaTime reads).
///
/// ```swift
/// let scheduler = FrameScheduler(clock: MonotonicClock())
/// scheduler.clock.now          // seconds since boot; never decreases
/// ```
public final class MonotonicClock: TimeSource {
    public init() {}

    public var now: TimeInterval { Self.seconds() }

    /// CLOCK_MONOTONIC in seconds, readable from any thread (a recording's writer reads it).
    public nonisolated static func seconds() -> TimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return TimeInterval(ts.tv_sec) + TimeInterval(ts.tv_nsec) / 1_000_000_000
    }
}

/// A clock that moves only when told to, in exact frame steps: the time base of tests and headless runs.
///
/// ```swift
/// let clock = VirtualClock(framesPerSecond: 60)
/// clock.step()            // clock.now == origin + 1/60
/// ```
public final class VirtualClock: TimeSource {
    /// The current time; starts at `origin`.
    public private(set) var now: TimeInterval
    /// The length of one frame in seconds (1/60 by default).
    public var frameDuration: TimeInterval
    /// Frames stepped so far.
    public private(set) var frameCount: Int = 0
    private var origin: TimeInterval

    public init(origin: TimeInterval = 1_000, framesPerSecond: Double = 60) {
        self.origin = origin
        self.now = origin
        self.frameDuration = 1 / framesPerSecond
    }

    /// Moves the clock one frame forward. Times are computed from the frame count, so no error accumulates.
    public func step() {
        frameCount += 1
        now = origin + Double(frameCount) * frameDuration
    }

    /// Moves the clock forward by an arbitrary interval (not necessarily a whole frame); later steps continue
    /// from there.
    public func advance(by interval: TimeInterval) {
        guard interval > 0, interval.isFinite else { return }
        now += interval
        origin = now - Double(frameCount) * frameDuration
    }
}
