import Foundation

/// The additive representation of an animatable value: animations on one property add up in this space.
///
/// ```swift
/// struct Pair: AnimatableVector {
///     var a = 0.0, b = 0.0
///     static let zero = Pair()
///     static func + (l: Pair, r: Pair) -> Pair { Pair(a: l.a + r.a, b: l.b + r.b) }
///     static func - (l: Pair, r: Pair) -> Pair { Pair(a: l.a - r.a, b: l.b - r.b) }
///     func scaled(x: Double, y: Double) -> Pair { Pair(a: a * x, b: b * y) }
/// }
/// ```
///
/// Components that belong to the horizontal axis scale with the x progress of a timing curve, the others with
/// the y progress (springs may carry a different initial velocity per axis); one-dimensional values use x.
public protocol AnimatableVector: Equatable {
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    /// The vector with its horizontal components multiplied by `x` and its vertical ones by `y`.
    func scaled(x: Double, y: Double) -> Self
}

/// A value a view property can animate: presentation = model + Σ (from − to) · (1 − progress).
///
/// ```swift
/// struct Level: Animatable {
///     var value: Double
///     var animatableData: Double { value }
///     init(animatableData: Double) { value = animatableData }
/// }
/// let half = CGPoint(x: 0, y: 0).interpolated(to: CGPoint(x: 100, y: 40), fraction: 0.5)   // (50, 20)
/// ```
public protocol Animatable: Equatable {
    associatedtype AnimatableData: AnimatableVector
    /// The value in additive form.
    var animatableData: AnimatableData { get }
    /// The value rebuilt from its additive form.
    init(animatableData: AnimatableData)
}

extension Animatable {
    /// Linear interpolation from `self` (fraction 0) to `other` (fraction 1) in the additive space.
    public func interpolated(to other: Self, fraction: Double) -> Self {
        let a = animatableData
        return Self(animatableData: a + (other.animatableData - a).scaled(x: fraction, y: fraction))
    }
}
