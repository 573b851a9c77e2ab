import Foundation

/// Animates one view-controller transition (UIViewControllerAnimatedTransitioning).
///
/// ```swift
/// final class FadeAnimator: ViewControllerAnimatedTransitioning {
///     func transitionDuration(using context: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
///     func animateTransition(using context: ViewControllerContextTransitioning) {
///         guard let to = context.view(forKey: .to) else { return context.completeTransition(true) }
///         to.alpha = 0
///         context.containerView.addSubview(to)
///         View.animate(withDuration: 0.3, animations: { to.alpha = 1 },
///                      completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
///     }
/// }
/// ```
///
/// The animation ending is not the transition ending: when the animations are done, call
/// `transitionContext.completeTransition(!transitionContext.transitionWasCancelled)`.
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// The length of the transition in seconds; an interactive transition maps its percentage onto it.
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval

    /// Adds the views to the container, animates them and calls `completeTransition(_:)` at the end.
    func animateTransition(using transitionContext: ViewControllerContextTransitioning)

    /// The animator that runs the transition, when it can be interrupted. The transition machinery asks once
    /// per transition and keeps the animator; an interactive transition then drives it instead of calling
    /// `animateTransition(using:)`. The default supplies none.
    func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating

    /// Called after `completeTransition(_:)`, with whether the transition completed (false: cancelled).
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    /// No interruptible animator: the transition is driven through `animateTransition(using:)`.
    public func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating {
        NoInterruptibleAnimator.shared
    }

    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What the default `interruptibleAnimator(using:)` returns: stands for "this animation controller has no
/// interruptible animator" (UIKit: the optional method is not implemented). Every call on it does nothing.
final class NoInterruptibleAnimator: ViewImplicitlyAnimating {
    static let shared = NoInterruptibleAnimator()
    var state: ViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed: Bool { get { false } set {} }
    var fractionComplete: CGFloat { get { 0 } set {} }
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: ViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: CGFloat) {}
}
