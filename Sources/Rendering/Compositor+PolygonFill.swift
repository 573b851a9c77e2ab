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
        guard fast.admits(box), composite(box, color, fast) else { return false }
        convertedFills += 1
        return true
    }

    /// Fills the axis-aligned rectangle `rect` (bounds space) across one rounded clip's edge as cairo does: it
    /// fills the clip's own path cut to the rectangle (the rectangle and cairo's clip boxes are the polygon's
    /// limits). Returns false, having drawn nothing, where it cannot: not exactly one rounded clip, a turned
    /// context, no converter.
    func fillRectAcrossClip(_ rect: CGRect, _ color: Color, _ fast: FastPaint) -> Bool {
        guard convertsFills, fast.zones.count == 1, let zone = fast.zones.first, zone.radius > 0.01, let cr,
              rect.width > 0, rect.height > 0 else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return false }
        let path = polygonFill.path
        // cairo_rectangle in fixed point: the corner, then the width and height as distances.
        path.reset(matrix: FixedPath.Matrix(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0))
        let (cx, cy) = path.matrix.point(Double(rect.minX), Double(rect.minY))
        let (dx, dy) = path.matrix.distance(Double(rect.width), Double(rect.height))
        let left = path.fixed(cx), top = path.fixed(cy)
        let right = left &+ path.fixed(dx), bottom = top &+ path.fixed(dy)
        guard path.isValid else { return false }
        // cairo's clip boxes (the box, whole-pixel clips, the rounded clip's extent) met with the rectangle.
        let clip = fast.cairoClipExtent
        let limit = FixedPath.Box(x0: max(left, Int32(clip.x0) << 8), y0: max(top, Int32(clip.y0) << 8),
                                  x1: min(right, Int32(clip.x1) << 8), y1: min(bottom, Int32(clip.y1) << 8))
        guard limit.x0 < limit.x1, limit.y0 < limit.y1 else { return true }
        let zm = zone.matrix
        path.reset(matrix: FixedPath.Matrix(xx: zm.xx, yx: zm.yx, xy: zm.xy, yy: zm.yy, x0: zm.x0, y0: zm.y0),
                   limit: limit)
        let z = zone.rect
        let rad = Double(max(min(zone.radius, min(z.width, z.height) / 2), 0))
        path.appendRoundedRect(x: Double(z.minX), y: Double(z.minY), width: Double(z.width), height: Double(z.height),
                               radius: rad)
        path.finish()
        guard path.isValid else { return false }
        guard path.edgeCount > 0 else { return true }
        let box = polygonFill.extent.intersection(fast.clip)
        guard !box.isEmpty else { return true }
        guard composite(box, color, fast) else { return false }
        convertedFills += 1
        return true
    }

    /// Composites `color` through the finished path's coverage within `box` as cairo's span renderer does,
    /// straight from the converter's runs: an opaque colour with cairo's own lerp, a translucent one with
    /// pixman's OVER (an A8 target through a mask). False (nothing drawn) for a box too large for a mask.
    private func composite(_ box: PixelBox, _ color: Color, _ fast: FastPaint) -> Bool {
        let red = Double(color.red), green = Double(color.green), blue = Double(color.blue)
        let alpha = Double(color.alpha) * opacity
        let pixel = PixmanTarget.pixel(red: red, green: green, blue: blue, alpha: alpha)
        guard pixel >> 24 != 0 else { return true }
        if pixel >> 24 == 0xFF, polygonFill.lerp(box, pixel: pixel, onto: fast.target) { return true }
        if pixel >> 24 != 0xFF, polygonFill.over(box, pixel: pixel, onto: fast.target) { return true }
        guard let mask = polygonFill.cover(box) else { return false }
        fast.target.fill(box, red: red, green: green, blue: blue, alpha: alpha, mask: mask, 0, 0)
        return true
    }
}
