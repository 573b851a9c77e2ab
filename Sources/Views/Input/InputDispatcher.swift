import Foundation

/// Turns pointer input (down, move, up, wheel) into touches delivered to the view tree, with timestamps.
///
/// ```swift
/// let input = InputDispatcher(root: scene.view)
/// input.pointerDown(at: CGPoint(x: 200, y: 300))                     // one touch
/// input.pointerDown(at: CGPoint(x: 200, y: 300), modifiers: .alt)    // two, mirrored about (200, 300)
/// input.pinchWheel(1)                                                // Ctrl + wheel: pinch about the pointer
/// ```
///
/// A down hit-tests the root; the touch then goes to that view (and up its superview chain by default)
/// until it ends. Several touches can be down at once (UIKit's `Set<Touch>` per event): the desktop makes two
/// with Alt held while the button goes down (the iOS Simulator's Option-drag: the two fingers are mirrored
/// about the point where the button went down) and with Ctrl + wheel (a pinch about the pointer, a fixed
/// scale step per notch, the trackpad-zoom convention). The plain wheel scrolls the scroll view under the
/// pointer, or presses on the view under it: a pressure in 0…1 that each notch away from the user raises and
/// each notch toward the user lowers by `pressurePerNotch` (8 notches from nothing to full), held
/// `pressureHold` seconds after the last notch, then let go at `pressureDecayPerSecond` (a finger lifting); a
/// sequence of notches keeps the target its first notch chose (`WheelLatch`). Without a wheel (a trackpad),
/// holding the button still for `holdPressureDelay` over a view with a preview interaction builds the
/// pressure at `holdPressurePerSecond`; letting go, or moving more than `holdSlop`, releases it.
///
/// ```swift
/// input.pointerMoved(to: icon.center)
/// input.wheel(3)                          // pressure 0.375: a preview interaction there peeks half-way
/// input.wheel(-1)                         // 0.25: it eases back
/// ```
public final class InputDispatcher: FrameParticipant {
    public let root: View
    /// The touches down now, in the order they went down (one for the left button, two for a simulated pinch).
    public internal(set) var activeTouches: [Touch] = []
    /// The first touch down, if any (the button's touch).
    public var activeTouch: Touch? { activeTouches.first }
    /// Every touch down now: the button's (one, or the Alt + drag pair) and a Ctrl + wheel pinch's two fingers
    /// (the inspector lists them).
    public var touchesDown: [Touch] { activeTouches + (wheelPinch?.touches ?? []) }
    /// The touches delivered last and their set, reused while they stay the same; the views a delivery
    /// reached (storage kept between deliveries).
    private var lastTouches: [Touch] = []
    private var lastTouchSet: Set<Touch> = []
    private var handledViews: [View] = []
    /// The event delivered with the touches, reused from one delivery to the next as UIKit reuses its UIEvent.
    private let event = Event(timestamp: 0)

    /// Current pressure, 0…1.
    public private(set) var pressure: CGFloat = 0
    /// Where the pointer is, in root coordinates.
    public private(set) var pointerLocation: CGPoint = .zero
    /// Pressure added per wheel notch away from the user (removed per notch toward the user).
    public var pressurePerNotch: CGFloat = 0.125
    /// Seconds without wheel notches before the pressure starts to fall.
    public var pressureHold: TimeInterval = 0.6
    /// Pressure lost per second once it falls.
    public var pressureDecayPerSecond: CGFloat = 3
    /// Seconds a press must stay still over a view with a preview interaction before holding builds pressure
    /// (the trackpad's alternative to the wheel; UIKit's long-press preview waits as long).
    public var holdPressureDelay: TimeInterval = 0.5
    /// Pressure per second a held press adds once it builds (from nothing to full in 0.8 s).
    public var holdPressurePerSecond: CGFloat = 1.25
    /// Points a held press may move before it stops building pressure and lets go (a tap's slop).
    public var holdSlop: CGFloat = 10
    /// Points a scroll view scrolls per wheel notch.
    public var scrollPerNotch: CGFloat = 40
    /// How far (points) each simulated finger of a pinch lands from the point it is mirrored about: Alt + down
    /// puts them at ± this distance horizontally, and Ctrl + wheel starts its pinch that far apart.
    public var simulatedFingerOffset: CGFloat = 80
    /// The factor one Ctrl + wheel notch away from the user scales the fingers' distance by (toward the user:
    /// its inverse).
    public var pinchScalePerNotch: CGFloat = 1.1
    /// Seconds without Ctrl + wheel notches (and with the fingers at rest) before a wheel pinch lifts its fingers.
    /// Longer than a wheel turn's 0.3 s: a slow turn (a notch every half second) is still one pinch, its fingers
    /// down throughout, so a pinch-to-dismiss can get past its threshold one notch at a time.
    public var pinchWheelHold: TimeInterval = 1
    /// Gesture recognizers see every touch before the views do.
    public let gestureArena = GestureArena()

