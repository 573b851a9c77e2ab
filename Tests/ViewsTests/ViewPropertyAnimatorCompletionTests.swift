import Foundation
import Testing
@testable import Views

/// Completions run exactly once on every path, in the order they were added.
@Suite(.world) struct ViewPropertyAnimatorCompletionTests {
    @Test func completionsRunOnceInTheOrderAdded() {
        let world = TestWorld()
        let (_, _, animator) = movingSquare()
        let log = CompletionLog()
        for id in 1...4 { log.add(to: animator, id: id) }
        animator.startAnimation()
        world.frames(65)
        #expect(log.ids == [1, 2, 3, 4])
        #expect(log.positions == [.end, .end, .end, .end])
        world.frames(60)
        #expect(log.ids == [1, 2, 3, 4])
    }

    @Test func completionAddedWhileRunningRuns() {
        let world = TestWorld()
        let (_, _, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator, id: 1)
        animator.startAnimation()
        world.frames(20)
        log.add(to: animator, id: 2)
        world.frames(45)
        #expect(log.ids == [1, 2])
    }

    @Test func completionAddedWhilePausedRuns() {
        let world = TestWorld()
        let (_, _, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator, id: 1)
        animator.fractionComplete = 0.5
        log.add(to: animator, id: 2)
        animator.isReversed = true
        animator.startAnimation()
        world.frames(40)
        #expect(log.ids == [1, 2])
        #expect(log.positions == [.start, .start])
    }

    @Test func completionAddedWhileStoppedRunsAtFinish() {
        let world = TestWorld()
        let (_, _, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator, id: 1)
        animator.startAnimation()
        world.frames(10)
        animator.stopAnimation(false)
        log.add(to: animator, id: 2)
        world.frames(10)
        #expect(log.ids.isEmpty)
        animator.finishAnimation(at: .current)
        #expect(log.ids == [1, 2])
        #expect(log.positions == [.current, .current])
        world.frames(60)
        #expect(log.ids == [1, 2])
    }

    @Test func stopWithoutFinishingDropsTheCompletions() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator, id: 1)
        animator.startAnimation()
        world.frames(10)
        animator.stopAnimation(true)
        world.frames(70)
        #expect(log.ids.isEmpty)
        // A new run has only its own completions.
        animator.addAnimations { square.alpha = 0 }
        log.add(to: animator, id: 2)
        animator.startAnimation()
        world.frames(65)
        #expect(log.ids == [2])
        #expect(log.positions == [.end])
    }

    @Test func completionsOfAReversedRunGetStart() {
        let world = TestWorld()
        let (_, _, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator, id: 1)
        log.add(to: animator, id: 2)
        animator.startAnimation()
        world.frames(15)
        animator.isReversed = true
        world.frames(20)
        #expect(log.ids == [1, 2])
        #expect(log.positions == [.start, .start])
    }

    @Test func finishAtStartPassesStartToEveryCompletion() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator, id: 1)
        log.add(to: animator, id: 2)
        animator.fractionComplete = 0.7
        animator.stopAnimation(false)
        #expect(near(square.center.x, 190))
        animator.finishAnimation(at: .start)
        #expect(log.positions == [.start, .start])
        #expect(square.center.x == 50)
        withExtendedLifetime(world) {}
    }

    @Test func completionsSeeTheFinalModelAndAnInactiveAnimator() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        var seen: (ViewAnimatingState, CGFloat, Double)?
        animator.addCompletion { _ in seen = (animator.state, square.center.x, square.screenX) }
        animator.startAnimation()
        world.frames(65)
        #expect(seen?.0 == .inactive)
        #expect(seen?.1 == 250)
        #expect(seen?.2 == 250)
    }

    @Test func aCompletionMayStartTheAnimatorAgain() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        var runs = 0
        animator.addCompletion { _ in
            runs += 1
            animator.addAnimations { square.center = CGPoint(x: 50, y: 50) }
            animator.startAnimation()
        }
        animator.startAnimation()
        world.frames(61)
        #expect(runs == 1)
        #expect(animator.state == .active)
        world.frames(30)
        #expect(near(travelled(square), 0.5, 0.02))
        world.frames(40)
        #expect(runs == 1)
        #expect(animator.state == .inactive)
        #expect(square.screenX == 50)
    }
}
