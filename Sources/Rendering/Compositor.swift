import CCairo
import Foundation
import Views

/// Composites the presentation tree of a view into a framebuffer with cairo: nested frames, transforms about
/// each view's center, group opacity, rounded corners, borders, clipping, text, images, backdrop blur and
/// content transitions. It reads presentation values only.
public final class Compositor {
    public let text: TextRenderer
    public let images: ImageStore
    /// The colour the framebuffer is cleared to.
    public var clearColor = Color.black
    /// Errors met while drawing (a missing image, say), each reported once.
    public private(set) var errors: [RenderingError] = []

    private var cr: OpaquePointer?
    private var scale = 1.0
    /// Running hash of everything drawn so far in painter's order: the key of cached backdrop blurs.
    private var drawnHash: UInt64 = 0

    public init(text: TextRenderer, images: ImageStore = ImageStore()) {
        self.text = text
        self.images = images
        TextMeasurement.measurer = text
    }

    /// A compositor with the bundled font; throws naming the font file when it is missing.
    public convenience init() throws {
        self.init(text: try TextRenderer())
    }

    /// Draws `root` (placed at its frame in the framebuffer's point space) over the clear colour.
    public func render(_ root: View, into framebuffer: Framebuffer) {
        let context = cairo_create(framebuffer.surface)!
        defer { cairo_destroy(context); cr = nil }
        cr = context
        scale = framebuffer.scale
        drawnHash = 0xcbf2_9ce4_8422_2325
        mix(UInt64(framebuffer.width) << 32 | UInt64(framebuffer.height))
        // The clear colour lies behind everything, so cached backdrops depend on it (and on the scale).
        mix(scale.bitPattern)
        mix(UInt64(bitPattern: Int64(clearColor.hashValue)))
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        setSource(clearColor)
        cairo_paint(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        cairo_scale(context, scale, scale)
        draw(root)
        cairo_surface_flush(framebuffer.surface)
    }

    // MARK: Tree walk

    private func draw(_ view: View) {
        guard !view.isHidden, let cr else { return }
        let p = view.presentationValues
        guard p.alpha > 0.002 else { return }
        mix(view, p)
        cairo_save(cr)
        cairo_translate(cr, Double(p.center.x), Double(p.center.y))
        if !p.transform.isIdentity {
            var m = cairo_matrix_t(xx: Double(p.transform.a), yx: Double(p.transform.b),
                                   xy: Double(p.transform.c), yy: Double(p.transform.d),
                                   x0: Double(p.transform.tx), y0: Double(p.transform.ty))
            cairo_transform(cr, &m)
        }
        cairo_translate(cr, -Double(p.bounds.midX), -Double(p.bounds.midY))
        let grouped = p.alpha < 0.998
        if grouped { cairo_push_group(cr) }
        if let transition = view.presentationTransition, transition.kind != .none {
            mix(UInt64(transition.progress.bitPattern))
            drawTransition(view, p, transition)
        } else {
            drawBody(view, p)
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(p.alpha))
        }
        cairo_restore(cr)
    }

