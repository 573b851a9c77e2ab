import Foundation

/// Numerical reference for tests: m·x″ + c·x′ + k·x = 0 integrated with classic RK4.
struct SpringIntegrator {
    let mass: Double, stiffness: Double, damping: Double

    /// Displacement and its derivative at each of `times` (ascending), starting at (x0, dx0).
    func integrate(x0: Double, dx0: Double, times: [Double], step: Double = 1e-4) -> [(x: Double, dx: Double)] {
        func accel(_ x: Double, _ v: Double) -> Double { -(stiffness * x + damping * v) / mass }
        var x = x0, v = dx0, t = 0.0
        var out: [(x: Double, dx: Double)] = []
        for target in times {
            while t < target - 1e-12 {
                let h = min(step, target - t)
                let k1x = v, k1v = accel(x, v)
                let k2x = v + h / 2 * k1v, k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v, k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v, k4v = accel(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                t += h
            }
            out.append((x, v))
        }
        return out
    }
}
