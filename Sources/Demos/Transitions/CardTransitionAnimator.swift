import Views

/// Presents a `CardViewController`: the card springs from 80 % and transparent to full size while the dim
/// fades in; dismissing shrinks and fades it back out. `View.animate`, so it also scrubs interactively.
final class CardTransitionAnimator: ViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.5 : 0.3
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let key: TransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key) as? CardViewController else {
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let duration = transitionDuration(using: transitionContext)
        let done: (Bool) -> Void = { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if isPresenting {
            transitionContext.containerView.addSubview(card.view)
            card.view.frame = transitionContext.finalFrame(for: card)
            card.layoutCard()
            card.dimView.alpha = 0
            card.cardView.alpha = 0
            card.cardView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
            View.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.78, initialSpringVelocity: 0,
                         animations: {
                card.dimView.alpha = 1
                card.cardView.alpha = 1
                card.cardView.transform = .identity
            }, completion: done)
        } else {
            View.animate(withDuration: duration, delay: 0, options: .curveEaseIn, animations: {
                card.dimView.alpha = 0
                card.cardView.alpha = 0
                card.cardView.transform = CGAffineTransform(scaleX: 0.85, y: 0.85)
            }, completion: done)
        }
    }
}
