import CCairo
import Foundation
import Views

/// Drawing a `ShapeLayer`: its path filled (by its fill rule), then stroked between `strokeStart` and
/// `strokeEnd` (trimmed by arc length), with its width, caps, joins, miter limit and dashes.
extension Compositor {
    /// How many things a shape layer draws (a fill, a stroke).
    static func shapeThings(_ s: ShapeValues) -> Int {
        guard s.path != nil else { return 0 }
        return (s.fillColor.alpha > 0 ? 1 : 0) + (strokes(s) ? 1 : 0)
    }

    private static func strokes(_ s: ShapeValues) -> Bool {
        s.strokeColor.alpha > 0 && s.lineWidth > 0 && s.strokeEnd > s.strokeStart
    }

    /// The bounds-space rectangle a shape may cover: its path's box grown by the stroke (and miters).
    static func shapeExtent(_ s: ShapeValues) -> CGRect? {
        guard let path = s.path else { return nil }
        let box = path.boundingBox
        guard !box.isNull, isUsable(box) else { return nil }
        let grow = strokes(s) ? s.lineWidth / 2 * max(s.miterLimit, 1) + 1 : 1
        return box.insetBy(dx: -grow, dy: -grow)
    }

    func drawShape(_ layer: ShapeLayer, _ s: ShapeValues) {
        guard let cr, let path = s.path else { return }
        if s.fillColor.alpha > 0 {
            cairo_new_path(cr)
            Compositor.append(path, to: cr)
            cairo_set_fill_rule(cr, layer.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setSource(s.fillColor)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
        guard Compositor.strokes(s) else { return }
        let start = min(max(s.strokeStart, 0), 1), end = min(max(s.strokeEnd, 0), 1)
        cairo_new_path(cr)
        if start <= 0 && end >= 1 {
            Compositor.append(path, to: cr)
        } else {
            let measure = shapeMeasures.measure(of: path)
            measure.visitTrimmed(from: start * measure.length, to: end * measure.length,
                                 move: { cairo_move_to(cr, Double($0.x), Double($0.y)) },
                                 line: { cairo_line_to(cr, Double($0.x), Double($0.y)) },
                                 curve: { cairo_curve_to(cr, Double($1.x), Double($1.y), Double($2.x), Double($2.y),
                                                         Double($0.x), Double($0.y)) })
        }
        cairo_set_line_width(cr, Double(s.lineWidth))
        cairo_set_line_cap(cr, layer.lineCap == .round ? CAIRO_LINE_CAP_ROUND : layer.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, layer.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : layer.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, Double(max(s.miterLimit, 1)))
        if let dash = layer.lineDashPattern, !dash.isEmpty, dash.contains(where: { $0.doubleValue > 0 }) {
            let n = min(dash.count, dashLengths.count)
            for i in 0..<n { dashLengths[i] = max(dash[i].doubleValue, 0) }
            dashLengths.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32(n), Double(s.lineDashPhase)) }
        }
        setSource(s.strokeColor)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, 10)
    }
}

/// The arc-length measures of the last few paths the compositor trimmed, each kept with its path (so the
/// identity it is found by stays that path's): a shape whose `strokeEnd` animates is measured once, not
/// every frame.
struct PathMeasureCache {
    private var entries: [(path: CGPath, measure: PathMeasure)] = []
    private var next = 0
    static let capacity = 8

    /// Measures made since the compositor started (a test's count of re-measurements).
    private(set) var measured = 0

    mutating func measure(of path: CGPath) -> PathMeasure {
        if let hit = entries.first(where: { $0.path === path }) { return hit.measure }
        let m = PathMeasure(path)
        measured += 1
        if entries.count < PathMeasureCache.capacity {
            entries.append((path, m))
        } else {
            entries[next] = (path, m)
            next = (next + 1) % PathMeasureCache.capacity
        }
        return m
    }
}
