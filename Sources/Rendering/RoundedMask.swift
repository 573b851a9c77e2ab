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
    private var image: OpaquePointer?
    private var capacity = (w: 0, h: 0)
    private var key: (rect: CGRect, radius: CGFloat, box: PixelBox)?
    private var matrixKey = [Double](repeating: .nan, count: 6)

    isolated deinit {
        if let image { pixman_image_unref(image) }
        if let surface { cairo_surface_destroy(surface) }
    }

    /// The mask (a pixman A8 image whose pixel (0, 0) is the box's top-left corner), drawn again only when
    /// something it depends on changed.
    func image(rect: CGRect, radius: CGFloat, device m: cairo_matrix_t, box: PixelBox, compositor: Compositor) -> OpaquePointer? {
        guard !box.isEmpty else { return nil }
        let same = key.map { $0.rect == rect && $0.radius == radius && $0.box == box } ?? false
        if same, matrixKey[0] == m.xx, matrixKey[1] == m.yx, matrixKey[2] == m.xy, matrixKey[3] == m.yy,
           matrixKey[4] == m.x0, matrixKey[5] == m.y0, let image {
            return image
        }
        let w = box.x1 - box.x0, h = box.y1 - box.y0
        if surface == nil || w > capacity.w || h > capacity.h {
            if let image { pixman_image_unref(image) }
            if let surface { cairo_surface_destroy(surface) }
            image = nil
            let s = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
            guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(s) else {
                cairo_surface_destroy(s)
                surface = nil
                return nil
            }
            surface = s
            capacity = (w, h)
            image = data.withMemoryRebound(to: UInt32.self, capacity: 1) {
                pixman_image_create_bits(PIXMAN_a8, Int32(w), Int32(h), $0, cairo_image_surface_get_stride(s))
            }
        }
        guard let surface, let image else { return nil }
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
        key = (rect, radius, box)
        matrixKey[0] = m.xx; matrixKey[1] = m.yx; matrixKey[2] = m.xy; matrixKey[3] = m.yy
        matrixKey[4] = m.x0; matrixKey[5] = m.y0
        return image
    }
}
