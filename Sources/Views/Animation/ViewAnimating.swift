import Foundation

/// The state of an animator (UIViewAnimatingState).
///
/// ```swift
/// animator.startAnimation()           // .active
/// animator.stopAnimation(false)       // .stopped: waits for finishAnimation(at:)
/// animator.finishAnimation(at: .current)
/// animator.state                      // .inactive
/// ```
nonisolated public enum ViewAnimatingState: Int, Sendable, CustomStringConvertible {
    /// Not started, or finished: its animations have not begun or have been applied.
    case inactive
    /// Started or paused: its animations are in flight.
    case active
    /// Stopped by stopAnimation(false): waiting for finishAnimation(at:).
    case stopped

    public var description: String { ["inactive", "active", "stopped"][rawValue] }
}

/// Where an animation ended (UIViewAnimatingPosition).
///
/// ```swift
/// animator.addCompletion { position in
///     if position == .start { menu.isHidden = true }   // it was reversed back to where it began
/// }
/// ```
nonisolated public enum ViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// An object that runs animations you can start, pause, scrub, stop and finish (UIViewAnimating).
///
/// ```swift
/// func scrub(_ animator: ViewAnimating, to fraction: CGFloat) {
///     animator.pauseAnimation()
///     animator.fractionComplete = fraction
/// }
/// ```
public protocol ViewAnimating: AnyObject {
    var state: ViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: ViewAnimatingPosition)
}

/// An animator that can take more animation blocks and completions while it runs (UIViewImplicitlyAnimating).
///
/// ```swift
/// let animator: ViewImplicitlyAnimating = ViewPropertyAnimator(duration: 0.5, curve: .easeInOut)
/// animator.addAnimations { card.alpha = 1 }
/// animator.addAnimations({ badge.alpha = 1 }, delayFactor: 0.5)   // starts half way through
/// animator.addCompletion { _ in print("done") }
/// animator.startAnimation()
/// ```
public protocol ViewImplicitlyAnimating: ViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: CGFloat)
}
