import Views

/// Dismisses the Settings screen: its content drops a little and fades while its backdrop's blur goes away.
final class SettingsDismissAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let settings = transitionContext.viewController(forKey: .from) as? SettingsViewController
        let moving = settings?.contentView ?? transitionContext.view(forKey: .from)
        View.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseIn,
                     animations: {
            moving?.alpha = 0
            moving?.transform = CGAffineTransform(translationX: 0, y: 60)
            settings?.backdrop.effect = nil
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
