import CCairo
import CPixman
import Foundation
import Views

/// Drawing a `ReplicatorLayer`: its sublayers `instanceCount` times, copy i moved by `instanceTransform`
/// applied i times about the replicator's centre, tinted by its instance colour, and — when the copies differ —
/// shown i × `instanceDelay` behind.
///
/// Two paths. When the copies show the same thing (no `instanceDelay`, or nothing animates below the
/// replicator), the sublayers are rasterized ONCE into a kept surface (redrawn only when their signature
/// changes) and that raster is painted once per copy with the copy's matrix and colour. When the copies
/// differ (an `instanceDelay` and a running animation below), each copy draws the subtree at its own time.
extension Compositor {
    /// The most copies drawn (a larger `instanceCount` draws this many).
    static let maxInstances = 4096

    /// The matrix of copy i in the replicator's bounds space: `power` (the instance transform applied i times)
    /// about `center`.
    static func instanceMatrix(_ power: Transform3D, center c: CGPoint) -> Transform3D {
        guard !power.isIdentity else { return .identity }
        return Transform3DMakeTranslation(-c.x, -c.y, 0).concatenating(power)
            .concatenating(Transform3DMakeTranslation(c.x, c.y, 0))
    }

    /// Whether a replicator's copies show different things: each runs its sublayers' animations
    /// `instanceDelay` behind the one before, and something below the replicator is animated.
    static func copiesDiffer(_ layer: ReplicatorLayer, _ r: ReplicatorValues) -> Bool {
        guard r.instanceDelay != 0, r.instanceCount > 1 else { return false }
        for child in layer.sublayers ?? [] where child.view == nil && child.subtreeHasExplicitAnimations { return true }
        return false
    }

    /// Draws the copies of a replicator's sublayers, the context in its bounds space.
    func drawReplicas(_ layer: ReplicatorLayer, _ v: LayerValues) {
        let r = v.replicator
        let count = min(r.instanceCount, Compositor.maxInstances)
        guard count > 0 else { return }
        if count > 1, v.sublayerTransform.isIdentity, Transform3DIsAffine(r.instanceTransform),
           !Compositor.copiesDiffer(layer, r), let raster = rasterizedSublayers(of: layer, v, count: count) {
            paintCopies(of: raster, r, count: count, center: CGPoint(x: v.bounds.midX, y: v.bounds.midY))
            return
        }
        let base = replicators.timeShift
        var power = Transform3D.identity
        for i in 0..<count {
            replicators.timeShift = base + Double(i) * r.instanceDelay
            let sublayerTransform = power.concatenating(v.sublayerTransform)
            drawTinted(r.color(ofInstance: i)) {
                for child in layer.sublayersInDrawingOrder where child.view == nil {
                    drawLayer(child, superBounds: v.bounds, sublayerTransform: sublayerTransform)
                }
            }
            power = power.concatenating(r.instanceTransform)
        }
        replicators.timeShift = base
    }

