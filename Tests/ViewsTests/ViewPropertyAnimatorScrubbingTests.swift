import Foundation
import Testing
@testable import Views

/// fractionComplete: linear or curved scrubbing, live while running, no jump when scrubbing ends.
@Suite(.world) struct ViewPropertyAnimatorScrubbingTests {
    @Test(arguments: [0.0, 0.1, 0.5, 0.9, 1.0])
    func scrubbingLinearlyMapsStraightToProgress(fraction: Double) {
        let world = TestWorld()
        let (_, square, animator) = movingSquare(curve: .easeIn)
        animator.fractionComplete = CGFloat(fraction)
        #expect(near(travelled(square), fraction, 1e-9))
        #expect(animator.fractionComplete == CGFloat(fraction))
        world.frames(5)
        #expect(near(travelled(square), fraction, 1e-9))
    }

    @Test(arguments: [0.25, 0.5, 0.75])
    func scrubbingThroughTheCurveUsesTheBezier(fraction: Double) {
        let world = TestWorld()
        let (_, square, animator) = movingSquare(curve: .easeIn)
        animator.scrubsLinearly = false
        animator.fractionComplete = CGFloat(fraction)
        #expect(near(travelled(square), curveValue(.easeIn, fraction), 1e-6))
        #expect(travelled(square) < fraction - 0.05)
        #expect(animator.fractionComplete == CGFloat(fraction))
        withExtendedLifetime(world) {}
    }

    /// A scrub changes what the views show with no model change: the display revision must move so an idle
    /// window redraws (a paused animator does not keep the renderer busy).
    @Test func scrubbingMarksTheDisplayChanged() {
        let world = TestWorld()
        let (_, _, animator) = movingSquare()
        animator.fractionComplete = 0.2
        world.frames(1)
        let before = World.current.displayRevision
        animator.fractionComplete = 0.6
        #expect(World.current.displayRevision != before)
    }

    @Test func easeInAtOneHalfGivesTheBezierValue() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare(curve: .easeIn)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        // easeIn (0.42, 0)(1, 1) at x = 0.5: y ≈ 0.3154.
        #expect(near(travelled(square), 0.3154, 5e-4))
        withExtendedLifetime(world) {}
    }

    @Test func fractionCompleteIsClampedToTheUnitRange() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.fractionComplete = 1.5
        #expect(animator.fractionComplete == 1)
        #expect(square.screenX == 250)
        animator.fractionComplete = -0.5
        #expect(animator.fractionComplete == 0)
        #expect(square.screenX == 50)
        withExtendedLifetime(world) {}
    }

    @Test func fractionCompleteIsLiveWhileRunning() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.startAnimation()
        for n in 1...5 {
            world.frames(10)
            #expect(near(Double(animator.fractionComplete), Double(10 * n) / 60, 1e-9))
            #expect(near(Double(animator.fractionComplete), travelled(square), 1e-9))
        }
    }

    @Test func fractionCompleteIsLiveForAnEasedCurveToo() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare(curve: .easeInOut)
        animator.startAnimation()
        world.frames(15)
        // With linear scrubbing the fraction is the properties' progress.
        #expect(near(Double(animator.fractionComplete), travelled(square), 1e-9))
        #expect(near(travelled(square), curveValue(.easeInOut, 0.25), 1e-6))
    }

    @Test func settingFractionCompleteWhileRunningDoesNothing() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.startAnimation()
        world.frames(12)
        animator.fractionComplete = 0.9
        #expect(near(Double(animator.fractionComplete), 0.2))
        #expect(near(travelled(square), 0.2))
        #expect(animator.isRunning)
        world.frames(18)
        #expect(near(travelled(square), 0.5))
    }

    @Test func settingFractionCompleteWhileStoppedDoesNothing() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.startAnimation()
        world.frames(12)
        animator.stopAnimation(false)
        animator.fractionComplete = 0.9
        #expect(animator.state == .stopped)
        #expect(near(travelled(square), 0.2))
    }

    @Test func scrubbingAPausedRunningAnimator() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare(curve: .easeOut)
        animator.startAnimation()
        world.frames(12)
        animator.pauseAnimation()
        let caught = animator.fractionComplete
        #expect(near(Double(caught), curveValue(.easeOut, 0.2), 1e-6))
        animator.fractionComplete = caught + 0.3
        #expect(near(travelled(square), Double(caught) + 0.3, 1e-9))
        animator.fractionComplete = 0.1
        #expect(near(travelled(square), 0.1, 1e-9))
    }

    /// Scrubs to `fraction`, then resumes with `resume`; checks the first frames move on smoothly.
    private func resumesWithoutJump(curve: AnimationCurve, linear: Bool, fraction: CGFloat,
                                    _ resume: (ViewPropertyAnimator) -> Void) {
        let world = TestWorld()
        let (_, square, animator) = movingSquare(curve: curve)
        animator.scrubsLinearly = linear
        let log = CompletionLog()
        log.add(to: animator)
        animator.fractionComplete = fraction
        let held = square.screenX
        resume(animator)
        #expect(square.screenX == held)
        world.frames(1)
        let step = square.screenX - held
        // One frame of motion forward, bounded by the curve's steepest slope (< 2 for these curves).
        #expect(step > 0)
        #expect(step < 200 * 2 / 60.0)
        world.frames(70)
        #expect(log.positions == [.end])
        #expect(square.screenX == 250)
    }

    @Test(arguments: [AnimationCurve.linear, .easeIn, .easeOut, .easeInOut], [true, false])
    func startingAScrubbedAnimatorDoesNotJump(curve: AnimationCurve, linear: Bool) {
        resumesWithoutJump(curve: curve, linear: linear, fraction: 0.4) { $0.startAnimation() }
    }

    @Test(arguments: [AnimationCurve.linear, .easeIn, .easeOut, .easeInOut], [true, false])
    func continuingAScrubbedAnimatorDoesNotJump(curve: AnimationCurve, linear: Bool) {
        resumesWithoutJump(curve: curve, linear: linear, fraction: 0.6) {
            $0.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
    }

    @Test func startingAScrubbedEaseInAnimatorFollowsTheCurveFromThere() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare(curve: .easeIn)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        animator.startAnimation()
        world.frames(15)
        // Scrubbing through the curve put it at 0.5 s on the curve: 0.25 s later it is at 0.75 s.
        #expect(near(travelled(square), curveValue(.easeIn, 0.75), 1e-6))
        world.frames(14)
        #expect(animator.state == .active)
        world.frames(3)
        #expect(animator.state == .inactive)
    }
}
