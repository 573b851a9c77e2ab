import CCairo
import Foundation
import Views

/// The analysis pass: what each view draws and where, and the damage since the last frame.
extension Compositor {

    /// The record of `view` (made on first sight; a view whose content blurs gets a `BackdropBlur`).
    func record(of view: View) -> RenderRecord {
        if let r = records[view.renderID] { return r }
        let r = RenderRecord()
        records[view.renderID] = r
        return r
    }

    /// What this compositor remembers of `view`, if it has drawn it (nil: never, or forgotten).
    func existingRecord(of view: View) -> RenderRecord? { records[view.renderID] }

    /// Replaces the record of `view` (a view whose content blurs gets a `BackdropBlur`).
    func setRecord(_ record: RenderRecord, of view: View) { records[view.renderID] = record }

    /// Forgets the records of views not seen for two seconds of frames (gone, or long hidden): what they held
    /// (backing stores, rasters) goes with them. Runs once every 120 passes.
    func pruneRecords() {
        guard pass % 120 == 0 else { return }
        let oldest = pass &- 120
        staleRecords.removeAll(keepingCapacity: true)
        for (id, r) in records where r.pass < oldest || r.pass == 0 { staleRecords.append(id) }
        for id in staleRecords { records.removeValue(forKey: id) }
    }

