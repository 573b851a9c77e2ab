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
    /// store saves work on (a rounded or bordered shape, content of its own — a plain rectangle fill is
    /// cheaper drawn).
    func usesStores(_ view: View, _ p: PresentationValues, _ measured: MeasuredContent) -> Bool {
        guard cachesContent, measured.blur == nil, let record = view.renderCache as? RenderRecord,
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
        if view.subviews.isEmpty {
            inexact = paintStore(&record.under, .whole, view, p, record, device: device)
        } else {
            if p.backgroundColor.alpha > 0 || measuredContent(of: view, p).primitives > 0 {
                inexact = paintStore(&record.under, .under, view, p, record, device: device)
            }
            if view.clipsToBounds {
                cairo_save(cr)
                cairo_new_path(cr)
                appendRoundedRect(rect, radius: radius)
                cairo_clip(cr)
            }
            for sub in view.subviews { draw(sub) }
            if view.clipsToBounds { cairo_restore(cr) }
            if p.borderWidth > 0 && p.borderColor.alpha > 0 {
                inexact = paintStore(&record.over, .border, view, p, record, device: device) || inexact
            }
        }
        record.inexact = inexact
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
                let saved = self.cr, savedOpacity = self.opacity
                self.cr = storeContext
                self.opacity = 1
                self.drawOwn(view, p, part)
                self.cr = saved
                self.opacity = savedOpacity
            }
            if !drawn {
                // Too large or empty: drawn directly.
                drawOwn(view, p, part)
                return false
            }
        }
        store.paint(into: cr, device: device, alpha: opacity)
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
            if p.backgroundColor.alpha > 0 {
                cairo_new_path(cr)
                appendRoundedRect(rect, radius: radius)
                setSource(p.backgroundColor)
                cairo_fill(cr)
            }
            if measuredContent(of: view, p).primitives > 0, let record = view.renderCache as? RenderRecord {
                if view.clipsToBounds {
                    cairo_save(cr)
                    cairo_new_path(cr)
                    appendRoundedRect(rect, radius: radius)
                    cairo_clip(cr)
                }
                drawingContext.draw(view, rect: rect, record: record)
                if view.clipsToBounds { cairo_restore(cr) }
            }
        }
        if part != .under { drawBorder(view, p, rect: rect, radius: radius) }
    }

    /// Strokes the view's border inside its bounds.
    func drawBorder(_ view: View, _ p: PresentationValues, rect: CGRect, radius: CGFloat) {
        guard let cr, p.borderWidth > 0 && p.borderColor.alpha > 0 else { return }
        let w = p.borderWidth
        cairo_new_path(cr)
        appendRoundedRect(rect.insetBy(dx: w / 2, dy: w / 2), radius: max(radius - w / 2, 0))
        cairo_set_line_width(cr, Double(w))
        if let dash = view.borderDashPattern, !dash.isEmpty { setDash(dash) }
        setSource(p.borderColor)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }
}
