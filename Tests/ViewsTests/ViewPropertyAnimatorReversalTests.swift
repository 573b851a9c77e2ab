import Foundation
import Testing
@testable import Views

/// isReversed mid-flight: no jump, plays back to the start, completes once with .start.
@Suite(.world) struct ViewPropertyAnimatorReversalTests {
    /// The largest per-frame motion of an uninterrupted forward run of `make()`'s animator.
    private func largestForwardStep(_ make: () -> (root: View, square: View, animator: ViewPropertyAnimator)) -> Double {
        let world = TestWorld()
        let (_, square, animator) = make()
        animator.startAnimation()
        let xs = [square.screenX] + trace(world, frames: 150) { square.screenX }
        return largestStep(xs)
    }

    /// Runs `frames` frames, reverses, and checks the play-back: no jump, back at 50, one .start completion.
    private func reverse(after frames: Int, maxSeconds: Double = 2,
                         _ make: () -> (root: View, square: View, animator: ViewPropertyAnimator)) {
        let limit = largestForwardStep(make)
        let world = TestWorld()
        let (_, square, animator) = make()
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        let forward = trace(world, frames: frames) { square.screenX }
        let before = square.screenX
        animator.isReversed = true
        #expect(animator.isReversed)
        #expect(square.screenX == before)
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        let back = trace(world, frames: Int(maxSeconds * 60)) { square.screenX }
        let all = [50] + forward + back
        #expect(largestStep(all) <= limit * 1.05 + 1e-3, "step \(largestStep(all)) over \(limit)")
        #expect(back.last == 50)
        #expect(square.center.x == 50)
        #expect(log.positions == [.start])
        #expect(animator.state == .inactive)
        // It did go back: the last forward position is the farthest point (give or take a spring's momentum).
        #expect(before > 60)
    }

    @Test func linearReversalRetracesInTheElapsedTime() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        world.frames(30)
        animator.isReversed = true
        #expect(near(travelled(square), 0.5))
        world.frames(1)
        #expect(near(travelled(square), 0.5 - 1.0 / 60))
        #expect(near(Double(animator.fractionComplete), 0.5 - 1.0 / 60))
        world.frames(14)
        #expect(near(travelled(square), 0.25))
        world.frames(13)
        #expect(animator.state == .active)
        world.frames(4)
        #expect(log.positions == [.start])
        #expect(square.screenX == 50)
    }

    @Test func linearReversalHasNoJump() {
        reverse(after: 30) { movingSquare() }
    }

    @Test func easeInOutReversalHasNoJump() {
        reverse(after: 20) { movingSquare(curve: .easeInOut) }
    }

    @Test func easeInOutReversalPlaysBackAlongTheCurve() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare(curve: .easeInOut)
        animator.startAnimation()
        world.frames(24)
        animator.isReversed = true
        world.frames(12) // back at 0.2 s on the curve
        #expect(near(travelled(square), curveValue(.easeInOut, 0.2), 1e-6))
    }

    @Test func underdampedSpringReversalHasNoJump() {
        reverse(after: 12, maxSeconds: 3) {
            let (root, square) = makeSquare()
            let animator = ViewPropertyAnimator(duration: 1, dampingRatio: 0.5) {
                square.center = CGPoint(x: 250, y: 50)
            }
            return (root, square, animator)
        }
    }

    @Test func criticallyDampedSpringReversalHasNoJump() {
        reverse(after: 15, maxSeconds: 3) {
            let (root, square) = makeSquare()
            let animator = ViewPropertyAnimator(duration: 1, dampingRatio: 1) {
                square.center = CGPoint(x: 250, y: 50)
            }
            return (root, square, animator)
        }
    }

    @Test func springReversalKeepsItsMomentumForAMoment() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let animator = ViewPropertyAnimator(duration: 1, dampingRatio: 0.5) {
            square.center = CGPoint(x: 250, y: 50)
        }
        animator.startAnimation()
        world.frames(6)
        let previous = square.screenX
        world.frames(1)
        let before = square.screenX
        let velocity = (before - previous) * 60
        #expect(velocity > 100)
        animator.isReversed = true
        world.frames(1)
        // Still moving forward right after the reversal: velocity carries over, it does not flip.
        #expect(square.screenX > before)
    }

    @Test func reversingTwiceGoesForwardAgainAndEnds() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        world.frames(30)
        animator.isReversed = true
        world.frames(12)
        animator.isReversed = false
        #expect(near(travelled(square), 0.3))
        world.frames(12)
        #expect(near(travelled(square), 0.5))
        world.frames(32)
        #expect(log.positions == [.end])
        #expect(square.screenX == 250)
    }

    @Test func reversingAPausedAnimatorThenContinuingPlaysBack() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        world.frames(30)
        animator.pauseAnimation()
        animator.isReversed = true
        #expect(!animator.isRunning)
        world.frames(10)
        #expect(near(travelled(square), 0.5))
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        world.frames(15)
        #expect(near(travelled(square), 0.25))
        world.frames(17)
        #expect(log.positions == [.start])
        #expect(square.center.x == 50)
    }

    @Test func reversedBeforeStartAfterScrubbingPlaysBackFromThere() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare(duration: 0.5, curve: .easeIn)
        let log = CompletionLog()
        log.add(to: animator)
        animator.fractionComplete = 0.8
        animator.isReversed = true
        #expect(near(travelled(square), 0.8))
        animator.startAnimation()
        world.frames(1)
        #expect(travelled(square) < 0.8)
        #expect(travelled(square) > 0.7)
        world.frames(40)
        #expect(log.positions == [.start])
        #expect(square.screenX == 50)
    }

    @Test func blockAddedWhileRunningBackEndsWhereItIsShown() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        world.frames(30)
        animator.isReversed = true
        world.frames(6) // heading back, at 0.4
        animator.addAnimations { square.alpha = 0 }
        #expect(square.screenAlpha == 1)
        world.frames(12) // at 0.2: the new block is halfway to its target
        #expect(near(square.screenAlpha, 0.5, 1e-6))
        let alphas = trace(world, frames: 20) { square.screenAlpha }
        #expect(log.positions == [.start])
        // It reached its target as the animator reached the start, and stays there: no jump back.
        #expect(largestStep([0.5] + alphas) < 0.05)
        #expect(square.screenAlpha == 0)
        #expect(square.alpha == 0)
        #expect(square.screenX == 50)
    }

    @Test func blockAddedWhileRunningBackThenRunForwardEndsWhereItIsShown() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        world.frames(30)
        animator.isReversed = true
        world.frames(6) // at 0.4
        animator.addAnimations { square.alpha = 0 }
        world.frames(6) // at 0.3
        #expect(near(square.screenAlpha, 0.75, 1e-6))
        animator.isReversed = false
        let alphas = trace(world, frames: 50) { square.screenAlpha }
        #expect(log.positions == [.end])
        // Back at its from value once the animator passes 0.4 again, and it stays there at the end.
        #expect(largestStep([0.75] + alphas) < 0.05)
        #expect(square.screenAlpha == 1)
        #expect(square.alpha == 1)
        #expect(square.screenX == 250)
    }
}
