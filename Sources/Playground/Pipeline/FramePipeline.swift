import Foundation
import Rendering
import Views

/// One frame at a time, the same for the window, headless runs, the bench and the scene tester:
/// input → display links → animators → gesture timers → layout → composite.
///
/// ```swift
/// let pipeline = try FramePipeline(scene: CardScene.self, catalog: SceneCatalog([CardScene.self]),
///                                  size: CGSize(width: 800, height: 600), clock: VirtualClock())
/// pipeline.beginFrame(at: t)
/// pipeline.pointerDown(at: CGPoint(x: 400, y: 300))
/// pipeline.frame(at: t)                    // runs the frame and composites what changed
/// pipeline.framebuffer.writePNG(to: "frame.png")
/// ```
///
/// It owns the world the scene lives in (a new one for each scene shown, so a scene's animations and display
/// links end with it), the input dispatcher, the compositor and the framebuffer. Everything the scene does —
/// loading, input, frames — runs with that world current.
@MainActor
public final class FramePipeline: SceneHost {
    /// The scenes this pipeline can switch between (the launcher lists them).
    public let catalog: SceneCatalog
    /// The world of the scene on screen.
    public private(set) var world: World
    public let compositor: Compositor
    public private(set) var framebuffer: Framebuffer
    public private(set) var scene: Scene
    public private(set) var dispatcher: InputDispatcher
    /// The window size in points.
    public private(set) var size: CGSize
    /// Pixels per point.
    public private(set) var scale: Double
    /// Called when another scene is shown (the window updates its title).
    public var onSceneChange: ((Scene) -> Void)?
    /// Set when the user asked to quit (Esc on the launcher, Ctrl+Q).
    public private(set) var wantsQuit = false
    /// Frames composited so far (frames in which some pixels changed).
    public private(set) var compositedFrames = 0
    /// Seconds the last frame spent compositing (0 when it drew nothing).
    public private(set) var lastCompositeDuration: TimeInterval = 0

    private let clock: TimeSource
    private let stopwatch = MonotonicClock()
    private var pendingScene: Scene.Type?
    private var drawnRevision: UInt64 = .max
    /// Whether the framebuffer shows the current frame.
    private var isDrawn = false

    /// A pipeline showing `scene` at `size` points × `scale`, its frames read from `clock`.
    public init(scene type: Scene.Type, catalog: SceneCatalog, size: CGSize, scale: Double = 1,
                clock: TimeSource) throws {
        self.catalog = catalog
        self.clock = clock
        do { compositor = try Compositor() } catch { throw PlaygroundError.rendering("\(error)") }
        self.size = size
        self.scale = scale
        framebuffer = Framebuffer(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
                                  scale: scale)
        let world = World(clock: clock)
        world.textMeasurer = compositor.text
        self.world = world
        let scene = world.run { type.init() }
        self.scene = scene
        dispatcher = world.run { InputDispatcher(root: scene.view) }
        load(scene)
    }

    /// A pipeline showing the scene called `name` in `catalog` (the launcher is "launcher").
    public convenience init(sceneNamed name: String, catalog: SceneCatalog, size: CGSize, scale: Double = 1,
                            clock: TimeSource) throws {
        guard let type = catalog.scene(named: name) else {
            throw PlaygroundError.unknownScene(name: name, known: catalog.names)
        }
        try self.init(scene: type, catalog: catalog, size: size, scale: scale, clock: clock)
    }

    private func load(_ scene: Scene) {
        world.run {
            scene.host = self
            scene.didLoad()
            scene.resize(to: size)
        }
        drawnRevision = .max
        isDrawn = false
        onSceneChange?(scene)
    }

    /// Replaces the scene with a new instance of `type`, in a world of its own.
    private func install(_ type: Scene.Type, at time: TimeInterval) {
        let leaving = scene
        world.run {
            leaving.willClose()
            dispatcher.cancelTouch()
        }
        world.tearDown()
        let next = World(clock: clock, frameDuration: world.scheduler.frameDuration)
        next.textMeasurer = compositor.text
        next.scheduler.beginFrame(at: time)
        next.diagnostics.handler = world.diagnostics.handler
        world = next
        let scene = next.run { type.init() }
        self.scene = scene
        dispatcher = next.run { InputDispatcher(root: scene.view) }
        load(scene)
    }

    // MARK: SceneHost

    public func open(_ scene: Scene.Type) {
        pendingScene = scene
    }

