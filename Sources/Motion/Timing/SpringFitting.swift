import Foundation

extension SpringSolver {
    /// The spring with damping ratio ζ and initial velocity `initialVelocity` (progress per second)
    /// whose settling duration is `duration` seconds: its natural frequency is solved for.
    ///
    /// With no initial velocity the answer is exact by scale invariance (settling time ∝ 1/ω0);
    /// otherwise ω0 is found by bisection on log ω0. `duration` must be positive and finite, and
    /// ζ positive; otherwise the spring is returned at ω0 = 1.
    public static func fitted(dampingRatio: Double, initialVelocity: Double = 0,
                              settlingDuration duration: TimeInterval) -> SpringSolver {
        let unit = SpringSolver(dampingRatio: dampingRatio, naturalFrequency: 1)
        let unitSettling = unit.settlingDuration()
        guard duration > 0, duration.isFinite, unitSettling.isFinite, unitSettling > 0 else {
            return SpringSolver(dampingRatio: dampingRatio, naturalFrequency: 1, initialVelocity: initialVelocity)
        }
        let guess = unitSettling / duration
        func spring(_ w0: Double) -> SpringSolver {
            SpringSolver(dampingRatio: dampingRatio, naturalFrequency: w0, initialVelocity: initialVelocity)
        }
        if initialVelocity == 0 { return spring(guess) }

        // Settling time falls toward 0 as ω0 grows and grows without bound as ω0 → 0.
        func excess(_ w0: Double) -> Double { spring(w0).settlingDuration() - duration }
        var lo = guess, hi = guess, steps = 0
        while excess(lo) <= 0 && steps < 200 { lo /= 2; steps += 1 }
        while excess(hi) >= 0 && steps < 400 { hi *= 2; steps += 1 }
        guard excess(lo) > 0, excess(hi) < 0 else { return spring(guess) }
        steps = 0
        while hi / lo > 1 + 1e-12 && steps < 100 {
            let mid = (lo * hi).squareRoot()
            if excess(mid) > 0 { lo = mid } else { hi = mid }
            steps += 1
        }
        return spring((lo * hi).squareRoot())
    }
}
