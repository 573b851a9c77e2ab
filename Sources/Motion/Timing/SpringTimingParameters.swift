import Foundation

// PLACEHOLDER API SHAPE — to be implemented (closed-form springs per the reference).

/// Timing by a damped spring (UISpringTimingParameters).
public struct SpringTimingParameters: TimingCurveProvider, Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double
    /// Set when built from a damping ratio: the spring is fitted to the animator's duration.
    public let dampingRatio: Double?
    /// In units of the total animation distance per second, per axis.
    public let initialVelocity: CGVector

    /// Damping ratio 4.56 (mass 3, stiffness 1000, damping 500).
    public init() { self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .zero) }
    public init(dampingRatio: CGFloat) { self.init(dampingRatio: dampingRatio, initialVelocity: .zero) }
    public init(dampingRatio: CGFloat, initialVelocity: CGVector) {
        mass = 1; stiffness = 100; damping = 2 * Double(dampingRatio) * 10
        self.dampingRatio = Double(dampingRatio); self.initialVelocity = initialVelocity
    }
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGVector) {
        self.mass = Double(mass); self.stiffness = Double(stiffness); self.damping = Double(damping)
        dampingRatio = nil; self.initialVelocity = initialVelocity
    }

    /// The same spring with another initial velocity.
    public func withInitialVelocity(_ velocity: CGVector) -> SpringTimingParameters {
        var copy = self
        copy = SpringTimingParameters(copying: self, initialVelocity: velocity)
        return copy
    }
    private init(copying s: SpringTimingParameters, initialVelocity: CGVector) {
        mass = s.mass; stiffness = s.stiffness; damping = s.damping
        dampingRatio = s.dampingRatio; self.initialVelocity = initialVelocity
    }

    public var springTimingParameters: SpringTimingParameters? { self }

    public func curves(forDuration duration: TimeInterval) -> AxisCurves {
        AxisCurves(LinearPlaceholderCurve(duration: duration > 0 ? duration : 1))
    }
}