    /// Visits `view` and its subtree as drawing would: computes where each view lands on the framebuffer,
    /// hashes what it draws, and adds to the damage the old and new pixels of each subtree whose drawing
    /// changed. Returns the pixels the subtree covers. `sampleClip` is the pixels inside every clipping ancestor:
    /// a backdrop blur samples only those, its edges extended beyond them (as iOS blurs at a screen's edge), so
    /// it never darkens with what lies outside the clip (a phone's bezel, the window's background). A turned
    /// clipping ancestor counts by the box around it, so there a blur may still sample a little beyond the clip.
    func analyze(_ view: View, parent: CGAffineTransform, clip: PixelBox, sampleClip: PixelBox,
                 parentDamaged: Bool) -> PixelBox {
        // A view drawn as a layer: its layer's explicit animations applied, and what only the layer has (read
        // again by the helpers below, for such views only: the common path carries no layer values).
        let layered = view.rendersAsLayer
        let p = layered ? layeredPresentation(of: view) : view.presentationValues
        guard !view.isHidden, p.alpha > 0.002 else {
            // Not drawn: what it drew last time goes (its record keeps nothing, so it counts as new when shown).
            if let r = existingRecord(of: view), r.pass &+ 1 == pass {
                if !parentDamaged { damage.add(r.treeBox) }
                r.pass = 0
                r.treeBox = .empty
                r.ownBox = .empty
            }
            return .empty
        }
        let measured = measuredContent(of: view, p)
        let record = self.record(of: view)
        let blur = measured.blur?.parameters
        let hasBlur = blur != nil
        if record.compositor != ObjectIdentifier(self) {
            // Last drawn by another compositor (or never): what this one's framebuffer shows of it is unknown.
            if record.compositor != nil { needsFullRedraw = true }
            record.compositor = ObjectIdentifier(self)
        }
        // A projected view: the pixels of its quad (its subtree is drawn flat inside it).
        let m: CGAffineTransform
        let projected: PixelBox?
        if layered {
            (m, projected) = layerPlacement(of: view, parent: parent, clip: clip)
        } else {
            m = CGAffineTransform(translationX: -p.bounds.midX, y: -p.bounds.midY)
                .concatenating(p.transform)
                .concatenating(CGAffineTransform(translationX: p.center.x, y: p.center.y))
                .concatenating(parent)
            projected = nil
        }
        let transition = view.presentationTransition.flatMap { $0.kind != .none ? $0 : nil }
        if transition != nil { needsFullRedraw = true }
        // Whether the view moved on screen since the last frame (a store may then be resampled), and whether
        // what it draws itself changed (content changing every frame is drawn directly).
        let moved = !(record.matrix == m)
        record.moved = moved
        record.matrix = m
        let ownKey = ownContentKey(of: view, p)
        record.ownKeyChanges = ownKey == record.ownKey ? 0 : record.ownKeyChanges + 1
        record.ownKey = ownKey

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
        sig(measured.key ?? 0)
        if let transition { sig(transition.progress.bitPattern) }
        if layered { sig(layerSignature(of: view, deep: projected != nil)) }
        sig(view.clipsToBounds ? 1 : 0)
        for sub in view.subviews { sig(UInt64(UInt(bitPattern: ObjectIdentifier(sub).hashValue))) }

        var content = p.bounds
        if let box = measured.box { content = content.union(box) }
        let ownBox = projected ?? PixelBox(covering: content.applying(m), pad: 2).intersection(clip)
        let boundsBox = PixelBox(covering: p.bounds.applying(m), pad: 2)
        var treeBox = ownBox
        if projected != nil {
            // Drawn flat inside the quad: the subtree's changes are the view's (its own boxes do not apply).
            for sub in view.subviews {
                _ = analyze(sub, parent: m, clip: clip, sampleClip: sampleClip, parentDamaged: true)
            }
            sig(subtreeSignature(view))
        }
        painted.append((ownBox, signature ^ UInt64(UInt(bitPattern: ObjectIdentifier(view).hashValue))))

        if hasBlur, let blur, let cache = record as? BackdropBlur {
            let sigma = Double(blur.radius) * sqrt(abs(Double(m.a) * Double(m.d) - Double(m.b) * Double(m.c)))
            let dev = (measured.blur?.rect ?? p.bounds).applying(m)
            cache.sampleBox = Compositor.sampleBox(minX: Double(dev.minX), minY: Double(dev.minY), maxX: Double(dev.maxX),
                                                   maxY: Double(dev.maxY), sigma: sigma,
                                                   width: damage.bounds.x1, height: damage.bounds.y1)
                .intersection(sampleClip)
            // The same clip in the view's own space, for drawing inside a group or a snapshot.
            if sampleClip == damage.bounds {
                cache.localSampleClip = nil
            } else {
                let inverse = m.inverted()
                cache.localSampleClip = CGRect(x: sampleClip.x0, y: sampleClip.y0, width: sampleClip.x1 - sampleClip.x0,
                                               height: sampleClip.y1 - sampleClip.y0).applying(inverse)
            }
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

        // A view last composited from a resampled store is drawn again, exactly, once it rests.
        let damaged = parentDamaged || record.signature != signature || record.pass &+ 1 != pass
            || (record.inexact && !moved)
        let childClip = view.clipsToBounds ? clip.intersection(boundsBox) : clip
        var childSampleClip = sampleClip
        if view.clipsToBounds {
            // A rounded clip: inset so the box's corners lie on its arcs (no sample from outside the corners), with
            // the radius clamped as drawing clamps it.
            let radius = min(max(Double(p.cornerRadius), 0), Double(min(p.bounds.width, p.bounds.height)) / 2)
            let r = radius * sqrt(abs(Double(m.a) * Double(m.d) - Double(m.b) * Double(m.c)))
            let inset = r.isFinite ? Int(min((r * (1 - 0.5.squareRoot())).rounded(.up), 1_048_576)) : 0
            childSampleClip = sampleClip.intersection(Compositor.inside(p.bounds.applying(m)).grown(by: -inset))
        }
        if projected == nil {
            for sub in view.subviews {
                treeBox = treeBox.union(analyze(sub, parent: m, clip: childClip, sampleClip: childSampleClip,
                                                parentDamaged: damaged))
            }
            if layered {
                treeBox = treeBox.union(layerBox(of: view, device: m, clip: clip, damaged: damaged || parentDamaged))
            }
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

    /// The pixels whose centres lie inside a device rectangle (a clip's inside, without its edge pixels).
    static func inside(_ r: CGRect) -> PixelBox {
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite,
              abs(r.minX) < 1e7, abs(r.minY) < 1e7, abs(r.maxX) < 1e7, abs(r.maxY) < 1e7 else { return .empty }
        let b = PixelBox(x0: Int(r.minX.rounded()), y0: Int(r.minY.rounded()), x1: Int(r.maxX.rounded()), y1: Int(r.maxY.rounded()))
        return b.isEmpty ? .empty : b
    }
}
