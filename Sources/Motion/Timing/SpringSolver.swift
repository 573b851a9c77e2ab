import Foundation

/// A damped harmonic oscillator in closed form, moving a value from 0 to 1 (a unit move).
///
/// ```swift
/// let spring = SpringSolver(dampingRatio: 0.5, naturalFrequency: 10)
/// spring.regime               // .underdamped
/// spring.progress(at: 0.36)   // ≈ 1.16: past the target, it overshoots
/// ```
///
/// The displacement from the target starts at x(0) = 1; progress is 1 − x(t). The initial velocity is
/// in progress units per second, positive toward the target.
public struct SpringSolver: Hashable, Sendable {
    /// How the oscillator returns to rest.
    ///
    /// ```swift
    /// SpringSolver(dampingRatio: 2, naturalFrequency: 10).regime   // .overdamped
    /// ```
    public enum Regime: Hashable, Sendable {
        /// ζ < 1: oscillates around the target with a decaying amplitude.
        case underdamped
        /// ζ = 1 (within `criticalTolerance`): the fastest return without oscillating.
        case criticallyDamped
        /// ζ > 1: creeps toward the target without oscillating.
        case overdamped
    }

    /// |ζ − 1| below which a spring counts as critically damped.
    public static let criticalTolerance = 1e-8

    /// ω0 = √(k/m), radians per second.
    public let naturalFrequency: Double
    /// ζ = c / (2√(km)).
    public let dampingRatio: Double
    /// Progress per second at t = 0, positive toward the target.
    public let initialVelocity: Double
    /// Under-, critically or over-damped.
    public let regime: Regime

    /// Decay rate ζω0.
    let decay: Double
    /// ωd = ω0√(1−ζ²) when under-damped, γ = ω0√(ζ²−1) when over-damped, else 0.
    let frequency: Double
    /// ζω0·x0 − v0 with x0 = 1: the sine (or t) coefficient of the closed form.
    let k: Double
    /// Over-damped only: x(t) = c1·e^(r1·t) + c2·e^(r2·t).
    let r1: Double, r2: Double, c1: Double, c2: Double

    /// The oscillator of a mass on a spring. Mass and stiffness are clamped to at least 1e-9,
    /// damping to at least 0 (undamped springs never settle).
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        let m = max(mass, 1e-9), s = max(stiffness, 1e-9), c = max(damping, 0)
        self.init(dampingRatio: c / (2 * (s * m).squareRoot()),
                  naturalFrequency: (s / m).squareRoot(), initialVelocity: initialVelocity)
    }

    /// The oscillator with damping ratio ζ and natural frequency ω0 (rad/s, > 0).
    public init(dampingRatio: Double, naturalFrequency: Double, initialVelocity: Double = 0) {
        let zeta = max(dampingRatio, 0), w0 = max(naturalFrequency, 1e-9)
        self.dampingRatio = zeta
        self.naturalFrequency = w0
        self.initialVelocity = initialVelocity
        decay = zeta * w0
        k = decay - initialVelocity
        if abs(zeta - 1) < Self.criticalTolerance {
            regime = .criticallyDamped
            frequency = 0
            (r1, r2, c1, c2) = (0, 0, 0, 0)
        } else if zeta < 1 {
            regime = .underdamped
            frequency = w0 * (1 - zeta * zeta).squareRoot()
            (r1, r2, c1, c2) = (0, 0, 0, 0)
        } else {
            regime = .overdamped
            let gamma = w0 * (zeta * zeta - 1).squareRoot()
            frequency = gamma
            let r1 = -decay - gamma, r2 = -decay + gamma
            // c1 + c2 = x0 = 1 and c1·r1 + c2·r2 = x′(0) = −v0.
            let c2 = (-initialVelocity - r1) / (r2 - r1)
            (self.r1, self.r2, self.c1, self.c2) = (r1, r2, 1 - c2, c2)
        }
    }

    /// Displacement from the target at `time` (1 at t = 0, 0 at rest).
    @inline(__always)
    public func displacement(at time: Double) -> Double {
        switch regime {
        case .underdamped:
            let wt = frequency * time
            return exp(-decay * time) * (cos(wt) + (k / frequency) * sin(wt))
        case .criticallyDamped:
            return (1 + k * time) * exp(-decay * time)
        case .overdamped:
            return c1 * exp(r1 * time) + c2 * exp(r2 * time)
        }
    }

    /// Progress at `time`: 1 − displacement; overshoots past 1 when under-damped.
    public func progress(at time: Double) -> Double { 1 - displacement(at: time) }

    /// Progress per second at `time` (minus the displacement's rate of change).
    public func velocity(at time: Double) -> Double {
        switch regime {
        case .underdamped:
            let wt = frequency * time
            let sineCoefficient = (decay * k + frequency * frequency) / frequency
            return exp(-decay * time) * (initialVelocity * cos(wt) + sineCoefficient * sin(wt))
        case .criticallyDamped:
            return exp(-decay * time) * (initialVelocity + decay * k * time)
        case .overdamped:
            return -(c1 * r1 * exp(r1 * time) + c2 * r2 * exp(r2 * time))
        }
    }
}
