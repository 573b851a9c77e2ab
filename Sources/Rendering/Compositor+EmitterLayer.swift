import CCairo
import CPixman
import Foundation
import Views

/// Drawing an `EmitterLayer`: each live particle's cell image, centred on the particle, scaled, turned and
/// tinted by the particle's colour, in the order the render mode asks (`.additive` adds colours). CA multiplies
/// the image by the colour: for a white image that is its coverage painted in the colour (exact), and an image
/// with colours under a white particle colour is drawn as it is (exact); an image with colours under another
/// colour is painted as its coverage in that colour (its own colours are lost there).
///
/// ```swift
/// // in drawLayerTree: if let emitter { drawParticles(emitter) }
/// ```
///
/// The sprite patterns are made once per image and kept (`particleSprites`); a frame sets a matrix, a colour
/// and masks for each particle, nothing more.
extension Compositor {
    /// How many things an emitter draws (more than one: under group opacity its particles are grouped).
    static func emitterThings(_ emitter: EmitterLayer) -> Int { emitter.particleCount > 0 ? 2 : 0 }

    /// The layer-space box the particles cover (nil: none).
    static func emitterExtent(_ layer: Layer) -> CGRect? { (layer as? EmitterLayer)?.particles.bounds }

    func drawParticles(_ emitter: EmitterLayer, fast: FastPaint? = nil) {
        guard let cr else { return }
        let system = emitter.particles
        let n = system.count
        guard n > 0 else { return }
        let cells = system.cells
        var base = cairo_matrix_t()
        cairo_get_matrix(cr, &base)
        let additive = emitter.renderMode == .additive
        if additive { cairo_set_operator(cr, CAIRO_OPERATOR_ADD) }
        let time = system.time
        // Particles wholly outside the clip (fallen past a clipping superview, outside the damage) are skipped.
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        // The fast path draws OVER only (an additive emitter goes through cairo).
        let fast = additive ? nil : fast
        withUnsafeTemporaryAllocation(of: ParticleSprites.Sprite?.self, capacity: max(cells.count, 1)) { sprites in
            // Each cell's sprite (looked up once per frame).
            for (k, cell) in cells.enumerated() {
                sprites[k] = cell.image.flatMap { particleSprites.sprite(for: $0, images: images) }
            }
            // Kept oldest first: drawn so (the newest on top) unless the oldest go last (on top).
            let newestFirst = emitter.renderMode == .oldestLast || emitter.renderMode == .backToFront
            for j in 0..<n {
                let i = newestFirst ? n - 1 - j : j
                let p = system.state(of: i, at: time)
                guard let sprite = sprites[p.cell] else { continue }
                let pattern = sprite.pattern, w = sprite.width, h = sprite.height, colored = !sprite.isWhite
                guard p.alpha > 0.001, p.scale > 1e-4, p.scale.isFinite, p.x.isFinite, p.y.isFinite,
                      p.angle.isFinite else { continue }
                let reach = Double(cells[p.cell].radius) * p.scale + 1
                if p.x + reach < cx0 || p.x - reach > cx1 || p.y + reach < cy0 || p.y - reach > cy1 { continue }
                let cs = Double(cells[p.cell].contentsScale)
                var m = base
                cairo_matrix_translate(&m, p.x, p.y)
                if p.angle != 0 { cairo_matrix_rotate(&m, p.angle) }
                let s = p.scale / cs
                cairo_matrix_scale(&m, s, s)
                cairo_matrix_translate(&m, -w / 2, -h / 2)
                if let fast, drawDirect(sprite, matrix: m, red: p.red, green: p.green, blue: p.blue,
                                        alpha: p.alpha * opacity, fast: fast) { continue }
                particleSprites.drawnByCairo &+= 1
                // What cairo draws goes over the particles gathered so far: they are drawn first.
                if let fast { particleSprites.batch.draw(into: fast.target.image, workers: workers) }
                cairo_set_matrix(cr, &m)
                if colored && p.red > 0.996 && p.green > 0.996 && p.blue > 0.996 {
                    // An image with colours under a white particle colour: the image itself (contents × white).
                    // A texel beyond the image each side: the bilinear fade of its edge, as a mask draws it.
                    cairo_set_source(cr, pattern)
                    cairo_new_path(cr)
                    cairo_rectangle(cr, -1, -1, w + 2, h + 2)
                    if p.alpha * opacity >= 0.998 {
                        cairo_fill(cr)
                    } else {
                        cairo_save(cr)
                        cairo_clip(cr)
                        cairo_paint_with_alpha(cr, p.alpha * opacity)
                        cairo_restore(cr)
                    }
                } else {
                    cairo_set_source_rgba(cr, p.red, p.green, p.blue, p.alpha * opacity)
                    cairo_mask(cr, pattern)
                }
            }
        }
        if let fast { particleSprites.batch.draw(into: fast.target.image, workers: workers) }
        cairo_set_matrix(cr, &base)
        if additive { cairo_set_operator(cr, CAIRO_OPERATOR_OVER) }
    }
}