    /// Background, blur, content, subviews (clipped when asked) and border, in the view's bounds space.
    private func drawBody(_ view: View, _ p: PresentationValues) {
        guard let cr else { return }
        let rect = p.bounds
        let radius = min(p.cornerRadius, min(rect.width, rect.height) / 2)
        if let effect = view as? VisualEffectView {
            let blur = effect.presentationBlur
            mixBlur(blur)
            if !blur.isIdentity { drawBackdrop(of: effect, blur: blur, rect: rect, radius: radius) }
        }
        if p.backgroundColor.alpha > 0 {
            roundedRect(rect, radius: radius)
            setSource(p.backgroundColor)
            cairo_fill(cr)
        }
        if view.clipsToBounds {
            cairo_save(cr)
            roundedRect(rect, radius: radius)
            cairo_clip(cr)
        }
        drawContent(view, rect)
        for sub in view.subviews { draw(sub) }
        if view.clipsToBounds { cairo_restore(cr) }
        if p.borderWidth > 0 && p.borderColor.alpha > 0 {
            let w = p.borderWidth
            roundedRect(rect.insetBy(dx: w / 2, dy: w / 2), radius: max(radius - w / 2, 0))
            cairo_set_line_width(cr, Double(w))
            if let dash = view.borderDashPattern, !dash.isEmpty {
                let lengths = dash.map { Double($0) }
                lengths.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
            }
            setSource(p.borderColor)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    private func drawContent(_ view: View, _ rect: CGRect) {
        if let label = view as? Label {
            drawLabel(label, rect)
        } else if let imageView = view as? ImageView, let image = imageView.image {
            drawImage(imageView, image, rect)
        }
    }

    // MARK: Transitions

    private func drawTransition(_ view: View, _ p: PresentationValues, _ t: ContentTransitionState) {
        guard let cr else { return }
        let progress = min(max(t.progress, 0), 1)
        switch t.kind {
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
            let angle = Double.pi * progress
            let s = abs(cos(angle))
            let horizontal = t.kind == .flipFromLeft || t.kind == .flipFromRight
            cairo_save(cr)
            cairo_translate(cr, Double(p.bounds.midX), Double(p.bounds.midY))
            cairo_scale(cr, horizontal ? max(s, 0.001) : 1, horizontal ? 1 : max(s, 0.001))
            cairo_translate(cr, -Double(p.bounds.midX), -Double(p.bounds.midY))
            if progress < 0.5 { drawSnapshot(t.before, p) } else { drawBody(view, p) }
            cairo_restore(cr)
        default:
            // (1 − p) · before + p · after, composited as one layer: adding the weighted new content
            // (rather than laying it OVER) keeps the old content at its full weight and lets nothing behind
            // show through two opaque layers.
            cairo_push_group(cr)
            if progress < 1 {
                cairo_push_group(cr)
                drawSnapshot(t.before, p)
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, 1 - progress)
            }
            cairo_push_group(cr)
            drawBody(view, p)
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_ADD)
            cairo_paint_with_alpha(cr, progress)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
        }
    }

    private func drawSnapshot(_ snapshot: View?, _ p: PresentationValues) {
        guard let snapshot, let cr else { return }
        cairo_save(cr)
        cairo_translate(cr, Double(p.bounds.minX), Double(p.bounds.minY))
        draw(snapshot)
        cairo_restore(cr)
    }

    // MARK: Text and images

