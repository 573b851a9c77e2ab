import Foundation

/// A point animates as the vector (x, y): `x` is horizontal, `y` vertical.
extension CGPoint: Animatable {
    public var animatableData: CGVector { CGVector(dx: x, dy: y) }
    public init(animatableData: CGVector) { self.init(x: animatableData.dx, y: animatableData.dy) }
}
