import Foundation

extension View {
    /// The frame that a center, size and transform give.
    public nonisolated static func frame(center: CGPoint, size: CGSize, transform: CGAffineTransform) -> CGRect {
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let r = transform.isIdentity ? local : local.applying(transform)
        return r.offsetBy(dx: center.x, dy: center.y)
    }

    /// Maps a point in this view's bounds to its superview's coordinates, with the given geometry.
    static func toSuperview(_ p: CGPoint, center: CGPoint, bounds: CGRect, transform: CGAffineTransform) -> CGPoint {
        let local = CGPoint(x: p.x - bounds.midX, y: p.y - bounds.midY)
        let t = transform.isIdentity ? local : local.applying(transform)
        return CGPoint(x: t.x + center.x, y: t.y + center.y)
    }

    /// Maps a point in the superview's coordinates into this view's bounds, with the given geometry.
    static func fromSuperview(_ p: CGPoint, center: CGPoint, bounds: CGRect, transform: CGAffineTransform) -> CGPoint {
        let d = CGPoint(x: p.x - center.x, y: p.y - center.y)
        let t = transform.isIdentity ? d : d.applying(transform.inverted())
        return CGPoint(x: t.x + bounds.midX, y: t.y + bounds.midY)
    }

    /// The point in root (window) coordinates.
    private func pointToRoot(_ p: CGPoint) -> CGPoint {
        var point = p
        var v: View? = self
        while let current = v, current.superview != nil {
            point = View.toSuperview(point, center: current.center, bounds: current.bounds, transform: current.transform)
            v = current.superview
        }
        return point
    }

    private func pointFromRoot(_ p: CGPoint) -> CGPoint {
        // From the root down: the superview's point first (recursion instead of an array of ancestors, which
        // gesture recognizers would build on every move).
        guard let superview else { return p }
        return View.fromSuperview(superview.pointFromRoot(p), center: center, bounds: bounds, transform: transform)
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the root view's).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let root = pointToRoot(point)
        return view?.pointFromRoot(root) ?? root
    }

    /// Converts a point from `view`'s coordinates (nil: the root view's) to this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        pointFromRoot(view?.pointToRoot(point) ?? point)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s: the bounding box of its corners.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        boundingBox([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                     CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { convert($0, to: view) })
    }

    /// Converts a rectangle from `view`'s coordinates to this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        boundingBox([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                     CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map { convert($0, from: view) })
    }

    private func boundingBox(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    // MARK: Hit testing

    /// UIKit's hit test: the deepest visible, interactive descendant (or this view) containing `point`.
    func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard isUserInteractionEnabled, !isHidden, alphaStore.presentation >= 0.01,
              !hasInteractionBlockingAnimation,
              self.point(inside: point, with: event) else { return nil }
        for sub in subviews.reversed() {
            let g = sub.hitTestingGeometry
            let p = View.fromSuperview(point, center: g.center, bounds: g.bounds, transform: g.transform)
            if let hit = sub.hitTest(p, with: event) { return hit }
        }
        return self
    }

    /// Hit tests with no event.
    public func hitTest(_ point: CGPoint) -> View? { hitTest(point, with: nil) }

    /// Bounds used by `point(inside:with:)`: on-screen while animating, unless manual hit testing is asked for.
    public var hitTestingBounds: CGRect { hitTestingGeometry.bounds }

    var hitTestingGeometry: (center: CGPoint, bounds: CGRect, transform: CGAffineTransform) {
        let manual = centerStore.hasManualHitTestingAnimation || boundsStore.hasManualHitTestingAnimation
            || transformStore.hasManualHitTestingAnimation
        if manual { return (center, bounds, transform) }
        return (centerStore.presentation, boundsStore.presentation, transformStore.presentation)
    }

    /// Whether an animation running on the view keeps it from receiving touches.
    var hasInteractionBlockingAnimation: Bool {
        hasAnimatedProperties
            && animatedStores.contains { $0.hasInteractionBlockingAnimation }
    }
}
