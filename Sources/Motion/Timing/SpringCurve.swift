import Foundation

/// Progress over time along a spring, cut off at its settling duration.
///
/// ```swift
/// let curve = SpringCurve(solver: SpringSolver(dampingRatio: 1, naturalFrequency: 12))
/// curve.duration                       // the spring's settling time
/// curve.progress(at: curve.duration)   // exactly 1
/// ```
public struct SpringCurve: ProgressCurve, Hashable, Sendable {
    /// The oscillator for a unit move.
    public let solver: SpringSolver
    /// Seconds until the curve is treated as at rest; from then on progress is exactly 1.
    public let duration: TimeInterval

    /// The spring, run until it settles.
    public init(solver: SpringSolver) {
        self.init(solver: solver, duration: solver.settlingDuration())
    }

    /// The spring cut off at `duration` seconds (0 or less: at 1 at once).
    public init(solver: SpringSolver, duration: TimeInterval) {
        self.solver = solver
        self.duration = max(duration, 0)
    }

    /// Progress at `time`: 0 before the start, the spring's value until `duration`, then 1.
    public func progress(at time: TimeInterval) -> Double {
        if time >= duration { return 1 }
        if time <= 0 { return 0 }
        return solver.progress(at: time)
    }

    /// Progress per second at `time`; 0 before the start and from `duration` on.
    public func velocity(at time: TimeInterval) -> Double {
        if time >= duration || time < 0 { return 0 }
        return solver.velocity(at: time)
    }
}
