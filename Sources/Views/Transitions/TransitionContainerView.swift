import Foundation

/// The container of a presentation (UIKit's transition view): holds the presented controller's view above the
/// presenter's, sized to the window. Touches that hit no subview pass through it to what lies underneath.
final class TransitionContainerView: View {
    /// The presentation shown in this container.
    weak var presentation: Presentation?

    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    /// Keeps a full-screen presented view sized to the container, except while a transition moves it.
    override func layoutSubviews() {
        super.layoutSubviews()
        guard let presentation, presentation.transition == nil, presentation.style != .custom,
              let presented = presentation.presented.viewIfLoaded, presented.superview === self else { return }
        presented.frame = bounds
    }
}
