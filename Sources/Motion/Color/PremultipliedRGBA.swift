import Foundation

/// The additive form of a `Color`: RGB multiplied by alpha, then alpha. All components scale with x.
///
/// ```swift
/// let v = Color.red.withAlphaComponent(0.5).animatableData   // red 0.5, green 0, blue 0, alpha 0.5
/// Color(animatableData: v)                                   // back to red at 50 % opacity
/// ```
public struct PremultipliedRGBA: AnimatableVector, Hashable, Sendable {
    public var red: CGFloat
    public var green: CGFloat
    public var blue: CGFloat
    public var alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    public static let zero = PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 0)

    public static func + (lhs: PremultipliedRGBA, rhs: PremultipliedRGBA) -> PremultipliedRGBA {
        PremultipliedRGBA(red: lhs.red + rhs.red, green: lhs.green + rhs.green,
                          blue: lhs.blue + rhs.blue, alpha: lhs.alpha + rhs.alpha)
    }
    public static func - (lhs: PremultipliedRGBA, rhs: PremultipliedRGBA) -> PremultipliedRGBA {
        PremultipliedRGBA(red: lhs.red - rhs.red, green: lhs.green - rhs.green,
                          blue: lhs.blue - rhs.blue, alpha: lhs.alpha - rhs.alpha)
    }
    /// Every component multiplied by `x`.
    public func scaled(x: Double, y: Double) -> PremultipliedRGBA {
        let f = CGFloat(x)
        return PremultipliedRGBA(red: red * f, green: green * f, blue: blue * f, alpha: alpha * f)
    }
}
