import CCairo
import CPixman
import Foundation
import Views

/// A plane-to-plane homography in Core Animation's row-vector convention: (x, y, 1) · H = (X, Y, W), the
/// point (X / W, Y / W). The 2D part of a `Transform3D` acting on the z = 0 plane (m11 m12 m14 / m21 m22 m24 /
/// m41 m42 m44), composable with cairo's affine matrices.
///
/// ```swift
/// let h = Projective(layerValues.toSuperlayer).then(Projective(ctm))   // bounds space → device
/// if let p = h.apply(CGPoint(x: 0, y: 0)) { … }                          // nil behind the eye
/// ```
struct Projective: Equatable {
    var a, b, c: Double
    var d, e, f: Double
    var g, h, i: Double

    init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double, g: Double, h: Double, i: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.e = e; self.f = f; self.g = g; self.h = h; self.i = i
    }

    /// The action of `t` on the z = 0 plane, projected (z dropped).
    init(_ t: Transform3D) {
        self.init(a: Double(t.m11), b: Double(t.m12), c: Double(t.m14), d: Double(t.m21), e: Double(t.m22),
                  f: Double(t.m24), g: Double(t.m41), h: Double(t.m42), i: Double(t.m44))
    }

    /// cairo's user-to-device matrix.
    init(_ m: cairo_matrix_t) {
        self.init(a: m.xx, b: m.yx, c: 0, d: m.xy, e: m.yy, f: 0, g: m.x0, h: m.y0, i: 1)
    }

    static let identity = Projective(a: 1, b: 0, c: 0, d: 0, e: 1, f: 0, g: 0, h: 0, i: 1)

    /// `self` then `o` (the product self · o).
    func then(_ o: Projective) -> Projective {
        Projective(a: a * o.a + b * o.d + c * o.g, b: a * o.b + b * o.e + c * o.h, c: a * o.c + b * o.f + c * o.i,
                   d: d * o.a + e * o.d + f * o.g, e: d * o.b + e * o.e + f * o.h, f: d * o.c + e * o.f + f * o.i,
                   g: g * o.a + h * o.d + i * o.g, h: g * o.b + h * o.e + i * o.h, i: g * o.c + h * o.f + i * o.i)
    }

    var determinant: Double {
        a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }

    /// Every entry finite and of a size cairo's fixed point can take.
    var isUsable: Bool {
        @inline(__always) func ok(_ v: Double) -> Bool { v.isFinite && abs(v) <= 1e7 }
        return ok(a) && ok(b) && ok(c) && ok(d) && ok(e) && ok(f) && ok(g) && ok(h) && ok(i)
    }

    /// No perspective: an affine map (after dividing by `i`).
    var isAffine: Bool { c == 0 && f == 0 && i != 0 }

    /// The affine map as cairo's matrix (valid when `isAffine`).
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: a / i, yx: b / i, xy: d / i, yy: e / i, x0: g / i, y0: h / i)
    }

    /// The homogeneous weight of a point: ≤ 0 at or behind the eye.
    func w(_ x: Double, _ y: Double) -> Double { x * c + y * f + i }

    /// The image of (x, y), or nil when it lies at or behind the eye or is not finite.
    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
        let w = self.w(x, y)
        guard w > 1e-9 else { return nil }
        let px = (x * a + y * d + g) / w, py = (x * b + y * e + h) / w
        guard px.isFinite, py.isFinite, abs(px) < 1e7, abs(py) < 1e7 else { return nil }
        return (px, py)
    }

    /// The inverse, or nil when singular.
    func inverted() -> Projective? {
        let det = determinant
        guard det.isFinite, abs(det) > 1e-300 else { return nil }
        let r = 1 / det
        return Projective(a: (e * i - f * h) * r, b: (c * h - b * i) * r, c: (b * f - c * e) * r,
                          d: (f * g - d * i) * r, e: (a * i - c * g) * r, f: (c * d - a * f) * r,
                          g: (d * h - e * g) * r, h: (b * g - a * h) * r, i: (a * e - b * d) * r)
    }

    /// The device pixels the image of `rect` covers (grown by `pad`), or nil when a corner lies at or behind
    /// the eye or out of range.
    func box(of rect: CGRect, pad: Int) -> PixelBox? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for k in 0..<4 {
            let x = k == 1 || k == 2 ? rect.maxX : rect.minX, y = k >= 2 ? rect.maxY : rect.minY
            guard let p = apply(Double(x), Double(y)) else { return nil }
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        return PixelBox(covering: CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), pad: pad)
    }

    /// The pixman transform taking destination pixels to source pixels, for this map from source pixels to
    /// destination pixels (pixman's column-vector convention, scaled so its entries keep their precision in
    /// 16.16 fixed point). nil when singular.
    func pixmanInverse() -> pixman_transform_t? {
        guard let inv = inverted() else { return nil }
        // Column-vector form: the transpose.
        let largest = max(max(max(abs(inv.a), abs(inv.b)), max(abs(inv.c), abs(inv.d))),
                          max(max(abs(inv.e), abs(inv.f)), max(max(abs(inv.g), abs(inv.h)), abs(inv.i))))
        guard largest.isFinite, largest > 0 else { return nil }
        let k = 16384 / largest
        func fx(_ v: Double) -> pixman_fixed_t { pixman_fixed_t((v * k * 65536).rounded()) }
        var t = pixman_transform_t()
        t.matrix.0 = (fx(inv.a), fx(inv.d), fx(inv.g))
        t.matrix.1 = (fx(inv.b), fx(inv.e), fx(inv.h))
        t.matrix.2 = (fx(inv.c), fx(inv.f), fx(inv.i))
        return t
    }
}

