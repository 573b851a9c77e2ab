import Foundation
import Testing
@testable import Views

/// A visual-effect view's `effect` reads what it shows at rest: ending at `.start` writes the start effect on
/// every path (issue 11, item 1), ending at `.end` the target.
@Suite(.world) struct BlurEffectModelTests {
    private func blurAnimator(_ blurView: VisualEffectView) -> ViewPropertyAnimator {
        ViewPropertyAnimator(duration: 1, curve: .linear) { blurView.effect = BlurEffect(style: .dark) }
    }

    @Test func reversedFromHalfWayEndsWithNoEffect() {
        let world = TestWorld()
        let blurView = VisualEffectView(effect: nil)
        let animator = blurAnimator(blurView)
        var ended: ViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        world.frames(30)
        #expect(abs(blurView.presentationBlur.radius - 10) < 0.01)
        animator.isReversed = true
        world.frames(40)
        #expect(ended == .start)
        #expect(blurView.presentationBlur == .none)
        #expect(blurView.effect == nil, "at rest the model equals what is shown")
        #expect(world.takeDiagnostics().isEmpty)
    }

    @Test func stoppedAndFinishedAtStartHasNoEffect() {
        let world = TestWorld()
        let blurView = VisualEffectView(effect: nil)
        let animator = blurAnimator(blurView)
        animator.startAnimation()
        world.frames(30)
        animator.stopAnimation(false)
        #expect(abs(blurView.presentationBlur.radius - 10) < 0.01)
        // Stopped: the model holds what was on screen, an effect between none and dark.
        #expect(blurView.effect?.blur == blurView.presentationBlur)
        animator.finishAnimation(at: .start)
        #expect(blurView.effect == nil)
        #expect(blurView.presentationBlur == .none)
        #expect(world.takeDiagnostics().isEmpty)
    }

    @Test func stoppedAndFinishedAtEndIsDark() {
        let world = TestWorld()
        let blurView = VisualEffectView(effect: nil)
        let animator = blurAnimator(blurView)
        animator.startAnimation()
        world.frames(30)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
        #expect((blurView.effect as? BlurEffect)?.style == .dark)
        #expect(blurView.presentationBlur == BlurParameters(style: .dark))
    }

    @Test func fromOneStyleToAnotherReversedComesBackToTheFirstStyle() {
        let world = TestWorld()
        let blurView = VisualEffectView(effect: BlurEffect(style: .light))
        let animator = blurAnimator(blurView)
        animator.startAnimation()
        world.frames(20)
        animator.isReversed = true
        world.frames(30)
        #expect((blurView.effect as? BlurEffect)?.style == .light)
        #expect(blurView.presentationBlur == BlurParameters(style: .light))
    }

    @Test func aCancelledInteractiveTransitionThatBlursLeavesNoEffect() throws {
        let world = TestWorld()
        let lock = Seed003LockScreen()
        let window = makeWindow(root: lock)
        let blurView = VisualEffectView(effect: nil)
        blurView.frame = window.bounds
        lock.view.addSubview(blurView)
        lock.presentTransition.wantsInteractiveStart = true
        lock.settingsController = ViewController()
        lock.settingsController.transitioningDelegate = lock
        lock.presentTransition.auxAnimations = { blurView.effect = BlurEffect(style: .dark) }
        lock.present(lock.settingsController, animated: true, completion: nil)
        world.frames(1)
        lock.presentTransition.update(0.4)
        world.frames(2)
        #expect(blurView.presentationBlur.radius > 1)
        lock.presentTransition.cancel()
        world.frames(60)
        #expect(lock.presentedViewController == nil)
        #expect(blurView.presentationBlur == .none)
        #expect(blurView.effect == nil)
        #expect(world.takeDiagnostics().isEmpty)
    }
}
