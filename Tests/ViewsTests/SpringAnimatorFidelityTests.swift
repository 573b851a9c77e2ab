import Foundation
import Testing
@testable import Views

/// A started spring uses its own initialVelocity (issue 11, item 4), and pausing an overshooting spring,
/// reading fractionComplete and setting it back moves nothing; scrubbing from there is continuous (item 5).
@Suite(.world) struct SpringAnimatorFidelityTests {
    /// A square whose center moves from (50, 50) by `by`, on an animator with `spring` over `duration`.
    private func springSquare(_ spring: SpringTimingParameters, duration: TimeInterval = 0.4,
                              by: CGPoint = CGPoint(x: 200, y: 0)) -> (square: View, animator: ViewPropertyAnimator) {
        let (_, square) = makeSquare()
        let animator = ViewPropertyAnimator(duration: duration, timingParameters: spring)
        animator.addAnimations { square.center = CGPoint(x: 50 + by.x, y: 50 + by.y) }
        return (square, animator)
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

    // MARK: Item 4: the spring's own initialVelocity

    @Test func startAnimationUsesTheSpringsOwnInitialVelocity() {
        let world = TestWorld()
        let fast = SpringTimingParameters(dampingRatio: 0.3, initialVelocity: CGVector(dx: 5, dy: 0))
        let still = SpringTimingParameters(dampingRatio: 0.3)
        let (moving, withVelocity) = springSquare(fast, duration: 1.5)
        let (resting, withoutVelocity) = springSquare(still, duration: 1.5)
        // The same spring through View.animate(usingSpringWithDamping:initialSpringVelocity:).
        let (_, reference) = makeSquare()
        withVelocity.startAnimation()
        withoutVelocity.startAnimation()
        View.animate(withDuration: 1.5, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 5,
                     animations: { reference.center = CGPoint(x: 250, y: 50) })
        let curveV = fast.curves(forDuration: 1.5).x, curve0 = still.curves(forDuration: 1.5).x
        for n in 1...6 {
            world.frames(1)
            let t = Double(n) / 60
            #expect(near(moving.screenX - 50, 200 * curveV.progress(at: t), 1e-6), "frame \(n)")
            #expect(near(resting.screenX - 50, 200 * curve0.progress(at: t), 1e-6), "frame \(n)")
            #expect(near(moving.screenX, reference.screenX, 1e-6), "frame \(n): as View.animate with the velocity")
        }
        // After one frame the velocity has carried it three times as far as the spring at rest (21.8 pt
        // against 6.7 pt).
        #expect(curveV.progress(at: 1.0 / 60) > 3 * curve0.progress(at: 1.0 / 60))
    }

    @Test func aTransformTranslationGetsTheVelocityToo() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let spring = SpringTimingParameters(dampingRatio: 0.3, initialVelocity: CGVector(dx: 5, dy: 0))
        let animator = ViewPropertyAnimator(duration: 0.4, timingParameters: spring)
        animator.addAnimations { square.transform = CGAffineTransform(translationX: 200, y: 0) }
        animator.startAnimation()
        world.frames(1)
        let expected = 200 * spring.curves(forDuration: 0.4).x.progress(at: 1.0 / 60)
        #expect(near(Double(square.presentationValues.transform.tx), expected, 1e-6))
        #expect(expected > 40, "5 distances per second move it about 40 pt in the first frame")
    }

    /// Seed 000's Show More spring: heavily over-damped, it covers about half the way at once only thanks to
    /// its initial velocity (5 distances per second against a fast pole of about 10 per second).
    @Test func theShowMoreSpringCoversHalfTheWayAtOnce() {
        let world = TestWorld()
        let spring = SpringTimingParameters(mass: 30, stiffness: 10, damping: 300, initialVelocity: CGVector(dx: 5, dy: 0))
        let (square, animator) = springSquare(spring, duration: 0)
        animator.startAnimation()
        world.frames(30)
        let halfSecond = (square.screenX - 50) / 200
        #expect(near(halfSecond, spring.curves(forDuration: 0).x.progress(at: 0.5), 1e-6))
        #expect(halfSecond > 0.4 && halfSecond < 0.6)
        let atRest = SpringTimingParameters(mass: 30, stiffness: 10, damping: 300, initialVelocity: .zero)
        #expect(atRest.curves(forDuration: 0).x.progress(at: 0.5) < 0.05)
    }

