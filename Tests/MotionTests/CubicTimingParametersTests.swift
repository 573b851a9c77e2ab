import Foundation
import Testing
@testable import Motion

struct CubicTimingParametersTests {
    @Test func namedCurvesHaveTheirControlPoints() {
        let expected: [AnimationCurve: (CGPoint, CGPoint)] = [
            .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)),
            .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)),
            .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)),
            .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)),
        ]
        for curve in AnimationCurve.allCases {
            let p = CubicTimingParameters(animationCurve: curve)
            #expect(p.animationCurve == curve)
            #expect(p.controlPoint1 == expected[curve]!.0, "\(curve)")
            #expect(p.controlPoint2 == expected[curve]!.1, "\(curve)")
        }
    }

    @Test func defaultCurve() {
        let p = CubicTimingParameters()
        #expect(p.animationCurve == nil)
        #expect(p.controlPoint1 == CGPoint(x: 0.25, y: 0.1))
        #expect(p.controlPoint2 == CGPoint(x: 0.25, y: 1))
        #expect(p.timingCurveType == .cubic)
        #expect(p.cubicTimingParameters == p)
        #expect(p.springTimingParameters == nil)
    }

    @Test func progressFollowsTheBezierOverTheDuration() {
        let p = CubicTimingParameters(controlPoint1: CGPoint(x: 0.57, y: -0.4), controlPoint2: CGPoint(x: 0.96, y: 0.87))
        let curves = p.curves(forDuration: 2)
        let reference = BezierReference(p1x: 0.57, p1y: -0.4, p2x: 0.96, p2y: 0.87)
        #expect(curves.duration == 2)
        for i in 0...40 {
            let t = Double(i) / 20
            #expect(abs(curves.x.progress(at: t) - reference.solve(t / 2)) < 1e-6)
            #expect(curves.y.progress(at: t) == curves.x.progress(at: t))
        }
    }

    @Test func progressIsClampedInTime() {
        let curve = CubicTimingParameters(animationCurve: .easeInOut).curves(forDuration: 0.5).x
        #expect(curve.progress(at: -1) == 0)
        #expect(curve.progress(at: 0) == 0)
        #expect(abs(curve.progress(at: 0.25) - 0.5) < 1e-7)
        #expect(curve.progress(at: 0.5) == 1)
        #expect(curve.progress(at: 3) == 1)
        #expect(curve.velocity(at: -1) == 0)
        #expect(curve.velocity(at: 3) == 0)
    }

    @Test func velocityIsSlopeOverDuration() {
        let linear = CubicTimingParameters(animationCurve: .linear).curves(forDuration: 2).x
        #expect(abs(linear.velocity(at: 0.7) - 0.5) < 1e-9)
        let easeOut = CubicTimingParameters(animationCurve: .easeOut).curves(forDuration: 2).x
        #expect(abs(easeOut.velocity(at: 0) - (1 / 0.58) / 2) < 1e-9)
        let easeInOut = CubicTimingParameters(animationCurve: .easeInOut).curves(forDuration: 2).x
        #expect(easeInOut.velocity(at: 0) == 0)
        // Central differences; h is large against the solver's 1e-7 tolerance in x.
        let h = 5e-3
        for t in stride(from: 0.1, through: 1.9, by: 0.1) {
            let expected = (easeInOut.progress(at: t + h) - easeInOut.progress(at: t - h)) / (2 * h)
            #expect(abs(easeInOut.velocity(at: t) - expected) < 5e-4, "at \(t)")
        }
    }

    @Test func zeroDurationIsAtTheEndAtOnce() {
        let curve = CubicTimingParameters().curves(forDuration: 0).x
        #expect(curve.duration == 0)
        #expect(curve.progress(at: 0) == 1)
        #expect(curve.velocity(at: 0) == 0)
        #expect(CubicTimingParameters().curves(forDuration: -1).x.progress(at: 0) == 1)
    }
}
