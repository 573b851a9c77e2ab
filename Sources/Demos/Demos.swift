import Views

/// The playground's built-in demos: the seeds' scenes, the transitions and the gallery.
///
/// ```swift
/// Playground.main(scenes: Demos.scenes + [MyScene.self])   // the built-in demos beside your own
/// ```
public enum Demos {
    /// The scenes in launcher order.
    public static let scenes: [Scene.Type] = [
        LockSearchScene.self, BloqScene.self, DragTargetScene.self, FloatWindowScene.self, TabsScene.self,
        SwipePinchScene.self, TransitionsScene.self, ScrollScene.self, GalleryScene.self, LayersScene.self,
        ShapesScene.self, ShimmerScene.self, ReplicatorScene.self, EmitterScene.self, SpringScene.self,
    ]

    /// The scenes' names (usable where the types are not, e.g. in test arguments).
    public nonisolated static let sceneNames = [
        "locksearch", "bloq", "dragtarget", "floatwindow", "tabs", "swipepinch", "transitions", "scroll", "gallery", "layers",
        "shapes", "shimmer", "replicator", "emitter", "spring",
    ]
}
