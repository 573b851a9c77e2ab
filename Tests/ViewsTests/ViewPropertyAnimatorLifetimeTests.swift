import Foundation
import Testing
@testable import Views

/// Animators and views that go away before the animation does: no crash, views keep what they show.
@Suite(.world) struct ViewPropertyAnimatorLifetimeTests {
    @Test func fireAndForgetAnimatorRunsToItsEnd() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        var positions: [ViewAnimatingPosition] = []
        ViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0, options: .curveLinear,
                                                     animations: { square.alpha = 0 },
                                                     completion: { positions.append($0) })
        world.frames(15)
        #expect(near(square.screenAlpha, 0.5, 1e-6))
        world.frames(20)
        #expect(positions == [.end])
        #expect(square.screenAlpha == 0)
    }

    @Test func viewReleasedMidRunDoesNotBreakAReversedCompletion() {
        let world = TestWorld()
        let log = CompletionLog()
        weak var released: View?
        var animator: ViewPropertyAnimator?
        do {
            let (_, square) = makeSquare()
            released = square
            animator = ViewPropertyAnimator(duration: 1, curve: .linear) { square.alpha = 0 }
        }
        #expect(released == nil)
        log.add(to: animator!)
        animator?.startAnimation()
        world.frames(20)
        animator?.isReversed = true
        world.frames(30)
        #expect(log.positions == [.start])
        #expect(animator?.state == .inactive)
    }

    @Test func viewReleasedMidRunDoesNotBreakStopAndFinish() {
        let world = TestWorld()
        let log = CompletionLog()
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear)
        do {
            let (_, square) = makeSquare()
            animator.addAnimations { square.alpha = 0 }
        }
        log.add(to: animator)
        animator.startAnimation()
        world.frames(20)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(log.positions == [.start])
    }

    @Test func releasingAnUnstartedAnimatorLeavesTheViewAsItWas() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        do {
            _ = ViewPropertyAnimator(duration: 1, curve: .linear) {
                square.center = CGPoint(x: 250, y: 50)
            }
        }
        #expect(square.screenX == 50)
        #expect(square.center.x == 50)
        world.frames(10)
        #expect(square.screenX == 50)
        #expect(world.takeDiagnostics().isEmpty)
    }

    @Test func releasingAPausedAnimatorReportsAndKeepsTheViewWhereItIs() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        do {
            let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
                square.center = CGPoint(x: 250, y: 50)
            }
            animator.fractionComplete = 0.3
        }
        let messages = world.takeDiagnostics()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("It is an error to release a paused or stopped property animator") == true)
        #expect(near(square.screenX, 110, 1e-9))
        #expect(near(square.center.x, 110, 1e-9))
    }

    @Test func releasingAStoppedAnimatorReportsAndKeepsTheStoppedValues() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        do {
            let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
                square.center = CGPoint(x: 250, y: 50)
            }
            animator.startAnimation()
            world.frames(30)
            animator.stopAnimation(false)
        }
        let messages = world.takeDiagnostics()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("release a paused or stopped property animator") == true)
        #expect(near(square.screenX, 150, 1e-6))
        #expect(square.center.x == CGFloat(square.screenX))
    }
}
