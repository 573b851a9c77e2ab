import CCairo
import Foundation
import Views

/// Layer shadows: the shadow's shape rasterized as coverage at device resolution, blurred by three box passes
/// per axis (σ = shadowRadius / 2), then painted in the shadow colour through that coverage.
extension Compositor {
    /// The bounds-space rectangle a layer's shadow may cover: its shape moved by the offset, grown by three
    /// times the radius (nil without a shadow).
    static func shadowExtent(_ v: LayerValues) -> CGRect? {
        guard v.shadowOpacity > 0, v.shadowColor.alpha > 0 else { return nil }
        let shape = v.shadowPath.map(\.boundingBox) ?? v.bounds
        guard !shape.isNull, Compositor.isUsable(shape), v.shadowRadius.isFinite, v.shadowRadius < 1e6,
              v.shadowOffset.width.isFinite, v.shadowOffset.height.isFinite,
              abs(v.shadowOffset.width) < 1e7, abs(v.shadowOffset.height) < 1e7 else { return nil }
        let grow = 3 * v.shadowRadius + 1
        return shape.offsetBy(dx: v.shadowOffset.width, dy: v.shadowOffset.height).insetBy(dx: -grow, dy: -grow)
    }

    /// What a layer draws in its bounds space: its bounds and its shadow.
    static func layerExtent(_ v: LayerValues) -> CGRect {
        var extent = v.bounds
        if let shadow = shadowExtent(v) { extent = extent.union(shadow) }
        if let shape = shapeExtent(v.shape) { extent = extent.union(shape) }
        return extent
    }

    /// A standalone layer's extent: its values', and its particles' when it emits.
    static func layerExtent(_ v: LayerValues, of layer: Layer) -> CGRect {
        let extent = layerExtent(v)
        guard let particles = emitterExtent(layer) else { return extent }
        return extent.union(particles)
    }

