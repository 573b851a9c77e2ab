import CCairo
import CPixelKernels
import CPixman
import Foundation
import Views

/// The blurred backdrop of one visual-effect view: what lies behind it, box-averaged down, blurred by three
/// box passes per axis, saturated and tinted at reduced resolution, then scaled up (bilinear) to full
/// resolution over the view once. The full-resolution result is what is drawn, a plain copy, and it is
/// reused while the key (region, parameters and everything drawn before) is unchanged.
///
/// Every buffer is kept between rebuilds: a rebuild of the same size allocates nothing.
final class BackdropBlur: RenderRecord {
    /// This frame's key (from the analysis pass) and the device pixels the blur samples.
    var frameKey = 0
    var sampleBox = PixelBox.empty
    /// The device pixels of the view itself (the part of the result that is drawn).
    var viewBox = PixelBox.empty
    /// The inside of the view's clipping ancestors in its own coordinates (nil: unclipped); the blur samples
    /// nothing beyond it, extending its edge pixels instead.
    var localSampleClip: CGRect?
    /// The key the last frame drew with.
    var drawnKey: Int?

    /// The full-resolution result over `output` (device pixels), premultiplied ARGB32.
    private(set) var surface: OpaquePointer?
    /// The result as pixman sees it, and the rounded shape it is composited through.
    private(set) var pixmanImage: OpaquePointer?
    let mask = RoundedMask(coverage: true)
    private var pixels = Buffer<UInt32>()
    private(set) var output = PixelBox.empty
    /// The pixels the result's surface has room for (its rows are `capacity.w` pixels apart).
    private var capacity = (w: 0, h: 0)
    /// Whether every pixel of the result is opaque (then it is copied rather than blended).
    private(set) var isOpaque = false
    /// Downsampling factor: one small pixel stands for factor × factor device pixels.
    private(set) var factor = 1
    /// The device-space rectangle the small image covers.
    private(set) var region = (x: 0, y: 0, w: 0, h: 0)
    private(set) var width = 0
    private(set) var height = 0
    private var key: Int?
    /// How many times the image was rebuilt (a reused image does not count).
    private(set) var updateCount = 0

    // Working storage.
    private var planeA = Buffer<SIMD4<Float>>()
    private var planeB = Buffer<SIMD4<Float>>()
    /// Each thread's scratch row of the box passes along rows.
    private var lineScratch: [Buffer<SIMD4<Float>>] = [Buffer()]
    private var columnSums = Buffer<SIMD4<Float>>()
    private var small = Buffer<UInt8>()
    private var lanes = Buffer<UInt64>()
    /// Each thread's own storage: two widened rows of the upsampling, the sums of the downsampling.
    private var wide: [(a: Buffer<UInt16>, b: Buffer<UInt16>)] = [(Buffer(), Buffer())]
    private var bandSums: [Buffer<UInt16>] = [Buffer()]
    /// The threads the downsampling and the upsampling are split across, by bands of rows (nil: one).
    var workers: RenderWorkers?
    /// The smallest region (pixels) split into bands.
    static let bandArea = 256 * 1024

    /// The downsampling, the box passes and the upsampling, split by rows (the passes down the columns by
    /// columns), made once.
    private let downsampleJob = DownsampleRows()
    private let rowPassesJob = BoxRowPasses()
    private let columnPassesJob = BoxColumnPasses()
    private let upsampleJob = UpsampleRows()
    /// The smallest small image (pixels) whose box passes along rows are split across threads.
    static let rowPassArea = 64 * 1024

    /// Runs `job` over `rows` — split into chunks across the workers when the region is large enough.
    private func bands(_ rows: Range<Int>, _ job: RowWork) {
        guard let workers, workers.count > 1, region.w * region.h >= Self.bandArea else {
            return job.draw(rows: rows, thread: 0)
        }
        workers.run(rows: rows, minRows: 2, job)
    }

    /// Storage for `count` threads.
    private func ensureBands(_ count: Int) {
        while wide.count < count { wide.append((Buffer(), Buffer())) }
        while bandSums.count < count { bandSums.append(Buffer()) }
        while lineScratch.count < count { lineScratch.append(Buffer()) }
    }

