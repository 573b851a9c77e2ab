import CCairo
import CPixman
import Foundation
import Views

/// Projected layers: a layer whose transform has perspective is drawn flat into a texture of its extent, as
/// fine as its nearest edge is on screen, then mapped onto its quad by pixman with the inverse homography
/// (bilinear) — exact texture mapping, no affine approximation.
extension Compositor {
    /// The most texels a projected layer's texture holds (a larger one is drawn coarser).
    static let maxTexels = 2048 * 2048

    /// Draws `body` (in bounds space) flat over `extent`, then composites it through `device` (bounds space →
    /// device pixels) at `alpha`. Nothing is drawn when a corner lies at or behind the eye.
    func drawProjected(extent: CGRect, device: Projective, alpha: Double, _ body: () -> Void) {
        guard let cr, alpha > 0.002, Compositor.isUsable(extent), extent.width > 0, extent.height > 0,
              let p00 = device.apply(Double(extent.minX), Double(extent.minY)),
              let p10 = device.apply(Double(extent.maxX), Double(extent.minY)),
              let p11 = device.apply(Double(extent.maxX), Double(extent.maxY)),
              let p01 = device.apply(Double(extent.minX), Double(extent.maxY)),
              var box = device.box(of: extent, pad: 1) else { return }
        // Only what the clip lets through is resampled.
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        cairo_restore(cr)
        guard cx0.isFinite, cy0.isFinite, cx1.isFinite, cy1.isFinite else { return }
        box = box.intersection(PixelBox(x0: Int(max(cx0, -1e7).rounded(.down)), y0: Int(max(cy0, -1e7).rounded(.down)),
                                        x1: Int(min(cx1, 1e7).rounded(.up)), y1: Int(min(cy1, 1e7).rounded(.up))))
        guard !box.isEmpty else { return }
        // Texels per point: as many as the longest edge has pixels on screen.
        func length(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Double {
            ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
        }
        var k = max(max(length(p00, p10), length(p01, p11)) / Double(extent.width),
                    max(length(p00, p01), length(p10, p11)) / Double(extent.height))
        k = min(max(k, 0.01), 64)
        var w = Int((Double(extent.width) * k).rounded(.up)), h = Int((Double(extent.height) * k).rounded(.up))
        if w * h > Compositor.maxTexels {
            k *= (Double(Compositor.maxTexels) / Double(w * h)).squareRoot()
            w = Int((Double(extent.width) * k).rounded(.up)); h = Int((Double(extent.height) * k).rounded(.up))
        }
        guard w > 0, h > 0, w <= 16384, h <= 16384 else { return }
        if projectionScratch.count <= projectionDepth { projectionScratch.append(ScratchSurface()) }
        let texture = projectionScratch[projectionDepth]
        guard let context = texture.prepare(width: w, height: h), let surface = texture.surface,
              let source = texture.image else { return }
        cairo_scale(context, k, k)
        cairo_translate(context, -Double(extent.minX), -Double(extent.minY))
        projectionDepth += 1
        drawOffscreen(into: context, body)
        projectionDepth -= 1
        cairo_surface_flush(surface)

        // Texel → bounds point → device pixel; pixman wants the way back.
        let toDevice = Projective(a: 1 / k, b: 0, c: 0, d: 0, e: 1 / k, f: 0,
                                  g: Double(extent.minX), h: Double(extent.minY), i: 1).then(device)
        guard var transform = toDevice.pixmanInverse() else { return }
        pixman_image_set_transform(source, &transform)
        pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
        defer { pixman_image_set_transform(source, nil) }
        let a = alpha * opacity
        if let fast = fastPaint {
            let b = box.intersection(fast.clip)
            guard !b.isEmpty else { return }
            if fast.admits(b) {
                // Straight into the framebuffer: OVER, the opacity a solid mask.
                fast.target.composite(source, mask: fast.target.mask(alpha: a), source: b.x0, b.y0, into: b, resampled: true)
                return
            }
        }
        // Through cairo (a group, a rounded clip): resampled into device space, then painted.
        let bw = box.x1 - box.x0, bh = box.y1 - box.y0
        guard projectionOutput.prepare(width: bw, height: bh) != nil, let out = projectionOutput.surface,
              let destination = projectionOutput.image else { return }
        pixman_image_composite32(PIXMAN_OP_SRC, source, nil, destination, Int32(box.x0), Int32(box.y0), 0, 0, 0, 0,
                                 Int32(bw), Int32(bh))
        cairo_surface_mark_dirty(out)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(box.x0), Double(box.y0), Double(bw), Double(bh))
        cairo_clip(cr)
        cairo_set_source_surface(cr, out, Double(box.x0), Double(box.y0))
        if a < 1 { cairo_paint_with_alpha(cr, a) } else { cairo_paint(cr) }
        cairo_restore(cr)
    }
}

extension Compositor {
    /// Runs `body` drawing into `context` (a texture or a kept raster) instead of the target: opaque, and
    /// with nothing going through the framebuffer's fast path and no device box of the analysis applying.
    func drawOffscreen(into context: OpaquePointer, _ body: () -> Void) {
        let saved = (cr: self.cr, opacity: opacity, fastClip: fastClip, cullBox: cullBox)
        self.cr = context
        opacity = 1
        fastClip = nil
        cullBox = nil
        body()
        self.cr = saved.cr
        opacity = saved.opacity
        fastClip = saved.fastClip
        cullBox = saved.cullBox
    }
}