    /// Draws the shadow of a layer (values `v`, its shape the shadow path or `rect` rounded by `radius` at
    /// `corners`) on the current context, in the layer's bounds space, at the folded opacity.
    ///
    /// Under an axis-aligned, uniformly scaled transform (every layer not turned) the coverage is made on the
    /// target's own pixel grid and painted one to one — straight through pixman where the fast path may
    /// paint (`fast`: where this layer's own paints may go); under any other the coverage is made at the
    /// transform's scale and cairo resamples it.
    func drawLayerShadow(_ v: LayerValues, rect: CGRect, radius: CGFloat, corners: CornerMask, fast: FastPaint?) {
        guard let cr, v.shadowOpacity > 0, case let color = v.shadowColor, color.alpha > 0,
              Compositor.shadowExtent(v) != nil else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var k = sqrt(abs(m.xx * m.yy - m.xy * m.yx))
        guard k.isFinite, k > 1e-3 else { return }
        let shape = v.shadowPath.map(\.boundingBox) ?? rect
        guard !shape.isNull, shape.width >= 0, shape.height >= 0 else { return }
        let sigma = Double(v.shadowRadius) / 2
        let margin = 3 * sigma + 1 / k
        let extent = shape.insetBy(dx: -margin, dy: -margin)
        // Absurd radii or shapes (beyond 10⁷ points) draw no shadow rather than overflow.
        guard Compositor.isUsable(extent), (Double(extent.width) * k).isFinite, Double(extent.width) * k < 1e7,
              Double(extent.height) * k < 1e7 else { return }
        let most = 2048 * 2048
        let offset = (x: Double(v.shadowOffset.width), y: Double(v.shadowOffset.height))
        // On the target's grid: the extent's device box rounded out to whole pixels (its corner `grid`).
        var grid: (x: Double, y: Double)?
        var w = 0, h = 0
        if m.xy == 0, m.yx == 0, m.xx > 0, m.xx == m.yy, cairo_status(cr) == CAIRO_STATUS_SUCCESS {
            k = m.xx
            let x0 = k * (Double(extent.minX) + offset.x) + m.x0, x1 = k * (Double(extent.maxX) + offset.x) + m.x0
            let y0 = k * (Double(extent.minY) + offset.y) + m.y0, y1 = k * (Double(extent.maxY) + offset.y) + m.y0
            if abs(x0) < 1e7, abs(x1) < 1e7, abs(y0) < 1e7, abs(y1) < 1e7 {
                let corner = (x: x0.rounded(.down), y: y0.rounded(.down))
                w = Int(x1.rounded(.up) - corner.x)
                h = Int(y1.rounded(.up) - corner.y)
                if w * h <= most { grid = corner }
            }
        }
        if grid == nil {
            w = Int((Double(extent.width) * k).rounded(.up)); h = Int((Double(extent.height) * k).rounded(.up))
            if w * h > most {
                k *= (Double(most) / Double(w * h)).squareRoot()
                w = Int((Double(extent.width) * k).rounded(.up)); h = Int((Double(extent.height) * k).rounded(.up))
            }
        }
        guard w > 0, h > 0, w <= 8192, h <= 8192 else { return }
        // On the grid, where the fast path paints: none of it where paints may go, nothing to make.
        if let grid, let fast, !shadowsThroughCairo,
           PixelBox(x0: Int(grid.x), y0: Int(grid.y), x1: Int(grid.x) + w, y1: Int(grid.y) + h)
               .intersection(fast.clip).isEmpty { return }
        guard let ctx = shadowScratch.prepare(width: w, height: h), let surface = shadowScratch.surface else { return }
        if let grid {
            // The shape where the target has it, moved by the offset, less the grid corner.
            var local = cairo_matrix_t(xx: k, yx: 0, xy: 0, yy: k, x0: m.x0 + k * offset.x - grid.x,
                                       y0: m.y0 + k * offset.y - grid.y)
            cairo_set_matrix(ctx, &local)
        } else {
            cairo_scale(ctx, k, k)
            cairo_translate(ctx, -Double(extent.minX), -Double(extent.minY))
        }
        if v.shadowPath != nil || !coverShadowShape(rect, radius: radius, corners: corners, ctx, surface, w, h) {
            if let path = v.shadowPath {
                Compositor.append(path, to: ctx)
            } else {
                Compositor.appendRect(rect, radius: radius, corners: corners, to: ctx)
            }
            cairo_set_source_rgba(ctx, 0, 0, 0, 1)
            cairo_fill(ctx)
        }
        cairo_surface_flush(surface)
        if let data = cairo_image_surface_get_data(surface) {
            shadowBlur.blur(data, stride: Int(cairo_image_surface_get_stride(surface)), width: w, height: h,
                            sigma: sigma * k)
        }
        cairo_surface_mark_dirty(surface)
        let alpha = Double(color.alpha) * Double(v.shadowOpacity) * opacity
        if let grid {
            let box = PixelBox(x0: Int(grid.x), y0: Int(grid.y), x1: Int(grid.x) + w, y1: Int(grid.y) + h)
            if !shadowsThroughCairo, let fast, let mask = shadowScratch.image {
                let painted = box.intersection(fast.clip)
                if fast.admits(painted) {
                    fast.target.fill(painted, red: Double(color.red), green: Double(color.green),
                                     blue: Double(color.blue), alpha: alpha, mask: mask,
                                     painted.x0 - box.x0, painted.y0 - box.y0)
                    shadowsDrawnDirectly &+= 1
                    return
                }
            }
        }
        cairo_save(cr)
        if let grid {
            var corner = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: grid.x, y0: grid.y)
            cairo_set_matrix(cr, &corner)
        } else {
            cairo_translate(cr, offset.x + Double(extent.minX), offset.y + Double(extent.minY))
            cairo_scale(cr, 1 / k, 1 / k)
        }
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, Double(w), Double(h))
        cairo_clip(cr)
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), alpha)
        cairo_mask_surface(cr, surface, 0, 0)
        cairo_restore(cr)
    }

    /// Covers the shadow's rounded shape into the cleared A8 scratch through the own scan converter — the
    /// coverage cairo's opaque fill leaves there; false (nothing drawn) for a shape cairo fills as boxes.
    private func coverShadowShape(_ rect: CGRect, radius: CGFloat, corners: CornerMask, _ ctx: OpaquePointer,
                                  _ surface: OpaquePointer, _ w: Int, _ h: Int) -> Bool {
        guard convertsFills, let data = cairo_image_surface_get_data(surface) else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(ctx, &m)
        let path = polygonFill.path
        path.reset(matrix: FixedPath.Matrix(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0))
        let rad = Double(max(min(radius, min(rect.width, rect.height) / 2), 0))
        path.appendRect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
                        height: Double(rect.height), radius: rad,
                        topLeft: corners.contains(.layerMinXMinYCorner), topRight: corners.contains(.layerMaxXMinYCorner),
                        bottomRight: corners.contains(.layerMaxXMaxYCorner), bottomLeft: corners.contains(.layerMinXMaxYCorner))
        path.finish()
        guard path.isValid, !path.isRectilinear else { return false }
        cairo_surface_flush(surface)
        polygonFill.converter.cover(path, box: PixelBox(x0: 0, y0: 0, x1: w, y1: h), into: data,
                                    stride: Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty(surface)
        convertedFills += 1
        return true
    }

    /// Appends a rectangle whose `corners` are rounded by `radius` (clamped to half the shorter side) to the
    /// path of `cr`.
    static func appendRect(_ r: CGRect, radius: CGFloat, corners: CornerMask, to cr: OpaquePointer) {
        let x = Double(r.minX), y = Double(r.minY), w = Double(r.width), h = Double(r.height)
        let rad = Double(max(min(radius, min(r.width, r.height) / 2), 0))
        guard rad > 0.01, !corners.isEmpty else {
            cairo_rectangle(cr, x, y, w, h)
            return
        }
        func cornerRadius(_ c: CornerMask) -> Double { corners.contains(c) ? rad : 0 }
        let tl = cornerRadius(.layerMinXMinYCorner), tr = cornerRadius(.layerMaxXMinYCorner)
        let br = cornerRadius(.layerMaxXMaxYCorner), bl = cornerRadius(.layerMinXMaxYCorner)
        cairo_new_sub_path(cr)
        if tr > 0 { cairo_arc(cr, x + w - tr, y + tr, tr, -Double.pi / 2, 0) } else { cairo_move_to(cr, x + w, y) }
        if br > 0 { cairo_arc(cr, x + w - br, y + h - br, br, 0, Double.pi / 2) } else { cairo_line_to(cr, x + w, y + h) }
        if bl > 0 { cairo_arc(cr, x + bl, y + h - bl, bl, Double.pi / 2, Double.pi) } else { cairo_line_to(cr, x, y + h) }
        if tl > 0 { cairo_arc(cr, x + tl, y + tl, tl, Double.pi, 3 * Double.pi / 2) } else { cairo_line_to(cr, x, y) }
        cairo_close_path(cr)
    }

    /// Appends a `CGPath` to the path of `cr`.
    static func append(_ path: CGPath, to cr: OpaquePointer) {
        path.applyWithBlock { element in
            let e = element.pointee
            func pt(_ i: Int) -> (Double, Double) { (Double(e.points[i].x), Double(e.points[i].y)) }
            switch e.type {
            case .moveToPoint: let p = pt(0); cairo_move_to(cr, p.0, p.1)
            case .addLineToPoint: let p = pt(0); cairo_line_to(cr, p.0, p.1)
            case .addQuadCurveToPoint:
                var x0 = 0.0, y0 = 0.0
                cairo_get_current_point(cr, &x0, &y0)
                let c = pt(0), p = pt(1)
                cairo_curve_to(cr, x0 + 2 / 3 * (c.0 - x0), y0 + 2 / 3 * (c.1 - y0),
                               p.0 + 2 / 3 * (c.0 - p.0), p.1 + 2 / 3 * (c.1 - p.1), p.0, p.1)
            case .addCurveToPoint:
                let c1 = pt(0), c2 = pt(1), p = pt(2)
                cairo_curve_to(cr, c1.0, c1.1, c2.0, c2.1, p.0, p.1)
            case .closeSubpath: cairo_close_path(cr)
            }
        }
    }
}