    isolated deinit {
        if let pixmanImage { pixman_image_unref(pixmanImage) }
        if let surface { cairo_surface_destroy(surface) }
    }

    /// The downsampling factor for a blur of `sigma` device pixels (1, 2, 4 or 8: the scaling up is exact in
    /// 16ths). The blur at reduced resolution keeps σ / factor ≥ 2, where three box passes are close to a Gaussian.
    static func factor(forSigma sigma: Double) -> Int {
        sigma >= 16 ? 8 : (sigma >= 12 ? 4 : (sigma >= 4 ? 2 : 1))
    }

    /// Whether the cached image is still valid for `key`.
    func isValid(for key: Int) -> Bool { self.key == key && surface != nil }

    /// Rebuilds the image from `source` (premultiplied ARGB32, `stride` bytes a row): blurs the device
    /// rectangle `region` and keeps the full-resolution result over `output` (within the source; where `output`
    /// reaches past the region, the region's edge pixels are extended).
    func update(source: UnsafeMutableRawPointer, stride: Int, region: (x: Int, y: Int, w: Int, h: Int),
                output: PixelBox, blur: BlurParameters, sigma: Double, key: Int) {
        let f = BackdropBlur.factor(forSigma: sigma)
        let w = max((region.w + f - 1) / f, 1), h = max((region.h + f - 1) / f, 1)
        factor = f
        width = w
        height = h
        self.region = region
        self.key = key
        updateCount += 1
        let out = output
        ensureSurface(out)
        guard !out.isEmpty else { return }
        planeA.reserve(w * h)
        planeB.reserve(w * h)
        downsample(source: source, stride: stride, factor: f, into: planeA.pointer, width: w, height: h)
        // Averaging f × f blocks and scaling up bilinearly blur too, by about (f² − 1) / 4 pixels² together:
        // the box passes make up the rest, so the blur is σ whatever the factor.
        let box = BoxBlur(sigma: (max(sigma * sigma - Double(f * f - 1) / 4, 0)).squareRoot() / Double(f))
        if !box.isIdentity {
            boxPasses(planeA.pointer, spare: planeB.pointer, width: w, height: h, box: box)
            swap(&planeA, &planeB)
        }
        small.reserve(w * h * 4)
        isOpaque = colorize(planeA.pointer, count: w * h, into: small.pointer, saturation: Float(blur.saturation), tint: blur.tint)
        upsample(into: out)
        cairo_surface_mark_dirty(surface)
    }

    /// Paints the result over its pixels, inside the current clip of `cr`.
    func paint(into cr: OpaquePointer, deviceOffset: (x: Double, y: Double)) {
        guard let surface else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface, Double(output.x0) - deviceOffset.x, Double(output.y0) - deviceOffset.y)
        // An opaque result replaces what is under it: a copy, not a blend (the same pixels).
        if isOpaque { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
        cairo_rectangle(cr, Double(output.x0) - deviceOffset.x, Double(output.y0) - deviceOffset.y,
                        Double(output.x1 - output.x0), Double(output.y1 - output.y0))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    private func ensureSurface(_ out: PixelBox) {
        let w = max(out.x1 - out.x0, 1), h = max(out.y1 - out.y0, 1)
        output = out
        // Kept while large enough: a blur whose view grows or shrinks every frame (a preview scrubbed) makes no
        // surface per frame. Rows are `capacity.w` pixels apart.
        if surface != nil, w <= capacity.w, h <= capacity.h { return }
        if let surface { cairo_surface_destroy(surface) }
        if let pixmanImage { pixman_image_unref(pixmanImage) }
        let cw = (w + 63) / 64 * 64, ch = (h + 63) / 64 * 64
        capacity = (cw, ch)
        pixels.reserve(cw * ch)
        surface = pixels.pointer.withMemoryRebound(to: UInt8.self, capacity: cw * ch * 4) {
            cairo_image_surface_create_for_data($0, CAIRO_FORMAT_ARGB32, Int32(cw), Int32(ch), Int32(cw * 4))
        }
        pixmanImage = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(cw), Int32(ch), pixels.pointer, Int32(cw * 4))
    }

