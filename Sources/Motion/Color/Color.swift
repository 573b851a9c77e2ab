import Foundation

/// An sRGB colour with straight (non-premultiplied) alpha, the project's UIColor (`cgColor` gives its CGColor).
///
/// ```swift
/// view.backgroundColor = Color(hex: 0x34C759)
/// let dimmed = Color.systemBlue.withAlphaComponent(0.5)
/// let grey = Color(white: 0.9)
/// ```
///
/// Components are clamped to 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = Color.clamped(red); self.green = Color.clamped(green)
        self.blue = Color.clamped(blue); self.alpha = Color.clamped(alpha)
    }

    /// A grey: `white` 0 is black, 1 is white.
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from a 24-bit `0xRRGGBB` value (higher bits are ignored).
    public init(hex: UInt32, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255,
                  green: CGFloat((hex >> 8) & 0xFF) / 255,
                  blue: CGFloat(hex & 0xFF) / 255,
                  alpha: alpha)
    }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    public var description: String { "Color(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

    static func clamped(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }
}
