import Foundation

/// A one-dimensional value is its own additive form; it scales with the x progress.
extension Double: AnimatableVector, Animatable {
    public func scaled(x: Double, y: Double) -> Double { self * x }
    public var animatableData: Double { self }
    public init(animatableData: Double) { self = animatableData }
}

/// A one-dimensional value is its own additive form; it scales with the x progress.
extension CGFloat: AnimatableVector, Animatable {
    public func scaled(x: Double, y: Double) -> CGFloat { self * CGFloat(x) }
    public var animatableData: CGFloat { self }
    public init(animatableData: CGFloat) { self = animatableData }
}
