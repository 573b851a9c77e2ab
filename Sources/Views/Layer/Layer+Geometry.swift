import Foundation

/// Hit testing and point conversion between layers (CALayer), on the model, through 3D transforms too: a point
/// of the superlayer's plane is carried onto a turned layer's plane by inverting the projection.
///
/// ```swift
/// let p = card.convert(CGPoint(x: 10, y: 10), to: root.layer)   // where the card's corner is on screen
/// root.layer.hitTest(tap)                                       // the deepest layer under the tap
/// ```
extension Layer {
    /// Whether `p` (in this layer's bounds space) lies inside the bounds.
    public func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The deepest visible layer under `p` (in the superlayer's space), this one included, or nil.
    public func hitTest(_ p: CGPoint) -> Layer? {
        guard !isHidden, opacity > 0, let local = fromSuperlayer(p) else { return nil }
        if masksToBounds && !contains(local) { return nil }
        for child in sublayersInDrawingOrder.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// Converts `p` from this layer's bounds space to `layer`'s (nil: the root's).
    public func convert(_ p: CGPoint, to layer: Layer?) -> CGPoint {
        let root = toRoot(p)
        guard let layer else { return root }
        return layer.fromRoot(root) ?? CGPoint(x: CGFloat.nan, y: .nan)
    }

    /// Converts `p` from `layer`'s bounds space (nil: the root's) to this layer's.
    public func convert(_ p: CGPoint, from layer: Layer?) -> CGPoint {
        let root = layer?.toRoot(p) ?? p
        return fromRoot(root) ?? CGPoint(x: CGFloat.nan, y: .nan)
    }

    /// Converts a rectangle to `layer`'s space: the bounding box of its corners.
    public func convert(_ r: CGRect, to layer: Layer?) -> CGRect {
        Self.box([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
                  CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, to: layer) })
    }

    /// Converts a rectangle from `layer`'s space: the bounding box of its corners.
    public func convert(_ r: CGRect, from layer: Layer?) -> CGRect {
        Self.box([CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
                  CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, from: layer) })
    }

    /// The matrix from this layer's bounds space to its superlayer's bounds space (the superlayer's
    /// `sublayerTransform` included), on the model.
    var matrixToSuperlayer: Transform3D {
        let v = modelValues
        let sup = superlayer
        return LayerQuad.matrix(bounds: v.bounds, position: v.position, anchorPoint: v.anchorPoint, zPosition: v.zPosition,
                                transform: v.transform, sublayerTransform: sup?.sublayerTransform ?? .identity,
                                superlayerBounds: sup?.bounds ?? .zero)
    }

    private func toRoot(_ p: CGPoint) -> CGPoint {
        var point = p
        var layer: Layer? = self
        while let l = layer, l.superlayer != nil {
            point = l.matrixToSuperlayer.transform(point)
            layer = l.superlayer
        }
        return point
    }

    private func fromRoot(_ p: CGPoint) -> CGPoint? {
        guard let sup = superlayer else { return p }
        guard let above = sup.fromRoot(p) else { return nil }
        return fromSuperlayer(above)
    }

    /// The point of this layer's bounds plane that projects to `p` of the superlayer (nil: none, the plane is
    /// seen edge on or the point lies behind the eye).
    func fromSuperlayer(_ p: CGPoint) -> CGPoint? {
        guard superlayer != nil else { return p }
        return Self.unproject(p, through: matrixToSuperlayer)
    }

    /// Inverts the plane-to-plane projection of `m` (z = 0 in, the homogeneous divide out): solves the 3×3
    /// homography made of m's x, y and w columns over the rows of x, y and the translation.
    nonisolated static func unproject(_ p: CGPoint, through m: Transform3D) -> CGPoint? {
        // Row-vector convention: (x, y, 0, 1)·M = (X, Y, Z, W); X = x·m11 + y·m21 + m41, W = x·m14 + y·m24 + m44.
        let a = Double(m.m11), b = Double(m.m21), c = Double(m.m41)
        let d = Double(m.m12), e = Double(m.m22), f = Double(m.m42)
        let g = Double(m.m14), h = Double(m.m24), i = Double(m.m44)
        let px = Double(p.x), py = Double(p.y)
        // X − px·W = 0 and Y − py·W = 0: two linear equations in x and y.
        let a1 = a - px * g, b1 = b - px * h, c1 = px * i - c
        let a2 = d - py * g, b2 = e - py * h, c2 = py * i - f
        let det = a1 * b2 - a2 * b1
        guard abs(det) > 1e-12 else { return nil }
        let x = (c1 * b2 - c2 * b1) / det, y = (a1 * c2 - a2 * c1) / det
        guard x * g + y * h + i > 0 else { return nil }
        return CGPoint(x: x, y: y)
    }

    private static func box(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let x0 = xs.min(), let y0 = ys.min(), let x1 = xs.max(), let y1 = ys.max() else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
