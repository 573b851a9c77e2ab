import Foundation

/// A rectangle animates its origin and size: `origin.x` and `width` with x, `origin.y` and `height` with y.
extension CGRect: Animatable {
    public var animatableData: RectVector {
        RectVector(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }
    public init(animatableData v: RectVector) {
        self.init(x: v.x, y: v.y, width: v.width, height: v.height)
    }
}
