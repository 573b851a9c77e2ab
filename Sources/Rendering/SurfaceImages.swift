import CCairo
import CPixman
import Foundation

/// pixman images on a cairo image surface's pixels, made once per surface: a text raster or an image painted
/// straight through pixman into the framebuffer makes no pixman image per paint (cairo makes one each time).
///
/// ```swift
/// let images = SurfaceImages(surface: raster.surface)
/// images?.paint(device: m, width: w, height: h, alpha: 1, fast: fastPaint)   // false: paint with cairo
/// ```
final class SurfaceImages {
    /// The pixels as they are (blits at whole pixels), and the same pixels sampled bilinearly.
    private let blitImage: OpaquePointer
    private let sampleImage: OpaquePointer
    /// The surface whose pixels the images wrap (held while they live).
    private let surface: OpaquePointer

    init?(surface: OpaquePointer) {
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
        let stride = cairo_image_surface_get_stride(surface)
        let bits = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        guard let blit = pixman_image_create_bits(PIXMAN_a8r8g8b8, w, h, bits, stride) else { return nil }
        guard let sample = pixman_image_create_bits(PIXMAN_a8r8g8b8, w, h, bits, stride) else {
            pixman_image_unref(blit)
            return nil
        }
        pixman_image_set_filter(sample, PIXMAN_FILTER_BILINEAR, nil, 0)
        blitImage = blit
        sampleImage = sample
        self.surface = cairo_surface_reference(surface)
    }

    isolated deinit {
        pixman_image_unref(blitImage)
        pixman_image_unref(sampleImage)
        cairo_surface_destroy(surface)
    }

    /// Whether cairo paints a surface under `m` as a blit: a unit scale and a whole-pixel translation, each
    /// to within a 256th of a pixel (its fixed-point precision).
    static func isPixelExact(_ m: cairo_matrix_t) -> Bool {
        let e = 1.0 / 256
        guard m.xy == 0, m.yx == 0, abs(abs(m.xx) - 1) < e, abs(abs(m.yy) - 1) < e, m.xx > 0, m.yy > 0,
              abs(m.x0) < 1e6, abs(m.y0) < 1e6 else { return false }
        func whole(_ v: Double) -> Bool { (v * 256).rounded().truncatingRemainder(dividingBy: 256) == 0 }
        return whole(m.x0) && whole(m.y0)
    }

    /// Composites the surface's `width` × `height` pixels, placed by `device` (surface pixels to device
    /// pixels), OVER the framebuffer at `alpha`, as cairo paints a surface pattern with a bilinear filter: a
    /// blit when `device` is a translation by whole pixels, bilinear samples otherwise. Returns false (nothing
    /// drawn) when the fast path may not paint there (a clip zone it crosses, a singular transform).
    func paint(device: cairo_matrix_t, width: Int, height: Int, alpha: Double, fast: FastPaint) -> Bool {
        let mask = fast.target.mask(alpha: alpha)
        // cairo takes a translation within a 256th of a pixel of whole pixels, at a scale within a 256th of 1,
        // for a blit (its pattern filter then is nearest).
        if SurfaceImages.isPixelExact(device) {
            let tx = Int(device.x0.rounded()), ty = Int(device.y0.rounded())
            let box = PixelBox(x0: tx, y0: ty, x1: tx + width, y1: ty + height).intersection(fast.clip)
            guard fast.admits(box) else { return false }
            fast.target.composite(blitImage, mask: mask, source: box.x0 - tx, box.y0 - ty, into: box)
            return true
        }
        var inverse = device
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return false }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func corner(_ x: Double, _ y: Double) {
            let cx = device.xx * x + device.xy * y + device.x0, cy = device.yx * x + device.yy * y + device.y0
            minX = min(minX, cx); maxX = max(maxX, cx); minY = min(minY, cy); maxY = max(maxY, cy)
        }
        corner(0, 0); corner(Double(width), 0); corner(0, Double(height)); corner(Double(width), Double(height))
        guard abs(minX) < 1e6, abs(maxX) < 1e6, abs(minY) < 1e6, abs(maxY) < 1e6 else { return false }
        let box = PixelBox(covering: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), pad: 1)
            .intersection(fast.clip)
        guard !box.isEmpty else { return true }
        guard fast.admits(box) else { return false }
        // 16.16 fixed point holds ±32767: a map beyond it is left to cairo.
        func fits(_ v: Double) -> Bool { v.isFinite && abs(v) < 32767 }
        guard fits(inverse.xx), fits(inverse.xy), fits(inverse.x0), fits(inverse.yx), fits(inverse.yy), fits(inverse.y0) else { return false }
        func fixed(_ v: Double) -> pixman_fixed_t { pixman_fixed_t((v * 65536).rounded()) }
        var t = pixman_transform_t(matrix: ((fixed(inverse.xx), fixed(inverse.xy), fixed(inverse.x0)),
                                            (fixed(inverse.yx), fixed(inverse.yy), fixed(inverse.y0)),
                                            (0, 0, fixed(1))))
        pixman_image_set_transform(sampleImage, &t)
        fast.target.composite(sampleImage, mask: mask, source: box.x0, box.y0, into: box, resampled: true)
        return true
    }
}