    private func drawLabel(_ label: Label, _ rect: CGRect) {
        guard let cr, let string = label.text, !string.isEmpty else { return }
        let wraps = label.numberOfLines != 1
        let widthPx = Int((Double(rect.width) * scale).rounded(.down))
        let key = LabelRasterKey(text: string, font: label.font, color: label.textColor, alignment: label.textAlignment,
                                 wraps: wraps, widthPx: widthPx, scale: scale)
        let cache: LabelRasterCache
        if let existing = label.renderCache as? LabelRasterCache { cache = existing } else {
            cache = LabelRasterCache()
            label.renderCache = cache
        }
        if cache.key != key {
            cache.key = key
            cache.raster = text.render(string, font: label.font, color: label.textColor, scale: scale,
                                       wrapWidth: wraps ? max(widthPx, 1) : nil, maxWidth: wraps ? nil : max(widthPx, 1),
                                       alignment: label.textAlignment)
        }
        guard let raster = cache.raster else { return }
        let w = Double(raster.width) / scale, h = Double(raster.height) / scale
        var x = Double(rect.minX)
        switch label.textAlignment {
        case .center: x += (Double(rect.width) - w) / 2
        case .right: x += Double(rect.width) - w
        default: break
        }
        if wraps && label.textAlignment != .left && label.textAlignment != .natural { x = Double(rect.minX) + (Double(rect.width) - w) / 2 }
        let y = Double(rect.minY) + (Double(rect.height) - h) / 2
        cairo_save(cr)
        cairo_translate(cr, x, y)
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_set_source_surface(cr, raster.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    private func drawImage(_ view: ImageView, _ image: Image, _ rect: CGRect) {
        guard let cr else { return }
        let surface: OpaquePointer
        do { surface = try images.surface(for: image) } catch let error as RenderingError {
            if !errors.contains(error) { errors.append(error) }
            return
        } catch { return }
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
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    // MARK: Backdrop blur

    private func drawBackdrop(of view: VisualEffectView, blur: BlurParameters, rect: CGRect, radius: CGFloat) {
        guard let cr, let target = cairo_get_group_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let linearScale = sqrt(abs(m.xx * m.yy - m.xy * m.yx))
        let sigma = Double(blur.radius) * linearScale
        var offX = 0.0, offY = 0.0
        cairo_surface_get_device_offset(target, &offX, &offY)
        let sw = Int(cairo_image_surface_get_width(target)), sh = Int(cairo_image_surface_get_height(target))
        // Device bounding box of the view, grown by 3σ so the edges blur with what lies around them.
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (ux, uy) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var x = Double(ux), y = Double(uy)
            cairo_user_to_device(cr, &x, &y)
            minX = min(minX, x + offX); maxX = max(maxX, x + offX)
            minY = min(minY, y + offY); maxY = max(maxY, y + offY)
        }
        let grow = 3 * sigma
        let x0 = max(Int((minX - grow).rounded(.down)), 0), y0 = max(Int((minY - grow).rounded(.down)), 0)
        let x1 = min(Int((maxX + grow).rounded(.up)), sw), y1 = min(Int((maxY + grow).rounded(.up)), sh)
        guard x1 > x0, y1 > y0 else { return }
        let region = (x: x0, y: y0, w: x1 - x0, h: y1 - y0)
        var key = drawnHash
        key = (key ^ UInt64(x0 << 32 | y0)) &* 0x100_0000_01b3
        key = (key ^ UInt64((x1 - x0) << 32 | (y1 - y0))) &* 0x100_0000_01b3
        let cache: BackdropBlur
        if let existing = view.renderCache as? BackdropBlur { cache = existing } else {
            cache = BackdropBlur()
            view.renderCache = cache
        }
        if !cache.isValid(for: Int(bitPattern: UInt(key))) {
            cairo_surface_flush(target)
            guard let data = cairo_image_surface_get_data(target) else { return }
            cache.update(source: UnsafeMutableRawPointer(data), stride: Int(cairo_image_surface_get_stride(target)),
                         region: region, blur: blur, sigma: sigma, key: Int(bitPattern: UInt(key)))
        }
        cairo_save(cr)
        roundedRect(rect, radius: radius)
        cairo_clip(cr)
        cache.paint(into: cr, deviceOffset: (offX, offY))
        cairo_restore(cr)
    }

    // MARK: Helpers

    private func roundedRect(_ r: CGRect, radius: CGFloat) {
        guard let cr else { return }
        let x = Double(r.minX), y = Double(r.minY), w = Double(r.width), h = Double(r.height)
        let rad = Double(max(min(radius, min(r.width, r.height) / 2), 0))
        cairo_new_path(cr)
        if rad <= 0.01 {
            cairo_rectangle(cr, x, y, w, h)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - rad, y + rad, rad, -Double.pi / 2, 0)
        cairo_arc(cr, x + w - rad, y + h - rad, rad, 0, Double.pi / 2)
        cairo_arc(cr, x + rad, y + h - rad, rad, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + rad, y + rad, rad, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    private func setSource(_ c: Color) {
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    }

    private func mix(_ v: UInt64) {
        drawnHash = (drawnHash ^ v) &* 0x100_0000_01b3
    }

    private func mix(_ view: View, _ p: PresentationValues) {
        mix(UInt64(UInt(bitPattern: ObjectIdentifier(view).hashValue)))
        mix(view.contentRevision)
        mix(Double(p.center.x).bitPattern); mix(Double(p.center.y).bitPattern)
        mix(Double(p.bounds.width).bitPattern); mix(Double(p.bounds.height).bitPattern)
        mix(Double(p.bounds.minX).bitPattern); mix(Double(p.bounds.minY).bitPattern)
        let t = p.transform
        mix(Double(t.a).bitPattern); mix(Double(t.b).bitPattern); mix(Double(t.c).bitPattern)
        mix(Double(t.d).bitPattern); mix(Double(t.tx).bitPattern); mix(Double(t.ty).bitPattern)
        mix(Double(p.alpha).bitPattern); mix(Double(p.cornerRadius).bitPattern)
        mix(Double(p.borderWidth).bitPattern)
        mix(UInt64(bitPattern: Int64(p.backgroundColor.hashValue))); mix(UInt64(bitPattern: Int64(p.borderColor.hashValue)))
    }

    private func mixBlur(_ b: BlurParameters) {
        mix(Double(b.radius).bitPattern); mix(Double(b.saturation).bitPattern); mix(UInt64(bitPattern: Int64(b.tint.hashValue)))
    }
}

struct LabelRasterKey: Equatable {
    let text: String
    let font: Font
    let color: Color
    let alignment: TextAlignment
    let wraps: Bool
    let widthPx: Int
    let scale: Double
}

/// The rendered text of one label, kept on the label while its text and style stay the same.
final class LabelRasterCache {
    var key: LabelRasterKey?
    var raster: TextRaster?
}
