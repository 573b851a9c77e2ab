import CCairo
import Foundation
import Views

/// Slanted and large-cornered fills through the own scan converter (`PolygonFill`) where the fast path may
/// paint: a turned view's background, a pill wider than `RoundedRectCoverage` covers.
extension Compositor {
    /// Fills the rounded rectangle `rect` (bounds space; the radius clamped as `appendRoundedRect` clamps it,
    /// only `corners` rounded as `appendRect` rounds them) with `color` through the own scan converter, where
    /// `fast` (or the current fast path) may paint. Returns false, having drawn nothing, where cairo must
    /// fill it: no fast path, an axis-aligned rectangle (cairo fills those as boxes), a shape larger than
    /// the clip (cairo then cuts its polygon at the clip), or a paint across a rounded clip's edge.
    func fillConverted(_ rect: CGRect, radius: CGFloat, corners: CornerMask = .all, _ color: Color,
                       fast explicit: FastPaint? = nil) -> Bool {
        guard convertsFills, let fast = explicit ?? fastPaint, let cr, rect.width > 0, rect.height > 0 else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let matrix = FixedPath.Matrix(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0)
        let x = Double(rect.minX), y = Double(rect.minY), w = Double(rect.width), h = Double(rect.height)
        // The corners' extent: cairo cuts the polygon at the clip when the shape is wider or taller than it.
        let a = matrix.point(x, y), b = matrix.point(x + w, y), c = matrix.point(x, y + h), d = matrix.point(x + w, y + h)
        let lo = (x: min(a.0, b.0, c.0, d.0), y: min(a.1, b.1, c.1, d.1))
        let hi = (x: max(a.0, b.0, c.0, d.0), y: max(a.1, b.1, c.1, d.1))
        guard (hi.x - lo.x).rounded(.up) + 2 <= Double(fast.clip.x1 - fast.clip.x0),
              (hi.y - lo.y).rounded(.up) + 2 <= Double(fast.clip.y1 - fast.clip.y0) else { return false }
        let fill = polygonFill
        fill.path.reset(matrix: matrix)
        let rad = Double(max(min(radius, min(rect.width, rect.height) / 2), 0))
        if corners == .all {
            fill.path.appendRoundedRect(x: x, y: y, width: w, height: h, radius: rad)
        } else {
            fill.path.appendRect(x: x, y: y, width: w, height: h, radius: rad,
                                 topLeft: corners.contains(.layerMinXMinYCorner),
                                 topRight: corners.contains(.layerMaxXMinYCorner),
                                 bottomRight: corners.contains(.layerMaxXMaxYCorner),
                                 bottomLeft: corners.contains(.layerMinXMaxYCorner))
        }
        fill.path.finish()
        guard fill.path.isValid, !fill.path.isRectilinear else { return false }
        guard fill.path.edgeCount > 0 else { return true }
        let box = fill.extent.intersection(fast.clip)
        guard !box.isEmpty else { return true }
        guard fast.admits(box), let mask = fill.cover(box) else { return false }
        let red = Double(color.red), green = Double(color.green), blue = Double(color.blue)
        let alpha = Double(color.alpha) * opacity
        let pixel = PixmanTarget.pixel(red: red, green: green, blue: blue, alpha: alpha)
        if pixel >> 24 == 0xFF, let bytes = fill.maskBytes {
            // cairo fills an opaque colour with its own lerp, a translucent one through pixman's OVER.
            fast.target.lerpOpaque(box, pixel: pixel, mask: bytes, maskStride: fill.maskStride)
        } else {
            fast.target.fill(box, red: red, green: green, blue: blue, alpha: alpha, mask: mask, 0, 0)
        }
        convertedFills += 1
        return true
    }
}
