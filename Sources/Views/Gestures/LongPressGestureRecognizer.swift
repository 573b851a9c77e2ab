import Foundation

/// A press held in place (UILongPressGestureRecognizer): begins after `minimumPressDuration`, then reports
/// movement until the touch ends.
///
/// ```swift
/// let press = LongPressGestureRecognizer(target: self, action: IconView.handlePress)   // func handlePress(_ press: LongPressGestureRecognizer)
/// press.minimumPressDuration = 0.3
/// icon.addGestureRecognizer(press)
/// ```
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the touch must be held (0.5 by default).
    public var minimumPressDuration: TimeInterval = 0.5
    /// Movement in points allowed before the press begins.
    public var allowableMovement: CGFloat = 10
    /// Fingers needed (1 by default); more fingers fail the press.
    public var numberOfTouchesRequired = 1
    private var downTime: TimeInterval = 0
    private var downRoot: CGPoint = .zero

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = trackedTouches.first ?? touches.first else { return }
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        downTime = touch.timestamp
        downRoot = touch.rootLocation
        if minimumPressDuration <= 0 { state = .began }
    }

    open override func frameDidAdvance(to time: TimeInterval) {
        if state == .possible && time - downTime >= minimumPressDuration { state = .began }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = trackedTouches.first ?? touches.first else { return }
        switch state {
        case .possible:
            if hypot(touch.rootLocation.x - downRoot.x, touch.rootLocation.y - downRoot.y) > allowableMovement {
                state = .failed
            } else if touch.timestamp - downTime >= minimumPressDuration {
                state = .began
            }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = trackedTouches.first ?? touches.first else { return }
        if state == .possible && touch.timestamp - downTime >= minimumPressDuration { state = .began }
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }
}
