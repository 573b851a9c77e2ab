import CCairo
import Foundation
import Views

/// The analysis pass for layers: where a view drawn as a layer lands, what its layer tree draws (a hash of
/// every standalone sublayer's presentation, so an animating layer is redrawn every frame and a still one
/// never), and the device pixels that tree covers.
extension Compositor {

    /// A view's bounds-to-device matrix when its layer maps it affinely (and nil for `projected`); otherwise
    /// an approximation for its subtree and the device pixels of its quad (the clip when a corner lies at or
    /// behind the eye).
    @inline(never)
    func layerPlacement(of view: View, parent: CGAffineTransform, clip: PixelBox) -> (CGAffineTransform, PixelBox?) {
        let v = view.layer.presentationValues
        let local = Compositor.layerMatrix(of: view, v)
        let flat = CGAffineTransform(translationX: -v.bounds.midX, y: -v.bounds.midY)
            .concatenating(CGAffineTransform(translationX: v.position.x, y: v.position.y)).concatenating(parent)
        guard local.isUsable, Compositor.isUsable(v.bounds) else { return (flat, .empty) }
        if local.isAffine {
            let m = local.cairoMatrix
            return (CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0).concatenating(parent), nil)
        }
        let device = local.then(Projective(parent))
        let box = device.box(of: Compositor.layerExtent(v), pad: 2) ?? clip
        return (flat, box.intersection(clip))
    }

    /// The device pixels a view's layer draws beyond the view's own: its shadow and its standalone sublayers.
    /// Each standalone sublayer is tracked as a view is: one whose drawing changed adds its subtree's old and
    /// new pixels to the damage (unless the view is redrawn whole), one that did not adds nothing.
    @inline(never)
    func layerBox(of view: View, device m: CGAffineTransform, clip: PixelBox, damaged: Bool) -> PixelBox {
        let layer = view.layer
        let v = layer.presentationValues
        let device = Projective(m)
        var box = PixelBox.empty
        if let shadow = Compositor.shadowExtent(v) { box = device.box(of: shadow, pad: 2) ?? clip }
        if layer.hasStandaloneSublayers {
            for child in layer.sublayers ?? [] where child.view == nil {
                box = box.union(track(child, superBounds: v.bounds, sublayerTransform: v.sublayerTransform,
                                      parent: device, clip: clip, damaged: damaged))
            }
        }
        return box.intersection(clip)
    }

    /// Analyzes a standalone layer and its sublayers: the device pixels they may cover (the clip when a corner
    /// lies at or behind the eye), and the damage their changes make.
    private func track(_ layer: Layer, superBounds: CGRect, sublayerTransform: Transform3D, parent: Projective,
                       clip: PixelBox, damaged: Bool) -> PixelBox {
        let id = ObjectIdentifier(layer)
        let old = layerRecords[id].flatMap { $0.pass &+ 1 == pass ? $0 : nil }
        let v = layer.presentationValues
        let local = Compositor.layerMatrix(v, superBounds: superBounds, sublayerTransform: sublayerTransform)
        guard !v.isHidden, v.opacity >= 0.002, Compositor.isUsable(v.bounds), local.isUsable else {
            // Not drawn: what it drew last frame goes.
            if let old, !damaged { damage.add(old.box) }
            layerRecords[id] = nil
            return .empty
        }
        let device = local.then(parent)
        // What it draws and where: its values, its place on screen, its sublayers (all of their drawing when it
        // is projected: they are drawn flat inside it).
        // A replicator's copies are all of its sublayers' drawing: tracked with it, as one.
        let replicates = layer is ReplicatorLayer
        var signature = sublayerSignature(layer, deep: !local.isAffine || replicates)
        Compositor.mix(&signature, device)
        let changed = damaged || old == nil || old?.signature != signature
        let extent = drawnExtent(layer, v)
        let ownBox = (extent.flatMap { device.box(of: $0, pad: 2) } ?? clip).intersection(clip)
        var box = ownBox
        painted.append((ownBox, signature))
        if local.isAffine && !replicates && layer.hasStandaloneSublayers {
            for child in layer.sublayers ?? [] where child.view == nil {
                box = box.union(track(child, superBounds: v.bounds, sublayerTransform: v.sublayerTransform,
                                      parent: device, clip: clip, damaged: changed))
            }
        }
        if changed && !damaged {
            if let old { damage.add(old.box) }
            damage.add(box)
        }
        layerRecords[id] = LayerRecord(signature: signature, box: box, pass: pass)
        return box
    }

    /// A hash of what a view's layer draws beyond the view: its layer-only values, its mask, and every
    /// standalone sublayer's presentation, contents and revision, recursively.
    /// `deep`: with every standalone sublayer's presentation (a projected view, redrawn whole); otherwise only
    /// which sublayers there are (`layerBox` tracks each one's drawing).
    @inline(never)
    func layerSignature(of view: View, deep: Bool) -> UInt64 {
        let layer = view.layer
        let v = layer.presentationValues
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        Compositor.mix(&h, v)
        Compositor.mix(&h, layer.isDoubleSided ? 1 : 0)
        if let mask = layer.mask { Compositor.mix(&h, sublayerSignature(mask)) }
        if layer.hasStandaloneSublayers {
            for child in layer.sublayers ?? [] where child.view == nil {
                Compositor.mix(&h, deep ? sublayerSignature(child) : UInt64(UInt(bitPattern: ObjectIdentifier(child).hashValue)))
            }
        }
        return h
    }

    /// A hash of what a standalone layer draws: its presentation, contents and revision, its mask, and its
    /// sublayers (which ones; `deep`: all of their drawing).
    /// `timeShift`: the layer shown that far behind now (a replicator's delayed copy); a replicator whose
    /// copies differ mixes every copy's drawing.
    func sublayerSignature(_ layer: Layer, deep: Bool = true, timeShift: Double = 0) -> UInt64 {
        var h: UInt64 = 0x8422_2325_cbf2_9ce4
        Compositor.mix(&h, UInt64(UInt(bitPattern: ObjectIdentifier(layer).hashValue)))
        let v = layer.presentationValues(timeShift: timeShift)
        Compositor.mix(&h, v)
        Compositor.mix(&h, layer.contentRevision)
        Compositor.mix(&h, UInt64(bitPattern: Int64((layer.contents as? Image)?.hashValue ?? 0)))
        Compositor.mix(&h, UInt64(bitPattern: Int64(layer.contentsGravity.hashValue)))
        Compositor.mix(&h, Double(layer.contentsScale).bitPattern)
        Compositor.mix(&h, layer.isDoubleSided ? 1 : 0)
        if let mask = layer.mask { Compositor.mix(&h, sublayerSignature(mask, timeShift: timeShift * Double(mask.speed))) }
        if deep, let replicator = layer as? ReplicatorLayer, Compositor.copiesDiffer(replicator, v.replicator) {
            let r = v.replicator
            for i in 0..<min(r.instanceCount, Compositor.maxInstances) {
                let shift = timeShift + Double(i) * r.instanceDelay
                for child in layer.sublayers ?? [] where child.view == nil {
                    Compositor.mix(&h, sublayerSignature(child, timeShift: shift * Double(child.speed)))
                }
            }
            return h
        }
        for child in layer.sublayers ?? [] where child.view == nil {
            Compositor.mix(&h, deep ? sublayerSignature(child, timeShift: timeShift * Double(child.speed))
                                    : UInt64(UInt(bitPattern: ObjectIdentifier(child).hashValue)))
        }
        return h
    }

    /// A view's presentation with its layer's explicit animations applied.
    @inline(never)
    func layeredPresentation(of view: View) -> PresentationValues {
        view.layer.applyingLayerAnimations(to: view.presentationValues).0
    }

    /// The signatures of a view's subtree, as this frame's analysis left them.
    func subtreeSignature(_ view: View) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for sub in view.subviews {
            if let r = existingRecord(of: sub), r.pass == pass { Compositor.mix(&h, r.signature) } else { Compositor.mix(&h, 1) }
            Compositor.mix(&h, subtreeSignature(sub))
        }
        return h
    }

    static func mix(_ h: inout UInt64, _ v: UInt64) { h = (h ^ v) &* 0x100_0000_01b3 }

    static func mix(_ h: inout UInt64, _ p: Projective) {
        mix(&h, p.a.bitPattern); mix(&h, p.b.bitPattern); mix(&h, p.c.bitPattern)
        mix(&h, p.d.bitPattern); mix(&h, p.e.bitPattern); mix(&h, p.f.bitPattern)
        mix(&h, p.g.bitPattern); mix(&h, p.h.bitPattern); mix(&h, p.i.bitPattern)
    }

    static func mix(_ h: inout UInt64, _ c: Color) {
        mix(&h, Double(c.red).bitPattern); mix(&h, Double(c.green).bitPattern)
        mix(&h, Double(c.blue).bitPattern); mix(&h, Double(c.alpha).bitPattern)
    }

    static func mix(_ h: inout UInt64, _ t: Transform3D) {
        let values: InlineArray<16, CGFloat> = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                                                t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        for i in values.indices { mix(&h, Double(values[i]).bitPattern) }
    }

    /// Every value a layer draws with.
    static func mix(_ h: inout UInt64, _ v: LayerValues) {
        let values: InlineArray<17, CGFloat> = [
            v.bounds.minX, v.bounds.minY, v.bounds.width, v.bounds.height, v.position.x, v.position.y,
            v.anchorPoint.x, v.anchorPoint.y, v.zPosition, v.cornerRadius, v.borderWidth, v.shadowOffset.width,
            v.shadowOffset.height, v.shadowRadius, v.pathRotation, CGFloat(v.opacity), CGFloat(v.shadowOpacity)]
        for i in values.indices { mix(&h, Double(values[i]).bitPattern) }
        mix(&h, v.transform)
        mix(&h, v.sublayerTransform)
        mix(&h, UInt64(v.maskedCorners.rawValue) << 2 | (v.isHidden ? 1 : 0) | (v.masksToBounds ? 2 : 0))
        mix(&h, v.borderColor); mix(&h, v.backgroundColor); mix(&h, v.shadowColor)
        mix(&h, UInt64(bitPattern: Int64(v.shadowPath?.hashValue ?? 0)))
        let r = v.replicator
        if r != ReplicatorValues() {
            mix(&h, UInt64(bitPattern: Int64(r.instanceCount))); mix(&h, r.instanceDelay.bitPattern)
            mix(&h, r.instanceTransform); mix(&h, r.instanceColor)
            let offsets: InlineArray<4, Float> = [r.instanceRedOffset, r.instanceGreenOffset, r.instanceBlueOffset, r.instanceAlphaOffset]
            for i in offsets.indices { mix(&h, UInt64(offsets[i].bitPattern)) }
        }
        let s = v.shape
        if let path = s.path {
            mix(&h, UInt64(bitPattern: Int64(path.hashValue)))
            mix(&h, s.fillColor); mix(&h, s.strokeColor)
            let values: InlineArray<5, CGFloat> = [s.lineWidth, s.miterLimit, s.lineDashPhase, s.strokeStart, s.strokeEnd]
            for i in values.indices { mix(&h, Double(values[i]).bitPattern) }
        }
        mixGradientAndText(&h, v)
    }
}

/// What the last frames' analysis found of one standalone sublayer of a view (with its subtree).
struct LayerRecord {
    var signature: UInt64
    var box: PixelBox
    var pass: UInt64
}

extension Projective {
    /// An affine transform as a homography.
    init(_ m: CGAffineTransform) {
        self.init(a: Double(m.a), b: Double(m.b), c: 0, d: Double(m.c), e: Double(m.d), f: 0,
                  g: Double(m.tx), h: Double(m.ty), i: 1)
    }
}