/// An almost-Gaussian blur of an A8 coverage image: three box passes per axis (`BoxBlur`'s widths, the two
/// end taps weighted by its fraction), edges beyond the image taken as empty. Its buffers are kept between
/// blurs.
///
/// ```swift
/// let blur = CoverageBlur()
/// blur.blur(pixels, stride: stride, width: 64, height: 64, sigma: 4)
/// ```
final class CoverageBlur {
    private var plane: [Float] = []
    private var sums: [Double] = []

    func blur(_ data: UnsafeMutablePointer<UInt8>, stride: Int, width w: Int, height h: Int, sigma: Double) {
        let box = BoxBlur(sigma: sigma)
        guard w > 0, h > 0, !box.isIdentity else { return }
        if plane.count < w * h { plane = [Float](repeating: 0, count: w * h) }
        if sums.count < max(w, h) + 1 { sums = [Double](repeating: 0, count: max(w, h) + 1) }
        let r = box.radius, f = box.fraction
        plane.withUnsafeMutableBufferPointer { planeBuffer in
            sums.withUnsafeMutableBufferPointer { sumBuffer in
                let p = planeBuffer.baseAddress!, s = sumBuffer.baseAddress!
                for y in 0..<h { for x in 0..<w { p[y * w + x] = Float(data[y * stride + x]) } }
                for _ in 0..<3 {
                    for y in 0..<h { CoverageBlur.pass(p + y * w, count: w, step: 1, radius: r, fraction: f, sums: s) }
                }
                for _ in 0..<3 {
                    for x in 0..<w { CoverageBlur.pass(p + x, count: h, step: w, radius: r, fraction: f, sums: s) }
                }
                for y in 0..<h {
                    for x in 0..<w { data[y * stride + x] = UInt8(min(max(p[y * w + x].rounded(), 0), 255)) }
                }
            }
        }
    }

    /// One box pass along `count` values `step` apart, in place.
    private static func pass(_ p: UnsafeMutablePointer<Float>, count n: Int, step: Int, radius r: Int, fraction f: Double,
                             sums s: UnsafeMutablePointer<Double>) {
        s[0] = 0
        for k in 0..<n { s[k + 1] = s[k] + Double(p[k * step]) }
        let norm = 1 / (Double(2 * r + 1) + 2 * f)
        for k in 0..<n {
            let lo = max(k - r, 0), hi = min(k + r + 1, n)
            var total = s[hi] - s[lo]
            if f > 0 {
                if k - r - 1 >= 0 { total += f * (s[k - r] - s[k - r - 1]) }
                if k + r + 1 < n { total += f * (s[k + r + 2] - s[k + r + 1]) }
            }
            p[k * step] = Float(total * norm)
        }
    }
}
