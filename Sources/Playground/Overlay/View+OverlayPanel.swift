import Views
import PlaygroundHost

extension View {
    /// Styles the view as one of the host's panels (the help, the inspector): an opaque dark card — scene
    /// text behind must not show through its rows — with a hairline border, clipping what it holds.
    ///
    /// ```swift
    /// let panel = View()
    /// panel.styleAsOverlayPanel(cornerRadius: 16)
    /// ```
    func styleAsOverlayPanel(white: CGFloat = 0.08, cornerRadius: CGFloat) {
        backgroundColor = Color(white: white)
        self.cornerRadius = cornerRadius
        borderWidth = 1
        borderColor = Color(white: 1, alpha: 0.12)
        clipsToBounds = true
    }
}
