import Views

/// Dismisses the Settings screen: it drops a little and fades while the list's blur goes away.
final class SettingsDismissAnimator: ViewControllerAnimatedTransitioning {
    /// Runs with the animations (clears the blur).
    let auxAnimations: () -> Void

    init(auxAnimations: @escaping () -> Void) {
        self.auxAnimations = auxAnimations
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let from = transitionContext.view(forKey: .from)
        View.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseIn,
                     animations: {
            from?.alpha = 0
            from?.transform = CGAffineTransform(translationX: 0, y: 60)
            self.auxAnimations()
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
