import Foundation

/// Offers each touch to the gesture recognizers of the touched view and its ancestors, decides which may
/// recognize together, and cancels the view's touches once a recognizer that cancels them recognizes.
///
/// ```swift
/// let input = InputDispatcher(root: scene.view)     // owns the arena and feeds it every touch
/// input.pointerDown(at: CGPoint(x: 120, y: 200))
/// input.gestureArena.participants                   // the recognizers now competing, deepest view first
/// ```
///
/// A touch sequence starts when a touch goes down with none down and ends when the last one lifts; a touch
/// that goes down in between joins it: the recognizers already taking part that its view chain reaches track
/// it too, and the recognizers of its chain not yet taking part join.
public final class GestureArena {
    private var candidates: [GestureRecognizer] = []
    /// The touches down now (began, not yet ended or cancelled).
    private var liveTouches: Set<Touch> = []
    private var viewTouchesCancelled = false
    /// The touches being delivered now (their view has not been told yet).
    private var delivering: Set<Touch> = []

    public init() {}

    /// The recognizers taking part in the current touch sequence (deepest view first).
    public var participants: [GestureRecognizer] { candidates }

    /// Sees each touch event before the views; returns true when the views' touches were cancelled.
    public func intercept(_ touches: Set<Touch>, phase: TouchPhase, event: Event) -> Bool {
        if phase == .began {
            if liveTouches.isEmpty { start(touches) } else { join(touches) }
            liveTouches.formUnion(touches)
        }
        delivering = touches
        defer { delivering = [] }
        // Only recognizers tracking these touches see them, and only those they track (one waiting to
        // recognize an earlier touch sees none).
        for recognizer in candidates where recognizer.isTracking && recognizer.tracks(touches) {
            let own = touches.count == 1 ? touches : touches.filter { recognizer.trackedTouches.contains($0) }
            switch phase {
            case .began: recognizer.touchesBegan(own, with: event)
            case .moved, .stationary: recognizer.touchesMoved(own, with: event)
            case .ended: recognizer.touchesEnded(own, with: event)
            case .cancelled: recognizer.touchesCancelled(own, with: event)
            }
        }
        resolvePending()
        if phase == .ended || phase == .cancelled {
            liveTouches.subtract(touches)
            // A recognizer still possible when all its touches ended has failed (a multi-tap may wait a
            // little, and one that recognized waits for the recognizers it requires to fail).
            for recognizer in candidates where recognizer.state == .possible && !recognizer.waitsAfterTouchesEnd
                && !recognizer.trackedTouches.contains(where: { liveTouches.contains($0) }) {
                recognizer.state = .failed
            }
            resolvePending()
        }
        let intercepted = viewTouchesCancelled
        if phase == .ended || phase == .cancelled { finishIfDone() }
        return intercepted
    }

    /// Time-based recognizers (long press, multi-tap timeouts) advance here once per frame.
    public func advance(to time: TimeInterval) {
        guard !candidates.isEmpty else { return }
        for recognizer in candidates where recognizer.isTracking && recognizer.pendingState == nil {
            recognizer.frameDidAdvance(to: time)
        }
        resolvePending()
        finishIfDone()
    }

