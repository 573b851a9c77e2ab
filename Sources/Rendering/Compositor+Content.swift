import CCairo
import Foundation
import Views

/// Drawing a view's own content: text, images and the backdrop blur.
extension Compositor {

    /// The label's text raster, made again only when its text, style or width changed.
    func labelRaster(_ label: Label, _ rect: CGRect, _ record: RenderRecord?) -> TextRaster? {
        guard let string = label.text, !string.isEmpty else { return nil }
        let wraps = label.numberOfLines != 1
        let widthPx = Int((Double(rect.width) * scale).rounded(.down))
        let key = LabelRasterKey(text: string, font: label.font, color: label.textColor, alignment: label.textAlignment,
                                 wraps: wraps, widthPx: widthPx, scale: scale)
        let cache: LabelRasterCache
        if let existing = record as? LabelRasterCache ?? label.renderCache as? LabelRasterCache { cache = existing } else {
            cache = LabelRasterCache()
            if let old = label.renderCache as? RenderRecord { cache.adopt(old) }
            label.renderCache = cache
        }
        if cache.key != key {
            cache.key = key
            cache.raster = text.render(string, font: label.font, color: label.textColor, scale: scale,
                                       wrapWidth: wraps ? max(widthPx, 1) : nil, maxWidth: wraps ? nil : max(widthPx, 1),
                                       alignment: label.textAlignment)
        }
        return cache.raster
    }

    /// Where the raster goes in the label's bounds (points).
    func labelRect(_ label: Label, _ rect: CGRect, _ raster: TextRaster) -> CGRect {
        let w = Double(raster.width) / scale, h = Double(raster.height) / scale
        let wraps = label.numberOfLines != 1
        var x = Double(rect.minX)
        switch label.textAlignment {
        case .center: x += (Double(rect.width) - w) / 2
        case .right: x += Double(rect.width) - w
        default: break
        }
        if wraps && label.textAlignment != .left && label.textAlignment != .natural { x = Double(rect.minX) + (Double(rect.width) - w) / 2 }
        let y = Double(rect.minY) + (Double(rect.height) - h) / 2
        return CGRect(x: x, y: y, width: w, height: h)
    }

    func drawLabel(_ label: Label, _ rect: CGRect) {
        guard let cr, let raster = labelRaster(label, rect, nil) else { return }
        let r = labelRect(label, rect, raster)
        cairo_save(cr)
        cairo_translate(cr, Double(r.minX), Double(r.minY))
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_set_source_surface(cr, raster.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        paint()
        cairo_restore(cr)
    }

    func drawImage(_ view: ImageView, _ image: Image, _ rect: CGRect) {
        guard let cr, let surface = imageSurface(view, image, view.renderCache as? RenderRecord) else { return }
        let iw = Double(cairo_image_surface_get_width(surface)), ih = Double(cairo_image_surface_get_height(surface))
        guard iw > 0, ih > 0, rect.width > 0, rect.height > 0 else { return }
        var sx = Double(rect.width) / iw, sy = Double(rect.height) / ih
        switch view.contentMode {
        case .scaleToFill: break
        case .scaleAspectFit: sx = min(sx, sy); sy = sx
        case .scaleAspectFill: sx = max(sx, sy); sy = sx
        case .center: sx = 1 / scale; sy = 1 / scale
        }
        cairo_save(cr)
        if view.contentMode == .scaleAspectFill {
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_clip(cr)
        }
        cairo_translate(cr, Double(rect.midX) - iw * sx / 2, Double(rect.midY) - ih * sy / 2)
        cairo_scale(cr, sx, sy)
        if let tint = view.tintColor {
            setSource(tint)
            cairo_mask_surface(cr, surface, 0, 0)
        } else {
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
            paint()
        }
        cairo_restore(cr)
    }

    /// Paints the source, at the folded opacity.
    func paint() {
        if opacity < 1 { cairo_paint_with_alpha(cr, opacity) } else { cairo_paint(cr) }
    }

    // MARK: Backdrop blur

    func drawBackdrop(of view: VisualEffectView, blur: BlurParameters, rect: CGRect, radius: CGFloat) {
        guard let cr, let target = cairo_get_group_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let linearScale = sqrt(abs(m.xx * m.yy - m.xy * m.yx))
        let sigma = Double(blur.radius) * linearScale
        var offX = 0.0, offY = 0.0
        cairo_surface_get_device_offset(target, &offX, &offY)
        let sw = Int(cairo_image_surface_get_width(target)), sh = Int(cairo_image_surface_get_height(target))
        let cache: BackdropBlur
        if let existing = view.renderCache as? BackdropBlur { cache = existing } else {
            cache = BackdropBlur()
            if let old = view.renderCache as? RenderRecord { cache.adopt(old) }
            view.renderCache = cache
        }
        let region: (x: Int, y: Int, w: Int, h: Int)
        let output: PixelBox
        let key: Int
        if cache.pass == pass, offX == 0, offY == 0, sw == damage.bounds.x1, sh == damage.bounds.y1 {
            // Drawn straight into the framebuffer: the analysis pass found the region and keyed the backdrop.
            let b = cache.sampleBox
            guard !b.isEmpty else { return }
            region = (b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0)
            output = cache.viewBox
            key = cache.frameKey
        } else {
            // Inside a group or a snapshot: the backdrop is what the group drew; rebuilt every time.
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            func corner(_ ux: CGFloat, _ uy: CGFloat) {
                var x = Double(ux), y = Double(uy)
                cairo_user_to_device(cr, &x, &y)
                minX = min(minX, x + offX); maxX = max(maxX, x + offX)
                minY = min(minY, y + offY); maxY = max(maxY, y + offY)
            }
            corner(rect.minX, rect.minY); corner(rect.maxX, rect.minY)
            corner(rect.minX, rect.maxY); corner(rect.maxX, rect.maxY)
            let b = Compositor.sampleBox(minX: minX, minY: minY, maxX: maxX, maxY: maxY, sigma: sigma, width: sw, height: sh)
            guard !b.isEmpty else { return }
            region = (b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0)
            output = PixelBox(covering: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), pad: 1)
            key = Int(bitPattern: UInt(truncatingIfNeeded: pass &* 0x9E37_79B9_7F4A_7C15 | 1))
        }
        if !cache.isValid(for: key) {
            cairo_surface_flush(target)
            guard let data = cairo_image_surface_get_data(target) else { return }
            cache.update(source: UnsafeMutableRawPointer(data), stride: Int(cairo_image_surface_get_stride(target)),
                         region: region, output: output, blur: blur, sigma: sigma, key: key)
        }
        cairo_save(cr)
        roundedRect(rect, radius: radius)
        cairo_clip(cr)
        cache.paint(into: cr, deviceOffset: (offX, offY))
        cairo_restore(cr)
    }

    /// The device pixels a blur of `sigma` samples around a device bounding box: grown by 3σ so the edges
    /// blur with what lies around them, within the target.
    static func sampleBox(minX: Double, minY: Double, maxX: Double, maxY: Double, sigma: Double,
                          width: Int, height: Int) -> PixelBox {
        let grow = 3 * sigma
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, abs(minX) < 1e7, abs(maxX) < 1e7,
              abs(minY) < 1e7, abs(maxY) < 1e7 else { return .empty }
        let b = PixelBox(x0: max(Int((minX - grow).rounded(.down)), 0), y0: max(Int((minY - grow).rounded(.down)), 0),
                         x1: min(Int((maxX + grow).rounded(.up)), width), y1: min(Int((maxY + grow).rounded(.up)), height))
        return b.isEmpty ? .empty : b
    }
}
