import Foundation

/// A colour as Core Graphics passes it to layers (CGColor): what `layer.backgroundColor`, `borderColor` and
/// `shadowColor` take in UIKit code, made from a `Color` or from components.
///
/// ```swift
/// layer.backgroundColor = Color.systemBlue.cgColor          // as UIKit code writes it
/// let shadow = CGColor(red: 0, green: 0, blue: 0, alpha: 0.3)
/// Color(cgColor: shadow).alpha                              // 0.3
/// shadow.copy(alpha: 0.5)?.alpha                            // 0.5
/// ```
///
/// Device RGB only (the playground draws in sRGB); components are clamped to 0…1 as `Color`'s are.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour.
    public let color: Color

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey (CGColor(gray:alpha:)).
    public init(gray: CGFloat, alpha: CGFloat) {
        color = Color(white: gray, alpha: alpha)
    }

    public init(_ color: Color) { self.color = color }

    /// Red, green, blue and alpha (CGColor's `components` for an RGB colour).
    public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha] }
    /// The number of components, alpha included.
    public var numberOfComponents: Int { 4 }
    public var alpha: CGFloat { color.alpha }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(color.withAlphaComponent(alpha)) }

    /// Black, white and clear (CGColor.black, .white, .clear).
    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    public var description: String { "CGColor(\(color))" }
}

extension Color {
    /// This colour as a CGColor (UIColor's `cgColor`).
    public var cgColor: CGColor { CGColor(self) }

    /// The colour of a CGColor (UIColor(cgColor:)).
    public init(cgColor: CGColor) { self = cgColor.color }
}
