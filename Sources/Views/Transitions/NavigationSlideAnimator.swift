import Foundation

/// The built-in push and pop: the new view slides in from the right edge while the old one moves 30 % of the
/// width to the left under a darkening dim; pop plays the same backward. Linear while interactive (the view
/// follows the finger), ease-in-out otherwise. Uses `View.animate`.
final class NavigationSlideAnimator: ViewControllerAnimatedTransitioning {
    let operation: NavigationController.Operation
    /// How far the lower view moves, as a fraction of the width.
    static let parallax: CGFloat = 0.3
    /// The dim's opacity over the lower view.
    static let dimAlpha: CGFloat = 0.15

    init(operation: NavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else {
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let bounds = container.bounds, width = bounds.width
        let shift = -NavigationSlideAnimator.parallax * width
        let dim = View(frame: bounds)
        dim.backgroundColor = .black
        dim.isUserInteractionEnabled = false
        let pushing = operation != .pop
        if pushing {
            container.insertSubview(dim, aboveSubview: from)
            container.insertSubview(to, aboveSubview: dim)
            dim.alpha = 0
            to.frame = bounds.offsetBy(dx: width, dy: 0)
        } else {
            container.insertSubview(to, belowSubview: from)
            container.insertSubview(dim, aboveSubview: to)
            dim.alpha = NavigationSlideAnimator.dimAlpha
            to.frame = bounds.offsetBy(dx: shift, dy: 0)
        }
        let options: View.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        View.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: options, animations: {
            if pushing {
                to.frame = bounds
                from.frame = bounds.offsetBy(dx: shift, dy: 0)
                dim.alpha = NavigationSlideAnimator.dimAlpha
            } else {
                from.frame = bounds.offsetBy(dx: width, dy: 0)
                to.frame = bounds
                dim.alpha = 0
            }
        }, completion: { _ in
            dim.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
