import Foundation
import Testing
@testable import Motion

struct SpringSolverTests {
    static let cases: [(mass: Double, stiffness: Double, damping: Double, v0: Double, regime: SpringSolver.Regime)] = [
        (1, 100, 5, 0, .underdamped),
        (1, 100, 5, 3, .underdamped),
        (2, 300, 10, -4, .underdamped),
        (1, 100, 20, 0, .criticallyDamped),
        (1, 100, 20, -2, .criticallyDamped),
        (1, 100, 50, 0, .overdamped),
        (3, 1000, 500, 5, .overdamped),
        (1, 100, 20.5, 1, .overdamped),
    ]

    @Test(arguments: cases.indices)
    func closedFormMatchesRK4(index: Int) {
        let c = Self.cases[index]
        let solver = SpringSolver(mass: c.mass, stiffness: c.stiffness, damping: c.damping, initialVelocity: c.v0)
        #expect(solver.regime == c.regime)
        let times = (0...60).map { Double($0) * 0.05 }
        let reference = SpringIntegrator(mass: c.mass, stiffness: c.stiffness, damping: c.damping)
            .integrate(x0: 1, dx0: -c.v0, times: times)
        for (t, r) in zip(times, reference) {
            #expect(abs(solver.progress(at: t) - (1 - r.x)) < 1e-7, "case \(index) progress at \(t)")
            #expect(abs(solver.velocity(at: t) - (-r.dx)) < 1e-6, "case \(index) velocity at \(t)")
            #expect(abs(solver.displacement(at: t) - r.x) < 1e-7)
        }
    }

    @Test func criticalDampingIsDetectedWithATolerance() {
        // 2·√(k·m) rounded in floating point is still critical.
        let m = 3.0, k = 7.0
        #expect(SpringSolver(mass: m, stiffness: k, damping: 2 * (k * m).squareRoot()).regime == .criticallyDamped)
        #expect(SpringSolver(dampingRatio: 1 + 1e-12, naturalFrequency: 10).regime == .criticallyDamped)
        #expect(SpringSolver(dampingRatio: 1 - 1e-12, naturalFrequency: 10).regime == .criticallyDamped)
        #expect(SpringSolver(dampingRatio: 1.001, naturalFrequency: 10).regime == .overdamped)
        #expect(SpringSolver(dampingRatio: 0.999, naturalFrequency: 10).regime == .underdamped)
    }

    @Test func nearCriticalSpringsAgreeWithRK4() {
        for zeta in [1 - 1e-6, 1 + 1e-6, 1 - 1e-3, 1 + 1e-3] {
            let solver = SpringSolver(dampingRatio: zeta, naturalFrequency: 10, initialVelocity: 2)
            let times = (0...20).map { Double($0) * 0.1 }
            let reference = SpringIntegrator(mass: 1, stiffness: 100, damping: 20 * zeta)
                .integrate(x0: 1, dx0: -2, times: times)
            for (t, r) in zip(times, reference) {
                #expect(abs(solver.displacement(at: t) - r.x) < 1e-7, "ζ = \(zeta) at \(t)")
                #expect(abs(solver.velocity(at: t) + r.dx) < 1e-6, "ζ = \(zeta) at \(t)")
            }
        }
    }

    @Test func initialValueAndVelocity() {
        for v0 in [-3.0, 0, 2.5] {
            for zeta in [0.3, 1, 2.5] {
                let solver = SpringSolver(dampingRatio: zeta, naturalFrequency: 12, initialVelocity: v0)
                #expect(abs(solver.progress(at: 0)) < 1e-15)
                #expect(abs(solver.velocity(at: 0) - v0) < 1e-12, "ζ = \(zeta), v0 = \(v0)")
                let h = 1e-6
                #expect(abs((solver.progress(at: h) - solver.progress(at: 0)) / h - v0) < 1e-3)
            }
        }
    }

    @Test func underdampedSpringsOvershoot() {
        let bouncy = SpringSolver(mass: 1, stiffness: 100, damping: 5)
        let peak = stride(from: 0.0, through: 3, by: 0.001).map { bouncy.progress(at: $0) }.max()!
        // First overshoot: e^(−ζπ/√(1−ζ²)) with ζ = 0.25.
        #expect(abs(peak - 1 - exp(-0.25 * .pi / (1 - 0.0625).squareRoot())) < 1e-4)
        for damping in [20.0, 40] {
            let calm = SpringSolver(mass: 1, stiffness: 100, damping: damping)
            #expect(stride(from: 0.0, through: 3, by: 0.001).allSatisfy { calm.progress(at: $0) <= 1 })
        }
    }

