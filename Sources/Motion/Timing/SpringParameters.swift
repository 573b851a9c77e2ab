import Foundation

/// The spring an iOS 17 (duration, bounce) pair describes: mass, stiffness and damping.
///
/// ```swift
/// let spring = SpringParameters(perceptualDuration: 0.5, bounce: 0.3)
/// spring.stiffness          // (2π / 0.5)² ≈ 157.91
/// spring.dampingRatio       // 0.7
/// spring.settlingDuration   // ≈ 0.86 s: how long an animation with this spring runs
/// ```
///
/// The mapping of CASpringAnimation(perceptualDuration:bounce:), UISpringTimingParameters(duration:bounce:)
/// and UIView.animate(springDuration:bounce:…) (SwiftUI's `Spring(duration:bounce:)`): m = 1,
/// k = (2π / duration)², ζ = 1 − bounce for bounce ≥ 0 and ζ = 1 / (1 + bounce) for bounce < 0, c = 2ζ√(km).
/// The perceptual duration is the period of the undamped spring, not the length of the animation: the
/// spring runs in real time until it settles (`settlingDuration`).
///
/// bounce 0 is critically damped, 1 undamped, −1 infinitely damped. So that every spring settles, ζ is held
/// within 10⁻³…10³ (only bounces within 0.001 of ±1 are affected). A duration that is not a positive finite
/// number, or a bounce outside −1…1, is a programmer error: see `misuse(perceptualDuration:bounce:)`; the
/// value is ignored in favour of UIKit's default (0.5 s, bounce 0).
public struct SpringParameters: Hashable, Sendable {
    /// UIKit's default duration: 0.5 s.
    public static let defaultPerceptualDuration: TimeInterval = 0.5
    /// UIKit's default bounce: 0 (critically damped).
    public static let defaultBounce: Double = 0
    /// The bounces UIKit accepts.
    public static let bounceRange: ClosedRange<Double> = -1...1
    /// The damping ratios the mapping is held within, so that the spring settles in finite time.
    public static let dampingRatioRange: ClosedRange<Double> = 1e-3...1e3

    /// The duration used (the given one, or the default when it was invalid).
    public let perceptualDuration: TimeInterval
    /// The bounce used (the given one, or 0 when it was invalid).
    public let bounce: Double
    /// Always 1.
    public let mass: Double
    /// (2π / perceptualDuration)².
    public let stiffness: Double
    /// 2ζ√(km).
    public let damping: Double
    /// ζ from the bounce, held within `dampingRatioRange`.
    public let dampingRatio: Double

    /// The spring for `perceptualDuration` seconds and `bounce` (invalid values: see the type's discussion).
    public init(perceptualDuration: TimeInterval = defaultPerceptualDuration, bounce: Double = defaultBounce) {
        let duration = Self.isValid(duration: perceptualDuration) ? perceptualDuration : Self.defaultPerceptualDuration
        let bounce = Self.isValid(bounce: bounce) ? bounce : Self.defaultBounce
        self.perceptualDuration = duration
        self.bounce = bounce
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        dampingRatio = min(max(ratio, Self.dampingRatioRange.lowerBound), Self.dampingRatioRange.upperBound)
        mass = 1
        stiffness = (2 * Double.pi / duration) * (2 * Double.pi / duration)
        damping = 2 * dampingRatio * (stiffness * mass).squareRoot()
    }

    /// Why `perceptualDuration` or `bounce` would be ignored, in one message; nil when both are valid.
    public static func misuse(perceptualDuration: TimeInterval, bounce: Double, caller: String) -> String? {
        var problems: [String] = []
        if !isValid(duration: perceptualDuration) {
            problems.append("duration must be a finite number greater than 0 (got \(perceptualDuration)); using \(defaultPerceptualDuration)")
        }
        if !isValid(bounce: bounce) {
            problems.append("bounce must be between -1 and 1 (got \(bounce)); using \(defaultBounce)")
        }
        return problems.isEmpty ? nil : caller + ": " + problems.joined(separator: "; ")
    }

    private static func isValid(duration: TimeInterval) -> Bool { duration > 0 && duration.isFinite }
    private static func isValid(bounce: Double) -> Bool { bounceRange.contains(bounce) }

    /// The oscillator for a unit move starting with `initialVelocity` (progress per second).
    public func solver(initialVelocity: Double = 0) -> SpringSolver {
        SpringSolver(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// Seconds until a unit move from rest settles: the duration to give an animation of this spring.
    public var settlingDuration: TimeInterval { solver().settlingDuration() }
}
