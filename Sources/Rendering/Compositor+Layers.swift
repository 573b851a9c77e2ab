import CCairo
import CPixman
import Foundation
import Views

/// Drawing the layer tree: standalone sublayers (shadow, background, contents, sublayers, border, mask),
/// views whose layer needs more than a view's drawing (anchor point, 3D, shadow, mask, masked corners), and
/// projected (non-affine) layers, drawn flat then mapped onto their quad with pixman's projective transform.
extension Compositor {

    /// The view's subviews — or, when its layer has standalone sublayers, every sublayer in drawing order.
    func drawChildren(of view: View) {
        guard view.rendersAsLayer, view.layer.hasStandaloneSublayers else {
            for sub in view.subviews { draw(sub) }
            return
        }
        let layer = view.layer
        let v = layer.presentationValues
        for child in layer.sublayersInDrawingOrder {
            if let sub = child.view {
                draw(sub)
            } else {
                drawLayer(child, superBounds: v.bounds, sublayerTransform: v.sublayerTransform)
            }
        }
    }

    /// The matrix from a layer's bounds space to its superlayer's, as a homography.
    static func layerMatrix(_ v: LayerValues, superBounds: CGRect = .zero,
                            sublayerTransform: Transform3D = .identity) -> Projective {
        Projective(LayerQuad.matrix(bounds: v.bounds, position: v.position, anchorPoint: v.anchorPoint,
                                    zPosition: v.zPosition, transform: v.fullTransform,
                                    sublayerTransform: sublayerTransform, superlayerBounds: superBounds))
    }

    /// A view's matrix from its bounds to its superview's, under the superview layer's sublayerTransform
    /// (perspective for a set of cards) when it has one.
    static func layerMatrix(of view: View, _ v: LayerValues) -> Projective {
        guard view.inheritsSublayerTransform, let superview = view.superview else { return layerMatrix(v) }
        let s = superview.layer.presentationValues
        return layerMatrix(v, superBounds: s.bounds, sublayerTransform: s.sublayerTransform)
    }

    /// Whether a rectangle is finite and of a sane size.
    static func isUsable(_ r: CGRect) -> Bool {
        !r.isNull && r.minX.isFinite && r.minY.isFinite && r.maxX.isFinite && r.maxY.isFinite
            && abs(r.minX) < 1e7 && abs(r.minY) < 1e7 && abs(r.maxX) < 1e7 && abs(r.maxY) < 1e7
    }

    /// Draws a standalone layer and its sublayers, the context in its superlayer's bounds space.
    func drawLayer(_ layer: Layer, superBounds: CGRect, sublayerTransform: Transform3D) {
        guard let cr else { return }
        // Inside a replicator's delayed copy: the layer shows its animations that far behind.
        let savedShift = replicators.timeShift
        if savedShift != 0 { replicators.timeShift = savedShift * Double(layer.speed) }
        defer { replicators.timeShift = savedShift }
        let v = layer.presentationValues(timeShift: replicators.timeShift)
        guard !v.isHidden, v.opacity >= 0.002, v.opacity.isFinite, Compositor.isUsable(v.bounds) else { return }
        let local = Compositor.layerMatrix(v, superBounds: superBounds, sublayerTransform: sublayerTransform)
        guard local.isUsable else { return }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let device = local.then(Projective(ctm))
        let det = device.determinant
        guard device.isUsable, det.isFinite, abs(det) > 1e-12 else { return }
        // Turned away (its winding reversed): not drawn when single-sided.
        if !layer.isDoubleSided && det < 0 { return }
        let alpha = min(Double(v.opacity), 1)
        if local.isAffine {
            var m = local.cairoMatrix
            cairo_save(cr)
            cairo_transform(cr, &m)
            drawLayerTree(layer, v, alpha: alpha)
            cairo_restore(cr)
        } else {
            let extent = drawnExtent(layer, v, timeShift: replicators.timeShift) ?? Compositor.layerExtent(v, of: layer)
            drawProjected(extent: extent, device: device, alpha: alpha) {
                self.drawLayerTree(layer, v, alpha: 1)
            }
        }
    }

