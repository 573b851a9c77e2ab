import Foundation
import Testing
@testable import Views

/// Calls UIKit treats as programmer errors: ignored, nothing changes, one diagnostic with UIKit's wording.
@Suite(.world) struct ViewPropertyAnimatorMisuseTests {
    /// A moving square whose animator has been stopped (stopAnimation(false)) at 40 %.
    private func stoppedAnimator(_ world: TestWorld) -> (View, ViewPropertyAnimator, CompletionLog) {
        let (_, square, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        world.frames(24)
        animator.stopAnimation(false)
        #expect(world.takeDiagnostics().isEmpty)
        return (square, animator, log)
    }

    private func expectOneDiagnostic(_ world: TestWorld, containing text: String) {
        let messages = world.takeDiagnostics()
        #expect(messages.count == 1)
        #expect(messages.first?.contains(text) == true, "\(messages)")
    }

    @Test func startOnStoppedIsIgnored() {
        let world = TestWorld()
        let (square, animator, log) = stoppedAnimator(world)
        animator.startAnimation()
        expectOneDiagnostic(world, containing: "startAnimation should not be called on a stopped animator")
        #expect(animator.state == .stopped)
        #expect(!animator.isRunning)
        world.frames(30)
        #expect(near(square.screenX, 130))
        #expect(log.positions.isEmpty)
    }

    @Test func startAfterDelayOnStoppedIsIgnored() {
        let world = TestWorld()
        let (_, animator, _) = stoppedAnimator(world)
        animator.startAnimation(afterDelay: 0.2)
        expectOneDiagnostic(world, containing: "startAnimation should not be called on a stopped animator")
        #expect(animator.state == .stopped)
        #expect(animator.delay == 0)
    }

    @Test func pauseOnStoppedIsIgnored() {
        let world = TestWorld()
        let (_, animator, _) = stoppedAnimator(world)
        animator.pauseAnimation()
        expectOneDiagnostic(world, containing: "pauseAnimation should not be called on a stopped animator")
        #expect(animator.state == .stopped)
    }

    @Test func addAnimationsOnStoppedIsIgnored() {
        let world = TestWorld()
        let (square, animator, _) = stoppedAnimator(world)
        var ran = false
        animator.addAnimations { ran = true; square.alpha = 0 }
        expectOneDiagnostic(world, containing: "addAnimations: should not be called on a stopped animator")
        animator.addAnimations({ square.alpha = 0 }, delayFactor: 0.5)
        expectOneDiagnostic(world, containing: "addAnimations: should not be called on a stopped animator")
        #expect(!ran)
        #expect(square.alpha == 1)
        #expect(animator.state == .stopped)
        // Finishing afterwards is unaffected.
        animator.finishAnimation(at: .end)
        #expect(square.center.x == 250)
        #expect(square.alpha == 1)
    }

    @Test func finishOnInactiveIsIgnored() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator)
        animator.finishAnimation(at: .end)
        expectOneDiagnostic(world, containing: "finishAnimationAtPosition: should only be called on a stopped animator!")
        #expect(animator.state == .inactive)
        #expect(log.positions.isEmpty)
        #expect(square.screenX == 50)
        // The completion is still there for a real run.
        animator.startAnimation()
        world.frames(65)
        #expect(log.positions == [.end])
    }

    @Test func finishOnRunningIsIgnoredAndTheRunGoesOn() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        world.frames(12)
        animator.finishAnimation(at: .start)
        expectOneDiagnostic(world, containing: "finishAnimationAtPosition: should only be called on a stopped animator!")
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(log.positions.isEmpty)
        world.frames(18)
        #expect(near(travelled(square), 0.5))
        world.frames(35)
        #expect(log.positions == [.end])
    }

    @Test func finishOnPausedIsIgnored() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.fractionComplete = 0.5
        animator.finishAnimation(at: .end)
        expectOneDiagnostic(world, containing: "finishAnimationAtPosition: should only be called on a stopped animator!")
        #expect(animator.state == .active)
        #expect(animator.fractionComplete == 0.5)
        #expect(near(square.screenX, 150))
    }

    @Test func continueOnInactiveIsIgnored() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        expectOneDiagnostic(world, containing: "continueAnimationWithTimingParameters:durationFactor: should only be called on an active animator")
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        world.frames(30)
        #expect(square.screenX == 50)
    }

    @Test func continueOnStoppedIsIgnored() {
        let world = TestWorld()
        let (square, animator, log) = stoppedAnimator(world)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        expectOneDiagnostic(world, containing: "continueAnimationWithTimingParameters:durationFactor: should only be called on an active animator")
        #expect(animator.state == .stopped)
        world.frames(30)
        #expect(near(square.screenX, 130))
        #expect(log.positions.isEmpty)
    }

    @Test func continueOnNonInterruptibleIsIgnored() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.isInterruptible = false
        #expect(world.takeDiagnostics().isEmpty)
        animator.startAnimation()
        world.frames(15)
        animator.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .easeIn), durationFactor: 3)
        expectOneDiagnostic(world, containing: "continueAnimationWithTimingParameters:durationFactor: cannot be called on a non-interruptible animator")
        #expect(!animator.isInterruptible)
        // Still the original linear second.
        world.frames(15)
        #expect(near(travelled(square), 0.5))
        world.frames(32)
        #expect(animator.state == .inactive)
        #expect(square.screenX == 250)
    }

    @Test func stopOnInactiveIsIgnored() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.stopAnimation(false)
        expectOneDiagnostic(world, containing: "stopAnimation: should not be called on an inactive animator")
        animator.stopAnimation(true)
        expectOneDiagnostic(world, containing: "stopAnimation: should not be called on an inactive animator")
        #expect(animator.state == .inactive)
        #expect(square.center.x == 250)
        #expect(square.screenX == 50)
        animator.startAnimation()
        world.frames(30)
        #expect(near(travelled(square), 0.5))
    }

    @Test func settingInterruptibleUnlessInactiveIsIgnored() {
        let world = TestWorld()
        let (_, _, animator) = movingSquare()
        animator.startAnimation()
        animator.isInterruptible = false
        expectOneDiagnostic(world, containing: "interruptible is only allowed on an inactive animator")
        #expect(animator.isInterruptible)
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        animator.pauseAnimation()
        animator.isInterruptible = false
        expectOneDiagnostic(world, containing: "interruptible is only allowed on an inactive animator")
        #expect(animator.isInterruptible)
        animator.stopAnimation(false)
        animator.isInterruptible = false
        expectOneDiagnostic(world, containing: "interruptible is only allowed on an inactive animator")
        #expect(animator.isInterruptible)
        #expect(animator.state == .stopped)
    }

    @Test func settingUserInteractionEnabledUnlessInactiveIsIgnored() {
        let world = TestWorld()
        let (_, _, animator) = movingSquare()
        animator.pauseAnimation()
        animator.isUserInteractionEnabled = false
        expectOneDiagnostic(world, containing: "userInteractionEnabled is only allowed on an inactive animator")
        #expect(animator.isUserInteractionEnabled)
        animator.stopAnimation(false)
        animator.isUserInteractionEnabled = false
        expectOneDiagnostic(world, containing: "userInteractionEnabled is only allowed on an inactive animator")
        #expect(animator.isUserInteractionEnabled)
        #expect(animator.state == .stopped)
    }

    @Test func settingFlagsWhileInactiveIsAllowed() {
        let world = TestWorld()
        let (_, _, animator) = movingSquare()
        animator.isInterruptible = false
        animator.isUserInteractionEnabled = false
        #expect(!animator.isInterruptible)
        #expect(!animator.isUserInteractionEnabled)
        #expect(world.takeDiagnostics().isEmpty)
    }

    @Test func aNormalLifecycleReportsNothing() {
        let world = TestWorld()
        let (_, _, animator) = movingSquare()
        animator.fractionComplete = 0.2
        animator.startAnimation()
        world.frames(10)
        animator.pauseAnimation()
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        world.frames(5)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        #expect(world.takeDiagnostics().isEmpty)
    }
}
