import Foundation
import Views
import PlaygroundHost

/// The curve lab: shape a cubic Bézier by its control points, or a spring by damping ratio and response or by
/// mass, stiffness and damping; watch a box run it on a loop and throw the box to feel it with your release
/// velocity; see the curve plotted over time with the settling time marked; copy the Swift that makes it.
///
/// ```swift
/// // `playground run curvelab`, or driven headless:
/// let driver = try SceneDriver(scene: CurveLabScene.self)
/// driver.key(.s)                                   // a spring by damping ratio and response
/// (driver.scene as? CurveLabScene)?.mode           // .springRatio
/// ```
///
/// Left alone for `idleTimeout` seconds (or with its window hidden), the loop finishes the leg it runs and
/// stops, so an untouched window sleeps; any input — a pointer move, a press, the wheel, a key — resumes it.
public final class CurveLabScene: Scene, IdleAwareScene {
    public override class var name: String { "curvelab" }
    public override class var summary: String { "Shape a Bézier or a spring, watch it run, throw it, copy the Swift" }
    public override class var hint: String { "B Bézier · S spring (ratio, response) · M spring (mass, stiffness, damping) · C copies the Swift" }
    public override class var helpItems: [HelpItem] {
        [HelpItem("B / S / M", "Bézier · spring by ratio and response · spring by mass, stiffness, damping"),
         HelpItem("Drag a control point", "reshapes the Bézier (overshoot allowed)"),
         HelpItem("Drag the sliders", "set the spring, the duration, the initial velocity"),
         HelpItem("Drag the box and let go", "it springs to the nearer end with your release velocity"),
         HelpItem("Space", "pauses or resumes the loop"),
         HelpItem("C", "copies the Swift that makes the curve (and prints it)")]
    }

    /// The ways to give the timing.
    ///
    /// ```swift
    /// lab.handleKey(.m)      // lab.mode == .springPhysical: mass, stiffness and damping
    /// ```
    public enum Mode: Equatable { case bezier, springRatio, springPhysical }

    public private(set) var mode = Mode.bezier
    let model = CurveLabModel()
    private let title = Label(text: "Curve lab", font: .systemFont(ofSize: 24, weight: .bold), color: .white)
    private let modeLabel = Label(text: "", font: .systemFont(ofSize: 14), color: Color(white: 0.75))
    private let editor = BezierEditorView()
    private var sliders: [LabeledSlider] = []
    private let plot = CurvePlotView()
    let track = View()
    public let box = View()
    private let source = Label(text: "", font: .systemFont(ofSize: 13), color: Color(red: 0.6, green: 0.85, blue: 1, alpha: 1))
    private let footer = Label(text: "", font: .systemFont(ofSize: 12), color: Color(white: 0.6))
    private let plotInfo = Label(text: "", font: .systemFont(ofSize: 12), color: Color(white: 0.65))
    private var animator: ViewPropertyAnimator?
    private var legStart: TimeInterval = 0
    private var atEnd = false
    private var looping = true
    private var pause: DisplayLink?
    private var grabX: CGFloat = 0
    /// Seconds of real time without input after which the loop stops at the end of its leg (however slow or
    /// paused the time control runs media time).
    public static let idleTimeout: TimeInterval = 20
    /// When input last arrived (real time: the world's input time, not media time).
    private var lastInput: TimeInterval = 0
    /// Real time now: the time input is stamped with, which a slowed or paused time control leaves running.
    private var realNow: TimeInterval { view.world.inputTime }
    /// Whether `idleTimeout` seconds of real time went by without input.
    private var hasIdledOut: Bool { realNow - lastInput >= CurveLabScene.idleTimeout }
    private var isWindowHidden = false
    /// Whether the loop stopped for want of input (or with the window hidden): nothing runs until input comes.
    public private(set) var isIdle = false

    /// The Swift of the current timing (what C copies).
    public var swiftSource: String { model.swiftSource(mode) }
    /// The current timing.
    public var timing: TimingCurveProvider { model.timing(mode) }
    /// The curve the box runs (progress over its seconds).
    public var curve: any ProgressCurve { model.timing(mode).curves(forDuration: model.duration).x }