    @Test func calibrationDamping5SettlesInAbout2_85Seconds() {
        let t = SpringSolver(mass: 1, stiffness: 100, damping: 5).settlingDuration()
        #expect(abs(t - 2.85) / 2.85 < 0.10, "settling \(t)")
    }

    @Test func calibrationDamping15SettlesInJustOverOneSecond() {
        let t = SpringSolver(mass: 1, stiffness: 100, damping: 15).settlingDuration()
        #expect(t > 1 && t < 1.1, "settling \(t)")
    }

    @Test(arguments: [(5.0, 0.0), (15, 0), (20, 0), (20, -3), (50, 4), (8, 6), (8, -6), (500, 0)])
    func staysSettledAfterTheSettlingDuration(damping: Double, v0: Double) {
        let solver = SpringSolver(mass: 1, stiffness: 100, damping: damping, initialVelocity: v0)
        let settle = solver.settlingDuration()
        #expect(settle.isFinite && settle > 0)
        for i in 0...3000 {
            let t = settle * (1 + Double(i) / 1000)
            #expect(abs(solver.displacement(at: t)) < 1e-3)
            #expect(abs(solver.velocity(at: t)) < 1e-3 * solver.naturalFrequency)
        }
        // …and not long before it was still moving visibly.
        let earlier = stride(from: 0.5 * settle, to: settle, by: settle / 1000)
        #expect(earlier.contains { abs(solver.displacement(at: $0)) > 2e-4 })
    }

    @Test func settlingIsContinuousAcrossCriticalDamping() {
        let below = SpringSolver(dampingRatio: 0.999, naturalFrequency: 10).settlingDuration()
        let at = SpringSolver(dampingRatio: 1, naturalFrequency: 10).settlingDuration()
        let above = SpringSolver(dampingRatio: 1.001, naturalFrequency: 10).settlingDuration()
        #expect(abs(below - at) / at < 0.01 && abs(above - at) / at < 0.01)
    }

    @Test func settlingScalesInverselyWithNaturalFrequency() {
        for zeta in [0.2, 0.7, 1, 3] {
            let slow = SpringSolver(dampingRatio: zeta, naturalFrequency: 5).settlingDuration()
            let fast = SpringSolver(dampingRatio: zeta, naturalFrequency: 20).settlingDuration()
            #expect(abs(slow / fast - 4) < 1e-6, "ζ = \(zeta)")
        }
    }

    @Test func undampedSpringsNeverSettle() {
        #expect(SpringSolver(mass: 1, stiffness: 100, damping: 0).settlingDuration() == .infinity)
    }

    @Test(arguments: [0.2, 0.55, 1.0, 2.0])
    func fittedSpringSettlesAtTheRequestedDuration(zeta: Double) {
        for duration in [0.25, 1, 3] {
            for v0 in [0.0, 2, -1.5] {
                let solver = SpringSolver.fitted(dampingRatio: zeta, initialVelocity: v0, settlingDuration: duration)
                #expect(abs(solver.dampingRatio - zeta) < 1e-12)
                #expect(abs(solver.velocity(at: 0) - v0) < 1e-9)
                #expect(abs(solver.settlingDuration() - duration) / duration < 0.02, "ζ \(zeta) D \(duration) v0 \(v0)")
            }
        }
    }

    @Test func springCurveCutsOffAtItsDuration() {
        let solver = SpringSolver(mass: 1, stiffness: 100, damping: 5, initialVelocity: 1.5)
        let curve = SpringCurve(solver: solver)
        #expect(curve.duration == solver.settlingDuration())
        #expect(curve.progress(at: -1) == 0)
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.velocity(at: 0) == 1.5)
        #expect(curve.progress(at: 0.3) == solver.progress(at: 0.3))
        #expect(curve.progress(at: curve.duration) == 1)
        #expect(curve.velocity(at: curve.duration + 1) == 0)
        #expect(SpringCurve(solver: solver, duration: 0).progress(at: 0) == 1)
    }
}
