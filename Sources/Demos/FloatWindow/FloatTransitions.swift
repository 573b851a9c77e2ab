import Views

/// Push: the article grows out of the view it opens from (a feed row or the bubble), rounding off its corners.
final class GrowPushAnimator: ViewControllerAnimatedTransitioning {
    let origin: CGRect
    let originCornerRadius: CGFloat

    init(from origin: CGRect, cornerRadius: CGFloat) {
        self.origin = origin
        originCornerRadius = cornerRadius
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let final = container.bounds
        container.addSubview(toView)
        View.performWithoutAnimation {
            toView.frame = final
            let s = max(origin.width / max(final.width, 1), 0.05)
            toView.transform = CGAffineTransform(scaleX: s, y: s)
            toView.center = CGPoint(x: origin.midX, y: origin.midY)
            toView.cornerRadius = originCornerRadius / s
            toView.alpha = 0.4
        }
        let animator = ViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.82) {
            toView.transform = .identity
            toView.center = CGPoint(x: final.midX, y: final.midY)
            toView.cornerRadius = 0
            toView.alpha = 1
        }
        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}

/// Pop (seed 002's HSPopAnimation): the article slides off to the right over the feed, with `View.animate` —
/// the plain animation an interactive pop scrubs, finishes and cancels smoothly.
final class SlidePopAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        // The feed goes under the article: very important, says the seed.
        container.insertSubview(toView, belowSubview: fromView)
        let width = container.bounds.width, height = container.bounds.height
        View.performWithoutAnimation {
            toView.frame = CGRect(x: 0, y: 0, width: width, height: height)
            fromView.frame = CGRect(x: 0, y: 0, width: width, height: height)
        }
        View.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
            fromView.frame = CGRect(x: width, y: 0, width: width, height: height)
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
