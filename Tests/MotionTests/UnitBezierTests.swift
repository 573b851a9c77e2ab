import Foundation
import Testing
@testable import Motion

struct UnitBezierTests {
    static let curves: [(name: String, p1x: Double, p1y: Double, p2x: Double, p2y: Double)] = [
        ("linear", 0, 0, 1, 1),
        ("easeIn", 0.42, 0, 1, 1),
        ("easeOut", 0, 0, 0.58, 1),
        ("easeInOut", 0.42, 0, 0.58, 1),
        ("default", 0.25, 0.1, 0.25, 1),
        ("seed overshoot", 0.57, -0.4, 0.96, 0.87),
        ("back in-out", 0.68, -0.55, 0.27, 1.55),
    ]

    @Test(arguments: curves.indices)
    func solveMatchesHighPrecisionReference(index: Int) {
        let c = Self.curves[index]
        let bezier = UnitBezier(p1x: c.p1x, p1y: c.p1y, p2x: c.p2x, p2y: c.p2y)
        let reference = BezierReference(p1x: c.p1x, p1y: c.p1y, p2x: c.p2x, p2y: c.p2y)
        var maxError = 0.0
        for i in 0..<1000 {
            let x = Double(i) / 999
            maxError = max(maxError, abs(bezier.solve(x) - reference.solve(x)))
        }
        #expect(maxError <= 1e-6, "\(c.name): max error \(maxError)")
    }

    @Test(arguments: [(0.0, 0.0, 1.0, 1.0), (0.3, 0.3, 0.7, 0.7), (0.25, 0.25, 0.25, 0.25)])
    func curvesWithControlPointsOnTheDiagonalAreExactlyLinear(p1: Double, p1b: Double, p2: Double, p2b: Double) {
        let bezier = UnitBezier(p1x: p1, p1y: p1b, p2x: p2, p2y: p2b)
        #expect(bezier.isLinear)
        for i in 0...600 {
            let x = Double(i) / 600
            #expect(bezier.solve(x) == x)
            #expect(bezier.slope(atX: x) == 1)
        }
        #expect(!UnitBezier(p1x: 0.42, p1y: 0, p2x: 1, p2y: 1).isLinear)
    }

    @Test(arguments: curves.indices)
    func slopeMatchesReferenceDerivative(index: Int) {
        let c = Self.curves[index]
        let bezier = UnitBezier(p1x: c.p1x, p1y: c.p1y, p2x: c.p2x, p2y: c.p2y)
        let reference = BezierReference(p1x: c.p1x, p1y: c.p1y, p2x: c.p2x, p2y: c.p2y)
        let h = 1e-5
        for i in 1..<100 {
            let x = Double(i) / 100
            let expected = (reference.solve(x + h) - reference.solve(x - h)) / (2 * h)
            #expect(abs(bezier.slope(atX: x) - expected) < 1e-4 * max(1, abs(expected)), "\(c.name) at \(x)")
        }
    }

    @Test func coefficientsFollowTheReferenceFormulas() {
        let b = UnitBezier(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1)
        #expect(abs(b.cx - 1.26) < 1e-12)
        #expect(abs(b.bx - (3 * (0.58 - 0.42) - 1.26)) < 1e-12)
        #expect(abs(b.ax - (1 - b.cx - b.bx)) < 1e-12)
        #expect(b.cy == 0 && b.by == 3 && b.ay == -2)
        #expect(abs(b.sampleCurveX(0.3) - BezierReference(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1).x(0.3)) < 1e-12)
        #expect(abs(b.sampleCurveDerivativeX(0) - 1.26) < 1e-12)
    }

    @Test func solveCurveXIsWithinEpsilon() {
        let b = UnitBezier(p1x: 0.57, p1y: -0.4, p2x: 0.96, p2y: 0.87)
        for i in 0...1000 {
            let x = Double(i) / 1000
            #expect(abs(b.sampleCurveX(b.solveCurveX(x)) - x) < UnitBezier.epsilon)
        }
    }

