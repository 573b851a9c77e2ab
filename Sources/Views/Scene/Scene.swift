import Foundation

/// What hosts a scene (the window or the headless runner): scenes ask it to switch scenes.
public protocol SceneHost: AnyObject {
    /// Opens the scene registered under `name`.
    func openScene(named name: String)
    /// Goes back to the launcher.
    func returnToLauncher()
}

/// A live demo: a root view sized to the window by its host, and keyboard shortcuts.
///
/// Subclass it, build the content in `didLoad()`, lay it out in `layout(in:)`, and register the type in the
/// scene catalogue. Scenes use only the public API of the view tree.
open class Scene {
    /// The name used by `playground run <name>`.
    open class var name: String { "scene" }
    /// A one-line description for the launcher and `playground list`.
    open class var summary: String { "" }

    /// The root view; its frame is the window's bounds.
    public let view = View()
    /// The host showing this scene.
    public weak var host: SceneHost?

    public required init() {}

    /// Builds the scene's views (called once, before the first layout).
    open func didLoad() {}

    /// Lays the scene out for a window of `size` points (called on load and on every resize).
    open func layout(in size: CGSize) {}

    /// Handles a key press (SDL key name, e.g. "R", "Space", "Left"); returns whether it was used.
    open func handleKey(_ key: String) -> Bool { false }

    /// Sizes the root view and lays the scene out, without animation.
    public func resize(to size: CGSize) {
        View.performWithoutAnimation {
            view.frame = CGRect(origin: .zero, size: size)
            layout(in: size)
            view.layoutIfNeeded()
        }
    }
}
