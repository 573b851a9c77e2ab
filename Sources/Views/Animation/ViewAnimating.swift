import Foundation

/// The state of an animator (UIViewAnimatingState).
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
nonisolated public enum ViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// An object that runs animations you can start, pause, scrub, stop and finish (UIViewAnimating).
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
public protocol ViewImplicitlyAnimating: ViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: CGFloat)
}
