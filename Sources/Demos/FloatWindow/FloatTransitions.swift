import Views

/// Push: the article grows out of the view it opens from (a feed row or the bubble). A rounded, clipping frame
/// starts exactly on that view and grows on both axes to the whole screen, so nothing of the article shows
/// outside it and it covers the feed's text as it grows. From a row the article is revealed at its full size,
/// its top with the frame's, and its content fades in over the first 15 % of the spring's progress (the card is
/// solid almost at once) as the frame leaves the row; from the bubble (`scalesContent`) the article, scaled down
/// so its width fits the circle (as the bubble shows it), grows back uniformly while its frame opens from the
/// circle to the screen — the bubble morph in reverse.
final class GrowPushAnimator: ViewControllerAnimatedTransitioning {
    let origin: CGRect
    let originCornerRadius: CGFloat
    let scalesContent: Bool
    /// Called as the transition starts (the view it grows from hides then, not a frame earlier).
    let onStart: (() -> Void)?

    init(from origin: CGRect, cornerRadius: CGFloat, scalesContent: Bool = false, onStart: (() -> Void)? = nil) {
        self.origin = origin
        originCornerRadius = cornerRadius
        self.scalesContent = scalesContent
        self.onStart = onStart
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to) else { return }
        let final = container.bounds
        let clip = View()
        // Scaled: the article's width (its short side) fits the origin's, about the origin's centre.
        let scale = scalesContent ? min(origin.width, origin.height) / max(min(final.width, final.height), 1) : 1
        View.performWithoutAnimation {
            clip.frame = origin
            clip.cornerRadius = originCornerRadius
            clip.clipsToBounds = true
            clip.backgroundColor = .white
            container.addSubview(clip)
            toView.bounds = CGRect(origin: .zero, size: final.size)
            if scalesContent {
                toView.center = CGPoint(x: origin.width / 2, y: origin.height / 2)
                toView.transform = CGAffineTransform(scaleX: scale, y: scale)
            } else {
                // The article at its full size, its top-left on the frame's: it is revealed, not squeezed.
                toView.center = CGPoint(x: final.width / 2, y: final.height / 2)
                toView.alpha = 0
            }
            clip.addSubview(toView)
        }
        onStart?()
        let animator = ViewPropertyAnimator(duration: transitionDuration(using: transitionContext), dampingRatio: 0.86) {
            clip.frame = final
            clip.cornerRadius = 0
            if self.scalesContent {
                toView.center = CGPoint(x: final.width / 2, y: final.height / 2)
                toView.transform = .identity
            }
        }
        if !scalesContent {
            // The article's content fades in over the first 15 % of the growth (a washed-out card looks see-through).
            animator.addAnimations {
                View.animateKeyframes(withDuration: 0, delay: 0, options: [], animations: {
                    View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.15) { toView.alpha = 1 }
                })
            }
        }
        animator.addCompletion { _ in
            View.performWithoutAnimation {
                container.addSubview(toView)
                toView.transform = .identity
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
