import Foundation

extension SpringSolver {
    /// The relative displacement under which a spring counts as at rest.
    public static let settlingThreshold = 1e-3

    /// Seconds after which the spring stays at rest: |1 − progress| < `threshold` and
    /// |velocity| < `threshold`·ω0 from then on. Infinite for an undamped spring.
    ///
    /// Uses an upper bound of each quantity that is continuous across the three regimes
    /// (e^(−ζω0t)·(|x0| + |K|·min(t, 1/ωd)) when under-damped, the cosh/sinh analogue when
    /// over-damped), so the answer is guaranteed and does not jump at ζ = 1. With m = 1, k = 100,
    /// moving 0→640: damping 5 gives 2.86 s, damping 15 gives 1.02 s (Apple: ≈2.85 s, just over 1 s).
    public func settlingDuration(threshold: Double = settlingThreshold) -> TimeInterval {
        guard decay > 0, threshold > 0 else { return .infinity }
        // y = x′/ω0 is itself a solution of the same equation, with y(0) = −v0/ω0, Ky = ζ·v0 − ω0.
        let w0 = naturalFrequency
        let displacementEnd = lastTime(above: threshold, x0: 1, k: k)
        let velocityEnd = lastTime(above: threshold, x0: -initialVelocity / w0, k: dampingRatio * initialVelocity - w0)
        return max(displacementEnd, velocityEnd)
    }

    /// An upper bound of |x(t)| for the solution with x(0) = x0 and coefficient K = ζω0·x0 + x′(0).
    /// It rises at most once and then falls (a sum of two decaying exponentials, or e^(−at)(P + Qt)).
    func envelope(at t: Double, x0: Double, k: Double) -> Double {
        let p = abs(x0), q = abs(k)
        switch regime {
        case .underdamped:
            return exp(-decay * t) * (p + q * min(t, 1 / frequency))
        case .criticallyDamped:
            return exp(-decay * t) * (p + q * t)
        case .overdamped:
            // e^(−at)·(p·cosh γt + q·sinh(γt)/γ), written with the two rates.
            let a = (p + q / frequency) / 2, b = (p - q / frequency) / 2
            return a * exp(r2 * t) + b * exp(r1 * t)
        }
    }

    /// The last time the envelope is at or above `threshold` (0 if never).
    private func lastTime(above threshold: Double, x0: Double, k: Double) -> TimeInterval {
        let bound = { (t: Double) in envelope(at: t, x0: x0, k: k) }
        let slowestRate = regime == .overdamped ? -r2 : decay
        guard slowestRate > 0, slowestRate.isFinite else { return .infinity }
        // Past the peak and below the threshold: the crossing lies before `hi`.
        var hi = max(1 / slowestRate, 1e-9)
        var doublings = 0
        while bound(hi) >= threshold || bound(hi * 1.001) > bound(hi) {
            hi *= 2; doublings += 1
            if doublings > 200 || !hi.isFinite { return .infinity }
        }
        // Golden-section search for the peak in [0, hi].
        var a = 0.0, b = hi
        let ratio = (5.0.squareRoot() - 1) / 2
        for _ in 0..<100 {
            if b - a <= 1e-12 * hi { break }
            let m1 = b - ratio * (b - a), m2 = a + ratio * (b - a)
            if bound(m1) < bound(m2) { a = m1 } else { b = m2 }
        }
        var lo = (a + b) / 2
        if bound(0) > bound(lo) { lo = 0 }
        guard bound(lo) >= threshold else { return 0 }
        // The bound falls from `lo` to `hi`: bisect the crossing.
        for _ in 0..<200 {
            if hi - lo <= 1e-12 * hi { break }
            let mid = (lo + hi) / 2
            if bound(mid) >= threshold { lo = mid } else { hi = mid }
        }
        return hi
    }
}
