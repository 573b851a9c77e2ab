import Foundation

/// A cubic Bézier from (0,0) to (1,1) solved for y at a given x, as WebKit's `UnitBezier` and
/// Chromium's `gfx::CubicBezier` do it.
///
/// ```swift
/// let ease = UnitBezier(p1x: 0.25, p1y: 0.1, p2x: 0.25, p2y: 1)   // CSS `ease`
/// ease.solve(0.5)              // ≈ 0.80
/// ease.slope(atX: 0.5)         // dy/dx there
/// ```
///
/// Control-point x values are clamped to [0, 1] so that x(t) is monotonic; y values may leave [0, 1]
/// (the curve then overshoots). Inputs x outside [0, 1] give the endpoint values: `solve(x)` is 0 for
/// x < 0 and 1 for x > 1, and `slope(atX:)` is 0 there.
public struct UnitBezier: Hashable, Sendable {
    /// The largest |x(t) − x| accepted as a solution.
    public static let epsilon = 1e-7
    static let maxNewtonIterations = 4
    static let sampleCount = 11

    /// The control points as given (x values clamped to [0, 1]).
    public let p1x: Double, p1y: Double, p2x: Double, p2y: Double
    /// Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise for y.
    public let ax: Double, bx: Double, cx: Double
    public let ay: Double, by: Double, cy: Double
    /// dy/dx at x = 0 and at x = 1.
    public let startGradient: Double
    public let endGradient: Double
    /// x(t) at t = i/10, i = 0…10.
    private let samples: (Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double)

    /// The curve with control points (p1x, p1y) and (p2x, p2y).
    public init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
        let x1 = min(max(p1x, 0), 1), x2 = min(max(p2x, 0), 1)
        self.p1x = x1; self.p1y = p1y; self.p2x = x2; self.p2y = p2y
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by
        startGradient = Self.gradient(nearX: x1, y: p1y, farX: x2, farY: p2y)
        endGradient = Self.gradient(nearX: 1 - x2, y: 1 - p2y, farX: 1 - x1, farY: 1 - p1y)
        let (ax, bx, cx) = (ax, bx, cx)
        func x(_ i: Double) -> Double { ((ax * i / 10 + bx) * i / 10 + cx) * i / 10 }
        samples = (0, x(1), x(2), x(3), x(4), x(5), x(6), x(7), x(8), x(9), 1)
    }

    /// The curve through the two control points.
    public init(_ p1: CGPoint, _ p2: CGPoint) {
        self.init(p1x: Double(p1.x), p1y: Double(p1.y), p2x: Double(p2.x), p2y: Double(p2.y))
    }

    /// The tangent's slope at an endpoint, seen from that endpoint (Chromium's rule for x′ = 0).
    private static func gradient(nearX: Double, y: Double, farX: Double, farY: Double) -> Double {
        if nearX > 0 { return y / nearX }
        if y == 0 && farX > 0 { return farY / farX }
        if y == 0 && farY == 0 { return 1 }
        return 0
    }

    public static func == (a: UnitBezier, b: UnitBezier) -> Bool {
        a.p1x == b.p1x && a.p1y == b.p1y && a.p2x == b.p2x && a.p2y == b.p2y
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(p1x); hasher.combine(p1y); hasher.combine(p2x); hasher.combine(p2y)
    }

    // MARK: Sampling

    /// x at parameter t.
    @inlinable public func sampleCurveX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    /// y at parameter t, in Bernstein form: every term is a control value times a weight of at most 1, so a
    /// finite curve (y values up to ±DBL_MAX) gives a finite y where the polynomial's coefficients would overflow.
    @inlinable public func sampleCurveY(_ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * t * (u * p1y + t * p2y) + t * t * t
    }
    /// dx/dt at parameter t.
    @inlinable public func sampleCurveDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    /// dy/dt at parameter t (Bernstein form, like `sampleCurveY`: it overflows only where the true value does).
    @inlinable public func sampleCurveDerivativeY(_ t: Double) -> Double {
        let u = 1 - t
        return 3 * (p1y * (u * u - 2 * u * t) + p2y * (2 * u * t - t * t) + t * t)
    }

    private func sample(_ i: Int) -> Double {
        withUnsafeBytes(of: samples) { $0.load(fromByteOffset: i * MemoryLayout<Double>.stride, as: Double.self) }
    }

    // MARK: Solving

    /// The parameter t in [0, 1] with x(t) = x (within `epsilon`); x is clamped to [0, 1].
    public func solveCurveX(_ x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        // Bracket and linear first guess from the table of x(i/10).
        var t0 = 0.0, t1 = 1.0, t2 = x
        for i in 1..<Self.sampleCount {
            let s1 = sample(i)
            if x <= s1 {
                let s0 = sample(i - 1)
                t1 = Double(i) / 10
                t0 = t1 - 0.1
                t2 = s1 > s0 ? t0 + 0.1 * (x - s0) / (s1 - s0) : t0
                break
            }
        }
        let guess = t2
        // Newton's method: normally converges in one or two steps.
        for _ in 0..<Self.maxNewtonIterations {
            let x2 = sampleCurveX(t2) - x
            if abs(x2) < Self.epsilon { return t2 }
            let d2 = sampleCurveDerivativeX(t2)
            if abs(d2) < Self.epsilon { break }
            t2 -= x2 / d2
        }
        if abs(sampleCurveX(t2) - x) < Self.epsilon { return t2 }
        // Bisection inside the bracket.
        t2 = guess
        for _ in 0..<64 {
            let x2 = sampleCurveX(t2)
            if abs(x2 - x) < Self.epsilon { return t2 }
            if x > x2 { t0 = t2 } else { t1 = t2 }
            t2 = (t0 + t1) / 2
        }
        return t2
    }

    /// Whether both control points lie on the diagonal, so the curve is y = x exactly.
    @inlinable public var isLinear: Bool { p1x == p1y && p2x == p2y }

    /// y at x: the curve's value. x < 0 gives 0, x > 1 gives 1.
    public func solve(_ x: Double) -> Double {
        if !(x > 0) { return 0 }
        if x >= 1 { return 1 }
        // A linear curve is the identity; solving it numerically would leave errors up to `epsilon`.
        if isLinear { return x }
        return sampleCurveY(solveCurveX(x))
    }

    /// dy/dx at x: the curve's rate of change. 0 outside [0, 1].
    public func slope(atX x: Double) -> Double {
        if x < 0 || x > 1 { return 0 }
        if x == 0 { return startGradient }
        if x == 1 { return endGradient }
        if isLinear { return 1 }
        let t = solveCurveX(x)
        let dx = sampleCurveDerivativeX(t)
        if abs(dx) < Self.epsilon { return t < 0.5 ? startGradient : endGradient }
        return sampleCurveDerivativeY(t) / dx
    }
}
