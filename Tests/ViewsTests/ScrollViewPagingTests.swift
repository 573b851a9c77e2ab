import Foundation
import Testing
@testable import Views

/// isPagingEnabled: a release rests on a page (the next one for a fling, else the nearest), and a wheel turn
/// turns one page, however many notches it has.
@Suite(.world) struct ScrollViewPagingTests {
    @Test func aFlingTurnsOnePageAndASlowReleaseGoesToTheNearest() {
        let world = TestWorld()
        let (root, scrollView, log) = makeScrollTree(contentHeight: 600 * 5)
        scrollView.isPagingEnabled = true
        let input = makeInput(world, root: root)
        // A quick fling up (content down): one page, not the several the projection would reach.
        fling(world, input, from: CGPoint(x: 200, y: 500), step: CGPoint(x: 0, y: -30), frames: 5)
        #expect(log.proposedTarget?.y == 600, "the delegate is told the page: \(String(describing: log.proposedTarget))")
        world.run(seconds: 8)
        #expect(scrollView.contentOffset.y == 600)
        // A slow drag of 200 pt down the content, held still: back to the nearest page (600, not 800).
        fling(world, input, from: CGPoint(x: 200, y: 500), step: CGPoint(x: 0, y: -10), frames: 20, hold: 20)
        world.run(seconds: 8)
        #expect(scrollView.contentOffset.y == 600)
    }

    @Test func aWheelTurnTurnsOnePage() {
        let world = TestWorld()
        let (root, scrollView, _) = makeScrollTree(contentHeight: 600 * 5)
        scrollView.isPagingEnabled = true
        let input = makeInput(world, root: root)
        input.pointerMoved(to: CGPoint(x: 200, y: 300))
        for _ in 0..<4 {   // one turn of four notches, a frame apart
            input.wheel(-1)
            world.frames(1)
        }
        world.frames(40)
        #expect(scrollView.contentOffset.y == 600, "one page for the turn")
        world.run(seconds: 0.5)
        input.wheel(-1)
        world.frames(1)
        input.wheel(1)    // a notch within the same turn (0.3 s): it turns nothing more
        world.frames(40)
        #expect(scrollView.contentOffset.y == 1200, "the next turn, the next page, and only one")
        world.run(seconds: 0.5)
        input.wheel(1)
        world.frames(40)
        #expect(scrollView.contentOffset.y == 600, "back a page")
    }

    /// UIKit ignores a target written for a paging scroll view, and says so.
    @Test func aWrittenTargetIsIgnoredWithUIKitsDiagnostic() {
        let world = TestWorld()
        let (root, scrollView, log) = makeScrollTree(contentHeight: 600 * 5)
        scrollView.isPagingEnabled = true
        log.retarget = { _ in CGPoint(x: 0, y: 1800) }
        let input = makeInput(world, root: root)
        fling(world, input, from: CGPoint(x: 200, y: 500), step: CGPoint(x: 0, y: -30), frames: 5)
        world.run(seconds: 8)
        #expect(scrollView.contentOffset.y == 600, "the page, not the written 1800")
        #expect(world.takeDiagnostics() == ["Stop offset can not be modified for paging scroll views"])
    }
}
