import Views

/// Seed 000's PresentTransition: presents Settings by moving it down and fading it in (0.75 s, easeOut; the
/// move at delayFactor 0.15, the fade at 0.5), with auxiliary animations injected (the blur), as a
/// percent-driven interaction controller that pull-to-present scrubs and a click can interrupt.
final class PresentTransition: PercentDrivenInteractiveTransition, ViewControllerAnimatedTransitioning {
    var auxAnimations: (() -> Void)?
    var auxAnimationsCancel: (() -> Void)?
    private(set) var context: ViewControllerContextTransitioning?
    private(set) var animator: ViewPropertyAnimator?
    /// How many animators were built (the machinery must ask once per transition).
    private(set) var animatorsMade = 0

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.75 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        transitionAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating {
        transitionAnimator(using: transitionContext)
    }

    func transitionAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating {
        let duration = transitionDuration(using: transitionContext)
        let container = transitionContext.containerView
        let to = transitionContext.view(forKey: .to)!
        container.addSubview(to)
        to.transform = CGAffineTransform(scaleX: 1.33, y: 1.33).concatenating(CGAffineTransform(translationX: 0.0, y: 200))
        to.alpha = 0
        let animator = ViewPropertyAnimator(duration: duration, curve: .easeOut)
        animator.addAnimations({
            to.transform = CGAffineTransform(translationX: 0.0, y: 100)
        }, delayFactor: 0.15)
        animator.addAnimations({
            to.alpha = 1.0
        }, delayFactor: 0.5)
        animator.addCompletion { position in
            switch position {
            case .end:
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            default:
                self.auxAnimationsCancel?()
                transitionContext.completeTransition(false)
            }
        }
        if let auxAnimations { animator.addAnimations(auxAnimations) }
        animator.addCompletion { [unowned self] _ in
            self.animator = nil
            self.context = nil
        }
        animator.isUserInteractionEnabled = true
        self.animator = animator
        self.context = transitionContext
        animatorsMade += 1
        return animator
    }

    /// Pauses a running (non-interactive) present so a drag can finish or cancel it.
    func interruptTransition() {
        guard let context else { return }
        context.pauseInteractiveTransition()
        pause()
    }
}
