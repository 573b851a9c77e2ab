import CCairo
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

    func drawParticles(_ emitter: EmitterLayer) {
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
        withUnsafeTemporaryAllocation(of: (OpaquePointer?, Double, Double, Bool).self, capacity: max(cells.count, 1)) { sprites in
            // Each cell's pattern, its size in points and whether it has colours (looked up once per frame).
            for (k, cell) in cells.enumerated() {
                sprites[k] = (nil, 0, 0, false)
                guard let image = cell.image, let sprite = particleSprites.sprite(for: image, images: images) else { continue }
                sprites[k] = (sprite.pattern, sprite.width, sprite.height, !sprite.isWhite)
            }
            // Kept oldest first: drawn so (the newest on top) unless the oldest go last (on top).
            let newestFirst = emitter.renderMode == .oldestLast || emitter.renderMode == .backToFront
            for j in 0..<n {
                let i = newestFirst ? n - 1 - j : j
                let p = system.state(of: i, at: time)
                let (pattern, w, h, colored) = sprites[p.cell]
                guard let pattern, p.alpha > 0.001, p.scale > 1e-4, p.scale.isFinite, p.x.isFinite, p.y.isFinite,
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
                cairo_set_matrix(cr, &m)
                if colored && p.red > 0.996 && p.green > 0.996 && p.blue > 0.996 {
                    // An image with colours under a white particle colour: the image itself (contents × white).
                    cairo_set_source(cr, pattern)
                    cairo_new_path(cr)
                    cairo_rectangle(cr, 0, 0, w, h)
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
        cairo_set_matrix(cr, &base)
        if additive { cairo_set_operator(cr, CAIRO_OPERATOR_OVER) }
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
    }
    private var sprites: [String: Sprite] = [:]
    /// Images that could not be loaded: not looked for again every frame.
    private var missing: Set<String> = []

    isolated deinit { for s in sprites.values { cairo_pattern_destroy(s.pattern) } }

    func sprite(for image: Image, images: ImageStore) -> Sprite? {
        if let s = sprites[image.name] { return s }
        guard !missing.contains(image.name) else { return nil }
        guard let surface = try? images.surface(for: image) else {
            missing.insert(image.name)
            return nil
        }
        let pattern = cairo_pattern_create_for_surface(surface)!
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        let s = Sprite(pattern: pattern, width: Double(cairo_image_surface_get_width(surface)),
                       height: Double(cairo_image_surface_get_height(surface)), isWhite: ParticleSprites.isWhite(surface))
        sprites[image.name] = s
        return s
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
