import Foundation

/// What shows a scene (the playground's window, a headless run, a scene tester): scenes ask it to switch.
///
/// ```swift
/// override func handleKey(_ key: Key) -> Bool {
///     if key == .g { host?.open(GalleryScene.self); return true }
///     if key == .escape { host?.returnToLauncher(); return true }
///     return false
/// }
/// ```
public protocol SceneHost: AnyObject {
    /// Opens a new instance of `scene`.
    func open(_ scene: Scene.Type)
    /// Goes back to the launcher (where there is one).
    func returnToLauncher()
    /// The scenes the host can switch to, in the order a launcher lists them.
    var scenes: [Scene.Type] { get }
    /// Shows a short line of text over the scene for a few seconds ("Copied"); a host without an overlay
    /// ignores it.
    func show(notice text: String)
    /// Puts `text` on the system clipboard where the host has one ("Copy Swift").
    func copyToClipboard(_ text: String)
}

extension SceneHost {
    public var scenes: [Scene.Type] { [] }
    public func show(notice text: String) {}
    public func copyToClipboard(_ text: String) {}
}

/// A live scene: a root view sized to the window by its host, and keyboard shortcuts.
///
/// ```swift
/// final class CardScene: Scene {
///     override class var name: String { "card" }
///     override class var summary: String { "Drag the card; it springs back" }
///     let card = View()
///
///     override func didLoad() {
///         card.backgroundColor = .systemBlue
///         card.cornerRadius = 16
///         view.addSubview(card)
///     }
///
///     override func layout(in size: CGSize) {
///         card.frame = CGRect(x: size.width / 2 - 80, y: size.height / 2 - 50, width: 160, height: 100)
///     }
/// }
/// ```
///
/// Subclass it, build the content in `didLoad()`, lay it out in `layout(in:)`, and hand the type to the
/// playground (`Playground.main(scenes: [CardScene.self])`). Scenes use only the public API of the view tree.
@MainActor
open class Scene {
    /// The name used by `playground run <name>` (lowercase, no spaces).
    open class var name: String { String(describing: self).lowercased() }
    /// A one-line description for the launcher and `playground list`.
    open class var summary: String { "" }
    /// One line telling the user what to do, shown by the host (e.g. "Drag the card · R resets").
    open class var hint: String { "" }
    /// The scene's gestures and keys, listed by the host's help (F1 or ?): `("Drag a block", "moves it")`.
    open class var helpItems: [HelpItem] { [] }

    /// The root view; its frame is the window's bounds.
    public let view = View()
    /// The host showing this scene.
    public weak var host: SceneHost?

    public required init() {}

    /// Builds the scene's views (called once, before the first layout).
    open func didLoad() {}

    /// Lays the scene out for a window of `size` points (called on load and on every resize).
    open func layout(in size: CGSize) {}

    /// Handles a key press; returns whether it was used (unused Escape takes the host back to its launcher).
    open func handleKey(_ key: Key) -> Bool { false }

    /// Steps back one level when Escape reaches the scene unused by `handleKey(_:)`: the default asks the
    /// front-most `Window` in the scene's view (a presented controller is dismissed, a navigation controller
    /// pops); returns whether anything stepped back. When nothing does, the host goes back to its launcher.
    /// Override it for levels of your own (a menu to close, a search to cancel), calling `super` after.
    open func performEscape() -> Bool {
        for window in view.windowsInSubtree.reversed() where window.performEscape() { return true }
        return false
    }

    /// Called before the scene is taken off screen (the host switches scenes or quits): stop what runs.
    open func willClose() {}

    /// Called after the host replaced a scene of type `previous` with this one (a launcher selects the row of
    /// the scene the user came back from).
    open func didReplace(_ previous: Scene.Type) {}

    /// Sizes the root view and lays the scene out, without animation.
    public func resize(to size: CGSize) {
        View.performWithoutAnimation {
            view.frame = CGRect(origin: .zero, size: size)
            layout(in: size)
            view.layoutIfNeeded()
        }
    }
}

/// One line of a scene's help: an input and what it does.
///
/// ```swift
/// override class var helpItems: [HelpItem] {
///     [HelpItem("Drag the card", "it follows; let go and it springs back"), HelpItem("R", "resets")]
/// }
/// ```
nonisolated public struct HelpItem: Equatable, Sendable {
    /// The gesture or key: "Drag", "Alt+drag", "Wheel over an icon", "R".
    public let input: String
    /// What it does.
    public let action: String

    public init(_ input: String, _ action: String) {
        self.input = input
        self.action = action
    }
}
