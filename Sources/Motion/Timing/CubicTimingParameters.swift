import Foundation

/// Timing by a cubic Bézier from (0,0) to (1,1) (UICubicTimingParameters).
///
/// ```swift
/// let timing = CubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
/// let animator = ViewPropertyAnimator(duration: 0.4, timingParameters: timing)
/// animator.addAnimations { card.center.y -= 200 }
/// animator.startAnimation()
/// ```
public struct CubicTimingParameters: TimingCurveProvider, Hashable, Sendable {
    /// The named curve this was built from, if any.
    public let animationCurve: AnimationCurve?
    /// The first Bézier control point (the curve runs from (0,0) to (1,1)).
    public let controlPoint1: CGPoint
    /// The second Bézier control point.
    public let controlPoint2: CGPoint

    /// The default curve: (0.25, 0.1), (0.25, 1).
    public init() {
        animationCurve = nil
        controlPoint1 = CGPoint(x: 0.25, y: 0.1); controlPoint2 = CGPoint(x: 0.25, y: 1)
    }
    /// One of the named curves, with its control points.
    public init(animationCurve: AnimationCurve) {
        self.animationCurve = animationCurve
        controlPoint1 = animationCurve.controlPoint1; controlPoint2 = animationCurve.controlPoint2
    }
    /// A custom curve; x values are clamped to [0, 1] when solving, y values may overshoot.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        animationCurve = nil
        self.controlPoint1 = controlPoint1; self.controlPoint2 = controlPoint2
    }

    /// The Bézier solver for these control points.
    public var bezier: UnitBezier { UnitBezier(controlPoint1, controlPoint2) }

    public var cubicTimingParameters: CubicTimingParameters? { self }

    /// The same curve on both axes, lasting `duration` seconds.
    public func curves(forDuration duration: TimeInterval) -> AxisCurves {
        AxisCurves(CubicCurve(bezier: bezier, duration: duration))
    }
}
