import Foundation

/// One controller presented by another: the container its view lives in above the presenter's, and the
/// transitions that show and hide it.
///
/// The presenting controller is the root ancestor of the controller `present` was called on. With a
/// full-screen style the presenter's view moves into the container for the transition (both views then
/// follow the container's timing), leaves the window once the presentation completes, comes back into the
/// container for the dismissal and returns to its old place afterwards. The other styles keep it where it is,
/// out of the transition (`view(forKey:)` gives nil for it), and give the presenter no appearance calls.
final class Presentation: AbandonedWithWorld {
    weak var presenting: ViewController?
    let presented: ViewController
    let container: TransitionContainerView
    let style: ModalPresentationStyle
    /// The transition under way, if any.
    private(set) var transition: TransitionContext?
    /// True while the dismissal runs.
    private(set) var isDismissing = false
    /// Where the presenter's view lives while on screen (full-screen style).
    /// Where the presenter's view lived before a full-screen presentation took it (the superview held weakly: it
    /// is usually the window, which holds the presenter that holds this presentation).
    private var presenterHome: (superview: WeakView, index: Int)?

    init(presenting: ViewController, presented: ViewController, window: Window) {
        self.presenting = presenting
        self.presented = presented
        style = presented.modalPresentationStyle
        container = TransitionContainerView(frame: window.bounds)
        container.presentation = self
        window.addSubview(container)
    }

    /// The world ended mid-transition: the transition, which holds both controllers, is let go (the one that
    /// presents holds this presentation: a cycle).
    func worldDidEnd(_ world: World) {
        if world === container.world { transition = nil }
    }

    // MARK: Presenting

    func runPresentation(animated: Bool, source: ViewController, completion: (() -> Void)?) {
        guard let host = presenting else { return }
        let hostView: View = host.view, toView: View = presented.view
        let removesPresenter = style.removesPresentersView
        View.performWithoutAnimation { toView.frame = container.bounds }
        if removesPresenter, let home = hostView.superview, let index = home.subviews.firstIndex(where: { $0 === hostView }) {
            presenterHome = (WeakView(view: home), index)
            // Both views of a full-screen transition are in the container, under its timing.
            container.insertSubview(hostView, at: 0)
        }
        let delegate = presented.transitioningDelegate
        let animator: ViewControllerAnimatedTransitioning
        var interaction: ViewControllerInteractiveTransitioning?
        if animated {
            animator = delegate?.animationController(forPresented: presented, presenting: host, source: source)
                ?? CoverVerticalAnimator(isPresenting: true)
            interaction = delegate?.interactionControllerForPresentation(using: animator)
        } else {
            animator = ImmediateTransitionAnimator()
        }
        let context = TransitionContext(
            container: container, from: host, to: presented, fromView: removesPresenter ? hostView : nil,
            toView: toView, animated: animated, style: style, animationController: animator,
            interactionController: interaction)
        context.setFrames(for: host, initial: container.bounds, final: removesPresenter ? .zero : container.bounds)
        context.setFrames(for: presented, initial: .zero, final: container.bounds)
        transition = context
        container.world.register(self)
        context.onComplete = { [self] completed in
            transition = nil
            if completed {
                if toView.superview !== container { container.addSubview(toView) }
                if removesPresenter { hostView.removeFromSuperview() }
                presented.endAppearanceTransition()
                if removesPresenter { host.endAppearanceTransition() }
            } else {
                toView.removeFromSuperview()
                if removesPresenter { restorePresenterView(hostView) }
                unlink()
                presented.beginAppearanceTransition(false, animated: animated)
                presented.endAppearanceTransition()
                if removesPresenter {
                    host.beginAppearanceTransition(true, animated: animated)
                    host.endAppearanceTransition()
                }
            }
        }
        context.afterEnd = { _ in completion?() }
        if removesPresenter { host.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
        context.start()
    }

    // MARK: Dismissing

    func runDismissal(animated: Bool, completion: (() -> Void)?) {
        guard let host = presenting else { return }
        let hostView: View = host.view, fromView: View = presented.view
        let removesPresenter = style.removesPresentersView
        if removesPresenter { container.insertSubview(hostView, at: 0) }
        isDismissing = true
        let delegate = presented.transitioningDelegate
        let animator: ViewControllerAnimatedTransitioning
        var interaction: ViewControllerInteractiveTransitioning?
        if animated {
            animator = delegate?.animationController(forDismissed: presented) ?? CoverVerticalAnimator(isPresenting: false)
            interaction = delegate?.interactionControllerForDismissal(using: animator)
        } else {
            animator = ImmediateTransitionAnimator()
        }
        let context = TransitionContext(
            container: container, from: presented, to: host, fromView: fromView,
            toView: removesPresenter ? hostView : nil, animated: animated, style: style,
            animationController: animator, interactionController: interaction)
        context.setFrames(for: presented, initial: fromView.frame, final: .zero)
        context.setFrames(for: host, initial: removesPresenter ? .zero : container.bounds, final: container.bounds)
        transition = context
        container.world.register(self)
        context.onComplete = { [self] completed in
            transition = nil
            isDismissing = false
            if completed {
                fromView.removeFromSuperview()
                if removesPresenter { restorePresenterView(hostView) }
                unlink()
                if removesPresenter { host.endAppearanceTransition() }
                presented.endAppearanceTransition()
            } else {
                if removesPresenter { hostView.removeFromSuperview() }
                if fromView.superview !== container { container.addSubview(fromView) }
                presented.beginAppearanceTransition(true, animated: animated)
                presented.endAppearanceTransition()
                if removesPresenter {
                    host.beginAppearanceTransition(false, animated: animated)
                    host.endAppearanceTransition()
                }
            }
        }
        context.afterEnd = { _ in completion?() }
        presented.beginAppearanceTransition(false, animated: animated)
        if removesPresenter { host.beginAppearanceTransition(true, animated: animated) }
        context.start()
    }

    // MARK: Internals

    /// Puts the presenter's view back where it lived (an animator may have moved it into the container).
    private func restorePresenterView(_ view: View) {
        guard let home = presenterHome, let superview = home.superview.view, view.superview !== superview else { return }
        superview.insertSubview(view, at: min(home.index, superview.subviews.count))
    }

    /// Ends the presentation: the container goes and the controllers forget each other.
    private func unlink() {
        container.removeFromSuperview()
        if presenting?.outgoingPresentation === self { presenting?.outgoingPresentation = nil }
        if presented.incomingPresentation === self { presented.incomingPresentation = nil }
    }
}

/// A view held weakly.
struct WeakView {
    weak var view: View?
}
