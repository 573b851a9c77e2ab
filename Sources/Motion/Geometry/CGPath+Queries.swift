import Foundation

extension CGPath {
    /// The smallest rectangle holding every point of the path, control points included (CG's
    /// `boundingBox`, UIBezierPath's `bounds`); `.null` for an empty path.
    public var boundingBox: CGRect {
        var box = Box()
        for e in elements {
            switch e {
            case .move(let p), .line(let p): box.add(p)
            case .quadCurve(let p, let c): box.add(c); box.add(p)
            case .curve(let p, let c1, let c2): box.add(c1); box.add(c2); box.add(p)
            case .closeSubpath: break
            }
        }
        return box.rect
    }

    /// The smallest rectangle holding the path as drawn: its end points and where its curves turn (control
    /// points outside the curve do not count); `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var box = Box()
        for e in elements { if case .move(let p) = e { box.add(p) } }
        for s in segments() {
            box.add(s.p0); box.add(s.p3)
            for t in s.extrema() { box.add(s.point(at: t)) }
        }
        return box.rect
    }

    /// Whether `point` is inside the path's fill by `rule` (open subpaths closed, as a fill closes them),
    /// the path first mapped through `transform`. Curves are measured to within 0.01.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let p = transform.isIdentity ? point : point.applying(transform.inverted())
        var winding = 0
        func cross(_ a: CGPoint, _ b: CGPoint) {
            if a.y <= p.y {
                if b.y > p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
            } else if b.y <= p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                winding -= 1
            }
        }
        for s in segments(closingOpenSubpaths: true) {
            if s.isLine { cross(s.p0, s.p3); continue }
            // A curve whose control polygon is wholly above, below or right of the point crosses nothing left.
            let minY = min(s.p0.y, s.p1.y, s.p2.y, s.p3.y), maxY = max(s.p0.y, s.p1.y, s.p2.y, s.p3.y)
            if p.y < minY || p.y > maxY || p.x > max(s.p0.x, s.p1.x, s.p2.x, s.p3.x) { continue }
            let n = s.steps(tolerance: 0.01)
            var a = s.p0
            for i in 1...n {
                let b = i == n ? s.p3 : s.point(at: CGFloat(i) / CGFloat(n))
                cross(a, b)
                a = b
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// The path with every curve replaced by lines whose chords stay within `tolerance` of it (moves and
    /// closes kept): a polyline to measure, hit-test or draw where curves cannot be.
    public func flattened(tolerance: CGFloat = 0.1) -> CGPath {
        let out = CGMutablePath()
        var curve = 0
        let curves = segments().filter { !$0.isLine }
        for e in elements {
            switch e {
            case .move(let p): out.move(to: p)
            case .line(let p): out.addLine(to: p)
            case .quadCurve, .curve:
                let s = curves[curve]
                curve += 1
                let n = s.steps(tolerance: tolerance)
                for i in 1...n { out.addLine(to: i == n ? s.p3 : s.point(at: CGFloat(i) / CGFloat(n))) }
            case .closeSubpath: out.closeSubpath()
            }
        }
        return CGPath(copying: out)
    }

    /// Whether `other` has the same elements in the same order (points aside): whether a shape layer's `path`
    /// can animate between them point by point.
    public func hasSameStructure(as other: CGPath) -> Bool {
        guard elements.count == other.elements.count else { return false }
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.closeSubpath, .closeSubpath): continue
            default: return false
            }
        }
        return true
    }

    /// The same elements with points moved part of the way to `other`'s, when both have the same structure
    /// (the same element kinds in the same order) — how a shape layer's `path` animates; nil otherwise.
    public func interpolated(to other: CGPath, fraction: Double) -> CGPath? {
        guard elements.count == other.elements.count else { return nil }
        let f = CGFloat(fraction)
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f) }
        var out: [Element] = []
        out.reserveCapacity(elements.count)
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)): out.append(.move(to: mix(p, q)))
            case (.line(let p), .line(let q)): out.append(.line(to: mix(p, q)))
            case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
                out.append(.quadCurve(to: mix(p, q), control: mix(c, d)))
            case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
                out.append(.curve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2)))
            case (.closeSubpath, .closeSubpath): out.append(.closeSubpath)
            default: return nil
            }
        }
        return CGPath(elements: out, subpathStart: mix(subpathStart, other.subpathStart),
                      last: last.flatMap { p in other.last.map { mix(p, $0) } })
    }
}

/// A growing bounding box.
private struct Box {
    var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
    mutating func add(_ p: CGPoint) {
        minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
    }
    var rect: CGRect { minX > maxX ? .null : CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
}
