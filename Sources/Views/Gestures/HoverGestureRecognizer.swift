import Foundation

/// Reports the pointer over a view while no button is down (UIHoverGestureRecognizer).
///
/// ```swift
/// let hover = HoverGestureRecognizer(target: self, action: Row.hovered)
/// row.addGestureRecognizer(hover)
///
/// func hovered(_ recognizer: HoverGestureRecognizer) {
///     row.backgroundColor = recognizer.state == .began || recognizer.state == .changed ? .highlight : .plain
/// }
/// ```
///
/// Began when the pointer comes over the view (or a subview of it), changed as it moves there, ended when
/// it leaves the view, leaves the window, or a button goes down (a press is a touch, not a hover). Hovering
/// takes no part in the gesture arena: it never blocks or is blocked by touch gestures.
open class HoverGestureRecognizer: GestureRecognizer {
    /// The pointer, in root coordinates, while hovering.
    var hoverLocation: CGPoint = .zero

    open override func location(in view: View?) -> CGPoint {
        guard let view else { return hoverLocation }
        return view.convert(hoverLocation, from: nil)
    }

    /// Moves the hover along: began the first time, changed after.
    func hover(at point: CGPoint) {
        hoverLocation = point
        state = state == .possible ? .began : .changed
    }

    /// The pointer went away: ended, then ready for the next hover.
    func endHover() {
        guard state == .began || state == .changed else { return }
        state = .ended
        reset()
    }
}