    private func start(_ touches: Set<Touch>) {
        for recognizer in candidates where !recognizer.waitsAfterTouchesEnd { recognizer.reset() }
        candidates.removeAll { !$0.waitsAfterTouchesEnd }
        viewTouchesCancelled = false
        // Touches that go down together (a simulated pinch) share the first one's view; the order is fixed so
        // recognizers read them the same way every run.
        let ordered = touches.sorted { $0.rootLocation.x == $1.rootLocation.x ? $0.rootLocation.y < $1.rootLocation.y : $0.rootLocation.x > $1.rootLocation.x }
        guard let touch = ordered.first else { return }
        var v = touch.view
        while let view = v {
            for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled && !(recognizer is HoverGestureRecognizer) {
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) { continue }
                if candidates.contains(where: { $0 === recognizer }) {
                    // A multi-tap between taps takes the next touch (the last one has ended); one waiting to
                    // recognize does not.
                    if recognizer.pendingState == nil { recognizer.trackedTouches = ordered }
                    continue
                }
                recognizer.reset()
                recognizer.trackedTouches = ordered
                recognizer.canTransition = { [unowned self] in self.verdict(for: $0) }
                recognizer.didRecognize = { [unowned self] in self.recognized($0) }
                candidates.append(recognizer)
            }
            v = view.superview
        }
    }

    /// Touches that went down while others are down: each joins the recognizers of its view chain that take
    /// part already, and the others of its chain join the sequence with it.
    private func join(_ touches: Set<Touch>) {
        for touch in touches.sorted(by: { $0.rootLocation.x < $1.rootLocation.x }) {
            var v = touch.view
            while let view = v {
                for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled && !(recognizer is HoverGestureRecognizer) {
                    if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) { continue }
                    if candidates.contains(where: { $0 === recognizer }) {
                        if recognizer.isTracking, !recognizer.trackedTouches.contains(touch) {
                            recognizer.trackedTouches.append(touch)
                        }
                        continue
                    }
                    recognizer.reset()
                    recognizer.trackedTouches = [touch]
                    recognizer.canTransition = { [unowned self] in self.verdict(for: $0) }
                    recognizer.didRecognize = { [unowned self] in self.recognized($0) }
                    candidates.append(recognizer)
                }
                v = view.superview
            }
        }
    }

    private func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// Whether `recognizer` may begin or recognize now: not while another recognized without simultaneity,
    /// and only once every recognizer it requires to fail (that takes part in this touch) has failed.
    private func verdict(for recognizer: GestureRecognizer) -> GestureRecognizer.RecognitionVerdict {
        for other in candidates where other !== recognizer && other.hasRecognized {
            if !simultaneous(recognizer, other) { return .fail }
        }
        var undecided = false
        for required in recognizer.requiredToFail where candidates.contains(where: { $0 === required }) {
            if required.hasRecognized { return .fail }
            if required.isTracking { undecided = true }
        }
        return undecided ? .wait : .allow
    }

    /// Lets recognizers that were waiting for others to fail recognize, or fail, once that is decided.
    private func resolvePending() {
        var settled = false
        while !settled {
            settled = true
            for recognizer in candidates where recognizer.pendingState != nil {
                switch verdict(for: recognizer) {
                case .wait: continue
                case .allow: recognizer.resolvePending(allowed: true)
                case .fail: recognizer.resolvePending(allowed: false)
                }
                settled = false
            }
        }
    }

    private func recognized(_ recognizer: GestureRecognizer) {
        for other in candidates where other !== recognizer && other.state == .possible {
            if !simultaneous(recognizer, other) { other.state = .failed }
        }
        // The view's touch is cancelled, unless it already ended or was cancelled (a recognizer that recognizes
        // on a later frame); one recognizing at the touch's end gets touchesCancelled instead of touchesEnded.
        guard recognizer.cancelsTouchesInView && !viewTouchesCancelled else { return }
        let cancelled = recognizer.trackedTouches.filter { touch in
            touch.view != nil && (delivering.contains(touch) || (touch.phase != .ended && touch.phase != .cancelled))
        }
        guard !cancelled.isEmpty else { return }
        viewTouchesCancelled = true
        var handled: [View] = []
        for touch in cancelled {
            guard let view = touch.view, !handled.contains(where: { $0 === view }) else { continue }
            handled.append(view)
            view.touchesCancelled(Set(cancelled.filter { $0.view === view }), with: Event(timestamp: touch.timestamp))
        }
    }

    private func finishIfDone() {
        guard candidates.allSatisfy({ !$0.isTracking }) else { return }
        for recognizer in candidates { recognizer.reset() }
        candidates.removeAll()
    }
}

extension GestureRecognizer {
    /// Still taking part: possible, began or changed.
    var isTracking: Bool { state == .possible || state == .began || state == .changed }
    /// Began, changed or recognized in this touch sequence.
    var hasRecognized: Bool { state == .began || state == .changed || state == .ended }
    /// A multi-tap recognizer between taps, or one that recognized and waits for others to fail, keeps
    /// waiting after the touch ends.
    var waitsAfterTouchesEnd: Bool {
        guard state == .possible else { return false }
        return pendingState != nil || ((self as? TapGestureRecognizer)?.isWaitingForNextTap ?? false)
    }
    /// Whether any of `touches` is one this recognizer tracks.
    func tracks(_ touches: Set<Touch>) -> Bool { trackedTouches.contains { touches.contains($0) } }
}
