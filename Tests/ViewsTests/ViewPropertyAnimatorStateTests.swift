import Foundation
import Testing
@testable import Views

/// The animator's state machine: inactive → active → inactive / stopped, and isRunning.
@Suite(.world) struct ViewPropertyAnimatorStateTests {
    @Test func freshAnimatorIsInactiveWithUIKitDefaults() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(!animator.isReversed)
        #expect(animator.fractionComplete == 0)
        #expect(animator.isInterruptible)
        #expect(animator.isUserInteractionEnabled)
        #expect(!animator.isManualHitTestingEnabled)
        #expect(!animator.pausesOnCompletion)
        #expect(animator.scrubsLinearly)
        // The model holds the target at once; the screen waits for the start.
        #expect(square.center.x == 250)
        world.frames(10)
        #expect(square.screenX == 50)
        #expect(world.takeDiagnostics().isEmpty)
    }

    @Test func startMakesItActiveAndRunning() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        world.frames(15)
        #expect(near(travelled(square), 0.25))
        #expect(animator.state == .active)
        #expect(animator.isRunning)
    }

    @Test func pauseOnInactiveMakesItActiveAndPaused() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        world.frames(30)
        #expect(square.screenX == 50)
        #expect(animator.fractionComplete == 0)
    }

    @Test func settingFractionCompleteOnInactiveMakesItActiveAndPaused() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.fractionComplete = 0.25
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(near(travelled(square), 0.25))
        world.frames(30)
        #expect(near(travelled(square), 0.25))
        #expect(animator.state == .active)
    }

    @Test func pauseHoldsTheAnimationWhereItIs() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.startAnimation()
        world.frames(18)
        animator.pauseAnimation()
        let held = square.screenX
        #expect(near(travelled(square), 0.3))
        #expect(near(Double(animator.fractionComplete), 0.3))
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        world.frames(60)
        #expect(square.screenX == held)
        #expect(animator.state == .active)
    }

    @Test func runningToTheEndCompletesWithEnd() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        world.frames(58)
        #expect(animator.state == .active)
        #expect(log.positions.isEmpty)
        world.frames(4)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(log.positions == [.end])
        #expect(square.screenX == 250)
        #expect(square.center.x == 250)
        world.frames(30)
        #expect(log.positions == [.end])
    }

    @Test func runningReversedToTheStartCompletesWithStart() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        world.frames(30)
        animator.isReversed = true
        world.frames(28)
        #expect(animator.state == .active)
        world.frames(4)
        #expect(animator.state == .inactive)
        #expect(log.positions == [.start])
        // Completing at the start puts the model back at the value before the animation.
        #expect(square.center.x == 50)
        #expect(square.screenX == 50)
    }

    @Test func pausesOnCompletionStaysActiveAndPausedWithoutCompleting() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.pausesOnCompletion = true
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        world.frames(70)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(log.positions.isEmpty)
        #expect(animator.fractionComplete == 1)
        #expect(square.screenX == 250)
        // It can still be played back, and pauses again at the start.
        animator.isReversed = true
        animator.startAnimation()
        world.frames(30)
        #expect(near(travelled(square), 0.5))
        world.frames(40)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(square.screenX == 50)
        #expect(log.positions.isEmpty)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(log.positions == [.start])
        #expect(square.center.x == 50)
    }

    @Test func stopWithoutFinishingFalseWritesThePresentationIntoTheModel() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        world.frames(24)
        let onScreen = square.screenX
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(!animator.isRunning)
        #expect(near(onScreen, 130))
        #expect(square.center.x == CGFloat(onScreen))
        #expect(square.screenX == onScreen)
        world.frames(60)
        #expect(square.screenX == onScreen)
        #expect(animator.state == .stopped)
        #expect(log.positions.isEmpty)
    }

    @Test func stopWithoutFinishingTrueEndsInactiveWithoutCompletions() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        world.frames(24)
        let onScreen = square.screenX
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(square.screenX == onScreen)
        #expect(square.center.x == CGFloat(onScreen))
        world.frames(90)
        #expect(log.positions.isEmpty)
        #expect(square.screenX == onScreen)
        #expect(world.takeDiagnostics().isEmpty)
    }

    @Test(arguments: [
        (ViewAnimatingPosition.end, 250.0),
        (ViewAnimatingPosition.start, 50.0),
        (ViewAnimatingPosition.current, 130.0),
    ])
    func finishFromStoppedWritesThePositionAndPassesIt(position: ViewAnimatingPosition, x: Double) {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        world.frames(24)
        animator.stopAnimation(false)
        animator.finishAnimation(at: position)
        #expect(animator.state == .inactive)
        #expect(log.positions == [position])
        #expect(near(Double(square.center.x), x))
        #expect(near(square.screenX, x))
        world.frames(30)
        #expect(log.positions == [position])
        #expect(near(square.screenX, x))
    }

    @Test func isRunningIsTrueOnlyWhileTimeAdvances() {
        let world = TestWorld()
        let (_, _, animator) = movingSquare()
        var seen: [Bool] = [animator.isRunning]
        animator.startAnimation(); seen.append(animator.isRunning)
        world.frames(10)
        animator.pauseAnimation(); seen.append(animator.isRunning)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0); seen.append(animator.isRunning)
        world.frames(10)
        animator.stopAnimation(false); seen.append(animator.isRunning)
        animator.finishAnimation(at: .current); seen.append(animator.isRunning)
        #expect(seen == [false, true, false, true, false, false])
    }

    @Test func startAfterDelayWaitsThenRunsTheFullDuration() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.state == .active)
        #expect(animator.delay == 0.5)
        world.frames(29)
        #expect(square.screenX == 50)
        #expect(animator.fractionComplete == 0)
        world.frames(31)
        #expect(near(travelled(square), 0.5, 1e-6))
        world.frames(28)
        #expect(animator.state == .active)
        world.frames(4)
        #expect(log.positions == [.end])
        #expect(square.screenX == 250)
    }

    @Test func runningPropertyAnimatorStartsAtOnceAfterItsDelay() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let log = CompletionLog()
        var completed: [ViewAnimatingPosition] = []
        let animator = ViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.1, options: .curveEaseOut,
            animations: { square.alpha = 0 },
            completion: { completed.append($0) })
        log.add(to: animator)
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(animator.delay == 0.1)
        world.frames(5)
        #expect(square.screenAlpha == 1)
        world.frames(16)
        // 0.25 s into the 0.5 s ease-out run.
        #expect(near(square.screenAlpha, 1 - curveValue(.easeOut, 0.5), 1e-6))
        world.frames(16)
        #expect(completed == [.end])
        #expect(log.positions == [.end])
        #expect(square.screenAlpha == 0)
        #expect(animator.state == .inactive)
    }

    @Test func runningPropertyAnimatorDefaultsToEaseInOut() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        ViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, animations: {
            square.alpha = 0
        })
        world.frames(15)
        #expect(near(square.screenAlpha, 1 - curveValue(.easeInOut, 0.25), 1e-6))
    }

    @Test func anInactiveAnimatorCanBeUsedAgain() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.startAnimation()
        world.frames(65)
        #expect(animator.state == .inactive)
        animator.addAnimations { square.center = CGPoint(x: 50, y: 50) }
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        world.frames(30)
        #expect(near(square.screenX, 150))
        world.frames(35)
        #expect(log.positions == [.end])
        #expect(square.screenX == 50)
    }

    @Test func physicalSpringIgnoresTheAnimatorsDuration() {
        // m 1, k 100, c 15 settles in just over 1 s (Apple's CASpringAnimation calibration).
        let world = TestWorld()
        let (_, square) = makeSquare()
        let spring = SpringTimingParameters(mass: 1, stiffness: 100, damping: 15, initialVelocity: .zero)
        let animator = ViewPropertyAnimator(duration: 10, timingParameters: spring)
        animator.addAnimations { square.alpha = 0 }
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        world.run(seconds: 1)
        #expect(animator.state == .active)
        #expect(square.screenAlpha < 0.01)
        world.run(seconds: 0.25)
        #expect(log.positions == [.end])
        #expect(square.screenAlpha == 0)
    }

    @Test func fittedSpringEndsAtTheAnimatorsDuration() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let animator = ViewPropertyAnimator(duration: 0.8, dampingRatio: 0.7) { square.alpha = 0 }
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        world.frames(46)
        #expect(animator.state == .active)
        world.frames(3)
        #expect(log.positions == [.end])
        #expect(square.screenAlpha == 0)
    }
}
