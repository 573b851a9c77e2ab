import Views

/// The phone-sized window of the transitions scene. Touches no view handles end up here and go to
/// `onTouch` (the click-to-interrupt of a running presentation listens to them).
final class PhoneWindow: Window {
    /// Called with the phase and the location in the window for every touch that reaches the window.
    var onTouch: ((TouchPhase, CGPoint) -> Void)?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { report(.began, touches) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { report(.moved, touches) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { report(.ended, touches) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { report(.cancelled, touches) }

    private func report(_ phase: TouchPhase, _ touches: Set<Touch>) {
        guard let touch = touches.first else { return }
        onTouch?(phase, touch.location(in: self))
    }
}