    /// Draws `body` multiplied by `color`: as is (white), through a group at its alpha (a grey of white), or
    /// through a group whose pixels pixman multiplies channel by channel.
    private func drawTinted(_ color: Color, _ body: () -> Void) {
        guard let cr, color != .white else { return body() }
        guard color.alpha > 0.002 else { return }
        let savedOpacity = opacity, savedFastClip = fastClip
        cairo_push_group(cr)
        opacity = 1
        fastClip = nil   // drawn into the group, not the target
        body()
        opacity = savedOpacity
        fastClip = savedFastClip
        if color.red >= 1 && color.green >= 1 && color.blue >= 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(color.alpha) * savedOpacity)
            return
        }
        guard let pattern = cairo_pop_group(cr) else { return }
        var surface: OpaquePointer?
        if cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
           cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE {
            cairo_surface_flush(surface)
            let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
            let stride = cairo_image_surface_get_stride(surface)
            if let data = cairo_image_surface_get_data(surface), w > 0, h > 0,
               let image = data.withMemoryRebound(to: UInt32.self, capacity: Int(stride / 4 * h), {
                   pixman_image_create_bits(PIXMAN_a8r8g8b8, w, h, $0, stride)
               }) {
                replicators.setTint(color)
                pixman_image_composite32(PIXMAN_OP_SRC, image, replicators.tint, image, 0, 0, 0, 0, 0, 0, w, h)
                pixman_image_unref(image)
                cairo_surface_mark_dirty(surface)
            }
        }
        cairo_set_source(cr, pattern)
        if savedOpacity < 1 { cairo_paint_with_alpha(cr, savedOpacity) } else { cairo_paint(cr) }
        cairo_pattern_destroy(pattern)
    }

    /// The replicator's sublayers rasterized at the device scale (and the copies' largest scale), kept while
    /// their drawing and the scale stay put; nil when they cannot be (no extent, an absurd size).
    private func rasterizedSublayers(of layer: ReplicatorLayer, _ v: LayerValues, count: Int) -> ReplicaRaster? {
        guard let cr else { return nil }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let deviceScale = abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx).squareRoot()
        // The largest scale a copy is painted at: the raster is as fine as that copy needs.
        var copyScale = 1.0
        var power = Transform3D.identity
        for _ in 1..<count {
            power = power.concatenating(v.replicator.instanceTransform)
            copyScale = max(copyScale, abs(Double(power.m11 * power.m22 - power.m12 * power.m21)).squareRoot())
        }
        var k = deviceScale * min(copyScale, 4)
        let shift = replicators.timeShift
        guard k.isFinite, k > 1e-3, let extent = sublayersExtent(of: layer, v, timeShift: shift, sublayerTransform: .identity),
              !extent.isNull, Compositor.isUsable(extent), extent.width > 0, extent.height > 0 else { return nil }
        var w = Int((Double(extent.width) * k).rounded(.up)) + 2, h = Int((Double(extent.height) * k).rounded(.up)) + 2
        if w * h > Compositor.maxTexels {
            k *= (Double(Compositor.maxTexels) / Double(w * h)).squareRoot()
            w = Int((Double(extent.width) * k).rounded(.up)) + 2; h = Int((Double(extent.height) * k).rounded(.up)) + 2
        }
        guard w > 0, h > 0, w <= 16384, h <= 16384 else { return nil }
        // Texel (0, 0) one texel above and left of the extent; on device pixels when the copies are not scaled
        // and the context neither turns nor skews (a translated copy then lands on whole pixels: sharp).
        var origin = CGPoint(x: Double(extent.minX) - 1 / k, y: Double(extent.minY) - 1 / k)
        if ctm.xy == 0, ctm.yx == 0, ctm.xx > 0, ctm.yy > 0, k == deviceScale {
            origin.x = CGFloat(((Double(origin.x) * ctm.xx + ctm.x0).rounded(.down) - ctm.x0) / ctm.xx)
            origin.y = CGFloat(((Double(origin.y) * ctm.yy + ctm.y0).rounded(.down) - ctm.y0) / ctm.yy)
            w += 1; h += 1
        }
        var signature: UInt64 = 0xcbf2_9ce4_8422_2325
        Compositor.mix(&signature, k.bitPattern)
        Compositor.mix(&signature, Double(origin.x).bitPattern)
        Compositor.mix(&signature, Double(origin.y).bitPattern)
        Compositor.mix(&signature, UInt64(w) << 32 | UInt64(h))
        Compositor.mix(&signature, Double(v.bounds.width).bitPattern)
        Compositor.mix(&signature, Double(v.bounds.height).bitPattern)
        for child in layer.sublayersInDrawingOrder where child.view == nil {
            Compositor.mix(&signature, sublayerSignature(child, timeShift: shift * Double(child.speed)))
        }
        let id = ObjectIdentifier(layer)
        let raster: ReplicaRaster
        if let kept = replicators.rasters[id] {
            raster = kept
        } else {
            if replicators.rasters.count >= 32 { replicators.rasters = replicators.rasters.filter { pass &- $0.value.pass < 120 } }
            raster = ReplicaRaster()
            replicators.rasters[id] = raster
        }
        raster.pass = pass
        if raster.signature == signature && raster.width == w && raster.height == h { return raster }
        guard let context = raster.surface.prepare(width: w, height: h), let surface = raster.surface.surface else {
            replicators.rasters[id] = nil
            return nil
        }
        cairo_scale(context, k, k)
        cairo_translate(context, -Double(origin.x), -Double(origin.y))
        drawOffscreen(into: context) {
            for child in layer.sublayersInDrawingOrder where child.view == nil {
                drawLayer(child, superBounds: v.bounds, sublayerTransform: .identity)
            }
        }
        cairo_surface_flush(surface)
        raster.signature = signature
        raster.origin = origin
        raster.scale = k
        raster.width = w
        raster.height = h
        replicators.rasterizations &+= 1
        return raster
    }

    /// Paints a replicator's raster once per copy: its matrix, its colour (alpha folded; other colours
    /// multiplied into a scratch copy of the raster by pixman).
    private func paintCopies(of raster: ReplicaRaster, _ r: ReplicatorValues, count: Int, center: CGPoint) {
        guard let cr, let surface = raster.surface.surface else { return }
        var power = Transform3D.identity
        for i in 0..<count {
            defer { power = power.concatenating(r.instanceTransform) }
            let color = r.color(ofInstance: i)
            var alpha = opacity
            var source = surface
            if color.red >= 1 && color.green >= 1 && color.blue >= 1 {
                alpha *= Double(color.alpha)
            } else if let tinted = tinted(raster, by: color) {
                source = tinted
            } else {
                continue
            }
            guard alpha >= 0.002 else { continue }
            let a = Transform3DGetAffineTransform(Compositor.instanceMatrix(power, center: center))
            // A copy squashed flat (scale 0), or a transform gone non-finite, draws nothing (cairo would refuse
            // the matrix for the rest of the frame).
            let det = Double(a.a * a.d - a.b * a.c)
            guard det.isFinite, abs(det) > 1e-12, a.tx.isFinite, a.ty.isFinite else { continue }
            var m = cairo_matrix_t(xx: Double(a.a), yx: Double(a.b), xy: Double(a.c), yy: Double(a.d),
                                   x0: Double(a.tx), y0: Double(a.ty))
            cairo_save(cr)
            cairo_transform(cr, &m)
            cairo_translate(cr, Double(raster.origin.x), Double(raster.origin.y))
            cairo_scale(cr, 1 / raster.scale, 1 / raster.scale)
            cairo_new_path(cr)
            cairo_rectangle(cr, 0, 0, Double(raster.width), Double(raster.height))
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
            if alpha < 0.998 {
                cairo_clip(cr)
                cairo_paint_with_alpha(cr, alpha)
            } else {
                cairo_fill(cr)
            }
            cairo_restore(cr)
        }
    }

    /// The raster multiplied by `color` channel by channel, in the kept scratch surface (cairo's view of it).
    private func tinted(_ raster: ReplicaRaster, by color: Color) -> OpaquePointer? {
        let scratch = replicators.tinted
        guard let source = raster.surface.image, scratch.prepare(width: raster.width, height: raster.height) != nil,
              let destination = scratch.image, let out = scratch.surface else { return nil }
        replicators.setTint(color)
        pixman_image_composite32(PIXMAN_OP_SRC, source, replicators.tint, destination, 0, 0, 0, 0, 0, 0,
                                 Int32(raster.width), Int32(raster.height))
        cairo_surface_mark_dirty(out)
        return out
    }
}

