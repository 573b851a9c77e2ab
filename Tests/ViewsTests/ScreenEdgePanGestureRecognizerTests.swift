import Foundation
import Testing
@testable import Views

/// ScreenEdgePanGestureRecognizer: only from within 24 pt of a chosen window edge, only moving away from it.
@Suite(.world) struct ScreenEdgePanGestureRecognizerTests {
    private func setUp(_ world: TestWorld, edges: RectEdge = .left)
        -> (root: View, edge: RecordingEdgePan, log: GestureLog, input: InputDispatcher) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let content = View(frame: root.bounds)
        root.addSubview(content)
        let edge = RecordingEdgePan()
        edge.edges = edges
        content.addGestureRecognizer(edge)
        return (root, edge, GestureLog(edge), makeInput(world, root: root))
    }

    private func drag(_ world: TestWorld, _ input: InputDispatcher, from start: CGPoint, step: CGPoint, frames: Int) {
        input.pointerDown(at: start)
        moveEachFrame(world, input, from: start, step: step, frames: frames)
        input.pointerUp(at: CGPoint(x: start.x + step.x * CGFloat(frames), y: start.y + step.y * CGFloat(frames)))
    }

    @Test func beginsFromTheLeftEdgeMovingRight() {
        let world = TestWorld()
        let (root, edge, log, input) = setUp(world)
        drag(world, input, from: CGPoint(x: 5, y: 300), step: CGPoint(x: 6, y: 1), frames: 4)
        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(log.translations.first == CGPoint(x: 12, y: 2))
        #expect(log.translations.last == CGPoint(x: 24, y: 4))
        #expect(log.velocities.first == .zero)
        #expect(edge.finalStates == [.ended])
        #expect(edge.view?.rootView === root)
    }

    @Test func theZoneIsTwentyFourPointsWide() {
        let world = TestWorld()
        let (_, edge, log, input) = setUp(world)
        drag(world, input, from: CGPoint(x: 24, y: 300), step: CGPoint(x: 8, y: 0), frames: 3)
        #expect(log.states == [.began, .changed, .ended])
        drag(world, input, from: CGPoint(x: 25, y: 300), step: CGPoint(x: 8, y: 0), frames: 3)
        #expect(log.count == 3, "a drag starting 25 pt in is an ordinary drag")
        #expect(edge.finalStates == [.ended, .failed])
        edge.edgeZone = 40
        drag(world, input, from: CGPoint(x: 39, y: 300), step: CGPoint(x: 8, y: 0), frames: 3)
        #expect(log.count == 6)
    }

    @Test func movingAlongOrTowardTheEdgeFails() {
        let world = TestWorld()
        let (_, edge, log, input) = setUp(world)
        drag(world, input, from: CGPoint(x: 20, y: 300), step: CGPoint(x: -4, y: 0), frames: 4)
        drag(world, input, from: CGPoint(x: 10, y: 300), step: CGPoint(x: 0, y: 8), frames: 4)
        drag(world, input, from: CGPoint(x: 10, y: 300), step: CGPoint(x: 5, y: -6), frames: 4)
        #expect(log.count == 0)
        #expect(edge.finalStates == [.failed, .failed, .failed])
        // Mostly rightward is enough.
        drag(world, input, from: CGPoint(x: 10, y: 300), step: CGPoint(x: 6, y: 5), frames: 4)
        #expect(log.states == [.began, .changed, .changed, .ended])
    }

    @Test func withoutEdgesItNeverBegins() {
        let world = TestWorld()
        let (_, edge, log, input) = setUp(world, edges: [])
        drag(world, input, from: CGPoint(x: 2, y: 300), step: CGPoint(x: 10, y: 0), frames: 4)
        #expect(log.count == 0)
        #expect(edge.finalStates == [.failed])
    }

    @Test func theRightEdgeWantsALeftwardMove() {
        let world = TestWorld()
        let (_, _, log, input) = setUp(world, edges: .right)
        drag(world, input, from: CGPoint(x: 10, y: 300), step: CGPoint(x: 10, y: 0), frames: 3)
        drag(world, input, from: CGPoint(x: 390, y: 300), step: CGPoint(x: 3, y: 0), frames: 3)
        #expect(log.count == 0)
        drag(world, input, from: CGPoint(x: 390, y: 300), step: CGPoint(x: -10, y: 0), frames: 3)
        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(log.translations.last == CGPoint(x: -30, y: 0))
    }

    @Test func theEdgeIsTheWindowsNotTheRecognizersView() {
        let world = TestWorld()
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let inset = View(frame: CGRect(x: 100, y: 0, width: 300, height: 800))
        root.addSubview(inset)
        let edge = ScreenEdgePanGestureRecognizer()
        edge.edges = .left
        inset.addGestureRecognizer(edge)
        let log = GestureLog(edge)
        let input = makeInput(world, root: root)
        drag(world, input, from: CGPoint(x: 105, y: 300), step: CGPoint(x: 10, y: 0), frames: 3)
        #expect(log.count == 0, "5 pt inside the view but 105 pt from the window's edge")
    }
}
