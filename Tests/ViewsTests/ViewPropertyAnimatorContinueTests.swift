import Foundation
import Testing
@testable import Views

/// continueAnimation(withTimingParameters:durationFactor:): pace, new timing, spring velocity handoff.
@Suite(.world) struct ViewPropertyAnimatorContinueTests {
    @Test func durationFactorZeroKeepsThePaceInsteadOfFinishingAtOnce() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator)
        animator.fractionComplete = 0.3
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(animator.isRunning)
        world.frames(1)
        #expect(near(travelled(square), 0.3 + 1.0 / 60))
        world.frames(20)
        #expect(near(travelled(square), 0.65))
        world.frames(19)
        #expect(animator.state == .active)
        #expect(log.positions.isEmpty)
        world.frames(4)
        #expect(log.positions == [.end])
        #expect(square.screenX == 250)
    }

    @Test func durationFactorZeroAfterPausingFollowsTheOriginalCurve() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare(curve: .easeIn)
        animator.startAnimation()
        world.frames(20)
        animator.pauseAnimation()
        world.frames(10)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        world.frames(10)
        #expect(near(travelled(square), curveValue(.easeIn, 0.5), 1e-6))
        world.frames(28)
        #expect(animator.state == .active)
        world.frames(4)
        #expect(animator.state == .inactive)
    }

    @Test func newTimingWithDurationFactorZeroTakesTheRemainingTimeAtOwnPace() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.fractionComplete = 0.3
        animator.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .easeOut),
                                   durationFactor: 0)
        world.frames(21) // halfway through the remaining 0.7 s
        #expect(near(travelled(square), 0.3 + 0.7 * curveValue(.easeOut, 0.5), 1e-6))
        world.frames(19)
        #expect(animator.state == .active)
        world.frames(4)
        #expect(animator.state == .inactive)
        #expect(square.screenX == 250)
    }

    @Test func durationFactorScalesTheOriginalDuration() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        world.frames(60)
        #expect(near(travelled(square), 0.75, 1e-6))
        world.frames(58)
        #expect(animator.state == .active)
        world.frames(4)
        #expect(animator.state == .inactive)
    }

    @Test func durationFactorOnAPausedEasedAnimatorStretchesItsCurve() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare(curve: .easeInOut)
        animator.startAnimation()
        world.frames(30)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        world.frames(30) // half of the stretched second: the curve's 0.75 s point
        #expect(near(travelled(square), curveValue(.easeInOut, 0.75), 1e-6))
        world.frames(28)
        #expect(animator.state == .active)
        world.frames(4)
        #expect(animator.state == .inactive)
    }

    @Test func newTimingWithADurationFactor() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare(curve: .easeIn)
        animator.fractionComplete = 0.2
        animator.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .linear),
                                   durationFactor: 0.25)
        world.frames(3)
        #expect(near(travelled(square), 0.2 + 0.8 * (3.0 / 60) / 0.25, 1e-6))
        world.frames(11)
        #expect(animator.state == .active)
        world.frames(3)
        #expect(animator.state == .inactive)
    }

    @Test func continuingARunningAnimatorWithNewTiming() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.startAnimation()
        world.frames(18)
        animator.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .linear),
                                   durationFactor: 0.35)
        #expect(near(travelled(square), 0.3))
        world.frames(6)
        #expect(near(travelled(square), 0.3 + 0.7 * 0.1 / 0.35, 1e-6))
        world.frames(17)
        #expect(animator.state == .inactive)
    }

    @Test func timingOverrideLastsUntilTheAnimatorIsInactive() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare(curve: .easeIn)
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: CubicTimingParameters(animationCurve: .linear),
                                   durationFactor: 0.5)
        world.frames(15)
        #expect(near(travelled(square), 0.75, 1e-6))
        // Scrub back and continue with nil: the linear override still applies.
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        world.frames(15)
        #expect(near(travelled(square), 0.75, 1e-6))
        world.frames(20)
        #expect(animator.state == .inactive)
        // Back to inactive: the next run uses the animator's own easeIn curve.
        animator.addAnimations { square.center = CGPoint(x: 50, y: 50) }
        animator.startAnimation()
        world.frames(30)
        #expect(near(travelled(square), 1 - curveValue(.easeIn, 0.5), 1e-6))
    }

    /// Drags the square 10 pt a frame (600 pt/s) by scrubbing a paused 4 s animator, then hands the
    /// release velocity to a critically damped spring.
    @Test func springHandoffKeepsTheDragVelocity() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let animator = ViewPropertyAnimator(duration: 4, curve: .linear) {
            square.center = CGPoint(x: 350, y: 50)
        }
        animator.pauseAnimation()
        var previous = square.screenX
        var dragVelocity = 0.0
        for n in 1...10 {
            world.frames(1)
            animator.fractionComplete = CGFloat(Double(n) * 10 / 300)
            dragVelocity = (square.screenX - previous) * 60
            previous = square.screenX
        }
        #expect(near(dragVelocity, 600, 1e-6))
        #expect(near(square.screenX, 150, 1e-9))
        // Relative to the remaining 200 pt: 600 / 200 = 3.
        let spring = SpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 3, dy: 0))
        animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
        #expect(near(square.screenX, 150, 1e-9))
        world.frames(1)
        let handedOff = (square.screenX - previous) * 60
        #expect(abs(handedOff - dragVelocity) / dragVelocity < 0.05, "velocity \(handedOff) after a \(dragVelocity) drag")
        #expect(square.center.y == 50)
        #expect(square.presentationValues.center.y == 50)
        let log = CompletionLog()
        log.add(to: animator)
        world.run(seconds: 3)
        #expect(log.positions == [.end])
        #expect(square.screenX == 350)
    }

    @Test func springHandoffVelocityIsPerAxis() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let animator = ViewPropertyAnimator(duration: 4, curve: .linear) {
            square.center = CGPoint(x: 250, y: 450)
        }
        animator.fractionComplete = 0.25
        let start = square.presentationValues.center
        #expect(near(start.x, 100, 1e-9))
        #expect(near(start.y, 150, 1e-9))
        // 300 pt/s over the remaining 150 pt, 1200 pt/s over the remaining 300 pt.
        let spring = SpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 2, dy: 4))
        animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
        world.frames(1)
        let now = square.presentationValues.center
        let vx = Double(now.x - start.x) * 60, vy = Double(now.y - start.y) * 60
        #expect(abs(vx - 300) / 300 < 0.05, "vx \(vx)")
        #expect(abs(vy - 1200) / 1200 < 0.05, "vy \(vy)")
        world.run(seconds: 4)
        #expect(animator.state == .inactive)
        #expect(square.presentationValues.center == CGPoint(x: 250, y: 450))
    }

    @Test func springHandoffWithoutVelocityStartsFromRest() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let animator = ViewPropertyAnimator(duration: 4, curve: .linear) {
            square.center = CGPoint(x: 350, y: 50)
        }
        animator.fractionComplete = 1.0 / 3
        animator.continueAnimation(withTimingParameters: SpringTimingParameters(dampingRatio: 1), durationFactor: 0)
        world.frames(1)
        // A spring at rest barely moves in its first frame (compare 10 pt with the drag's velocity).
        #expect(square.screenX - 150 < 1)
        #expect(square.screenX > 150)
    }

    @Test func springHandoffTowardTheStartUsesTheDistanceBack() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let animator = ViewPropertyAnimator(duration: 4, curve: .linear) {
            square.center = CGPoint(x: 250, y: 50)
        }
        animator.fractionComplete = 0.5 // x 150, 100 pt from the start
        animator.isReversed = true
        // Released moving back at 300 pt/s: 3 remaining distances per second.
        let spring = SpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 3, dy: 0))
        animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
        world.frames(1)
        let velocity = (square.screenX - 150) * 60
        #expect(abs(velocity + 300) / 300 < 0.05, "velocity \(velocity)")
        let log = CompletionLog()
        log.add(to: animator)
        world.run(seconds: 3)
        #expect(log.positions == [.start])
        #expect(square.screenX == 50)
    }

    @Test func reversingAfterASpringHandoffKeepsTheVelocity() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let animator = ViewPropertyAnimator(duration: 4, curve: .linear) {
            square.center = CGPoint(x: 250, y: 50)
        }
        animator.fractionComplete = 0.5
        let spring = SpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 1, dy: 0))
        animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
        world.frames(3)
        let a = square.screenX
        world.frames(1)
        let b = square.screenX
        animator.isReversed = true
        world.frames(1)
        let c = square.screenX
        // The first frame after the reversal still moves forward, about as far as the frame before.
        #expect(c > b)
        #expect(abs((c - b) - (b - a)) < 0.25 * (b - a))
        world.run(seconds: 4)
        #expect(animator.state == .inactive)
        #expect(square.screenX == 50)
    }

    /// A rest lasting a whole number of frames ends on its last frame, not one later: 0.7 → 1 over
    /// 0.3 × 0.5 s is 9 frames at 60 fps, though 9 × (1/60) falls a hair short of 0.15 in floating point.
    @Test func continuingOverAWholeNumberOfFramesEndsOnTheLastOne() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare(duration: 0.5)
        let log = CompletionLog()
        log.add(to: animator)
        animator.fractionComplete = 0.7
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.3)
        world.frames(8)
        #expect(log.positions.isEmpty)
        #expect(travelled(square) < 1)
        world.frames(1)
        #expect(log.positions == [.end])
        #expect(square.screenX == 250)
    }
}
