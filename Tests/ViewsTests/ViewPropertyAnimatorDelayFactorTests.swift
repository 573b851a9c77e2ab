import Foundation
import Testing
@testable import Views

/// addAnimations(_:delayFactor:): delay = factor × the remaining duration; the block ends with the animator.
@Suite(.world) struct ViewPropertyAnimatorDelayFactorTests {
    @Test func delayedBlockOnAFreshAnimatorWaitsThenEndsWithIt() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.addAnimations({ square.alpha = 0 }, delayFactor: 0.5)
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        var alphas = trace(world, frames: 29) { square.screenAlpha }
        #expect(alphas.allSatisfy { $0 == 1 })
        #expect(near(travelled(square), 29.0 / 60))
        world.frames(15)
        // 0.25 s into a 0.5 s linear run.
        #expect(near(square.screenAlpha, 1 - (44.0 / 60 - 0.5) / 0.5, 1e-6))
        alphas = trace(world, frames: 14) { square.screenAlpha }
        #expect(alphas.last! > 0)
        #expect(animator.state == .active)
        world.frames(3)
        #expect(log.positions == [.end])
        #expect(square.screenAlpha == 0)
        #expect(square.screenX == 250)
    }

    @Test func seedScaleUpDelaysTheTransformByAThirdOfTheDuration() {
        // Seed 000: 0.33 s easeIn, alpha at once, transform after 0.33 × 0.33 s ≈ 0.109 s.
        let world = TestWorld()
        let (_, square) = makeSquare()
        View.performWithoutAnimation {
            square.transform = CGAffineTransform(scaleX: 0.67, y: 0.67)
            square.alpha = 0
        }
        let scale = ViewPropertyAnimator(duration: 0.33, curve: .easeIn)
        scale.addAnimations { square.alpha = 1 }
        scale.addAnimations({ square.transform = .identity }, delayFactor: 0.33)
        var ready = 0
        scale.addCompletion { _ in ready += 1 }
        scale.startAnimation()
        world.frames(6) // 0.1 s
        #expect(square.screenAlpha > 0)
        #expect(near(scaleX(square.presentationValues.transform), 0.67, 1e-12))
        world.frames(2) // 0.133 s
        #expect(scaleX(square.presentationValues.transform) > 0.67)
        world.frames(12) // 0.333 s
        #expect(ready == 1)
        #expect(square.presentationValues.transform == .identity)
        #expect(square.screenAlpha == 1)
    }

    @Test func delayOnARunningAnimatorIsAFactorOfTheRemainingDuration() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.startAnimation()
        world.frames(24) // 0.4 s; 0.6 s remain, so the block waits 0.3 s
        animator.addAnimations({ square.alpha = 0 }, delayFactor: 0.5)
        #expect(square.screenAlpha == 1)
        world.frames(17) // 0.683 s
        #expect(square.screenAlpha == 1)
        world.frames(10) // 0.85 s: halfway through 0.7…1.0
        #expect(near(square.screenAlpha, 0.5, 1e-6))
        world.frames(11)
        #expect(animator.state == .inactive)
        #expect(square.screenAlpha == 0)
    }

    @Test func blockAddedToARunningAnimatorRunsForTheRemainingTime() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.startAnimation()
        world.frames(24) // 0.4 s
        animator.addAnimations { square.alpha = 0 }
        #expect(square.screenAlpha == 1)
        world.frames(1)
        #expect(near(square.screenAlpha, 1 - (1.0 / 60) / 0.6, 1e-6))
        world.frames(17) // 0.7 s
        #expect(near(square.screenAlpha, 0.5, 1e-6))
        world.frames(20)
        #expect(animator.state == .inactive)
        #expect(square.screenAlpha == 0)
    }

    @Test func blockAddedToAPausedAnimatorFollowsItsProgress() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.fractionComplete = 0.5
        animator.addAnimations { square.alpha = 0 }
        #expect(square.screenAlpha == 1)
        animator.fractionComplete = 0.75
        #expect(near(square.screenAlpha, 0.5))
        animator.startAnimation()
        world.frames(16)
        #expect(animator.state == .inactive)
        #expect(square.screenAlpha == 0)
    }

    @Test func animatorStartedEmptyKeepsRunningAndLaterBlocksStartAtOnce() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear)
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        world.frames(24)
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(log.positions.isEmpty)
        animator.addAnimations { square.center = CGPoint(x: 250, y: 50) }
        #expect(square.screenX == 50)
        world.frames(1)
        #expect(square.screenX > 50)
        world.frames(17) // 0.7 s: halfway through the remaining 0.6 s
        #expect(near(travelled(square), 0.5, 1e-6))
        world.frames(20)
        #expect(log.positions == [.end])
        #expect(square.screenX == 250)
    }

    @Test func delayFactorOnAnEasedAnimatorDelaysByTime() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare(curve: .easeInOut)
        animator.addAnimations({ square.alpha = 0 }, delayFactor: 0.25)
        animator.startAnimation()
        world.frames(14) // 0.233 s
        #expect(square.screenAlpha == 1)
        world.frames(2) // 0.267 s
        #expect(square.screenAlpha < 1)
        world.frames(50)
        #expect(square.screenAlpha == 0)
    }

    @Test func delayedBlockAddedWhileRunningBackWaitsAFactorOfTheTimeLeft() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        let log = CompletionLog()
        log.add(to: animator)
        animator.startAnimation()
        world.frames(30)
        animator.isReversed = true
        world.frames(6) // at 0.4 on the way back: 0.4 s left, so the block waits 0.2 s
        animator.addAnimations({ square.alpha = 0 }, delayFactor: 0.5)
        #expect(square.screenAlpha == 1)
        world.frames(11)
        #expect(square.screenAlpha == 1)
        world.frames(7) // at 0.1: halfway through the block's 0.2 s
        #expect(near(square.screenAlpha, 0.5, 1e-6))
        world.frames(8)
        #expect(log.positions == [.start])
        #expect(square.screenAlpha == 0)
        #expect(square.screenX == 50)
    }

    @Test func delayedBlockAddedToAPausedReversedAnimatorWaitsTowardTheStart() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.fractionComplete = 0.6
        animator.isReversed = true
        animator.addAnimations({ square.alpha = 0 }, delayFactor: 0.5)
        #expect(square.screenAlpha == 1)
        animator.fractionComplete = 0.35
        #expect(square.screenAlpha == 1)
        animator.fractionComplete = 0.15 // halfway from 0.3 to 0
        #expect(near(square.screenAlpha, 0.5, 1e-9))
        withExtendedLifetime(world) {}
    }

    /// A physical spring ignores the animator's duration (0 in seed 000's toggleShowMore): the delay is a
    /// factor of its settling time. Returns the on-screen alphas, frame by frame.
    private func delayedFadeOnPhysicalSpring(damping: CGFloat) -> (alphas: [Double], waiting: Int, inactive: Bool) {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let spring = SpringTimingParameters(mass: 1, stiffness: 100, damping: damping, initialVelocity: .zero)
        let settle = spring.settlingDuration!
        let animator = ViewPropertyAnimator(duration: 0, timingParameters: spring)
        animator.addAnimations { square.center = CGPoint(x: 250, y: 50) }
        animator.addAnimations({ square.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        let alphas = trace(world, frames: Int((settle / frameTime).rounded(.up)) + 2) { square.screenAlpha }
        let waiting = Int((0.5 * settle / frameTime).rounded(.down))
        return (alphas, waiting, animator.state == .inactive)
    }

    @Test func delayFactorWithAnOverdampedPhysicalSpring() {
        let run = delayedFadeOnPhysicalSpring(damping: 30)
        #expect(run.alphas.prefix(run.waiting).allSatisfy { $0 == 1 })
        #expect(run.alphas[run.waiting + 1] < 1)
        #expect(largestStep(run.alphas) < 0.2)
        #expect(run.alphas.allSatisfy { $0 >= -1e-9 && $0 <= 1 })
        #expect(run.alphas.last == 0)
        #expect(run.inactive)
    }

    @Test func delayFactorWithAnUnderdampedPhysicalSpring() {
        // The delayed block follows its own spring over the rest of the leg: it waits, then moves smoothly
        // (no switching on and off as the animator's spring crosses its target), and ends with the animator.
        let run = delayedFadeOnPhysicalSpring(damping: 15)
        #expect(run.alphas.prefix(run.waiting).allSatisfy { $0 == 1 })
        #expect(run.alphas[run.waiting + 1] < 1)
        #expect(largestStep(run.alphas) < 0.2)
        #expect(run.alphas.last == 0)
        #expect(run.inactive)
    }

    @Test func delayFactorAddedToARunningUnderdampedSpring() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let animator = ViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { square.center = CGPoint(x: 250, y: 50) }
        animator.startAnimation()
        world.frames(12)   // 0.2 s in: the spring is near its first overshoot
        animator.addAnimations({ square.alpha = 0 }, delayFactor: 0.5)   // waits 0.4 s, then runs to the end
        var alphas: [Double] = []
        for _ in 0..<60 {
            world.frames(1)
            alphas.append(square.screenAlpha)
        }
        #expect(alphas.prefix(23).allSatisfy { $0 == 1 }, "waits half the remaining 0.8 s")
        #expect(alphas[25] < 1)
        // Once started it never switches back off (its own spring, not the animator's crossings of 1), and it
        // swings like a spring of the same damping ratio before settling at 0 with the animator.
        let started = alphas.dropFirst(24)
        #expect(started.allSatisfy { $0 < 0.7 }, "\(alphas.map { ($0 * 100).rounded() / 100 })")
        #expect(started.min()! < -0.1, "a damping ratio of 0.3 overshoots")
        #expect(animator.state == .inactive)
        #expect(square.screenAlpha == 0)
    }
}
