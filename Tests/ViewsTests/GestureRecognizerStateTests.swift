import Foundation
import Testing
@testable import Views

/// The state machine every recognizer shares, seen through a pan: the threshold, began/changed/ended,
/// cancellation, failure, target–action and closure forms, isEnabled, and the delegate's shouldBegin / shouldReceive.
@Suite(.world) struct GestureRecognizerStateTests {
    /// A target whose method takes the recognizer as its own type (UIKit's `#selector(handlePan(_:))`).
    final class PanTarget {
        private(set) var states: [GestureRecognizer.State] = []
        private(set) var received: [PanGestureRecognizer] = []
        func handlePan(_ recognizer: PanGestureRecognizer) {
            received.append(recognizer)
            states.append(recognizer.state)
        }
        func handleTap(_ recognizer: TapGestureRecognizer) { states.append(recognizer.state) }
    }

    private func setUp(_ world: TestWorld) -> (root: View, view: TouchRecordingView, pan: RecordingPan, input: InputDispatcher) {
        let (root, view) = makeTouchTree()
        let pan = RecordingPan()
        view.addGestureRecognizer(pan)
        return (root, view, pan, makeInput(world, root: root))
    }

    @Test func nothingHappensBeforeTheTenPointThreshold() {
        let world = TestWorld()
        let (_, _, pan, input) = setUp(world)
        let log = GestureLog(pan)
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: 156, y: 150))
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: 156, y: 157.9)) // 9.9 pt from touch-down
        #expect(pan.state == .possible)
        #expect(log.count == 0)
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: 156, y: 158)) // exactly 10 pt
        #expect(pan.state == .began)
        #expect(log.states == [.began])
        #expect(log.translations == [CGPoint(x: 6, y: 8)], "translation is measured from touch-down")
    }

    @Test func aDragGoesBeganChangedEnded() {
        let world = TestWorld()
        let (_, _, pan, input) = setUp(world)
        let log = GestureLog(pan)
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        moveEachFrame(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 5, y: 0), frames: 6)
        #expect(pan.state == .changed)
        world.frames(1)
        input.pointerUp(at: CGPoint(x: 180, y: 150))
        // Moves 1 and 2 reach 10 pt at the second: began, then changed for moves 3…6, ended at the release.
        #expect(log.states == [.began, .changed, .changed, .changed, .changed, .ended])
        #expect(log.translations.map(\.x) == [10, 15, 20, 25, 30, 30])
        #expect(pan.finalStates == [.ended])
        #expect(pan.state == .possible, "reset once the sequence is over")
        #expect(pan.numberOfTouches == 0)
    }

    @Test func cancelTouchCancelsARecognizedPan() {
        let world = TestWorld()
        let (_, view, pan, input) = setUp(world)
        let log = GestureLog(pan)
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        moveEachFrame(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 0, y: 6), frames: 3)
        world.frames(1)
        input.cancelTouch()
        #expect(log.states == [.began, .changed, .cancelled])
        #expect(pan.finalStates == [.cancelled])
        // The view lost its touch when the pan began, and is not told twice.
        #expect(view.calls == [.began, .moved, .cancelled])
    }

    @Test func cancelTouchBeforeTheThresholdFailsQuietly() {
        let world = TestWorld()
        let (_, view, pan, input) = setUp(world)
        let log = GestureLog(pan)
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        moveEachFrame(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 3, y: 0), frames: 2)
        input.cancelTouch()
        #expect(log.count == 0)
        #expect(pan.finalStates == [.failed])
        #expect(view.calls == [.began, .moved, .moved, .cancelled])
    }

    @Test func aTouchEndingBeforeTheThresholdFails() {
        let world = TestWorld()
        let (_, view, pan, input) = setUp(world)
        let log = GestureLog(pan)
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        moveEachFrame(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 2, y: 2), frames: 3)
        world.frames(1)
        input.pointerUp(at: CGPoint(x: 156, y: 156))
        #expect(log.count == 0)
        #expect(pan.finalStates == [.failed])
        #expect(view.calls == [.began, .moved, .moved, .moved, .ended], "the view keeps its touch")
    }

    @Test func targetActionReceivesTheRecognizerAsItsOwnTypeOncePerChange() {
        let world = TestWorld()
        let (_, _, pan, input) = setUp(world)
        let target = PanTarget()
        pan.addTarget(target, action: PanTarget.handlePan)
        let other = PanTarget()
        pan.addTarget(other, action: PanTarget.handleTap) // the wrong type: never called
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        moveEachFrame(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 10, y: 0), frames: 3)
        input.pointerUp(at: CGPoint(x: 180, y: 150))
        #expect(target.states == [.began, .changed, .changed, .ended])
        #expect(target.received.allSatisfy { $0 === pan })
        #expect(other.states.isEmpty)
    }

    @Test func initialisersWithTargetOrHandlerFireLikeAddTarget() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let target = PanTarget()
        let byTarget = PanGestureRecognizer(target: target, action: PanTarget.handlePan)
        var handled: [GestureRecognizer.State] = []
        let byHandler = PanGestureRecognizer { handled.append($0.state) }
        let delegate = GestureDelegate()
        delegate.simultaneous = true
        byTarget.delegate = delegate
        view.addGestureRecognizer(byTarget)
        view.addGestureRecognizer(byHandler)
        #expect(view.gestureRecognizers?.count == 2)
        #expect(byTarget.view === view && byHandler.view === view)
        let input = makeInput(world, root: root)
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        moveEachFrame(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 0, y: 12), frames: 2)
        input.pointerUp(at: CGPoint(x: 150, y: 174))
        #expect(target.states == [.began, .changed, .ended])
        #expect(handled == [.began, .changed, .ended])
    }

    @Test func targetsAreHeldWeaklyAndActionsCanBeRemoved() {
        let world = TestWorld()
        let (_, _, pan, input) = setUp(world)
        var target: PanTarget? = PanTarget()
        weak let weakTarget = target
        pan.addTarget(target!, action: PanTarget.handlePan)
        target = nil
        #expect(weakTarget == nil, "the recognizer does not keep its target alive")
        var calls = 0
        pan.addAction { _ in calls += 1 }
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        moveEachFrame(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 11, y: 0), frames: 1)
        #expect(calls == 1)
        pan.removeAllActions()
        moveEachFrame(world, input, from: CGPoint(x: 161, y: 150), step: CGPoint(x: 5, y: 0), frames: 2)
        input.pointerUp(at: CGPoint(x: 171, y: 150))
        #expect(calls == 1)
        #expect(pan.finalStates == [.ended])
    }

    @Test func disablingMidGestureCancelsAndTheRestOfTheTouchIsIgnored() {
        let world = TestWorld()
        let (_, view, pan, input) = setUp(world)
        let log = GestureLog(pan)
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        moveEachFrame(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 6, y: 0), frames: 3)
        #expect(log.states == [.began, .changed])
        pan.isEnabled = false
        #expect(log.states == [.began, .changed, .cancelled])
        moveEachFrame(world, input, from: CGPoint(x: 168, y: 150), step: CGPoint(x: 6, y: 0), frames: 3)
        input.pointerUp(at: CGPoint(x: 186, y: 150))
        #expect(log.states == [.began, .changed, .cancelled])
        #expect(view.calls == [.began, .moved, .cancelled], "the view lost the touch when the pan began")
        // Disabled, it sees no touch at all; enabled again, it works again.
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        moveEachFrame(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 20, y: 0), frames: 2)
        input.pointerUp(at: CGPoint(x: 190, y: 150))
        #expect(log.count == 3)
        #expect(view.calls.suffix(4) == [.began, .moved, .moved, .ended])
        pan.isEnabled = true
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        moveEachFrame(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 20, y: 0), frames: 2)
        input.pointerUp(at: CGPoint(x: 190, y: 150))
        #expect(log.states.suffix(3) == [.began, .changed, .ended])
    }

    @Test func disablingBeforeTheThresholdKeepsThePanFromBeginning() {
        let world = TestWorld()
        let (_, view, pan, input) = setUp(world)
        let log = GestureLog(pan)
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        moveEachFrame(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 4, y: 0), frames: 1)
        pan.isEnabled = false
        moveEachFrame(world, input, from: CGPoint(x: 154, y: 150), step: CGPoint(x: 10, y: 0), frames: 3)
        input.pointerUp(at: CGPoint(x: 184, y: 150))
        #expect(log.count == 0)
        #expect(view.calls == [.began, .moved, .moved, .moved, .moved, .ended])
    }

    @Test func shouldBeginFalseFailsWithoutActions() {
        let world = TestWorld()
        let (_, view, pan, input) = setUp(world)
        let delegate = GestureDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        let log = GestureLog(pan)
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        moveEachFrame(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 6, y: 0), frames: 2)
        #expect(pan.state == .failed)
        moveEachFrame(world, input, from: CGPoint(x: 162, y: 150), step: CGPoint(x: 6, y: 0), frames: 2)
        #expect(delegate.shouldBeginCalls == 1, "asked once, when the threshold was crossed")
        input.pointerUp(at: CGPoint(x: 174, y: 150))
        #expect(log.count == 0)
        #expect(pan.finalStates == [.failed])
        #expect(view.calls == [.began, .moved, .moved, .moved, .moved, .ended], "a failed pan takes no touches")
        // The next drag asks again.
        delegate.shouldBegin = true
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        moveEachFrame(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 12, y: 0), frames: 1)
        #expect(delegate.shouldBeginCalls == 2)
        #expect(log.states == [.began])
    }

    @Test func shouldReceiveFalseHidesTheTouch() {
        let world = TestWorld()
        let (_, view, pan, input) = setUp(world)
        let delegate = GestureDelegate()
        delegate.receives = false
        pan.delegate = delegate
        let log = GestureLog(pan)
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        moveEachFrame(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 20, y: 0), frames: 2)
        #expect(pan.numberOfTouches == 0)
        #expect(pan.state == .possible)
        input.pointerUp(at: CGPoint(x: 190, y: 150))
        #expect(log.count == 0)
        #expect(delegate.shouldBeginCalls == 0)
        #expect(view.calls == [.began, .moved, .moved, .ended])
    }

    @Test func locationFollowsTheTouchInAnyView() {
        let world = TestWorld()
        let (root, view, pan, input) = setUp(world)
        let inner = View(frame: CGRect(x: 50, y: 20, width: 100, height: 100))
        view.addSubview(inner)
        input.pointerDown(at: CGPoint(x: 120, y: 130))
        #expect(pan.location(in: nil) == CGPoint(x: 120, y: 130))
        #expect(pan.location(in: root) == CGPoint(x: 120, y: 130))
        #expect(pan.location(in: view) == CGPoint(x: 20, y: 30))
        moveEachFrame(world, input, from: CGPoint(x: 120, y: 130), step: CGPoint(x: 40, y: 10), frames: 2)
        #expect(pan.location(in: view) == CGPoint(x: 100, y: 50))
        #expect(pan.location(in: inner) == CGPoint(x: 50, y: 30))
    }

    @Test func addingToAnotherViewMovesTheRecognizer() {
        let (root, view) = makeTouchTree()
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        root.addGestureRecognizer(pan)
        #expect(pan.view === root)
        #expect(view.gestureRecognizers == nil)
        #expect(root.gestureRecognizers?.count == 1)
        root.removeGestureRecognizer(pan)
        #expect(pan.view == nil)
        #expect(root.gestureRecognizers == nil)
    }

    @Test func stateDescriptions() {
        #expect(GestureRecognizer.State.recognized == .ended)
        #expect(GestureRecognizer.State.allDescriptions == ["possible", "began", "changed", "ended", "cancelled", "failed"])
    }
}

extension GestureRecognizer.State {
    static var allDescriptions: [String] {
        let all: [GestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        return all.map(\.description)
    }
}
