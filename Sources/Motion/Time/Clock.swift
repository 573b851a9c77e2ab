import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A source of monotonic time in seconds.
public protocol Clock: AnyObject {
    /// Seconds since an arbitrary, fixed origin; never decreases.
    var now: TimeInterval { get }
}

/// The machine's monotonic clock (CLOCK_MONOTONIC).
public final class MonotonicClock: Clock {
    public init() {}

    public var now: TimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return TimeInterval(ts.tv_sec) + TimeInterval(ts.tv_nsec) / 1_000_000_000
    }
}

/// A clock that moves only when told to, in exact frame steps: the time base of tests and headless runs.
public final class VirtualClock: Clock {
    /// The current time; starts at `origin`.
    public private(set) var now: TimeInterval
    /// The length of one frame in seconds (1/60 by default).
    public var frameDuration: TimeInterval
    /// Frames stepped so far.
    public private(set) var frameCount: Int = 0
    private let origin: TimeInterval

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

    /// Moves the clock forward by an arbitrary interval (not necessarily a whole frame).
    public func advance(by interval: TimeInterval) {
        precondition(interval >= 0, "a clock never goes back")
        now += interval
    }
}
