import Foundation

/// A drag (UIPanGestureRecognizer): begins once the touch has moved `minimumDistance` points, then reports
/// translation and velocity until the touch ends.
open class PanGestureRecognizer: GestureRecognizer {
    /// Movement in points before the pan begins.
    public var minimumDistance: CGFloat = 10

    private var startRoot: CGPoint = .zero
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
        startRoot = touch.rootLocation
        translationBase = .zero
        samples = [(touch.timestamp, touch.rootLocation)]
        if !shouldBegin(at: touch) { state = .failed }
    }

    /// Subclasses refuse touches that start in the wrong place.
    func shouldBegin(at touch: Touch) -> Bool { true }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        addSample(touch)
        switch state {
        case .possible:
            let d = CGPoint(x: touch.rootLocation.x - startRoot.x, y: touch.rootLocation.y - startRoot.y)
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
        addSample(touch)
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    private func addSample(_ touch: Touch) {
        samples.append((touch.timestamp, touch.rootLocation))
        let cutoff = touch.timestamp - velocityWindow
        if let first = samples.firstIndex(where: { $0.time >= cutoff }), first > 0 {
            samples.removeFirst(first)
        }
    }

    /// How far the touch has moved since it went down (or since `setTranslation`), in `view`'s coordinates.
    public func translation(in view: View?) -> CGPoint {
        var moved = translationBase
        if let touch = trackedTouches.last {
            moved.x += touch.rootLocation.x - startRoot.x
            moved.y += touch.rootLocation.y - startRoot.y
        }
        return vector(moved, in: view)
    }

    /// Makes the current translation read `translation` (a distance in `view`'s coordinates).
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        if let touch = trackedTouches.last { startRoot = touch.rootLocation }
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
