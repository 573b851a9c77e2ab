import Foundation
import Testing
@testable import Views

/// The stack, the built-in slide, delegate animators, and the interactive pop by a left-edge drag.
@Suite(.world) struct NavigationControllerTests {
    final class Stage {
        let world = TestWorld()
        let log = EventLog()
        let a: LoggingViewController
        let b: LoggingViewController
        let navigation: NavigationController
        let window: Window
        let input: InputDispatcher

        init(pushB: Bool = true) {
            a = LoggingViewController("A", log: log)
            b = LoggingViewController("B", log: log)
            navigation = NavigationController(rootViewController: a)
            navigation.title = "Nav"
            window = makeWindow(root: navigation)
            input = InputDispatcher(root: window)
            if pushB { navigation.pushViewController(b, animated: false) }
            log.take()
        }

        /// A view's left edge on screen.
        func left(_ controller: ViewController) -> CGFloat {
            let v = controller.view.presentationValues
            return v.center.x - v.bounds.width / 2
        }

        /// Drags from (x0, 400) to (x1, 400) in `steps` frames.
        func drag(from x0: CGFloat, to x1: CGFloat, steps: Int) {
            world.frames(1)
            input.pointerDown(at: CGPoint(x: x0, y: 400))
            world.frames(1)
            for i in 1...steps {
                input.pointerMoved(to: CGPoint(x: x0 + (x1 - x0) * CGFloat(i) / CGFloat(steps), y: 400))
                world.frames(1)
            }
        }

        func release(at x: CGFloat) {
            input.pointerUp(at: CGPoint(x: x, y: 400))
        }
    }

    @Test func theStackAndItsTop() {
        let stage = Stage(pushB: false)
        #expect(stage.navigation.viewControllers.map(\.title) == ["A"])
        #expect(stage.a.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(stage.navigation.topViewController === stage.a)
        #expect(stage.a.parent === stage.navigation)
        stage.navigation.pushViewController(stage.b, animated: false)
        #expect(stage.navigation.viewControllers.map(\.title) == ["A", "B"])
        #expect(stage.b.view.superview === stage.navigation.containerView)
        #expect(stage.a.view.superview == nil)
        #expect(stage.b.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        let c = LoggingViewController("C", log: stage.log)
        stage.navigation.pushViewController(c, animated: false)
        let popped = stage.navigation.popToRootViewController(animated: false)
        #expect(popped?.map(\.title) == ["B", "C"])
        #expect(stage.navigation.viewControllers.map(\.title) == ["A"])
        #expect(stage.b.parent == nil && c.parent == nil)
        #expect(stage.navigation.popViewController(animated: true) == nil)
        stage.navigation.setViewControllers([stage.a, stage.b, c], animated: false)
        #expect(stage.navigation.topViewController === c)
        #expect(stage.navigation.popToViewController(stage.a, animated: false)?.map(\.title) == ["B", "C"])
    }

    @Test func pushingTheSameControllerTwiceIsRefused() {
        let stage = Stage()
        let diagnostics = Diagnostics.capture { stage.navigation.pushViewController(stage.b, animated: true) }
        #expect(diagnostics == ["Pushing the same view controller instance (<LoggingViewController \"B\">) more than once is not supported"])
        #expect(stage.navigation.viewControllers.count == 2)
    }

    @Test func aChangeDuringATransitionIsRefused() {
        let stage = Stage()
        stage.navigation.popViewController(animated: true)
        let c = LoggingViewController("C", log: stage.log)
        let diagnostics = Diagnostics.capture { stage.navigation.pushViewController(c, animated: true) }
        #expect(diagnostics == ["Cannot change the stack of <NavigationController \"Nav\"> while a transition is in progress"])
        stage.world.frames(30)
        #expect(stage.navigation.viewControllers.map(\.title) == ["A"])
    }

    @Test func pushSlidesTheNewViewInFromTheRightAndTheOldOneAThirdLeft() {
        let stage = Stage(pushB: false)
        stage.navigation.pushViewController(stage.b, animated: true)
        #expect(stage.navigation.viewControllers.map(\.title) == ["A", "B"])
        // 7 frames of 21 (0.35 s), ease-in-out.
        stage.world.frames(7)
        let e = CGFloat(curveValue(.easeInOut, 1.0 / 3))
        #expect(close(stage.left(stage.b), 400 * (1 - e), 1e-6))
        #expect(close(stage.left(stage.a), -120 * e, 1e-6))
        let dim = stage.navigation.containerView.subviews[1]
        #expect(stage.navigation.containerView.subviews.map { $0 === stage.a.view || $0 === stage.b.view } == [true, false, true])
        #expect(close(dim.presentationValues.alpha, 0.15 * e, 1e-6))
        stage.world.frames(14)
        #expect(stage.navigation.containerView.subviews.count == 1)
        #expect(stage.b.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(stage.a.view.superview == nil)
        #expect(!stage.navigation.isTransitioning)
    }