    @Test func aScrubbedSpringRestartsAtRest() {
        let world = TestWorld()
        let spring = SpringTimingParameters(dampingRatio: 0.3, initialVelocity: CGVector(dx: 5, dy: 0))
        let (square, animator) = springSquare(spring, duration: 2)
        animator.fractionComplete = 0.5
        animator.startAnimation()
        world.frames(1)
        // From rest at 0.5 over the remaining half of the duration (a spring fitted to 1 s).
        let fromRest = SpringTimingParameters(dampingRatio: 0.3).curves(forDuration: 1).x.progress(at: 1.0 / 60)
        let withVelocity = spring.curves(forDuration: 1).x.progress(at: 1.0 / 60)
        #expect(near(square.screenX, 150 + 100 * fromRest, 1e-6))
        #expect(abs(fromRest - withVelocity) > 0.05, "the velocity would have made a difference")
    }

    // MARK: Item 5: pause, read, set without a snap

    /// Every frame of the flight of an under-damped spring (0.3, 0.4 s, 200 pt): pausing there, reading the
    /// fraction and setting it back leaves the view where it was, and it stays there.
    @Test(arguments: [CGVector.zero, CGVector(dx: 3, dy: 0)])
    func pauseReadSetMovesNothingOnEveryFrame(velocity: CGVector) {
        let world = TestWorld()
        let spring = SpringTimingParameters(dampingRatio: 0.3, initialVelocity: velocity)
        var overshot = false
        for k in 1..<24 {
            // Both axes move; with a velocity only on x they are at different places on their curves.
            let (square, animator) = springSquare(spring, by: CGPoint(x: 200, y: 100))
            animator.startAnimation()
            world.frames(k)
            animator.pauseAnimation()
            let paused = square.presentationValues.center
            overshot = overshot || paused.x > 250 + 1
            let fraction = animator.fractionComplete
            #expect(distance(square.presentationValues.center, paused) == 0, "reading moves nothing (frame \(k))")
            animator.fractionComplete = fraction
            #expect(distance(square.presentationValues.center, paused) <= 1e-9, "frame \(k): set back moved it")
            world.frames(2)
            #expect(distance(square.presentationValues.center, paused) <= 1e-9, "frame \(k): stays while paused")
            #expect(animator.fractionComplete == fraction)
            animator.stopAnimation(true)
        }
        #expect(overshot, "the test covers frames past the target")
    }

    @Test func scrubbingFromAnOvershootIsContinuousAndReachesBothEnds() throws {
        let world = TestWorld()
        let (square, animator) = springSquare(SpringTimingParameters(dampingRatio: 0.3))
        animator.startAnimation()
        // Stop at the frame furthest past the target.
        var furthest = (frame: 0, x: 0.0)
        for k in 1...24 {
            world.frames(1)
            if square.screenX > furthest.x { furthest = (k, square.screenX) }
        }
        animator.stopAnimation(true)
        let fresh = springSquare(SpringTimingParameters(dampingRatio: 0.3))
        let (square2, animator2) = fresh
        animator2.startAnimation()
        world.frames(furthest.frame)
        animator2.pauseAnimation()
        try scrubFromOvershoot(world, square2, animator2)
    }

    private func scrubFromOvershoot(_ world: TestWorld, _ square: View, _ animator: ViewPropertyAnimator) throws {
        let paused = square.screenX
        #expect(paused > 250 + 40, "well past the target")
        #expect(animator.fractionComplete == 1)
        // Scrub down in steps of 0.01: each step moves the view a little, never a jump.
        var last = paused
        var value: CGFloat = 1
        var steps: [Double] = []
        while value > 0.0001 {
            value -= 0.01
            animator.fractionComplete = max(value, 0)
            steps.append(abs(square.screenX - last))
            last = square.screenX
        }
        #expect(steps.max()! < 4, "largest step \(steps.max()!) pt")
        #expect(near(square.screenX, 50, 1e-9), "0 is the start")
        // And back up: the carried overshoot only fades, so 1 is now the end value (issue 21, item 7).
        animator.fractionComplete = 1
        #expect(square.screenX == 250)
        animator.fractionComplete = 0.5
        let half = square.screenX
        #expect(near(half, 150, 1e-9))
        // Started from the scrub, it runs on from where it is to the target.
        animator.startAnimation()
        #expect(square.screenX == half, "no jump when it starts")
        world.frames(60)
        #expect(animator.state == .inactive)
        #expect(square.screenX == 250)
    }

