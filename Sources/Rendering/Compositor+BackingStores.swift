import CCairo
import Foundation
import Views

/// Drawing views through their backing stores: a view's own drawing is rasterized once per content key and
/// transform, then composited — a frame that only moves, scales, turns or fades views blits or resamples
/// surfaces instead of filling paths, rescaling images and setting text again.
extension Compositor {
    /// Which part of a view's own drawing a store holds.
    enum StorePart: UInt64 {
        /// Background and content (the view has subviews, drawn between these and the border).
        case under = 1
        /// The border, above the subviews.
        case border = 2
        /// Background, content and border (the view has no subviews).
        case whole = 3
    }

    /// What the view's own drawing depends on: its content key (content stamp, bounds, corner radius, scale),
    /// colours, border and clipping.
    func ownContentKey(of view: View, _ p: PresentationValues) -> UInt64 {
        var k = contentKey(of: view, p)
        @inline(__always) func mix(_ v: UInt64) { k = (k ^ v) &* 0x100_0000_01b3 }
        @inline(__always) func mix(_ c: Color) {
            mix(Double(c.red).bitPattern); mix(Double(c.green).bitPattern)
            mix(Double(c.blue).bitPattern); mix(Double(c.alpha).bitPattern)
        }
        mix(p.backgroundColor); mix(p.borderColor); mix(Double(p.borderWidth).bitPattern)
        mix(view.clipsToBounds ? 1 : 0)
        return k
    }

    /// Whether the view's own drawing goes through backing stores this frame: caching is on, its content asks
    /// for no backdrop blur, its drawing did not change in each of the last frames, and it draws something a
    /// store saves work on (a rounded or bordered shape, content of its own — a rectangle fill is cheaper
    /// drawn, even turned: pixman's bilinear resampling costs more than cairo's polygon fill).
    func usesStores(_ view: View, _ p: PresentationValues, _ measured: MeasuredContent) -> Bool {
        guard cachesContent, measured.blur == nil, let record = existingRecord(of: view),
              record.ownKeyChanges < 2, p.bounds.width > 0, p.bounds.height > 0 else { return false }
        let fill = p.backgroundColor.alpha > 0
        let border = p.borderWidth > 0 && p.borderColor.alpha > 0
        let rounded = p.cornerRadius > 0.01
        return measured.primitives > 0 || border || (fill && rounded)
    }

    /// Whether the view is composited as one surface (a store and no subviews): its opacity is then applied
    /// to the surface, with no group.
    func paintsOneSurface(_ view: View, _ p: PresentationValues) -> Bool {
        view.subviews.isEmpty && usesStores(view, p, measuredContent(of: view, p))
    }

    /// Background, content, subviews and border, the view's own drawing through its stores.
    func drawBodyFromStores(_ view: View, _ p: PresentationValues, _ record: RenderRecord) {
        guard let cr else { return }
        let rect = p.bounds
        let radius = min(p.cornerRadius, min(rect.width, rect.height) / 2)
        var device = cairo_matrix_t()
        cairo_get_matrix(cr, &device)
        var inexact = false
        if view.subviews.isEmpty && !(view.rendersAsLayer && view.layer.hasStandaloneSublayers) {
            inexact = paintStore(&record.under, .whole, view, p, record, device: device)
        } else {
            if p.backgroundColor.alpha > 0 || measuredContent(of: view, p).primitives > 0 {
                inexact = paintStore(&record.under, .under, view, p, record, device: device)
            }
            let savedFastClip = fastClip
            var zoned = false
            if view.clipsToBounds {
                cairo_save(cr)
                cairo_new_path(cr)
                appendRoundedRect(rect, radius: radius)
                cairo_clip(cr)
                zoned = enterClip(rect, radius: radius, owner: record)
            }
            if view.rendersAsLayer { drawChildren(of: view) } else { for sub in view.subviews { draw(sub) } }
            if view.clipsToBounds { cairo_restore(cr) }
            if zoned { clipZones.removeLast() }
            fastClip = savedFastClip
            if p.borderWidth > 0 && p.borderColor.alpha > 0 {
                inexact = paintStore(&record.over, .border, view, p, record, device: device) || inexact
            }
        }
        record.inexact = inexact
        if inexact { showsResampledContent = true }
    }

