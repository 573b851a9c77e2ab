import Foundation
import Testing
@testable import Views

/// Transitions that start on their own and are caught mid-flight: pause(), then finish or cancel by a drag;
/// seed 003's click-to-interrupt and pull-to-present as written; the interruptible animator asked for once.
@Suite(.world) struct InterruptibleTransitionTests {
    final class LockStage {
        let world = TestWorld()
        let lock = Seed003LockScreen()
        let window: Window
        let input: InputDispatcher

        init() {
            window = makeWindow(root: lock)
            input = InputDispatcher(root: window)
            let blur = lock.blurView, bounds = lock.view.bounds
            View.performWithoutAnimation { blur.frame = bounds }
        }

        var settingsView: View { lock.settingsController.view }
        var transition: Seed003PresentTransition { lock.presentTransition }
    }

    @Test func clickingDuringTheEditPresentationPausesItWhereItIs() throws {
        let stage = LockStage()
        stage.lock.didPressEdit()
        #expect(stage.transition.animator?.isRunning == true)
        stage.world.frames(18)
        stage.input.pointerDown(at: CGPoint(x: 200, y: 300))
        let animator = try #require(stage.transition.animator)
        #expect(!animator.isRunning)
        #expect(animator.state == .active)
        let fraction = animator.fractionComplete
        #expect(fraction > 0.3 && fraction < 0.8)
        #expect(stage.transition.percentComplete == fraction)
        #expect(stage.transition.context?.isInteractive == true)
        let held = stage.settingsView.presentationValues
        stage.world.frames(20)
        #expect(stage.settingsView.presentationValues == held)
        #expect(animator.fractionComplete == fraction)
        #expect(stage.transition.animatorsBuilt == 1)
        #expect(stage.transition.animateTransitionCalls == 0)
    }

    @Test func draggingDownAfterTheClickFinishesThePresentation() throws {
        let stage = LockStage()
        stage.lock.didPressEdit()
        stage.world.frames(18)
        stage.input.pointerDown(at: CGPoint(x: 200, y: 300))
        let fraction = try #require(stage.transition.animator).fractionComplete
        stage.world.frames(5)
        stage.input.pointerMoved(to: CGPoint(x: 200, y: 330))
        stage.world.frames(1)
        #expect(stage.transition.animator?.isRunning == false)
        stage.input.pointerMoved(to: CGPoint(x: 200, y: 345))
        #expect(stage.transition.animator?.isRunning == true)
        let frames = framesUntil(stage.world) { stage.lock.settingsController.isBeingPresented == false }
        // The rest, (1 − fraction) × 0.75 s, at the animator's own pace.
        #expect(frames == Int((Double(1 - fraction) * 0.75 * 60 - 1e-6).rounded(.up)))
        stage.input.pointerUp(at: CGPoint(x: 200, y: 345))
        #expect(stage.lock.presentedViewController === stage.lock.settingsController)
        #expect(stage.settingsView.transform == CGAffineTransform(translationX: 0, y: 100))
        #expect(stage.settingsView.presentationValues.alpha == 1)
        #expect(stage.lock.blurView.alpha == 0.6)
        #expect(stage.transition.animatorsBuilt == 1)
        #expect(stage.transition.animator == nil)
    }

    @Test func draggingUpAfterTheClickCancelsAndRunsTheCompletionAddedMeanwhile() {
        let stage = LockStage()
        stage.lock.didPressEdit()
        stage.world.frames(18)
        stage.input.pointerDown(at: CGPoint(x: 200, y: 300))
        stage.world.frames(2)
        stage.input.pointerMoved(to: CGPoint(x: 200, y: 250))
        stage.world.frames(60)
        stage.input.pointerUp(at: CGPoint(x: 200, y: 250))
        #expect(stage.lock.presentedViewController == nil)
        #expect(stage.settingsView.superview == nil)
        #expect(stage.window.subviews.count == 1)
        // The seed's completion, added while paused, ran: the blur is gone, in the model and on screen.
        #expect(stage.lock.blurView.alpha == 0)
        #expect(stage.lock.blurView.presentationValues.alpha == 0)
        #expect(stage.transition.animatorsBuilt == 1)
    }

    @Test func pullingTheTableDownPresentsInteractively() {
        let stage = LockStage()
        stage.lock.scrollViewWillBeginDragging()
        for offset in stride(from: -5, through: -30, by: -5) {
            stage.lock.scrollViewDidScroll(contentOffsetY: CGFloat(offset))
            stage.world.frames(1)
        }
        #expect(stage.lock.presentedViewController == nil)
        stage.lock.scrollViewDidScroll(contentOffsetY: -35)
        #expect(stage.lock.settingsController.isBeingPresented)
        for offset in stride(from: -40, through: -90, by: -5) {
            stage.lock.scrollViewDidScroll(contentOffsetY: CGFloat(offset))
            stage.world.frames(1)
        }
        #expect(close(stage.transition.percentComplete, 60.0 / 90, 1e-9))
        #expect(close(stage.transition.animator!.fractionComplete, 60.0 / 90, 1e-9))
        #expect(close(stage.lock.blurView.presentationValues.alpha, 0.4, 1e-9))
        stage.lock.scrollViewWillEndDragging(contentOffsetY: -90)
        stage.world.frames(30)
        #expect(stage.lock.presentedViewController === stage.lock.settingsController)
        #expect(!stage.lock.settingsController.isBeingPresented)
        #expect(stage.settingsView.presentationValues.alpha == 1)
        #expect(stage.transition.animatorsBuilt == 1)
        #expect(stage.transition.animateTransitionCalls == 0)
    }