    /// A 50 → 250 spring (ζ 0.3) paused once it is more than 40 pt past its end.
    private func pausedWhileOvershooting(_ world: TestWorld) -> (View, ViewPropertyAnimator) {
        let (square, animator) = springSquare(SpringTimingParameters(dampingRatio: 0.3))
        animator.startAnimation()
        var k = 0
        while square.screenX <= 250 + 40 && k < 24 { world.frames(1); k += 1 }
        animator.pauseAnimation()
        return (square, animator)
    }

    /// Issue 21, item 7: paused while it overshoots (reading fraction 1), set back to that fraction it stays;
    /// scrubbed to 0 and back to 1 it shows the plain scrub's values: 50 and the end value 250, not the
    /// overshoot again.
    @Test func scrubbingBackFromAPausedOvershootReachesTheEndValue() {
        let world = TestWorld()
        let (square, animator) = pausedWhileOvershooting(world)
        let paused = square.screenX
        #expect(paused > 250 + 40, "paused while overshooting")
        #expect(animator.fractionComplete == 1)
        animator.fractionComplete = animator.fractionComplete
        #expect(square.screenX == paused, "setting the fraction it reads moves nothing")
        animator.fractionComplete = 0
        #expect(square.screenX == 50)
        animator.fractionComplete = 1
        #expect(square.screenX == 250)
        // Half way back down and up again: the offset never grows back.
        animator.fractionComplete = 0.5
        #expect(near(square.screenX, 150, 1e-9))
        animator.fractionComplete = 1
        #expect(square.screenX == 250)
    }

    /// Scrubbed part of the way from a paused overshoot and back, the carried offset keeps what was left of it
    /// (it only fades): no jump back up to the overshoot.
    @Test func aScrubFromAPausedOvershootNeverGrowsTheOffsetBack() {
        let world = TestWorld()
        let (square, animator) = pausedWhileOvershooting(world)
        let overshoot = square.screenX - 250
        animator.fractionComplete = 0.5
        let atHalf = square.screenX
        #expect(near(atHalf, 150 + overshoot / 2, 1e-9), "half the overshoot kept half way")
        animator.fractionComplete = 1
        #expect(near(square.screenX, 250 + overshoot / 2, 1e-9), "back at 1 with what was left, not more")
    }

    /// A block added with a delay to a spring-timed animator follows its own curve; pausing and setting the
    /// fraction back must not move it either, nor must continuing afterwards.
    @Test func aDelayedBlockOnASpringDoesNotMoveWhenScrubbedOrRestarted() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        let other = View(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
        root.addSubview(other)
        let animator = ViewPropertyAnimator(duration: 0.6, dampingRatio: 0.3)
        animator.addAnimations { square.center = CGPoint(x: 250, y: 50) }
        animator.addAnimations({ other.center = CGPoint(x: 225, y: 225) }, delayFactor: 0.3)
        animator.startAnimation()
        world.frames(20)
        animator.pauseAnimation()
        let a = square.presentationValues.center, b = other.presentationValues.center
        #expect(b.x > 25 + 1, "the delayed block has started")
        animator.fractionComplete = animator.fractionComplete
        #expect(distance(square.presentationValues.center, a) <= 1e-9)
        #expect(distance(other.presentationValues.center, b) <= 1e-9)
        animator.fractionComplete = animator.fractionComplete - 0.02
        #expect(distance(other.presentationValues.center, b) < 6, "a small scrub moves it a little")
        let before = other.presentationValues.center, squareBefore = square.presentationValues.center
        animator.startAnimation()
        #expect(distance(other.presentationValues.center, before) <= 1e-9, "no jump when it runs on")
        #expect(distance(square.presentationValues.center, squareBefore) <= 1e-9)
        world.frames(90)
        #expect(animator.state == .inactive)
        #expect(other.presentationValues.center == CGPoint(x: 225, y: 225))
        #expect(square.presentationValues.center == CGPoint(x: 250, y: 50))
    }

    /// With scrubsLinearly false the set value goes through the curve: setting back the fraction a paused
    /// animator reads still moves nothing.
    @Test func curvedScrubbingFromAPauseMovesNothing() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare(curve: .easeInOut)
        animator.scrubsLinearly = false
        animator.startAnimation()
        world.frames(20)
        animator.pauseAnimation()
        let paused = square.screenX
        animator.fractionComplete = animator.fractionComplete
        #expect(near(square.screenX, paused, 1e-9))
        animator.fractionComplete = 0
        #expect(near(square.screenX, 50, 1e-9))
        animator.fractionComplete = 1
        #expect(near(square.screenX, 250, 1e-9))
    }
}
