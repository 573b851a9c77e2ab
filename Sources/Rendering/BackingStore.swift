import CCairo
import CPixman
import Foundation
import Views

/// One view's own drawing — its background, the content its `draw(_:)` draws and its border — rasterized at
/// device resolution into a surface of its own, as Core Animation keeps a layer's backing store.
///
/// ```swift
/// let store = BackingStore()
/// if !store.holds(key, linear: l, fraction: f) { store.rasterize(key: key, linear: l, fraction: f, extent: e) { cr in … } }
/// store.paint(into: cr, at: t, alpha: 1)   // an exact blit when the transform is the one it was drawn for
/// ```
///
/// The store is drawn for one content key (what the drawing depends on), one linear device transform
/// (scale, rotation, the device's scale) and one sub-pixel phase of the translation: composited with that
/// transform it is an integer-offset blit, pixel for pixel what drawing directly makes. Composited with
/// another transform (a view moving, scaling or turning) it is resampled, as Core Animation composites a
/// layer; the compositor draws it again once the view rests.
final class BackingStore {
    /// What the pixels were drawn for.
    private(set) var key: UInt64 = 0
    private(set) var linear = Linear.identity
    private(set) var fraction = (x: 0.0, y: 0.0)
    /// Whether the surface holds a drawing.
    private(set) var isValid = false
    /// The device pixel (relative to the translation's whole pixels) of the surface's top-left corner.
    private var origin = (x: 0, y: 0)
    /// The pixels drawn: a corner of the surface, which may be larger (kept while the view's size changes).
    private var width = 0, height = 0
    private var surface: OpaquePointer?
    private var context: OpaquePointer?
    /// A pattern on the surface, kept (cairo would make one per paint).
    private var pattern: OpaquePointer?
    /// pixman images on the surface's pixels: as drawn (blits), and transformed with bilinear filtering.
    private var blitImage: OpaquePointer?
    private var sampleImage: OpaquePointer?
    private var capacity = (w: 0, h: 0)
    /// The surface as a pixman target (text and images drawn into the store go straight through pixman).
    private(set) var pixmanTarget: PixmanTarget?
    /// The pixels being drawn, in the surface's pixels.
    var pixelBox: PixelBox { PixelBox(x0: 0, y0: 0, x1: width, y1: height) }
    /// Frames in a row whose drawing needed the store drawn again (volatile content is drawn directly).
    var consecutiveRedraws = 0

    /// The linear part of a device transform.
    struct Linear: Equatable {
        var a, b, c, d: Double
        static let identity = Linear(a: 1, b: 0, c: 0, d: 1)
        init(a: Double, b: Double, c: Double, d: Double) { self.a = a; self.b = b; self.c = c; self.d = d }
        init(_ m: cairo_matrix_t) { self.init(a: m.xx, b: m.yx, c: m.xy, d: m.yy) }
        var determinant: Double { a * d - b * c }
    }

    isolated deinit {
        if let blitImage { pixman_image_unref(blitImage) }
        if let sampleImage { pixman_image_unref(sampleImage) }
        if let pattern { cairo_pattern_destroy(pattern) }
        if let context { cairo_destroy(context) }
        if let surface { cairo_surface_destroy(surface) }
    }

    /// Bytes of pixel memory held.
    var bytes: Int { capacity.w * capacity.h * 4 }

    /// Whether the store holds the drawing for `key` made with exactly this transform.
    func holds(_ key: UInt64, linear: Linear, fraction: (x: Double, y: Double)) -> Bool {
        isValid && self.key == key && self.linear == linear && self.fraction == fraction
    }

    /// Whether the store holds the drawing for `key` made under another scale or angle, sharp enough to
    /// composite under `linear`: it is not enlarged (a store is never magnified, which would blur it).
    func canResample(_ key: UInt64, to linear: Linear) -> Bool {
        // A move by a fraction of a pixel at the same scale and angle is drawn anew (exact); only a store drawn
        // at another scale or angle is resampled.
        guard isValid, self.key == key, linear != self.linear else { return false }
        let det = self.linear.determinant
        guard abs(det) > 1e-9, abs(linear.determinant) > 1e-9 else { return false }
        // R = linear · self.linear⁻¹: its largest stretch must not exceed 1 (a little slack for rounding).
        let s = self.linear
        let ia = s.d / det, ib = -s.b / det, ic = -s.c / det, id = s.a / det
        let ra = linear.a * ia + linear.c * ib, rb = linear.b * ia + linear.d * ib
        let rc = linear.a * ic + linear.c * id, rd = linear.b * ic + linear.d * id
        // The largest singular value of [ra rc; rb rd].
        let e = (ra * ra + rb * rb + rc * rc + rd * rd) / 2
        let f = sqrt(max(e * e - (ra * rd - rb * rc) * (ra * rd - rb * rc), 0))
        return sqrt(e + f) <= 1.02
    }

