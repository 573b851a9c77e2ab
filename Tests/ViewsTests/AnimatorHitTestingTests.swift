import Foundation
import Testing
@testable import Views

/// isManualHitTestingEnabled and isUserInteractionEnabled of the views an animator moves.
@Suite(.world) struct AnimatorHitTestingTests {
    @Test func animatingViewsAreHitWhereTheyAreOnScreen() {
        let world = TestWorld()
        let (root, square, animator) = movingSquare()
        animator.fractionComplete = 0.5 // on screen x 100…200; model x 200…300
        #expect(root.hitTest(CGPoint(x: 150, y: 50)) === square)
        #expect(root.hitTest(CGPoint(x: 250, y: 50)) === root)
        withExtendedLifetime(world) {}
    }

    @Test func manualHitTestingUsesTheModel() {
        let world = TestWorld()
        let (root, square, animator) = movingSquare()
        animator.isManualHitTestingEnabled = true
        animator.fractionComplete = 0.5
        #expect(root.hitTest(CGPoint(x: 250, y: 50)) === square)
        #expect(root.hitTest(CGPoint(x: 150, y: 50)) === root)
        withExtendedLifetime(world) {}
    }

    @Test func disabledUserInteractionBlocksTouchesUntilTheEnd() {
        let world = TestWorld()
        let (root, square, animator) = movingSquare()
        animator.isUserInteractionEnabled = false
        animator.startAnimation()
        world.frames(30)
        #expect(root.hitTest(CGPoint(x: 150, y: 50)) === root)
        world.frames(35)
        #expect(animator.state == .inactive)
        #expect(root.hitTest(CGPoint(x: 250, y: 50)) === square)
    }
}
