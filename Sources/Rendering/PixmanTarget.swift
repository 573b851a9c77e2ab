import CCairo
import CPixman
import Foundation

/// The framebuffer as pixman sees it, with the small images compositing needs, all made once: blitting a
/// backing store through cairo makes (and frees) a pixman image per paint, straight through pixman nothing.
///
/// ```swift
/// let target = PixmanTarget(surface: framebuffer.surface)
/// target?.composite(store, at: (x, y), clip: box, alpha: 0.5)
/// ```
final class PixmanTarget {
    let image: OpaquePointer
    /// Bits per pixel of `image`: 32 (ARGB32), or 8 (an A8 mask, where a fill leaves its alpha).
    let bitsPerPixel: Int32
    /// The cairo surface whose pixels `image` wraps (held while the target lives).
    let surface: OpaquePointer
    /// A 1 × 1 repeating A8 image: the constant alpha of a translucent paint.
    private let alphaBits = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    private let alphaImage: OpaquePointer
    /// A 1 × 1 repeating ARGB image: the colour of a fill.
    private let solidBits = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    private let solidImage: OpaquePointer
    /// The threads a large composite or fill is split across, by bands of rows (nil: the caller's alone).
    var workers: RenderWorkers?
    /// The composite and the fill split across them (made once).
    private let compositeJob: CompositeRows
    private let fillJob: FillRows

    /// A target on an ARGB32 surface, or on an A8 one (a mask: a fill leaves its coverage there).
    init?(surface: OpaquePointer) {
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_A8,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
        let stride = cairo_image_surface_get_stride(surface)
        let pixmanFormat = format == CAIRO_FORMAT_A8 ? PIXMAN_a8 : PIXMAN_a8r8g8b8
        guard let image = data.withMemoryRebound(to: UInt32.self, capacity: Int(stride / 4 * h), {
            pixman_image_create_bits(pixmanFormat, w, h, $0, stride)
        }) else { return nil }
        alphaBits.pointee = 0
        solidBits.pointee = 0
        guard let alpha = pixman_image_create_bits(PIXMAN_a8, 1, 1, alphaBits, 4),
              let solid = pixman_image_create_bits(PIXMAN_a8r8g8b8, 1, 1, solidBits, 4) else {
            pixman_image_unref(image)
            return nil
        }
        pixman_image_set_repeat(alpha, PIXMAN_REPEAT_NORMAL)
        pixman_image_set_repeat(solid, PIXMAN_REPEAT_NORMAL)
        self.image = image
        bitsPerPixel = format == CAIRO_FORMAT_A8 ? 8 : 32
        compositeJob = CompositeRows(target: image)
        fillJob = FillRows(image: image, bitsPerPixel: format == CAIRO_FORMAT_A8 ? 8 : 32)
        self.alphaImage = alpha
        self.solidImage = solid
        self.surface = cairo_surface_reference(surface)
    }

    isolated deinit {
        pixman_image_unref(image)
        pixman_image_unref(alphaImage)
        pixman_image_unref(solidImage)
        alphaBits.deallocate()
        solidBits.deallocate()
        cairo_surface_destroy(surface)
    }

    /// The mask of a paint at `alpha` (nil: opaque, no mask). Rounded as cairo rounds a paint's alpha.
    func mask(alpha: Double) -> OpaquePointer? {
        guard let value = Self.maskValue(alpha: alpha) else { return nil }
        alphaBits.pointee = value
        return alphaImage
    }

    /// The 8-bit value of a paint's alpha as cairo rounds it (nil: opaque, no mask). cairo keeps colour
    /// components as 16-bit values and pixman takes their high byte.
    nonisolated static func maskValue(alpha: Double) -> UInt32? {
        guard alpha < 1 else { return nil }
        return UInt32((min(max(alpha, 0), 1) * 65535.0).rounded()) >> 8
    }

    /// A colour (straight RGBA, 0…1) as the premultiplied pixel cairo fills with: components kept as 16-bit
    /// values, of which pixman takes the high byte.
    nonisolated static func pixel(red: Double, green: Double, blue: Double, alpha: Double) -> UInt32 {
        func short(_ v: Double) -> UInt32 { UInt32(min(max(v, 0), 1) * 65535.0 + 0.5) >> 8 }
        return short(alpha) << 24 | short(red * alpha) << 16 | short(green * alpha) << 8 | short(blue * alpha)
    }

