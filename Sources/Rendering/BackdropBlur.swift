import CCairo
import Foundation
import Views

/// The blurred backdrop of one visual-effect view: what lies behind it, box-averaged down, blurred by three
/// box passes, saturated and tinted, kept at reduced resolution and drawn scaled up with bilinear filtering.
/// The result is reused while the key (region, parameters and everything drawn before) is unchanged.
final class BackdropBlur: RenderRecord {
    /// This frame's key (from the analysis pass) and the device pixels the blur samples.
    var frameKey = 0
    var sampleBox = PixelBox.empty
    /// The key the last frame drew with.
    var drawnKey: Int?

    /// Pixels of the small (downsampled) image.
    private(set) var surface: OpaquePointer?
    private var buffer: UnsafeMutablePointer<UInt32>?
    private var capacity = 0
    private var scratch: UnsafeMutablePointer<UInt32>?
    private var scratchCapacity = 0
    private(set) var width = 0
    private(set) var height = 0
    /// Downsampling factor: one small pixel stands for factor × factor device pixels.
    private(set) var factor = 1
    /// The device-space rectangle the small image covers.
    private(set) var region = (x: 0, y: 0, w: 0, h: 0)
    private var key: Int?
    /// How many times the image was rebuilt (a reused image does not count).
    private(set) var updateCount = 0

    deinit {
        if let surface { cairo_surface_destroy(surface) }
        buffer?.deallocate()
        scratch?.deallocate()
    }

    /// The downsampling factor for a blur of `sigma` device pixels.
    static func factor(forSigma sigma: Double) -> Int {
        sigma >= 12 ? 4 : (sigma >= 4 ? 2 : 1)
    }

    /// Whether the cached image is still valid for `key`.
    func isValid(for key: Int) -> Bool { self.key == key && surface != nil }

    /// Rebuilds the image from `source` (premultiplied ARGB32, `stride` bytes a row) over the device rectangle.
    func update(source: UnsafeMutableRawPointer, stride: Int, region: (x: Int, y: Int, w: Int, h: Int),
                blur: BlurParameters, sigma: Double, key: Int) {
        let f = BackdropBlur.factor(forSigma: sigma)
        let w = max((region.w + f - 1) / f, 1), h = max((region.h + f - 1) / f, 1)
        ensureCapacity(width: w, height: h)
        factor = f
        self.region = region
        self.key = key
        updateCount += 1
        let dst = buffer!
        downsample(source: source, stride: stride, region: region, factor: f, into: dst, width: w, height: h)
        let box = BoxBlur(sigma: sigma / Double(f))
        let needed = box.scratchCount(width: w, height: h)
        if needed > scratchCapacity {
            scratch?.deallocate()
            scratch = .allocate(capacity: needed)
            scratchCapacity = needed
        }
        box.apply(to: dst, width: w, height: h, rowStride: w, scratch: scratch!)
        colorize(dst, count: w * h, saturation: Double(blur.saturation), tint: blur.tint)
        cairo_surface_mark_dirty(surface)
    }

    /// Paints the image over its region, scaled up with bilinear filtering, inside the current clip of `cr`.
    func paint(into cr: OpaquePointer, deviceOffset: (x: Double, y: Double)) {
        guard let surface else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_translate(cr, Double(region.x) - deviceOffset.x, Double(region.y) - deviceOffset.y)
        cairo_scale(cr, Double(factor), Double(factor))
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    private func ensureCapacity(width w: Int, height h: Int) {
        if w == width, h == height, surface != nil { return }
        if let surface { cairo_surface_destroy(surface) }
        if w * h > capacity {
            buffer?.deallocate()
            buffer = .allocate(capacity: w * h)
            capacity = w * h
        }
        width = w
        height = h
        surface = buffer!.withMemoryRebound(to: UInt8.self, capacity: w * h * 4) {
            cairo_image_surface_create_for_data($0, CAIRO_FORMAT_ARGB32, Int32(w), Int32(h), Int32(w * 4))
        }
    }

    /// Box-averages factor × factor blocks of the region.
    private func downsample(source: UnsafeMutableRawPointer, stride: Int, region: (x: Int, y: Int, w: Int, h: Int),
                            factor f: Int, into dst: UnsafeMutablePointer<UInt32>, width w: Int, height h: Int) {
        for oy in 0..<h {
            let y0 = region.y + oy * f, y1 = min(y0 + f, region.y + region.h)
            for ox in 0..<w {
                let x0 = region.x + ox * f, x1 = min(x0 + f, region.x + region.w)
                var a: UInt32 = 0, r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
                for y in y0..<y1 {
                    let row = (source + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in x0..<x1 {
                        let v = row[x]
                        a &+= v >> 24; r &+= (v >> 16) & 0xFF; g &+= (v >> 8) & 0xFF; b &+= v & 0xFF
                    }
                }
                let n = UInt32(max((y1 - y0) * (x1 - x0), 1))
                dst[oy * w + ox] = (a / n) << 24 | (r / n) << 16 | (g / n) << 8 | (b / n)
            }
        }
    }

    /// Saturates (about luminance) and lays the tint over each premultiplied pixel.
    private func colorize(_ p: UnsafeMutablePointer<UInt32>, count: Int, saturation s: Double, tint: Color) {
        let ta = Double(tint.alpha)
        let tr = Double(tint.red) * ta * 255, tg = Double(tint.green) * ta * 255, tb = Double(tint.blue) * ta * 255
        let keep = 1 - ta
        let saturate = abs(s - 1) > 1e-3
        if !saturate && ta <= 1e-3 { return }
        for i in 0..<count {
            let v = p[i]
            var a = Double(v >> 24), r = Double((v >> 16) & 0xFF), g = Double((v >> 8) & 0xFF), b = Double(v & 0xFF)
            if saturate {
                let l = 0.2126 * r + 0.7152 * g + 0.0722 * b
                r = min(max(l + s * (r - l), 0), a)
                g = min(max(l + s * (g - l), 0), a)
                b = min(max(l + s * (b - l), 0), a)
            }
            r = r * keep + tr; g = g * keep + tg; b = b * keep + tb; a = a * keep + ta * 255
            p[i] = UInt32(a + 0.5) << 24 | UInt32(r + 0.5) << 16 | UInt32(g + 0.5) << 8 | UInt32(b + 0.5)
        }
    }
}
