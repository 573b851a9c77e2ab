import Foundation

/// Two fingers moving apart or together (UIPinchGestureRecognizer).
///
/// ```swift
/// let pinch = PinchGestureRecognizer(target: self, action: PhotoController.handlePinch)
/// photo.addGestureRecognizer(pinch)
///
/// func handlePinch(_ pinch: PinchGestureRecognizer) {
///     photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
///     pinch.scale = 1                        // work incrementally
/// }
/// ```
///
/// Continuous: it begins once two fingers have moved apart or together by `minimumDistanceChange` points;
/// `scale` is then the fingers' distance over their distance when it began (1 at `.began`), `velocity` the
/// scale factor per second, `location(in:)` the midpoint of the fingers. It ends when fewer than two fingers
/// remain, and fails when the touches end before it began or when one finger travels 20 pt alone. On the
/// desktop, Alt + drag and Ctrl + wheel make the two fingers (see `InputDispatcher`).
open class PinchGestureRecognizer: GestureRecognizer {
    /// How far (points) the fingers' distance must change before the pinch begins.
    public var minimumDistanceChange: CGFloat = 8
    /// The window over which `velocity` is estimated, in seconds.
    public var velocityWindow: TimeInterval = 0.1

    /// The fingers' distance relative to their distance when the pinch began; setting it (to 1, say) makes
    /// later values relative to the distance now, times the value set.
    public var scale: CGFloat {
        get {
            guard referenceDistance > 0, isPinching || state == .ended || state == .cancelled else { return scaleBase }
            return scaleBase * lastDistance / referenceDistance
        }
        set {
            guard newValue.isFinite, newValue > 0 else {
                Diagnostics.report("PinchGestureRecognizer.scale must be a finite number greater than 0 (got \(newValue))")
                return
            }
            scaleBase = newValue
            referenceDistance = lastDistance
            // The velocity is a rate of the scale: keep it in the new units.
            samples.removeAll(keepingCapacity: true)
            if let time = lastTime { samples.append((time, lastDistance)) }
        }
    }

    /// The scale factor per second over the last `velocityWindow` seconds (0 when the pinch begins).
    public var velocity: CGFloat {
        guard state != .began, referenceDistance > 0, let first = samples.first, let last = samples.last,
              last.time > first.time else { return 0 }
        return scaleBase * (last.distance - first.distance) / referenceDistance / CGFloat(last.time - first.time)
    }

    /// How far (points) one finger may travel alone before the pinch fails.
    static let loneFingerAllowance: CGFloat = 20
    private var loneStart: CGPoint = .zero
    private var startDistance: CGFloat = 0
    private var referenceDistance: CGFloat = 0
    private var lastDistance: CGFloat = 0
    private var lastMidpoint: CGPoint = .zero
    private var lastTime: TimeInterval?
    private var scaleBase: CGFloat = 1
    private var samples: [(time: TimeInterval, distance: CGFloat)] = []

    private var isPinching: Bool { state == .began || state == .changed }

    open override func reset() {
        super.reset()
        startDistance = 0
        referenceDistance = 0
        lastDistance = 0
        lastTime = nil
        scaleBase = 1
        samples.removeAll(keepingCapacity: true)
    }

    /// The midpoint of the two fingers in `view`'s coordinates (of the last two down once they lift).
    open override func location(in view: View?) -> CGPoint {
        guard fingers.count >= 2 else { return super.location(in: view) }
        return view?.convert(lastMidpoint, from: nil) ?? lastMidpoint
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard fingers.count >= 2 else {
            loneStart = trackedTouches.first?.rootLocation ?? .zero
            return
        }
        // Two fingers are down (or another came): measure from here.
        if isPinching { rebase(at: event.timestamp) } else {
            measure(at: event.timestamp)
            startDistance = lastDistance
        }
    }

    /// The fingers taking part changed mid-pinch: the scale carries on from where it was.
    private func rebase(at time: TimeInterval) {
        let current = scaleWithoutBase
        measure(at: time)
        referenceDistance = lastDistance / max(current, .leastNonzeroMagnitude)
        samples = [(time, lastDistance)]
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard fingers.count >= 2 else {
            // A lone finger that travels on without a second one is not a pinch (so a pan that requires this
            // one to fail can begin).
            if state == .possible, let touch = trackedTouches.first,
               hypot(touch.rootLocation.x - loneStart.x, touch.rootLocation.y - loneStart.y) > PinchGestureRecognizer.loneFingerAllowance {
                state = .failed
            }
            return
        }
        let previousScale = scaleWithoutBase
        measure(at: event.timestamp)
        addSample(at: event.timestamp)
        switch state {
        case .possible:
            if abs(lastDistance - startDistance) >= minimumDistanceChange, lastDistance > 0 {
                referenceDistance = lastDistance
                samples = [(event.timestamp, lastDistance)]
                state = .began
            }
        case .began, .changed:
            if scaleWithoutBase != previousScale { state = .changed }
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if liveFingers.count >= 2 {
            if isPinching { rebase(at: event.timestamp) }
            return
        }
        if isPinching {
            state = .ended
        } else if state == .possible && liveFingers.isEmpty {
            state = .failed
        }
    }

    // MARK: Measuring

    /// The tracked fingers still down, or all of them once the last lift is being delivered.
    private var fingers: [Touch] {
        let live = liveFingers
        return live.count >= 2 ? live : trackedTouches
    }

    private var liveFingers: [Touch] { trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled } }

    /// The scale the fingers show relative to the reference, before `scale` was set.
    private var scaleWithoutBase: CGFloat { referenceDistance > 0 ? lastDistance / referenceDistance : 1 }

    /// Reads the first two fingers' distance and midpoint.
    private func measure(at time: TimeInterval) {
        let f = fingers
        let a = f[0].rootLocation, b = f[1].rootLocation
        lastDistance = hypot(b.x - a.x, b.y - a.y)
        lastMidpoint = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        lastTime = time
    }

    private func addSample(at time: TimeInterval) {
        samples.append((time, lastDistance))
        let cutoff = time - velocityWindow
        if let first = samples.firstIndex(where: { $0.time >= cutoff }), first > 0 {
            samples.removeFirst(first)
        }
    }
}
