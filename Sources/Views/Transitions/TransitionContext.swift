import Foundation

/// The context of one transition, made by the presentation and navigation machinery.
///
/// It starts the transition (through the interaction controller when there is one, else the animator),
/// asks the animation controller for its interruptible animator at most once, and ends the transition on the
/// first `completeTransition(_:)`: the owner's clean-up and lifecycle callbacks, then `animationEnded(_:)`,
/// then the caller's completion.
final class TransitionContext: ViewControllerContextTransitioning, AbandonedWithWorld {
    let containerView: View
    let isAnimated: Bool
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: ModalPresentationStyle

    // What the transition is between and who animates it: let go when the world ends mid-transition, so code
    // that keeps the context (seed 003 does) does not keep its controllers, or itself, alive for ever.
    private(set) var fromViewController: ViewController?
    private(set) var toViewController: ViewController?
    private(set) var fromView: View?
    private(set) var toView: View?
    private(set) var animationController: ViewControllerAnimatedTransitioning?
    private(set) var interactionController: ViewControllerInteractiveTransitioning?

    /// The last progress reported through `updateInteractiveTransition(_:)`.
    private(set) var percentComplete: CGFloat = 0
    /// True once `completeTransition(_:)` ran.
    private(set) var isCompleted = false
    /// What drives the animations of a percent-driven transition.
    private(set) var driver: TransitionDriver?

    /// The owner's clean-up and lifecycle callbacks, run first by `completeTransition(_:)`.
    var onComplete: ((Bool) -> Void)?
    /// Run last by `completeTransition(_:)` (the present or dismiss completion).
    var afterEnd: ((Bool) -> Void)?

    private var frames: [(controller: ViewController, initial: CGRect, final: CGRect)] = []
    private var askedForInterruptibleAnimator = false
    private var keptInterruptibleAnimator: ViewImplicitlyAnimating?

    init(container: View, from: ViewController, to: ViewController, fromView: View?, toView: View?,
         animated: Bool, style: ModalPresentationStyle, animationController: ViewControllerAnimatedTransitioning,
         interactionController: ViewControllerInteractiveTransitioning?) {
        containerView = container
        fromViewController = from
        toViewController = to
        self.fromView = fromView
        self.toView = toView
        isAnimated = animated
        presentationStyle = style
        self.animationController = animationController
        self.interactionController = interactionController
        container.world.register(self)
    }

    /// The world ended mid-transition: the clean-up closures (which hold the controllers that hold this context)
    /// will never run.
    func worldDidEnd(_ world: World) {
        guard world === containerView.world else { return }
        onComplete = nil
        afterEnd = nil
        keptInterruptibleAnimator = nil
        fromViewController = nil
        toViewController = nil
        fromView = nil
        toView = nil
        animationController = nil
        interactionController = nil
        frames.removeAll()
        driver = nil
    }

    /// Records where `controller`'s view starts and ends.
    func setFrames(for controller: ViewController, initial: CGRect, final: CGRect) {
        frames.removeAll { $0.controller === controller }
        frames.append((controller, initial, final))
    }

    /// The animation controller's interruptible animator, asked for once and kept for the whole transition;
    /// nil when it has none.
    var interruptibleAnimator: ViewImplicitlyAnimating? {
        if !askedForInterruptibleAnimator {
            askedForInterruptibleAnimator = true
            guard let animator = animationController?.interruptibleAnimator(using: self) else { return nil }
            keptInterruptibleAnimator = animator is NoInterruptibleAnimator ? nil : animator
        }
        return keptInterruptibleAnimator
    }

    /// The transition's duration as the animator gives it.
    var duration: TimeInterval { max(animationController?.transitionDuration(using: self) ?? 0, 0) }

    // MARK: Starting

    /// Starts the transition: the interaction controller when there is one, otherwise `animateTransition`.
    func start() {
        if let interaction = interactionController {
            isInteractive = interaction.wantsInteractiveStart
            interaction.startInteractiveTransition(self)
        } else {
            animationController?.animateTransition(using: self)
        }
    }

    /// Starts the transition under a driver a percent-driven interaction controller scrubs: the interruptible
    /// animator when the animation controller has one (then `animateTransition` is not called), else the
    /// `View.animate` blocks of `animateTransition`, through the container layer's media timing.
    func startDriven(interactive: Bool) {
        isInteractive = interactive
        if let animator = interruptibleAnimator {
            let driver = AnimatorTransitionDriver(animator: animator)
            self.driver = driver
            driver.start(interactive: interactive)
        } else {
            let driver = LayerTimingTransitionDriver(container: containerView, duration: duration)
            self.driver = driver
            driver.start(interactive: interactive) { [self] in animationController?.animateTransition(using: self) }
        }
    }

    // MARK: ViewControllerContextTransitioning

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? fromViewController : toViewController
    }

    func view(forKey key: TransitionContextViewKey) -> View? {
        key == .from ? fromView : toView
    }

    func initialFrame(for viewController: ViewController) -> CGRect {
        frames.first { $0.controller === viewController }?.initial ?? .zero
    }

    func finalFrame(for viewController: ViewController) -> CGRect {
        frames.first { $0.controller === viewController }?.final ?? .zero
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else { return }
        isCompleted = true
        isInteractive = false
        driver?.transitionDidEnd()
        onComplete?(didComplete)
        animationController?.animationEnded(didComplete)
        (interactionController as? PercentDrivenInteractiveTransition)?.transitionDidEnd(self)
        afterEnd?(didComplete)
        onComplete = nil
        afterEnd = nil
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard !isCompleted else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        isInteractive = true
    }

    func finishInteractiveTransition() {
        guard !isCompleted else { return }
        isInteractive = false
        transitionWasCancelled = false
    }

    func cancelInteractiveTransition() {
        guard !isCompleted else { return }
        isInteractive = false
        transitionWasCancelled = true
    }

    func pauseInteractiveTransition() {
        guard !isCompleted else { return }
        if let driver {
            driver.pause()
        } else if let animator = keptInterruptibleAnimator, animator.state == .active {
            animator.pauseAnimation()
        }
        isInteractive = true
    }
}
