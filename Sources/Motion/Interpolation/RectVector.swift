import Foundation

/// The additive form of a `CGRect`: `x` and `width` are horizontal, `y` and `height` vertical.
///
/// ```swift
/// let v = CGRect(x: 0, y: 0, width: 100, height: 50).animatableData
/// v.scaled(x: 0.5, y: 1)          // x 0, y 0, width 50, height 50
/// ```
public struct RectVector: AnimatableVector, Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public var width: CGFloat
    public var height: CGFloat

    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public static let zero = RectVector(x: 0, y: 0, width: 0, height: 0)

    public static func + (lhs: RectVector, rhs: RectVector) -> RectVector {
        RectVector(x: lhs.x + rhs.x, y: lhs.y + rhs.y, width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }
    public static func - (lhs: RectVector, rhs: RectVector) -> RectVector {
        RectVector(x: lhs.x - rhs.x, y: lhs.y - rhs.y, width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }
    /// The vector with `x` and `width` multiplied by `x`, `y` and `height` by `y`.
    public func scaled(x sx: Double, y sy: Double) -> RectVector {
        let fx = CGFloat(sx), fy = CGFloat(sy)
        return RectVector(x: x * fx, y: y * fy, width: width * fx, height: height * fy)
    }
}
