import Foundation

/// How a presented view controller covers its presenter (UIModalPresentationStyle).
///
/// ```swift
/// let sheet = SheetViewController()
/// sheet.modalPresentationStyle = .overFullScreen    // the presenter stays visible underneath
/// present(sheet, animated: true)
/// ```
nonisolated public enum ModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenter's view is removed once the presentation completes.
    case fullScreen
    /// Covers the screen; the presenter's view stays underneath (for see-through content).
    case overFullScreen
    /// A presentation the transitioning delegate animates; the presenter's view stays underneath.
    case custom

    /// Whether the presenter's view leaves the screen once the presentation completes.
    var removesPresentersView: Bool { self == .fullScreen }
}
