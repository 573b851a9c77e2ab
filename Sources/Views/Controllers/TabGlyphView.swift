import Foundation

/// Draws a `TabBarGlyph` from plain views (rounded rectangles and borders) in a 24 × 24 box.
final class TabGlyphView: View {
    static let size: CGFloat = 24
    /// The views drawing the glyph shown, and whether each is outlined (kept: tinting them again, as a moving
    /// selection does every frame, allocates nothing).
    private var parts: [(view: View, outlined: Bool)] = []
    private var shown: TabBarGlyph?

    override init() {
        super.init()
        isUserInteractionEnabled = false
    }

    /// Shows `glyph` in `tint`.
    func show(_ glyph: TabBarGlyph, tint: Color) {
        if shown != glyph {
            parts.forEach { $0.view.removeFromSuperview() }
            parts = TabGlyphView.shapes(glyph).map { shape in
                let part = View(frame: shape.frame)
                part.cornerRadius = shape.radius
                part.transform = shape.transform
                addSubview(part)
                return (part, shape.outlined)
            }
            shown = glyph
        }
        for (part, outlined) in parts {
            part.backgroundColor = outlined ? nil : tint
            part.borderWidth = outlined ? 2.5 : 0
            part.borderColor = tint
        }
    }

    private struct Shape {
        var frame: CGRect
        var radius: CGFloat = 0
        var outlined = false
        var transform = CGAffineTransform.identity
    }

    private static func shapes(_ glyph: TabBarGlyph) -> [Shape] {
        switch glyph {
        case .circle:
            return [Shape(frame: CGRect(x: 2, y: 2, width: 20, height: 20), radius: 10)]
        case .ring:
            return [Shape(frame: CGRect(x: 2, y: 2, width: 20, height: 20), radius: 10, outlined: true)]
        case .square:
            return [Shape(frame: CGRect(x: 3, y: 3, width: 18, height: 18), radius: 4)]
        case .grid:
            return [(2, 2), (13, 2), (2, 13), (13, 13)].map {
                Shape(frame: CGRect(x: CGFloat($0.0), y: CGFloat($0.1), width: 9, height: 9), radius: 2)
            }
        case .list:
            return [4, 10.5, 17].map { Shape(frame: CGRect(x: 2, y: $0, width: 20, height: 3), radius: 1.5) }
        case .diamond:
            return [Shape(frame: CGRect(x: 5, y: 5, width: 14, height: 14), radius: 2,
                          transform: CGAffineTransform(rotationAngle: .pi / 4))]
        case .person:
            return [Shape(frame: CGRect(x: 7.5, y: 1, width: 9, height: 9), radius: 4.5),
                    Shape(frame: CGRect(x: 3, y: 12, width: 18, height: 11), radius: 5.5)]
        }
    }
}
