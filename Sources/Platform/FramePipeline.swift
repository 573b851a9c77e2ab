import Demos
import Foundation
import Rendering
import Views

/// One frame at a time, the same for the window and the headless runner:
/// input → display links → animators → layout → composite.
///
/// It owns the current scene, the frame scheduler (installed as current), the input dispatcher and the
/// framebuffer. The window feeds it real time and SDL events; the headless runner a virtual clock and a script.
public final class FramePipeline: SceneHost {
    public private(set) var scheduler: FrameScheduler
    private let clock: Clock
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
    private let stopwatch = MonotonicClock()

    private var pendingScene: Scene.Type?
    private var drawnRevision: UInt64 = .max

    /// A pipeline showing the scene named `sceneName` at `size` points × `scale`.
    public init(sceneName: String, size: CGSize, scale: Double = 1, clock: Clock) throws {
        guard let type = SceneCatalog.scene(named: sceneName) else {
            throw PlaygroundError.unknownScene(name: sceneName, known: SceneCatalog.names)
        }
        self.clock = clock
        scheduler = FrameScheduler(clock: clock)
        FrameScheduler.current = scheduler
        do { compositor = try Compositor() } catch { throw PlaygroundError.rendering("\(error)") }
        self.size = size
        self.scale = scale
        framebuffer = Framebuffer(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
                                  scale: scale)
        scene = type.init()
        dispatcher = InputDispatcher(root: scene.view)
        install(scene, freshScheduler: false)
    }

    private func install(_ scene: Scene, freshScheduler: Bool = true) {
        if freshScheduler {
            // The old scene's animations and display links stop with its scheduler.
            let next = FrameScheduler(clock: clock)
            next.beginFrame(at: scheduler.currentTime)
            scheduler = next
            FrameScheduler.current = next
        }
        self.scene = scene
        scene.host = self
        scene.didLoad()
        scene.resize(to: size)
        dispatcher = InputDispatcher(root: scene.view)
        drawnRevision = .max
        onSceneChange?(scene)
    }

    // MARK: SceneHost

    public func openScene(named name: String) {
        pendingScene = SceneCatalog.scene(named: name)
    }

    public func returnToLauncher() {
        pendingScene = LauncherScene.self
    }

    // MARK: Input (delivered at the current frame's time)

    /// Starts the frame at `time`: input that follows is stamped with it.
    public func beginFrame(at time: TimeInterval) {
        scheduler.beginFrame(at: time)
    }

    public func pointerDown(at p: CGPoint) { dispatcher.pointerDown(at: p) }
    public func pointerMoved(to p: CGPoint) { dispatcher.pointerMoved(to: p) }
    public func pointerUp(at p: CGPoint) { dispatcher.pointerUp(at: p) }
    public func wheel(_ notches: CGFloat) { dispatcher.wheel(notches) }
    public func cancelTouches() { dispatcher.cancelTouch() }

    /// A key press: Escape returns to the launcher (or quits on it); other keys go to the scene.
    public func key(_ name: String) {
        if name.lowercased() == "escape" {
            if scene is LauncherScene { wantsQuit = true } else { returnToLauncher() }
            return
        }
        _ = scene.handleKey(name)
    }

    /// Asks the pipeline to end (Ctrl+Q, window closed).
    public func quit() { wantsQuit = true }

    /// Resizes the window's content (points and pixels per point).
    public func resize(to newSize: CGSize, scale newScale: Double) {
        guard newSize != size || newScale != scale else { return }
        size = newSize
        scale = newScale
        framebuffer = Framebuffer(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
                                  scale: scale)
        scene.resize(to: size)
        drawnRevision = .max
    }

    // MARK: Frames

    /// Whether a frame would change anything: animations, display links, input in progress, or changed views.
    public var needsFrame: Bool {
        pendingScene != nil || scheduler.hasRunningAnimations || scheduler.hasActiveDisplayLinks
            || dispatcher.isActive || View.displayRevision != drawnRevision || scene.view.needsLayoutPass
    }

    /// Runs the frame at `time`: display links, animations, layout, then composites what changed.
    /// Returns whether any pixel of the framebuffer was redrawn. With `composite` false the frame runs without
    /// drawing (a headless run draws only the frames it writes).
    @discardableResult
    public func frame(at time: TimeInterval, composite: Bool = true) -> Bool {
        if let type = pendingScene {
            pendingScene = nil
            install(type.init())
            scheduler.beginFrame(at: time)
        }
        scheduler.runFrame(at: time)
        dispatcher.advance(to: time)
        scene.view.layoutIfNeeded()
        lastCompositeDuration = 0
        if View.displayRevision != drawnRevision || scheduler.hasRunningAnimations { isDrawn = false }
        guard composite else { return false }
        return compositeIfNeeded()
    }

    /// Whether the framebuffer shows the current frame.
    private var isDrawn = false

    /// Draws what changed since the framebuffer was last drawn; returns whether any pixel was redrawn.
    @discardableResult
    public func compositeIfNeeded() -> Bool {
        guard !isDrawn || View.displayRevision != drawnRevision else {
            compositor.noteUnchangedFrame()
            return false
        }
        let start = stopwatch.now
        // Only what changed is redrawn; when nothing did, the framebuffer is left as it is.
        let drew = compositor.render(scene.view, into: framebuffer)
        lastCompositeDuration = stopwatch.now - start
        drawnRevision = View.displayRevision
        isDrawn = true
        if drew { compositedFrames += 1 }
        return drew
    }

    /// The first error the renderer met (a missing image), if any.
    public var renderingError: PlaygroundError? {
        compositor.errors.first.map { PlaygroundError.rendering("\($0)") }
    }
}
