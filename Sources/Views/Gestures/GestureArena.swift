import Foundation

/// Offers each touch to the gesture recognizers of the touched view and its ancestors, decides which may
/// recognize together, and cancels the view's touches once a recognizer that cancels them recognizes.
public final class GestureArena {
    private var candidates: [GestureRecognizer] = []
    private var viewTouchesCancelled = false
    /// The touches being delivered now (their view has not been told yet).
    private var delivering: Set<Touch> = []

    public init() {}

    /// The recognizers taking part in the current touch sequence (deepest view first).
    public var participants: [GestureRecognizer] { candidates }

    /// Sees each touch event before the views; returns true when the views' touches were cancelled.
    public func intercept(_ touches: Set<Touch>, phase: TouchPhase, event: Event) -> Bool {
        if phase == .began { start(touches) }
        delivering = touches
        defer { delivering = [] }
        // Only recognizers tracking these touches see them (one waiting to recognize an earlier touch does not).
        for recognizer in candidates where recognizer.isTracking && recognizer.tracks(touches) {
            switch phase {
            case .began: recognizer.touchesBegan(touches, with: event)
            case .moved, .stationary: recognizer.touchesMoved(touches, with: event)
            case .ended: recognizer.touchesEnded(touches, with: event)
            case .cancelled: recognizer.touchesCancelled(touches, with: event)
            }
        }
        resolvePending()
        if phase == .ended || phase == .cancelled {
            // A recognizer still possible when its touches end has failed (a multi-tap may wait a little, and
            // one that recognized waits for the recognizers it requires to fail).
            for recognizer in candidates where recognizer.state == .possible && !recognizer.waitsAfterTouchesEnd {
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
        guard let touch = touches.first else { return }
        var v = touch.view
        while let view = v {
            for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled {
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) { continue }
                if candidates.contains(where: { $0 === recognizer }) {
                    // A multi-tap between taps takes the next touch (the last one has ended); one waiting to
                    // recognize does not.
                    if recognizer.pendingState == nil { recognizer.trackedTouches = [touch] }
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
        if recognizer.cancelsTouchesInView && !viewTouchesCancelled, let touch = recognizer.trackedTouches.last,
           let view = touch.view,
           delivering.contains(touch) || (touch.phase != .ended && touch.phase != .cancelled) {
            viewTouchesCancelled = true
            view.touchesCancelled([touch], with: Event(timestamp: touch.timestamp))
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