    /// Fills `box` with a colour (straight RGBA, 0…1) OVER what is there, as cairo fills it: premultiplied
    /// components kept as 16-bit values, of which pixman takes the high byte.
    func fill(_ box: PixelBox, red: Double, green: Double, blue: Double, alpha: Double) {
        guard !box.isEmpty, alpha > 0 else { return }
        let pixel = Self.pixel(red: red, green: green, blue: blue, alpha: alpha)
        if pixel >> 24 == 0xFF {
            // Opaque: the pixels are replaced, a plain fill (pixman would blend every pixel otherwise).
            return replace(box, pixel: pixel)
        }
        solidBits.pointee = pixel
        composite(solidImage, mask: nil, source: 0, 0, into: box)
    }

    /// Replaces the pixels of `box` with a colour (straight RGBA, 0…1), as cairo's SOURCE paint of a colour
    /// does: the framebuffer's clear.
    func replace(_ box: PixelBox, red: Double, green: Double, blue: Double, alpha: Double) {
        replace(box, pixel: Self.pixel(red: red, green: green, blue: blue, alpha: min(max(alpha, 0), 1)))
    }

    /// Sets every pixel of `box` to `pixel` (premultiplied ARGB; its alpha on an A8 target), by bands.
    private func replace(_ box: PixelBox, pixel: UInt32) {
        guard !box.isEmpty else { return }
        let job = fillJob
        job.value = bitsPerPixel == 8 ? pixel >> 24 : pixel
        job.x0 = Int32(box.x0)
        job.width = Int32(box.x1 - box.x0)
        guard let workers, workers.count > 1, box.area >= Self.plainBandArea else {
            return job.draw(rows: box.y0..<box.y1, thread: 0)
        }
        workers.run(rows: box.y0..<box.y1, job)
    }

    /// Fills `box` with a colour OVER what is there through `mask` (an A8 image; its pixel (mx, my) lands on the
    /// box's top-left corner): a fill clipped by a rounded clip's coverage.
    func fill(_ box: PixelBox, red: Double, green: Double, blue: Double, alpha: Double, mask: OpaquePointer,
              _ mx: Int, _ my: Int) {
        guard !box.isEmpty, alpha > 0 else { return }
        solidBits.pointee = Self.pixel(red: red, green: green, blue: blue, alpha: alpha)
        composite(solidImage, mask: mask, source: 0, 0, mask: mx, my, into: box)
    }

    /// Fills `box` with a colour OVER what is there through a constant coverage (0…255: the share of each
    /// pixel a shape's edge covers), as cairo composites an anti-aliased span of a fill.
    func fill(_ box: PixelBox, red: Double, green: Double, blue: Double, alpha: Double, coverage: UInt32) {
        guard coverage > 0 else { return }
        guard coverage < 255 else { return fill(box, red: red, green: green, blue: blue, alpha: alpha) }
        guard !box.isEmpty, alpha > 0 else { return }
        solidBits.pointee = Self.pixel(red: red, green: green, blue: blue, alpha: alpha)
        alphaBits.pointee = coverage
        composite(solidImage, mask: alphaImage, source: 0, 0, into: box)
    }

    /// Composites `source` (OVER, through `mask`) into `box` of the target; source pixel (sx, sy) lands on the
    /// box's top-left corner (with a transform on the source, pass the box's own corner: the transform maps
    /// target pixels to source pixels).
    /// `resampled`: the source has a transform (each pixel costs more: smaller boxes are split into bands).
    func composite(_ source: OpaquePointer, mask: OpaquePointer?, source sx: Int, _ sy: Int, mask mx: Int = 0,
                   _ my: Int = 0, into box: PixelBox, resampled transformed: Bool = false) {
        guard !box.isEmpty else { return }
        guard let workers, workers.count > 1,
              box.area >= (transformed ? Self.resampledBandArea : Self.plainBandArea) else {
            pixman_image_composite32(PIXMAN_OP_OVER, source, mask, image, Int32(sx), Int32(sy), Int32(mx), Int32(my),
                                     Int32(box.x0), Int32(box.y0), Int32(box.x1 - box.x0), Int32(box.y1 - box.y0))
            return
        }
        // pixman works out what it needs of each image on its first composite after a change (a new transform,
        // say): done here, on this thread, the bands only read the images.
        pixman_image_composite32(PIXMAN_OP_OVER, source, mask, image, 0, 0, 0, 0, 0, 0, 0, 0)
        let job = compositeJob
        job.source = source
        job.mask = mask
        job.sx = sx; job.sy = sy; job.mx = mx; job.my = my
        job.box = box
        workers.run(rows: box.y0..<box.y1, job)
        job.source = nil
        job.mask = nil
    }