/// What the compositor keeps for replicator layers between frames: each one's rasterized sublayers, the
/// scratch a tinted copy goes through, and the time shift of the copy being drawn.
final class ReplicatorRendering {
    /// Each replicator's raster (the one-rasterization path), by layer.
    var rasters: [ObjectIdentifier: ReplicaRaster] = [:]
    /// Where a copy's raster is multiplied by its colour.
    let tinted = ScratchSurface()
    /// A 1 × 1 repeating colour with component alpha: what a copy's pixels are multiplied by.
    let tint: OpaquePointer?
    /// How far (seconds of the local time of the layer being drawn) its animations are shown behind now: copy
    /// i of a replicator is drawn at i × `instanceDelay` behind.
    var timeShift = 0.0
    /// How many times replicators' sublayers were rasterized (the one-rasterization path) since the start.
    var rasterizations = 0

    init() {
        tint = pixman_image_create_bits(PIXMAN_a8r8g8b8, 1, 1, nil, 4)
        if let tint {
            pixman_image_set_repeat(tint, PIXMAN_REPEAT_NORMAL)
            pixman_image_set_component_alpha(tint, 1)
        }
    }

    isolated deinit { if let tint { pixman_image_unref(tint) } }

    /// Sets the tint to `color` (premultiplied, as pixman multiplies).
    func setTint(_ color: Color) {
        guard let tint, let data = pixman_image_get_data(tint) else { return }
        func byte(_ x: CGFloat) -> UInt32 { UInt32((min(max(Double(x), 0), 1) * 255).rounded()) }
        let a = min(max(color.alpha, 0), 1)
        data[0] = byte(a) << 24 | byte(color.red * a) << 16 | byte(color.green * a) << 8 | byte(color.blue * a)
    }
}

/// One replicator's sublayers, rasterized: texel (0, 0) at `origin` in its bounds space, `scale` texels a point.
final class ReplicaRaster {
    let surface = ScratchSurface()
    var signature: UInt64 = 0
    var origin = CGPoint.zero
    var scale = 1.0
    var width = 0, height = 0
    /// The compositor's pass that last painted it.
    var pass: UInt64 = 0
}
