import CCairo
import CPixman
import Foundation

/// The coverage of a rounded rectangle on the device pixels of a box, as cairo's clip to the same path covers
/// them, kept while the rectangle, its transform and the box stay: what a backdrop blur is composited through
/// by pixman (a path clip made per frame would allocate in cairo).
///
/// ```swift
/// if let mask = blur.mask.image(rect: r, radius: 12, device: m, box: box, compositor: self) { … }
/// ```
final class RoundedMask {
    private var surface: OpaquePointer?
    /// The mask's pixels as pixman sees them (its image is the mask), for covering through `RoundedRectCoverage`.
    private var target: PixmanTarget?
    private var capacity = (w: 0, h: 0)
    private var key: (rect: CGRect, radius: CGFloat, box: PixelBox)?
    private var matrixKey = [Double](repeating: .nan, count: 6)
    /// Whether the mask may be covered by `RoundedRectCoverage` (a blur's own shape, drawn the same way with
    /// the stores on or off), or only by cairo (a clip's mask, which must match cairo's clip to the same path
    /// pixel for pixel where cairo clips instead).
    private let coversWithoutCairo: Bool

    /// A mask drawn by cairo, or, with `coverage`, by `RoundedRectCoverage` where it can.
    init(coverage: Bool = false) {
        coversWithoutCairo = coverage
    }

    isolated deinit {
        target = nil
        if let surface { cairo_surface_destroy(surface) }
    }

    /// The mask (a pixman A8 image whose pixel (0, 0) is the box's top-left corner), drawn again only when
    /// something it depends on changed: through `RoundedRectCoverage` when it may be and the rectangle is
    /// axis-aligned with corners within its radius (no allocation), by cairo otherwise.
    func image(rect: CGRect, radius: CGFloat, device m: cairo_matrix_t, box: PixelBox, compositor: Compositor) -> OpaquePointer? {
        guard !box.isEmpty else { return nil }
        let same = key.map { $0.rect == rect && $0.radius == radius && $0.box == box } ?? false
        if same, matrixKey[0] == m.xx, matrixKey[1] == m.yx, matrixKey[2] == m.xy, matrixKey[3] == m.yy,
           matrixKey[4] == m.x0, matrixKey[5] == m.y0, let target {
            return target.image
        }
        let w = box.x1 - box.x0, h = box.y1 - box.y0
        if surface == nil || w > capacity.w || h > capacity.h {
            target = nil
            if let surface { cairo_surface_destroy(surface) }
            let s = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
            guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let made = PixmanTarget(surface: s) else {
                cairo_surface_destroy(s)
                surface = nil
                return nil
            }
            surface = s
            target = made
            capacity = (w, h)
        }
        guard let surface, let target else { return nil }
        if !convert(rect: rect, radius: radius, device: m, box: box, surface: surface, compositor: compositor),
           !coversWithoutCairo || !compositor.convertsFills
            || !cover(rect: rect, radius: radius, device: m, box: box, surface: surface, target: target,
                      compositor: compositor) {
            let cr = cairo_create(surface)!
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            var local = cairo_matrix_t(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0 - Double(box.x0), y0: m.y0 - Double(box.y0))
            cairo_set_matrix(cr, &local)
            let saved = compositor.cr
            compositor.cr = cr
            compositor.appendRoundedRect(rect, radius: radius)
            compositor.cr = saved
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill(cr)
            cairo_destroy(cr)
            cairo_surface_flush(surface)
        }
        key = (rect, radius, box)
        matrixKey[0] = m.xx; matrixKey[1] = m.yx; matrixKey[2] = m.xy; matrixKey[3] = m.yy
        matrixKey[4] = m.x0; matrixKey[5] = m.y0
        return target.image
    }

