import CCairo
import Foundation
import Views

/// Drawing an `EmitterLayer`: each live particle's cell image, centred on the particle, scaled, turned and
/// tinted by the particle's colour (the image's coverage painted in that colour: CA's multiply, exact for the
/// white or grey images particles use), in the order the render mode asks (`.additive` adds colours).
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
        withUnsafeTemporaryAllocation(of: (OpaquePointer?, Double, Double).self, capacity: max(cells.count, 1)) { sprites in
            // Each cell's pattern and its size in points (looked up once per frame).
            for (k, cell) in cells.enumerated() {
                sprites[k] = (nil, 0, 0)
                guard let image = cell.image, let sprite = particleSprites.sprite(for: image, images: images) else { continue }
                sprites[k] = (sprite.pattern, sprite.width, sprite.height)
            }
            // Kept oldest first: drawn so (the newest on top) unless the oldest go last (on top).
            let newestFirst = emitter.renderMode == .oldestLast || emitter.renderMode == .backToFront
            for j in 0..<n {
                let i = newestFirst ? n - 1 - j : j
                let p = system.state(of: i, at: time)
                let (pattern, w, h) = sprites[p.cell]
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
                cairo_set_source_rgba(cr, p.red, p.green, p.blue, p.alpha * opacity)
                cairo_mask(cr, pattern)
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
                       height: Double(cairo_image_surface_get_height(surface)))
        sprites[image.name] = s
        return s
    }
}