    /// The smallest area (pixels) a plain composite or fill is split into bands at, and a resampled one (a
    /// transformed source costs ten times as much a pixel): below them, waking the threads costs more than
    /// it saves.
    static let plainBandArea = 512 * 1024
    static let resampledBandArea = 32 * 1024
}

/// A composite OVER into the target, by rows (see `PixmanTarget.composite`): made once per target.
nonisolated final class CompositeRows: RowWork {
    let target: OpaquePointer
    var source: OpaquePointer?
    var mask: OpaquePointer?
    var sx = 0, sy = 0, mx = 0, my = 0
    var box = PixelBox.empty

    init(target: OpaquePointer) { self.target = target }

    func draw(rows: Range<Int>, thread: Int) {
        let dy = rows.lowerBound - box.y0
        pixman_image_composite32(PIXMAN_OP_OVER, source, mask, target, Int32(sx), Int32(sy + dy), Int32(mx),
                                 Int32(my + dy), Int32(box.x0), Int32(rows.lowerBound), Int32(box.x1 - box.x0),
                                 Int32(rows.count))
    }
}

/// A fill of a box of the target with one pixel value, by rows (see `PixmanTarget.replace`): made once per target.
nonisolated final class FillRows: RowWork {
    let bits: UnsafeMutablePointer<UInt32>
    let stride: Int32, bitsPerPixel: Int32
    var value: UInt32 = 0
    var x0: Int32 = 0, width: Int32 = 0

    init(image: OpaquePointer, bitsPerPixel: Int32) {
        bits = pixman_image_get_data(image)
        stride = pixman_image_get_stride(image) / 4
        self.bitsPerPixel = bitsPerPixel
    }

    func draw(rows: Range<Int>, thread: Int) {
        pixman_fill(bits, stride, bitsPerPixel, x0, Int32(rows.lowerBound), width, Int32(rows.count), value)
    }
}

/// Where a paint may go straight through pixman: into the framebuffer (no group in between), clipped to one
/// box, inside the zones of the views' clips that cairo applies (a box that reaches past a zone is left to
/// cairo, which clips it exactly).
struct FastPaint {
    let target: PixmanTarget
    let clip: PixelBox
    let zones: [ClipZone]
    /// The compositor (draws a clip's mask when a paint crosses one rounded clip).
    var compositor: Compositor? = nil

    /// The extent of cairo's clip where this paint happens: the box, narrowed by each rounded or off-grid
    /// clip's path extent (its fixed-point rectangle rounded out to whole pixels).
    var cairoClipExtent: PixelBox {
        var extent = clip
        for z in zones {
            let m = z.matrix
            @inline(__always) func fixed(_ v: Double) -> Int { Int((v * 256).rounded(.toNearestOrEven)) }
            let xa = fixed(m.xx * Double(z.rect.minX) + m.x0), xb = fixed(m.xx * Double(z.rect.maxX) + m.x0)
            let ya = fixed(m.yy * Double(z.rect.minY) + m.y0), yb = fixed(m.yy * Double(z.rect.maxY) + m.y0)
            extent = extent.intersection(PixelBox(x0: min(xa, xb) >> 8, y0: min(ya, yb) >> 8,
                                                  x1: (max(xa, xb) + 255) >> 8, y1: (max(ya, yb) + 255) >> 8))
        }
        return extent
    }

    /// Whether every pixel of `box` lies where the clips let everything through.
    func admits(_ box: PixelBox) -> Bool {
        for z in zones where !(z.a.contains(box) || z.b.contains(box)) { return false }
        return true
    }

    /// For a mask cairo paints across clips' edges: `box` narrowed to the inside of every clip it crosses, where
    /// it crosses only straight sides on whole pixels (empty: it shows nowhere); nil where it reaches a rounded
    /// corner or a side off the pixel grid. Cairo masks under a clip path through the clip's trapezoids,
    /// rasterized by pixman: a pixel inside such a side is wholly covered, one outside not at all, so the
    /// masked paint is the paint cut to the box. (Not for fills: cairo intersects a fill's polygon with the clip.)
    func narrowedToStraightSides(_ box: PixelBox) -> PixelBox? {
        var narrowed = box
        for z in zones where !(z.a.contains(narrowed) || z.b.contains(narrowed)) {
            guard z.wholeEdges else { return nil }
            narrowed = narrowed.intersection(PixelBox(x0: z.b.x0, y0: z.a.y0, x1: z.b.x1, y1: z.a.y1))
            guard narrowed.isEmpty || z.a.contains(narrowed) || z.b.contains(narrowed) else { return nil }
        }
        return narrowed
    }

