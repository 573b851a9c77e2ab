import Foundation
import Testing
@testable import Views

/// present / dismiss: the container above the presenter, styles, links between the controllers, the built-in
/// slide up, and what is refused.
@Suite(.world) struct PresentationTests {
    @Test func theBuiltInPresentationSlidesUpFromTheBottom() {
        let world = TestWorld()
        let a = ViewController(), b = ViewController()
        let window = makeWindow(root: a)
        var completions = 0
        a.present(b, animated: true) { completions += 1 }
        #expect(b.isBeingPresented)
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        let container = b.view.superview
        #expect(container != nil && container?.superview === window)
        #expect(window.subviews.last === container)
        // 12 of 24 frames (0.4 s), ease-in-out: halfway.
        world.frames(12)
        #expect(close(b.view.presentationValues.center.y, 400 + 800 * (1 - CGFloat(curveValue(.easeInOut, 0.5))), 1e-6))
        #expect(completions == 0)
        world.frames(12)
        #expect(completions == 1)
        #expect(!b.isBeingPresented)
        #expect(b.view.frame == window.bounds)
        // Full screen: the presenter's view left the window.
        #expect(a.view.superview == nil)
        #expect(window.subviews.count == 1)
    }

    @Test func dismissingPutsThePresenterBackWhereItWas() {
        let world = TestWorld()
        let a = ViewController(), b = ViewController()
        let window = makeWindow(root: a)
        a.present(b, animated: true)
        world.frames(24)
        var completions = 0
        b.dismiss(animated: true) { completions += 1 }
        #expect(b.isBeingDismissed)
        #expect(a.view.superview === b.view.superview)
        world.frames(12)
        #expect(close(b.view.presentationValues.center.y, 400 + 800 * CGFloat(curveValue(.easeInOut, 0.5)), 1e-6))
        world.frames(12)
        #expect(completions == 1)
        #expect(window.subviews.count == 1 && window.subviews[0] === a.view)
        #expect(a.view.frame == window.bounds)
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(b.view.superview == nil)
    }

    @Test func theRootAncestorPresentsForAChild() {
        let world = TestWorld()
        let inner = ViewController(), presented = ViewController()
        let navigation = NavigationController(rootViewController: inner)
        let window = makeWindow(root: navigation)
        inner.present(presented, animated: false)
        #expect(presented.presentingViewController === navigation)
        #expect(inner.presentedViewController === presented)
        #expect(navigation.visibleViewController === presented)
        // A controller inside the presented one finds the presenter too.
        let child = ViewController()
        presented.addChild(child)
        #expect(child.presentingViewController === navigation)
        // Dismissing from inside the presented controller dismisses it.
        child.dismiss(animated: false)
        #expect(navigation.presentedViewController == nil)
        world.frames(1)
        withExtendedLifetime(window) {}
    }

    @Test func overFullScreenKeepsThePresenterOnScreen() {
        let world = TestWorld()
        let a = ViewController(), b = ViewController()
        b.modalPresentationStyle = .overFullScreen
        let window = makeWindow(root: a)
        a.present(b, animated: true)
        world.frames(30)
        #expect(a.view.superview === window)
        #expect(window.subviews.count == 2)
    }

    @Test func presentingTwiceIsRefused() {
        let a = ViewController(), b = ViewController(), c = ViewController()
        a.title = "A"; b.title = "B"; c.title = "C"
        let window = makeWindow(root: a)
        a.present(b, animated: false)
        let diagnostics = Diagnostics.capture { a.present(c, animated: false) }
        #expect(diagnostics == ["Attempt to present <ViewController \"C\"> on <ViewController \"A\"> which is already presenting <ViewController \"B\">"])
        #expect(a.presentedViewController === b)
        withExtendedLifetime(window) {}
    }

    @Test func presentingOutsideAWindowIsRefused() {
        let a = ViewController(), b = ViewController()
        a.title = "A"; b.title = "B"
        a.loadViewIfNeeded()
        let diagnostics = Diagnostics.capture { a.present(b, animated: true) }
        #expect(diagnostics == ["Attempt to present <ViewController \"B\"> on <ViewController \"A\"> whose view is not in the window hierarchy"])
        #expect(a.presentedViewController == nil)
    }

    @Test func dismissingDuringThePresentationIsRefused() {
        let world = TestWorld()
        let a = ViewController(), b = ViewController()
        b.title = "B"
        let window = makeWindow(root: a)
        a.present(b, animated: true)
        world.frames(5)
        let diagnostics = Diagnostics.capture { a.dismiss(animated: true) }
        #expect(diagnostics == ["Attempt to dismiss <ViewController \"B\"> while a transition is in progress"])
        world.frames(30)
        #expect(a.presentedViewController === b)
        withExtendedLifetime(window) {}
    }

    @Test func presentationsStackAndDismissTogether() {
        let world = TestWorld()
        let a = ViewController(), b = ViewController(), c = ViewController()
        let window = makeWindow(root: a)
        a.present(b, animated: false)
        b.present(c, animated: true)
        world.frames(30)
        #expect(b.presentedViewController === c)
        #expect(c.presentingViewController === b)
        // The first container stays, emptied of b's view (full screen); the second shows c.
        #expect(window.subviews.count == 2)
        #expect(window.subviews[0].subviews.isEmpty)
        #expect(window.subviews[1].subviews.count == 1 && window.subviews[1].subviews[0] === c.view)
        a.dismiss(animated: true)
        world.frames(30)
        #expect(a.presentedViewController == nil)
        #expect(b.presentedViewController == nil)
        #expect(window.subviews.count == 1 && window.subviews[0] === a.view)
    }

    @Test func touchesOutsideThePresentedViewReachThePresenter() {
        let world = TestWorld()
        let a = ViewController(), b = ViewController()
        b.modalPresentationStyle = .custom
        let window = makeWindow(root: a)
        a.present(b, animated: false)
        b.view.frame = CGRect(x: 50, y: 300, width: 300, height: 200)
        #expect(window.hitTest(CGPoint(x: 100, y: 100)) === a.view)
        #expect(window.hitTest(CGPoint(x: 100, y: 400)) === b.view)
        world.frames(1)
    }

    @Test func controllersAreReleasedOnceTheyLeave() {
        let world = TestWorld()
        let a = ViewController()
        let navigation = NavigationController(rootViewController: a)
        let window = makeWindow(root: navigation)
        weak var dismissed: ViewController?
        weak var cancelled: ViewController?
        weak var popped: ViewController?
        do {
            let b = ViewController()
            dismissed = b
            a.present(b, animated: true)
            world.frames(30)
            b.dismiss(animated: true)
            world.frames(30)
        }
        do {
            let c = ViewController()
            cancelled = c
            let delegate = StubTransitioningDelegate()
            let interaction = PercentDrivenInteractiveTransition()
            delegate.presentAnimator = BlockSlideAnimator(presenting: true)
            delegate.presentInteraction = interaction
            c.transitioningDelegate = delegate
            a.present(c, animated: true)
            interaction.update(0.5)
            world.frames(1)
            interaction.cancel()
            world.frames(30)
        }
        do {
            let d = ViewController()
            popped = d
            navigation.pushViewController(d, animated: true)
            world.frames(30)
            navigation.popViewController(animated: true)
            world.frames(30)
        }
        #expect(dismissed == nil)
        #expect(cancelled == nil)
        #expect(popped == nil)
        withExtendedLifetime(window) {}
    }
}
