import Views

/// A view that shows `pressedColor` while a finger is down on it and `restingColor` once it lifts (or the touch
/// is cancelled), as a table cell highlights; its touches go on up the responder chain.
///
/// ```swift
/// let row = PressHighlightingView(frame: rowFrame)
/// row.pressedColor = Color(white: 0, alpha: 0.08)
/// row.followsFinger = true     // clears when the finger moves off, greys again when it comes back
/// ```
class PressHighlightingView: View {
    /// The background while no finger is down (`backgroundColor` is set to it at once).
    var restingColor: Color? { didSet { backgroundColor = restingColor } }
    /// The background while a finger is down on the view.
    var pressedColor: Color?
    /// Whether the highlight follows the finger off the view and back; otherwise it stays until the finger lifts.
    var followsFinger = false

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        backgroundColor = pressedColor
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if followsFinger, let touch = touches.first {
            backgroundColor = point(inside: touch.location(in: self), with: event) ? pressedColor : restingColor
        }
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        backgroundColor = restingColor
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        backgroundColor = restingColor
        super.touchesCancelled(touches, with: event)
    }
}
