import CCairo
import Foundation
import Views

/// The graphics context a view's `draw(_:)` draws on while the compositor draws it: cairo underneath, in the
/// view's bounds space, with the opacity the compositor folded into the view's one primitive applied to every
/// colour.
final class CairoGraphicsContext: GraphicsContext {
    private unowned let compositor: Compositor
    private var cr: OpaquePointer?
    private var view: View?
    private var record: RenderRecord?
    private struct State {
        var fill = Color.black
        var stroke = Color.black
        var alpha: CGFloat = 1
    }
    private var state = State()
    private var stack: [State] = []
    private var dashes: [Double] = Array(repeating: 0, count: 16)
    /// The path when it is one rectangle or rounded rectangle added to an empty path under the current
    /// transform: its fill goes through pixman (`Compositor.fillRounded`), no cairo path filled.
    private var shape: (rect: CGRect, radius: CGFloat)?
    private var pathIsEmpty = true
    private func pathChanged() { shape = nil; pathIsEmpty = false }
    private func pathConsumed() { shape = nil; pathIsEmpty = true }

    init(compositor: Compositor) {
        self.compositor = compositor
        stack.reserveCapacity(8)
    }

    /// Runs `view.draw(_:)` for `rect` on the compositor's cairo context.
    func draw(_ view: View, rect: CGRect, record: RenderRecord) {
        guard let cr = compositor.cr else { return }
        self.cr = cr
        self.view = view
        self.record = record
        state = State()
        stack.removeAll(keepingCapacity: true)
        pathConsumed()
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_set_line_width(cr, 1)
        // A clip the view sets is cairo's alone: `clip()` stops the fast path until the view is drawn.
        let savedFastClip = compositor.fastClip
        view.drawContent(in: self, rect: rect)
        compositor.fastClip = savedFastClip
        cairo_restore(cr)
        self.cr = nil
        self.view = nil
        self.record = nil
    }

