import Foundation

/// The four named animation curves (UIView.AnimationCurve).
///
/// ```swift
/// let animator = ViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.alpha = 0 }
/// CubicTimingParameters(animationCurve: .easeInOut).controlPoint1   // (0.42, 0)
/// ```
public enum AnimationCurve: Int, Sendable, CaseIterable {
    case easeInOut, easeIn, easeOut, linear

    /// The first Bézier control point of this curve.
    public var controlPoint1: CGPoint {
        switch self {
        case .easeInOut, .easeIn: CGPoint(x: 0.42, y: 0)
        case .easeOut, .linear: CGPoint(x: 0, y: 0)
        }
    }

    /// The second Bézier control point of this curve.
    public var controlPoint2: CGPoint {
        switch self {
        case .easeInOut, .easeOut: CGPoint(x: 0.58, y: 1)
        case .easeIn, .linear: CGPoint(x: 1, y: 1)
        }
    }
}