    /// Composites one store of the view, drawing it first when it does not hold this drawing: exactly for this
    /// transform, unless the view is moving and the store can be resampled to it. Returns whether it was
    /// resampled.
    private func paintStore(_ slot: inout BackingStore?, _ part: StorePart, _ view: View, _ p: PresentationValues,
                            _ record: RenderRecord, device: cairo_matrix_t) -> Bool {
        guard let cr else { return false }
        let store = slot ?? BackingStore()
        slot = store
        let key = (record.ownKey ^ part.rawValue) &* 0x100_0000_01b3
        let linear = BackingStore.Linear(device)
        let fraction = (x: device.x0 - device.x0.rounded(.down), y: device.y0 - device.y0.rounded(.down))
        var resampled = false
        if store.holds(key, linear: linear, fraction: fraction) {
            // Drawn for exactly this: a blit.
        } else if record.moved && store.canResample(key, to: linear) {
            resampled = true
        } else {
            let extent = storeExtent(view, p, part)
            let drawn = store.rasterize(key: key, linear: linear, fraction: fraction, extent: extent,
                                        maxPixels: maxStorePixels) { storeContext in
                let saved = self.cr, savedOpacity = self.opacity, savedFastClip = self.fastClip
                let savedTarget = self.pixmanTarget
                self.cr = storeContext
                self.opacity = 1
                // Text and images go into the store straight through pixman too (no framebuffer zone applies).
                self.pixmanTarget = store.pixmanTarget
                self.fastClip = store.pixmanTarget == nil ? nil : store.pixelBox
                swap(&self.clipZones, &self.storeClipZones)
                self.drawOwn(view, p, part)
                swap(&self.clipZones, &self.storeClipZones)
                self.cr = saved
                self.opacity = savedOpacity
                self.fastClip = savedFastClip
                self.pixmanTarget = savedTarget
            }
            if !drawn {
                // Too large or empty: drawn directly.
                drawOwn(view, p, part)
                return false
            }
        }
        store.paint(into: cr, device: device, alpha: opacity, fast: fastPaint)
        return resampled
    }

    /// The bounds-space rectangle a store of the view must cover.
    private func storeExtent(_ view: View, _ p: PresentationValues, _ part: StorePart) -> CGRect {
        if part == .border || view.clipsToBounds { return p.bounds }
        var extent = p.bounds
        if let box = measuredContent(of: view, p).box { extent = extent.union(box) }
        return extent
    }

    /// Draws a part of the view's own drawing on the current context, in its bounds space.
    func drawOwn(_ view: View, _ p: PresentationValues, _ part: StorePart) {
        guard let cr else { return }
        let rect = p.bounds
        let radius = min(p.cornerRadius, min(rect.width, rect.height) / 2)
        if part != .border {
            if p.backgroundColor.alpha > 0, !fillRounded(rect, radius: radius, p.backgroundColor),
               !fillConverted(rect, radius: radius, p.backgroundColor) {
                cairo_new_path(cr)
                appendRoundedRect(rect, radius: radius)
                setSource(p.backgroundColor)
                cairo_fill(cr)
            }
            if measuredContent(of: view, p).primitives > 0, let record = existingRecord(of: view) {
                let savedFastClip = fastClip
                if view.clipsToBounds {
                    cairo_save(cr)
                    cairo_new_path(cr)
                    appendRoundedRect(rect, radius: radius)
                    cairo_clip(cr)
                    fastClip = nil   // the clip is cairo's alone here
                }
                drawingContext.draw(view, rect: rect, record: record)
                if view.clipsToBounds { cairo_restore(cr) }
                fastClip = savedFastClip
            }
        }
        if part != .under { drawBorder(view, p, rect: rect, radius: radius) }
    }

