import Foundation
import Testing
@testable import Motion

struct SpringTimingParametersTests {
    @Test func physicalSpringIgnoresTheAnimatorsDuration() {
        let p = SpringTimingParameters(mass: 1, stiffness: 100, damping: 5, initialVelocity: .zero)
        #expect(!p.isFittedToDuration)
        let settle = try! #require(p.settlingDuration)
        #expect(p.curves(forDuration: 0.1).duration == settle)
        #expect(p.curves(forDuration: 10).duration == settle)
        #expect(abs(settle - 2.85) / 2.85 < 0.10)
        let firm = SpringTimingParameters(mass: 1, stiffness: 100, damping: 15, initialVelocity: .zero)
        #expect(firm.settlingDuration! > 1 && firm.settlingDuration! < 1.1)
    }

    @Test func physicalCurvesMatchTheSolver() {
        let p = SpringTimingParameters(mass: 2, stiffness: 300, damping: 10, initialVelocity: CGVector(dx: 1, dy: 1))
        let solver = SpringSolver(mass: 2, stiffness: 300, damping: 10, initialVelocity: 1)
        let curve = p.curves(forDuration: 1).x
        for t in stride(from: 0.0, to: 1.5, by: 0.1) {
            #expect(curve.progress(at: t) == solver.progress(at: t))
            #expect(curve.velocity(at: t) == solver.velocity(at: t))
        }
    }

    @Test(arguments: [0.3, 0.55, 0.8, 1, 1.5])
    func dampingRatioSpringIsFittedToTheDuration(ratio: Double) {
        for duration in [0.3, 1, 2.5] {
            for velocity in [CGVector.zero, CGVector(dx: 2, dy: -1.5)] {
                let p = SpringTimingParameters(dampingRatio: CGFloat(ratio), initialVelocity: velocity)
                #expect(p.isFittedToDuration && p.settlingDuration == nil)
                let curves = p.curves(forDuration: duration)
                #expect(curves.duration == duration)
                for v in [velocity.dx, velocity.dy] {
                    let solver = p.solver(forDuration: duration, initialVelocity: v)
                    #expect(abs(solver.dampingRatio - ratio) < 1e-12)
                    #expect(abs(solver.settlingDuration() - duration) / duration < 0.02,
                            "ζ \(ratio), D \(duration), v \(v)")
                }
                #expect(curves.x.progress(at: 0) == 0 && curves.x.progress(at: duration) == 1)
            }
        }
    }

    @Test func fittedSpringStiffnessScalesWithTheDuration() {
        let p = SpringTimingParameters(dampingRatio: 0.7)
        let short = p.solver(forDuration: 0.5, initialVelocity: 0).naturalFrequency
        let long = p.solver(forDuration: 2, initialVelocity: 0).naturalFrequency
        #expect(abs(short / long - 4) < 1e-9)
    }

    @Test func defaultIsAFixedHeavilyDampedSpring() {
        let p = SpringTimingParameters()
        #expect(p.mass == 3 && p.stiffness == 1000 && p.damping == 500)
        #expect(abs(p.effectiveDampingRatio - 4.564) < 1e-3)
        #expect(!p.isFittedToDuration)
        let settle = try! #require(p.settlingDuration)
        #expect(settle.isFinite && settle > 0)
        #expect(p.curves(forDuration: 0.25).duration == settle)
        #expect(p.timingCurveType == .spring)
        #expect(p.cubicTimingParameters == nil)
    }

    @Test func effectiveDampingRatioForEveryForm() {
        #expect(SpringTimingParameters(dampingRatio: 0.55).effectiveDampingRatio == 0.55)
        #expect(SpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero).effectiveDampingRatio == 0.5)
    }

    @Test func initialVelocityIsProgressPerSecondPerAxis() {
        let velocity = CGVector(dx: 2, dy: -0.5)
        for p in [SpringTimingParameters(dampingRatio: 0.6, initialVelocity: velocity),
                  SpringTimingParameters(mass: 1, stiffness: 200, damping: 12, initialVelocity: velocity)] {
            let curves = p.curves(forDuration: 1)
            #expect(abs(curves.x.velocity(at: 0) - 2) < 1e-9)
            #expect(abs(curves.y.velocity(at: 0) + 0.5) < 1e-9)
            // Positive velocity moves toward the target at first, negative away from it.
            #expect(curves.x.progress(at: 0.01) > 0.015)
            #expect(curves.y.progress(at: 0.001) < 0)
            let differs = stride(from: 0.05, to: 0.9, by: 0.05).contains {
                abs(curves.x.progress(at: $0) - curves.y.progress(at: $0)) > 1e-3
            }
            #expect(differs)
        }
    }

    @Test func equalAxisVelocitiesShareOneCurve() {
        let curves = SpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 1, dy: 1)).curves(forDuration: 1)
        for t in stride(from: 0.0, to: 1, by: 0.1) {
            #expect(curves.x.progress(at: t) == curves.y.progress(at: t))
        }
    }

    @Test func underdampedFittedSpringOvershoots() {
        let curve = SpringTimingParameters(dampingRatio: 0.4).curves(forDuration: 1).x
        #expect(stride(from: 0.0, to: 1, by: 0.005).map { curve.progress(at: $0) }.max()! > 1.1)
        let critical = SpringTimingParameters(dampingRatio: 1).curves(forDuration: 1).x
        #expect(stride(from: 0.0, to: 1, by: 0.005).allSatisfy { critical.progress(at: $0) <= 1 })
    }

    @Test func withInitialVelocityKeepsTheSpring() {
        let p = SpringTimingParameters(mass: 2, stiffness: 50, damping: 4, initialVelocity: .zero)
        let q = p.withInitialVelocity(CGVector(dx: 3, dy: 1))
        #expect(q.mass == 2 && q.stiffness == 50 && q.damping == 4 && q.dampingRatio == nil)
        #expect(q.initialVelocity == CGVector(dx: 3, dy: 1))
        let fitted = SpringTimingParameters(dampingRatio: 0.8).withInitialVelocity(CGVector(dx: 1, dy: 0))
        #expect(fitted.dampingRatio == 0.8 && fitted.isFittedToDuration)
    }

    @Test func fittedSpringWithNoDurationEndsAtOnce() {
        let curve = SpringTimingParameters(dampingRatio: 0.5).curves(forDuration: 0).x
        #expect(curve.duration == 0)
        #expect(curve.progress(at: 0) == 1)
    }
}
