import Foundation

/// Arcs and curve flattening, as cairo makes them: an arc is cut into Bézier segments (how many depends on its
/// radius under the matrix and the tolerance), and each Bézier is halved in fixed point until its control
/// points lie within the tolerance of its chord.
extension FixedPath {
    /// cairo_arc (angles increasing): a line to the arc's start, then its segments.
    func arc(_ xc: Double, _ yc: Double, _ radius: Double, _ angle1: Double, _ angle2: Double) {
        guard radius > Double.ulpOfOne else {
            let (x, y) = matrix.point(xc, yc)
            let p = Point(x: fixed(x), y: fixed(y))
            lineFixed(p)
            lineFixed(p)
            return
        }
        line(to: xc + radius * cos(angle1), yc + radius * sin(angle1))
        arcInDirection(xc, yc, radius, angle1, angle2)
    }

    private func arcInDirection(_ xc: Double, _ yc: Double, _ radius: Double, _ angleMin: Double, _ angleMax: Double) {
        if angleMax - angleMin > Double.pi {
            let mid = angleMin + (angleMax - angleMin) / 2.0
            arcInDirection(xc, yc, radius, angleMin, mid)
            arcInDirection(xc, yc, radius, mid, angleMax)
            return
        }
        guard angleMax != angleMin else {
            line(to: xc + radius * cos(angleMin), yc + radius * sin(angleMin))
            return
        }
        guard var segments = segmentsNeeded(angleMax - angleMin, radius) else { isValidArc = false; return }
        let step = (angleMax - angleMin) / Double(segments)
        segments -= 1
        line(to: xc + radius * cos(angleMin), yc + radius * sin(angleMin))
        var a = angleMin
        for _ in 0..<segments {
            arcSegment(xc, yc, radius, a, a + step)
            a += step
        }
        arcSegment(xc, yc, radius, a, angleMax)
    }

    private func arcSegment(_ xc: Double, _ yc: Double, _ radius: Double, _ angleA: Double, _ angleB: Double) {
        let rSinA = radius * sin(angleA), rCosA = radius * cos(angleA)
        let rSinB = radius * sin(angleB), rCosB = radius * cos(angleB)
        let h = 4.0 / 3.0 * tan((angleB - angleA) / 4.0)
        curve(xc + rCosA - h * rSinA, yc + rSinA + h * rCosA,
              xc + rCosB + h * rSinB, yc + rSinB - h * rCosB,
              xc + rCosB, yc + rSinB)
    }

    /// How many Bézier segments cairo cuts an arc of `angle` into: the error grows with the circle's major
    /// axis under the matrix.
    private func segmentsNeeded(_ angle: Double, _ radius: Double) -> Int? {
        let m = matrix
        let i = m.xx * m.xx + m.yx * m.yx, j = m.xy * m.xy + m.yy * m.yy
        let f = 0.5 * (i + j), g = 0.5 * (i - j), h = m.xx * m.xy + m.yx * m.yy
        let major = Self.hasUnityScale(m) ? radius : radius * (f + hypot(g, h)).squareRoot()
        let normalized = tolerance / major
        for k in 1...11 {
            let a = Double.pi / Double(k)
            if Self.arcError(a) < normalized { return Int((abs(angle) / a).rounded(.up)) }
        }
        return nil
    }

    /// The normalized error of one Bézier segment of a unit circle spanning `angle`.
    private static func arcError(_ angle: Double) -> Double {
        2.0 / 27.0 * pow(sin(angle / 4), 6) / pow(cos(angle / 4), 2)
    }

    private static func hasUnityScale(_ m: Matrix) -> Bool {
        let det = m.xx * m.yy - m.yx * m.xy
        let epsilon = 1.0 / 256   // cairo's SCALING_EPSILON, one fixed-point step
        guard abs(det * det - 1.0) < epsilon else { return false }
        if abs(m.xy) < epsilon && abs(m.yx) < epsilon { return true }
        return abs(m.xx) < epsilon && abs(m.yy) < epsilon
    }

    /// cairo's _cairo_spline_decompose, from the current point `a`: the start of every piece after the first,
    /// then `d`.
    func flatten(_ a: Point, _ b: Point, _ c: Point, _ d: Point) {
        if let limit, !Self.intersects(a, b, c, d, limit) { return emit(d) }
        if a == b, c == d { return emit(d) }
        var last = a
        decompose(a, b, c, d, tolerance * tolerance, &last)
        emit(d)
    }

    private func decompose(_ a: Point, _ b: Point, _ c: Point, _ d: Point, _ tolerance2: Double, _ last: inout Point) {
        if Self.errorSquared(a, b, c, d) < tolerance2 {
            if a != last { last = a; emit(a) }
            return
        }
        @inline(__always) func half(_ p: Point, _ q: Point) -> Point {
            Point(x: p.x &+ ((q.x &- p.x) >> 1), y: p.y &+ ((q.y &- p.y) >> 1))
        }
        let ab = half(a, b), bc = half(b, c), cd = half(c, d)
        let abbc = half(ab, bc), bccd = half(bc, cd)
        let mid = half(abbc, bccd)
        decompose(a, ab, abbc, mid, tolerance2, &last)
        decompose(mid, bccd, cd, d, tolerance2, &last)
    }

    /// The larger squared distance of the control points from the chord a–d, in pixels.
    private static func errorSquared(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Double {
        var bdx = Double(b.x &- a.x) / 256, bdy = Double(b.y &- a.y) / 256
        var cdx = Double(c.x &- a.x) / 256, cdy = Double(c.y &- a.y) / 256
        if a != d {
            let dx = Double(d.x &- a.x) / 256, dy = Double(d.y &- a.y) / 256
            let v = dx * dx + dy * dy
            var u = bdx * dx + bdy * dy
            if u <= 0 {
            } else if u >= v {
                bdx -= dx; bdy -= dy
            } else {
                bdx -= u / v * dx; bdy -= u / v * dy
            }
            u = cdx * dx + cdy * dy
            if u <= 0 {
            } else if u >= v {
                cdx -= dx; cdy -= dy
            } else {
                cdx -= u / v * dx; cdy -= u / v * dy
            }
        }
        let berr = bdx * bdx + bdy * bdy, cerr = cdx * cdx + cdy * cdy
        return berr > cerr ? berr : cerr
    }
}