    public override func didLoad() {
        view.backgroundColor = Color(hex: 0x121418)
        lastInput = realNow
        source.numberOfLines = 0
        for v in [title, modeLabel, editor, plot, plotInfo, track, source, footer] as [View] { view.addSubview(v) }
        track.backgroundColor = Color(white: 1, alpha: 0.06)
        track.cornerRadius = 12
        // An overshooting curve carries the box past its ends, into the room the lane keeps on each side; it never
        // leaves the lane (over the sliders, off the window).
        track.clipsToBounds = true
        box.backgroundColor = Color(red: 1, green: 0.6, blue: 0.2, alpha: 1)
        box.cornerRadius = 12
        track.addSubview(box)
        plot.backgroundColor = Color(white: 1, alpha: 0.04)
        plot.cornerRadius = 10
        plot.inset = 14
        editor.set(model.point1, model.point2)
        editor.onChange = { [weak self] in
            guard let self else { return }
            model.point1 = editor.point1
            model.point2 = editor.point2
            parametersChanged()
        }
        box.addGestureRecognizer(PanGestureRecognizer(target: self, action: CurveLabScene.dragged))
        footer.text = "C copies the Swift · Space pauses the loop · F1 help"
        showMode()
    }

    public override func layout(in size: CGSize) {
        // Not sized yet (the controls are built before the window gives the scene its size): the first leg waits
        // for a real lane, so it starts where a leg starts.
        guard size.width > 0, size.height > 0 else { return }
        let margin: CGFloat = 24
        let left = min(max(size.width * 0.42, 260), 460)
        title.frame = CGRect(x: margin, y: 18, width: left, height: 32)
        modeLabel.frame = CGRect(x: margin, y: 52, width: size.width - 2 * margin, height: 20)
        let top: CGFloat = 84
        let controlsHeight = size.height - top - 70
        if mode == .bezier {
            let sliderSpace = CGFloat(sliders.count) * 50
            editor.frame = CGRect(x: margin, y: top, width: left, height: max(controlsHeight - sliderSpace - 8, 60))
        }
        var y = mode == .bezier ? editor.frame.maxY + 10 : top
        for s in sliders {
            s.frame = CGRect(x: margin, y: y, width: left, height: 44)
            y += 50
        }
        let rightX = margin + left + 24
        let rightWidth = max(size.width - rightX - margin, 120)
        plotInfo.frame = CGRect(x: rightX + 4, y: top, width: rightWidth - 8, height: 16)
        plot.frame = CGRect(x: rightX, y: top + 22, width: rightWidth, height: max(controlsHeight * 0.55 - 22, 80))
        track.frame = CGRect(x: rightX, y: plot.frame.maxY + 16, width: rightWidth, height: 72)
        View.performWithoutAnimation {
            box.bounds = CGRect(x: 0, y: 0, width: 56, height: 56)
            if animator == nil { box.center = CGPoint(x: atEnd ? travel.end : travel.start, y: 36) }
        }
        source.frame = CGRect(x: rightX, y: track.frame.maxY + 14, width: rightWidth, height: 54)
        footer.frame = CGRect(x: margin, y: size.height - 30, width: size.width - 2 * margin, height: 18)
        if animator == nil && looping { runLeg() }
    }