    var pressureView: View?
    /// A press that may build pressure by being held still.
    var hold: PressureHold?
    private var wheelLatch = WheelLatch()
    private var lastWheelTime: TimeInterval = -.infinity
    /// When the wheel last scrolled a scroll view: while it glides, the view under a still pointer changes and
    /// hovers follow it.
    private var lastWheelScrollTime: TimeInterval = -.infinity
    private var lastTapTime: TimeInterval = -.infinity
    private var lastTapLocation: CGPoint = .zero
    private var tapCount = 0
    private var lastAdvance: TimeInterval?
    /// The Alt + drag pair: the point the fingers are mirrored about.
    private var mirrorAnchor: CGPoint?
    /// The Ctrl + wheel pinch in progress.
    var wheelPinch: WheelPinch?
    /// The hover recognizers the pointer is over (no button down).
    var hovering: [HoverGestureRecognizer] = []
    /// The last hover pass's list, kept for the next (its storage reused).
    var hoverScratch: [HoverGestureRecognizer] = []
    /// Whether the pointer is in the window (false once it left, until it moves again).
    var pointerIsInside = false

    public init(root: View) {
        self.root = root
    }

    var now: TimeInterval { root.world.inputTime }

    /// The left button went down at `point` (root coordinates). With `.alt` in `modifiers`, two touches go
    /// down, mirrored about `point` (see `simulatedFingerOffset`); moving the pointer moves the first by the
    /// pointer's motion and the second by the opposite.
    public func pointerDown(at point: CGPoint, modifiers: KeyModifiers = []) {
        if !activeTouches.isEmpty { pointerUp(at: point) }
        if wheelPinch != nil { endWheelPinch() }
        if !hovering.isEmpty { pointerExited() }
        pointerLocation = point
        pointerIsInside = true
        let t = now
        if t - lastTapTime < 0.35 && hypot(point.x - lastTapLocation.x, point.y - lastTapLocation.y) < 10 {
            tapCount += 1
        } else {
            tapCount = 1
        }
        let view = root.hitTest(root.convert(point, from: nil), with: nil)
        let locations: [CGPoint]
        if modifiers.contains(.alt) {
            mirrorAnchor = point
            locations = mirroredFingers(about: point, pointer: point)
        } else {
            mirrorAnchor = nil
            locations = [point]
        }
        activeTouches = locations.map { location in
            let touch = Touch(location: location, timestamp: t)
            touch.tapCount = tapCount
            // Simulated fingers belong to the view the pointer went down on, like the button's touch.
            touch.view = view
            touch.force = pressure
            return touch
        }
        beginHold(on: view, at: point, fingers: locations.count)
        deliver(activeTouches, .began)
    }

    /// The pointer moved to `point`; with the button down, the touch (or the mirrored pair) moves.
    public func pointerMoved(to point: CGPoint) {
        pointerLocation = point
        pointerIsInside = true
        holdMoved(to: point)
        guard !activeTouches.isEmpty else { return updateHover(at: point) }
        if mirrorAnchor == nil, activeTouches.count == 1 {
            // One finger under the pointer: moved in place (no array of locations).
            let touch = activeTouches[0]
            touch.previousRootLocation = touch.rootLocation
            touch.rootLocation = point
            touch.timestamp = now
        } else {
            move(activeTouches, to: fingerLocations(pointer: point))
        }
        deliver(activeTouches, .moved)
    }

    /// The left button went up at `point`.
    public func pointerUp(at point: CGPoint) {
        pointerLocation = point
        pointerIsInside = true
        endHold()
        guard !activeTouches.isEmpty else { return }
        let touches = activeTouches
        for (touch, location) in zip(touches, fingerLocations(pointer: point)) where touch.rootLocation != location {
            touch.previousRootLocation = touch.rootLocation
            touch.rootLocation = location
        }
        for touch in touches { touch.timestamp = now }
        activeTouches = []
        mirrorAnchor = nil
        lastTapTime = now
        lastTapLocation = point
        deliver(touches, .ended)
    }

    /// The touches are taken away (the window lost focus, say).
    public func cancelTouch() {
        endHold()
        if wheelPinch != nil { endWheelPinch(phase: .cancelled) }
        guard !activeTouches.isEmpty else { return }
        let touches = activeTouches
        for touch in touches { touch.timestamp = now }
        activeTouches = []
        mirrorAnchor = nil
        deliver(touches, .cancelled)
    }

