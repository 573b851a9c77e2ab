import Foundation

/// One drawn piece of a path — a line, or a curve as a cubic (quadratics are raised exactly) — with the
/// arithmetic bounds, containment, flattening and measuring share.
struct PathSegment: Sendable, Equatable {
    var p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint
    var isLine: Bool
    /// The path element it comes from (a closing line: its close; an implicit close: -1).
    var element: Int

    static func line(_ a: CGPoint, _ b: CGPoint, element: Int) -> PathSegment {
        PathSegment(p0: a, p1: a, p2: b, p3: b, isLine: true, element: element)
    }

    static func quad(_ a: CGPoint, _ c: CGPoint, _ b: CGPoint, element: Int) -> PathSegment {
        PathSegment(p0: a, p1: CGPoint(x: a.x + 2 / 3 * (c.x - a.x), y: a.y + 2 / 3 * (c.y - a.y)),
                    p2: CGPoint(x: b.x + 2 / 3 * (c.x - b.x), y: b.y + 2 / 3 * (c.y - b.y)), p3: b,
                    isLine: false, element: element)
    }

    func point(at t: CGFloat) -> CGPoint {
        if isLine { return CGPoint(x: p0.x + (p3.x - p0.x) * t, y: p0.y + (p3.y - p0.y) * t) }
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The derivative with respect to t.
    func derivative(at t: CGFloat) -> CGVector {
        if isLine { return CGVector(dx: p3.x - p0.x, dy: p3.y - p0.y) }
        let u = 1 - t
        let a = 3 * u * u, b = 6 * u * t, c = 3 * t * t
        return CGVector(dx: a * (p1.x - p0.x) + b * (p2.x - p1.x) + c * (p3.x - p2.x),
                        dy: a * (p1.y - p0.y) + b * (p2.y - p1.y) + c * (p3.y - p2.y))
    }

    /// The piece between parameters `t0` and `t1` (de Casteljau).
    func sub(_ t0: CGFloat, _ t1: CGFloat) -> PathSegment {
        if isLine { return .line(point(at: t0), point(at: t1), element: element) }
        var s = self
        if t1 < 1 { s = s.split(at: t1).0 }
        if t0 > 0 { s = s.split(at: t1 > 0 ? t0 / t1 : 0).1 }
        return s
    }

    func split(at t: CGFloat) -> (PathSegment, PathSegment) {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let a = lerp(p0, p1), b = lerp(p1, p2), c = lerp(p2, p3), d = lerp(a, b), e = lerp(b, c), f = lerp(d, e)
        return (PathSegment(p0: p0, p1: a, p2: d, p3: f, isLine: false, element: element),
                PathSegment(p0: f, p1: e, p2: c, p3: p3, isLine: false, element: element))
    }

    /// How many equal steps in t keep every chord within `tolerance` of the curve (Wang's formula).
    func steps(tolerance: CGFloat) -> Int {
        if isLine { return 1 }
        let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
        let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
        let m = max(hypot(ax, ay), hypot(bx, by))
        let n = (0.75 * m / max(tolerance, 1e-6)).squareRoot().rounded(.up)
        return n.isFinite ? min(max(Int(n), 1), 4096) : 1
    }

    /// The parameters in (0, 1) where x' or y' vanishes: where the curve turns back along an axis.
    func extrema() -> [CGFloat] {
        if isLine { return [] }
        var ts: [CGFloat] = []
        for (a0, a1, a2, a3) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            // B'(t)/3 = a t² + b t + c
            let a = -a0 + 3 * a1 - 3 * a2 + a3, b = 2 * (a0 - 2 * a1 + a2), c = a1 - a0
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { ts.append(-c / b) }
            } else {
                let disc = b * b - 4 * a * c
                if disc >= 0 {
                    let r = disc.squareRoot()
                    ts.append((-b + r) / (2 * a)); ts.append((-b - r) / (2 * a))
                }
            }
        }
        return ts.filter { $0 > 0 && $0 < 1 }
    }
}

extension CGPath {
    /// The drawn segments in order: lines, curves, and each explicit close's line back to its subpath's start
    /// (a subpath's moves and zero-length closes draw nothing); with `closingOpenSubpaths`, also the line
    /// closing each open subpath, as a fill closes it.
    func segments(closingOpenSubpaths: Bool = false) -> [PathSegment] {
        var out: [PathSegment] = []
        out.reserveCapacity(elements.count)
        var current = CGPoint.zero, start = CGPoint.zero, open = false
        func closeOpen() {
            if closingOpenSubpaths, open, current != start { out.append(.line(current, start, element: -1)) }
            open = false
        }
        for (i, e) in elements.enumerated() {
            switch e {
            case .move(let p):
                closeOpen()
                current = p; start = p
            case .line(let p):
                out.append(.line(current, p, element: i)); current = p; open = true
            case .quadCurve(let p, let c):
                out.append(.quad(current, c, p, element: i)); current = p; open = true
            case .curve(let p, let c1, let c2):
                out.append(PathSegment(p0: current, p1: c1, p2: c2, p3: p, isLine: false, element: i))
                current = p; open = true
            case .closeSubpath:
                if current != start { out.append(.line(current, start, element: i)) }
                current = start; open = false
            }
        }
        closeOpen()
        return out
    }
}
