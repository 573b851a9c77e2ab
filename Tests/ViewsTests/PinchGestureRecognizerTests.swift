import Foundation
import Testing
@testable import Views

/// PinchGestureRecognizer on simulated fingers (Alt + drag: two fingers 80 pt either side of where the button
/// went down, moved in opposite directions by the pointer; Ctrl + wheel: the same pair about the pointer,
/// a factor 1.1 per notch): begin threshold, scale, velocity, midpoint, end, and recognition beside a pan.
@Suite(.world) struct PinchGestureRecognizerTests {
    /// A root 400 × 800 with a 300 × 300 view at (50, 250) carrying `pinch`.
    func makePinchTree(_ world: TestWorld) -> (InputDispatcher, View, PinchGestureRecognizer, GestureLog) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let view = View(frame: CGRect(x: 50, y: 250, width: 300, height: 300))
        root.addSubview(view)
        let pinch = PinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        return (makeInput(world, root: root), view, pinch, GestureLog(pinch, in: view))
    }

    @Test func scaleIsTheDistanceOverTheDistanceWhenItBegan() {
        let world = TestWorld()
        let (input, view, pinch, log) = makePinchTree(world)
        var scales: [CGFloat] = []
        pinch.addAction { scales.append(($0 as! PinchGestureRecognizer).scale) }
        let anchor = CGPoint(x: 200, y: 400)
        input.pointerDown(at: anchor, modifiers: .alt)
        #expect(input.activeTouches.count == 2)
        #expect(input.activeTouches.map(\.rootLocation) == [CGPoint(x: 280, y: 400), CGPoint(x: 120, y: 400)])
        // 3 pt of pointer travel changes the distance by 6 pt: under the 8 pt threshold.
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: 203, y: 400))
        #expect(pinch.state == .possible)
        #expect(pinch.scale == 1)
        // 5 pt: the distance grew by 10 pt (160 → 170): it begins, at scale 1.
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: 205, y: 400))
        #expect(log.states == [.began])
        #expect(pinch.scale == 1)
        #expect(pinch.velocity == 0)
        #expect(pinch.numberOfTouches == 2)
        // Distance 170 → 102 (fingers 51 pt either side): scale 0.6.
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: 171, y: 400))
        #expect(log.states == [.began, .changed])
        #expect(abs(pinch.scale - 0.6) < 1e-9)
        // The location is the midpoint of the fingers: the anchor, in the view's coordinates.
        #expect(pinch.location(in: view) == CGPoint(x: 150, y: 150))
        #expect(pinch.location(in: nil) == anchor)
        world.frames(1)
        input.pointerUp(at: CGPoint(x: 171, y: 400))
        #expect(log.states == [.began, .changed, .ended])
        #expect(scales.count == 3 && abs(scales[2] - 0.6) < 1e-9, "the scale reads the last distance at .ended")
        #expect(log.touchCounts == [2, 2, 2])
    }

    @Test func velocityIsTheScaleFactorPerSecond() {
        let world = TestWorld()
        let (input, _, pinch, log) = makePinchTree(world)
        input.pointerDown(at: CGPoint(x: 200, y: 400), modifiers: .alt)
        // 5 pt a frame outward: the distance grows 10 pt a frame, 600 pt/s; it begins at 170 on the first move.
        moveEachFrame(world, input, from: CGPoint(x: 200, y: 400), step: CGPoint(x: 5, y: 0), frames: 12)
        #expect(log.states.first == .began)
        #expect(pinch.state == .changed)
        // Distance now 160 + 120 = 280; scale 280 / 170; velocity 600 / 170 per second.
        #expect(abs(pinch.scale - 280.0 / 170) < 1e-9)
        #expect(abs(pinch.velocity - 600.0 / 170) < 1e-6)
        // Pinching in at the same speed gives the opposite velocity.
        moveEachFrame(world, input, from: CGPoint(x: 260, y: 400), step: CGPoint(x: -5, y: 0), frames: 10)
        #expect(abs(pinch.velocity + 600.0 / 170) < 1e-6)
    }

    @Test func settingTheScaleMakesLaterValuesRelativeToNow() {
        let world = TestWorld()
        let (input, _, pinch, log) = makePinchTree(world)
        var applied: CGFloat = 1
        pinch.addAction { recognizer in
            guard let pinch = recognizer as? PinchGestureRecognizer, pinch.state == .changed else { return }
            applied *= pinch.scale
            pinch.scale = 1
        }
        input.pointerDown(at: CGPoint(x: 200, y: 400), modifiers: .alt)
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: 205, y: 400))  // began at 170
        for x in [215.0, 225, 245] {
            world.frames(1)
            input.pointerMoved(to: CGPoint(x: x, y: 400))
        }
        // Incremental products multiply back to the whole: 250 / 170.
        #expect(abs(applied - 250.0 / 170) < 1e-9)
        #expect(pinch.scale == 1)
        #expect(log.states == [.began, .changed, .changed, .changed])
        pinch.scale = .nan
        #expect(world.takeDiagnostics().count == 1)
        #expect(pinch.scale == 1)
    }

    @Test func oneFingerTravellingAloneNeverBeginsAndFails() {
        let world = TestWorld()
        let (input, _, pinch, log) = makePinchTree(world)
        final class Final: PinchGestureRecognizer {
            var finalStates: [State] = []
            override func reset() { if state != .possible { finalStates.append(state) }; super.reset() }
        }
        let recording = Final()
        pinch.view?.addGestureRecognizer(recording)
        input.pointerDown(at: CGPoint(x: 200, y: 400))
        moveEachFrame(world, input, from: CGPoint(x: 200, y: 400), step: CGPoint(x: 6, y: 0), frames: 8)
        #expect(pinch.state == .possible)
        input.pointerUp(at: CGPoint(x: 248, y: 400))
        #expect(log.states.isEmpty)
        #expect(recording.finalStates == [.failed])
    }

    @Test func ctrlWheelPinchesAboutThePointerAndLiftsWhenTheWheelRests() {
        let world = TestWorld()
        let (input, _, pinch, log) = makePinchTree(world)
        input.pointerMoved(to: CGPoint(x: 200, y: 420))
        input.pinchWheel(-3)
        #expect(input.wheelPinch != nil)
        #expect(input.activeTouches.isEmpty, "the button's touches stay free")
        world.frames(10)
        // Three notches toward the user: the fingers glide from 160 pt apart to 160 / 1.1³.
        let final: CGFloat = 160 / (1.1 * 1.1 * 1.1)
        #expect(log.states.first == .began)
        #expect(pinch.state == .changed)
        #expect(pinch.location(in: nil) == CGPoint(x: 200, y: 420))
        #expect(pinch.scale < 1 && pinch.scale > final / 160, "relative to the distance when it began, past 8 pt")
        world.run(seconds: 0.5)
        #expect(log.states.last == .changed, "still 1 s after the last notch: the fingers stay down")
        #expect(input.wheelPinch != nil)
        world.run(seconds: 0.6)
        #expect(log.states.last == .ended)
        #expect(input.wheelPinch == nil)
        #expect(!input.isActive)
        // While the button is down the wheel does not pinch.
        input.pointerDown(at: CGPoint(x: 200, y: 420))
        input.pinchWheel(2)
        #expect(input.wheelPinch == nil)
        input.pointerUp(at: CGPoint(x: 200, y: 420))
    }

    @Test func aPanThatRequiresThePinchToFailWaitsAndFailsWhenItRecognizes() {
        let world = TestWorld()
        let (input, view, pinch, pinchLog) = makePinchTree(world)
        let pan = RecordingPan()
        view.addGestureRecognizer(pan)
        pan.require(toFail: pinch)
        let panLog = GestureLog(pan)
        // Spreading moves the centroid too little for a pan; the pinch recognizes and the pan fails.
        input.pointerDown(at: CGPoint(x: 200, y: 400), modifiers: .alt)
        moveEachFrame(world, input, from: CGPoint(x: 200, y: 400), step: CGPoint(x: 0, y: 6), frames: 6)
        #expect(pinchLog.states.first == .began)
        #expect(panLog.states.isEmpty)
        input.pointerUp(at: CGPoint(x: 200, y: 436))
        #expect(pan.finalStates == [.failed])
        // One finger: the pan is held back until the lone finger has gone 20 pt without a second one, which
        // fails the pinch; then it begins, its translation counted from the touch-down.
        input.pointerDown(at: CGPoint(x: 200, y: 400))
        moveEachFrame(world, input, from: CGPoint(x: 200, y: 400), step: CGPoint(x: 5, y: 0), frames: 3)
        #expect(panLog.states.isEmpty, "held back while the pinch may still recognize")
        moveEachFrame(world, input, from: CGPoint(x: 215, y: 400), step: CGPoint(x: 5, y: 0), frames: 3)
        #expect(panLog.states == [.began, .changed])
        #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 0))
        input.pointerUp(at: CGPoint(x: 230, y: 400))
        #expect(panLog.states == [.began, .changed, .ended])
    }

    /// Two fingers down at `a` and `b` on `view` (internal API: real hardware would send them).
    func fingers(_ input: InputDispatcher, on view: View, _ a: CGPoint, _ b: CGPoint, at time: TimeInterval) -> [Touch] {
        let touches = [a, b].map { p in
            let touch = Touch(location: p, timestamp: time)
            touch.view = view
            return touch
        }
        input.deliver(touches, .began)
        return touches
    }

    @Test func aPinchAndAPanRecognizeTogetherWhenTheDelegateAllows() {
        let world = TestWorld()
        let (input, view, pinch, pinchLog) = makePinchTree(world)
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        let delegate = GestureDelegate()
        delegate.simultaneous = true
        pinch.delegate = delegate
        let panLog = GestureLog(pan)
        // One finger still, the other moving right 4 pt a frame: the distance grows (pinch) and the centroid
        // moves half as fast (pan).
        var touches = fingers(input, on: view, CGPoint(x: 120, y: 400), CGPoint(x: 200, y: 400), at: world.now)
        for k in 1...10 {
            world.frames(1)
            input.move(touches, to: [CGPoint(x: 120, y: 400), CGPoint(x: 200 + 4 * CGFloat(k), y: 400)])
            input.deliver(touches, .moved)
        }
        #expect(pinchLog.states.first == .began)
        #expect(panLog.states.first == .began)
        #expect(pinch.state == .changed && pan.state == .changed)
        // The pan follows the centroid: 40 pt / 2.
        #expect(pan.translation(in: nil) == CGPoint(x: 20, y: 0))
        #expect(abs(pinch.scale - 120.0 / 88) < 1e-9, "began at 88 pt apart, now 120")
        input.deliver(touches, .ended)
        #expect(pinchLog.states.last == .ended && panLog.states.last == .ended)
        // Without simultaneity the first to recognize wins: the pinch (8 pt) before the pan (10 pt of centroid).
        delegate.simultaneous = false
        let panLogCount = panLog.count
        touches = fingers(input, on: view, CGPoint(x: 120, y: 400), CGPoint(x: 200, y: 400), at: world.now)
        for k in 1...10 {
            world.frames(1)
            input.move(touches, to: [CGPoint(x: 120, y: 400), CGPoint(x: 200 + 4 * CGFloat(k), y: 400)])
            input.deliver(touches, .moved)
        }
        #expect(pinch.state == .changed)
        #expect(panLog.count == panLogCount, "the pan failed once the pinch recognized")
        input.deliver(touches, .ended)
    }

    @Test func aFingerLiftingMidPanDoesNotMakeTheTranslationJump() {
        let world = TestWorld()
        let (input, view, _, _) = makePinchTree(world)
        let pan = PanGestureRecognizer()
        view.addGestureRecognizer(pan)
        let touches = fingers(input, on: view, CGPoint(x: 100, y: 400), CGPoint(x: 200, y: 400), at: world.now)
        for k in 1...5 {
            world.frames(1)
            input.move(touches, to: [CGPoint(x: 100 + 6 * CGFloat(k), y: 400), CGPoint(x: 200 + 6 * CGFloat(k), y: 400)])
            input.deliver(touches, .moved)
        }
        #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 0))
        // The right finger lifts: the centroid jumps 50 pt left, the translation stays.
        world.frames(1)
        input.deliver([touches[1]], .ended)
        #expect(pan.state == .changed)
        #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 0))
        world.frames(1)
        input.move([touches[0]], to: [CGPoint(x: 140, y: 400)])
        input.deliver([touches[0]], .moved)
        #expect(pan.translation(in: nil) == CGPoint(x: 40, y: 0))
        input.deliver([touches[0]], .ended)
        #expect(pan.state == .possible, "ended, then reset by the arena")
    }
}
