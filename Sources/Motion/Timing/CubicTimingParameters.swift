import Foundation

// PLACEHOLDER API SHAPE — to be implemented (Bézier solving per the reference).

/// The four named animation curves (UIView.AnimationCurve).
public enum AnimationCurve: Int, Sendable, CaseIterable {
    case easeInOut, easeIn, easeOut, linear
}

/// Timing by a cubic Bézier from (0,0) to (1,1) (UICubicTimingParameters).
public struct CubicTimingParameters: TimingCurveProvider, Hashable, Sendable {
    public let animationCurve: AnimationCurve?
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// The default curve: (0.25, 0.1), (0.25, 1).
    public init() {
        animationCurve = nil
        controlPoint1 = CGPoint(x: 0.25, y: 0.1); controlPoint2 = CGPoint(x: 0.25, y: 1)
    }
    public init(animationCurve: AnimationCurve) {
        self.animationCurve = animationCurve
        controlPoint1 = .zero; controlPoint2 = CGPoint(x: 1, y: 1)
    }
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        animationCurve = nil
        self.controlPoint1 = controlPoint1; self.controlPoint2 = controlPoint2
    }

    public var cubicTimingParameters: CubicTimingParameters? { self }

    public func curves(forDuration duration: TimeInterval) -> AxisCurves {
        AxisCurves(LinearPlaceholderCurve(duration: duration))
    }
}

struct LinearPlaceholderCurve: ProgressCurve {
    var duration: TimeInterval
    func progress(at time: TimeInterval) -> Double { duration <= 0 ? 1 : min(max(time / duration, 0), 1) }
    func velocity(at time: TimeInterval) -> Double { duration <= 0 ? 0 : 1 / duration }
}
