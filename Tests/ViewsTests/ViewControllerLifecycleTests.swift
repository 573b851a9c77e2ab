import Foundation
import Testing
@testable import Views

/// View loading, children, the window's root, touches reaching controllers, and the order of the appearance
/// callbacks around presentations and navigation (also when an interactive transition is cancelled).
@Suite(.world) struct ViewControllerLifecycleTests {
    @Test func theViewLoadsOnceOnFirstAccess() {
        let log = EventLog()
        let controller = LoggingViewController("A", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(log.take() == [])
        let view = controller.view!
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === view)
        #expect(controller.view === view)
        #expect(log.take() == ["A.loadView", "A.viewDidLoad"])
    }

    @Test func theDefaultLoadViewMakesAPlainView() {
        let controller = ViewController()
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(type(of: controller.view!) == View.self)
    }

    @Test func childrenAddAndRemoveWithTheirCallbacks() {
        let log = EventLog()
        let parent = LoggingViewController("P", log: log)
        let child = LoggingViewController("C", log: log)
        parent.addChild(child)
        #expect(child.parent === parent)
        #expect(parent.children.count == 1 && parent.children[0] === child)
        #expect(log.take() == ["C.willMove(P)"])
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
        #expect(log.take() == ["C.didMove(P)", "C.willMove(nil)", "C.didMove(nil)"])
    }

    @Test func navigationControllerIsTheNearestAncestor() {
        let inner = ViewController()
        let wrapper = ViewController()
        let navigation = NavigationController(rootViewController: wrapper)
        wrapper.addChild(inner)
        #expect(inner.navigationController === navigation)
        #expect(wrapper.navigationController === navigation)
        #expect(navigation.navigationController == nil)
    }

    @Test func theWindowShowsItsRootWithAppearanceCallbacks() {
        let log = EventLog()
        let first = LoggingViewController("A", log: log)
        let window = makeWindow(root: first)
        #expect(window.subviews.first === first.view)
        #expect(first.view.frame == window.bounds)
        #expect(log.take() == ["A.loadView", "A.viewDidLoad", "A.willAppear", "A.didAppear"])
        let second = LoggingViewController("B", log: log)
        window.rootViewController = second
        #expect(first.view.superview == nil)
        #expect(window.subviews.count == 1 && window.subviews[0] === second.view)
        #expect(log.take() == ["A.willDisappear", "A.didDisappear", "B.loadView", "B.viewDidLoad", "B.willAppear", "B.didAppear"])
        #expect(second.view.window === window)
        withExtendedLifetime(window) {}
    }

