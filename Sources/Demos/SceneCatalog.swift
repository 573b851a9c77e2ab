import Views

/// Every scene the playground can show, by name.
public enum SceneCatalog {
    /// The scenes in launcher order.
    public static let scenes: [Scene.Type] = [
        LockSearchScene.self, BloqScene.self, DragTargetScene.self, FloatWindowScene.self, TransitionsScene.self,
        GalleryScene.self,
    ]

    /// The scene registered under `name` (case-insensitive).
    public static func scene(named name: String) -> Scene.Type? {
        if name.lowercased() == LauncherScene.name { return LauncherScene.self }
        return scenes.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The known names, for error messages.
    public static var names: [String] { scenes.map { $0.name } }
}
