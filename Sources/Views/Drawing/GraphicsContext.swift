import Foundation

/// The surface a view's `draw(_:)` draws on (CGContext's role): a current transform and style, paths that are
/// filled, stroked or clipped to, and the playground's own content — text, images and backdrop blur — drawn
/// with the renderer's caches.
///
/// ```swift
/// final class GaugeView: View {
///     @Animated var needleAngle: CGFloat = 0
///
///     override func draw(_ rect: CGRect) {
///         guard let context = GraphicsGetCurrentContext() else { return }
///         context.setStrokeColor(.white)
///         context.setLineWidth(4)
///         context.addArc(center: CGPoint(x: rect.midX, y: rect.maxY), radius: rect.width / 2 - 4,
///                        startAngle: .pi, endAngle: 0, clockwise: true)     // over the top
///         context.strokePath()
///         context.translateBy(x: rect.midX, y: rect.maxY)
///         context.rotate(by: $needleAngle.presentationValue)
///         context.setFillColor(.systemRed)
///         context.fill(CGRect(x: -2, y: -rect.height + 12, width: 4, height: rect.height - 12))
///     }
/// }
/// ```
///
/// Coordinates are the view's bounds space; the renderer has applied the view's position, transform, scale and
/// opacity. What `draw(_:)` draws may extend past the bounds (it is not clipped unless `clipsToBounds` is set).
@MainActor
public protocol GraphicsContext: AnyObject, Sendable {
    // MARK: State

    /// Pushes the transform, colours, line style, alpha and clip.
    func saveGState()
    /// Pops what the matching `saveGState()` pushed.
    func restoreGState()
    func translateBy(x: CGFloat, y: CGFloat)
    func scaleBy(x: CGFloat, y: CGFloat)
    /// Rotates by `angle` radians (positive: clockwise on screen, y pointing down).
    func rotate(by angle: CGFloat)
    func concatenate(_ transform: CGAffineTransform)
    func setFillColor(_ color: Color)
    func setStrokeColor(_ color: Color)
    func setLineWidth(_ width: CGFloat)
    func setLineCap(_ cap: LineCap)
    func setLineJoin(_ join: LineJoin)
    /// The longest a mitred join may reach, in line widths (beyond it the join is bevelled); 10 by default.
    func setMiterLimit(_ limit: CGFloat)
    /// Dashes strokes (an empty `lengths` draws them solid).
    func setLineDash(phase: CGFloat, lengths: [CGFloat])
    /// Multiplies the opacity of what is drawn next.
    func setAlpha(_ alpha: CGFloat)

    // MARK: Paths

    /// Starts a new, empty path.
    func beginPath()
    func move(to point: CGPoint)
    func addLine(to point: CGPoint)
    func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint)
    func addQuadCurve(to end: CGPoint, control: CGPoint)
    /// An arc from `startAngle` to `endAngle` (radians, 0 pointing right), turning clockwise on screen when
    /// `clockwise` is true — UIBezierPath's convention in UIKit's y-down space.
    func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
    func addRect(_ rect: CGRect)
    func addEllipse(in rect: CGRect)
    /// A rectangle with rounded corners.
    func addRoundedRect(_ rect: CGRect, cornerRadius: CGFloat)
    func closePath()
    /// Fills the path (non-zero winding) and clears it.
    func fillPath()
    /// Fills the path by `rule` — `.evenOdd` leaves holes where subpaths overlap an even number of times — and
    /// clears it.
    func fillPath(using rule: CGPathFillRule)
    /// Strokes the path and clears it.
    func strokePath()
    /// Intersects the clip with the path and clears it.
    func clip()
    /// Intersects the clip with the path's fill by `rule` and clears it.
    func clip(using rule: CGPathFillRule)

    // MARK: Content

    /// Draws `text` placed in `rect` as a label places it: vertically centred, aligned horizontally; on one
    /// line truncated with an ellipsis when `numberOfLines` is 1, else wrapped to the rect's width.
    func drawText(_ text: String, in rect: CGRect, font: Font, color: Color, alignment: TextAlignment,
                  numberOfLines: Int)
    /// Draws the image filling `rect` per `contentMode`, tinted when `tint` is given (template rendering).
    func drawImage(_ image: Image, in rect: CGRect, contentMode: ContentMode, tint: Color?)
    /// Draws, clipped to the rounded `rect`, a blur of what was drawn behind the view so far.
    func drawBackdropBlur(_ blur: BlurParameters, in rect: CGRect, cornerRadius: CGFloat)
}

/// How the ends of stroked lines are drawn (CGLineCap).
///
/// ```swift
/// context.setLineCap(.round)
/// context.addLines(between: [CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 10)])
/// context.strokePath()
/// ```
nonisolated public enum LineCap: Int, Sendable { case butt, round, square }

/// How stroked lines are joined (CGLineJoin).
///
/// ```swift
/// context.setLineJoin(.round)
/// context.addLines(between: [CGPoint(x: 0, y: 40), CGPoint(x: 20, y: 0), CGPoint(x: 40, y: 40)])
/// context.strokePath()
/// ```
nonisolated public enum LineJoin: Int, Sendable { case miter, round, bevel }

extension GraphicsContext {
    /// Fills a rectangle with the fill colour.
    public func fill(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    /// Strokes a rectangle with the stroke colour and line style.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes straight segments between consecutive pairs of `points` (CGContext.strokeLineSegments).
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var i = 0
        while i + 1 < points.count {
            move(to: points[i])
            addLine(to: points[i + 1])
            i += 2
        }
        strokePath()
    }

    /// Adds every element of `path` (CGContext.addPath): its moves, lines, curves and closes.
    public func addPath(_ path: CGPath) {
        for element in path.elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closePath()
            }
        }
    }

    /// Adds a polyline through `points`.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
}
