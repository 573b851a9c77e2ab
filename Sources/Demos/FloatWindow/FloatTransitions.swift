import Views

/// Push: the article grows out of the view it opens from (a feed row or the bubble). A rounded, clipping frame
/// starts exactly on that view and grows on both axes to the whole screen, carrying the article's top with it,
/// so nothing of the article shows outside it and it covers the feed's text as it grows; the article's content
/// fades in over the first third while the frame leaves the row.
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
        let clip = View()
        View.performWithoutAnimation {
            clip.frame = origin
            clip.cornerRadius = originCornerRadius
            clip.clipsToBounds = true
            clip.backgroundColor = .white
            container.addSubview(clip)
            // The article at its full size, its top-left on the frame's: it is revealed, not squeezed.
            toView.frame = CGRect(origin: .zero, size: final.size)
            clip.addSubview(toView)
            toView.alpha = 0
        }
        let animator = ViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.86) {
            clip.frame = final
            clip.cornerRadius = 0
        }
        // The article's content fades in over the first third of the growth.
        animator.addAnimations {
            View.animateKeyframes(withDuration: 0, delay: 0, options: [], animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.35) { toView.alpha = 1 }
            })
        }
        animator.addCompletion { _ in
            View.performWithoutAnimation {
                container.addSubview(toView)
                toView.frame = final
                toView.alpha = 1
                clip.removeFromSuperview()
            }
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
        // Linear, so that a scrubbing finger and the article move together.
        View.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
            fromView.frame = CGRect(x: width, y: 0, width: width, height: height)
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