    public func returnToLauncher() {
        pendingScene = catalog.launcher
    }

    /// Whether the scene on screen is the launcher.
    public var isShowingLauncher: Bool { type(of: scene) == catalog.launcher }

    // MARK: Input (delivered at the current frame's time)

    /// Starts the frame at `time`: input that follows is stamped with it.
    public func beginFrame(at time: TimeInterval) {
        world.scheduler.beginFrame(at: time)
    }

    /// The left button went down at `p`; with `.alt` in `modifiers`, two fingers mirrored about `p`.
    public func pointerDown(at p: CGPoint, modifiers: KeyModifiers = []) {
        world.run { dispatcher.pointerDown(at: p, modifiers: modifiers) }
    }
    public func pointerMoved(to p: CGPoint) { world.run { dispatcher.pointerMoved(to: p) } }
    public func pointerUp(at p: CGPoint) { world.run { dispatcher.pointerUp(at: p) } }
    public func wheel(_ notches: CGFloat) { world.run { dispatcher.wheel(notches) } }
    /// Ctrl + wheel: a pinch about the pointer, `notches` scale steps (positive: spread).
    public func pinchWheel(_ notches: CGFloat) { world.run { dispatcher.pinchWheel(notches) } }
    public func cancelTouches() { world.run { dispatcher.cancelTouch() } }

    /// A key press: the scene sees it first; an Escape it does not use goes back to the launcher (or, on the
    /// launcher, quits).
    public func key(_ key: Key) {
        let used = world.run { scene.handleKey(key) }
        guard !used, key == .escape else { return }
        if isShowingLauncher { wantsQuit = true } else { returnToLauncher() }
    }

    /// Asks the pipeline to end (Ctrl+Q, window closed).
    public func quit() {
        wantsQuit = true
    }

    /// Resizes the window's content (points and pixels per point).
    public func resize(to newSize: CGSize, scale newScale: Double) {
        guard newSize != size || newScale != scale else { return }
        size = newSize
        scale = newScale
        framebuffer = Framebuffer(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
                                  scale: scale)
        world.run { scene.resize(to: size) }
        drawnRevision = .max
        isDrawn = false
    }

    // MARK: Frames

    /// Whether a frame would change anything: animations, display links, input in progress, or changed views
    /// not drawn yet.
    public var needsFrame: Bool {
        !isSettled || world.displayRevision != drawnRevision
    }

    /// Whether nothing moves any more without new input: no animation, display link, input in progress,
    /// pending layout or scene switch (what was changed may still wait to be drawn).
    public var isSettled: Bool {
        pendingScene == nil && !world.hasRunningAnimations && !world.scheduler.hasActiveDisplayLinks
            && !dispatcher.isActive && !scene.view.needsLayoutPass
    }

    /// Runs the frame at `time`: display links, animations, layout, then composites what changed.
    /// Returns whether any pixel of the framebuffer was redrawn. With `composite` false the frame runs without
    /// drawing (a headless run draws only the frames it writes).
    @discardableResult
    public func frame(at time: TimeInterval, composite: Bool = true) -> Bool {
        if let type = pendingScene {
            pendingScene = nil
            install(type, at: time)
        }
        world.run {
            world.scheduler.runFrame(at: time)
            dispatcher.advance(to: time)
            scene.view.layoutIfNeeded()
        }
        lastCompositeDuration = 0
        if world.displayRevision != drawnRevision || world.hasRunningAnimations { isDrawn = false }
        guard composite else { return false }
        return compositeIfNeeded()
    }

    /// Draws what changed since the framebuffer was last drawn; returns whether any pixel was redrawn.
    @discardableResult
    public func compositeIfNeeded() -> Bool {
        guard !isDrawn || world.displayRevision != drawnRevision else {
            compositor.noteUnchangedFrame()
            return false
        }
        let start = stopwatch.now
        // Only what changed is redrawn; when nothing did, the framebuffer is left as it is.
        let drew = world.run { compositor.render(scene.view, into: framebuffer) }
        lastCompositeDuration = stopwatch.now - start
        drawnRevision = world.displayRevision
        isDrawn = true
        if drew { compositedFrames += 1 }
        return drew
    }

    /// The first error the renderer met (a missing image), if any.
    public var renderingError: PlaygroundError? {
        compositor.errors.first.map { PlaygroundError.rendering("\($0)") }
    }
}