    /// Narrows the fast path to a view's clip, just set on cairo: an axis-aligned rectangle on whole pixels
    /// narrows the fast clip; one off the pixel grid or rounded adds a zone (returns true: pop it after the
    /// subviews); a turned one stops the fast path for the subtree (the caller restores the fast clip).
    func enterClip(_ rect: CGRect, radius: CGFloat, owner: RenderRecord? = nil) -> Bool {
        guard let clip = fastClip, let cr else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { fastClip = nil; return false }
        let x0 = m.xx * Double(rect.minX) + m.x0, x1 = m.xx * Double(rect.maxX) + m.x0
        let y0 = m.yy * Double(rect.minY) + m.y0, y1 = m.yy * Double(rect.maxY) + m.y0
        guard abs(x0) < 1e6, abs(x1) < 1e6, abs(y0) < 1e6, abs(y1) < 1e6 else { fastClip = nil; return false }
        func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-9 }
        let inner = PixelBox(x0: Int((x0 - 1e-9).rounded(.up)), y0: Int((y0 - 1e-9).rounded(.up)),
                             x1: Int((x1 + 1e-9).rounded(.down)), y1: Int((y1 + 1e-9).rounded(.down)))
        if radius <= 0.01 && whole(x0) && whole(x1) && whole(y0) && whole(y1) {
            fastClip = clip.intersection(inner)
            return false
        }
        let rx = Int((Double(radius) * m.xx).rounded(.up)), ry = Int((Double(radius) * m.yy).rounded(.up))
        let shapeBox = PixelBox(covering: CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), pad: 1)
        clipZones.append(ClipZone(a: PixelBox(x0: inner.x0 + rx, y0: inner.y0, x1: inner.x1 - rx, y1: inner.y1),
                                  b: PixelBox(x0: inner.x0, y0: inner.y0 + ry, x1: inner.x1, y1: inner.y1 - ry),
                                  rect: rect, radius: radius, matrix: m, shapeBox: shapeBox, owner: owner,
                                  wholeEdges: whole(x0) && whole(x1) && whole(y0) && whole(y1)))
        return true
    }

    /// Fills a rectangle (bounds space) with a colour through pixman when it lands on whole pixels, axis
    /// aligned, where the fast path may paint; returns false (nothing drawn) otherwise.
    func fillFast(_ rect: CGRect, _ color: Color) -> Bool {
        guard let fast = fastPaint, let cr else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0 else { return false }
        let x0 = m.xx * Double(rect.minX) + m.x0, x1 = m.xx * Double(rect.maxX) + m.x0
        let y0 = m.yy * Double(rect.minY) + m.y0, y1 = m.yy * Double(rect.maxY) + m.y0
        func whole(_ v: Double) -> Bool { abs(v) < 1e6 && abs(v - v.rounded()) < 1e-9 }
        let red = Double(color.red), green = Double(color.green), blue = Double(color.blue)
        let alpha = Double(color.alpha) * opacity
        if whole(x0), whole(x1), whole(y0), whole(y1) {
            let box = PixelBox(x0: Int(min(x0, x1).rounded()), y0: Int(min(y0, y1).rounded()),
                               x1: Int(max(x0, x1).rounded()), y1: Int(max(y0, y1).rounded())).intersection(fast.clip)
            if !fast.admits(box) {
                // Across one rounded clip's edge: the clip's shape cut to the rectangle, as cairo fills it.
                if fillRectAcrossClip(rect, color, fast) { return true }
                guard convertsFills, let clipped = fast.clipMask(for: box) else { return false }
                fast.target.fill(clipped.box, red: red, green: green, blue: blue, alpha: alpha, mask: clipped.mask,
                                 clipped.x, clipped.y)
                return true
            }
            fast.target.fill(box, red: red, green: green, blue: blue, alpha: alpha)
            return true
        }
        // Off the pixel grid: the edges in cairo's fixed point (a 256th of a pixel); each pixel is covered by
        // the share of its area inside, as cairo's rectangular scan converter finds it.
        guard abs(x0) < 1e6, abs(x1) < 1e6, abs(y0) < 1e6, abs(y1) < 1e6 else { return false }
        func fixed(_ v: Double) -> Int { Int((v * 256).rounded()) }
        let fx0 = fixed(min(x0, x1)), fx1 = fixed(max(x0, x1)), fy0 = fixed(min(y0, y1)), fy1 = fixed(max(y0, y1))
        guard fx1 > fx0, fy1 > fy0 else { return true }
        let outer = PixelBox(x0: fx0 >> 8, y0: fy0 >> 8, x1: (fx1 + 255) >> 8, y1: (fy1 + 255) >> 8)
        guard !outer.intersection(fast.clip).isEmpty else { return true }
        guard fast.admits(outer.intersection(fast.clip)) else { return fillRectAcrossClip(rect, color, fast) }
        forEachSpan(fx0, fx1) { xl, xh, cx in
            forEachSpan(fy0, fy1) { yl, yh, cy in
                let box = PixelBox(x0: xl, y0: yl, x1: xh, y1: yh).intersection(fast.clip)
                let area = cx * cy   // in 65536ths of a pixel
                fast.target.fill(box, red: red, green: green, blue: blue, alpha: alpha,
                                 coverage: UInt32((area * 255 + 32768) >> 16))
            }
        }
        return true
    }

    /// Calls `body` with the runs of pixels a fixed-point interval [f0, f1) covers (256ths of a pixel): the
    /// partly covered first pixel, the wholly covered ones, the partly covered last one, each with its
    /// coverage in 256ths. Allocates nothing.
    private func forEachSpan(_ f0: Int, _ f1: Int, _ body: (_ lo: Int, _ hi: Int, _ cover: Int) -> Void) {
        let p0 = f0 >> 8, p1 = (f1 - 1) >> 8
        if p0 == p1 { return body(p0, p0 + 1, f1 - f0) }
        let first = 256 - (f0 & 255)
        if first == 256 { body(p0, p1, 256) } else {
            body(p0, p0 + 1, first)
            if p1 > p0 + 1 { body(p0 + 1, p1, 256) }
        }
        body(p1, p1 + 1, f1 - (p1 << 8))
    }

    /// Fills a rounded rectangle (bounds space) — or, given a border width, the border inside it, as the
    /// stroke `drawBorder` makes — through pixman where the fast path may paint and the transform is axis
    /// aligned at one scale (`fast`: where it may paint, the compositor's own by default), its corners of at
    /// most `radiusLimit` device pixels; returns false (nothing drawn) otherwise.
    func fillRounded(_ rect: CGRect, radius: CGFloat, border: CGFloat? = nil, _ color: Color,
                     fast given: FastPaint? = nil, radiusLimit: Double = RoundedRectCoverage.maxRadius) -> Bool {
        guard let fast = given ?? fastPaint, let cr, rect.width > 0, rect.height > 0 else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, abs(m.xx - m.yy) < 1e-12 else { return false }
        let s = m.xx
        func shape(_ r: CGRect, _ radius: Double) -> RoundedRectCoverage.Shape {
            RoundedRectCoverage.Shape(x0: s * Double(r.minX) + m.x0, y0: s * Double(r.minY) + m.y0,
                                      x1: s * Double(r.maxX) + m.x0, y1: s * Double(r.maxY) + m.y0,
                                      radius: min(radius * s, s * Double(min(r.width, r.height)) / 2))
        }
        let outer: RoundedRectCoverage.Shape
        var hole: RoundedRectCoverage.Shape?
        if let w = border {
            // The stroke of the path inset by w / 2 with radius max(r − w / 2, 0), w wide (a path radius of
            // 0.01 or less is a rectangle, its corners mitred).
            let path = Double(max(radius - w / 2, 0))
            let rounded = path > 0.01
            outer = shape(rect, rounded ? path + Double(w) / 2 : 0)
            let inner = rect.insetBy(dx: w, dy: w)
            if inner.width > 0, inner.height > 0 { hole = shape(inner, rounded ? max(path - Double(w) / 2, 0) : 0) }
        } else {
            outer = shape(rect, radius <= 0.01 ? 0 : Double(radius))
        }
        guard abs(outer.x0) < 1e6, abs(outer.x1) < 1e6, abs(outer.y0) < 1e6, abs(outer.y1) < 1e6 else { return false }
        // Corners of a larger radius cost more sub-rows than cairo's flattened arcs: left to cairo.
        guard outer.radius <= radiusLimit else { return false }
        let box = PixelBox(x0: Int(outer.x0.rounded(.down)), y0: Int(outer.y0.rounded(.down)),
                           x1: Int(outer.x1.rounded(.up)), y1: Int(outer.y1.rounded(.up))).intersection(fast.clip)
        guard !box.isEmpty else { return true }
        guard fast.admits(box) else { return false }
        return roundedCoverage.fill(outer, hole: hole, into: fast.target, clip: fast.clip,
                                    red: Double(color.red), green: Double(color.green), blue: Double(color.blue),
                                    alpha: Double(color.alpha) * opacity)
    }

    /// Fills a standalone layer's border (all four corners rounded alike) as a view's border is filled,
    /// straight through pixman where `fast` lets it: under an axis-aligned transform at one scale, or — a
    /// circle (square bounds, corners of half the side) — under any turn at one scale, drawn as the same circle
    /// unturned (a spinner's ring). A border's corner rows cost little: corners up to `borderRadiusLimit`
    /// device pixels. False: nothing drawn (cairo strokes it).
    func fillLayerBorder(_ rect: CGRect, radius: CGFloat, width: CGFloat, _ color: Color, fast: FastPaint?) -> Bool {
        guard let fast, let cr, cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let limit = Compositor.borderRadiusLimit
        if m.xy == 0 && m.yx == 0 {
            return fillRounded(rect, radius: radius, border: width, color, fast: fast, radiusLimit: limit)
        }
        // A circle: its path (inset by half the border) still rounded, or the fill would be a square.
        let circle = abs(rect.width - rect.height) < 1e-9 && radius >= rect.width / 2 - 1e-9 && radius - width / 2 > 0.01
        guard circle, abs(m.xx - m.yy) < 1e-12, abs(m.xy + m.yx) < 1e-12 else { return false }
        let s = (m.xx * m.xx + m.yx * m.yx).squareRoot()
        let mx = Double(rect.midX), my = Double(rect.midY)
        let cx = m.xx * mx + m.xy * my + m.x0, cy = m.yx * mx + m.yy * my + m.y0
        var unturned = cairo_matrix_t(xx: s, yx: 0, xy: 0, yy: s, x0: cx - s * mx, y0: cy - s * my)
        cairo_set_matrix(cr, &unturned)
        let filled = fillRounded(rect, radius: radius, border: width, color, fast: fast, radiusLimit: limit)
        cairo_set_matrix(cr, &m)
        return filled
    }

    /// The largest corner radius (device pixels) of a layer's border filled through pixman.
    static let borderRadiusLimit = 128.0

    /// Strokes the view's border inside its bounds.
    func drawBorder(_ view: View, _ p: PresentationValues, rect: CGRect, radius: CGFloat) {
        guard let cr, p.borderWidth > 0 && p.borderColor.alpha > 0 else { return }
        let w = p.borderWidth
        if view.borderDashPattern?.isEmpty ?? true, fillRounded(rect, radius: radius, border: w, p.borderColor) { return }
        cairo_new_path(cr)
        appendRoundedRect(rect.insetBy(dx: w / 2, dy: w / 2), radius: max(radius - w / 2, 0))
        cairo_set_line_width(cr, Double(w))
        if let dash = view.borderDashPattern, !dash.isEmpty { setDash(dash) }
        setSource(p.borderColor)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }
}