    /// For an opaque paint of `box` that crosses exactly one clip's edge (every other clip lets all of it
    /// through): that clip's coverage as a pixman A8 mask, the box narrowed to the clip's pixels, and the
    /// mask's pixel at the narrowed box's top-left corner. nil when the paint must go through cairo.
    func clipMask(for box: PixelBox) -> (mask: OpaquePointer, box: PixelBox, x: Int, y: Int)? {
        guard let compositor else { return nil }
        var crossing: ClipZone?
        for z in zones where !(z.a.contains(box) || z.b.contains(box)) {
            if crossing != nil { return nil }
            crossing = z
        }
        guard let z = crossing, let owner = z.owner else { return nil }
        let narrowed = box.intersection(z.shapeBox)
        guard !narrowed.isEmpty,
              let mask = owner.clipMask.image(rect: z.rect, radius: z.radius, device: z.matrix, box: z.shapeBox,
                                              compositor: compositor) else { return nil }
        return (mask, narrowed, narrowed.x0 - z.shapeBox.x0, narrowed.y0 - z.shapeBox.y0)
    }
}

/// A view's clip as the fast path honours it: the pixels inside `a` or `b` are wholly inside the clip (for
/// a rounded rectangle, its body without the corner squares; for a rectangle, its whole pixels).
struct ClipZone {
    var a: PixelBox
    var b: PixelBox
    /// The clip's shape (bounds space), its transform to device pixels and the pixels it may cover, and the
    /// record of the clipping view (which keeps the clip's mask).
    var rect = CGRect.zero
    var radius: CGFloat = 0
    var matrix = cairo_matrix_t()
    var shapeBox = PixelBox.empty
    weak var owner: RenderRecord?
    /// Whether the shape's four sides lie on whole pixels (then `a` and `b` reach them exactly).
    var wholeEdges = false
}

extension PixelBox {
    /// Whether `box` lies inside this one (an empty box lies anywhere).
    func contains(_ box: PixelBox) -> Bool {
        box.isEmpty || (x0 <= box.x0 && y0 <= box.y0 && box.x1 <= x1 && box.y1 <= y1)
    }
}

/// An A8 image kept between paints (grown when too small): where two coverages are multiplied into one mask —
/// a backdrop blur's rounded shape and the rounded clip it crosses.
final class ScratchMask {
    private(set) var image: OpaquePointer?
    private var bits: UnsafeMutablePointer<UInt32>?
    private var capacity = (w: 0, h: 0)

    isolated deinit {
        if let image { pixman_image_unref(image) }
        bits?.deallocate()
    }

    /// `a` (its pixel (ax, ay) first) IN `b` (its pixel (bx, by) first) over `w` × `h` pixels: the image, whose
    /// pixel (0, 0) is the first.
    func product(_ a: OpaquePointer, _ ax: Int, _ ay: Int, _ b: OpaquePointer, _ bx: Int, _ by: Int,
                 width w: Int, height h: Int) -> OpaquePointer? {
        guard w > 0, h > 0 else { return nil }
        if w > capacity.w || h > capacity.h || image == nil {
            if let image { pixman_image_unref(image) }
            bits?.deallocate()
            let cw = (max(w, capacity.w) + 3) / 4 * 4, ch = max(h, capacity.h)
            let p = UnsafeMutablePointer<UInt32>.allocate(capacity: cw * ch / 4)
            bits = p
            capacity = (cw, ch)
            image = pixman_image_create_bits(PIXMAN_a8, Int32(cw), Int32(ch), p, Int32(cw))
        }
        guard let image else { return nil }
        pixman_image_composite32(PIXMAN_OP_SRC, a, nil, image, Int32(ax), Int32(ay), 0, 0, 0, 0, Int32(w), Int32(h))
        pixman_image_composite32(PIXMAN_OP_IN, b, nil, image, Int32(bx), Int32(by), 0, 0, 0, 0, Int32(w), Int32(h))
        return image
    }
}
