import Foundation

/// Progress over time along a cubic Bézier stretched to `duration` seconds.
///
/// ```swift
/// let curve = CubicCurve(bezier: UnitBezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)), duration: 0.5)
/// curve.progress(at: 0.25)     // 0.5: ease-in-out is symmetric
/// curve.progress(at: 1)        // 1
/// ```
public struct CubicCurve: ProgressCurve, Hashable, Sendable {
    /// The timing function, time fraction → progress.
    public let bezier: UnitBezier
    /// Seconds from start to end; 0 or less means the curve is at 1 at once.
    public let duration: TimeInterval

    /// The timing function stretched over `duration` seconds.
    public init(bezier: UnitBezier, duration: TimeInterval) {
        self.bezier = bezier
        self.duration = max(duration, 0)
    }

    /// Progress at `time`: 0 before the start, 1 from `duration` on.
    public func progress(at time: TimeInterval) -> Double {
        guard duration > 0 else { return 1 }
        return bezier.solve(min(max(time / duration, 0), 1))
    }

    /// Progress per second at `time`; 0 outside [0, duration].
    public func velocity(at time: TimeInterval) -> Double {
        guard duration > 0, time >= 0, time <= duration else { return 0 }
        return bezier.slope(atX: time / duration) / duration
    }
}