    /// Shadow, background, contents, sublayers (clipped when asked) and border of a standalone layer, the
    /// context in its bounds space; `alpha` is folded into the one thing it draws, or applied to a group.
    func drawLayerTree(_ layer: Layer, _ v: LayerValues, alpha: Double) {
        guard let cr else { return }
        let rect = v.bounds
        let radius = max(min(v.cornerRadius, min(rect.width, rect.height) / 2), 0)
        let background: Color? = v.backgroundColor.alpha > 0 ? v.backgroundColor : nil, border: Color? = v.borderColor
        let fills = (background?.alpha ?? 0) > 0
        let strokes = v.borderWidth > 0 && (border?.alpha ?? 0) > 0
        let image = layer.contents as? Image
        let shadows = Compositor.shadowExtent(v) != nil
        let children = layer.hasStandaloneSublayers
        let shape = layer as? ShapeLayer
        let gradient = layer as? GradientLayer, textLayer = layer as? TextLayer
        let emitter = layer as? EmitterLayer
        let own: Int = (fills ? 1 : 0) + (strokes ? 1 : 0) + (image != nil ? 1 : 0) + (shadows ? 1 : 0)
        let things = own + Compositor.contentThings(layer, v)
        let savedOpacity = opacity, savedFastClip = fastClip
        fastClip = nil
        let grouped = alpha < 0.998 && (children || things > 1 || layer.mask != nil)
        if grouped {
            cairo_push_group(cr)
            opacity = 1
        } else {
            opacity = savedOpacity * alpha
        }
        if layer.mask != nil { cairo_push_group(cr) }
        // Where this layer's own paints may go straight into the target: nothing of it groups or masks it.
        let direct = !grouped && layer.mask == nil
        let directFast = direct ? savedFastClip.flatMap { clip in
            pixmanTarget.map { FastPaint(target: $0, clip: clip, zones: clipZones, compositor: self) }
        } : nil
        if shadows { drawLayerShadow(v, rect: rect, radius: radius, corners: v.maskedCorners, fast: directFast) }
        if fills, let background,
           !(directFast.map { fillConverted(rect, radius: radius, corners: v.maskedCorners, background, fast: $0) } ?? false) {
            cairo_new_path(cr)
            Compositor.appendRect(rect, radius: radius, corners: v.maskedCorners, to: cr)
            setSource(background)
            cairo_fill(cr)
        }
        if v.masksToBounds && (image != nil || children) {
            cairo_save(cr)
            cairo_new_path(cr)
            Compositor.appendRect(rect, radius: radius, corners: v.maskedCorners, to: cr)
            cairo_clip(cr)
        }
        if let image { drawLayerContents(image, layer, in: rect) }
        if let shape { drawShape(shape, v.shape) }
        if let gradient { drawGradient(gradient, v) }
        if let textLayer { drawTextLayer(textLayer, v) }
        if let emitter {
            // Straight into the target through pixman where nothing of this layer groups or clips it (cairo's
            // clip of the views around it is honoured by the fast path's box and zones).
            // Not where this layer clips to its bounds (cairo's clip, set for sublayers or a contents image).
            let particlesDirect = !(v.masksToBounds && (children || image != nil)) && !particleSprites.throughCairo
            drawParticles(emitter, fast: particlesDirect ? directFast : nil)
        }
        // Sublayers may paint straight into the target too where this layer neither groups, masks nor clips
        // them (cairo's clip of a masksToBounds layer is not the fast path's).
        if direct && !(v.masksToBounds && (image != nil || children)) { fastClip = savedFastClip }
        if children, let replicator = layer as? ReplicatorLayer {
            drawReplicas(replicator, v)
        } else if children {
            for child in layer.sublayersInDrawingOrder where child.view == nil {
                drawLayer(child, superBounds: rect, sublayerTransform: v.sublayerTransform)
            }
        }
        fastClip = nil
        if v.masksToBounds && (image != nil || children) { cairo_restore(cr) }
        if strokes, let border,
           !(v.maskedCorners == .all && fillLayerBorder(rect, radius: radius, width: v.borderWidth, border, fast: directFast)) {
            let w = v.borderWidth
            cairo_new_path(cr)
            Compositor.appendRect(rect.insetBy(dx: w / 2, dy: w / 2), radius: max(radius - w / 2, 0),
                                  corners: v.maskedCorners, to: cr)
            cairo_set_line_width(cr, Double(w))
            setSource(border)
            cairo_stroke(cr)
        }
        if let mask = layer.mask { applyMask(mask, bounds: rect) }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha * savedOpacity)
        }
        opacity = savedOpacity
        fastClip = savedFastClip
    }

    /// How many things the content of a drawing layer subclass paints (a shape's fill and stroke, a gradient,
    /// a text, particles): more than one under a translucent opacity needs a group.
    static func contentThings(_ layer: Layer, _ v: LayerValues) -> Int {
        if layer is ShapeLayer { return shapeThings(v.shape) }
        if layer is GradientLayer { return gradientThings(v.gradient) }
        if let text = layer as? TextLayer { return textThings(text, v.text) }
        if let emitter = layer as? EmitterLayer { return emitterThings(emitter) }
        return 0
    }

    /// Ends the group pushed for a masked layer: paints it through the alpha of `mask` drawn in the layer's
    /// bounds space.
    func applyMask(_ mask: Layer, bounds: CGRect) {
        guard let cr else { return }
        let content = cairo_pop_group(cr)
        cairo_push_group(cr)
        let savedOpacity = opacity
        opacity = 1
        drawLayer(mask, superBounds: bounds, sublayerTransform: .identity)
        opacity = savedOpacity
        let coverage = cairo_pop_group(cr)
        cairo_set_source(cr, content)
        cairo_mask(cr, coverage)
        cairo_pattern_destroy(coverage)
        cairo_pattern_destroy(content)
    }

    /// Paints a layer's contents image where its gravity places it in `rect`.
    func drawLayerContents(_ image: Image, _ layer: Layer, in rect: CGRect) {
        guard let cr else { return }
        let surface: OpaquePointer
        do { surface = try images.surface(for: image) } catch let error as RenderingError {
            if !errors.contains(error) { errors.append(error) }
            return
        } catch { return }
        let iw = Double(cairo_image_surface_get_width(surface)), ih = Double(cairo_image_surface_get_height(surface))
        let s = layer.contentsScale > 0 && layer.contentsScale.isFinite ? Double(layer.contentsScale) : 1
        let r = layer.contentsGravity.rect(forContentSize: CGSize(width: iw / s, height: ih / s), in: rect)
        guard iw > 0, ih > 0, r.width > 0, r.height > 0, Compositor.isUsable(r) else { return }
        cairo_save(cr)
        cairo_translate(cr, Double(r.minX), Double(r.minY))
        cairo_scale(cr, Double(r.width) / iw, Double(r.height) / ih)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, iw, ih)
        cairo_clip(cr)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        paint(alpha: 1)
        cairo_restore(cr)
    }

    // MARK: A view's layer

    /// Draws a view whose layer needs layer rendering: its anchor point, its 3D transform (projected), its
    /// shadow behind the body, its mask and masked corners, its standalone sublayers among its subviews.
    func drawLayered(_ view: View) {
        guard let cr else { return }
        let (p, v) = view.layer.applyingLayerAnimations(to: view.presentationValues)
        guard p.alpha > 0.002, !v.isHidden, Compositor.isUsable(v.bounds) else { return }
        let local = Compositor.layerMatrix(of: view, v)
        guard local.isUsable else { return }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let device = local.then(Projective(ctm))
        let det = device.determinant
        guard device.isUsable, det.isFinite, abs(det) > 1e-12 else { return }
        if !view.layer.isDoubleSided && det < 0 { return }
        let alpha = min(Double(p.alpha), 1)
        guard local.isAffine else {
            drawProjected(extent: Compositor.layerExtent(v), device: device, alpha: alpha) {
                self.drawLayeredBody(view, p, v, alpha: 1)
            }
            return
        }
        cairo_save(cr)
        let t = v.fullTransform
        if Transform3DIsAffine(t) {
            // As a view is drawn: to the position, the transform, back by the anchor.
            cairo_translate(cr, Double(v.position.x), Double(v.position.y))
            if !t.isIdentity {
                let a = Transform3DGetAffineTransform(t)
                var m = cairo_matrix_t(xx: Double(a.a), yx: Double(a.b), xy: Double(a.c), yy: Double(a.d),
                                       x0: Double(a.tx), y0: Double(a.ty))
                cairo_transform(cr, &m)
            }
            cairo_translate(cr, -Double(v.bounds.minX + v.anchorPoint.x * v.bounds.width),
                            -Double(v.bounds.minY + v.anchorPoint.y * v.bounds.height))
        } else {
            var m = local.cairoMatrix
            cairo_transform(cr, &m)
        }
        drawLayeredBody(view, p, v, alpha: alpha)
        cairo_restore(cr)
    }

    /// The view's shadow, body (or content transition) and mask, in its bounds space, at `alpha`.
    private func drawLayeredBody(_ view: View, _ p: PresentationValues, _ v: LayerValues, alpha: Double) {
        guard let cr else { return }
        let grouped = alpha < 0.998
        let mask = view.layer.mask
        let savedFastClip = fastClip, savedOpacity = opacity
        if grouped || mask != nil { fastClip = nil }
        if grouped {
            pushGroup(boundedBy: view)
        }
        if mask != nil { cairo_push_group(cr) }
        let rect = p.bounds
        let radius = max(min(p.cornerRadius, min(rect.width, rect.height) / 2), 0)
        if v.shadowOpacity > 0 {
            drawLayerShadow(v, rect: rect, radius: radius, corners: v.maskedCorners, fast: fastPaint)
        }
        if let transition = view.presentationTransition, transition.kind != .none {
            fastClip = nil
            drawTransition(view, p, transition)
        } else if v.maskedCorners == .all {
            drawBody(view, p)
        } else {
            drawCorneredBody(view, p, corners: v.maskedCorners)
        }
        if let mask { applyMask(mask, bounds: rect) }
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
        fastClip = savedFastClip
        opacity = savedOpacity
    }

    /// A view's body with only some corners rounded (`maskedCorners`): drawn through cairo, no store.
    private func drawCorneredBody(_ view: View, _ p: PresentationValues, corners: CornerMask) {
        guard let cr else { return }
        let rect = p.bounds
        let radius = max(min(p.cornerRadius, min(rect.width, rect.height) / 2), 0)
        let savedFastClip = fastClip
        fastClip = nil
        if let record = existingRecord(of: view) { record.inexact = false }
        if p.backgroundColor.alpha > 0 {
            cairo_new_path(cr)
            Compositor.appendRect(rect, radius: radius, corners: corners, to: cr)
            setSource(p.backgroundColor)
            cairo_fill(cr)
        }
        if view.clipsToBounds {
            cairo_save(cr)
            cairo_new_path(cr)
            Compositor.appendRect(rect, radius: radius, corners: corners, to: cr)
            cairo_clip(cr)
        }
        if measuredContent(of: view, p).primitives > 0, let record = existingRecord(of: view) {
            drawingContext.draw(view, rect: rect, record: record)
        }
        drawChildren(of: view)
        if view.clipsToBounds { cairo_restore(cr) }
        if p.borderWidth > 0 && p.borderColor.alpha > 0 {
            let w = p.borderWidth
            cairo_new_path(cr)
            Compositor.appendRect(rect.insetBy(dx: w / 2, dy: w / 2), radius: max(radius - w / 2, 0),
                                  corners: corners, to: cr)
            cairo_set_line_width(cr, Double(w))
            setSource(p.borderColor)
            cairo_stroke(cr)
        }
        fastClip = savedFastClip
    }
}
