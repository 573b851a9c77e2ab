import Foundation

/// The phase of a touch (UITouch.Phase).
///
/// ```swift
/// if touch.phase == .moved { trail.append(touch.location(in: self)) }
/// ```
nonisolated public enum TouchPhase: Int, Sendable {
    case began, moved, stationary, ended, cancelled
}

/// One finger (here: the mouse's left button) on the screen (UITouch).
///
/// ```swift
/// override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
///     guard let touch = touches.first else { return }
///     let p = touch.location(in: self), q = touch.previousLocation(in: self)
///     knob.center.x += p.x - q.x
/// }
/// ```
public final class Touch {
    /// The view the touch began in.
    public internal(set) var view: View?
    public internal(set) var phase: TouchPhase = .began
    /// Media time of the last change.
    public internal(set) var timestamp: TimeInterval
    /// Number of quick successive clicks at about this place.
    public internal(set) var tapCount = 1
    /// Pressure, 0…maximumPossibleForce (the mouse wheel sets it).
    public internal(set) var force: CGFloat = 0
    public let maximumPossibleForce: CGFloat = 1
    /// Location in root (window) coordinates.
    public internal(set) var rootLocation: CGPoint
    public internal(set) var previousRootLocation: CGPoint

    init(location: CGPoint, timestamp: TimeInterval) {
        rootLocation = location
        previousRootLocation = location
        self.timestamp = timestamp
    }

    /// The location in `view`'s coordinates (nil: the root's).
    public func location(in view: View?) -> CGPoint {
        guard let view else { return rootLocation }
        return view.convert(rootLocation, from: nil)
    }

    /// The previous location in `view`'s coordinates.
    public func previousLocation(in view: View?) -> CGPoint {
        guard let view else { return previousRootLocation }
        return view.convert(previousRootLocation, from: nil)
    }
}

extension Touch: Hashable {
    public static func == (a: Touch, b: Touch) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
