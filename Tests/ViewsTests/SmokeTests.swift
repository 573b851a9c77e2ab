import Foundation
import Testing
@testable import Views

@Suite(.world) struct SmokeTests {
    @Test func linearAnimatorMovesCenter() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
            square.center = CGPoint(x: 250, y: 50)
        }
        #expect(square.center.x == 250)
        #expect(square.presentationValues.center.x == 50)
        animator.startAnimation()
        world.frames(30)
        #expect(abs(square.presentationValues.center.x - 150) < 1e-6)
        #expect(animator.state == .active)
        world.frames(31)
        #expect(animator.state == .inactive)
        #expect(square.presentationValues.center.x == 250)
    }
}