    /// Draws the store anew: `draw` runs on a cairo context whose user space is the view's bounds space under
    /// `linear`, shifted by `fraction` of a pixel; `extent` (bounds space) is what it may cover.
    /// Returns false when the extent is empty or too large to keep (then nothing is kept).
    func rasterize(key: UInt64, linear: Linear, fraction: (x: Double, y: Double), extent: CGRect,
                   maxPixels: Int, draw: (OpaquePointer) -> Void) -> Bool {
        isValid = false
        guard !extent.isNull, extent.width.isFinite, extent.height.isFinite else { return false }
        // The extent's device box under the linear part, shifted by the fraction, padded for anti-aliasing.
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func corner(_ ux: CGFloat, _ uy: CGFloat) {
            let x = linear.a * Double(ux) + linear.c * Double(uy) + fraction.x
            let y = linear.b * Double(ux) + linear.d * Double(uy) + fraction.y
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        corner(extent.minX, extent.minY); corner(extent.maxX, extent.minY)
        corner(extent.minX, extent.maxY); corner(extent.maxX, extent.maxY)
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite, abs(minX) < 1e6, abs(maxX) < 1e6,
              abs(minY) < 1e6, abs(maxY) < 1e6 else { return false }
        let x0 = Int(minX.rounded(.down)) - 2, y0 = Int(minY.rounded(.down)) - 2
        let w = Int(maxX.rounded(.up)) + 2 - x0, h = Int(maxY.rounded(.up)) + 2 - y0
        guard w > 0, h > 0, w * h <= maxPixels else { return false }
        guard let cr = ensureCapacity(w, h) else { return false }
        origin = (x0, y0)
        width = w
        height = h
        cairo_save(cr)
        // The whole surface: its margin past w × h is composited too (transparent).
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        // Not clear to cairo: pixman draws here behind its back, and cairo takes shortcuts on a clear surface
        // (a translucent fill as a lerp, a paint as SOURCE) that would blend differently over those pixels.
        cairo_surface_flush(surface)
        cairo_surface_mark_dirty(surface)
        var m = cairo_matrix_t(xx: linear.a, yx: linear.b, xy: linear.c, yy: linear.d,
                               x0: fraction.x - Double(x0), y0: fraction.y - Double(y0))
        cairo_set_matrix(cr, &m)
        draw(cr)
        cairo_restore(cr)
        // pixman may have written into the pixels behind cairo's back.
        cairo_surface_mark_dirty(surface)
        cairo_surface_flush(surface)
        self.key = key
        self.linear = linear
        self.fraction = fraction
        isValid = true
        return true
    }

    /// Composites the store on `cr` for a view whose bounds space maps to the device by `device`, at `alpha`:
    /// a blit at whole pixels when `device` is the transform the store was drawn for, resampled otherwise.
    func paint(into cr: OpaquePointer, device: cairo_matrix_t, alpha: Double, fast: FastPaint? = nil) {
        guard isValid, let pattern else { return }
        if let fast, paintFast(fast, device: device, alpha: alpha) { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let now = Linear(device)
        if now == linear, device.x0 - device.x0.rounded(.down) == fraction.x,
           device.y0 - device.y0.rounded(.down) == fraction.y {
            let tx = device.x0.rounded(.down) + Double(origin.x), ty = device.y0.rounded(.down) + Double(origin.y)
            var m = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: -tx, y0: -ty)
            cairo_pattern_set_matrix(pattern, &m)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        } else {
            // Device → store pixels: q = S · N⁻¹ · (p − t) + fraction − origin, with S the store's linear part
            // and N the current one.
            var inverse = cairo_matrix_t(xx: device.xx, yx: device.yx, xy: device.xy, yy: device.yy, x0: device.x0, y0: device.y0)
            guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { cairo_restore(cr); return }
            var store = cairo_matrix_t(xx: linear.a, yx: linear.b, xy: linear.c, yy: linear.d,
                                       x0: fraction.x - Double(origin.x), y0: fraction.y - Double(origin.y))
            var p = cairo_matrix_t()
            cairo_matrix_multiply(&p, &inverse, &store)
            cairo_pattern_set_matrix(pattern, &p)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        }
        cairo_set_source(cr, pattern)
        if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
        cairo_restore(cr)
    }

    /// The paint straight through pixman into the framebuffer; false when it cannot be (no pixman image,
    /// a singular transform): then cairo paints.
    private func paintFast(_ fast: FastPaint, device: cairo_matrix_t, alpha: Double) -> Bool {
        guard let blitImage, let sampleImage else { return false }
        let mask = fast.target.mask(alpha: alpha)
        if Linear(device) == linear, device.x0 - device.x0.rounded(.down) == fraction.x,
           device.y0 - device.y0.rounded(.down) == fraction.y {
            let tx = Int(device.x0.rounded(.down)) + origin.x, ty = Int(device.y0.rounded(.down)) + origin.y
            let box = PixelBox(x0: tx, y0: ty, x1: tx + width, y1: ty + height).intersection(fast.clip)
            if !fast.admits(box) {
                // Across one rounded clip's edge, opaque: through the clip's mask.
                guard mask == nil, let clipped = fast.clipMask(for: box) else { return false }
                fast.target.composite(blitImage, mask: clipped.mask, source: clipped.box.x0 - tx, clipped.box.y0 - ty,
                                      mask: clipped.x, clipped.y, into: clipped.box)
                return true
            }
            fast.target.composite(blitImage, mask: mask, source: box.x0 - tx, box.y0 - ty, into: box)
            return true
        }
        // Device → store pixels, as for cairo (see `paint`), and where the store's corners land.
        var inverse = device
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return false }
        var store = cairo_matrix_t(xx: linear.a, yx: linear.b, xy: linear.c, yy: linear.d,
                                   x0: fraction.x - Double(origin.x), y0: fraction.y - Double(origin.y))
        var p = cairo_matrix_t()
        cairo_matrix_multiply(&p, &inverse, &store)
        var back = p
        guard cairo_matrix_invert(&back) == CAIRO_STATUS_SUCCESS else { return false }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func corner(_ x: Double, _ y: Double) {
            var cx = x, cy = y
            cairo_matrix_transform_point(&back, &cx, &cy)
            minX = min(minX, cx); maxX = max(maxX, cx); minY = min(minY, cy); maxY = max(maxY, cy)
        }
        corner(0, 0); corner(Double(width), 0); corner(0, Double(height)); corner(Double(width), Double(height))
        let box = PixelBox(covering: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), pad: 1)
            .intersection(fast.clip)
        guard !box.isEmpty else { return true }
        var clipped: (mask: OpaquePointer, box: PixelBox, x: Int, y: Int)?
        if !fast.admits(box) {
            guard mask == nil, let c = fast.clipMask(for: box) else { return false }
            clipped = c
        }
        // 16.16 fixed point holds ±32767: a map beyond it (a store seen almost edge on) is left to cairo.
        func fits(_ v: Double) -> Bool { v.isFinite && abs(v) < 32767 }
        guard fits(p.xx), fits(p.xy), fits(p.x0), fits(p.yx), fits(p.yy), fits(p.y0) else { return false }
        func fixed(_ v: Double) -> pixman_fixed_t { pixman_fixed_t((v * 65536).rounded()) }
        var t = pixman_transform_t(matrix: ((fixed(p.xx), fixed(p.xy), fixed(p.x0)),
                                            (fixed(p.yx), fixed(p.yy), fixed(p.y0)),
                                            (0, 0, fixed(1))))
        pixman_image_set_transform(sampleImage, &t)
        if let c = clipped {
            fast.target.composite(sampleImage, mask: c.mask, source: c.box.x0, c.box.y0, mask: c.x, c.y, into: c.box, resampled: true)
        } else {
            fast.target.composite(sampleImage, mask: mask, source: box.x0, box.y0, into: box, resampled: true)
        }
        return true
    }

    /// Forgets the drawing (the next paint needs `rasterize`).
    func invalidate() { isValid = false }

    /// A surface (and its context) of at least `w` × `h` pixels, kept while it is large enough.
    private func ensureCapacity(_ w: Int, _ h: Int) -> OpaquePointer? {
        // Kept while large enough and not more than twice the area needed.
        if let context, w <= capacity.w, h <= capacity.h, capacity.w * capacity.h <= 2 * w * h + 4096 { return context }
        if let blitImage { pixman_image_unref(blitImage) }
        if let sampleImage { pixman_image_unref(sampleImage) }
        if let pattern { cairo_pattern_destroy(pattern) }
        if let context { cairo_destroy(context) }
        if let surface { cairo_surface_destroy(surface) }
        pattern = nil; blitImage = nil; sampleImage = nil; pixmanTarget = nil
        // Room to grow a little, so a view whose size animates does not make a surface per frame.
        let cw = (w + 31) / 32 * 32, ch = (h + 31) / 32 * 32
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(cw), Int32(ch))!
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            surface = nil; context = nil; pattern = nil; capacity = (0, 0)
            return nil
        }
        surface = s
        context = cairo_create(s)
        pattern = cairo_pattern_create_for_surface(s)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
        if let data = cairo_image_surface_get_data(s) {
            let stride = cairo_image_surface_get_stride(s)
            data.withMemoryRebound(to: UInt32.self, capacity: cw * ch) { bits in
                blitImage = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(cw), Int32(ch), bits, stride)
                sampleImage = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(cw), Int32(ch), bits, stride)
            }
            if let sampleImage { pixman_image_set_filter(sampleImage, PIXMAN_FILTER_BILINEAR, nil, 0) }
        }
        pixmanTarget = PixmanTarget(surface: s)
        capacity = (cw, ch)
        return context
    }
}
