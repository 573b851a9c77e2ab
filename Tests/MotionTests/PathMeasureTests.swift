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
}
