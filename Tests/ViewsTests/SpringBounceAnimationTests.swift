import Foundation
import Testing
@testable import Views

/// iOS 17's spring forms on the virtual clock: View.animate(springDuration:bounce:…) and an animator with
/// SpringTimingParameters(duration:bounce:) move by the spring's real-time progress (0.5 s, bounce 0.3:
/// 0.423302 at 0.1 s, 1.033930 at 0.3 s) and end when the spring settles.
@Suite(.world) struct SpringBounceAnimationTests {
    /// Critically damped progress for the default 0.5 s: 1 − (1 + ω0 t)·e^(−ω0 t), ω0 = 4π.
    private func critical(_ t: Double) -> Double { 1 - (1 + 4 * .pi * t) * exp(-4 * .pi * t) }

    @Test func viewAnimateSpringDuration() {
        let world = TestWorld()
        let (_, square) = makeSquare()   // center (50, 50)
        var finished: Bool?
        View.animate(springDuration: 0.5, bounce: 0.3, animations: { square.center = CGPoint(x: 250, y: 50) },
                     completion: { finished = $0 })
        world.frames(6)
        #expect(near(travelled(square), 0.423302, 1e-6), "0.1 s")
        world.frames(12)
        #expect(near(travelled(square), 1.033930, 1e-6), "0.3 s: past the target")
        // It does not stop at the perceptual duration: it runs until the spring settles.
        world.frames(12)
        #expect(finished == nil && travelled(square) != 1)
        let settle = SpringParameters(perceptualDuration: 0.5, bounce: 0.3).settlingDuration
        world.run(seconds: settle - 0.5 + 0.05)
        #expect(finished == true && travelled(square) == 1)
        #expect(world.takeDiagnostics().isEmpty)
    }

    @Test func propertyAnimatorWithTheBounceForm() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let animator = ViewPropertyAnimator(duration: 0.5,
                                            timingParameters: SpringTimingParameters(duration: 0.5, bounce: 0.3))
        animator.addAnimations { square.center = CGPoint(x: 250, y: 50) }
        animator.startAnimation()
        world.frames(6)
        #expect(near(travelled(square), 0.423302, 1e-6), "0.1 s")
        world.frames(12)
        #expect(near(travelled(square), 1.033930, 1e-6), "0.3 s")
        #expect(world.takeDiagnostics().isEmpty)
    }

    @Test func invalidArgumentsAreIgnoredWithOneDiagnostic() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        View.animate(springDuration: 0, bounce: 2, animations: { square.center = CGPoint(x: 250, y: 50) })
        let messages = world.takeDiagnostics()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("duration must be") == true && messages.first?.contains("bounce must be") == true)
        world.frames(6)
        #expect(near(travelled(square), critical(0.1), 1e-6), "ran with UIKit's defaults: 0.5 s, bounce 0")

        let (_, other) = makeSquare()
        let animator = ViewPropertyAnimator(duration: 1, timingParameters: SpringTimingParameters(duration: 0.5, bounce: -1.5))
        #expect(world.takeDiagnostics().count == 1)
        animator.addAnimations { other.center = CGPoint(x: 250, y: 50) }
        animator.startAnimation()
        world.frames(6)
        #expect(near(travelled(other), critical(0.1), 1e-6))
        #expect(world.takeDiagnostics().isEmpty)
    }
}