    /// Box-averages factor × factor blocks of the region into floats (premultiplied values 0…255,
    /// channels r, g, b, a), by bands of small rows.
    private func downsample(source: UnsafeMutableRawPointer, stride: Int, factor f: Int,
                            into dst: UnsafeMutablePointer<SIMD4<Float>>, width w: Int, height h: Int) {
        let job = downsampleJob
        job.kernel = f == 4 || f == 8
        job.fullW = region.w / f
        job.fullH = region.h / f
        ensureBands(workers?.count ?? 1)
        if job.kernel { for sums in bandSums { sums.reserve(max(job.fullW * f * 4, 1)) } }
        job.sums = bandSums
        job.factor = f
        job.region = region
        job.source = source
        job.stride = stride
        job.dst = dst
        job.width = w
        bands(0..<h, job)
        job.source = nil
        job.dst = nil
    }
}

/// One downsampling (see `BackdropBlur.downsample`), by small rows: made once per blur.
nonisolated private final class DownsampleRows: RowWork {
    var factor = 1, kernel = false
    var region = (x: 0, y: 0, w: 0, h: 0)
    var source: UnsafeMutableRawPointer?
    var stride = 0
    var dst: UnsafeMutablePointer<SIMD4<Float>>?
    var width = 0, fullW = 0, fullH = 0
    /// Each thread's sums of whole blocks.
    var sums: [Buffer<UInt16>] = []

    /// Small rows `rows`: for 4 × 4 and 8 × 8 blocks the whole blocks a row at a time (summed channel-wise,
    /// vectorized, in C), every other block — all of them for other factors, the partial ones at the right and
    /// bottom edges — pixel by pixel.
    func draw(rows: Range<Int>, thread: Int) {
        guard let source, let dst else { return }
        let f = factor, w = width, sums = self.sums[thread].pointer
        for oy in rows {
            let y0 = region.y + oy * f
            let whole = kernel && oy < fullH && fullW > 0
            if whole {
                let band = (source + y0 * stride + region.x * 4).assumingMemoryBound(to: UInt8.self)
                (dst + oy * w).withMemoryRebound(to: Float.self, capacity: fullW * 4) {
                    px_downsample_band(band, stride, Int32(f), Int32(fullW), sums, $0)
                }
            }
            let startX = whole ? fullW : 0
            guard startX < w else { continue }
            let y1 = min(y0 + f, region.y + region.h)
            for ox in startX..<w {
                let x0 = region.x + ox * f, x1 = min(x0 + f, region.x + region.w)
                // Two channels a word, 16 bits each: at most 64 × 255 per lane.
                var rb: UInt32 = 0, ag: UInt32 = 0
                for y in y0..<y1 {
                    let row = (source + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in x0..<x1 {
                        let v = row[x]
                        rb &+= v & 0x00FF_00FF
                        ag &+= (v >> 8) & 0x00FF_00FF
                    }
                }
                let n = Float(max((y1 - y0) * (x1 - x0), 1))
                dst[oy * w + ox] = SIMD4<Float>(Float(rb >> 16), Float(ag & 0xFFFF), Float(rb & 0xFFFF), Float(ag >> 16)) / n
            }
        }
    }
}

extension BackdropBlur {
    /// Three box passes along the rows of `pixels` (in place), then three down the columns; the result ends in
    /// `spare`. Edges repeat the border pixels.
    func boxPasses(_ pixels: UnsafeMutablePointer<SIMD4<Float>>, spare: UnsafeMutablePointer<SIMD4<Float>>,
                   width w: Int, height h: Int, box: BoxBlur) {
        columnSums.reserve(w)
        // Along the rows: pairs of rows (as the kernel pairs them on one thread) split across the threads.
        let job = rowPassesJob
        ensureBands(workers?.count ?? 1)
        for scratch in lineScratch { scratch.reserve(2 * (w + 2 * (box.radius + 2))) }
        job.scratch = lineScratch
        job.pixels = UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: Float.self)
        job.width = w; job.height = h; job.radius = box.radius; job.fraction = Float(box.fraction)
        let pairs = 0..<((h + 1) / 2)
        if let workers, workers.count > 1, w * h >= Self.rowPassArea {
            workers.run(rows: pairs, minRows: 2, job)
        } else {
            job.draw(rows: pairs, thread: 0)
        }
        job.pixels = nil
        // Down the columns: ranges of columns (independent of each other) split across the threads.
        let columns = columnPassesJob
        columns.pixels = UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: Float.self)
        columns.spare = UnsafeMutableRawPointer(spare).assumingMemoryBound(to: Float.self)
        columns.sums = UnsafeMutableRawPointer(columnSums.pointer).assumingMemoryBound(to: Float.self)
        columns.width = w; columns.height = h; columns.radius = box.radius; columns.fraction = Float(box.fraction)
        if let workers, workers.count > 1, w * h >= Self.rowPassArea {
            workers.run(rows: 0..<w, minRows: 16, columns)
        } else {
            columns.draw(rows: 0..<w, thread: 0)
        }
        columns.pixels = nil
        columns.spare = nil
    }

    /// Saturates (about luminance), lays the tint over each pixel and rounds to bytes (b, g, r, a: ARGB32 in
    /// memory). Returns whether every pixel is opaque.
    private func colorize(_ p: UnsafeMutablePointer<SIMD4<Float>>, count: Int, into dst: UnsafeMutablePointer<UInt8>,
                          saturation s: Float, tint: Color) -> Bool {
        let ta = Float(tint.alpha)
        var t = SIMD4<Float>(Float(tint.red) * ta * 255, Float(tint.green) * ta * 255, Float(tint.blue) * ta * 255, ta * 255)
        let keep = ta > 1e-3 ? 1 - ta : 1
        return p.withMemoryRebound(to: Float.self, capacity: count * 4) { pixels in
            withUnsafeBytes(of: &t) { px_colorize(pixels, count, dst, s, $0.assumingMemoryBound(to: Float.self).baseAddress, keep) != 0 }
        }
    }

    /// Scales the small image up over `out` with bilinear filtering (pixel centres; edges padded), in 16ths:
    /// rows are first widened (per small row), then each output row blends two widened rows; by bands of rows.
    private func upsample(into out: PixelBox) {
        let ow = out.x1 - out.x0
        ensureBands(workers?.count ?? 1)
        for pair in wide { pair.a.reserve(ow * 4); pair.b.reserve(ow * 4) }
        // Each small pixel as four 16-bit lanes (b, g, r, a from the low end: the byte order of ARGB32), so one
        // multiply weighs all four channels; a widened pixel is the same four lanes, at most 16 × 255 each.
        lanes.reserve(width * height)
        px_pack_lanes(small.pointer, width * height, lanes.pointer)
        let job = upsampleJob
        job.lanes = lanes.pointer
        job.width = width; job.height = height; job.factor = factor
        job.out = out
        job.regionX = region.x; job.regionY = region.y
        job.destination = UnsafeMutableRawPointer(pixels.pointer).assumingMemoryBound(to: UInt8.self)
        job.rowStride = capacity.w * 4
        job.wide = wide
        bands(0..<(out.y1 - out.y0), job)
        job.lanes = nil
        job.destination = nil
    }
}