    @Test func inputsOutsideTheUnitIntervalClampToTheEndpoints() {
        let b = UnitBezier(p1x: 0.57, p1y: -0.4, p2x: 0.96, p2y: 0.87)
        #expect(b.solve(-0.5) == 0)
        #expect(b.solve(1.5) == 1)
        #expect(b.solve(0) == 0)
        #expect(b.solve(1) == 1)
        #expect(b.slope(atX: -0.1) == 0)
        #expect(b.slope(atX: 1.1) == 0)
        #expect(b.solve(.nan) == 0)
    }

    @Test func overshootingControlPointsLeaveTheUnitInterval() {
        let b = UnitBezier(p1x: 0.57, p1y: -0.4, p2x: 0.96, p2y: 0.87)
        let minimum = (0...1000).map { b.solve(Double($0) / 1000) }.min()!
        #expect(minimum < -0.05)
        let back = UnitBezier(p1x: 0.68, p1y: -0.55, p2x: 0.27, p2y: 1.55)
        #expect((0...1000).map { back.solve(Double($0) / 1000) }.max()! > 1.05)
    }

    @Test func endpointGradients() {
        let easeOut = UnitBezier(p1x: 0, p1y: 0, p2x: 0.58, p2y: 1)
        #expect(abs(easeOut.slope(atX: 0) - 1 / 0.58) < 1e-12)
        #expect(easeOut.slope(atX: 1) == 0)
        let easeIn = UnitBezier(p1x: 0.42, p1y: 0, p2x: 1, p2y: 1)
        #expect(easeIn.slope(atX: 0) == 0)
        #expect(abs(easeIn.slope(atX: 1) - 1 / 0.58) < 1e-12)
        #expect(UnitBezier(p1x: 0, p1y: 0, p2x: 1, p2y: 1).slope(atX: 0.5) == 1)
    }

    @Test func controlPointXIsClampedToTheUnitInterval() {
        let b = UnitBezier(p1x: -0.5, p1y: 0, p2x: 1.5, p2y: 1)
        #expect(b.p1x == 0 && b.p2x == 1)
        #expect(b == UnitBezier(p1x: 0, p1y: 0, p2x: 1, p2y: 1))
    }

    /// Control values near DBL_MAX: the curve itself stays finite (at most 0.75 × DBL_MAX between the ends),
    /// as Chromium's cubic-Bézier tests expect, though the polynomial's coefficients (3 × y1) overflow.
    @Test func hugeControlValuesGiveAFiniteCurve() {
        let huge = Double.greatestFiniteMagnitude
        for (y1, y2) in [(huge, huge), (-huge, -huge), (huge, -huge)] {
            let b = UnitBezier(p1x: 0.5, p1y: y1, p2x: 0.5, p2y: y2)
            for i in 0...20 {
                let y = b.solve(Double(i) / 20)
                #expect(y.isFinite, "y1 \(y1), y2 \(y2), x \(Double(i) / 20): \(y)")
                #expect(abs(y) <= 0.75 * huge)
            }
        }
        // Where the curve is symmetric and at its peak, the Bernstein form gives the exact value 0.75 × y1 + 1/8.
        let b = UnitBezier(p1x: 0.5, p1y: huge, p2x: 0.5, p2y: huge)
        #expect(b.sampleCurveY(0.5) == 0.75 * huge)
    }

    /// The Bernstein form agrees with the polynomial one on ordinary curves.
    @Test func sampleCurveYMatchesThePolynomial() {
        let b = UnitBezier(p1x: 0.57, p1y: -0.4, p2x: 0.96, p2y: 0.87)
        for i in 0...100 {
            let t = Double(i) / 100
            #expect(abs(b.sampleCurveY(t) - ((b.ay * t + b.by) * t + b.cy) * t) < 1e-15)
            #expect(abs(b.sampleCurveDerivativeY(t) - ((3 * b.ay * t + 2 * b.by) * t + b.cy)) < 1e-14)
        }
    }
}
