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
    /// Keys the host on top takes before the scene (the window's Ctrl+R records it); returns whether taken.
    public var hostKeys: ((Key) -> Bool)?
    /// Called with the framebuffer and the frame's real time each time the scene has been composited, before the
    /// overlay is drawn over it (the window's recording keeps the scene alone).
    public var onSceneComposited: ((Framebuffer, TimeInterval) -> Void)?
    /// What is drawn over the scene and sees input first (the window's badge, help and inspector); none headless.
    public var overlay: PipelineOverlay? {
        didSet { drawnRevision = .max; isDrawn = false }
    }
    /// Where copied text goes (the window sets the system clipboard); it is printed in any case.
    public var clipboard: ((String) -> Void)?
    /// What the overlay last showed, to know when it must be drawn again.
    private var overlayState: (visible: Bool, control: TimeControl) = (false, TimeControl())
    /// Set when the user asked to quit (Esc on the launcher, Ctrl+Q).
    public internal(set) var wantsQuit = false
    /// When Escape was last pressed on the launcher (a second within a second quits).
    package var lastLauncherEscape: TimeInterval?
    /// Frames composited so far (frames in which some pixels changed).
    public private(set) var compositedFrames = 0
    /// Seconds the last frame spent compositing (0 when it drew nothing).
    public private(set) var lastCompositeDuration: TimeInterval = 0
    /// Slow motion, pause and frame steps of media time (see `TimeControl`).
    public var timeControl = TimeControl() {
        didSet {
            world.scheduler.frameDuration = nominalFrameDuration * timeControl.rate
            // Time runs on: what the playhead held at its end completes now.
            if !timeControl.isPaused && world.holdsCompletions { world.holdsCompletions = false }
        }
    }
    /// The media time of the current frame: what the scene's animations read.
    public var mediaTime: TimeInterval { mediaClock.now }
    /// A media time the timeline's playhead asked for, applied at the next frame (see `scrubMediaTime`).
    var pendingScrub: TimeInterval?
    /// Ghosts of the last frames and the selected view's motion path (Ctrl+O).
    public let onionSkin = OnionSkin()

    private let clock: TimeSource
    /// The clock real time is read from (the window's, or a virtual one).
    public var timeSource: TimeSource { clock }
    /// Media time: real time scaled by the time control.
    package let mediaClock: MediaClock
    /// The real time of the last frame begun.
    private var realTime: TimeInterval
    /// Whether the frame begun advances media time (not while paused, but for a step).
    private var frameAdvances = true
    private let nominalFrameDuration: TimeInterval
    private let stopwatch = MonotonicClock()
    private var pendingScene: Scene.Type?
    private var drawnRevision: UInt64 = .max
    /// Whether the framebuffer shows the current frame.
    private var isDrawn = false
    /// Whether a world that runs for ever pauses while the window is hidden or idle (see `IdlePause`); the
    /// live window sets it.
    public var pausesWhenIdle = false
    /// The input and visibility `IdlePause` decides on.
    package var idle: IdleState

    /// A pipeline showing `scene` at `size` points × `scale`, its frames read from `clock`.
    public init(scene type: Scene.Type, catalog: SceneCatalog, size: CGSize, scale: Double = 1,
                clock: TimeSource) throws {
        self.catalog = catalog
        self.clock = clock
        realTime = clock.now
        idle = IdleState(lastInput: clock.now, now: clock.now)
        mediaClock = MediaClock(now: clock.now)
        nominalFrameDuration = (clock as? VirtualClock)?.frameDuration ?? 1.0 / 60
        do { compositor = try Compositor() } catch { throw PlaygroundError.rendering("\(error)") }
        self.size = size
        self.scale = scale
        framebuffer = Framebuffer(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
                                  scale: scale)
        let world = World(clock: mediaClock, frameDuration: nominalFrameDuration)
        world.textMeasurer = compositor.text
        self.world = world
        let scene = world.run { type.init() }
        self.scene = scene
        dispatcher = world.run { InputDispatcher(root: scene.view) }
        load(scene)
    }

    /// The scene leaves with the pipeline (a headless run ends, a tester is dropped, the window closes) as it
    /// leaves for another scene: `willClose`, touches cancelled, its world torn down — so an animator still
    /// paused mid-gesture is not reported as released by misuse.
    isolated deinit {
        let leaving = scene, input = dispatcher
        world.run {
            leaving.willClose()
            input.cancelTouch()
        }
        world.tearDown()
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
            scene.resize(to: sceneSize)
        }
        drawnRevision = .max
        isDrawn = false
        onSceneChange?(scene)
    }

    /// Replaces the scene with a new instance of `type`, in a world of its own.
    private func install(_ type: Scene.Type, at time: TimeInterval) {
        lastLauncherEscape = nil
        let leaving = scene
        world.run {
            leaving.willClose()
            dispatcher.cancelTouch()
        }
        world.tearDown()
        let next = World(clock: mediaClock, frameDuration: world.scheduler.frameDuration)
        next.textMeasurer = compositor.text
        next.scheduler.beginFrame(at: mediaClock.now)
        next.setInputTime(time)
        next.diagnostics.handler = world.diagnostics.handler
        world = next
        let scene = next.run { type.init() }
        self.scene = scene
        dispatcher = next.run { InputDispatcher(root: scene.view) }
        load(scene)
        // Docked, the strip under the panel takes the new scene's background.
        if sceneInset > 0 { matchClearColorToDock() }
        // No ghost of the scene that left; the launcher is no animation to study, so it turns the onion off.
        onionSkin.sceneChanged()
        if isShowingLauncher && onionSkin.isEnabled {
            onionSkin.isEnabled = false
            overlay?.show(notice: "Onion skin off", seconds: 3)
        }
        // Back on the launcher, the row of the scene just left is the chosen one.
        let left = Swift.type(of: leaving)
        next.run { scene.didReplace(left) }
    }

    // MARK: SceneHost

    public func open(_ scene: Scene.Type) {
        pendingScene = scene
    }

    public func returnToLauncher() {
        pendingScene = catalog.launcher
    }

    /// The catalogue's scenes (what a launcher lists).
    public var scenes: [Scene.Type] { catalog.scenes }

    public func show(notice text: String) {
        overlay?.show(notice: text, seconds: 3)
    }

    public func copyToClipboard(_ text: String) {
        clipboard?(text)
    }

    /// Whether the scene on screen is the launcher.
    public var isShowingLauncher: Bool { type(of: scene) == catalog.launcher }

    // MARK: Input (delivered at the current frame's time)

    /// Starts the frame at real time `time`: media time moves on (at the time control's rate), and input that
    /// follows is stamped with the new times.
    public func beginFrame(at time: TimeInterval) {
        advanceClocks(to: time)
        world.setInputTime(realTime)
        world.scheduler.beginFrame(at: mediaClock.now)
    }

    /// Moves real time to `time` and media time by what the time control makes of it (once per frame).
    private func advanceClocks(to time: TimeInterval) {
        guard time > realTime else { return }
        updateIdlePause(at: time)
        let advance = idle.isPaused ? 0 : timeControl.mediaAdvance(forReal: time - realTime, frameDuration: nominalFrameDuration)
        realTime = time
        frameAdvances = !idle.isPaused && (advance > 0 || !timeControl.isPaused)
        mediaClock.now += advance
    }

    /// Delivers the input `body` makes as happening at real time `time` (an event's own timestamp, never later
    /// than the frame): gestures then measure the speeds the hand really had.
    public func input(at time: TimeInterval?, _ body: () -> Void) {
        world.withEventTime(time, body)
    }

    /// The left button went down at `p`; with `.alt` in `modifiers`, two fingers mirrored about `p`.
    public func pointerDown(at p: CGPoint, modifiers: KeyModifiers = []) {
        noteInput()
        // A panel opened since the last drawn frame (a headless script draws only its shots) is laid out
        // before the click can reach it.
        overlay?.willReceivePointer(in: self, size: size)
        if overlay?.pointerDown(at: p) == true { return }
        world.run { dispatcher.pointerDown(at: p, modifiers: modifiers) }
    }
    public func pointerMoved(to p: CGPoint) {
        noteInput()
        overlay?.hover(at: p)
        if overlay?.pointerMoved(to: p) == true { return }
        world.run { dispatcher.pointerMoved(to: p) }
    }
    public func pointerUp(at p: CGPoint) {
        noteInput()
        if overlay?.pointerUp(at: p) == true { return }
        world.run { dispatcher.pointerUp(at: p) }
    }
    public func wheel(_ notches: CGFloat) {
        noteInput()
        if overlay?.wheel(notches, at: dispatcher.pointerLocation) == true { return }
        world.run { dispatcher.wheel(notches) }
    }
    /// Ctrl + wheel: a pinch about the pointer, `notches` scale steps (positive: spread).
    public func pinchWheel(_ notches: CGFloat) {
        noteInput()
        world.run { dispatcher.pinchWheel(notches) }
    }
    public func cancelTouches() { world.run { dispatcher.cancelTouch() } }
    /// The pointer left the window: hovers end.
    public func pointerExited() {
        overlay?.hover(at: CGPoint(x: -1, y: -1))
        world.run { dispatcher.pointerExited() }
    }

    /// Resizes the window's content (points and pixels per point).
    public func resize(to newSize: CGSize, scale newScale: Double) {
        guard newSize != size || newScale != scale else { return }
        size = newSize
        scale = newScale
        framebuffer = Framebuffer(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
                                  scale: scale)
        // A resize may dock or undock the panel: the scene is laid out at its new size either way.
        setSceneInset(overlay?.trailingInset(in: size) ?? 0, relayout: false)
        world.run { scene.resize(to: sceneSize) }
        drawnRevision = .max
        isDrawn = false
    }

    /// The width along the right edge where the overlay docks a panel (the inspector): the scene is laid out
    /// beside it.
    private var sceneInset: CGFloat = 0
    /// The compositor's clear colour before a panel docked (put back when it undocks).
    private var undockedClearColor: Color?

    /// The size the scene is laid out at: the window's, less a docked panel.
    public var sceneSize: CGSize { CGSize(width: max(size.width - sceneInset, 1), height: size.height) }

    /// Lays the scene out again when a panel docks or undocks (once, not each frame).
    private func followDockedPanel() {
        setSceneInset(overlay?.trailingInset(in: size) ?? 0, relayout: true)
    }

    /// Docks (inset > 0) or undocks the panel: the clear colour under it is the scene's own background while
    /// docked (not the compositor's black) and what it was before once undocked; with `relayout`, the scene
    /// is laid out at its new size.
    private func setSceneInset(_ inset: CGFloat, relayout: Bool) {
        guard inset != sceneInset else { return }
        if sceneInset == 0 { undockedClearColor = compositor.clearColor }
        sceneInset = inset
        matchClearColorToDock()
        if relayout { world.run { scene.resize(to: sceneSize) } }
        compositor.redrawsEverythingNextFrame = true
        drawnRevision = .max
        isDrawn = false
    }

    /// The clear colour for the dock as it is, for the scene on screen.
    private func matchClearColorToDock() {
        if sceneInset > 0, let background = scene.view.backgroundColor, background.alpha >= 1 {
            compositor.clearColor = background
        } else if let color = undockedClearColor {
            compositor.clearColor = color
        }
    }

    /// Draws from now on into `framebuffer` (the window's own pixels), which must have the pixel size and scale
    /// of the current one; the next frame draws it whole.
    public func adopt(_ framebuffer: Framebuffer) {
        guard framebuffer.width == self.framebuffer.width, framebuffer.height == self.framebuffer.height,
              framebuffer.scale == self.framebuffer.scale else { return }
        self.framebuffer = framebuffer
        drawnRevision = .max
        isDrawn = false
    }

    // MARK: Frames

    /// Whether a frame would change anything: animations, display links, input in progress, or changed views
    /// not drawn yet.
    public var needsFrame: Bool {
        !isSettled || world.displayRevision != drawnRevision || overlayChanged || compositor.showsResampledContent
            || pendingScrub != nil || onionSkin.changed
    }

    /// Whether the overlay must be drawn (again) or taken away.
    private var overlayChanged: Bool {
        guard let overlay else { return overlayState.visible }
        return overlay.isVisible != overlayState.visible || timeControl != overlayState.control
            || (overlay.isVisible && overlay.needsDisplay) || overlay.hasTimedContent
    }

    /// Whether nothing moves any more without new input: no animation or display link running (media time
    /// stands still while paused, but for a step asked for), no input in progress, pending layout or scene
    /// switch (what was changed may still wait to be drawn).
    public var isSettled: Bool {
        let timeMoves = (!timeControl.isPaused || timeControl.pendingSteps > 0) && !idle.isPaused
        return pendingScene == nil && !dispatcher.isActive && !scene.view.needsLayoutPass
            && !(timeMoves && (world.hasRunningAnimations || world.scheduler.hasActiveDisplayLinks))
    }

    /// Runs the frame at `time`: display links, animations, layout, then composites what changed.
    /// Returns whether any pixel of the framebuffer was redrawn. With `composite` false the frame runs without
    /// drawing (a headless run draws only the frames it writes).
    @discardableResult
    public func frame(at time: TimeInterval, composite: Bool = true) -> Bool {
        advanceClocks(to: time)
        if let type = pendingScene {
            pendingScene = nil
            install(type, at: realTime)
        }
        followDockedPanel()
        world.setInputTime(realTime)
        world.run {
            // Paused, media time stands: no display link fires, nothing advances; input still acts.
            if applyPendingScrub() || frameAdvances { world.scheduler.runFrame(at: mediaClock.now) }
            dispatcher.advance(to: world.inputTime)
            scene.view.layoutIfNeeded()
        }
        overlay?.followPressure(of: dispatcher, in: size)
        lastCompositeDuration = 0
        // Views the last frame composited from resampled stores are drawn exactly in this one, if they rest.
        if world.displayRevision != drawnRevision || world.hasRunningAnimations || compositor.showsResampledContent {
            isDrawn = false
        }
        // The onion skin keeps every frame: with it on, a headless run draws each one.
        guard composite || onionSkin.isEnabled else { return false }
        return compositeIfNeeded()
    }

    /// Draws what changed since the framebuffer was last drawn; returns whether any pixel was redrawn. With
    /// `exactAtRest` (a shot: the frame as a picture), views left resampled from their stores are drawn exactly
    /// at once when nothing moves any more; a running window does that in the next frame instead.
    @discardableResult
    public func compositeIfNeeded(exactAtRest: Bool = false) -> Bool {
        overlay?.update(for: self, size: size)
        let overlayVisible = overlay?.isVisible ?? false
        let overlayDirty = overlayChanged
        guard !isDrawn || world.displayRevision != drawnRevision || overlayDirty || onionSkin.changed else {
            overlayDrewLastFrame = false
            compositor.noteUnchangedFrame()
            return false
        }
        let start = stopwatch.now
        // Under a visible overlay (or where one was), the scene is drawn whole, then the overlay over it.
        if overlayVisible || overlayState.visible { compositor.redrawsEverythingNextFrame = true }
        // Ghosts are drawn into the framebuffer: with the onion skin on (or just turned off) it is redrawn whole.
        let onion = onionSkin.isEnabled || onionSkin.changed
        if onion { compositor.redrawsEverythingNextFrame = true }
        // Only what changed is redrawn; when nothing did, the framebuffer is left as it is.
        var drew = world.run { world.withPresentationSnapshot { compositor.render(scene.view, into: framebuffer) } }
        if exactAtRest && compositor.showsResampledContent && isSettled {
            // The last moving frame left views resampled from their stores; now at rest, they are drawn
            // exactly (only those views' pixels), so the picture is what direct drawing makes.
            drew = world.run {
                world.withPresentationSnapshot { compositor.renderResampledContentExactly(scene.view, into: framebuffer) }
            } || drew
        }
        onSceneComposited?(framebuffer, realTime)
        if onionSkin.isEnabled {
            onionSkin.apply(to: framebuffer, mediaTime: mediaClock.now, world: world, frameDuration: world.scheduler.frameDuration)
            drew = true
        }
        onionSkin.changed = false
        overlayDrewLastFrame = overlayVisible || onion
        if overlayVisible, let overlay {
            overlay.draw(into: framebuffer)
            drew = true
        }
        overlayState = (overlayVisible, timeControl)
        lastCompositeDuration = stopwatch.now - start
        drawnRevision = world.displayRevision
        isDrawn = true
        if drew { compositedFrames += 1 }
        return drew
    }

    /// Whether the overlay was drawn over the last composite (then the whole framebuffer changed).
    private var overlayDrewLastFrame = false

    /// Calls `body` with each rectangle of device pixels the last composite redrew (none when nothing
    /// changed): what a window uploads. Allocates nothing.
    public func forEachRedrawnRect(_ body: (_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Void) {
        if overlayDrewLastFrame {
            body(0, 0, framebuffer.width, framebuffer.height)
        } else {
            compositor.forEachRedrawnRect(body)
        }
    }

    /// The first error the renderer met (a missing image), if any.
    public var renderingError: PlaygroundError? {
        compositor.errors.first.map { PlaygroundError.rendering("\($0)") }
    }
}

/// Media time: a clock the pipeline moves by what its time control makes of real time.
@MainActor
package final class MediaClock: TimeSource {
    package var now: TimeInterval
    package init(now: TimeInterval) { self.now = now }
}
