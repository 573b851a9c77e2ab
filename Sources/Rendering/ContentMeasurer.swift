import CCairo
import Foundation
import Views

/// The graphics context of the analysis pass: runs a view's `draw(_:)` without drawing, to learn what it
/// covers (in bounds space), how many primitives it draws and whether it asks for a backdrop blur. Text is set
/// (the raster is kept for drawing) so its real extent is known.
final class ContentMeasurer: GraphicsContext {
    private unowned let compositor: Compositor
    private var record: RenderRecord?
    private struct State {
        var ctm = CGAffineTransform.identity
        var lineWidth: CGFloat = 1
    }
    private var state = State()
    private var stack: [State] = []
    private var pathBox = CGRect.null
    private var current = CGPoint.zero
    private(set) var result = MeasuredContent()

    init(compositor: Compositor) {
        self.compositor = compositor
        stack.reserveCapacity(8)
    }

    /// Runs `view.draw(_:)` for `rect` (its presentation bounds) and returns what it draws.
    func measure(_ view: View, rect: CGRect, record: RenderRecord) -> MeasuredContent {
        self.record = record
        state = State()
        stack.removeAll(keepingCapacity: true)
        pathBox = .null
        result = MeasuredContent()
        view.drawContent(in: self, rect: rect)
        self.record = nil
        return result
    }

    private func cover(_ r: CGRect, pad: CGFloat = 0) {
        guard !r.isNull, r.width.isFinite, r.height.isFinite else { return }
        let box = r.insetBy(dx: -pad, dy: -pad).applying(state.ctm)
        result.box = result.box.map { $0.union(box) } ?? box
    }

    private func addPoint(_ p: CGPoint) {
        pathBox = pathBox.union(CGRect(origin: p, size: .zero))
        current = p
    }

    // MARK: State

    func saveGState() { stack.append(state) }
    func restoreGState() { if let s = stack.popLast() { state = s } }
    func translateBy(x: CGFloat, y: CGFloat) { state.ctm = CGAffineTransform(translationX: x, y: y).concatenating(state.ctm) }
    func scaleBy(x: CGFloat, y: CGFloat) { state.ctm = CGAffineTransform(scaleX: x, y: y).concatenating(state.ctm) }
    func rotate(by angle: CGFloat) { state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm) }
    func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }
    func setFillColor(_ color: Color) {}
    func setStrokeColor(_ color: Color) {}
    func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    func setLineCap(_ cap: LineCap) {}
    func setLineJoin(_ join: LineJoin) {}
    func setMiterLimit(_ limit: CGFloat) {}
    func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
    func setAlpha(_ alpha: CGFloat) {}

    // MARK: Paths (bounded by their points and control points: a convex hull holds each curve)

    func beginPath() { pathBox = .null }
    func move(to point: CGPoint) { addPoint(point) }
    func addLine(to point: CGPoint) { addPoint(point) }
    func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        addPoint(control1); addPoint(control2); addPoint(end)
    }
    func addQuadCurve(to end: CGPoint, control: CGPoint) { addPoint(control); addPoint(end) }
    func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        pathBox = pathBox.union(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        current = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
    }
    func addRect(_ rect: CGRect) { pathBox = pathBox.union(rect.standardized) }
    func addEllipse(in rect: CGRect) { pathBox = pathBox.union(rect.standardized) }
    func addRoundedRect(_ rect: CGRect, cornerRadius: CGFloat) { pathBox = pathBox.union(rect.standardized) }
    func closePath() {}
    func fillPath() { fillPath(using: .winding) }
    func fillPath(using rule: CGPathFillRule) {
        cover(pathBox)
        result.primitives += 1
        pathBox = .null
    }
    func strokePath() {
        cover(pathBox, pad: state.lineWidth / 2 + 1)
        result.primitives += 1
        pathBox = .null
    }
    func clip() { pathBox = .null }
    func clip(using rule: CGPathFillRule) { pathBox = .null }

    // MARK: Content

    func drawText(_ text: String, in rect: CGRect, font: Font, color: Color, alignment: TextAlignment,
                  numberOfLines: Int) {
        guard let record, let raster = compositor.textRaster(text, font: font, color: color, alignment: alignment,
                                                             numberOfLines: numberOfLines, width: rect.width,
                                                             record: record) else { return }
        cover(compositor.textRect(raster, in: rect, alignment: alignment, numberOfLines: numberOfLines))
        result.primitives += 1
    }

    func drawImage(_ image: Image, in rect: CGRect, contentMode: ContentMode, tint: Color?) {
        guard let record, let surface = compositor.imageSurface(image, record: record) else { return }
        cover(compositor.imageRect(surface, in: rect, contentMode: contentMode))
        result.primitives += 1
    }

    func drawBackdropBlur(_ blur: BlurParameters, in rect: CGRect, cornerRadius: CGFloat) {
        guard !blur.isIdentity else { return }
        cover(rect)
        result.blur = BlurRequest(parameters: blur, rect: rect.applying(state.ctm), cornerRadius: cornerRadius)
        result.primitives += 2
    }
}
