import Foundation

/// Which corners of a rectangle to round (UIRectCorner); top is the minimum y.
///
/// ```swift
/// let tab = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 40),
///                      byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 12, height: 12))
/// ```
nonisolated public struct RectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = RectCorner(rawValue: 1 << 0)
    public static let topRight = RectCorner(rawValue: 1 << 1)
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
