import Foundation
import Testing
@testable import Views

/// The arena: which recognizers see a touch, simultaneous recognition (denied by default, allowed by either
/// delegate), failing the others, cancelsTouchesInView, and require(toFail:).
@Suite(.world) struct GestureArenaTests {
    /// root ⊃ outer (0,0 400×400) ⊃ inner (100,100 200×200), a pan on each.
    private func nestedPans(_ world: TestWorld)
        -> (inner: TouchRecordingView, outerPan: RecordingPan, innerPan: RecordingPan, input: InputDispatcher) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let outer = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let inner = TouchRecordingView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        root.addSubview(outer)
        outer.addSubview(inner)
        let outerPan = RecordingPan(), innerPan = RecordingPan()
        outer.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)
        return (inner, outerPan, innerPan, makeInput(world, root: root))
    }

    private func drag(_ world: TestWorld, _ input: InputDispatcher, from start: CGPoint, step: CGPoint, frames: Int) {
        input.pointerDown(at: start)
        moveEachFrame(world, input, from: start, step: step, frames: frames)
        input.pointerUp(at: CGPoint(x: start.x + step.x * CGFloat(frames), y: start.y + step.y * CGFloat(frames)))
    }

    // MARK: Simultaneous recognition

    @Test func onlyTheDeeperOfTwoNestedPansBegins() {
        let world = TestWorld()
        let (_, outerPan, innerPan, input) = nestedPans(world)
        let outerLog = GestureLog(outerPan), innerLog = GestureLog(innerPan)
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        #expect(input.gestureArena.participants.count == 2)
        #expect(input.gestureArena.participants.first === innerPan, "deepest view first")
        moveEachFrame(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 12, y: 0), frames: 3)
        #expect(innerPan.state == .changed)
        #expect(outerPan.state == .failed)
        input.pointerUp(at: CGPoint(x: 186, y: 150))
        #expect(innerLog.states == [.began, .changed, .changed, .ended])
        #expect(outerLog.count == 0)
        #expect(outerPan.finalStates == [.failed])
        #expect(input.gestureArena.participants.isEmpty)
        // Outside the inner view the outer pan has the touch to itself.
        drag(world, input, from: CGPoint(x: 50, y: 50), step: CGPoint(x: 12, y: 0), frames: 2)
        #expect(outerLog.states == [.began, .changed, .ended])
        #expect(innerLog.count == 4)
    }

    @Test func theInnerDelegateCanAllowBothPans() {
        let world = TestWorld()
        let (inner, outerPan, innerPan, input) = nestedPans(world)
        let delegate = GestureDelegate()
        delegate.simultaneous = true
        innerPan.delegate = delegate
        let outerLog = GestureLog(outerPan), innerLog = GestureLog(innerPan)
        drag(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 0, y: 12), frames: 3)
        #expect(innerLog.states == [.began, .changed, .changed, .ended])
        #expect(outerLog.states == [.began, .changed, .changed, .ended])
        #expect(outerLog.translations == innerLog.translations)
        #expect(delegate.simultaneousCalls > 0)
        #expect(inner.calls == [.began, .cancelled], "cancelled once, however many recognizers began")
    }

    @Test func theOuterDelegateCanAllowBothPansToo() {
        let world = TestWorld()
        let (_, outerPan, innerPan, input) = nestedPans(world)
        let delegate = GestureDelegate()
        delegate.simultaneous = true
        outerPan.delegate = delegate
        let outerLog = GestureLog(outerPan), innerLog = GestureLog(innerPan)
        drag(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 0, y: 12), frames: 2)
        #expect(innerLog.states == [.began, .changed, .ended])
        #expect(outerLog.states == [.began, .changed, .ended])
    }

    @Test func aDelegateSayingNoKeepsTheDefault() {
        let world = TestWorld()
        let (_, outerPan, innerPan, input) = nestedPans(world)
        let delegate = GestureDelegate()
        innerPan.delegate = delegate
        outerPan.delegate = delegate
        let outerLog = GestureLog(outerPan), innerLog = GestureLog(innerPan)
        drag(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 0, y: 12), frames: 2)
        #expect(innerLog.states == [.began, .changed, .ended])
        #expect(outerLog.count == 0)
        #expect(delegate.simultaneousCalls >= 1)
    }

    @Test func whenTheInnerPanRefusesToBeginTheOuterOneTakesOver() {
        let world = TestWorld()
        let (_, outerPan, innerPan, input) = nestedPans(world)
        let delegate = GestureDelegate()
        delegate.shouldBegin = false
        innerPan.delegate = delegate
        let outerLog = GestureLog(outerPan), innerLog = GestureLog(innerPan)
        drag(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 12, y: 0), frames: 2)
        #expect(innerLog.count == 0)
        #expect(innerPan.finalStates == [.failed])
        #expect(outerLog.states == [.began, .changed, .ended])
    }

    @Test func aPanAndATapOnOneViewExcludeEachOther() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let pan = RecordingPan(), tap = RecordingTap()
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        let panLog = GestureLog(pan), tapLog = GestureLog(tap)
        let input = makeInput(world, root: root)
        drag(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 8, y: 0), frames: 3)
        #expect(panLog.states == [.began, .changed, .ended])
        #expect(tapLog.count == 0)
        #expect(tap.finalStates == [.failed])
        click(world, input, at: CGPoint(x: 150, y: 150))
        #expect(tapLog.states == [.recognized])
        #expect(panLog.count == 3)
        #expect(pan.finalStates == [.ended, .failed])
    }

    @Test func aLongPressAndAPanOnOneViewExcludeEachOther() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let pan = RecordingPan(), press = RecordingLongPress()
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(press)
        let panLog = GestureLog(pan), pressLog = GestureLog(press)
        let input = makeInput(world, root: root)
        // Moving first: the pan.
        drag(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 12, y: 0), frames: 2)
        world.frames(40)
        #expect(panLog.states == [.began, .changed, .ended])
        #expect(pressLog.count == 0)
        // Holding first: the long press, and the drag that follows belongs to it.
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        world.frames(31)
        moveEachFrame(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 12, y: 0), frames: 2)
        input.pointerUp(at: CGPoint(x: 174, y: 150))
        #expect(pressLog.states == [.began, .changed, .changed, .ended])
        #expect(panLog.count == 3)
        #expect(pan.finalStates == [.ended, .failed])
    }

    // MARK: cancelsTouchesInView

    @Test func aRecognizedPanCancelsTheViewsTouch() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        let input = makeInput(world, root: root)
        drag(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 4, y: 0), frames: 6)
        // Moves at 4 and 8 pt reach the view; at 12 pt the pan begins and the view's touch is cancelled.
        #expect(view.calls == [.began, .moved, .moved, .cancelled])
        #expect(view.touches.allSatisfy { $0 === view.touches[0] })
    }

    @Test func withoutCancelsTouchesInViewTheViewKeepsItsTouch() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let pan = PanGestureRecognizer()
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        let log = GestureLog(pan)
        let input = makeInput(world, root: root)
        drag(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 4, y: 0), frames: 6)
        #expect(log.states == [.began, .changed, .changed, .changed, .ended])
        #expect(view.calls == [.began, .moved, .moved, .moved, .moved, .moved, .moved, .ended])
        #expect(view.locations.last == CGPoint(x: 74, y: 50))
    }

    @Test func aRecognizedTapCancelsTheViewsTouchInsteadOfEndingIt() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let tap = TapGestureRecognizer()
        view.addGestureRecognizer(tap)
        let log = GestureLog(tap)
        let input = makeInput(world, root: root)
        click(world, input, at: CGPoint(x: 150, y: 150))
        #expect(log.states == [.recognized])
        #expect(view.calls == [.began, .cancelled])
        tap.cancelsTouchesInView = false
        click(world, input, at: CGPoint(x: 150, y: 150))
        #expect(log.count == 2)
        #expect(view.calls == [.began, .cancelled, .began, .ended])
    }

    @Test func aFailedRecognizerLeavesTheTouchToTheView() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let tap = TapGestureRecognizer()
        view.addGestureRecognizer(tap)
        let input = makeInput(world, root: root)
        drag(world, input, from: CGPoint(x: 150, y: 150), step: CGPoint(x: 8, y: 0), frames: 3)
        #expect(view.calls == [.began, .moved, .moved, .moved, .ended])
    }

    // MARK: require(toFail:)

    @Test func aSingleTapWaitsForTheDoubleTapToFail() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let single = RecordingTap(), double = RecordingTap()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let singleLog = GestureLog(single), doubleLog = GestureLog(double)
        let input = makeInput(world, root: root)
        let up = world.now + 1.0 / 60
        click(world, input, at: CGPoint(x: 150, y: 150))
        #expect(singleLog.count == 0, "the double tap may still come")
        world.frames(15)
        #expect(singleLog.count == 0)
        world.frames(10)
        #expect(singleLog.states == [.recognized], "recognized once the double tap timed out")
        #expect(singleLog.times[0] - up > double.maximumTapInterval)
        #expect(singleLog.times[0] - up < double.maximumTapInterval + 0.04)
        #expect(doubleLog.count == 0)
        #expect(double.finalStates == [.failed])
        #expect(single.finalStates == [.ended])
        // A double click: only the double tap.
        world.frames(30)
        click(world, input, at: CGPoint(x: 150, y: 150))
        world.frames(5)
        click(world, input, at: CGPoint(x: 150, y: 150))
        world.frames(40)
        #expect(doubleLog.states == [.recognized])
        #expect(singleLog.count == 1)
        #expect(single.finalStates == [.ended, .failed])
    }

    @Test func aRecognizerWaitingToRecognizeStillReceivesCancellation() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let single = RecordingTap(), double = RecordingTap()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let singleLog = GestureLog(single)
        let input = makeInput(world, root: root)
        click(world, input, at: CGPoint(x: 150, y: 150))
        world.frames(5)
        // A second touch that is no tap fails the double tap; the single tap, already recognized in waiting,
        // then fires for the first click.
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: 190, y: 150))
        #expect(double.state == .failed)
        #expect(singleLog.states == [.recognized])
        input.pointerUp(at: CGPoint(x: 190, y: 150))
        world.frames(30)
        #expect(singleLog.count == 1)
    }

    @Test func aContentPanWaitsForTheEdgePanToFail() {
        let world = TestWorld()
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let content = View(frame: root.bounds)
        root.addSubview(content)
        let edge = RecordingEdgePan()
        edge.edges = .left
        root.addGestureRecognizer(edge)
        let pan = RecordingPan()
        content.addGestureRecognizer(pan)
        pan.require(toFail: edge)
        let edgeLog = GestureLog(edge), panLog = GestureLog(pan)
        let input = makeInput(world, root: root)
        // From the edge: the (shallower) edge pan wins over the content pan.
        drag(world, input, from: CGPoint(x: 5, y: 300), step: CGPoint(x: 12, y: 0), frames: 3)
        #expect(edgeLog.states == [.began, .changed, .changed, .ended])
        #expect(panLog.count == 0)
        #expect(pan.finalStates == [.failed])
        // From the middle the edge pan fails at once and the content pan is not held back.
        drag(world, input, from: CGPoint(x: 200, y: 300), step: CGPoint(x: 12, y: 0), frames: 3)
        #expect(panLog.states == [.began, .changed, .changed, .ended])
        #expect(panLog.translations.first == CGPoint(x: 12, y: 0))
        #expect(edgeLog.count == 4)
        // From the edge but moving up: the edge pan fails when the move is judged, and the content pan
        // begins at that same move.
        drag(world, input, from: CGPoint(x: 5, y: 300), step: CGPoint(x: 0, y: -12), frames: 3)
        #expect(panLog.states.suffix(4) == [.began, .changed, .changed, .ended])
        #expect(panLog.translations.suffix(4).first == CGPoint(x: 0, y: -12))
    }

    @Test func aRequirementOutsideTheTouchDoesNotHoldARecognizerBack() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let elsewhere = View(frame: CGRect(x: 0, y: 500, width: 100, height: 100))
        root.addSubview(elsewhere)
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        elsewhere.addGestureRecognizer(double)
        let single = TapGestureRecognizer()
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        let log = GestureLog(single)
        let input = makeInput(world, root: root)
        click(world, input, at: CGPoint(x: 150, y: 150))
        #expect(log.states == [.recognized])
    }
}
