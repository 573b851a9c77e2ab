import CCairo
import Foundation
import Views

/// Drawing a `GradientLayer`: axial and radial gradients as cairo patterns (the locations mapped onto the
/// pattern's 0…1 offsets, so locations outside 0…1 keep their place), conic ones as a raster computed per
/// pixel. Each is made again only when its values, type or bounds change.
extension Compositor {
    /// How many things a gradient layer draws (its fill, when it has colours).
    static func gradientThings(_ g: GradientValues) -> Int { (g.colors?.isEmpty ?? true) ? 0 : 1 }

    func drawGradient(_ layer: GradientLayer, _ v: LayerValues) {
        guard let cr, let colors = v.gradient.colors, !colors.isEmpty, v.bounds.width > 0, v.bounds.height > 0 else { return }
        let conic = layer.type == .conic
        let key = LayerDrawingCache.GradientKey(values: v.gradient, type: layer.type, bounds: v.bounds,
                                                scale: conic ? scale : 0)
        let g = v.gradient, b = v.bounds
        guard let pattern = layerDrawings.gradient(for: layer, key: key, pass: pass, make: {
            conic ? Compositor.conicPattern(g, bounds: b, scale: scale) : Compositor.pattern(g, type: layer.type, bounds: b)
        }) else { return }
        cairo_save(cr)
        cairo_new_path(cr)
        Compositor.appendRect(v.bounds, radius: v.masksToBounds ? max(min(v.cornerRadius, min(b.width, b.height) / 2), 0) : 0,
                              corners: v.maskedCorners, to: cr)
        cairo_clip(cr)
        cairo_set_source(cr, pattern)
        paint(alpha: 1)
        cairo_restore(cr)
    }

    /// The point at unit coordinates `p` of `bounds`.
    private static func point(_ p: CGPoint, in b: CGRect) -> (x: Double, y: Double) {
        (Double(b.minX + p.x * b.width), Double(b.minY + p.y * b.height))
    }

    /// An axial or radial cairo pattern in the layer's bounds space.
    static func pattern(_ g: GradientValues, type: GradientLayerType, bounds b: CGRect) -> OpaquePointer? {
        guard let colors = g.colors, !colors.isEmpty else { return nil }
        let n = colors.count
        let lo = g.location(0, of: n)
        var hi = g.location(n - 1, of: n)
        let s = point(g.startPoint, in: b), e = point(g.endPoint, in: b)
        let pattern: OpaquePointer
        var from = lo
        if type == .radial {
            var rx = abs(e.x - s.x), ry = abs(e.y - s.y)
            if rx < 1e-9 { rx = ry }
            if ry < 1e-9 { ry = rx }
            // t = 0 at the centre: a location before 0 only tints the centre (the colour there is interpolated).
            guard rx > 1e-9, hi > 0 else { return solid(colors[n - 1]) }
            from = max(lo, 0)
            if hi - from < 1e-9 { hi = from + 1e-9 }
            pattern = cairo_pattern_create_radial(0, 0, from, 0, 0, hi)
            var m = cairo_matrix_t()
            cairo_matrix_init_scale(&m, 1 / rx, 1 / ry)
            cairo_matrix_translate(&m, -s.x, -s.y)
            cairo_pattern_set_matrix(pattern, &m)
        } else {
            if hi - lo < 1e-9 { hi = lo + 1e-9 }
            let dx = e.x - s.x, dy = e.y - s.y
            pattern = cairo_pattern_create_linear(s.x + lo * dx, s.y + lo * dy, s.x + hi * dx, s.y + hi * dy)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        if from > lo { addStop(pattern, 0, g.color(at: from)) }
        for i in 0..<n {
            let t = g.location(i, of: n)
            if t >= from { addStop(pattern, (t - from) / (hi - from), colors[i]) }
        }
        return pattern
    }

    private static func addStop(_ pattern: OpaquePointer, _ offset: Double, _ c: Color) {
        cairo_pattern_add_color_stop_rgba(pattern, min(max(offset, 0), 1), Double(c.red), Double(c.green),
                                          Double(c.blue), Double(c.alpha))
    }

    private static func solid(_ c: Color) -> OpaquePointer {
        cairo_pattern_create_rgba(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    }

    /// The most texels a conic gradient's raster has.
    static let conicTexels = 2048.0 * 2048.0

    /// A conic gradient as a raster at `scale` pixels per point: each pixel's colour at the angle of its centre
    /// about the start point, measured clockwise on screen from the direction of the end point, as a fraction
    /// of a turn (through a 1024-entry table of the colours).
    static func conicPattern(_ g: GradientValues, bounds b: CGRect, scale wanted: Double) -> OpaquePointer? {
        // At most 2048² texels (a conic gradient is smooth: a huge layer's raster is resampled, not recomputed
        // for seconds).
        let area = Double(b.width) * Double(b.height)
        guard area.isFinite, area > 0 else { return nil }
        let scale = min(wanted, (Compositor.conicTexels / area).squareRoot())
        let w = Int((Double(b.width) * scale).rounded(.up)), h = Int((Double(b.height) * scale).rounded(.up))
        guard w > 0, h > 0, w <= 8192, h <= 8192 else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let steps = 1024
        var table = [UInt32](repeating: 0, count: steps + 1)
        for i in 0...steps {
            let c = g.color(at: Double(i) / Double(steps))
            let a = Double(c.alpha)
            func byte(_ x: CGFloat) -> UInt32 { UInt32((Double(x) * a * 255).rounded()) }
            table[i] = UInt32((a * 255).rounded()) << 24 | byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
        }
        let s = point(g.startPoint, in: b), e = point(g.endPoint, in: b)
        let a0 = atan2(e.y - s.y, e.x - s.x)
        let turn = 2 * Double.pi
        for y in 0..<h {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            let py = Double(b.minY) + (Double(y) + 0.5) / scale - s.y
            for x in 0..<w {
                let px = Double(b.minX) + (Double(x) + 0.5) / scale - s.x
                var t = (atan2(py, px) - a0) / turn
                t -= t.rounded(.down)
                row[x] = table[Int((t * Double(steps)).rounded())]
            }
        }
        cairo_surface_mark_dirty(surface)
        let pattern = cairo_pattern_create_for_surface(surface)!
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, scale, scale)
        cairo_matrix_translate(&m, -Double(b.minX), -Double(b.minY))
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }
}

extension Compositor {
    /// A gradient's and a text layer's values, for the signature of what a layer draws (every value they are
    /// drawn with, so an animating gradient or text size redraws each frame and a still one never).
    static func mixGradientAndText(_ h: inout UInt64, _ v: LayerValues) {
        let g = v.gradient
        if let colors = g.colors {
            mix(&h, UInt64(colors.count))
            for c in colors { mix(&h, c) }
            if let locations = g.locations { for t in locations { mix(&h, t.bitPattern) } } else { mix(&h, 7) }
            let values: InlineArray<4, CGFloat> = [g.startPoint.x, g.startPoint.y, g.endPoint.x, g.endPoint.y]
            for i in values.indices { mix(&h, Double(values[i]).bitPattern) }
        }
        mix(&h, Double(v.text.fontSize).bitPattern)
        mix(&h, v.text.foregroundColor)
    }
}
