import Views

/// The launcher's sign that the list goes on below the window: the bottom of the window fades into the
/// background, over the last rows in view (the hint line under the title says how many scenes are further
/// down). It goes when the list is scrolled to its end.
///
/// ```swift
/// cue.update(visible: true, in: CGRect(x: 0, y: 736, width: 1280, height: 64))
/// ```
@MainActor
final class LauncherScrollCue: View {
    private let fade = GradientLayer()

    /// `background`: the colour the rows fade into (the launcher's).
    init(background: Color) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        fade.colors = [background.withAlphaComponent(0).cgColor, background.withAlphaComponent(0.85).cgColor]
        fade.startPoint = CGPoint(x: 0.5, y: 0)
        fade.endPoint = CGPoint(x: 0.5, y: 1)
        layer.addSublayer(fade)
        isHidden = true
    }

    /// Shows the fade over `frame` (window points) or hides it.
    func update(visible: Bool, in frame: CGRect) {
        isHidden = !visible
        guard visible else { return }
        self.frame = frame
        fade.frame = bounds
    }
}
