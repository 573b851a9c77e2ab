import Foundation

/// A font: size in points and weight (UIFont). Faces are chosen by the renderer.
///
/// ```swift
/// title.font = .systemFont(ofSize: 28, weight: .bold)
/// body.font = Font(size: 15)
/// Font.boldSystemFont(ofSize: 24).lineHeight    // 29
/// ```
nonisolated public struct Font: Hashable, Sendable {
    /// Stroke weights (UIFont.Weight).
    ///
    /// ```swift
    /// label.font = .systemFont(ofSize: 16, weight: .semibold)
    /// ```
    nonisolated public enum Weight: Int, Sendable, Comparable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }

    public var pointSize: CGFloat
    public var weight: Weight

    public init(size: CGFloat, weight: Weight = .regular) {
        self.pointSize = size
        self.weight = weight
    }

    /// The system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> Font {
        Font(size: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font { Font(size: fontSize, weight: .bold) }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> Font { Font(size: size, weight: weight) }

    /// Line height: ascent + descent + leading, as the renderer's faces give it (≈ 1.2 × size).
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded(.up) }
}

/// Measures text; the renderer installs a measurer backed by its real fonts in its world
/// (`World.textMeasurer`).
///
/// ```swift
/// let size = view.world.textMeasurer.size(of: "Hello", font: .systemFont(ofSize: 17))
/// ```
public protocol TextMeasuring {
    /// The size of `text` set on one line in `font`.
    func size(of text: String, font: Font) -> CGSize
}

/// Measurement used until a renderer installs its own: an average advance of 0.55 em (1 em for CJK).
///
/// ```swift
/// EstimatedTextMeasurer().size(of: "Hello", font: Font(size: 20))   // 55 × 24
/// ```
public struct EstimatedTextMeasurer: TextMeasuring {
    public init() {}
    public func size(of text: String, font: Font) -> CGSize {
        var width: CGFloat = 0
        for scalar in text.unicodeScalars {
            width += scalar.value >= 0x2E80 ? font.pointSize : font.pointSize * 0.55
        }
        return CGSize(width: width.rounded(.up), height: font.lineHeight)
    }
}
