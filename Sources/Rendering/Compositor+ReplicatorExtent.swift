import Foundation
import Views

/// Where a replicator's copies land: the extent of a layer's drawing with its sublayers (a replicator's
/// copies included), so the analysis damages, and a projected replicator's texture covers, every copy.
extension Compositor {
    /// The bounds-space rectangle a standalone layer's drawing may cover: its own extent, and for a replicator
    /// every copy of its sublayers. Nil when a copy cannot be placed (a corner at or behind the eye).
    func drawnExtent(_ layer: Layer, _ v: LayerValues, timeShift: Double = 0) -> CGRect? {
        guard let replicator = layer as? ReplicatorLayer else { return Compositor.layerExtent(v, of: layer) }
        guard let copies = replicatedExtent(replicator, v, timeShift: timeShift) else { return nil }
        return Compositor.layerExtent(v).union(copies)
    }

    /// The extent of every copy of a replicator's sublayers, in its bounds space (null when there is none).
    func replicatedExtent(_ layer: ReplicatorLayer, _ v: LayerValues, timeShift: Double) -> CGRect? {
        let r = v.replicator
        let count = min(r.instanceCount, Compositor.maxInstances)
        guard count > 0, layer.hasStandaloneSublayers else { return .null }
        let center = CGPoint(x: v.bounds.midX, y: v.bounds.midY)
        let differ = Compositor.copiesDiffer(layer, r)
        let mapsOnce = !differ && v.sublayerTransform.isIdentity
        let first = mapsOnce ? sublayersExtent(of: layer, v, timeShift: timeShift, sublayerTransform: .identity) : nil
        if mapsOnce && first == nil { return nil }
        var out = CGRect.null
        var power = Transform3D.identity
        for i in 0..<count {
            defer { power = power.concatenating(r.instanceTransform) }
            let copy: CGRect?
            if let first {
                copy = Compositor.map(first, Compositor.instanceMatrix(power, center: center))
            } else {
                copy = sublayersExtent(of: layer, v, timeShift: timeShift + Double(i) * r.instanceDelay,
                                       sublayerTransform: power.concatenating(v.sublayerTransform))
            }
            guard let copy else { return nil }
            out = out.union(copy)
        }
        return out
    }

    /// The extent of a layer's standalone sublayers' drawing (theirs and their sublayers'), in the layer's
    /// bounds space under `sublayerTransform`, at `timeShift` behind now (null when there is none).
    func sublayersExtent(of layer: Layer, _ v: LayerValues, timeShift: Double, sublayerTransform: Transform3D) -> CGRect? {
        var out = CGRect.null
        for child in layer.sublayers ?? [] where child.view == nil {
            let shift = timeShift * Double(child.speed)
            let cv = child.presentationValues(timeShift: shift)
            guard !cv.isHidden, cv.opacity >= 0.002 else { continue }
            var extent = drawnExtent(child, cv, timeShift: shift)
            if !(child is ReplicatorLayer), child.hasStandaloneSublayers, let own = extent {
                extent = sublayersExtent(of: child, cv, timeShift: shift, sublayerTransform: cv.sublayerTransform)
                    .map { own.union($0) }
            }
            let m = LayerQuad.matrix(bounds: cv.bounds, position: cv.position, anchorPoint: cv.anchorPoint,
                                     zPosition: cv.zPosition, transform: cv.fullTransform,
                                     sublayerTransform: sublayerTransform, superlayerBounds: v.bounds)
            guard let extent, let mapped = Compositor.map(extent, m) else { return nil }
            out = out.union(mapped)
        }
        return out
    }

    /// The bounding box of `rect` under `m` (null for a null rect; nil when a corner lies at or behind the eye).
    static func map(_ rect: CGRect, _ m: Transform3D) -> CGRect? {
        guard !rect.isNull else { return .null }
        let p = Projective(m)
        guard let a = p.apply(Double(rect.minX), Double(rect.minY)), let b = p.apply(Double(rect.maxX), Double(rect.minY)),
              let c = p.apply(Double(rect.maxX), Double(rect.maxY)), let d = p.apply(Double(rect.minX), Double(rect.maxY))
        else { return nil }
        let x0 = min(min(a.x, b.x), min(c.x, d.x)), x1 = max(max(a.x, b.x), max(c.x, d.x))
        let y0 = min(min(a.y, b.y), min(c.y, d.y)), y1 = max(max(a.y, b.y), max(c.y, d.y))
        let r = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        return isUsable(r) ? r : nil
    }
}
