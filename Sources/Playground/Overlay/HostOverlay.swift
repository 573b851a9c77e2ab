import Foundation
import Rendering
import Views

/// What the host draws over the scene: the time-control badge, the help panel and the inspector. It is a
/// view tree of its own, in a world of its own, composited after the scene; hidden, it draws nothing and takes
/// no input, so it never changes the scene's frames or hit testing.
///
/// ```swift
/// pipeline.overlay.showsHelp = true        // F1
/// pipeline.overlay.showsInspector = true   // Ctrl+I
/// ```
@MainActor
public final class HostOverlay {
    /// The overlay's world (its own clock: panels animate in real time, whatever the scene's time control).
    public let world: World
    /// The root view, sized to the window.
    public let root = View()
    let compositor: Compositor
    let badge = OverlayBadge()
    let help = HelpPanel()
    private(set) var dispatcher: InputDispatcher
    /// Whether the pointer went down on the overlay (it then keeps the touch until up).
    private var hasTouch = false
    private var drawnRevision: UInt64 = .max

    /// Shows the help panel (F1 or ?).
    public var showsHelp = false {
        didSet { help.isHidden = !showsHelp }
    }

    init(textRenderer: TextRenderer, clock: TimeSource) throws {
        world = World(clock: clock)
        world.textMeasurer = textRenderer
        compositor = Compositor(text: textRenderer)
        compositor.clearsFramebuffer = false
        compositor.tracksDamage = false
        dispatcher = InputDispatcher(root: root)
        world.run {
            root.addSubview(help)
            root.addSubview(badge)
        }
        help.isHidden = true
        badge.isHidden = true
    }

    /// Whether anything of the overlay is on screen.
    public var isVisible: Bool { !badge.isHidden || !help.isHidden }

    /// Whether the overlay changed since it was last drawn.
    var needsDisplay: Bool { world.displayRevision != drawnRevision }

    /// Brings the overlay up to date with the pipeline (badge text, help content) and lays it out.
    func update(for pipeline: FramePipeline, size: CGSize) {
        // Hidden and staying hidden: nothing to lay out (and no world to bind every frame).
        guard isVisible || pipeline.timeControl != TimeControl() || showsHelp else { return }
        world.run {
            root.frame = CGRect(origin: .zero, size: size)
            badge.show(pipeline.timeControl)
            if showsHelp { help.show(for: type(of: pipeline.scene)) }
            badge.layOut(in: size)
            help.layOut(in: size)
            root.layoutIfNeeded()
        }
    }

    /// Draws the overlay over what `framebuffer` holds.
    func draw(into framebuffer: Framebuffer) {
        world.run { _ = compositor.render(root, into: framebuffer) }
        drawnRevision = world.displayRevision
    }

    // MARK: Input

    /// Whether a pointer down at `point` belongs to the overlay (a visible panel is there).
    func takesTouch(at point: CGPoint) -> Bool {
        for panel in [help as View] where !panel.isHidden && panel.frame.contains(point) { return true }
        return false
    }

    func pointerDown(at p: CGPoint) -> Bool {
        guard takesTouch(at: p) else {
            // A click beside the open help closes it (and goes no further).
            if showsHelp {
                showsHelp = false
                return true
            }
            return false
        }
        hasTouch = true
        world.run { dispatcher.pointerDown(at: p) }
        return true
    }

    func pointerMoved(to p: CGPoint) -> Bool {
        guard hasTouch else { return false }
        world.run { dispatcher.pointerMoved(to: p) }
        return true
    }

    func pointerUp(at p: CGPoint) -> Bool {
        guard hasTouch else { return false }
        hasTouch = false
        world.run { dispatcher.pointerUp(at: p) }
        return true
    }
}
