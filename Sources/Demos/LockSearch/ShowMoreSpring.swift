import Foundation
import Views

/// The spring Show More opens and closes the Favourites card with: seed 000's physical spring, which UIKit
/// runs for its own physical time (heavily overdamped: half the height comes at once, the rest creeps in over
/// minutes), or a brisk one fitted to half a second. S switches between them in the scene.
///
/// ```swift
/// let animator = ViewPropertyAnimator(duration: ShowMoreSpring.brisk.duration,
///                                     timingParameters: ShowMoreSpring.brisk.parameters)
/// ```
enum ShowMoreSpring: CaseIterable {
    /// Seed 000: mass 30, stiffness 10, damping 300, initial velocity (5, 0).
    case seed
    /// Critically damped, fitted to 0.5 s.
    case brisk

    var parameters: SpringTimingParameters {
        switch self {
        case .seed: SpringTimingParameters(mass: 30, stiffness: 10, damping: 300, initialVelocity: CGVector(dx: 5, dy: 0))
        case .brisk: SpringTimingParameters(dampingRatio: 1)
        }
    }

    /// The animator's duration (ignored by the physical spring, which runs until it settles).
    var duration: TimeInterval {
        switch self {
        case .seed: 0
        case .brisk: 0.5
        }
    }

    /// The slowest time constant of the spring's motion, in seconds: 1 / (ω0 (ζ − √(ζ² − 1))) when overdamped,
    /// 1 / (ζ ω0) otherwise (ω0 = √(k / m)). Nil for a spring fitted to the duration.
    var timeConstant: TimeInterval? {
        let p = parameters
        guard !p.isFittedToDuration else { return nil }
        let omega = (p.stiffness / p.mass).squareRoot(), zeta = p.effectiveDampingRatio
        return zeta > 1 ? 1 / (omega * (zeta - (zeta * zeta - 1).squareRoot())) : 1 / (zeta * omega)
    }

    /// One line for the screen: the parameters, what they do, and the key that switches.
    var summary: String {
        let p = parameters
        switch self {
        case .seed:
            return String(format: "Seed spring m 30 k 10 c 300: ζ %.1f, τ %.0f s · S: brisk",
                          p.effectiveDampingRatio, timeConstant ?? 0)
        case .brisk:
            return String(format: "Brisk spring: ζ %.0f over %.1f s · S: seed 000's", p.effectiveDampingRatio, duration)
        }
    }
}
