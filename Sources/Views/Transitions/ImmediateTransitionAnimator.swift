import Foundation

/// Runs a transition asked for with `animated: false`: the to view takes its place at once and the
/// transition completes before `present`, `dismiss`, `push` or `pop` returns.
final class ImmediateTransitionAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        if let to = transitionContext.view(forKey: .to), to.superview == nil {
            if let controller = transitionContext.viewController(forKey: .to) {
                to.frame = transitionContext.finalFrame(for: controller)
            }
            transitionContext.containerView.addSubview(to)
        }
        transitionContext.completeTransition(true)
    }
}
