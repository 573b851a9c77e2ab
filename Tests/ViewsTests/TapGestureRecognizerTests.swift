import Foundation
import Testing
@testable import Views

/// TapGestureRecognizer: single and multiple taps, the interval between taps, allowable movement.
@Suite(.world) struct TapGestureRecognizerTests {
    private func setUp(_ world: TestWorld, taps: Int = 1)
        -> (root: View, view: TouchRecordingView, tap: RecordingTap, log: GestureLog, input: InputDispatcher) {
        let (root, view) = makeTouchTree()
        let tap = RecordingTap()
        tap.numberOfTapsRequired = taps
        view.addGestureRecognizer(tap)
        return (root, view, tap, GestureLog(tap, in: view), makeInput(world, root: root))
    }

    @Test func aClickIsRecognizedOnceAtTheRelease() {
        let world = TestWorld()
        let (_, _, tap, log, input) = setUp(world)
        input.pointerDown(at: CGPoint(x: 130, y: 140))
        world.frames(10)
        #expect(log.count == 0)
        input.pointerUp(at: CGPoint(x: 130, y: 140))
        #expect(log.states == [.recognized])
        #expect(log.locations == [CGPoint(x: 30, y: 40)])
        #expect(log.touchCounts == [1])
        #expect(log.times == [world.now])
        #expect(tap.finalStates == [.ended])
        world.frames(30)
        #expect(log.count == 1)
    }

    @Test func aClickOnASubviewReachesTheTapOfAnAncestor() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let button = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.addSubview(button)
        let tap = TapGestureRecognizer()
        root.addGestureRecognizer(tap)
        let log = GestureLog(tap, in: button)
        let input = makeInput(world, root: root)
        click(world, input, at: CGPoint(x: 120, y: 125))
        #expect(log.states == [.recognized])
        #expect(log.locations == [CGPoint(x: 10, y: 15)])
    }

    @Test func movingTooFarFailsTheTap() {
        let world = TestWorld()
        let (_, _, tap, log, input) = setUp(world)
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: 159, y: 150))
        world.frames(1)
        input.pointerUp(at: CGPoint(x: 159, y: 150))
        #expect(log.states == [.recognized], "9 pt is still a tap")
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: 161, y: 150))
        #expect(tap.state == .failed)
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: 150, y: 150)) // coming back does not help
        input.pointerUp(at: CGPoint(x: 150, y: 150))
        #expect(log.count == 1)
        #expect(tap.finalStates == [.ended, .failed])
        tap.allowableMovement = 20
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        world.frames(1)
        input.pointerUp(at: CGPoint(x: 165, y: 160))
        #expect(log.count == 2, "18 pt, within the larger allowance")
    }

    @Test func aReleaseFarFromThePressIsNoTapEvenWithoutAMove() {
        let world = TestWorld()
        let (_, _, tap, log, input) = setUp(world)
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        world.frames(1)
        input.pointerUp(at: CGPoint(x: 250, y: 150)) // the up event alone carries the movement
        #expect(log.count == 0)
        #expect(tap.finalStates == [.failed])
    }

    @Test func aCancelledTouchIsNoTap() {
        let world = TestWorld()
        let (_, _, tap, log, input) = setUp(world)
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        world.frames(1)
        input.cancelTouch()
        #expect(log.count == 0)
        #expect(tap.finalStates == [.failed])
    }

    @Test func aDoubleTapIsRecognizedAtTheSecondRelease() {
        let world = TestWorld()
        let (_, _, tap, log, input) = setUp(world, taps: 2)
        click(world, input, at: CGPoint(x: 150, y: 150))
        #expect(log.count == 0)
        #expect(tap.state == .possible)
        world.frames(10)
        #expect(log.count == 0)
        click(world, input, at: CGPoint(x: 152, y: 151))
        #expect(log.states == [.recognized])
        #expect(log.locations == [CGPoint(x: 52, y: 51)])
        #expect(log.touchCounts == [1], "one finger tapping twice")
        #expect(tap.finalStates == [.ended])
        world.frames(30)
        #expect(log.count == 1)
    }

    @Test func aDoubleTapTimesOutOnFrameTicks() {
        let world = TestWorld()
        let (_, _, tap, log, input) = setUp(world, taps: 2)
        click(world, input, at: CGPoint(x: 150, y: 150))
        world.frames(20) // 0.333 s after the release
        #expect(tap.finalStates.isEmpty)
        #expect(tap.state == .possible)
        world.frames(2) // 0.367 s: past maximumTapInterval
        #expect(tap.finalStates == [.failed])
        // The late click starts a new double tap, which a quick third click completes.
        click(world, input, at: CGPoint(x: 150, y: 150))
        #expect(log.count == 0)
        world.frames(6)
        click(world, input, at: CGPoint(x: 150, y: 150))
        #expect(log.states == [.recognized])
        #expect(tap.finalStates == [.failed, .ended])
    }

    @Test func aShorterIntervalTimesOutSooner() {
        let world = TestWorld()
        let (_, _, tap, log, input) = setUp(world, taps: 2)
        tap.maximumTapInterval = 0.1
        click(world, input, at: CGPoint(x: 150, y: 150))
        world.frames(8)
        click(world, input, at: CGPoint(x: 150, y: 150))
        #expect(log.count == 0)
        #expect(tap.finalStates == [.failed])
    }

    @Test func aTripleTapNeedsThreeClicks() {
        let world = TestWorld()
        let (_, _, _, log, input) = setUp(world, taps: 3)
        click(world, input, at: CGPoint(x: 150, y: 150))
        world.frames(5)
        click(world, input, at: CGPoint(x: 150, y: 150))
        world.frames(5)
        #expect(log.count == 0)
        click(world, input, at: CGPoint(x: 150, y: 150))
        #expect(log.states == [.recognized])
    }

    @Test func aDoubleTapDoesNotCountAFailedTap() {
        let world = TestWorld()
        let (_, _, tap, log, input) = setUp(world, taps: 2)
        click(world, input, at: CGPoint(x: 150, y: 150))
        world.frames(3)
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: 180, y: 150))
        input.pointerUp(at: CGPoint(x: 180, y: 150))
        #expect(log.count == 0)
        #expect(tap.finalStates == [.failed])
    }
}
