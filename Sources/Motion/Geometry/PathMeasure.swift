import Foundation

/// A path parametrised by arc length: its total length, the point and direction at any distance along it,
/// and the piece between two distances — what `strokeStart`/`strokeEnd`, paced keyframes along a path and
/// `rotationMode = .rotateAuto` need. Measure once, query every frame (queries do not allocate, but `trimmed`).
///
/// ```swift
/// let measure = PathMeasure(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)))
/// measure.length                                   // ≈ 314.16
/// measure.point(atLength: measure.length / 2)      // (0, 50): half way round from the right-hand end
/// measure.tangent(atLength: 0)                     // (0, 1): heading down the screen
/// let drawn = measure.trimmed(from: 0, to: 0.25 * measure.length)   // strokeEnd = 0.25
/// ```
///
/// Lengths count every drawn segment — lines, curves, closing lines — but not the jumps of moves; curves are
/// flattened to chords within `tolerance`, so lengths are short by at most about `tolerance / 3r` of an arc of
/// radius r (0.02 % for a 50-point circle at the default 0.01).
public struct PathMeasure: Sendable {
    struct Piece: Sendable {
        var segment: Int
        var t0: CGFloat, t1: CGFloat
        var start: CGFloat, length: CGFloat
    }
    let segments: [PathSegment]
    let pieces: [Piece]
    let startPoint: CGPoint
    /// The length of the whole path.
    public let length: CGFloat

    public init(_ path: CGPath, tolerance: CGFloat = 0.01) {
        segments = path.segments()
        var pieces: [Piece] = []
        var total: CGFloat = 0
        for (i, s) in segments.enumerated() {
            let n = s.steps(tolerance: tolerance)
            var a = s.p0
            for k in 1...n {
                let t1 = CGFloat(k) / CGFloat(n)
                let b = k == n ? s.p3 : s.point(at: t1)
                let l = hypot(b.x - a.x, b.y - a.y)
                pieces.append(Piece(segment: i, t0: CGFloat(k - 1) / CGFloat(n), t1: t1, start: total, length: l))
                total += l
                a = b
            }
        }
        self.pieces = pieces
        length = total
        startPoint = path.elements.first?.end ?? .zero
    }

    /// The segment and its parameter at `distance` along the path (clamped to it).
    func locate(_ distance: CGFloat) -> (segment: Int, t: CGFloat)? {
        guard !pieces.isEmpty else { return nil }
        let d = min(max(distance, 0), length)
        var lo = 0, hi = pieces.count - 1
        while lo < hi {   // the last piece starting at or before d
            let mid = (lo + hi + 1) / 2
            if pieces[mid].start <= d { lo = mid } else { hi = mid - 1 }
        }
        // Skip zero-length pieces at the same distance, so a distance lands on the piece that draws from it.
        while lo + 1 < pieces.count, pieces[lo].length == 0, pieces[lo + 1].start <= d { lo += 1 }
        let p = pieces[lo]
        let f = p.length > 0 ? min(max((d - p.start) / p.length, 0), 1) : 1
        return (p.segment, p.t0 + (p.t1 - p.t0) * f)
    }

    /// The point `distance` along the path (clamped to its ends; an empty path's first point or zero).
    public func point(atLength distance: CGFloat) -> CGPoint {
        guard let (s, t) = locate(distance) else { return startPoint }
        return segments[s].point(at: t)
    }

    /// The unit direction of travel `distance` along the path (`.zero` where it has none).
    public func tangent(atLength distance: CGFloat) -> CGVector {
        guard let (i, t) = locate(distance) else { return .zero }
        let s = segments[i]
        var d = s.derivative(at: t)
        if hypot(d.dx, d.dy) < 1e-9 {   // a cusp or a control point on an end: the chord's direction
            d = CGVector(dx: s.p3.x - s.p0.x, dy: s.p3.y - s.p0.y)
        }
        let l = hypot(d.dx, d.dy)
        return l > 0 ? CGVector(dx: d.dx / l, dy: d.dy / l) : .zero
    }

    /// The part of the path between two distances along it: what a shape layer strokes for `strokeStart`
    /// and `strokeEnd` (× `length`). Curves are cut exactly where those distances fall; the cut pieces are
    /// open (a closing line becomes a line); empty when `from >= to`.
    public func trimmed(from: CGFloat, to: CGFloat) -> CGPath {
        let out = CGMutablePath()
        visitTrimmed(from: from, to: to, move: { out.move(to: $0) }, line: { out.addLine(to: $0) },
                     curve: { out.addCurve(to: $0, control1: $1, control2: $2) })
        return CGPath(copying: out)
    }

    /// The elements of `trimmed(from:to:)` handed one by one, without making a path: a renderer appends
    /// them to its own path each frame of a `strokeEnd` animation and allocates nothing.
    ///
    /// ```swift
    /// measure.visitTrimmed(from: 0, to: measure.length / 2,
    ///                      move: { cairoMove($0) }, line: { cairoLine($0) }, curve: { cairoCurve($0, $1, $2) })
    /// ```
    public func visitTrimmed(from: CGFloat, to: CGFloat, move: (CGPoint) -> Void, line: (CGPoint) -> Void,
                             curve: (_ to: CGPoint, _ control1: CGPoint, _ control2: CGPoint) -> Void) {
        guard from < to, let (sa, ta) = locate(from), let (sb, tb) = locate(to) else { return }
        var pen: CGPoint?
        for i in sa...sb {
            let s = segments[i].sub(i == sa ? ta : 0, i == sb ? tb : 1)
            if pen != s.p0 { move(s.p0) }
            if s.isLine { line(s.p3) } else { curve(s.p3, s.p1, s.p2) }
            pen = s.p3
        }
    }
}

extension CGPath {
    /// The length of the path (see `PathMeasure`, which keeps the measurement for repeated queries).
    public var length: CGFloat { PathMeasure(self).length }
}