    @Test func popSlidesTheOldViewOutToTheRight() {
        let stage = Stage()
        #expect(stage.navigation.popViewController(animated: true) === stage.b)
        #expect(stage.navigation.viewControllers.map(\.title) == ["A"])
        stage.world.frames(7)
        let e = CGFloat(curveValue(.easeInOut, 1.0 / 3))
        #expect(close(stage.left(stage.b), 400 * e, 1e-6))
        #expect(close(stage.left(stage.a), -120 * (1 - e), 1e-6))
        stage.world.frames(14)
        #expect(stage.a.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(stage.b.view.superview == nil)
        #expect(stage.b.parent == nil)
    }

    @Test func theDelegatesAnimatorRunsThePush() {
        let stage = Stage(pushB: false)
        let delegate = FixedNavigationDelegate()
        let animator = BlockSlideAnimator(presenting: true, duration: 0.2)
        delegate.animator = animator
        stage.navigation.delegate = delegate
        stage.navigation.pushViewController(stage.b, animated: true)
        #expect(delegate.operations == [.push])
        stage.world.frames(6)
        // The test animator slides the new view up from the bottom, linearly over 12 frames.
        #expect(close(stage.b.view.presentationValues.center.y, 400 + 400, 1e-6))
        stage.world.frames(6)
        #expect(animator.endedWith == [true])
        #expect(stage.b.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        stage.navigation.popViewController(animated: true)
        #expect(delegate.operations == [.push, .pop])
    }

    // MARK: Interactive pop

    @Test func theEdgeDragMovesTheViewsWithTheFinger() {
        let stage = Stage()
        stage.drag(from: 5, to: 205, steps: 20)
        #expect(stage.navigation.isTransitioning)
        #expect(close(stage.left(stage.b), 200, 1e-6))
        #expect(close(stage.left(stage.a), -120 + 0.3 * 200, 1e-6))
        stage.drag(from: 205, to: 205, steps: 1)
        withExtendedLifetime(stage) {}
    }

    @Test func releasedPastHalfwayThePopFinishes() {
        let stage = Stage()
        stage.drag(from: 5, to: 305, steps: 30)
        #expect(close(stage.left(stage.b), 300, 1e-6))
        stage.world.frames(10)
        stage.release(at: 305)
        var lefts: [CGFloat] = []
        let frames = framesUntil(stage.world) {
            lefts.append(stage.left(stage.b))
            return !stage.navigation.isTransitioning
        }
        // (1 − 0.75) × 0.35 s = 5.25 frames.
        #expect(frames == 6)
        #expect(zip(lefts, lefts.dropFirst()).allSatisfy { $1 >= $0 })
        #expect(stage.navigation.viewControllers.map(\.title) == ["A"])
        #expect(stage.b.view.superview == nil)
        #expect(stage.a.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(stage.log.take() == ["B.willMove(nil)", "B.willDisappear", "A.willAppear",
                                     "B.didMove(nil)", "B.didDisappear", "A.didAppear"])
    }

    @Test func releasedBeforeHalfwayThePopIsCancelled() {
        let stage = Stage()
        stage.drag(from: 5, to: 105, steps: 10)
        stage.world.frames(10)
        stage.release(at: 105)
        var lefts: [CGFloat] = []
        let frames = framesUntil(stage.world) {
            lefts.append(stage.left(stage.b))
            return !stage.navigation.isTransitioning
        }
        // (1 − 0.25) × 0.35 s = 15.75 frames.
        #expect(frames == 16)
        #expect(zip(lefts, lefts.dropFirst()).allSatisfy { $1 <= $0 })
        #expect(stage.navigation.viewControllers.map(\.title) == ["A", "B"])
        #expect(stage.b.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(stage.left(stage.b) == 0)
        #expect(stage.a.view.superview == nil)
        #expect(stage.navigation.containerView.subviews.count == 1)
    }

    @Test func aRightwardFlingBeforeHalfwayStillPops() {
        let stage = Stage()
        stage.drag(from: 5, to: 155, steps: 5)
        stage.release(at: 155)
        stage.world.frames(30)
        #expect(stage.navigation.viewControllers.map(\.title) == ["A"])
    }

    @Test func theEdgeDragDoesNothingAtTheRoot() {
        let stage = Stage(pushB: false)
        stage.drag(from: 5, to: 305, steps: 30)
        #expect(!stage.navigation.isTransitioning)
        #expect(stage.navigation.interactivePopGestureRecognizer.state == .failed)
        stage.release(at: 305)
    }

    @Test func aDragAwayFromTheEdgeDoesNotPop() {
        let stage = Stage()
        stage.drag(from: 100, to: 300, steps: 20)
        #expect(!stage.navigation.isTransitioning)
        stage.release(at: 300)
        #expect(stage.navigation.viewControllers.count == 2)
    }

    @Test func popFinishingRule() {
        #expect(NavigationController.interactivePopFinishes(progress: 0.45, velocity: 0))
        #expect(!NavigationController.interactivePopFinishes(progress: 0.6, velocity: -500))
        #expect(!NavigationController.interactivePopFinishes(progress: 0.35, velocity: 0))
        #expect(NavigationController.interactivePopFinishes(progress: 0.1, velocity: 800))
    }
}
