import Foundation
import Testing
@testable import Views

/// What the context tells animators, and how a transition ends: only through completeTransition, once.
@Suite(.world) struct TransitionContextTests {
    /// Keeps the context it is given and animates nothing: the test decides when the transition completes.
    final class RecordingAnimator: ViewControllerAnimatedTransitioning {
        private(set) var context: ViewControllerContextTransitioning?
        private(set) var interactiveAtStart: Bool?
        private(set) var endedWith: [Bool] = []
        var duration: TimeInterval = 0.3

        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { duration }

        func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
            context = transitionContext
            interactiveAtStart = transitionContext.isInteractive
            if let to = transitionContext.view(forKey: .to), to.superview == nil {
                transitionContext.containerView.addSubview(to)
            }
        }

        func animationEnded(_ transitionCompleted: Bool) { endedWith.append(transitionCompleted) }
    }

    @Test func aPushContextNamesBothSides() throws {
        let world = TestWorld()
        let a = ViewController(), b = ViewController()
        let navigation = NavigationController(rootViewController: a)
        let window = makeWindow(root: navigation)
        let delegate = FixedNavigationDelegate()
        let animator = RecordingAnimator()
        delegate.animator = animator
        navigation.delegate = delegate
        navigation.pushViewController(b, animated: true)
        let context = try #require(animator.context)
        #expect(context.containerView === navigation.containerView)
        #expect(context.viewController(forKey: .from) === a)
        #expect(context.viewController(forKey: .to) === b)
        #expect(context.view(forKey: .from) === a.view)
        #expect(context.view(forKey: .to) === b.view)
        #expect(context.initialFrame(for: a) == window.bounds)
        #expect(context.finalFrame(for: b) == window.bounds)
        #expect(context.finalFrame(for: a) == .zero)
        #expect(context.initialFrame(for: b) == .zero)
        #expect(context.isAnimated)
        #expect(!context.isInteractive)
        #expect(!context.transitionWasCancelled)
        #expect(context.presentationStyle == .fullScreen)
        world.frames(1)
    }

    @Test func aFullScreenPresentationHasBothViewsInTheContainer() throws {
        let a = ViewController(), b = ViewController()
        let window = makeWindow(root: a)
        let delegate = StubTransitioningDelegate()
        let animator = RecordingAnimator()
        delegate.presentAnimator = animator
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        let context = try #require(animator.context)
        #expect(context.view(forKey: .from) === a.view)
        #expect(context.view(forKey: .to) === b.view)
        #expect(a.view.superview === context.containerView)
        #expect(context.containerView.superview === window)
        #expect(context.finalFrame(for: b) == window.bounds)
    }

    @Test func aPresentationOverTheScreenLeavesThePresentersViewOut() throws {
        let a = ViewController(), b = ViewController()
        let window = makeWindow(root: a)
        b.modalPresentationStyle = .custom
        let delegate = StubTransitioningDelegate()
        let presenting = RecordingAnimator(), dismissing = RecordingAnimator()
        delegate.presentAnimator = presenting
        delegate.dismissAnimator = dismissing
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        let context = try #require(presenting.context)
        #expect(context.view(forKey: .from) == nil)
        #expect(context.viewController(forKey: .from) === a)
        #expect(context.presentationStyle == .custom)
        #expect(a.view.superview === window)
        context.completeTransition(true)
        b.dismiss(animated: true)
        let dismissal = try #require(dismissing.context)
        #expect(dismissal.view(forKey: .to) == nil)
        #expect(dismissal.view(forKey: .from) === b.view)
        #expect(dismissal.viewController(forKey: .to) === a)
    }

    @Test func theAnimationEndingIsNotTheTransitionEnding() throws {
        let world = TestWorld()
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let window = makeWindow(root: a)
        let delegate = StubTransitioningDelegate()
        let animator = RecordingAnimator()
        delegate.presentAnimator = animator
        b.transitioningDelegate = delegate
        var completions = 0
        a.present(b, animated: true) { completions += 1 }
        world.frames(60)
        #expect(b.isBeingPresented)
        #expect(completions == 0)
        #expect(!log.entries.contains("B.didAppear"))
        let context = try #require(animator.context)
        context.completeTransition(true)
        #expect(!b.isBeingPresented)
        #expect(completions == 1)
        #expect(animator.endedWith == [true])
        context.completeTransition(false)
        context.completeTransition(true)
        #expect(completions == 1)
        #expect(animator.endedWith == [true])
        #expect(a.presentedViewController === b)
        withExtendedLifetime(window) {}
    }

    @Test func withoutAnInteractionControllerTheTransitionIsNotInteractive() throws {
        let a = ViewController(), b = ViewController()
        let window = makeWindow(root: a)
        let delegate = StubTransitioningDelegate()
        let animator = RecordingAnimator()
        delegate.presentAnimator = animator
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        #expect(animator.interactiveAtStart == false)
        withExtendedLifetime(window) {}
    }

    @Test func withAnInteractionControllerItStartsInteractive() throws {
        let a = ViewController(), b = ViewController()
        let window = makeWindow(root: a)
        let delegate = StubTransitioningDelegate()
        let animator = RecordingAnimator()
        delegate.presentAnimator = animator
        delegate.presentInteraction = PercentDrivenInteractiveTransition()
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        #expect(animator.interactiveAtStart == true)
        let context = try #require(animator.context)
        context.cancelInteractiveTransition()
        #expect(context.transitionWasCancelled)
        #expect(!context.isInteractive)
        withExtendedLifetime(window) {}
    }

    @Test func aNonInteractiveStartIsNotInteractiveUntilPaused() throws {
        let a = ViewController(), b = ViewController()
        let window = makeWindow(root: a)
        let delegate = StubTransitioningDelegate()
        let animator = RecordingAnimator()
        let interaction = PercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        delegate.presentAnimator = animator
        delegate.presentInteraction = interaction
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        let context = try #require(animator.context)
        #expect(animator.interactiveAtStart == false)
        interaction.pause()
        #expect(context.isInteractive)
        interaction.finish()
        #expect(!context.isInteractive)
        #expect(!context.transitionWasCancelled)
        withExtendedLifetime(window) {}
    }

    @Test func unanimatedTransitionsCompleteBeforeReturning() {
        let log = EventLog()
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let window = makeWindow(root: a)
        log.take()
        a.present(b, animated: false) { log.add("presented") }
        #expect(log.take() == ["B.loadView", "B.viewDidLoad", "A.willDisappear", "B.willAppear",
                               "B.didAppear", "A.didDisappear", "presented"])
        #expect(b.view.frame == window.bounds)
        #expect(b.view.superview?.superview === window)
        b.dismiss(animated: false) { log.add("dismissed") }
        #expect(log.take() == ["B.willDisappear", "A.willAppear", "A.didAppear", "B.didDisappear", "dismissed"])
        #expect(window.subviews.count == 1 && window.subviews[0] === a.view)
    }
}