extension Compositor {
    /// Gathers one particle's sprite under `m` (sprite pixels to target pixels) into the batch drawn straight
    /// through pixman (`ParticleBatch`): its coverage in the colour, or the sprite itself under a white colour
    /// when it has colours of its own — what the cairo path draws, without the pixman image cairo makes for
    /// each mask. False (nothing gathered) where the fast path may not paint (a clip crossed, a transform pixman
    /// cannot hold): cairo draws it then.
    func drawDirect(_ sprite: ParticleSprites.Sprite, matrix m: cairo_matrix_t, red: Double, green: Double,
                    blue: Double, alpha: Double, fast: FastPaint) -> Bool {
        guard sprite.sample != nil, let index = sprite.batchIndex else { return false }
        var inverse = m
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return false }
        func fits(_ v: Double) -> Bool { v.isFinite && abs(v) < 32767 }
        guard fits(inverse.xx), fits(inverse.xy), fits(inverse.x0), fits(inverse.yx), fits(inverse.yy),
              fits(inverse.y0) else { return false }
        let w = sprite.width, h = sprite.height
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(0.0, 0.0), (w, 0), (0, h), (w, h)] {
            let cx = m.xx * x + m.xy * y + m.x0, cy = m.yx * x + m.yy * y + m.y0
            minX = min(minX, cx); maxX = max(maxX, cx); minY = min(minY, cy); maxY = max(maxY, cy)
        }
        let covered = PixelBox(covering: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), pad: 1)
            .intersection(fast.clip)
        guard !covered.isEmpty else { return true }
        // Wholly outside a clip of the views around it (a flake above the screen): nothing shows.
        for z in fast.zones where covered.intersection(z.shapeBox).isEmpty { return true }
        // The image itself under a white colour (cairo fills it), or its coverage in the colour (cairo masks).
        let itself = !sprite.isWhite && red > 0.996 && green > 0.996 && blue > 0.996
        // A mask across a clip's straight side (a flake falling past the screen's bottom edge): cut to the inside.
        // Across one clip's corner: multiplied by the clip's coverage, as cairo masks under a clip path — the
        // clip's trapezoids rasterized by pixman, which cover each pixel as cairo's fill of the same path does.
        var clip: (image: OpaquePointer, x: Int32, y: Int32)?
        var box = covered
        if !fast.admits(covered) {
            guard !itself else { return false }
            if let narrowed = fast.narrowedToStraightSides(covered) {
                box = narrowed
            } else {
                // Multiplied in a scratch of the particle's size on each thread: a box past its limit goes to cairo.
                guard covered.x1 - covered.x0 <= ParticleBatch.scratchLimit,
                      covered.y1 - covered.y0 <= ParticleBatch.scratchLimit,
                      let c = fast.clipMask(for: covered) else { return false }
                clip = (c.mask, Int32(c.box.x0 - c.x), Int32(c.box.y0 - c.y))
                box = c.box
            }
        }
        guard !box.isEmpty else { return true }
        func fixed(_ v: Double) -> pixman_fixed_t { pixman_fixed_t((v * 65536).rounded()) }
        let t = pixman_transform_t(matrix: ((fixed(inverse.xx), fixed(inverse.xy), fixed(inverse.x0)),
                                            (fixed(inverse.yx), fixed(inverse.yy), fixed(inverse.y0)),
                                            (0, 0, fixed(1))))
        if itself {
            particleSprites.batch.add(.init(sprite: index, transform: t, box: box, tint: nil,
                                            alpha: PixmanTarget.maskValue(alpha: alpha) ?? 255))
        } else if alpha > 0 {
            particleSprites.batch.add(.init(sprite: index, transform: t, box: box,
                                            tint: PixmanTarget.pixel(red: red, green: green, blue: blue, alpha: alpha),
                                            alpha: 255, clip: clip?.image, clipX: clip?.x ?? 0, clipY: clip?.y ?? 0))
        }
        particleSprites.drawnDirectly &+= 1
        return true
    }
}

