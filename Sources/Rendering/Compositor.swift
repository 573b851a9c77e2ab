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
    /// Redraw only the pixels that changed since the last frame into the same framebuffer (on by default);
    /// off, every frame is drawn whole.
    public var tracksDamage = true
    /// Pixels redrawn by the last `render` (0 when nothing had changed).
    public private(set) var lastRedrawnPixels = 0

    /// Records a frame the caller did not need to draw (nothing changed): no pixel redrawn.
    public func noteUnchangedFrame() { lastRedrawnPixels = 0 }

    private var cr: OpaquePointer?
    private var scale = 1.0
    /// Hash of what lies behind every view (framebuffer size, scale, clear colour): the start of every
    /// backdrop key.
    private var drawnHash: UInt64 = 0

    // Damage tracking: what the last frame drew into which framebuffer.
    private var damage = DamageRegion()
    private var pass: UInt64 = 0
    /// The framebuffer drawn last (weak: a new framebuffer at a freed one's address is not taken for it).
    private weak var lastTarget: Framebuffer?
    private weak var lastRoot: View?
    private var lastWidth = 0, lastHeight = 0
    private var lastScale = 0.0
    private var lastClear: Color?
    /// Set by the analysis pass when something on screen cannot be tracked (a content transition): redraw all.
    private var needsFullRedraw = false
    /// The visual-effect views met by this frame's analysis, in painter's order (storage kept between frames).
    private var blurs: [BackdropBlur] = []
    /// What this frame's analysis met so far, in painter's order: the pixels each view draws and its signature.
    private var painted: [(box: PixelBox, signature: UInt64)] = []

    public init(text: TextRenderer, images: ImageStore = ImageStore()) {
        self.text = text
        self.images = images
        TextMeasurement.measurer = text
        blurs.reserveCapacity(16)
        painted.reserveCapacity(1024)
    }

    /// A compositor with the bundled font; throws naming the font file when it is missing.
    public convenience init() throws {
        self.init(text: try TextRenderer())
    }

    /// Draws `root` (placed at its frame in the framebuffer's point space) over the clear colour.
    ///
    /// When the framebuffer is the one drawn last time, only what changed is redrawn: an analysis pass finds
    /// each view whose drawing (presentation, content, place on screen, subviews) differs from last frame and
    /// marks the pixels it covered and covers; backdrop blurs whose backdrop changed add the pixels they
    /// sample. Drawing is then clipped to those pixels, and views outside them are skipped. Returns whether
    /// any pixel was redrawn.
    @discardableResult
    public func render(_ root: View, into framebuffer: Framebuffer) -> Bool {
        scale = framebuffer.scale
        pass &+= 1
        let full = PixelBox(x0: 0, y0: 0, x1: framebuffer.width, y1: framebuffer.height)
        damage.removeAll()
        damage.bounds = full
        blurs.removeAll(keepingCapacity: true)
        painted.removeAll(keepingCapacity: true)
        needsFullRedraw = false

        // Analysis: signatures, boxes, blur keys, damage.
        drawnHash = 0xcbf2_9ce4_8422_2325
        mix(UInt64(framebuffer.width) << 32 | UInt64(framebuffer.height))
        // The clear colour lies behind everything, so cached backdrops depend on it (and on the scale).
        mix(scale.bitPattern)
        mix(clearColor)
        let base = CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale))
        _ = analyze(root, parent: base, clip: full, parentDamaged: false)
        let sameTarget = lastTarget === framebuffer && lastRoot === root && lastWidth == framebuffer.width
            && lastHeight == framebuffer.height && lastScale == scale && lastClear == clearColor
        if !tracksDamage || !sameTarget || needsFullRedraw {
            damage.removeAll()
            damage.add(full)
        } else {
            // A blur whose backdrop changed is rebuilt from freshly drawn pixels: everything it samples is redrawn.
            for blur in blurs where blur.frameKey != blur.drawnKey && !blur.sampleBox.isEmpty {
                damage.add(blur.sampleBox.grown(by: 2))
                damage.add(blur.treeBox)
            }
        }
        for blur in blurs { blur.drawnKey = blur.frameKey }
        lastTarget = framebuffer
        lastRoot = root
        lastWidth = framebuffer.width
        lastHeight = framebuffer.height
        lastScale = scale
        lastClear = clearColor
        lastRedrawnPixels = damage.area
        guard !damage.isEmpty else { return false }

        // Drawing, clipped to the damage.
        let context = cairo_create(framebuffer.surface)!
        defer { cairo_destroy(context); cr = nil }
        cr = context
        // One pass per damaged box, each clipped to its box (a single-box clip is what cairo copies cheaply on
        // every save); the boxes do not overlap, and a blur's whole sample lies in one of them.
        let wholeFrame = damage.contains(full)
        for b in damage.boxes {
            cairo_save(context)
            if !wholeFrame {
                cairo_rectangle(context, Double(b.x0), Double(b.y0), Double(b.x1 - b.x0), Double(b.y1 - b.y0))
                cairo_clip(context)
            }
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            setSource(clearColor)
            cairo_paint(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
            cairo_scale(context, scale, scale)
            draw(root, culling: wholeFrame ? nil : b)
            cairo_restore(context)
            if wholeFrame { break }
        }
        cairo_surface_flush(framebuffer.surface)
        return true
    }

    // MARK: Analysis

    /// The record of `view` (made on first sight), of the kind its content needs.
    private func record(of view: View, blur: Bool) -> RenderRecord {
        if let r = view.renderCache as? RenderRecord {
            if blur, !(r is BackdropBlur) {
                let b = BackdropBlur()
                b.adopt(r)
                view.renderCache = b
                return b
            }
            return r
        }
        let r: RenderRecord = blur ? BackdropBlur() : (view is Label ? LabelRasterCache() : RenderRecord())
        view.renderCache = r
        return r
    }

    /// Visits `view` and its subtree as drawing would: computes where each view lands on the framebuffer,
    /// hashes what it draws, and adds to the damage the old and new pixels of each subtree whose drawing
    /// changed. Returns the pixels the subtree covers.
    private func analyze(_ view: View, parent: CGAffineTransform, clip: PixelBox, parentDamaged: Bool) -> PixelBox {
        let p = view.presentationValues
        let effect = view as? VisualEffectView
        let blur = effect?.presentationBlur
        let hasBlur = blur.map { !$0.isIdentity } ?? false
        guard !view.isHidden, p.alpha > 0.002 else {
            // Not drawn: what it drew last time goes (its record keeps nothing, so it counts as new when shown).
            if let r = view.renderCache as? RenderRecord, r.pass &+ 1 == pass {
                if !parentDamaged { damage.add(r.treeBox) }
                r.pass = 0
                r.treeBox = .empty
                r.ownBox = .empty
            }
            return .empty
        }
        let record = self.record(of: view, blur: hasBlur)
        if record.compositor != ObjectIdentifier(self) {
            // Last drawn by another compositor (or never): what this one's framebuffer shows of it is unknown.
            if record.compositor != nil { needsFullRedraw = true }
            record.compositor = ObjectIdentifier(self)
        }
        let m = CGAffineTransform(translationX: -p.bounds.midX, y: -p.bounds.midY)
            .concatenating(p.transform)
            .concatenating(CGAffineTransform(translationX: p.center.x, y: p.center.y))
            .concatenating(parent)
        let transition = view.presentationTransition.flatMap { $0.kind != .none ? $0 : nil }
        if transition != nil { needsFullRedraw = true }

        // What the view draws, and where.
        var signature: UInt64 = 0xcbf2_9ce4_8422_2325
        func sig(_ v: UInt64) { signature = (signature ^ v) &* 0x100_0000_01b3 }
        func sig(_ c: Color) {
            sig(Double(c.red).bitPattern); sig(Double(c.green).bitPattern)
            sig(Double(c.blue).bitPattern); sig(Double(c.alpha).bitPattern)
        }
        sig(Double(m.a).bitPattern); sig(Double(m.b).bitPattern); sig(Double(m.c).bitPattern)
        sig(Double(m.d).bitPattern); sig(Double(m.tx).bitPattern); sig(Double(m.ty).bitPattern)
        sig(Double(p.bounds.minX).bitPattern); sig(Double(p.bounds.minY).bitPattern)
        sig(Double(p.bounds.width).bitPattern); sig(Double(p.bounds.height).bitPattern)
        sig(Double(p.alpha).bitPattern); sig(Double(p.cornerRadius).bitPattern); sig(Double(p.borderWidth).bitPattern)
        sig(p.backgroundColor); sig(p.borderColor)
        sig(view.contentRevision)
        if let transition { sig(transition.progress.bitPattern) }
        sig(view.clipsToBounds ? 1 : 0)
        if let blur {
            sig(Double(blur.radius).bitPattern); sig(Double(blur.saturation).bitPattern); sig(blur.tint)
        }
        for sub in view.subviews { sig(UInt64(UInt(bitPattern: ObjectIdentifier(sub).hashValue))) }

        var content = p.bounds
        if let label = view as? Label, let raster = labelRaster(label, p.bounds, record) {
            content = content.union(labelRect(label, p.bounds, raster))
            sig(UInt64(UInt(bitPattern: ObjectIdentifier(raster).hashValue)))
        } else if let imageView = view as? ImageView, let image = imageView.image,
                  imageView.contentMode == .center, let surface = imageSurface(imageView, image, record) {
            let iw = CGFloat(cairo_image_surface_get_width(surface)) / CGFloat(scale)
            let ih = CGFloat(cairo_image_surface_get_height(surface)) / CGFloat(scale)
            content = content.union(CGRect(x: p.bounds.midX - iw / 2, y: p.bounds.midY - ih / 2, width: iw, height: ih))
        }
        let ownBox = PixelBox(covering: content.applying(m), pad: 2).intersection(clip)
        let boundsBox = PixelBox(covering: p.bounds.applying(m), pad: 2)
        painted.append((ownBox, signature ^ UInt64(UInt(bitPattern: ObjectIdentifier(view).hashValue))))

        if hasBlur, let blur, let cache = record as? BackdropBlur {
            let sigma = Double(blur.radius) * sqrt(abs(Double(m.a) * Double(m.d) - Double(m.b) * Double(m.c)))
            let dev = p.bounds.applying(m)
            cache.sampleBox = Compositor.sampleBox(minX: Double(dev.minX), minY: Double(dev.minY), maxX: Double(dev.maxX),
                                                   maxY: Double(dev.maxY), sigma: sigma,
                                                   width: damage.bounds.x1, height: damage.bounds.y1)
            cache.viewBox = PixelBox(covering: dev, pad: 1)
            // The backdrop key: what was drawn so far where the blur samples (and the view itself).
            var key = drawnHash
            for (box, drawn) in painted where box.intersects(cache.sampleBox) {
                key = (key ^ drawn) &* 0x100_0000_01b3
            }
            key = (key ^ UInt64(bitPattern: Int64(cache.sampleBox.x0 << 32 | cache.sampleBox.y0))) &* 0x100_0000_01b3
            key = (key ^ UInt64(bitPattern: Int64(cache.sampleBox.x1 << 32 | cache.sampleBox.y1))) &* 0x100_0000_01b3
            cache.frameKey = Int(bitPattern: UInt(key))
            blurs.append(cache)
        }

        let damaged = parentDamaged || record.signature != signature || record.pass &+ 1 != pass
        let childClip = view.clipsToBounds ? clip.intersection(boundsBox) : clip
        var treeBox = ownBox
        for sub in view.subviews {
            treeBox = treeBox.union(analyze(sub, parent: m, clip: childClip, parentDamaged: damaged))
        }
        if damaged && !parentDamaged {
            if record.pass &+ 1 == pass { damage.add(record.treeBox) }
            damage.add(treeBox)
        }
        record.pass = pass
        record.signature = signature
        record.ownBox = ownBox
        record.treeBox = treeBox
        return treeBox
    }

    /// The surface of an image view's image, looked up once per image name.
    private func imageSurface(_ view: ImageView, _ image: Image, _ record: RenderRecord?) -> OpaquePointer? {
        if let record, record.imageName == image.name, let s = record.imageSurface { return s }
        let surface: OpaquePointer
        do { surface = try images.surface(for: image) } catch let error as RenderingError {
            if !errors.contains(error) { errors.append(error) }
            return nil
        } catch { return nil }
        record?.imageName = image.name
        record?.imageSurface = surface
        return surface
    }

    // MARK: Tree walk

    /// Skip subtrees outside this box (nil when the whole frame is redrawn).
    private var cullBox: PixelBox?
    /// Opacity folded into the one thing a view draws, instead of a group (1 elsewhere).
    private var opacity = 1.0

    private func draw(_ root: View, culling box: PixelBox?) {
        cullBox = box
        draw(root)
        cullBox = nil
    }

    private func draw(_ view: View) {
        guard !view.isHidden, let cr else { return }
        if let box = cullBox, let r = view.renderCache as? RenderRecord, r.pass == pass, !r.treeBox.intersects(box) { return }
        let p = view.presentationValues
        guard p.alpha > 0.002 else { return }
        cairo_save(cr)
        cairo_translate(cr, Double(p.center.x), Double(p.center.y))
        if !p.transform.isIdentity {
            var m = cairo_matrix_t(xx: Double(p.transform.a), yx: Double(p.transform.b),
                                   xy: Double(p.transform.c), yy: Double(p.transform.d),
                                   x0: Double(p.transform.tx), y0: Double(p.transform.ty))
            cairo_transform(cr, &m)
        }
        cairo_translate(cr, -Double(p.bounds.midX), -Double(p.bounds.midY))
        let transition = view.presentationTransition
        let translucent = p.alpha < 0.998
        // A view that draws one thing needs no group for its opacity: the thing is drawn translucent.
        let grouped = translucent && !(transition == nil && drawsOneThing(view, p))
        if grouped {
            // The group's surface is as large as the clip: bound it by the pixels the subtree covers.
            if let r = view.renderCache as? RenderRecord, r.pass == pass, !r.treeBox.isEmpty {
                var m = cairo_matrix_t()
                cairo_get_matrix(cr, &m)
                cairo_identity_matrix(cr)
                let b = r.treeBox
                cairo_rectangle(cr, Double(b.x0), Double(b.y0), Double(b.x1 - b.x0), Double(b.y1 - b.y0))
                cairo_clip(cr)
                cairo_set_matrix(cr, &m)
            }
            cairo_push_group(cr)
        } else if translucent { opacity = Double(p.alpha) }
        if let transition, transition.kind != .none {
            drawTransition(view, p, transition)
        } else {
            drawBody(view, p)
        }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(p.alpha))
        }
        opacity = 1
        cairo_restore(cr)
    }

    /// Whether the view draws at most one primitive (fill, border, text or image) and has no subviews or blur.
    private func drawsOneThing(_ view: View, _ p: PresentationValues) -> Bool {
        guard view.subviews.isEmpty, !(view is VisualEffectView) else { return false }
        var n = 0
        if p.backgroundColor.alpha > 0 { n += 1 }
        if p.borderWidth > 0 && p.borderColor.alpha > 0 { n += 1 }
        if let label = view as? Label, let text = label.text, !text.isEmpty { n += 1 }
        if let imageView = view as? ImageView, imageView.image != nil { n += 1 }
        return n <= 1
    }

    /// Background, blur, content, subviews (clipped when asked) and border, in the view's bounds space.
    private func drawBody(_ view: View, _ p: PresentationValues) {
        guard let cr else { return }
        let rect = p.bounds
        let radius = min(p.cornerRadius, min(rect.width, rect.height) / 2)
        if let effect = view as? VisualEffectView {
            let blur = effect.presentationBlur
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
            if let dash = view.borderDashPattern, !dash.isEmpty { setDash(dash) }
            setSource(p.borderColor)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    /// Dash lengths in a buffer kept between frames (no array made per stroke).
    private var dashLengths: [Double] = Array(repeating: 0, count: 16)

    private func setDash(_ dash: [CGFloat]) {
        let n = min(dash.count, dashLengths.count)
        for i in 0..<n { dashLengths[i] = Double(dash[i]) }
        dashLengths.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32(n), 0) }
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

    /// The label's text raster, made again only when its text, style or width changed.
    private func labelRaster(_ label: Label, _ rect: CGRect, _ record: RenderRecord?) -> TextRaster? {
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
    private func labelRect(_ label: Label, _ rect: CGRect, _ raster: TextRaster) -> CGRect {
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

    private func drawLabel(_ label: Label, _ rect: CGRect) {
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

    private func drawImage(_ view: ImageView, _ image: Image, _ rect: CGRect) {
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
    private func paint() {
        if opacity < 1 { cairo_paint_with_alpha(cr, opacity) } else { cairo_paint(cr) }
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
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha) * opacity)
    }

    private func mix(_ v: UInt64) {
        drawnHash = (drawnHash ^ v) &* 0x100_0000_01b3
    }

    private func mix(_ c: Color) {
        mix(Double(c.red).bitPattern); mix(Double(c.green).bitPattern)
        mix(Double(c.blue).bitPattern); mix(Double(c.alpha).bitPattern)
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
final class LabelRasterCache: RenderRecord {
    var key: LabelRasterKey?
    var raster: TextRaster?
}
