import CCairo
import Foundation
import Views

/// What a view's content draws with: text rasters, images and the backdrop blur, cached per view record.
extension Compositor {

    /// The raster of `text` set for a rectangle `width` points wide, made again only when the text, its style
    /// or the width changed (a view keeps the last few it drew).
    func textRaster(_ text: String, font: Font, color: Color, alignment: TextAlignment, numberOfLines: Int,
                    width: CGFloat, record: RenderRecord) -> TextRaster? {
        guard !text.isEmpty else { return nil }
        let wraps = numberOfLines != 1
        let widthPx = Int((Double(width) * scale).rounded(.down))
        let key = TextRasterKey(text: text, font: font, color: color, alignment: alignment, lines: numberOfLines,
                                widthPx: widthPx, scale: scale)
        if let i = record.textRasters.firstIndex(where: { $0.key == key }) { return record.textRasters[i].raster }
        guard let raster = self.text.render(text, font: font, color: color, scale: scale,
                                            wrapWidth: wraps ? max(widthPx, 1) : nil,
                                            maxWidth: wraps ? nil : max(widthPx, 1), maxLines: max(numberOfLines, 0),
                                            alignment: alignment)
        else { return nil }
        if record.textRasters.count >= 4 { record.textRasters.removeFirst() }
        record.textRasters.append((key, raster))
        return raster
    }

    /// Where a text raster goes in `rect` (points): vertically centred, aligned horizontally.
    func textRect(_ raster: TextRaster, in rect: CGRect, alignment: TextAlignment, numberOfLines: Int) -> CGRect {
        let w = Double(raster.width) / scale, h = Double(raster.height) / scale
        let wraps = numberOfLines != 1
        var x = Double(rect.minX)
        switch alignment {
        case .center: x += (Double(rect.width) - w) / 2
        case .right: x += Double(rect.width) - w
        default: break
        }
        if wraps && alignment != .left && alignment != .natural { x = Double(rect.minX) + (Double(rect.width) - w) / 2 }
        let y = Double(rect.minY) + (Double(rect.height) - h) / 2
        return CGRect(x: x, y: y, width: w, height: h)
    }