/// An ARGB32 (or A8) surface kept between frames (grown when too small) with its cairo context and pixman
/// image: where a projected layer is drawn flat, its projection resampled, or a shadow's coverage blurred.
///
/// ```swift
/// let scratch = ScratchSurface()
/// if let cr = scratch.prepare(width: 64, height: 32) { cairo_paint(cr) }   // 64 × 32 cleared pixels first
/// ```
final class ScratchSurface {
    private(set) var surface: OpaquePointer?
    private(set) var context: OpaquePointer?
    private(set) var image: OpaquePointer?
    private(set) var width = 0, height = 0
    /// The pixels drawn last (cleared before the next use).
    private var used = (w: 0, h: 0)
    let format: cairo_format_t

    init(format: cairo_format_t = CAIRO_FORMAT_ARGB32) { self.format = format }

    isolated deinit { release() }

    private func release() {
        if let image { pixman_image_unref(image) }
        if let context { cairo_destroy(context) }
        if let surface { cairo_surface_destroy(surface) }
        image = nil; context = nil; surface = nil
    }

    /// Makes room for `w` × `h` pixels and clears them (and one more row and column, which bilinear sampling
    /// reads); returns the context, its matrix and clip reset, or nil when the surface cannot be made.
    func prepare(width w: Int, height h: Int) -> OpaquePointer? {
        guard w > 0, h > 0 else { return nil }
        if w + 1 > width || h + 1 > height || surface == nil {
            release()
            let cw = max(w + 1, width), ch = max(h + 1, height)
            let s = cairo_image_surface_create(format, Int32(cw), Int32(ch))!
            guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(s) else {
                cairo_surface_destroy(s)
                width = 0; height = 0
                return nil
            }
            surface = s
            context = cairo_create(s)
            let stride = cairo_image_surface_get_stride(s)
            image = data.withMemoryRebound(to: UInt32.self, capacity: Int(stride / 4 * Int32(ch))) {
                pixman_image_create_bits(format == CAIRO_FORMAT_A8 ? PIXMAN_a8 : PIXMAN_a8r8g8b8, Int32(cw), Int32(ch),
                                         $0, stride)
            }
            width = cw; height = ch
            used = (cw, ch)
        }
        guard let context else { return nil }
        cairo_reset_clip(context)
        cairo_identity_matrix(context)
        cairo_new_path(context)
        // Cleared by hand (cairo's CLEAR fill of the box would make pixman images and a clip to do the same).
        if let surface, let data = cairo_image_surface_get_data(surface) {
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface))
            let bytes = min(max(used.w, w + 1), width) * (format == CAIRO_FORMAT_A8 ? 1 : 4)
            for y in 0..<min(max(used.h, h + 1), height) { (data + y * stride).update(repeating: 0, count: bytes) }
            cairo_surface_mark_dirty(surface)
        }
        used = (w + 1, h + 1)
        return context
    }
}