/// The patterns particles are drawn from, one per image, kept for the compositor's life.
@MainActor
final class ParticleSprites {
    struct Sprite {
        let pattern: OpaquePointer
        let width: Double, height: Double
        /// Whether every pixel is white (at its alpha): tinting it by the particle colour is then exact.
        let isWhite: Bool
        /// The same pixels for pixman, sampled bilinearly (its transform is set per particle).
        let sample: OpaquePointer?
        /// Its index in `batch` (nil when pixman cannot draw it).
        let batchIndex: Int?
    }
    /// The particles gathered for pixman, drawn by chunks of rows across the compositor's threads.
    let batch = ParticleBatch()
    private var sprites: [String: Sprite] = [:]
    /// Particles drawn straight through pixman and by cairo since the compositor started, and a switch that
    /// sends them all through cairo (tests compare the two).
    var drawnDirectly = 0
    var drawnByCairo = 0
    var throughCairo = false
    /// Images that could not be loaded: not looked for again every frame.
    private var missing: Set<String> = []

    isolated deinit {
        for s in sprites.values {
            cairo_pattern_destroy(s.pattern)
            if let sample = s.sample { pixman_image_unref(sample) }
        }
        for surface in surfaces { cairo_surface_destroy(surface) }
    }
    /// The surfaces the sample images' pixels are (held while the images live).
    private var surfaces: [OpaquePointer] = []

    func sprite(for image: Image, images: ImageStore) -> Sprite? {
        if let s = sprites[image.name] { return s }
        guard !missing.contains(image.name) else { return nil }
        guard let surface = try? images.surface(for: image) else {
            missing.insert(image.name)
            return nil
        }
        let pattern = cairo_pattern_create_for_surface(surface)!
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        let sample = ParticleSprites.sampleImage(surface)
        let index = sample.flatMap { _ in cairo_image_surface_get_data(surface) }.map { data in
            batch.register(ParticleBatch.SpritePixels(
                bits: UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                width: cairo_image_surface_get_width(surface), height: cairo_image_surface_get_height(surface),
                stride: cairo_image_surface_get_stride(surface)))
        }
        let s = Sprite(pattern: pattern, width: Double(cairo_image_surface_get_width(surface)),
                       height: Double(cairo_image_surface_get_height(surface)), isWhite: ParticleSprites.isWhite(surface),
                       sample: sample, batchIndex: index)
        if s.sample != nil { surfaces.append(cairo_surface_reference(surface)) }
        sprites[image.name] = s
        return s
    }

    /// A pixman image on an ARGB32 surface's pixels, bilinearly sampled (nil for another format).
    static func sampleImage(_ surface: OpaquePointer) -> OpaquePointer? {
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        let bits = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        guard let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, cairo_image_surface_get_width(surface),
                                                   cairo_image_surface_get_height(surface), bits,
                                                   cairo_image_surface_get_stride(surface)) else { return nil }
        pixman_image_set_filter(image, PIXMAN_FILTER_BILINEAR, nil, 0)
        return image
    }

    /// Whether every pixel of an ARGB32 surface is white at its alpha (premultiplied r = g = b = a).
    static func isWhite(_ surface: OpaquePointer) -> Bool {
        cairo_surface_flush(surface)
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(surface) else { return true }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<h {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w {
                let v = row[x], a = v >> 24
                if (v >> 16) & 0xFF < a || (v >> 8) & 0xFF < a || v & 0xFF < a { return false }
            }
        }
        return true
    }
}