/// The box passes along the rows of the small image (see `BackdropBlur.boxPasses`), by pairs of rows (the
/// kernel passes two rows at a time: each chunk pairs them as one thread does). Made once per blur.
nonisolated private final class BoxRowPasses: RowWork {
    var pixels: UnsafeMutablePointer<Float>?
    var width = 0, height = 0, radius = 0
    var fraction: Float = 0
    /// Each thread's scratch row.
    var scratch: [Buffer<SIMD4<Float>>] = []

    /// Pairs `rows` (pair k is rows 2k and 2k + 1).
    func draw(rows pairs: Range<Int>, thread: Int) {
        guard let pixels else { return }
        let y0 = 2 * pairs.lowerBound, y1 = min(2 * pairs.upperBound, height)
        guard y1 > y0 else { return }
        scratch[thread].pointer.withMemoryRebound(to: Float.self, capacity: 2 * (width + 2 * (radius + 2)) * 4) {
            px_box_rows_passes(pixels + y0 * width * 4, Int32(width), Int32(y1 - y0), Int32(radius), fraction, $0, 3)
        }
    }
}

/// The box passes down the columns of the small image (see `BackdropBlur.boxPasses`), by ranges of columns
/// (the "rows" the workers hand out are columns here); each range keeps its running sums in its own part of
/// `sums`. Made once per blur.
nonisolated private final class BoxColumnPasses: RowWork {
    var pixels: UnsafeMutablePointer<Float>?
    var spare: UnsafeMutablePointer<Float>?
    var sums: UnsafeMutablePointer<Float>?
    var width = 0, height = 0, radius = 0
    var fraction: Float = 0

    func draw(rows columns: Range<Int>, thread: Int) {
        guard let pixels, let spare, let sums else { return }
        px_box_columns_passes_range(pixels, spare, Int32(width), Int32(height), Int32(columns.lowerBound),
                                    Int32(columns.upperBound), Int32(radius), fraction, sums + columns.lowerBound * 4)
    }
}

