import Foundation

/// Turns pointer input (down, move, up, wheel) into touches delivered to the view tree, with timestamps.
///
/// A down hit-tests the root; the touch then goes to that view (and up its superview chain by default)
/// until it ends. The wheel scrolls the scroll view under the pointer, or sets a pressure in 0…1 on the view
/// under it (each notch adds, and without new notches it decays back to 0 over a few frames); a sequence of
/// notches keeps the target its first notch chose (see `WheelLatch`).
public final class InputDispatcher: FrameParticipant {
    public let root: View
    /// The touch in progress, if the button is down.
    public private(set) var activeTouch: Touch?
    /// Current pressure, 0…1.
    public private(set) var pressure: CGFloat = 0
    /// Where the pointer is, in root coordinates.
    public private(set) var pointerLocation: CGPoint = .zero
    /// Pressure added per wheel notch.
    public var pressurePerNotch: CGFloat = 0.1
    /// Seconds without wheel notches before the pressure starts to fall.
    public var pressureHold: TimeInterval = 0.25
    /// Pressure lost per second once it falls.
    public var pressureDecayPerSecond: CGFloat = 4
    /// Points a scroll view scrolls per wheel notch.
    public var scrollPerNotch: CGFloat = 40
    /// Gesture recognizers see every touch before the views do.
    public let gestureArena = GestureArena()

    private var pressureView: View?
    private var wheelLatch = WheelLatch()
    private var lastWheelTime: TimeInterval = -.infinity
    private var lastTapTime: TimeInterval = -.infinity
    private var lastTapLocation: CGPoint = .zero
    private var tapCount = 0
    private var lastAdvance: TimeInterval?

    public init(root: View) {
        self.root = root
    }

    private var now: TimeInterval { root.world.scheduler.currentTime }

    /// The left button went down at `point` (root coordinates).
    public func pointerDown(at point: CGPoint) {
        if activeTouch != nil { pointerUp(at: point) }
        pointerLocation = point
        let t = now
        if t - lastTapTime < 0.35 && hypot(point.x - lastTapLocation.x, point.y - lastTapLocation.y) < 10 {
            tapCount += 1
        } else {
            tapCount = 1
        }
        let touch = Touch(location: point, timestamp: t)
        touch.tapCount = tapCount
        touch.view = root.hitTest(root.convert(point, from: nil), with: nil)
        touch.force = pressure
        activeTouch = touch
        deliver(touch, .began)
    }

    /// The pointer moved to `point`; with the button down, the touch moves.
    public func pointerMoved(to point: CGPoint) {
        pointerLocation = point
        guard let touch = activeTouch else { return }
        touch.previousRootLocation = touch.rootLocation
        touch.rootLocation = point
        touch.timestamp = now
        deliver(touch, .moved)
    }

    /// The left button went up at `point`.
    public func pointerUp(at point: CGPoint) {
        pointerLocation = point
        guard let touch = activeTouch else { return }
        if touch.rootLocation != point {
            touch.previousRootLocation = touch.rootLocation
            touch.rootLocation = point
        }
        touch.timestamp = now
        activeTouch = nil
        lastTapTime = touch.timestamp
        lastTapLocation = point
        deliver(touch, .ended)
    }

    /// The touch is taken away (the window lost focus, say).
    public func cancelTouch() {
        guard let touch = activeTouch else { return }
        touch.timestamp = now
        activeTouch = nil
        deliver(touch, .cancelled)
    }

    /// The wheel turned by `notches` (positive: away from the user) at the pointer: away scrolls toward the
    /// top (the offset decreases), as a mouse wheel does on Linux; or it presses harder.
    public func wheel(_ notches: CGFloat) {
        let route = wheelLatch.route(at: now, over: root.hitTest(root.convert(pointerLocation, from: nil), with: nil),
                                     touching: activeTouch != nil)
        if route == .scroll, let scrollView = wheelLatch.scrollView {
            let distance = -notches * scrollPerNotch
            let delta = scrollView.contentOverflowsVertically ? CGPoint(x: 0, y: distance) : CGPoint(x: distance, y: 0)
            scrollView.scroll(byWheel: delta)
            return
        }
        let target = pressureTarget()
        if pressureView !== target, pressure > 0 { setPressure(0) }
        pressureView = target
        lastWheelTime = now
        setPressure(min(max(pressure + notches * pressurePerNotch, 0), 1))
    }

    /// The view the wheel presses on: the touched view, else the one already pressed while the pointer stays
    /// over it (views a preview adds on top do not take the press away), else the view under the pointer.
    private func pressureTarget() -> View? {
        if let view = activeTouch?.view { return view }
        if pressure > 0, let view = pressureView, view.rootView === root,
           view.point(inside: view.convert(pointerLocation, from: nil), with: nil) {
            return view
        }
        return root.hitTest(root.convert(pointerLocation, from: nil), with: nil)
    }

    private func setPressure(_ value: CGFloat) {
        guard value != pressure else { return }
        pressure = value
        activeTouch?.force = value
        guard let view = pressureView else { return }
        var v: View? = view
        while let current = v {
            if !current.pressureInteractions.isEmpty {
                for interaction in current.pressureInteractions { interaction.pressureChanged(value, at: pointerLocation) }
                if value == 0 { pressureView = nil }
                return
            }
            v = current.superview
        }
        view.pressureChanged(value, at: view.convert(pointerLocation, from: nil))
        if value == 0 { pressureView = nil }
    }

    /// Lets the pressure decay once the wheel has been still for a moment.
    public func advance(to time: TimeInterval) {
        gestureArena.advance(to: time)
        defer { lastAdvance = time }
        guard pressure > 0, let last = lastAdvance, time - lastWheelTime > pressureHold else { return }
        setPressure(max(pressure - pressureDecayPerSecond * CGFloat(time - last), 0))
    }

    /// Whether input still changes things without new events (pressure decaying).
    public var isActive: Bool { pressure > 0 || activeTouch != nil || !gestureArena.participants.isEmpty }

    private func deliver(_ touch: Touch, _ phase: TouchPhase) {
        touch.phase = phase
        let event = Event(timestamp: touch.timestamp)
        let set: Set<Touch> = [touch]
        if gestureArena.intercept(set, phase: phase, event: event) { return }
        guard let view = touch.view else { return }
        switch phase {
        case .began: view.touchesBegan(set, with: event)
        case .moved, .stationary: view.touchesMoved(set, with: event)
        case .ended: view.touchesEnded(set, with: event)
        case .cancelled: view.touchesCancelled(set, with: event)
        }
    }
}
