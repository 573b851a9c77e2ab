import Foundation
import Testing
@testable import Motion

/// Arc-length parametrisation: what strokeStart/strokeEnd, paced keyframes and rotateAuto build on.
@Suite struct PathMeasureTests {
    @Test func aCircleIsTwoPiRWithinATenthOfAPercent() {
        for r in [5.0, 50, 400] as [CGFloat] {
            let length = PathMeasure(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 2 * r, height: 2 * r))).length
            #expect(abs(length - 2 * .pi * r) / (2 * .pi * r) < 0.001, "r \(r): \(length)")
        }
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 30, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(abs(arc.length - 30 * .pi) / (30 * .pi) < 0.001)
    }

    @Test func halfWayAlongALine() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 10, y: 10))
        p.addLine(to: CGPoint(x: 40, y: 50))   // 30-40-50
        let m = PathMeasure(p)
        #expect(m.length == 50)
        #expect(close(m.point(atLength: 25), CGPoint(x: 25, y: 30), 1e-12))
        #expect(close(m.tangent(atLength: 25).dx, 0.6, 1e-12) && close(m.tangent(atLength: 25).dy, 0.8, 1e-12))
        #expect(m.point(atLength: -5) == CGPoint(x: 10, y: 10) && m.point(atLength: 99) == CGPoint(x: 40, y: 50),
                "clamped to the ends")
    }

    @Test func halfWayRoundACircle() {
        // An ellipse starts at its right-hand end and runs clockwise on screen (down first).
        let m = PathMeasure(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(close(m.point(atLength: m.length / 2), CGPoint(x: 0, y: 50), 0.01))
        let t = m.tangent(atLength: m.length / 2)
        #expect(close(t.dx, 0, 0.001) && close(t.dy, -1, 0.001), "heading up the screen at the left: \(t)")
        let q = m.point(atLength: m.length / 4)
        #expect(close(q, CGPoint(x: 50, y: 100), 0.01), "a quarter: the bottom")
        let start = m.tangent(atLength: 0)
        #expect(close(start.dx, 0, 1e-9) && close(start.dy, 1, 1e-9))
        // Equal lengths are equal angles: an eighth of the way is at 45°.
        let e = m.point(atLength: m.length / 8)
        #expect(close(e, CGPoint(x: 50 + 50 * cos(CGFloat.pi / 4), y: 50 + 50 * sin(CGFloat.pi / 4)), 0.05))
    }

    @Test func closingLinesCountAndMovesDoNot() {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 10, height: 5))   // 30, with the closing edge
        p.move(to: CGPoint(x: 100, y: 100))
        p.addLine(to: CGPoint(x: 100, y: 110))
        let m = PathMeasure(p)
        #expect(m.length == 40)
        #expect(m.point(atLength: 27) == CGPoint(x: 0, y: 3), "on the closing edge, going up")
        #expect(m.point(atLength: 35) == CGPoint(x: 100, y: 105))
    }

    @Test func trimmedCutsCurvesExactlyWhereTheLengthsFall() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let m = PathMeasure(circle)
        let quarter = m.trimmed(from: 0, to: m.length / 4)
        #expect(close(quarter.currentPoint, CGPoint(x: 50, y: 100), 0.01))
        #expect(abs(quarter.length - m.length / 4) < 0.01)
        let middle = m.trimmed(from: m.length * 0.3, to: m.length * 0.6)
        #expect(abs(middle.length - m.length * 0.3) < 0.02)
        #expect(close(middle.elements.first!.end!, m.point(atLength: m.length * 0.3), 1e-6))
        #expect(m.trimmed(from: 10, to: 10).isEmpty && PathMeasure(CGMutablePath()).length == 0)
    }

    /// Where `strokeStart`/`strokeEnd` cut a curve, checked against an arc length computed another way: Gauss–
    /// Legendre quadrature of |B′(t)| (5 points on each of 512 spans), with the cut's parameter found by search.
    @Test func trimPointsAreWithinATenthOfAPointOfTheTrueArcLength() {
        let curves: [(CGPoint, CGPoint, CGPoint, CGPoint)] = [
            (CGPoint(x: 0, y: 0), CGPoint(x: 300, y: 0), CGPoint(x: -100, y: 200), CGPoint(x: 200, y: 200)),  // an S
            (CGPoint(x: 10, y: 10), CGPoint(x: 400, y: 10), CGPoint(x: 400, y: 12), CGPoint(x: 12, y: 14)),    // a hairpin
            (CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 300, y: 0)),          // uneven speed
        ]
        for (p0, p1, p2, p3) in curves {
            let path = CGMutablePath()
            path.move(to: p0)
            path.addCurve(to: p3, control1: p1, control2: p2)
            let m = PathMeasure(path)
            let truth = BezierArcLength(p0, p1, p2, p3)
            #expect(abs(m.length - truth.length(to: 1)) < 0.1, "whole length \(m.length) vs \(truth.length(to: 1))")
            for i in 0..<10 {
                let f = 0.05 + 0.1 * CGFloat(i)
                let cut = m.trimmed(from: 0, to: f * m.length).currentPoint
                let t = truth.parameter(nearest: cut)
                #expect(abs(truth.length(to: t) - f * truth.length(to: 1)) < 0.1, "cut at \(f): \(cut)")
            }
        }
        // An arc of 100 points' radius (made of Béziers) against r·θ, cut every tenth.
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: 3 * .pi / 2, clockwise: false)
        let m = PathMeasure(arc)
        #expect(abs(m.length - 150 * .pi) < 0.1, "\(m.length) vs \(150 * CGFloat.pi)")
        for i in 1...9 {
            let f = CGFloat(i) / 10
            let cut = m.trimmed(from: 0, to: f * m.length).currentPoint
            var angle = atan2(cut.y, cut.x)
            if angle < 0 { angle += 2 * .pi }
            let along: CGFloat = angle * 100, expected: CGFloat = f * 150 * CGFloat.pi
            #expect(abs(along - expected) < 0.1, "arc cut at \(f): \(along) vs \(expected)")
        }
        // A line: exact.
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 3, y: 4))
        line.addLine(to: CGPoint(x: 303, y: 404))
        let lm = PathMeasure(line)
        #expect(close(lm.trimmed(from: 0, to: 123).currentPoint, CGPoint(x: 3 + 123 * 0.6, y: 4 + 123 * 0.8), 1e-9))
    }
}