/// One upsampling (see `BackdropBlur.upsample`), by output rows: what a chunk reads and where it writes.
/// Made once per blur.
nonisolated private final class UpsampleRows: RowWork {
    var lanes: UnsafeMutablePointer<UInt64>?
    var width = 0, height = 0, factor = 1
    var out = PixelBox.empty
    var regionX = 0, regionY = 0
    var destination: UnsafeMutablePointer<UInt8>?
    var rowStride = 0
    /// Each thread's two widened rows.
    var wide: [(a: Buffer<UInt16>, b: Buffer<UInt16>)] = []

    func draw(rows: Range<Int>, thread: Int) {
        guard lanes != nil, destination != nil else { return }
        self.rows(rows, wideA: wide[thread].a.pointer, wideB: wide[thread].b.pointer)
    }

    /// Sample position of output pixel u (region-relative): (u + 0.5) / f − 0.5, as index and 16ths (the
    /// columns' are worked out the same way by px_widen_row_regular).
    func sample(_ u: Int) -> (Int, UInt16) {
        let s16 = ((2 * u + 1) * 16) / (2 * factor) - 8    // 16 × ((u + 0.5) / f − 0.5), exact for f = 1, 2, 4, 8
        let i = s16 >= 0 ? s16 / 16 : -((15 - s16) / 16)
        return (i, UInt16(s16 - i * 16))
    }

    /// Small row `j` (clamped) widened to the output's columns into `dst`.
    func widen(_ j: Int, into dst: UnsafeMutablePointer<UInt16>) {
        guard let lanes else { return }
        let line = lanes + min(max(j, 0), height - 1) * width
        px_widen_row_regular(line, Int32(width), Int32(factor), Int32(out.x0 - regionX),
                             UnsafeMutableRawPointer(dst).assumingMemoryBound(to: UInt64.self), out.x1 - out.x0)
    }

    /// Output rows `rows` (0 is the output's first), with two widened rows of storage of the band's own. Every
    /// row is worked out from its own sample row and weight, so a band may start anywhere.
    func rows(_ rows: Range<Int>, wideA a: UnsafeMutablePointer<UInt16>, wideB b: UnsafeMutablePointer<UInt16>) {
        var wideA = a, wideB = b
        var rowA = Int.min, rowB = Int.min
        var y = rows.lowerBound
        while y < rows.upperBound {
            let (j, wy) = sample(out.y0 + y - regionY)
            if rowA != j {
                if rowB == j { swap(&wideA, &wideB); rowB = rowA; rowA = j } else { widen(j, into: wideA); rowA = j }
            }
            if rowB != j + 1 { widen(j + 1, into: wideB); rowB = j + 1 }
            // The rows between the same two small rows: their weights step by 16 / f.
            var run = 1
            while y + run < rows.upperBound && sample(out.y0 + y + run - regionY).0 == j { run += 1 }
            px_blend_row_run(wideA, wideB, destination! + y * rowStride, rowStride, (out.x1 - out.x0) * 4, Int32(run), wy,
                             UInt16(16 / factor))
            y += run
        }
    }
}

/// Storage that grows and is then kept (its pointer is read by the threads a blur is split across).
nonisolated final class Buffer<T> {
    private(set) var pointer = UnsafeMutablePointer<T>.allocate(capacity: 1)
    private var capacity = 1

    deinit { pointer.deallocate() }

    /// Makes room for `count` elements (the contents are not kept).
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        pointer.deallocate()
        pointer = .allocate(capacity: count)
        capacity = count
    }
}
