import Foundation

/// Slow motion, pause and single-frame steps for everything a scene animates — the iOS Simulator's Slow
/// Animations and DevTools' playback rate, for every scene.
///
/// ```swift
/// pipeline.timeControl.rate = 0.1          // animations, display links and layer timing at 10 %
/// pipeline.timeControl.isPaused = true     // nothing moves; input still scrubs
/// pipeline.timeControl.step()              // one frame forward (at the rate), while paused
/// ```
///
/// Media time (what animators, display links, layer timing and `CurrentMediaTime()` read) advances by
/// `rate` × the real time between frames; touches keep the user's time, so a gesture performed at 10 % has the
/// velocity it would have at full speed and a fling lands where it would — slower, identically.
public struct TimeControl: Equatable, Sendable {
    /// The rates the window's keys cycle through.
    public static let presets: [Double] = [1, 0.5, 0.25, 0.1]

    /// Media seconds per real second, in (0, 1] (values outside are clamped to 0.01…1).
    public var rate: Double = 1 {
        didSet { rate = rate.isFinite ? min(max(rate, 0.01), 1) : 1 }
    }
    /// While true media time stands still.
    public var isPaused = false
    /// Frames still to step while paused.
    public private(set) var pendingSteps = 0

    public init() {}

    /// Asks for one more frame of media time (at the rate) while paused.
    public mutating func step() {
        if isPaused { pendingSteps += 1 }
    }

    /// Whether anything differs from full speed, unpaused (the window then shows a badge).
    public var isActive: Bool { isPaused || rate < 1 }

    /// The next preset slower than `rate` (or the slowest), and faster (or full speed).
    public var slower: Double { TimeControl.presets.first { $0 < rate - 1e-9 } ?? TimeControl.presets.last ?? rate }
    public var faster: Double { TimeControl.presets.last { $0 > rate + 1e-9 } ?? 1 }

    /// The media time to add for `realInterval` seconds of real time at `frameDuration` per frame, using up a
    /// pending step while paused.
    package mutating func mediaAdvance(forReal realInterval: TimeInterval, frameDuration: TimeInterval) -> TimeInterval {
        if isPaused {
            guard pendingSteps > 0 else { return 0 }
            pendingSteps -= 1
            return frameDuration * rate
        }
        return max(realInterval, 0) * rate
    }

    /// A short label: "25 %", "Paused · 25 %".
    public var label: String {
        let percent = "\(Int((rate * 100).rounded())) %"
        return isPaused ? "Paused · \(percent)" : percent
    }
}