    @Test func releasingThePullEarlyCancels() {
        let stage = LockStage()
        stage.lock.scrollViewWillBeginDragging()
        for offset in stride(from: -10, through: -60, by: -10) {
            stage.lock.scrollViewDidScroll(contentOffsetY: CGFloat(offset))
            stage.world.frames(1)
        }
        stage.lock.scrollViewWillEndDragging(contentOffsetY: -60)
        stage.world.frames(60)
        #expect(stage.lock.presentedViewController == nil)
        #expect(stage.lock.blurView.alpha == 0)
        #expect(stage.window.subviews.count == 1)
    }

    // MARK: A plain animateTransition (View.animate), interrupted

    /// A presenter that pauses the presentation on a click and finishes or cancels it by a 40 pt drag.
    final class ClickToInterruptController: ViewController {
        let interaction = PercentDrivenInteractiveTransition()
        var startY: CGFloat?

        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            startY = touches.first!.location(in: view).y
            interaction.pause()
        }

        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
            guard let startY else { return }
            let y = touches.first!.location(in: view).y
            if y > startY + 40 { self.startY = nil; interaction.finish() }
            if y < startY - 40 { self.startY = nil; interaction.cancel() }
        }
    }

    @Test(arguments: [true, false])
    func aPresentationPausedAtFortyPercentIsFinishedByADrag(interruptible: Bool) {
        let world = TestWorld()
        let presenter = ClickToInterruptController()
        let window = makeWindow(root: presenter)
        let input = InputDispatcher(root: window)
        let presented = ViewController()
        let delegate = StubTransitioningDelegate()
        let animator: ViewControllerAnimatedTransitioning = interruptible ? AnimatorSlideAnimator() : BlockSlideAnimator(presenting: true)
        delegate.presentAnimator = animator
        presenter.interaction.wantsInteractiveStart = false
        delegate.presentInteraction = presenter.interaction
        presented.transitioningDelegate = delegate
        var completions = 0
        presenter.present(presented, animated: true) { completions += 1 }
        // 12 frames of 30 (0.5 s, linear): 40 %.
        world.frames(12)
        input.pointerDown(at: CGPoint(x: 200, y: 100))
        #expect(close(presenter.interaction.percentComplete, 0.4, 1e-9))
        func top() -> CGFloat { presented.view.presentationValues.center.y - 400 }
        world.frames(10)
        #expect(close(top(), 480, 1e-6))
        input.pointerMoved(to: CGPoint(x: 200, y: 150))
        var tops: [CGFloat] = []
        let frames = framesUntil(world) {
            tops.append(top())
            return completions > 0
        }
        input.pointerUp(at: CGPoint(x: 200, y: 150))
        // (1 − 0.4) × 0.5 s.
        #expect(frames == 18)
        #expect(tops.allSatisfy { $0 <= 480 + 1e-6 })
        #expect(presented.view.frame == window.bounds)
        #expect(presenter.presentedViewController === presented)
        #expect(presenter.view.superview == nil)
    }

    @Test(arguments: [true, false])
    func aPausedPresentationCancelledByADragGoesBack(interruptible: Bool) {
        let world = TestWorld()
        let presenter = ClickToInterruptController()
        let window = makeWindow(root: presenter)
        let input = InputDispatcher(root: window)
        let presented = ViewController()
        let delegate = StubTransitioningDelegate()
        let animator: ViewControllerAnimatedTransitioning = interruptible ? AnimatorSlideAnimator() : BlockSlideAnimator(presenting: true)
        delegate.presentAnimator = animator
        presenter.interaction.wantsInteractiveStart = false
        delegate.presentInteraction = presenter.interaction
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: true)
        world.frames(12)
        input.pointerDown(at: CGPoint(x: 200, y: 300))
        world.frames(3)
        input.pointerMoved(to: CGPoint(x: 200, y: 250))
        world.frames(60)
        input.pointerUp(at: CGPoint(x: 200, y: 250))
        #expect(presenter.presentedViewController == nil)
        #expect(presented.view.frame == CGRect(x: 0, y: 800, width: 400, height: 800))
        #expect(presenter.view.alpha == 1 && presenter.view.presentationValues.alpha == 1)
        #expect(window.subviews.count == 1 && window.subviews[0] === presenter.view)
    }

    @Test(arguments: [true, false])
    func aFinishingTransitionCanBeCaughtAgain(interruptible: Bool) {
        let world = TestWorld()
        let presenter = ViewController()
        let window = makeWindow(root: presenter)
        let presented = ViewController()
        let delegate = StubTransitioningDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        delegate.presentAnimator = interruptible ? AnimatorSlideAnimator() : BlockSlideAnimator(presenting: true)
        delegate.presentInteraction = interaction
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: true)
        interaction.update(0.2)
        interaction.completionCurve = .linear
        interaction.finish()
        // (1 − 0.2) × 0.5 s = 24 frames, linear: after 12 the transition is at 0.6.
        world.frames(12)
        interaction.pause()
        #expect(close(interaction.percentComplete, 0.6, 1e-9))
        world.frames(10)
        #expect(close(presented.view.presentationValues.center.y - 400, 320, 1e-6))
        interaction.cancel()
        world.frames(30)
        #expect(presenter.presentedViewController == nil)
        #expect(window.subviews.count == 1)
        #expect(presenter.view.alpha == 1)
    }
}