    /// Covers the mask through the own scan converter: cairo's coverage of the same fill, for a clip's mask
    /// as for a blur's (false where cairo must fill it: see `PolygonFill.prepare`).
    private func convert(rect: CGRect, radius: CGFloat, device m: cairo_matrix_t, box: PixelBox, surface: OpaquePointer,
                         compositor: Compositor) -> Bool {
        guard compositor.convertsFills, rect.width > 0, rect.height > 0,
              let data = cairo_image_surface_get_data(surface) else { return false }
        let local = FixedPath.Matrix(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy,
                                     x0: m.x0 - Double(box.x0), y0: m.y0 - Double(box.y0))
        let x = Double(rect.minX), y = Double(rect.minY), w = Double(rect.width), h = Double(rect.height)
        let rad = Double(max(min(radius, min(rect.width, rect.height) / 2), 0))
        // cairo fills the whole surface, unclipped: its size is the extent a larger shape is cut to.
        let whole = PixelBox(x0: 0, y0: 0, x1: Int(cairo_image_surface_get_width(surface)),
                             y1: Int(cairo_image_surface_get_height(surface)))
        if rad <= 0.01, m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 {
            // A rectangle: cairo fills it as a box (cairo_rectangle's corner and extent in fixed point).
            let path = compositor.polygonFill.path
            path.reset(matrix: local)
            let (cx, cy) = local.point(x, y), (dx, dy) = local.distance(w, h)
            let left = Int(path.fixed(cx)), top = Int(path.fixed(cy))
            let right = left + Int(path.fixed(dx)), bottom = top + Int(path.fixed(dy))
            guard path.isValid else { return false }
            cairo_surface_flush(surface)
            BoxCoverage.write(left: left, top: top, right: right, bottom: bottom,
                              box: whole, into: data, stride: Int(cairo_image_surface_get_stride(surface)))
            cairo_surface_mark_dirty(surface)
            return true
        }
        let fill = compositor.polygonFill
        guard fill.prepare(matrix: local, clip: whole, {
            $0.appendRoundedRect(x: x, y: y, width: w, height: h, radius: rad)
        }) else { return false }
        cairo_surface_flush(surface)
        // All of it, as cairo clears and fills all of it (a blur's mask is sampled past the box).
        fill.converter.cover(fill.path, box: whole, into: data, stride: Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        compositor.convertedFills += 1
        return true
    }

    /// Covers the mask through `RoundedRectCoverage` (as a rounded fill is covered): false when the rectangle
    /// is turned, scaled unevenly or rounded past what it covers.
    private func cover(rect: CGRect, radius: CGFloat, device m: cairo_matrix_t, box: PixelBox, surface: OpaquePointer,
                       target: PixmanTarget, compositor: Compositor) -> Bool {
        guard m.xy == 0, m.yx == 0, m.xx > 0, abs(m.xx - m.yy) < 1e-12, rect.width > 0, rect.height > 0 else { return false }
        let s = m.xx
        let r = radius <= 0.01 ? 0 : min(Double(radius) * s, s * Double(min(rect.width, rect.height)) / 2)
        guard r <= RoundedRectCoverage.maxRadius else { return false }
        let shape = RoundedRectCoverage.Shape(
            x0: s * Double(rect.minX) + m.x0 - Double(box.x0), y0: s * Double(rect.minY) + m.y0 - Double(box.y0),
            x1: s * Double(rect.maxX) + m.x0 - Double(box.x0), y1: s * Double(rect.maxY) + m.y0 - Double(box.y0),
            radius: r)
        guard abs(shape.x0) < 1e6, abs(shape.x1) < 1e6, abs(shape.y0) < 1e6, abs(shape.y1) < 1e6,
              let data = cairo_image_surface_get_data(surface) else { return false }
        cairo_surface_flush(surface)
        let w = box.x1 - box.x0, h = box.y1 - box.y0
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<h { memset(data + y * stride, 0, w) }
        let covered = compositor.roundedCoverage.fill(shape, hole: nil, into: target, clip: PixelBox(x0: 0, y0: 0, x1: w, y1: h),
                                                      red: 0, green: 0, blue: 0, alpha: 1)
        cairo_surface_mark_dirty(surface)
        return covered
    }
}