    public override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .b: mode = .bezier
        case .s: mode = .springRatio
        case .m: mode = .springPhysical
        case .space:
            looping.toggle()
            if looping && animator == nil { runLeg() }
            if !looping && animator == nil { stopLoop() }
            return true
        case .c:
            let code = swiftSource
            print(code)
            host?.copyToClipboard(code)
            host?.show(notice: "Copied: \(code.count > 60 ? String(code.prefix(57)) + "…" : code)")
            return true
        default: return false
        }
        showMode()
        return true
    }

    public override func willClose() {
        pause?.invalidate()
        if let animator, animator.state == .active { animator.stopAnimation(true) }
    }

    /// Builds the controls of the mode.
    private func showMode() {
        for s in sliders { s.removeFromSuperview() }
        sliders = model.sliders(for: mode) { [weak self] in self?.parametersChanged() }
        for s in sliders { view.addSubview(s) }
        editor.isHidden = mode != .bezier
        modeLabel.text = switch mode {
        case .bezier: "Cubic Bézier — drag the orange control points · B / S / M switch"
        case .springRatio: "Spring by damping ratio and response · B / S / M switch"
        case .springPhysical: "Spring by mass, stiffness and damping · B / S / M switch"
        }
        parametersChanged()
        layout(in: view.bounds.size)
    }

    private func parametersChanged() {
        let curves = model.timing(mode).curves(forDuration: model.duration)
        let isSpring = model.timing(mode).springTimingParameters != nil
        plot.timeSpan = isSpring ? curves.duration * 1.25 : nil
        plot.curve = curves.x
        plot.marker = isSpring ? curves.duration : nil
        plotInfo.text = isSpring
            ? String(format: "progress over time · settles in %.2f s (dashed) · ζ %.2f", curves.duration,
                     model.timing(mode).springTimingParameters?.effectiveDampingRatio ?? 0)
            : String(format: "progress over time · %.2f s", model.duration)
        source.text = swiftSource
    }

    /// Where the box rests at either end of a leg: the middle third of the lane or so, leaving room on each side
    /// for a spring's overshoot (70 % of the travel: ζ down to about 0.11) to show inside the lane.
    private var travel: (start: CGFloat, end: CGFloat) {
        (track.bounds.width * 0.32, track.bounds.width * 0.68)
    }

    /// One leg of the loop: the box to the other end with the current timing; then a pause, then back.
    private func runLeg(velocity: CGFloat = 0) {
        let target = CGPoint(x: atEnd ? travel.start : travel.end, y: 36)
        var timing = model.timing(mode)
        if velocity != 0, let spring = timing.springTimingParameters {
            let distance = target.x - box.presentationValues.center.x
            timing = spring.withInitialVelocity(CGVector(dx: distance != 0 ? velocity / distance : 0, dy: 0))
        }
        let animator = ViewPropertyAnimator(duration: model.duration, timingParameters: timing)
        animator.addAnimations { self.box.center = target }
        animator.addCompletion { [weak self] position in
            guard let self, position == .end else { return }
            self.atEnd.toggle()
            self.animator = nil
            self.scheduleNextLeg()
        }
        animator.startAnimation()
        self.animator = animator
        isIdle = false
        legStart = CurrentMediaTime()
        if pause == nil {
            let link = DisplayLink(target: self, selector: CurveLabScene.tick)
            link.add(to: .main, forMode: .default)
            pause = link
        }
    }

    private var nextLegAt: TimeInterval?

    private func scheduleNextLeg() {
        guard looping, !isWindowHidden, !hasIdledOut else {
            isIdle = looping
            stopLoop()
            return
        }
        nextLegAt = CurrentMediaTime() + 0.5
    }

    /// Stops the display link between legs (`runLeg` starts it again): nothing runs, no frame is needed.
    private func stopLoop() {
        nextLegAt = nil
        pause?.invalidate()
        pause = nil
    }

    // MARK: Idle (IdleAwareScene)

    public func userDidInteract() {
        lastInput = realNow
        resumeIfIdle()
    }

    public func windowVisibilityDidChange(isVisible: Bool) {
        isWindowHidden = !isVisible
        if isVisible {
            userDidInteract()
        } else if animator == nil && nextLegAt != nil {
            // Between legs: stop now (a leg under way finishes first).
            isIdle = looping
            stopLoop()
        }
    }

    private func resumeIfIdle() {
        guard isIdle else { return }
        isIdle = false
        if looping && animator == nil && !isWindowHidden { runLeg() }
    }

    /// Every frame: the dot on the plot follows the box; the loop goes on after its pause.
    func tick(_ link: DisplayLink) {
        if animator != nil { plot.position = link.timestamp - legStart }
        if let at = nextLegAt, link.timestamp >= at {
            nextLegAt = nil
            if looping && animator == nil { runLeg() }
        }
    }

    func dragged(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            nextLegAt = nil
            if let animator, animator.state == .active {
                animator.stopAnimation(false)
                animator.finishAnimation(at: .current)
            }
            animator = nil
            grabX = box.center.x
        case .changed:
            let x = grabX + pan.translation(in: track).x
            box.center.x = min(max(x, 36), track.bounds.width - 36)
        case .ended, .cancelled:
            let v = pan.velocity(in: track).x
            // To the nearer end, or the one thrown toward.
            let toEnd = abs(v) > 200 ? v > 0 : box.center.x > track.bounds.width / 2
            atEnd = !toEnd
            runLeg(velocity: v)
        default: break
        }
    }
}
