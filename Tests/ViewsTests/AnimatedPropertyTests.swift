import Foundation
import Testing
@testable import Views

/// `@Animated`: a property of one's own that animates like the built-in ones.
@Suite(.world) struct AnimatedPropertyTests {
    final class Gauge: View {
        @Animated var level: CGFloat = 0
        @Animated var tint: Color = .white
        private(set) var draws = 0
        override func draw(_ rect: CGRect) { draws += 1 }
    }

    @Test func setOutsideABlockItChangesAtOnce() {
        let world = TestWorld()
        defer { #expect(world.takeDiagnostics().isEmpty, "correct use: no diagnostic") }
        let gauge = Gauge()
        #expect(gauge.level == 0)
        #expect(gauge.$level.presentationValue == 0)
        gauge.level = 0.5
        #expect(gauge.level == 0.5)
        #expect(gauge.$level.presentationValue == 0.5)
        #expect(!gauge.$level.isAnimating)
    }

    @Test func insideABlockTheModelJumpsAndThePresentationFollowsTheCurve() {
        let world = TestWorld()
        let gauge = Gauge()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { gauge.level = 1 })
        #expect(gauge.level == 1)
        #expect(gauge.$level.isAnimating)
        #expect(gauge.isAnimating)
        world.frames(15)
        #expect(abs(gauge.$level.presentationValue - 0.25) < 1e-9)
        world.frames(45)
        #expect(gauge.$level.presentationValue == 1)
        world.frames(1)
        #expect(!gauge.$level.isAnimating)
    }

    @Test func aPropertyAnimatorScrubsAndReversesIt() {
        let world = TestWorld()
        let gauge = Gauge()
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
            gauge.level = 100
            gauge.tint = .black
        }
        animator.fractionComplete = 0.3
        #expect(abs(gauge.$level.presentationValue - 30) < 1e-9)
        #expect(abs(gauge.$tint.presentationValue.red - 0.7) < 1e-9)
        animator.isReversed = true
        animator.startAnimation()
        world.frames(40)
        #expect(animator.state == .inactive)
        #expect(gauge.level == 0, "ending at .start writes the start value into the model")
        #expect(gauge.$level.presentationValue == 0)
        #expect(gauge.tint == .white)
    }

    @Test func retargetingMidFlightAddsUpWithoutAJump() {
        let world = TestWorld()
        let gauge = Gauge()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { gauge.level = 10 })
        world.frames(30)
        let before = gauge.$level.presentationValue
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { gauge.level = -10 })
        #expect(gauge.$level.presentationValue == before)
        world.frames(1)
        #expect(abs(gauge.$level.presentationValue - before) < 1)
    }

    @Test func changesMoveTheContentStampAndAnimationMovesItEveryFrame() {
        let world = TestWorld()
        let gauge = Gauge()
        let idle = gauge.contentStamp
        world.frames(3)
        #expect(gauge.contentStamp == idle, "nothing changed: no redraw")
        gauge.level = 0.2
        let set = gauge.contentStamp
        #expect(set != idle)
        View.animate(withDuration: 0.5) { gauge.level = 0.8 }
        var stamps: Set<UInt64> = []
        for _ in 0..<10 {
            world.frames(1)
            stamps.insert(gauge.contentStamp)
        }
        #expect(stamps.count == 10, "a new stamp every frame while it animates")
        world.frames(30)
        let rest = gauge.contentStamp
        world.frames(5)
        #expect(gauge.contentStamp == rest)
    }

    @Test func removeAllAnimationsShowsTheModel() {
        let world = TestWorld()
        let gauge = Gauge()
        View.animate(withDuration: 1) { gauge.level = 4 }
        world.frames(10)
        gauge.layer.removeAllAnimations()
        #expect(gauge.$level.presentationValue == 4)
        #expect(!gauge.isAnimating)
    }
}