    /// A controller that keeps the touches its root view passes on.
    final class TouchController: ViewController {
        var began: [CGPoint] = []
        var moved = 0
        var ended = 0
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            began.append(touches.first!.location(in: view))
        }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { moved += 1 }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { ended += 1 }
    }

    @Test func touchesTheRootViewPassesOnReachTheController() {
        let world = TestWorld()
        let controller = TouchController()
        let window = makeWindow(root: controller)
        let inner = View(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        controller.view.addSubview(inner)
        let input = InputDispatcher(root: window)
        world.frames(1)
        input.pointerDown(at: CGPoint(x: 150, y: 160))
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: 152, y: 163))
        world.frames(1)
        input.pointerUp(at: CGPoint(x: 152, y: 163))
        #expect(controller.began == [CGPoint(x: 150, y: 160)])
        #expect(controller.moved == 1)
        #expect(controller.ended == 1)
        withExtendedLifetime(window) {}
    }

    /// A window subclass that hears the touches a controller passes on to the root view's superview.
    final class RecordingWindow: Window {
        var began = 0
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { began += 1 }
    }

    @Test func aControllerPassesUnhandledTouchesToItsViewsSuperview() {
        let world = TestWorld()
        let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.rootViewController = ViewController()
        let input = InputDispatcher(root: window)
        world.frames(1)
        input.pointerDown(at: CGPoint(x: 10, y: 10))
        input.pointerUp(at: CGPoint(x: 10, y: 10))
        #expect(window.began == 1)
    }

    // MARK: Appearance order

    @Test func presentAndDismissCallbacksInOrder() {
        let world = TestWorld()
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let window = makeWindow(root: a)
        let b = LoggingViewController("B", log: log)
        let delegate = StubTransitioningDelegate()
        delegate.presentAnimator = BlockSlideAnimator(presenting: true, duration: 0.25, log: log)
        delegate.dismissAnimator = BlockSlideAnimator(presenting: false, duration: 0.25, log: log)
        b.transitioningDelegate = delegate
        log.take()
        a.present(b, animated: true) { log.add("presented") }
        #expect(log.take() == ["B.loadView", "B.viewDidLoad", "A.willDisappear", "B.willAppear"])
        world.frames(15)
        #expect(log.take() == ["B.didAppear", "A.didDisappear", "animationEnded(true)", "presented"])
        b.dismiss(animated: true) { log.add("dismissed") }
        #expect(log.take() == ["B.willDisappear", "A.willAppear"])
        world.frames(15)
        #expect(log.take() == ["A.didAppear", "B.didDisappear", "animationEnded(true)", "dismissed"])
        withExtendedLifetime(window) {}
    }

    @Test func overFullScreenLeavesThePresenterWithoutCallbacks() {
        let world = TestWorld()
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let window = makeWindow(root: a)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .overFullScreen
        log.take()
        a.present(b, animated: true)
        world.frames(30)
        b.dismiss(animated: true)
        world.frames(30)
        #expect(log.take() == ["B.loadView", "B.viewDidLoad", "B.willAppear", "B.didAppear",
                               "B.willDisappear", "B.didDisappear"])
        withExtendedLifetime(window) {}
    }

    @Test func pushAndPopCallbacksInOrder() {
        let world = TestWorld()
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let navigation = NavigationController(rootViewController: a)
        navigation.title = "Nav"
        let window = makeWindow(root: navigation)
        let b = LoggingViewController("B", log: log)
        log.take()
        navigation.pushViewController(b, animated: true)
        #expect(log.take() == ["B.willMove(Nav)", "B.loadView", "B.viewDidLoad", "A.willDisappear", "B.willAppear"])
        world.frames(21)
        #expect(log.take() == ["B.didMove(Nav)", "A.didDisappear", "B.didAppear"])
        navigation.popViewController(animated: true)
        #expect(log.take() == ["B.willMove(nil)", "B.willDisappear", "A.willAppear"])
        world.frames(21)
        #expect(log.take() == ["B.didMove(nil)", "B.didDisappear", "A.didAppear"])
        withExtendedLifetime(window) {}
    }

    @Test func aCancelledInteractivePopRestoresTheAppearance() {
        let world = TestWorld()
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let b = LoggingViewController("B", log: log)
        let navigation = NavigationController(rootViewController: a)
        navigation.title = "Nav"
        let window = makeWindow(root: navigation)
        navigation.pushViewController(b, animated: false)
        let interaction = PercentDrivenInteractiveTransition()
        let delegate = FixedNavigationDelegate()
        delegate.interaction = interaction
        navigation.delegate = delegate
        log.take()
        navigation.popViewController(animated: true)
        #expect(log.take() == ["B.willMove(nil)", "B.willDisappear", "A.willAppear"])
        interaction.update(0.3)
        world.frames(2)
        interaction.cancel()
        world.frames(30)
        #expect(log.take() == ["B.didMove(Nav)", "A.willDisappear", "A.didDisappear", "B.willAppear", "B.didAppear"])
        #expect(navigation.viewControllers.map(\.title) == ["A", "B"])
        #expect(b.parent === navigation)
        #expect(a.view.superview == nil)
        #expect(b.view.frame == navigation.containerView.bounds)
        withExtendedLifetime(window) {}
    }

    @Test func aCancelledInteractivePresentRestoresTheAppearance() {
        let world = TestWorld()
        let log = EventLog()
        let a = LoggingViewController("A", log: log)
        let window = makeWindow(root: a)
        let b = LoggingViewController("B", log: log)
        let delegate = StubTransitioningDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentAnimator = BlockSlideAnimator(presenting: true)
        delegate.presentInteraction = interaction
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        interaction.update(0.5)
        world.frames(1)
        log.take()
        interaction.cancel()
        world.frames(30)
        #expect(log.take() == ["B.willDisappear", "B.didDisappear", "A.willAppear", "A.didAppear"])
        withExtendedLifetime(window) {}
    }
}

/// A navigation delegate returning a fixed animator (nil: the built-in slide) and interaction controller.
final class FixedNavigationDelegate: NavigationControllerDelegate {
    var animator: ViewControllerAnimatedTransitioning?
    var interaction: ViewControllerInteractiveTransitioning?
    private(set) var operations: [NavigationController.Operation] = []

    func navigationController(_ navigationController: NavigationController,
                              animationControllerFor operation: NavigationController.Operation,
                              from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        operations.append(operation)
        return animator
    }

    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        interaction
    }
}
