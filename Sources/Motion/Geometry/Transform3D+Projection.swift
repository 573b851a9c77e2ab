import Foundation

extension Transform3D {
    /// The point (x, y, 0) mapped through the transform and projected back onto the plane: (x′/w, y′/w).
    ///
    /// ```swift
    /// var t = Transform3DIdentity
    /// t.m34 = -1 / 500
    /// Transform3DMakeTranslation(0, 0, 100).concatenating(t).transform(CGPoint(x: 100, y: 0))   // (125, 0)
    /// ```
    ///
    /// A point at or behind the eye (w ≤ 0) has no image; it comes back non-finite (Core Animation
    /// clips such geometry).
    public func transform(_ point: CGPoint) -> CGPoint {
        let x = point.x, y = point.y
        let w = x * m14 + y * m24 + m44
        return CGPoint(x: (x * m11 + y * m21 + m41) / w, y: (x * m12 + y * m22 + m42) / w)
    }
}

/// Where the four corners of a layer land in its superlayer, as Core Animation places them.
///
/// ```swift
/// var turn = Transform3DIdentity
/// turn.m34 = -1 / 500
/// turn = Transform3DRotate(turn, .pi / 4, 0, 1, 0)
/// let quad = LayerQuad(bounds: CGRect(x: 0, y: 0, width: 200, height: 100),
///                      position: CGPoint(x: 160, y: 240), transform: turn)
/// quad.topRight       // the right edge, turned away, is nearer the position and shorter
/// ```
///
/// A bounds point p maps to the superlayer's space as follows: it is taken relative to the anchor point
/// (bounds.origin + anchorPoint · bounds.size), lifted to z = 0, multiplied by `transform` (so the
/// transform, its perspective included, acts about the anchor point), moved to `position` (and
/// `zPosition`), then multiplied by the superlayer's `sublayerTransform` about the centre of the
/// superlayer's bounds, and finally divided by w. The corners are in the order of the bounds: (minX, minY),
/// (maxX, minY), (maxX, maxY), (minX, maxY).
public struct LayerQuad: Hashable, Sendable {
    public var topLeft: CGPoint
    public var topRight: CGPoint
    public var bottomRight: CGPoint
    public var bottomLeft: CGPoint

    /// The quad of a layer; `superlayerBounds` matters only with a non-identity `sublayerTransform`.
    public init(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
                zPosition: CGFloat = 0, transform: Transform3D = .identity,
                sublayerTransform: Transform3D = .identity, superlayerBounds: CGRect = .zero) {
        let matrix = LayerQuad.matrix(bounds: bounds, position: position, anchorPoint: anchorPoint,
                                      zPosition: zPosition, transform: transform,
                                      sublayerTransform: sublayerTransform, superlayerBounds: superlayerBounds)
        topLeft = matrix.transform(CGPoint(x: bounds.minX, y: bounds.minY))
        topRight = matrix.transform(CGPoint(x: bounds.maxX, y: bounds.minY))
        bottomRight = matrix.transform(CGPoint(x: bounds.maxX, y: bounds.maxY))
        bottomLeft = matrix.transform(CGPoint(x: bounds.minX, y: bounds.maxY))
    }

    /// The four corners in order.
    public var corners: [CGPoint] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// The matrix taking the layer's bounds coordinates to the superlayer's, before the divide by w.
    public static func matrix(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
                              zPosition: CGFloat = 0, transform: Transform3D = .identity,
                              sublayerTransform: Transform3D = .identity,
                              superlayerBounds: CGRect = .zero) -> Transform3D {
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width,
                             y: bounds.minY + anchorPoint.y * bounds.height)
        var m = Transform3DMakeTranslation(-anchor.x, -anchor.y, 0)
            .concatenating(transform)
            .concatenating(Transform3DMakeTranslation(position.x, position.y, zPosition))
        if !sublayerTransform.isIdentity {
            let centre = CGPoint(x: superlayerBounds.midX, y: superlayerBounds.midY)
            m = m.concatenating(Transform3DMakeTranslation(-centre.x, -centre.y, 0))
                .concatenating(sublayerTransform)
                .concatenating(Transform3DMakeTranslation(centre.x, centre.y, 0))
        }
        return m
    }
}
