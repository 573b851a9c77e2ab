import Foundation
@testable import Views

// Helpers for the gesture, input and pressure tests: synthetic pointer input on the virtual clock.

/// A root (400×800) with an input dispatcher advanced every frame (pressure decay, long press, tap timeouts).
func makeInput(_ world: TestWorld, root: View) -> InputDispatcher {
    let input = InputDispatcher(root: root)
    world.scheduler.addParticipant(input)
    return input
}

/// Drags from `start` by `step` per frame for `frames` frames (one move per frame, each after a frame),
/// without pressing or releasing.
func moveEachFrame(_ world: TestWorld, _ input: InputDispatcher, from start: CGPoint, step: CGPoint, frames: Int) {
    for k in 1...frames {
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: start.x + step.x * CGFloat(k), y: start.y + step.y * CGFloat(k)))
    }
}

/// A click: down, one frame, up, at `point`.
func click(_ world: TestWorld, _ input: InputDispatcher, at point: CGPoint) {
    input.pointerDown(at: point)
    world.frames(1)
    input.pointerUp(at: point)
}

/// Records, at each action call, the state and what the recognizer reports.
final class GestureLog {
    private(set) var states: [GestureRecognizer.State] = []
    private(set) var translations: [CGPoint] = []
    private(set) var velocities: [CGPoint] = []
    private(set) var locations: [CGPoint] = []
    private(set) var times: [TimeInterval] = []
    private(set) var touchCounts: [Int] = []
    /// The view translations, velocities and locations are measured in (nil: the root's).
    weak var view: View?

    init(_ recognizer: GestureRecognizer, in view: View? = nil) {
        self.view = view
        recognizer.addAction { [unowned self] r in
            states.append(r.state)
            times.append(World.current.scheduler.currentTime)
            touchCounts.append(r.numberOfTouches)
            locations.append(r.location(in: self.view))
            if let pan = r as? PanGestureRecognizer {
                translations.append(pan.translation(in: self.view))
                velocities.append(pan.velocity(in: self.view))
            }
        }
    }

    var count: Int { states.count }
}

/// A pan that remembers the state it had each time it was reset (so failed and ended can be seen after
/// the arena resets it at the end of the touch sequence).
final class RecordingPan: PanGestureRecognizer {
    private(set) var finalStates: [State] = []
    override func reset() {
        if state != .possible { finalStates.append(state) }
        super.reset()
    }
}

/// A tap that remembers its final states.
final class RecordingTap: TapGestureRecognizer {
    private(set) var finalStates: [State] = []
    override func reset() {
        if state != .possible { finalStates.append(state) }
        super.reset()
    }
}

/// A long press that remembers its final states.
final class RecordingLongPress: LongPressGestureRecognizer {
    private(set) var finalStates: [State] = []
    override func reset() {
        if state != .possible { finalStates.append(state) }
        super.reset()
    }
}

/// An edge pan that remembers its final states.
final class RecordingEdgePan: ScreenEdgePanGestureRecognizer {
    private(set) var finalStates: [State] = []
    override func reset() {
        if state != .possible { finalStates.append(state) }
        super.reset()
    }
}

/// A view that records the touch methods called on it (without passing them on).
final class TouchRecordingView: View {
    enum Call: Equatable { case began, moved, ended, cancelled }
    private(set) var calls: [Call] = []
    private(set) var touches: [Touch] = []
    private(set) var locations: [CGPoint] = []
    private(set) var timestamps: [TimeInterval] = []

    private func record(_ call: Call, _ set: Set<Touch>, _ event: Event?) {
        calls.append(call)
        if let touch = set.first {
            touches.append(touch)
            locations.append(touch.location(in: self))
        }
        timestamps.append(event?.timestamp ?? .nan)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { record(.began, touches, event) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { record(.moved, touches, event) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { record(.ended, touches, event) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { record(.cancelled, touches, event) }
}

/// A delegate with switchable answers that counts the questions.
final class GestureDelegate: GestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receives = true
    private(set) var shouldBeginCalls = 0
    private(set) var simultaneousCalls = 0

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        shouldBeginCalls += 1
        return shouldBegin
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        simultaneousCalls += 1
        return simultaneous
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { receives }
}

/// A root 400×800 with a 200×200 view at (100, 100) recording its touches.
func makeTouchTree() -> (root: View, view: TouchRecordingView) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let view = TouchRecordingView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    root.addSubview(view)
    return (root, view)
}
