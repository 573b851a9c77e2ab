import Foundation
import Testing
@testable import Views

/// HoverGestureRecognizer: began over the view (or a subview), changed as the pointer moves there, ended when
/// it leaves, when a button goes down, or when the pointer leaves the window; no part in touch gestures.
@Suite(.world) struct HoverGestureRecognizerTests {
    private final class Log {
        var states: [GestureRecognizer.State] = []
        var locations: [CGPoint] = []
    }

    private func hoverTree() -> (root: View, row: View, child: View, hover: HoverGestureRecognizer, log: Log) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let row = View(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        let child = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(row)
        row.addSubview(child)
        let log = Log()
        let hover = HoverGestureRecognizer { recognizer in
            log.states.append(recognizer.state)
            log.locations.append(recognizer.location(in: row))
        }
        row.addGestureRecognizer(hover)
        return (root, row, child, hover, log)
    }

    @Test func entersMovesAndLeaves() {
        let world = TestWorld()
        let (root, _, _, _, log) = hoverTree()
        let input = makeInput(world, root: root)
        input.pointerMoved(to: CGPoint(x: 50, y: 50))
        #expect(log.states.isEmpty, "not over the row yet")
        input.pointerMoved(to: CGPoint(x: 150, y: 150))
        input.pointerMoved(to: CGPoint(x: 115, y: 115))   // over the child: still the row's hover
        input.pointerMoved(to: CGPoint(x: 350, y: 150))
        #expect(log.states == [.began, .changed, .ended])
        #expect(log.locations[0] == CGPoint(x: 50, y: 50))
        #expect(log.locations[1] == CGPoint(x: 15, y: 15))
        input.pointerMoved(to: CGPoint(x: 200, y: 150))
        #expect(log.states.last == .began, "a second hover begins afresh")
    }

    @Test func aPressOrLeavingTheWindowEndsTheHover() {
        let world = TestWorld()
        let (root, _, _, _, log) = hoverTree()
        let input = makeInput(world, root: root)
        input.pointerMoved(to: CGPoint(x: 150, y: 150))
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        #expect(log.states == [.began, .ended])
        input.pointerMoved(to: CGPoint(x: 160, y: 150))
        #expect(log.states.count == 2, "no hover while the button is down")
        input.pointerUp(at: CGPoint(x: 160, y: 150))
        input.pointerMoved(to: CGPoint(x: 170, y: 150))
        #expect(log.states.last == .began)
        input.pointerExited()
        #expect(log.states.last == .ended)
    }

    @Test func takesNoPartInTouchGestures() {
        let world = TestWorld()
        let (root, row, _, _, _) = hoverTree()
        var tapped = 0
        row.addGestureRecognizer(TapGestureRecognizer { _ in tapped += 1 })
        let input = makeInput(world, root: root)
        input.pointerMoved(to: CGPoint(x: 150, y: 150))
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        world.frames(1)
        input.pointerUp(at: CGPoint(x: 150, y: 150))
        world.frames(1)
        #expect(tapped == 1, "the hover does not hold the tap back")
    }

    @Test func aDisabledHoverIsNotTold() {
        let world = TestWorld()
        let (root, _, _, hover, log) = hoverTree()
        hover.isEnabled = false
        let input = makeInput(world, root: root)
        input.pointerMoved(to: CGPoint(x: 150, y: 150))
        #expect(log.states.isEmpty)
    }
}
