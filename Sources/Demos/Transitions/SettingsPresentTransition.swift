import Views

/// Seed 003's PresentTransition: the Settings screen grows down into place from 133 % while it fades in, with
/// auxiliary animations (the blur of Settings' own backdrop) on the same interruptible property animator. The
/// backdrop stays put: only the Settings content moves and fades. It is its own
/// interaction controller: the pull-down scrubs it; started by Edit (`wantsInteractiveStart` false) it runs
/// on its own until a click pauses it, and a drag then finishes or cancels it.
///
/// Unlike the seed it builds the animator once per transition and keeps it.
final class SettingsPresentTransition: PercentDrivenInteractiveTransition, ViewControllerAnimatedTransitioning {
    /// Animations added to the transition's animator (the blur of Settings' backdrop).
    var auxAnimations: (() -> Void)?
    /// The transition under way and its animator.
    private(set) var transitionContext: ViewControllerContextTransitioning?
    private(set) var animator: ViewPropertyAnimator?

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.75 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating {
        if let animator { return animator }
        let container = transitionContext.containerView
        let to = transitionContext.view(forKey: .to)!
        container.addSubview(to)
        to.frame = container.bounds
        let settings = transitionContext.viewController(forKey: .to) as? SettingsViewController
        settings?.layoutContent(in: container.bounds)
        let moving = settings?.contentView ?? to
        moving.transform = CGAffineTransform(scaleX: 1.33, y: 1.33).concatenating(CGAffineTransform(translationX: 0, y: 200))
        moving.alpha = 0
        let animator = ViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut)
        animator.addAnimations({ moving.transform = .identity }, delayFactor: 0.15)
        animator.addAnimations({ moving.alpha = 1 }, delayFactor: 0.5)
        if let auxAnimations { animator.addAnimations(auxAnimations) }
        animator.addCompletion { [weak self] position in
            self?.animator = nil
            self?.transitionContext = nil
            transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
        }
        animator.isUserInteractionEnabled = true
        self.animator = animator
        self.transitionContext = transitionContext
        return animator
    }

    /// Whether the transition runs on its own now (a click may interrupt it).
    var isRunningOnItsOwn: Bool { animator?.isRunning == true && transitionContext?.isInteractive == false }

    /// Whether a click paused it and a drag may now finish or cancel it.
    var isInterrupted: Bool { animator != nil && !wantsInteractiveStart && transitionContext?.isInteractive == true }

    /// Pauses the running transition where it is and makes it interactive.
    func interrupt() {
        transitionContext?.pauseInteractiveTransition()
        pause()
    }
}
