import Foundation

/// A two-dimensional vector, as in Core Graphics (Foundation on Linux lacks it).
///
/// ```swift
/// // A spring that starts moving at 2 animation distances per second horizontally.
/// let timing = SpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 2, dy: 0))
/// ```
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// The zero vector.
    public static let zero = CGVector()

    public var description: String { "(\(dx), \(dy))" }
}
