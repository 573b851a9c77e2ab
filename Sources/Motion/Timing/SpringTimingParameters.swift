import Foundation

/// Timing by a damped spring (UISpringTimingParameters).
///
/// ```swift
/// let timing = SpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 2, dy: 0))
/// let animator = ViewPropertyAnimator(duration: 0.6, timingParameters: timing)
/// animator.addAnimations { card.center = target }
/// animator.startAnimation()
/// ```
///
/// Built from mass, stiffness and damping, from iOS 17's duration and bounce (`SpringParameters` gives the
/// mapping) or with `init()`, the spring ignores the animator's duration and runs until it settles. Built from a damping ratio, it is fitted to the animator's
/// duration: its stiffness is chosen so that it settles exactly then.
public struct SpringTimingParameters: TimingCurveProvider, Hashable, Sendable {
    /// For a fitted spring: 1 (the stiffness is refitted for each duration).
    public let mass: Double
    /// For a fitted spring: a nominal 100 (ω0 = 10); `curves(forDuration:)` fits the real one.
    public let stiffness: Double
    /// For a fitted spring: the damping that gives `dampingRatio` at the nominal mass and stiffness.
    public let damping: Double
    /// Set when built from a damping ratio: the spring is fitted to the animator's duration.
    public let dampingRatio: Double?
    /// In units of the total animation distance per second, per axis.
    public let initialVelocity: CGVector
    /// The (duration, bounce) given to `init(duration:bounce:initialVelocity:)`, valid or not (plain
    /// numbers, so the value stays trivially copyable).
    private let requestedDuration: Double?, requestedBounce: Double?
    /// When `init(duration:bounce:initialVelocity:)` ignored an invalid argument: the diagnostic the animator
    /// that receives these parameters reports.
    package var misuse: String? {
        guard let requestedDuration, let requestedBounce else { return nil }
        return SpringParameters.misuse(perceptualDuration: requestedDuration, bounce: requestedBounce,
                                       caller: "SpringTimingParameters(duration:bounce:initialVelocity:)")
    }

    /// A fixed spring of mass 3, stiffness 1000, damping 500 (damping ratio ≈ 4.56), as UIKit's
    /// default. Like the mass/stiffness/damping form, it ignores the animator's duration.
    public init() { self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .zero) }
    /// A spring fitted to the animator's duration, starting at rest.
    public init(dampingRatio: CGFloat) { self.init(dampingRatio: dampingRatio, initialVelocity: .zero) }
    /// A spring fitted to the animator's duration.
    public init(dampingRatio: CGFloat, initialVelocity: CGVector) {
        mass = 1; stiffness = 100; damping = 2 * Double(dampingRatio) * 10
        self.dampingRatio = Double(dampingRatio); self.initialVelocity = initialVelocity; requestedDuration = nil; requestedBounce = nil
    }
    /// A physical spring; the animator's duration is ignored in favour of the settling duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGVector) {
        self.mass = Double(mass); self.stiffness = Double(stiffness); self.damping = Double(damping)
        dampingRatio = nil; self.initialVelocity = initialVelocity; requestedDuration = nil; requestedBounce = nil
    }
    /// iOS 17's spring: `duration` is the perceptual duration (the undamped period) and `bounce` runs from
    /// −1 (over-damped) through 0 (critically damped) to 1 (undamped); see `SpringParameters` for the mapping.
    /// Like the mass/stiffness/damping form, it ignores the animator's duration and runs until it settles.
    /// A duration that is not a positive number or a bounce outside −1…1 is ignored (0.5 s, bounce 0) and
    /// reported by the animator that receives the parameters.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector = .zero) {
        let spring = SpringParameters(perceptualDuration: duration, bounce: Double(bounce))
        mass = spring.mass; stiffness = spring.stiffness; damping = spring.damping
        dampingRatio = nil; self.initialVelocity = initialVelocity
        requestedDuration = duration; requestedBounce = Double(bounce)
    }

    /// The same spring with another initial velocity.
    public func withInitialVelocity(_ velocity: CGVector) -> SpringTimingParameters {
        SpringTimingParameters(copying: self, initialVelocity: velocity)
    }
    private init(copying s: SpringTimingParameters, initialVelocity: CGVector) {
        mass = s.mass; stiffness = s.stiffness; damping = s.damping
        dampingRatio = s.dampingRatio; self.initialVelocity = initialVelocity; requestedDuration = nil; requestedBounce = nil
    }

    public var springTimingParameters: SpringTimingParameters? { self }

    /// Whether the spring is fitted to the animator's duration (built from a damping ratio).
    public var isFittedToDuration: Bool { dampingRatio != nil }

    /// ζ for every form: the given ratio, or c / (2√(km)).
    public var effectiveDampingRatio: Double {
        dampingRatio ?? damping / (2 * (max(stiffness, 1e-9) * max(mass, 1e-9)).squareRoot())
    }

    /// For a physical spring, the seconds until both axes have settled; nil for a fitted spring
    /// (it settles at the animator's duration).
    public var settlingDuration: TimeInterval? {
        isFittedToDuration ? nil : curves(forDuration: 0).duration
    }

    /// The oscillator for one axis: `velocity` is that axis's initial velocity (distance per second).
    /// `duration` is used only by a fitted spring.
    public func solver(forDuration duration: TimeInterval, initialVelocity velocity: CGFloat) -> SpringSolver {
        if let ratio = dampingRatio {
            return SpringSolver.fitted(dampingRatio: ratio, initialVelocity: Double(velocity),
                                       settlingDuration: duration)
        }
        return SpringSolver(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: Double(velocity))
    }

    /// One spring curve per axis (x uses `initialVelocity.dx`, y uses `.dy`). A physical spring lasts
    /// its own settling duration; a fitted one lasts `duration` (0 or less: at the end at once).
    public func curves(forDuration duration: TimeInterval) -> AxisCurves {
        func curve(_ velocity: CGFloat) -> SpringCurve {
            let solver = solver(forDuration: duration, initialVelocity: velocity)
            return isFittedToDuration ? SpringCurve(solver: solver, duration: duration) : SpringCurve(solver: solver)
        }
        let x = curve(initialVelocity.dx)
        return AxisCurves(x: x, y: initialVelocity.dy == initialVelocity.dx ? x : curve(initialVelocity.dy))
    }
}
