import Foundation

/// An independent high-precision cubic Bézier evaluator for tests: Bernstein form, 200 bisection steps.
struct BezierReference {
    let p1x: Double, p1y: Double, p2x: Double, p2y: Double

    func x(_ t: Double) -> Double { bernstein(t, p1x, p2x) }
    func y(_ t: Double) -> Double { bernstein(t, p1y, p2y) }

    private func bernstein(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }

    /// The parameter with x(t) = x, by bisection (x is monotonic in t for control x in [0, 1]).
    func parameter(forX x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if self.x(mid) < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    func solve(_ x: Double) -> Double { y(parameter(forX: x)) }
}