    private func source(_ c: Color) {
        let a = Double(c.alpha) * Double(state.alpha) * compositor.opacity
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), a)
    }

    // MARK: State

    func saveGState() {
        shape = nil
        stack.append(state)
        cairo_save(cr)
    }

    func restoreGState() {
        guard let s = stack.popLast() else { return }
        shape = nil
        state = s
        cairo_restore(cr)
    }

    func translateBy(x: CGFloat, y: CGFloat) { shape = nil; cairo_translate(cr, Double(x), Double(y)) }
    func scaleBy(x: CGFloat, y: CGFloat) { shape = nil; cairo_scale(cr, Double(x), Double(y)) }
    func rotate(by angle: CGFloat) { shape = nil; cairo_rotate(cr, Double(angle)) }
    func concatenate(_ t: CGAffineTransform) {
        shape = nil
        var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                               x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cr, &m)
    }
    func setFillColor(_ color: Color) { state.fill = color }
    func setStrokeColor(_ color: Color) { state.stroke = color }
    func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cr, Double(max(width, 0))) }
    func setLineCap(_ cap: LineCap) {
        cairo_set_line_cap(cr, cap == .round ? CAIRO_LINE_CAP_ROUND : (cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT))
    }
    func setLineJoin(_ join: LineJoin) {
        cairo_set_line_join(cr, join == .round ? CAIRO_LINE_JOIN_ROUND : (join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER))
    }
    func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cr, Double(max(limit, 1))) }
    func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let n = min(lengths.count, dashes.count)
        for i in 0..<n { dashes[i] = Double(lengths[i]) }
        dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32(n), Double(phase)) }
    }
    func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }

    // MARK: Paths

    func beginPath() {
        cairo_new_path(cr)
        pathConsumed()
    }
    func move(to p: CGPoint) { pathChanged(); cairo_move_to(cr, Double(p.x), Double(p.y)) }
    func addLine(to p: CGPoint) { pathChanged(); cairo_line_to(cr, Double(p.x), Double(p.y)) }
    func addCurve(to end: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint) {
        pathChanged()
        cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
    }
    func addQuadCurve(to end: CGPoint, control c: CGPoint) {
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        let c1 = CGPoint(x: x + 2.0 / 3.0 * (Double(c.x) - x), y: y + 2.0 / 3.0 * (Double(c.y) - y))
        let c2 = CGPoint(x: Double(end.x) + 2.0 / 3.0 * Double(c.x - end.x), y: Double(end.y) + 2.0 / 3.0 * Double(c.y - end.y))
        addCurve(to: end, control1: c1, control2: c2)
    }
    func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // In y-down space increasing angles turn clockwise on screen, as cairo_arc sweeps.
        pathChanged()
        if clockwise {
            cairo_arc(cr, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        } else {
            cairo_arc_negative(cr, Double(center.x), Double(center.y), Double(radius), Double(startAngle), Double(endAngle))
        }
    }
    func addRect(_ rect: CGRect) {
        let alone = pathIsEmpty
        pathChanged()
        if alone { shape = (rect, 0) }
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }
    func addEllipse(in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        pathChanged()
        cairo_save(cr)
        cairo_translate(cr, Double(rect.midX), Double(rect.midY))
        cairo_scale(cr, Double(rect.width) / 2, Double(rect.height) / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_close_path(cr)
        cairo_restore(cr)
    }
    func addRoundedRect(_ rect: CGRect, cornerRadius: CGFloat) {
        let alone = pathIsEmpty
        pathChanged()
        if alone { shape = (rect, cornerRadius) }
        compositor.appendRoundedRect(rect, radius: cornerRadius)
    }
    func closePath() { cairo_close_path(cr) }
    func fillPath() { fill(.winding) }
    func fillPath(using rule: CGPathFillRule) { fill(rule) }
    private func fill(_ rule: CGPathFillRule) {
        // One rectangle or rounded rectangle fills the same by either rule.
        if let shape, shape.rect.width > 0, shape.rect.height > 0 {
            let f = state.fill
            let c = Color(red: f.red, green: f.green, blue: f.blue, alpha: f.alpha * state.alpha)
            // A rectangle as cairo covers its edges (exact shares); a rounded one through its coverage.
            let drawn = shape.radius <= 0.01 ? compositor.fillFast(shape.rect, c)
                : compositor.fillRounded(shape.rect, radius: shape.radius, c)
            if drawn {
                cairo_new_path(cr)
                pathConsumed()
                return
            }
        }
        source(state.fill)
        if rule == .evenOdd { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD) }
        cairo_fill(cr)
        if rule == .evenOdd { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING) }
        pathConsumed()
    }
    func strokePath() {
        source(state.stroke)
        cairo_stroke(cr)
        pathConsumed()
    }
    func clip() { clip(using: .winding) }
    func clip(using rule: CGPathFillRule) {
        pathConsumed()
        if rule == .evenOdd { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD) }
        cairo_clip(cr)
        if rule == .evenOdd { cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING) }
        compositor.fastClip = nil
    }

    // MARK: Content

    func drawText(_ text: String, in rect: CGRect, font: Font, color: Color, alignment: TextAlignment,
                  numberOfLines: Int) {
        guard let record, let raster = compositor.textRaster(text, font: font, color: color, alignment: alignment,
                                                             numberOfLines: numberOfLines, width: rect.width,
                                                             record: record) else { return }
        compositor.paint(raster, at: compositor.textRect(raster, in: rect, alignment: alignment,
                                                         numberOfLines: numberOfLines), alpha: state.alpha)
    }

    func drawImage(_ image: Image, in rect: CGRect, contentMode: ContentMode, tint: Color?) {
        guard let record, let surface = compositor.imageSurface(image, record: record) else { return }
        compositor.paintImage(surface, in: rect, contentMode: contentMode, tint: tint, alpha: state.alpha,
                              record: record)
    }

    func drawBackdropBlur(_ blur: BlurParameters, in rect: CGRect, cornerRadius: CGFloat) {
        guard !blur.isIdentity, let view, let cache = compositor.existingRecord(of: view) as? BackdropBlur else { return }
        compositor.drawBackdrop(cache, blur: blur, rect: rect, radius: cornerRadius)
    }
}
