import Foundation
import Rendering
import Views
import PlaygroundHost

/// What the host draws over the scene: the time-control badge, the help panel, the inspector and the pressure
/// meter. It is a
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
    /// The root view, sized to the window. It and every panel are made inside `world`'s run (not as stored
    /// properties' initial values, which run before the world exists): their text is measured with the
    /// window's fonts and their display links run on the overlay's scheduler.
    public let root: View
    let compositor: Compositor
    let badge: OverlayBadge
    let help: HelpPanel
    let recordBadge: OverlayPill
    let noticePill: OverlayPill
    let inspector: InspectorPanel
    let outline: OutlineView
    /// The pressure gauge beside the pointer while the wheel (or a held press) presses on a preview.
    let meter: PressureMeter
    /// Where the pointer is (window points), for the inspector's hover.
    private var hoverPoint: CGPoint?
    private let clock: TimeSource
    private var noticeUntil: TimeInterval = 0
    private(set) var dispatcher: InputDispatcher
    /// Whether the pointer went down on the overlay (it then keeps the touch until up).
    private var hasTouch = false
    private var drawnRevision: UInt64 = .max

    /// Shows the help panel (F1 or ?).
    public var showsHelp = false {
        didSet { help.isHidden = !showsHelp }
    }

    /// Shows the inspector (Ctrl+I).
    public var showsInspector = false {
        didSet {
            inspector.isHidden = !showsInspector
            if !showsInspector { outline.isHidden = true }
        }
    }

    /// When the window's recording started (it then shows a red badge with the time), nil when not recording.
    public var recordingSince: TimeInterval?

    /// Shows `text` at the bottom of the window for a few seconds.
    public func show(notice text: String, seconds: TimeInterval = 3) {
        noticePill.text = text
        noticeUntil = clock.now + seconds
    }

    /// Whether something on the overlay changes with time alone (a notice to take away, the recording time).
    public var hasTimedContent: Bool {
        !noticePill.isHidden || clock.now < noticeUntil || recordingSince != nil || meter.isFading
    }

    public init(textRenderer: TextRenderer, clock: TimeSource) throws {
        self.clock = clock
        let world = World(clock: clock)
        world.textMeasurer = textRenderer
        self.world = world
        compositor = Compositor(text: textRenderer)
        compositor.clearsFramebuffer = false
        compositor.tracksDamage = false
        (root, badge, help, inspector, outline, meter) = world.run {
            (View(), OverlayBadge(), HelpPanel(), InspectorPanel(), OutlineView(), PressureMeter())
        }
        (recordBadge, noticePill) = world.run {
            (OverlayPill(color: Color(red: 0.85, green: 0.12, blue: 0.15, alpha: 0.92)),
             OverlayPill(color: Color(white: 0.12, alpha: 0.92)))
        }
        let root = self.root
        dispatcher = world.run { InputDispatcher(root: root) }
        world.run {
            root.addSubview(outline)
            root.addSubview(meter)
            root.addSubview(inspector)
            root.addSubview(help)
            root.addSubview(badge)
            root.addSubview(recordBadge)
            root.addSubview(noticePill)
        }
        help.isHidden = true
        badge.isHidden = true
        inspector.isHidden = true
        outline.isHidden = true
        recordBadge.isHidden = true
        noticePill.isHidden = true
    }

    /// Whether anything of the overlay is on screen.
    public var isVisible: Bool {
        !badge.isHidden || !help.isHidden || !recordBadge.isHidden || !noticePill.isHidden || !inspector.isHidden
            || !meter.isHidden
    }

    /// Whether the overlay changed since it was last drawn.
    public var needsDisplay: Bool { world.displayRevision != drawnRevision }

    /// Brings the overlay up to date with the pipeline (badge text, help content) and lays it out.
    public func update(for pipeline: FramePipeline, size: CGSize) {
        // Hidden and staying hidden: nothing to lay out (and no world to bind every frame).
        guard isVisible || pipeline.timeControl != TimeControl() || showsHelp || showsInspector
                || clock.now < noticeUntil || recordingSince != nil else { return }
        world.run {
            root.frame = CGRect(origin: .zero, size: size)
            badge.show(pipeline.timeControl)
            if showsHelp { help.show(for: type(of: pipeline.scene)) }
            let now = clock.now
            if let since = recordingSince {
                let seconds = Int(max(now - since, 0))
                recordBadge.text = String(format: "● REC %d:%02d", seconds / 60, seconds % 60)
            }
            recordBadge.isHidden = recordingSince == nil
            noticePill.isHidden = now >= noticeUntil
            if showsInspector { updateInspector(for: pipeline, size: size) }
            badge.layOut(in: size)
            help.layOut(in: size)
            // Top right, left of the rate badge: the top-left corner is where scenes put their titles.
            recordBadge.layOut(in: size, corner: .topRight(trailing: badge.isHidden ? 14 : size.width - badge.frame.minX + 8))
            noticePill.layOut(in: size, corner: .top)
            root.layoutIfNeeded()
        }
    }

    /// Follows the scene's pressure (every frame, drawn or not): the meter shows it beside the pointer with
    /// the preview interaction's peek and commit marks, and fades out once it is back to nothing.
    public func followPressure(of input: InputDispatcher, in size: CGSize) {
        let interaction = input.pressureInteraction
        // No pressure on a preview and the gauge away: nothing to do (and no world to bind every frame).
        if meter.isHidden, interaction == nil || input.pressure <= 0 { return }
        let marks = interaction.map { (peek: $0.previewThreshold, commit: $0.commitThreshold) }
        world.run {
            meter.update(pressure: input.pressure, marks: marks, pointer: input.pointerLocation, in: size, at: clock.now)
        }
    }

    /// The inspector's width in a window of `size`.
    static func inspectorWidth(in size: CGSize) -> CGFloat { min(max(size.width * 0.42, 300), 460, size.width - 20) }
    /// The narrowest the scene is laid out beside the docked inspector (else the inspector floats over it).
    static let minimumSceneWidth: CGFloat = 640

    /// The inspector's content and place: on the right, as tall as the window.
    private func updateInspector(for pipeline: FramePipeline, size: CGSize) {
        let width = HostOverlay.inspectorWidth(in: size)
        inspector.frame = CGRect(x: size.width - width - 10, y: 48, width: width, height: max(size.height - 58, 120))
        inspector.scrub = { [weak pipeline] id, fraction in pipeline?.world.scrub(id, to: fraction) }
        inspector.replayAnimation = { [weak pipeline] id in pipeline?.world.replay(id) }
        inspector.copySwift = { [weak pipeline, weak self] text in
            print(text)
            pipeline?.clipboard?(text)
            self?.show(notice: "Copied the Swift of the timing")
        }
        inspector.timelineView.onScrub = { [weak pipeline] time in pipeline?.scrubMediaTime(to: time) }
        inspector.timelineView.onRetime = { [weak pipeline, weak self] id, seconds in
            guard pipeline?.world.retime(id, duration: seconds) == true else { return }
            self?.show(notice: String(format: "Duration %.2f s for this session · Copy Swift gives it", seconds))
        }
        // The onion skin draws the motion path of the view clicked in the Views tab, else of the selected
        // animation's first view.
        pipeline.onionSkin.trackedView = inspector.selectedView
            ?? inspector.selected.flatMap { pipeline.world.views(animatedBy: $0).first } ?? pipeline.onionSkin.trackedView
        switch inspector.tab {
        case .animations:
            inspector.show(animations: pipeline.world.inspectAnimations())
            outline.isHidden = true
        case .timeline:
            inspector.show(animations: pipeline.world.inspectAnimations())
            inspector.show(timeline: pipeline.world.timeline(), origin: pipeline.world.startTime)
            outline.isHidden = true
        case .input:
            inspector.show(input: InputInspection(root: pipeline.scene.view, dispatcher: pipeline.dispatcher))
            outline.isHidden = true
        case .views:
            inspector.show(tree: pipeline.scene.view, hoveredAt: hoverPoint)
            if let view = inspector.hoveredView {
                outline.frame = view.convert(view.bounds, to: nil)
                outline.isHidden = false
            } else {
                outline.isHidden = true
            }
        }
    }

    /// The pointer is at `point` (window points), button up or down.
    public func hover(at point: CGPoint) {
        guard showsInspector else { return }
        hoverPoint = point
        world.setNeedsDisplay()
    }

    /// The wheel turned over the overlay: scrolls the help's or the inspector's list; returns whether it was over a panel.
    public func wheel(_ notches: CGFloat, at point: CGPoint) -> Bool {
        if showsHelp, help.frame.contains(point) {
            world.run { help.scroll(byNotches: notches) }
            return true
        }
        guard showsInspector, inspector.frame.contains(point) else { return false }
        world.run { inspector.scroll(by: notches > 0 ? -1 : 1) }
        return true
    }

    /// Draws the overlay over what `framebuffer` holds.
    public func draw(into framebuffer: Framebuffer) {
        world.run { _ = compositor.render(root, into: framebuffer) }
        drawnRevision = world.displayRevision
    }

    // MARK: Input

    /// Whether a pointer down at `point` belongs to the overlay (a visible panel is there).
    func takesTouch(at point: CGPoint) -> Bool {
        for panel in [help, inspector] as [View] where !panel.isHidden && panel.frame.contains(point) { return true }
        return false
    }

    public func pointerDown(at p: CGPoint) -> Bool {
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

    public func pointerMoved(to p: CGPoint) -> Bool {
        guard hasTouch else { return false }
        world.run { dispatcher.pointerMoved(to: p) }
        return true
    }

    public func pointerUp(at p: CGPoint) -> Bool {
        guard hasTouch else { return false }
        hasTouch = false
        world.run { dispatcher.pointerUp(at: p) }
        return true
    }
}
