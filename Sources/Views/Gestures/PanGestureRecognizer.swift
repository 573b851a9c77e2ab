import Foundation

/// A drag (UIPanGestureRecognizer): begins once the touch has moved `minimumDistance` points, then reports
/// translation and velocity until the touch ends.
///
/// ```swift
/// func handleDrag(_ pan: PanGestureRecognizer) {      // PanGestureRecognizer(target: self, action: Board.handleDrag)
///     let t = pan.translation(in: view)
///     card.center = CGPoint(x: card.center.x + t.x, y: card.center.y + t.y)
///     pan.setTranslation(.zero, in: view)              // report each move once
///     if pan.state == .ended { fling(card, velocity: pan.velocity(in: view)) }
/// }
/// ```
///
/// With several fingers it follows their centroid; a finger joining or lifting does not make the translation jump.
open class PanGestureRecognizer: GestureRecognizer {
    /// Movement in points before the pan begins.
    public var minimumDistance: CGFloat = 10

    private var startRoot: CGPoint = .zero
    /// The fingers' centroid at the last event (root coordinates).
    private var lastCentroid: CGPoint = .zero
    private var translationBase: CGPoint = .zero
    private var samples: [(time: TimeInterval, point: CGPoint)] = []
    /// The window over which velocity is estimated, in seconds.
    public var velocityWindow: TimeInterval = 0.1

    open override func reset() {
        super.reset()
        samples.removeAll(keepingCapacity: true)
        translationBase = .zero
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        if state == .began || state == .changed {
            // Another finger joined: the centroid jumps, the translation does not.
            rebase(timestamp: touch.timestamp)
            return
        }
        let c = centroid
        startRoot = c
        lastCentroid = c
        translationBase = .zero
        samples = [(touch.timestamp, c)]
        if !shouldBegin(at: touch) { state = .failed }
    }

    /// Subclasses refuse touches that start in the wrong place.
    func shouldBegin(at touch: Touch) -> Bool { true }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        let c = centroid
        lastCentroid = c
        addSample(c, at: touch.timestamp)
        switch state {
        case .possible:
            let d = CGPoint(x: c.x - startRoot.x, y: c.y - startRoot.y)
            if hypot(d.x, d.y) >= minimumDistance {
                if !movesAllowed(d) { state = .failed; return }
                state = .began
            }
        case .began, .changed:
            state = .changed
        default: break
        }
    }

    /// Subclasses limit the direction a pan may begin in.
    func movesAllowed(_ delta: CGPoint) -> Bool { true }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        if !hasLiveTouches {
            let c = centroid
            lastCentroid = c
            addSample(c, at: touch.timestamp)
            if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
        } else {
            // A finger lifted and others remain: carry on from the new centroid without a jump.
            rebase(timestamp: touch.timestamp)
        }
    }

    /// The touches still down among the tracked ones (all of them when none is: the sequence just ended).
    private static func isLive(_ touch: Touch) -> Bool { touch.phase != .ended && touch.phase != .cancelled }

    private var hasLiveTouches: Bool { trackedTouches.contains(where: PanGestureRecognizer.isLive) }

    /// The centroid of the fingers still down (of all tracked ones as they lift), in root coordinates. (Summed
    /// in place: a move makes no array.)
    private var centroid: CGPoint {
        let liveOnly = hasLiveTouches
        var sum = CGPoint.zero, n = 0
        for touch in trackedTouches where !liveOnly || PanGestureRecognizer.isLive(touch) {
            sum.x += touch.rootLocation.x; sum.y += touch.rootLocation.y
            n += 1
        }
        guard n > 0 else { return .zero }
        return CGPoint(x: sum.x / CGFloat(n), y: sum.y / CGFloat(n))
    }

    /// The set of fingers changed: the start and the velocity samples move with the centroid so the
    /// translation and velocity carry on where they were.
    private func rebase(timestamp: TimeInterval) {
        let c = centroid
        let shift = CGPoint(x: c.x - lastCentroid.x, y: c.y - lastCentroid.y)
        startRoot.x += shift.x
        startRoot.y += shift.y
        for i in samples.indices { samples[i].point.x += shift.x; samples[i].point.y += shift.y }
        lastCentroid = c
    }

    private func addSample(_ point: CGPoint, at time: TimeInterval) {
        samples.append((time, point))
        let cutoff = time - velocityWindow
        if let first = samples.firstIndex(where: { $0.time >= cutoff }), first > 0 {
            samples.removeFirst(first)
        }
    }

    /// How far the touch has moved since it went down (or since `setTranslation`), in `view`'s coordinates.
    public func translation(in view: View?) -> CGPoint {
        var moved = translationBase
        if !trackedTouches.isEmpty {
            moved.x += lastCentroid.x - startRoot.x
            moved.y += lastCentroid.y - startRoot.y
        }
        return vector(moved, in: view)
    }

    /// Makes the current translation read `translation` (a distance in `view`'s coordinates).
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        if !trackedTouches.isEmpty { startRoot = lastCentroid }
        // Kept in root coordinates, like the touch, so it reads right in any view.
        let origin = view?.convert(CGPoint.zero, to: nil) ?? .zero
        let end = view?.convert(translation, to: nil) ?? translation
        translationBase = CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    /// A root-coordinate distance expressed in `view`'s coordinates.
    private func vector(_ v: CGPoint, in view: View?) -> CGPoint {
        guard let view else { return v }
        let a = view.convert(CGPoint.zero, from: nil), b = view.convert(v, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Points per second over the last `velocityWindow` seconds; zero when the pan begins, as in UIKit.
    public func velocity(in view: View?) -> CGPoint {
        guard state != .began, let first = samples.first, let last = samples.last, last.time > first.time else {
            return .zero
        }
        let a = pointIn(view, first.point), b = pointIn(view, last.point)
        let dt = last.time - first.time
        return CGPoint(x: (b.x - a.x) / dt, y: (b.y - a.y) / dt)
    }

    private func pointIn(_ view: View?, _ root: CGPoint) -> CGPoint {
        view?.convert(root, from: nil) ?? root
    }
}
