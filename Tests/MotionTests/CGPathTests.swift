import Foundation
import Testing
@testable import Motion

/// CGPath / CGMutablePath as Core Graphics builds them: elements, arcs and their direction, bounds,
/// containment by either fill rule, copies and equality.
@Suite struct CGPathTests {
    /// The point half way along an arc path (its curves' parameters run through it evenly in angle).
    func midpoint(_ path: CGPath) -> CGPoint {
        PathMeasure(path).point(atLength: path.length / 2)
    }

    @Test func buildingRecordsElementsAndTheCurrentPoint() {
        let p = CGMutablePath()
        #expect(p.isEmpty && p.currentPoint == .zero && p.boundingBox.isNull)
        p.addLine(to: CGPoint(x: 5, y: 5))
        #expect(p.isEmpty, "a line with no current point is ignored, as CG does")
        p.move(to: CGPoint(x: 1, y: 2))
        p.addLine(to: CGPoint(x: 10, y: 2))
        p.addQuadCurve(to: CGPoint(x: 10, y: 20), control: CGPoint(x: 20, y: 10))
        p.addCurve(to: CGPoint(x: 1, y: 20), control1: CGPoint(x: 8, y: 25), control2: CGPoint(x: 3, y: 25))
        #expect(p.currentPoint == CGPoint(x: 1, y: 20))
        p.closeSubpath()
        #expect(p.currentPoint == CGPoint(x: 1, y: 2), "a close returns to the subpath's start")
        p.addLine(to: CGPoint(x: 0, y: 0))
        #expect(p.elements == [
            .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 10, y: 2)),
            .quadCurve(to: CGPoint(x: 10, y: 20), control: CGPoint(x: 20, y: 10)),
            .curve(to: CGPoint(x: 1, y: 20), control1: CGPoint(x: 8, y: 25), control2: CGPoint(x: 3, y: 25)),
            .closeSubpath, .move(to: CGPoint(x: 1, y: 2)), .line(to: .zero),
        ], "a line after a close starts a new subpath where the closed one began")
        var kinds: [CGPathElementType] = [], ends: [CGPoint] = []
        p.applyWithBlock { e in
            kinds.append(e.pointee.type)
            let count = [1, 1, 2, 3, 0][Int(e.pointee.type.rawValue)]
            if count > 0 { ends.append(e.pointee.points[count - 1]) }
        }
        #expect(kinds == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath,
                          .moveToPoint, .addLineToPoint])
        #expect(ends.last == .zero && ends[2] == CGPoint(x: 10, y: 20), "the end point comes last")
    }

    @Test func transformsApplyToAddedPointsAndCopies() {
        let p = CGMutablePath()
        p.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)], transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(p.elements == [.move(to: .zero), .line(to: CGPoint(x: 20, y: 0))])
        var shift = CGAffineTransform(translationX: 5, y: 7)
        let moved = p.copy(using: &shift)!
        #expect(moved.elements == [.move(to: CGPoint(x: 5, y: 7)), .line(to: CGPoint(x: 25, y: 7))])
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &shift)
        #expect(rect.boundingBox == CGRect(x: 5, y: 7, width: 10, height: 10))
    }

    @Test func copiesAreEqualAndIndependent() {
        let p = CGMutablePath()
        p.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        let frozen = p.copy()!
        let twin = p.mutableCopy()!
        #expect(frozen == p && twin == p && frozen.hashValue == p.hashValue)
        twin.addLine(to: CGPoint(x: 9, y: 9))
        #expect(twin != p && frozen == p, "a mutable copy changes alone")
        #expect(CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)) == frozen)
        #expect(CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 5)) != frozen)
    }

    @Test func boundingBoxCountsControlPointsAndBoundingBoxOfPathOnlyTheCurve() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(p.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The curve peaks at t = ½: y = 3·¼·½·100 + 3·½·¼·100 = 75.
        #expect(close(p.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75), 1e-9))
        let q = CGMutablePath()
        q.move(to: CGPoint(x: 0, y: 0))
        q.addQuadCurve(to: CGPoint(x: 40, y: 0), control: CGPoint(x: 20, y: -40))
        #expect(close(q.boundingBoxOfPath, CGRect(x: 0, y: -20, width: 40, height: 20), 1e-9))
        #expect(q.boundingBox == CGRect(x: 0, y: -40, width: 40, height: 40))
    }

    @Test func containsADonutByWindingAndByEvenOdd() {
        let donut = CGMutablePath()
        donut.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        donut.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))   // the same direction: winding 2
        let hole = CGPoint(x: 50, y: 50), ring = CGPoint(x: 12, y: 50), outside = CGPoint(x: 3, y: 3)
        #expect(donut.contains(hole, using: .winding))
        #expect(!donut.contains(hole, using: .evenOdd))
        #expect(donut.contains(ring, using: .winding) && donut.contains(ring, using: .evenOdd))
        #expect(!donut.contains(outside) && !donut.contains(outside, using: .evenOdd), "outside the circle's corner")
        #expect(donut.contains(CGPoint(x: 1, y: 50)) && !donut.contains(CGPoint(x: -1, y: 50)))
        // The path moved 200 right: the point is tested against the moved path.
        #expect(donut.contains(CGPoint(x: 212, y: 50), transform: CGAffineTransform(translationX: 200, y: 0)))
        #expect(!donut.contains(ring, transform: CGAffineTransform(translationX: 200, y: 0)))
    }

    @Test func cgArcClockwiseIsYUpSoItTurnsCounterClockwiseOnScreen() {
        let center = CGPoint(x: 50, y: 50)
        // 0 → π/2 with clockwise false: increasing angles, through π/4 — down-right in y-down space.
        let ccw = CGMutablePath()
        ccw.addArc(center: center, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(close(midpoint(ccw), CGPoint(x: 50 + 40 * cos(CGFloat.pi / 4), y: 50 + 40 * sin(CGFloat.pi / 4)), 0.01))
        #expect(close(ccw.currentPoint, CGPoint(x: 50, y: 90), 1e-12))
        // clockwise true: decreasing angles the long way round, through −3π/4 (up-left on screen).
        let cw = CGMutablePath()
        cw.addArc(center: center, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(midpoint(cw), CGPoint(x: 50 + 40 * cos(-3 * CGFloat.pi / 4), y: 50 + 40 * sin(-3 * CGFloat.pi / 4)), 0.01))
        #expect(close(cw.length, 40 * 3 * .pi / 2, 0.05))
        #expect(cw.elements.count == 4, "a move and three quarter-turn curves")
    }

    @Test func fullCirclesAndEmptySweeps() {
        let full = CGMutablePath()
        full.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(full.elements.count == 5 && close(full.length, 20 * .pi, 0.01))
        let none = CGMutablePath()
        none.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(none.elements == [.move(to: CGPoint(x: 10, y: 0))], "against the direction: no turn, as cairo")
        let relative = CGMutablePath()
        relative.move(to: .zero)
        relative.addRelativeArc(center: CGPoint(x: 20, y: 0), radius: 10, startAngle: .pi, delta: -.pi / 2)
        #expect(relative.elements.first == .move(to: .zero))
        if case .line(let start) = relative.elements[1] {
            #expect(close(start, CGPoint(x: 10, y: 0), 1e-12), "a line from the current point to the arc's start")
        } else { Issue.record("expected a line, got \(relative.elements[1])") }
        #expect(close(relative.currentPoint, CGPoint(x: 20, y: 10), 1e-12), "π − π/2 = π/2: below the centre")
    }

    @Test func tangentArcMeetsBothLinesAtTheHandComputedPoints() {
        // From (0,0) toward the corner (100,0), then down to (100,100), radius 20: tangent points (80,0) and
        // (100,20), centre (80,20).
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(p.elements[1] == .line(to: CGPoint(x: 80, y: 0)))
        #expect(close(p.currentPoint, CGPoint(x: 100, y: 20), 1e-9))
        let arcOnly = CGMutablePath()
        arcOnly.move(to: CGPoint(x: 80, y: 0))
        arcOnly.addPath(CGPath(copying: p).dropFirstTwo)
        let mid = PathMeasure(arcOnly).point(atLength: arcOnly.length / 2)
        #expect(close(mid, CGPoint(x: 80 + 20 * cos(-CGFloat.pi / 4), y: 20 + 20 * sin(-CGFloat.pi / 4)), 0.01))
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 100, y: 0), radius: 20)
        #expect(straight.elements == [.move(to: .zero), .line(to: CGPoint(x: 50, y: 0))], "in line: a line")
    }

    @Test func rectsEllipsesAndRoundedRects() {
        let r = CGRect(x: 10, y: 20, width: 100, height: 50)
        let rounded = CGPath(roundedRect: r, cornerWidth: 12, cornerHeight: 8)
        #expect(close(rounded.boundingBox, r, 1e-12) && close(rounded.boundingBoxOfPath, r, 1e-9))
        #expect(rounded.elements.first == .move(to: CGPoint(x: 22, y: 20)), "starts after the top-left corner")
        #expect(!rounded.contains(CGPoint(x: 10.5, y: 20.5)) && rounded.contains(CGPoint(x: 14, y: 24)))
        #expect(rounded.contains(CGPoint(x: 60, y: 45)))
        let oval = CGPath(ellipseIn: r)
        #expect(close(oval.boundingBoxOfPath, r, 1e-9))
        #expect(oval.elements.first == .move(to: CGPoint(x: 110, y: 45)))
        if case .curve(let end, _, _) = oval.elements[1] {
            #expect(end == CGPoint(x: 60, y: 70), "then down the screen to the bottom: clockwise on screen")
        } else { Issue.record("an ellipse is made of curves") }
        let rects = CGMutablePath()
        rects.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        #expect(rects.elements.count == 10 && rects.boundingBox == CGRect(x: 0, y: 0, width: 6, height: 6))
    }

    @Test func flattenedAndInterpolatedAndReversed() {
        let circle = CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100))
        let flat = circle.flattened(tolerance: 0.1)
        var worst: CGFloat = 0
        for e in flat.elements { if case .line(let p) = e { worst = max(worst, abs(hypot(p.x, p.y) - 50)) } }
        #expect(worst < 0.05 && flat.elements.count > 20, "vertices on the circle: off by \(worst)")
        let small = CGPath(ellipseIn: CGRect(x: -25, y: -25, width: 50, height: 50))
        let half = circle.interpolated(to: small, fraction: 0.5)!
        #expect(close(half.boundingBoxOfPath, CGRect(x: -37.5, y: -37.5, width: 75, height: 75), 1e-9))
        #expect(circle.interpolated(to: CGPath(rect: .zero), fraction: 0.5) == nil, "different structure")
        let line = CGMutablePath()
        line.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        #expect(line.reversed().elements == [.move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 10, y: 0)),
                                             .line(to: .zero)])
        let back = circle.reversed()
        #expect(close(back.boundingBoxOfPath, circle.boundingBoxOfPath, 1e-9) && back.elements.last == .closeSubpath)
        #expect(close(PathMeasure(back).tangent(atLength: 1).dy, -1, 0.01), "round the other way: up the screen")
    }
}

extension CGPath {
    /// The path without its first two elements (a move and a line), from the current point onwards.
    fileprivate var dropFirstTwo: CGPath {
        CGPath(elements: Array(elements.dropFirst(2)), subpathStart: subpathStart, last: last)
    }
}
