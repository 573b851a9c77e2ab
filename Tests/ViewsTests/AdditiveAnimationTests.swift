import Foundation
import Testing
@testable import Views

/// Animating a property that is already animating adds up: no jump, the model holds the last target.
@Suite(.world) struct AdditiveAnimationTests {
    @Test func secondAnimatorBlendsFromWhereTheViewIs() {
        let world = TestWorld()
        let (_, square, first) = movingSquare()
        first.startAnimation()
        var xs = [square.screenX] + trace(world, frames: 30) { square.screenX }
        #expect(square.center.x == 250)
        let second = ViewPropertyAnimator(duration: 1, curve: .linear) {
            square.center = CGPoint(x: 0, y: 50)
        }
        let log = CompletionLog()
        log.add(to: first, id: 1)
        log.add(to: second, id: 2)
        let before = square.screenX
        second.startAnimation()
        #expect(square.screenX == before)
        #expect(square.center.x == 0)
        xs += trace(world, frames: 80) { square.screenX }
        #expect(square.center.x == 0)
        // At most both animations' full per-frame motion in one frame.
        #expect(largestStep(xs) <= (200.0 + 250.0) / 60 + 1e-3)
        #expect(xs.last == 0)
        #expect(log.ids == [1, 2])
        #expect(log.positions == [.end, .end])
    }

    @Test func blendIsTheSumOfBothAnimations() {
        let world = TestWorld()
        let (_, square, first) = movingSquare()
        first.startAnimation()
        world.frames(30)
        let second = ViewPropertyAnimator(duration: 1, curve: .linear) {
            square.center = CGPoint(x: 0, y: 50)
        }
        second.startAnimation()
        world.frames(15)
        // model 0 + (50 − 250)(1 − 0.75) + (250 − 0)(1 − 0.25)
        #expect(near(square.screenX, 0 - 200 * 0.25 + 250 * 0.75, 1e-6))
        world.frames(15)
        // The first has ended: model 0 + (250 − 0)(1 − 0.5)
        #expect(first.state == .inactive)
        #expect(near(square.screenX, 125, 1e-6))
    }

    @Test func twoBlocksOfOneAnimatorOnOneProperty() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.startAnimation()
        var xs = [square.screenX] + trace(world, frames: 30) { square.screenX }
        animator.addAnimations { square.center = CGPoint(x: 450, y: 50) }
        #expect(square.center.x == 450)
        xs += trace(world, frames: 35) { square.screenX }
        #expect(largestStep(xs) <= (200.0 + 200.0 / 0.5) / 60 + 1e-3)
        #expect(xs.last == 450)
        #expect(animator.state == .inactive)
    }

    @Test func twoDimensionalBlendNeverJumps() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let first = ViewPropertyAnimator(duration: 0.8, curve: .easeInOut) {
            square.center = CGPoint(x: 300, y: 400)
        }
        first.startAnimation()
        var points = [square.presentationValues.center]
        for _ in 0..<20 { world.frames(1); points.append(square.presentationValues.center) }
        let second = ViewPropertyAnimator(duration: 0.6, dampingRatio: 0.8) {
            square.center = CGPoint(x: 100, y: 100)
        }
        second.startAnimation()
        for _ in 0..<80 { world.frames(1); points.append(square.presentationValues.center) }
        let steps = zip(points, points.dropFirst()).map { Double(hypot($1.x - $0.x, $1.y - $0.y)) }
        // Far below a jump to either target (hundreds of points).
        #expect(steps.max()! < 40)
        #expect(points.last == CGPoint(x: 100, y: 100))
        #expect(square.center == CGPoint(x: 100, y: 100))
    }

    @Test func stoppingOneOfTwoAnimatorsKeepsTheOtherGoing() {
        let world = TestWorld()
        let (_, square, first) = movingSquare()
        first.startAnimation()
        world.frames(30)
        let second = ViewPropertyAnimator(duration: 1, curve: .linear) {
            square.center = CGPoint(x: 0, y: 50)
        }
        second.startAnimation()
        world.frames(6)
        let before = square.screenX
        second.stopAnimation(true)
        // Stopping writes the screen value into the model: no jump.
        #expect(near(square.screenX, before, 1e-9))
        world.frames(30)
        #expect(first.state == .inactive)
        #expect(second.state == .inactive)
        #expect(near(square.screenX, Double(square.center.x), 1e-9))
    }

    @Test func blockAnimationOverARunningAnimatorAddsUp() {
        let world = TestWorld()
        let (_, square, animator) = movingSquare()
        animator.startAnimation()
        world.frames(30)
        let before = square.screenX
        View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
            square.center = CGPoint(x: 150, y: 50)
        })
        #expect(square.screenX == before)
        world.frames(1)
        #expect(abs(square.screenX - before) < 10)
        world.frames(40)
        #expect(square.screenX == 150)
        #expect(animator.state == .inactive)
    }
}
