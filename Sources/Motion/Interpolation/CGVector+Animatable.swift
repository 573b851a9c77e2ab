import Foundation

/// Vector arithmetic; `dx` is horizontal, `dy` vertical.
extension CGVector: AnimatableVector, Animatable {
    public static func + (lhs: CGVector, rhs: CGVector) -> CGVector {
        CGVector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
    }
    public static func - (lhs: CGVector, rhs: CGVector) -> CGVector {
        CGVector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
    }
    /// The vector with `dx` multiplied by `x` and `dy` by `y`.
    public func scaled(x: Double, y: Double) -> CGVector {
        CGVector(dx: dx * CGFloat(x), dy: dy * CGFloat(y))
    }

    public var animatableData: CGVector { self }
    public init(animatableData: CGVector) { self = animatableData }
}
