import Foundation

/// A size animates as the vector (width, height): `width` is horizontal, `height` vertical.
extension CGSize: Animatable {
    public var animatableData: CGVector { CGVector(dx: width, dy: height) }
    public init(animatableData: CGVector) { self.init(width: animatableData.dx, height: animatableData.dy) }
}