/// The arc length of one cubic Bézier by Gauss–Legendre quadrature: independent of `PathMeasure`'s chords.
private struct BezierArcLength {
    let p0, p1, p2, p3: CGPoint
    init(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) { (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3) }

    func point(_ t: Double) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    func speed(_ t: Double) -> Double {
        let u = 1 - t
        let dx = 3 * u * u * (p1.x - p0.x) + 6 * u * t * (p2.x - p1.x) + 3 * t * t * (p3.x - p2.x)
        let dy = 3 * u * u * (p1.y - p0.y) + 6 * u * t * (p2.y - p1.y) + 3 * t * t * (p3.y - p2.y)
        return (dx * dx + dy * dy).squareRoot()
    }

    func length(to t: Double) -> Double {
        let nodes = [0.0, -0.5384693101056831, 0.5384693101056831, -0.9061798459386640, 0.9061798459386640]
        let weights = [0.5688888888888889, 0.4786286704993665, 0.4786286704993665, 0.2369268850561891, 0.2369268850561891]
        let spans = 512
        var total = 0.0
        for k in 0..<spans {
            let a = t * Double(k) / Double(spans), b = t * Double(k + 1) / Double(spans)
            for (x, w) in zip(nodes, weights) { total += w * speed((a + b) / 2 + (b - a) / 2 * x) * (b - a) / 2 }
        }
        return total
    }

    /// The parameter of the curve point nearest `q`: a coarse scan, then bisection-like refinement.
    func parameter(nearest q: CGPoint) -> Double {
        func d(_ t: Double) -> Double { let p = point(t); return hypot(p.x - q.x, p.y - q.y) }
        var best = 0.0
        for i in 0...4000 where d(Double(i) / 4000) < d(best) { best = Double(i) / 4000 }
        var lo = max(best - 1.0 / 4000, 0), hi = min(best + 1.0 / 4000, 1)
        for _ in 0..<60 {
            let a = lo + (hi - lo) / 3, b = hi - (hi - lo) / 3
            if d(a) < d(b) { hi = b } else { lo = a }
        }
        return (lo + hi) / 2
    }
}
