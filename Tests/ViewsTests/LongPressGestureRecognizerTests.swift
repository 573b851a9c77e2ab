import Foundation
import Testing
@testable import Views

/// LongPressGestureRecognizer: begins on the frame tick at which minimumPressDuration has passed, fails when
/// the touch moves or ends first, then reports movement until the release.
@Suite(.world) struct LongPressGestureRecognizerTests {
    private func setUp(_ world: TestWorld)
        -> (root: View, view: TouchRecordingView, press: RecordingLongPress, log: GestureLog, input: InputDispatcher) {
        let (root, view) = makeTouchTree()
        let press = RecordingLongPress()
        view.addGestureRecognizer(press)
        return (root, view, press, GestureLog(press, in: view), makeInput(world, root: root))
    }

    @Test func beginsOnTheFrameTickAfterHalfASecondWithoutAnyEvent() {
        let world = TestWorld()
        let (_, _, press, log, input) = setUp(world)
        let down = world.now
        input.pointerDown(at: CGPoint(x: 150, y: 160))
        world.frames(29)
        #expect(press.state == .possible)
        #expect(log.count == 0)
        world.frames(1) // 30 frames = 0.5 s
        #expect(log.states == [.began])
        #expect(close(log.times[0] - down, 0.5, 1e-6))
        #expect(log.locations == [CGPoint(x: 50, y: 60)])
    }

    @Test func afterBeganMovementIsReportedUntilTheRelease() {
        let world = TestWorld()
        let (_, _, press, log, input) = setUp(world)
        input.pointerDown(at: CGPoint(x: 150, y: 160))
        world.frames(30)
        moveEachFrame(world, input, from: CGPoint(x: 150, y: 160), step: CGPoint(x: 30, y: 0), frames: 2)
        world.frames(1)
        input.pointerUp(at: CGPoint(x: 210, y: 160))
        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(log.locations.map(\.x) == [50, 80, 110, 110])
        #expect(press.finalStates == [.ended])
    }

    @Test func movingTooFarFirstFailsIt() {
        let world = TestWorld()
        let (_, view, press, log, input) = setUp(world)
        input.pointerDown(at: CGPoint(x: 150, y: 160))
        world.frames(10)
        input.pointerMoved(to: CGPoint(x: 150, y: 171))
        #expect(press.state == .failed)
        world.frames(60)
        input.pointerUp(at: CGPoint(x: 150, y: 171))
        #expect(log.count == 0)
        #expect(press.finalStates == [.failed])
        #expect(view.calls == [.began, .moved, .ended])
    }

    @Test func aLittleMovementIsAllowed() {
        let world = TestWorld()
        let (_, _, _, log, input) = setUp(world)
        input.pointerDown(at: CGPoint(x: 150, y: 160))
        world.frames(10)
        input.pointerMoved(to: CGPoint(x: 156, y: 168)) // exactly 10 pt
        world.frames(20)
        #expect(log.states == [.began])
    }

    @Test func releasingEarlyFailsIt() {
        let world = TestWorld()
        let (_, view, press, log, input) = setUp(world)
        input.pointerDown(at: CGPoint(x: 150, y: 160))
        world.frames(25)
        input.pointerUp(at: CGPoint(x: 150, y: 160))
        world.frames(30)
        #expect(log.count == 0)
        #expect(press.finalStates == [.failed])
        #expect(view.calls == [.began, .ended])
    }

    @Test func aShorterMinimumPressDuration() {
        let world = TestWorld()
        let (_, _, press, log, input) = setUp(world)
        press.minimumPressDuration = 0.2
        input.pointerDown(at: CGPoint(x: 150, y: 160))
        world.frames(11)
        #expect(log.count == 0)
        world.frames(1)
        #expect(log.states == [.began])
    }

    @Test func theViewLosesItsTouchWhenThePressBegins() {
        let world = TestWorld()
        let (_, view, _, log, input) = setUp(world)
        input.pointerDown(at: CGPoint(x: 150, y: 160))
        world.frames(5)
        input.pointerMoved(to: CGPoint(x: 152, y: 160))
        world.frames(25)
        #expect(log.states == [.began])
        #expect(view.calls == [.began, .moved, .cancelled])
        input.pointerMoved(to: CGPoint(x: 170, y: 160))
        input.pointerUp(at: CGPoint(x: 170, y: 160))
        #expect(view.calls == [.began, .moved, .cancelled])
        #expect(log.states == [.began, .changed, .ended])
    }
}
