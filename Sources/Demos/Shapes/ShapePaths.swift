import Views

/// The paths the shapes scene draws and morphs, each in its layer's bounds.
///
/// ```swift
/// icon.path = ShapePaths.play(in: 56)     // two quads that make a triangle…
/// icon.path = ShapePaths.pause(in: 56)    // …and two bars with the same elements: the morph moves points only
/// ```
enum ShapePaths {
    /// A tick in a `side` × `side` square: down to the bottom third, then up to the right.
    static func checkmark(in side: CGFloat) -> CGPath {
        let path = BezierPath()
        path.move(to: CGPoint(x: side * 0.27, y: side * 0.52))
        path.addLine(to: CGPoint(x: side * 0.44, y: side * 0.68))
        path.addLine(to: CGPoint(x: side * 0.74, y: side * 0.34))
        return path.cgPath
    }

    /// A play triangle pointing right, as two four-cornered pieces (left half, right half).
    static func play(in side: CGFloat) -> CGPath {
        let s = side, h = side / 2
        return twoQuads([CGPoint(x: s * 0.12, y: 0), CGPoint(x: h, y: s * 0.22), CGPoint(x: h, y: s * 0.78),
                         CGPoint(x: s * 0.12, y: s)],
                        [CGPoint(x: h, y: s * 0.22), CGPoint(x: s, y: h), CGPoint(x: s, y: h),
                         CGPoint(x: h, y: s * 0.78)])
    }

    /// Two pause bars with the same elements as `play(in:)`, a little left of centre (the layer sits right of
    /// centre so the triangle looks centred).
    static func pause(in side: CGFloat) -> CGPath {
        let s = side, w = side * 0.34, l = side * 0.03, r = side * 0.83
        return twoQuads([CGPoint(x: l, y: 0), CGPoint(x: l + w, y: 0), CGPoint(x: l + w, y: s), CGPoint(x: l, y: s)],
                        [CGPoint(x: r - w, y: 0), CGPoint(x: r, y: 0), CGPoint(x: r, y: s), CGPoint(x: r - w, y: s)])
    }

    private static func twoQuads(_ a: [CGPoint], _ b: [CGPoint]) -> CGPath {
        let path = BezierPath()
        for quad in [a, b] {
            path.move(to: quad[0])
            for p in quad.dropFirst() { path.addLine(to: p) }
            path.close()
        }
        return path.cgPath
    }

    /// A circle of `radius` about `center` starting at the top and going clockwise on screen (a progress ring).
    static func ring(center: CGPoint, radius: CGFloat) -> CGPath {
        BezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
    }
}