    /// Where the fingers are for the pointer at `pointer`: the pointer itself, or the mirrored pair.
    private func fingerLocations(pointer: CGPoint) -> [CGPoint] {
        guard let anchor = mirrorAnchor else { return [pointer] }
        return mirroredFingers(about: anchor, pointer: pointer)
    }

    /// The Alt pair: `simulatedFingerOffset` either side of `anchor`, the first moved by the pointer's motion
    /// since the button went down, the second by the opposite (so they stay mirrored about `anchor`).
    private func mirroredFingers(about anchor: CGPoint, pointer: CGPoint) -> [CGPoint] {
        let dx = simulatedFingerOffset + pointer.x - anchor.x, dy = pointer.y - anchor.y
        return [CGPoint(x: anchor.x + dx, y: anchor.y + dy), CGPoint(x: anchor.x - dx, y: anchor.y - dy)]
    }

    /// The set of `touches`: the one made last time while the touches stay the same (a drag delivers the same
    /// touches every frame; a set made per move would allocate).
    private func touchSet(_ touches: [Touch]) -> Set<Touch> {
        if touches.count == lastTouches.count, zip(touches, lastTouches).allSatisfy({ $0 === $1 }) { return lastTouchSet }
        lastTouches = touches
        lastTouchSet = Set(touches)
        return lastTouchSet
    }

    func move(_ touches: [Touch], to locations: [CGPoint]) {
        for (touch, location) in zip(touches, locations) {
            touch.previousRootLocation = touch.rootLocation
            touch.rootLocation = location
            touch.timestamp = now
        }
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
            lastWheelScrollTime = now
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

    func setPressure(_ value: CGFloat) {
        guard value != pressure else { return }
        pressure = value
        for touch in activeTouches { touch.force = value }
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

    /// Lets the pressure decay once the wheel has been still for a moment (or builds it while a press is held
    /// still), and moves a wheel pinch's fingers.
    public func advance(to time: TimeInterval) {
        gestureArena.advance(to: time)
        defer { lastAdvance = time }
        // Content gliding under a still pointer after a wheel scroll: the hover follows what is under it.
        if pointerIsInside, activeTouches.isEmpty, time - lastWheelScrollTime < 0.5, lastAdvance.map({ $0 < time }) ?? true {
            updateHover(at: pointerLocation)
        }
        if wheelPinch != nil, let last = lastAdvance { advanceWheelPinch(by: time - last) }
        if hold != nil {
            advanceHold(to: time, since: lastAdvance)
            if hold?.isBuilding == true { return }
        }
        guard pressure > 0, let last = lastAdvance, time - lastWheelTime > pressureHold else { return }
        setPressure(max(pressure - pressureDecayPerSecond * CGFloat(time - last), 0))
    }

    /// Whether input still changes things without new events (pressure decaying or building, a wheel pinch
    /// under way).
    public var isActive: Bool {
        pressure > 0 || !activeTouches.isEmpty || hold != nil || wheelPinch != nil || !gestureArena.participants.isEmpty
    }

    /// The preview interaction the pressure acts on now (the pressed view's, or its nearest ancestor's), if
    /// any: a host's pressure meter shows its thresholds.
    public var pressureInteraction: PreviewInteraction? {
        var v = pressureView
        while let view = v {
            if let interaction = view.pressureInteractions.lazy.compactMap({ $0 as? PreviewInteraction }).first {
                return interaction
            }
            v = view.superview
        }
        return nil
    }

    /// Delivers `touches`, all in `phase`, as one event: the gesture recognizers first, then (unless they
    /// cancelled the views' touches) each touched view with its own touches.
    func deliver(_ touches: [Touch], _ phase: TouchPhase) {
        for touch in touches { touch.phase = phase }
        event.timestamp = touches.first?.timestamp ?? now
        let set = touchSet(touches)
        if gestureArena.intercept(set, phase: phase, event: event) { return }
        handledViews.removeAll(keepingCapacity: true)
        for touch in touches {
            guard let view = touch.view, !handledViews.contains(where: { $0 === view }) else { continue }
            handledViews.append(view)
            let own = set.allSatisfy({ $0.view === view }) ? set : set.filter { $0.view === view }
            switch phase {
            case .began: view.touchesBegan(own, with: event)
            case .moved, .stationary: view.touchesMoved(own, with: event)
            case .ended: view.touchesEnded(own, with: event)
            case .cancelled: view.touchesCancelled(own, with: event)
            }
        }
    }
}
