import CCairo
import Foundation
import Views

/// Slanted and large-cornered fills through the own scan converter (`PolygonFill`) where the fast path may
/// paint: a turned view's background, a pill wider than `RoundedRectCoverage` covers.
extension Compositor {
    /// Fills the rounded rectangle `rect` (bounds space; the radius clamped as `appendRoundedRect` clamps it,
    /// only `corners` rounded as `appendRect` rounds them) with `color` through the own scan converter, where
    /// `fast` (or the current fast path) may paint. Returns false, having drawn nothing, where cairo must
    /// fill it: no fast path, an axis-aligned rectangle (cairo fills those as boxes), a curve at the clip's
    /// edge (see `PolygonFill.prepare`), or a paint across a rounded clip's edge.
    func fillConverted(_ rect: CGRect, radius: CGFloat, corners: CornerMask = .all, _ color: Color,
                       fast explicit: FastPaint? = nil) -> Bool {
        guard convertsFills, let fast = explicit ?? fastPaint, let cr, rect.width > 0, rect.height > 0 else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let matrix = FixedPath.Matrix(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0)
        let x = Double(rect.minX), y = Double(rect.minY), w = Double(rect.width), h = Double(rect.height)
        let fill = polygonFill
        let rad = Double(max(min(radius, min(rect.width, rect.height) / 2), 0))
        let ready = fill.prepare(matrix: matrix, clip: fast.cairoClipExtent) { path in
            if corners == .all {
                path.appendRoundedRect(x: x, y: y, width: w, height: h, radius: rad)
            } else {
                path.appendRect(x: x, y: y, width: w, height: h, radius: rad,
                                topLeft: corners.contains(.layerMinXMinYCorner),
                                topRight: corners.contains(.layerMaxXMinYCorner),
                                bottomRight: corners.contains(.layerMaxXMaxYCorner),
                                bottomLeft: corners.contains(.layerMinXMaxYCorner))
            }
        }
        guard ready else { return false }
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
