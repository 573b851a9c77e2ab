import Foundation
@testable import Views

/// Seed 003's PresentTransition, as written there: a percent-driven interaction controller that is also the
/// animation controller, building a new property animator on every call of `transitionAnimator(using:)`
/// (the machinery must ask once per transition), with auxiliary animations and `interruptTransition()`.
final class Seed003PresentTransition: PercentDrivenInteractiveTransition, ViewControllerAnimatedTransitioning {
    var auxAnimations: (() -> Void)?
    var context: ViewControllerContextTransitioning?
    var animator: ViewPropertyAnimator?
    /// How many animators were built (test bookkeeping, not in the seed).
    var animatorsBuilt = 0
    var animateTransitionCalls = 0

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        return 0.75
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        animateTransitionCalls += 1
        transitionAnimator(using: transitionContext).startAnimation()
    }

    func transitionAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating {
        animatorsBuilt += 1
        let duration = transitionDuration(using: transitionContext)
        let container = transitionContext.containerView
        let to = transitionContext.view(forKey: .to)!
        container.addSubview(to)
        to.transform = CGAffineTransform(scaleX: 1.33, y: 1.33)
            .concatenating(CGAffineTransform(translationX: 0.0, y: 200))
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
                transitionContext.completeTransition(false)
            }
        }
        if let auxAnimations = auxAnimations {
            animator.addAnimations(auxAnimations)
        }
        self.animator = animator
        self.context = transitionContext
        animator.addCompletion { [unowned self] _ in
            self.animator = nil
            self.context = nil
        }
        animator.isUserInteractionEnabled = true
        return animator
    }

    func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating {
        return transitionAnimator(using: transitionContext)
    }

    func interruptTransition() {
        guard let context = context else {
            return
        }
        context.pauseInteractiveTransition()
        pause()
    }
}

/// Seed 003's LockScreenViewController, reduced to the transition: the Edit button, the pull-down of the
/// widget table (its scroll callbacks are called with the table's content offset) and the touches that
/// interrupt a running presentation and then finish or cancel it.
final class Seed003LockScreen: ViewController, ViewControllerTransitioningDelegate {
    let presentTransition = Seed003PresentTransition()
    var settingsController: ViewController!
    let blurView = View()
    var isDragging = false
    var isPresentingSettings = false
    var touchesStartPointY: CGFloat?

    override func viewDidLoad() {
        view.backgroundColor = .systemBlue
        blurView.alpha = 0
        blurView.backgroundColor = .black
        view.addSubview(blurView)
    }

    func blurAnimations(_ blurred: Bool) -> () -> Void {
        return { self.blurView.alpha = blurred ? 0.6 : 0 }
    }

    func presentSettings() {
        presentTransition.auxAnimations = blurAnimations(true)
        settingsController = ViewController()
        settingsController.transitioningDelegate = self
        present(settingsController, animated: true, completion: nil)
    }

    /// The Edit button.
    func didPressEdit() {
        presentTransition.wantsInteractiveStart = false
        presentSettings()
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? {
        return presentTransition
    }

    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        return presentTransition
    }

    // The table's scroll callbacks.
    func scrollViewWillBeginDragging() {
        isDragging = true
    }

    func scrollViewDidScroll(contentOffsetY: CGFloat) {
        guard isDragging else {
            return
        }
        if !isPresentingSettings && contentOffsetY < -30 {
            isPresentingSettings = true
            presentTransition.wantsInteractiveStart = true
            presentSettings()
            return
        }
        if isPresentingSettings {
            let progress = max(0.0, min(1.0, ((-contentOffsetY) - 30) / 90.0))
            presentTransition.update(progress)
        }
    }

    func scrollViewWillEndDragging(contentOffsetY: CGFloat) {
        let progress = max(0.0, min(1.0, ((-contentOffsetY) - 30) / 90.0))
        if progress > 0.5 {
            presentTransition.finish()
        } else {
            presentTransition.cancel()
        }
        isPresentingSettings = false
        isDragging = false
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard presentTransition.wantsInteractiveStart == false, presentTransition.animator != nil else {
            return
        }
        touchesStartPointY = touches.first!.location(in: view).y
        presentTransition.interruptTransition()
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let startY = touchesStartPointY else {
            return
        }
        let currentPoint = touches.first!.location(in: view).y
        if currentPoint < startY - 40 {
            touchesStartPointY = nil
            presentTransition.animator?.addCompletion { _ in
                self.blurView.alpha = 0
            }
            presentTransition.cancel()
        } else if currentPoint > startY + 40 {
            touchesStartPointY = nil
            presentTransition.finish()
        }
    }
}
