import CPixman
import Foundation

/// The particles of one emitter that go straight through pixman, gathered in painter's order and then drawn by
/// chunks of rows across the compositor's threads: each chunk draws every particle that reaches its rows, in
/// order, clipped to them — so every pixel sees the same paints in the same order as on one thread. Each thread
/// has its own pixman images on the sprites' pixels (a particle's transform is set on them) and its own
/// colour and alpha images. The storage is kept between frames: a frame allocates nothing.
///
/// ```swift
/// batch.add(sprite: 0, transform: t, box: box, tint: nil, alpha: 255)   // the sprite itself
/// batch.draw(into: target, workers: workers)                            // every particle added, then empty
/// ```
nonisolated final class ParticleBatch: RowWork {
    /// One particle: its sprite (by index), the map from target pixels to sprite pixels, the target pixels it
    /// covers, and either the colour its coverage is painted in (premultiplied ARGB) or the sprite itself.
    struct Particle {
        var sprite: Int
        var transform: pixman_transform_t
        var box: PixelBox
        /// The colour the sprite's coverage is painted in (nil: the sprite's own pixels).
        var tint: UInt32?
        /// The paint's constant alpha (0…255; 255: none) when the sprite is drawn itself.
        var alpha: UInt32
        /// A clip's coverage the sprite's coverage is multiplied by first (an A8 image; a tinted particle
        /// across a rounded clip's corner, as cairo masks it), and the target pixel at its (0, 0).
        var clip: OpaquePointer? = nil
        var clipX: Int32 = 0, clipY: Int32 = 0
    }

    /// Where a sprite's pixels are (ARGB32), to make each thread's image of them.
    struct SpritePixels {
        let bits: UnsafeMutablePointer<UInt32>
        let width: Int32, height: Int32, stride: Int32
    }

    private var particles: [Particle] = []
    private var extent = PixelBox.empty
    private var sprites: [SpritePixels] = []
    private var threads: [ThreadImages] = []
    private var target: OpaquePointer?

    /// The pixels particles may cover below which a batch is drawn on one thread.
    static let splitArea = 128 * 1024
    /// The largest side of a particle drawn through a clip's mask (its scratch is that large at most).
    static let scratchLimit = 1024

    var isEmpty: Bool { particles.isEmpty }

    /// Registers a sprite's pixels; returns its index.
    func register(_ pixels: SpritePixels) -> Int {
        sprites.append(pixels)
        return sprites.count - 1
    }

    func add(_ particle: Particle) {
        particles.append(particle)
        extent = extent.isEmpty ? particle.box : extent.union(particle.box)
    }

    /// Draws every particle added into `target` (OVER) — split across `workers` when they cover enough — and
    /// empties the batch.
    func draw(into target: OpaquePointer, workers: RenderWorkers?) {
        guard !particles.isEmpty else { return }
        let count = workers?.count ?? 1
        while threads.count < count { threads.append(ThreadImages()) }
        for t in threads.prefix(count) { t.cover(sprites) }
        self.target = target
        let rows = extent.y0..<extent.y1
        if let workers, count > 1, extent.area >= Self.splitArea, particles.count >= 64 {
            // The target is validated here, once: the threads only read it.
            pixman_image_composite32(PIXMAN_OP_OVER, threads[0].solid, nil, target, 0, 0, 0, 0, 0, 0, 0, 0)
            for p in particles { if let clip = p.clip { validate(clip) } }
            workers.run(rows: rows, self)
        } else {
            draw(rows: rows, thread: 0)
        }
        particles.removeAll(keepingCapacity: true)
        extent = .empty
        self.target = nil
    }

    func draw(rows: Range<Int>, thread: Int) {
        guard let target else { return }
        let images = threads[thread]
        for var p in particles where p.box.y1 > rows.lowerBound && p.box.y0 < rows.upperBound {
            let y0 = max(p.box.y0, rows.lowerBound), y1 = min(p.box.y1, rows.upperBound)
            let w = Int32(p.box.x1 - p.box.x0), h = Int32(y1 - y0), x0 = Int32(p.box.x0)
            guard let sprite = images.sprites[p.sprite] else { continue }
            pixman_image_set_transform(sprite, &p.transform)
            if let tint = p.tint {
                // The sprite's coverage in the colour: a solid source through the sprite as mask.
                images.solidBits.pointee = tint
                if let clip = p.clip {
                    // As cairo masks under a clip path: the sprite's coverage times the clip's, then the colour
                    // through that (never without the clip: a scratch that cannot be made skips the particle).
                    guard let scratch = images.scratch(width: w, height: h) else { continue }
                    pixman_image_composite32(PIXMAN_OP_SRC, sprite, clip, scratch, x0, Int32(y0), x0 - p.clipX,
                                             Int32(y0) - p.clipY, 0, 0, w, h)
                    pixman_image_composite32(PIXMAN_OP_OVER, images.solid, scratch, target, 0, 0, 0, 0,
                                             x0, Int32(y0), w, h)
                    continue
                }
                pixman_image_composite32(PIXMAN_OP_OVER, images.solid, sprite, target, 0, 0, x0, Int32(y0),
                                         x0, Int32(y0), w, h)
            } else {
                images.alphaBits.pointee = p.alpha
                pixman_image_composite32(PIXMAN_OP_OVER, sprite, p.alpha < 255 ? images.alpha : nil, target, x0,
                                         Int32(y0), 0, 0, x0, Int32(y0), w, h)
            }
        }
    }

    /// Validates an image the threads will read together (pixman validates an image on its first use).
    private func validate(_ image: OpaquePointer) {
        pixman_image_composite32(PIXMAN_OP_OVER, threads[0].solid, image, target, 0, 0, 0, 0, 0, 0, 0, 0)
    }

    /// One thread's images: one on each sprite's pixels (bilinear; the transform set per particle), a 1 × 1
    /// colour, a 1 × 1 alpha and an A8 scratch (grown, never shrunk) where a clipped particle's mask is made.
    final class ThreadImages {
        var sprites: [OpaquePointer?] = []
        let solidBits = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
        let alphaBits = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
        let solid: OpaquePointer
        let alpha: OpaquePointer
        private var scratchImage: OpaquePointer?
        private var scratchBits: UnsafeMutablePointer<UInt32>?
        private var scratchSize = (w: Int32(0), h: Int32(0))

        /// An A8 image at least `width` × `height` (nil past `scratchLimit` pixels a side).
        func scratch(width: Int32, height: Int32) -> OpaquePointer? {
            if width <= scratchSize.w, height <= scratchSize.h { return scratchImage }
            guard Int(width) <= ParticleBatch.scratchLimit, Int(height) <= ParticleBatch.scratchLimit else { return nil }
            let w = max(width, scratchSize.w, 32), h = max(height, scratchSize.h, 32)
            let stride = (w + 3) / 4 * 4
            if let scratchImage { pixman_image_unref(scratchImage) }
            scratchBits?.deallocate()
            let bits = UnsafeMutablePointer<UInt32>.allocate(capacity: Int(stride / 4) * Int(h))
            scratchBits = bits
            scratchImage = pixman_image_create_bits(PIXMAN_a8, w, h, bits, stride)
            scratchSize = scratchImage == nil ? (0, 0) : (w, h)
            return scratchImage
        }

        init() {
            solidBits.pointee = 0
            alphaBits.pointee = 0
            solid = pixman_image_create_bits(PIXMAN_a8r8g8b8, 1, 1, solidBits, 4)
            alpha = pixman_image_create_bits(PIXMAN_a8, 1, 1, alphaBits, 4)
            pixman_image_set_repeat(solid, PIXMAN_REPEAT_NORMAL)
            pixman_image_set_repeat(alpha, PIXMAN_REPEAT_NORMAL)
        }

        deinit {
            for case let image? in sprites { pixman_image_unref(image) }
            pixman_image_unref(solid)
            pixman_image_unref(alpha)
            if let scratchImage { pixman_image_unref(scratchImage) }
            scratchBits?.deallocate()
            solidBits.deallocate()
            alphaBits.deallocate()
        }

        /// Makes this thread's image of every sprite it has none of yet.
        func cover(_ pixels: [SpritePixels]) {
            while sprites.count < pixels.count {
                let p = pixels[sprites.count]
                let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, p.width, p.height, p.bits, p.stride)
                if let image { pixman_image_set_filter(image, PIXMAN_FILTER_BILINEAR, nil, 0) }
                sprites.append(image)
            }
        }
    }
}