    /// Paints a text raster at `r` (points), at the folded opacity times `alpha`.
    func paint(_ raster: TextRaster, at r: CGRect, alpha: CGFloat) {
        guard let cr else { return }
        if let fast = fastPaint, let images = raster.images {
            // Straight through pixman: raster pixels → device is the current matrix · (r's origin, 1 / scale).
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            let s = 1 / scale, x = Double(r.minX), y = Double(r.minY)
            let device = cairo_matrix_t(xx: m.xx * s, yx: m.yx * s, xy: m.xy * s, yy: m.yy * s,
                                        x0: m.xx * x + m.xy * y + m.x0, y0: m.yx * x + m.yy * y + m.y0)
            if images.paint(device: device, width: raster.width, height: raster.height,
                            alpha: opacity * Double(alpha), fast: fast) { return }
        }
        cairo_save(cr)
        cairo_translate(cr, Double(r.minX), Double(r.minY))
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_set_source_surface(cr, raster.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        paint(alpha: alpha)
        cairo_restore(cr)
    }

    /// The surface of an image, looked up once per image name and view.
    func imageSurface(_ image: Image, record: RenderRecord) -> OpaquePointer? {
        if record.imageName == image.name, let s = record.imageSurface { return s }
        let surface: OpaquePointer
        do { surface = try images.surface(for: image) } catch let error as RenderingError {
            if !errors.contains(error) { errors.append(error) }
            return nil
        } catch { return nil }
        record.imageName = image.name
        record.imageSurface = surface
        return surface
    }

    /// The scale factors and the rectangle an image surface fills in `rect` per `contentMode`.
    private func imagePlacement(_ surface: OpaquePointer, in rect: CGRect,
                                contentMode: ContentMode) -> (sx: Double, sy: Double, rect: CGRect)? {
        let iw = Double(cairo_image_surface_get_width(surface)), ih = Double(cairo_image_surface_get_height(surface))
        guard iw > 0, ih > 0, rect.width > 0, rect.height > 0 else { return nil }
        var sx = Double(rect.width) / iw, sy = Double(rect.height) / ih
        switch contentMode {
        case .scaleToFill: break
        case .scaleAspectFit: sx = min(sx, sy); sy = sx
        case .scaleAspectFill: sx = max(sx, sy); sy = sx
        case .center: sx = 1 / scale; sy = 1 / scale
        }
        let w = iw * sx, h = ih * sy
        return (sx, sy, CGRect(x: Double(rect.midX) - w / 2, y: Double(rect.midY) - h / 2, width: w, height: h))
    }

    /// The rectangle (points) an image covers when drawn in `rect` (aspect fill is clipped to `rect`).
    func imageRect(_ surface: OpaquePointer, in rect: CGRect, contentMode: ContentMode) -> CGRect {
        guard let placed = imagePlacement(surface, in: rect, contentMode: contentMode) else { return .null }
        return contentMode == .scaleAspectFill ? placed.rect.intersection(rect) : placed.rect
    }

    /// Paints an image surface into `rect` per `contentMode`, tinted when asked.
    func paintImage(_ surface: OpaquePointer, in rect: CGRect, contentMode: ContentMode, tint: Color?, alpha: CGFloat,
                    record: RenderRecord? = nil) {
        guard let cr, let placed = imagePlacement(surface, in: rect, contentMode: contentMode) else { return }
        if tint == nil, let record, let fast = fastPaint, let images = record.surfaceImages(for: surface) {
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            // Aspect fill is clipped to `rect`: through pixman only when that lands on whole pixels.
            var clip: PixelBox? = fast.clip
            if contentMode == .scaleAspectFill { clip = wholePixelBox(rect, m).map { $0.intersection(fast.clip) } }
            if let clip {
                let x = Double(placed.rect.minX), y = Double(placed.rect.minY)
                let device = cairo_matrix_t(xx: m.xx * placed.sx, yx: m.yx * placed.sx, xy: m.xy * placed.sy,
                                            yy: m.yy * placed.sy, x0: m.xx * x + m.xy * y + m.x0,
                                            y0: m.yx * x + m.yy * y + m.y0)
                let iw = Int(cairo_image_surface_get_width(surface)), ih = Int(cairo_image_surface_get_height(surface))
                if images.paint(device: device, width: iw, height: ih, alpha: opacity * Double(alpha),
                                fast: FastPaint(target: fast.target, clip: clip, zones: fast.zones)) { return }
            }
        }
        cairo_save(cr)
        if contentMode == .scaleAspectFill {
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            cairo_clip(cr)
        }
        cairo_translate(cr, Double(placed.rect.minX), Double(placed.rect.minY))
        cairo_scale(cr, placed.sx, placed.sy)
        if let tint {
            cairo_set_source_rgba(cr, Double(tint.red), Double(tint.green), Double(tint.blue),
                                  Double(tint.alpha) * Double(alpha) * opacity)
            cairo_mask_surface(cr, surface, 0, 0)
        } else {
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
            paint(alpha: alpha)
        }
        cairo_restore(cr)
    }

    /// The device pixels of `rect` (user space under `m`) when it is axis aligned on whole pixels; nil otherwise.
    func wholePixelBox(_ rect: CGRect, _ m: cairo_matrix_t) -> PixelBox? {
        guard m.xy == 0, m.yx == 0 else { return nil }
        let x0 = m.xx * Double(rect.minX) + m.x0, x1 = m.xx * Double(rect.maxX) + m.x0
        let y0 = m.yy * Double(rect.minY) + m.y0, y1 = m.yy * Double(rect.maxY) + m.y0
        func whole(_ v: Double) -> Bool { abs(v) < 1e6 && abs(v - v.rounded()) < 1e-9 }
        guard whole(x0), whole(x1), whole(y0), whole(y1) else { return nil }
        return PixelBox(x0: Int(min(x0, x1).rounded()), y0: Int(min(y0, y1).rounded()),
                        x1: Int(max(x0, x1).rounded()), y1: Int(max(y0, y1).rounded()))
    }

    /// Paints the source, at the folded opacity times `alpha`.
    func paint(alpha: CGFloat = 1) {
        let a = opacity * Double(alpha)
        if a < 1 { cairo_paint_with_alpha(cr, a) } else { cairo_paint(cr) }
    }

    // MARK: Backdrop blur

    func drawBackdrop(_ cache: BackdropBlur, blur: BlurParameters, rect: CGRect, radius: CGFloat) {
        guard let cr, let target = cairo_get_group_target(cr),
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let linearScale = sqrt(abs(m.xx * m.yy - m.xy * m.yx))
        let sigma = Double(blur.radius) * linearScale
        var offX = 0.0, offY = 0.0
        cairo_surface_get_device_offset(target, &offX, &offY)
        let sw = Int(cairo_image_surface_get_width(target)), sh = Int(cairo_image_surface_get_height(target))
        let region: (x: Int, y: Int, w: Int, h: Int)
        let output: PixelBox
        let key: Int
        if cache.pass == pass, offX == 0, offY == 0, sw == damage.bounds.x1, sh == damage.bounds.y1 {
            // Drawn straight into the framebuffer: the analysis pass found the region and keyed the backdrop.
            let b = cache.sampleBox
            guard !b.isEmpty else { return }
            region = (b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0)
            output = cache.viewBox.intersection(damage.bounds)
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
            // Sampled inside the view's clipping ancestors only (their edges extended), as in the framebuffer.
            var inside = PixelBox(x0: 0, y0: 0, x1: sw, y1: sh)
            // (Kept from this frame's analysis only: a snapshot of a view drawn elsewhere since is not clipped by it.)
            if cache.pass == pass, let local = cache.localSampleClip {
                let bounds = (minX, minY, maxX, maxY)
                minX = .infinity; minY = .infinity; maxX = -.infinity; maxY = -.infinity
                corner(local.minX, local.minY); corner(local.maxX, local.minY)
                corner(local.minX, local.maxY); corner(local.maxX, local.maxY)
                inside = Compositor.inside(CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
                (minX, minY, maxX, maxY) = bounds
            }
            let b = Compositor.sampleBox(minX: minX, minY: minY, maxX: maxX, maxY: maxY, sigma: sigma, width: sw, height: sh)
                .intersection(inside)
            guard !b.isEmpty else { return }
            region = (b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0)
            output = PixelBox(covering: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), pad: 1)
                .intersection(PixelBox(x0: 0, y0: 0, x1: sw, y1: sh))
            key = Int(bitPattern: UInt(truncatingIfNeeded: pass &* 0x9E37_79B9_7F4A_7C15 | 1))
        }
        if !cache.isValid(for: key) {
            cairo_surface_flush(target)
            guard let data = cairo_image_surface_get_data(target) else { return }
            cache.workers = workers
            cache.update(source: UnsafeMutableRawPointer(data), stride: Int(cairo_image_surface_get_stride(target)),
                         region: region, output: output, blur: blur, sigma: sigma, key: key)
        }
        if offX == 0, offY == 0, paintBackdropFast(cache, rect: rect, radius: radius) { return }
        cairo_save(cr)
        cairo_new_path(cr)
        appendRoundedRect(rect, radius: radius)
        cairo_clip(cr)
        cache.paint(into: cr, deviceOffset: (offX, offY))
        cairo_restore(cr)
    }

    /// Composites the blur through its rounded shape straight into the framebuffer with pixman, where the fast
    /// path may paint; false (nothing drawn) otherwise.
    private func paintBackdropFast(_ cache: BackdropBlur, rect: CGRect, radius: CGFloat) -> Bool {
        guard let fast = fastPaint, let cr, let image = cache.pixmanImage else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let corners = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
            .applying(CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0))
        let shape = PixelBox(covering: corners, pad: 1)
        let out = cache.output
        let box = shape.intersection(out).intersection(fast.clip)
        guard !box.isEmpty else { return true }
        if !fast.admits(box) {
            // Across one rounded clip's edge: through the product of the blur's shape and the clip's coverage.
            guard let clipped = fast.clipMask(for: box),
                  let mask = cache.mask.image(rect: rect, radius: radius, device: m, box: shape, compositor: self)
            else { return false }
            let b = clipped.box
            guard let both = scratchMask.product(mask, b.x0 - shape.x0, b.y0 - shape.y0, clipped.mask, clipped.x,
                                                 clipped.y, width: b.x1 - b.x0, height: b.y1 - b.y0) else { return false }
            fast.target.composite(image, mask: both, source: b.x0 - out.x0, b.y0 - out.y0, mask: 0, 0, into: b)
            return true
        }
        guard let mask = cache.mask.image(rect: rect, radius: radius, device: m, box: shape, compositor: self) else { return false }
        fast.target.composite(image, mask: mask, source: box.x0 - out.x0, box.y0 - out.y0,
                              mask: box.x0 - shape.x0, box.y0 - shape.y0, into: box)
        return true
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

/// What a text raster depends on.
struct TextRasterKey: Equatable {
    let text: String
    let font: Font
    let color: Color
    let alignment: TextAlignment
    /// The label's `numberOfLines`: 1 one line, 0 as many as needed, else at most that many.
    let lines: Int
    let widthPx: Int
    let scale: Double
}
