import Views

/// The scenes a playground serves, in launcher order — yours, then tools (`Playground` adds its curve lab) —
/// and the launcher that lists them.
///
/// ```swift
/// let catalog = SceneCatalog([CardScene.self, GaugeScene.self])
/// catalog.scene(named: "card")        // CardScene.self
/// catalog.scene(named: "launcher")    // the launcher
/// ```
@MainActor
public struct SceneCatalog {
    /// The scenes, in launcher order.
    public let scenes: [Scene.Type]
    /// The first screen of the window: lists `scenes` (LauncherScene unless another is given).
    public let launcher: Scene.Type

    /// `scenes`, then `tools` (scenes of the host's own, listed after yours), and the launcher listing them.
    public init(_ scenes: [Scene.Type], launcher: Scene.Type = LauncherScene.self, tools: [Scene.Type] = []) {
        // One entry per name: a later scene of the same name would be unreachable by name.
        var seen = Set<String>()
        self.scenes = (scenes + tools).filter { seen.insert($0.name.lowercased()).inserted }
        self.launcher = launcher
    }

    /// The scene called `name` (case-insensitive); the launcher's name gives the launcher.
    public func scene(named name: String) -> Scene.Type? {
        let key = name.lowercased()
        if key == launcher.name.lowercased() { return launcher }
        return scenes.first { $0.name.lowercased() == key }
    }

    /// The scenes' names, for messages and `playground list`.
    public var names: [String] { scenes.map { $0.name } }
}
