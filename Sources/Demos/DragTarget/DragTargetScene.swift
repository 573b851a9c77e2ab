import Views

/// Seed 004: drag the red rectangle toward the dashed line.
///
/// ```swift
/// // playground run dragtarget
/// let tester = try SceneTester(DragTargetScene.self)
/// tester.key(.v)                   // return by speed = −1 instead of a display link
/// ```
///
/// The drag scrubs a paused `View.animate` through the layer's media timing (speed 0, timeOffset); past half it
/// resumes forward (beginTime), short of half it returns — by a display link stepping timeOffset back (the text's
/// second version), or with V by speed = −1 (its first version). Every frame of the return shows the rectangle
/// where it belongs.
public final class DragTargetScene: Scene {
    public override class var name: String { "dragtarget" }
    public override class var summary: String { "Seed 004: scrub a view animation through layer timing (speed, timeOffset, beginTime)" }
    public override class var hint: String { "Drag anywhere on the phone · let go to finish or return · V switches the return" }
    public override class var helpItems: [HelpItem] {
        [HelpItem("Drag up or down", "scrubs the paused animation through the layer's timeOffset by the drag's length "
                  + "(seed 004's |translation.y|): dragging up moves the rectangle down too"),
         HelpItem("Let go past half way", "it finishes from there (speed 1, beginTime moved)"),
         HelpItem("Let go below half way", "it returns: by a display link or by speed −1"),
         HelpItem("V", "switches between the two ways back")]
    }

    /// How the return below half is played.
    enum ReverseMode: String { case displayLink = "display link", negativeSpeed = "speed = −1" }

    static let animationDuration: TimeInterval = 1.0
    static let startY: CGFloat = 50
    static let targetY: CGFloat = 550
    static let travel: CGFloat = 500

    private let phone = PhoneFrame(hint: DragTargetScene.hint)
    let caption = SceneCaption(title: "Drag to target", body: "")
    let moveableView = View(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
    private let targetLine = View()
    private let modeLabel = Label(text: "", font: .systemFont(ofSize: 15, weight: .medium), color: Color(white: 0.85))
    private(set) var mode = ReverseMode.displayLink
    private(set) var animationProgress: CGFloat = 0
    private var displayLink: DisplayLink?
    private var displayLinkStartTime: TimeInterval = 0
    /// Completions of the drag animations, for tests: (finished, tag after the completion).
    private(set) var completions: [(finished: Bool, tag: Int)] = []

    public override func didLoad() {
        view.backgroundColor = Color(hex: 0x101216)
        view.addSubview(caption)
        view.addSubview(phone)
        let screen = phone.screen
        screen.backgroundColor = Color(hex: 0xF4F4F6)
        targetLine.frame = CGRect(x: 20, y: DragTargetScene.targetY - 31, width: 335, height: 62)
        targetLine.borderWidth = 2
        targetLine.borderColor = Color(hex: 0x8A8F99)
        targetLine.borderDashPattern = [9, 6]
        targetLine.cornerRadius = 8
        targetLine.isUserInteractionEnabled = false
        moveableView.backgroundColor = .systemRed
        moveableView.cornerRadius = 10
        modeLabel.textAlignment = .center
        modeLabel.textColor = Color(hex: 0x555A66)
        modeLabel.frame = CGRect(x: 0, y: 620, width: 375, height: 24)
        [targetLine, moveableView, modeLabel].forEach(screen.addSubview)
        switchToState1()
        let pan = PanGestureRecognizer()
        pan.addTarget(self, action: DragTargetScene.handlePanGesture)
        screen.addGestureRecognizer(pan)
        updateCaption()
    }

    public override func layout(in size: CGSize) {
        phone.place(in: size)
        caption.place(in: size, beside: phone)
    }

    public override func handleKey(_ key: Key) -> Bool {
        guard key == .v else { return false }
        mode = mode == .displayLink ? .negativeSpeed : .displayLink
        updateCaption()
        return true
    }

    private func updateCaption() {
        modeLabel.text = "Return below half: \(mode.rawValue)  ·  V switches"
        caption.setBody("""
            Drag anywhere on the phone: the red rectangle follows along its paused animation \
            (layer speed 0, timeOffset = progress × duration).

            Progress is the drag's length, not its direction: seed 004 takes |translation.y| / 500 pt, \
            so dragging up moves the rectangle down too, toward its other place.

            Let go past half: it resumes forward (beginTime). Short of half: it returns by \(mode.rawValue).

            V — switch the return between a display link and speed = −1
            """)
        caption.place(in: view.bounds.size, beside: phone)
    }

    // MARK: States (seed 004)

    func switchToState1() {
        moveableView.center = CGPoint(x: 375 / 2, y: DragTargetScene.startY)
        moveableView.tag = 1
    }

    func switchToState2() {
        moveableView.center = CGPoint(x: 375 / 2, y: DragTargetScene.startY + DragTargetScene.travel)
        moveableView.tag = 2
    }

    func switchState() {
        if moveableView.tag == 1 { switchToState2() } else { switchToState1() }
    }

    // MARK: Gesture

    func handlePanGesture(_ panGesture: PanGestureRecognizer) {
        let layer = moveableView.layer
        let duration = DragTargetScene.animationDuration
        switch panGesture.state {
        case .began:
            layer.removeAllAnimations()
            displayLink?.invalidate()
            let reverseMode = mode
            View.animate(withDuration: duration, animations: {
                self.switchState()
            }, completion: { finished in
                if reverseMode == .negativeSpeed {
                    layer.gs_recoverToDefaultState()
                    if self.animationProgress <= 0.5 { self.switchState() }
                }
                self.completions.append((finished, self.moveableView.tag))
            })
            layer.gs_pauseAnimation()
        case .changed:
            let translation = panGesture.translation(in: phone.screen)
            let length = abs(translation.y)
            animationProgress = max(0, min(length / DragTargetScene.travel, 1))
            layer.gs_setTimeProgress(TimeInterval(animationProgress) * duration)
        case .ended, .failed, .cancelled:
            if animationProgress > 0.5 {
                layer.gs_continueAnimation(withTimeProgress: TimeInterval(animationProgress) * duration)
            } else if mode == .negativeSpeed {
                layer.gs_continueReverseAnimation(withTimeProgress: TimeInterval(animationProgress) * duration,
                                                  animationDuration: duration)
            } else {
                displayLink?.invalidate()
                displayLinkStartTime = CurrentMediaTime()
                let link = DisplayLink(target: self, selector: DragTargetScene.updateAnimation)
                link.add(to: .main, forMode: .default)
                displayLink = link
            }
        default:
            break
        }
    }

    /// Steps the paused animation back each frame; at its start, resumes it at its end and restores the state.
    func updateAnimation(_ sender: DisplayLink) {
        let duration = DragTargetScene.animationDuration
        let timeInterval = CurrentMediaTime() - displayLinkStartTime
        let animationTimeProgress = TimeInterval(animationProgress) * duration - timeInterval
        if animationTimeProgress >= 0 {
            moveableView.layer.gs_setTimeProgress(animationTimeProgress)
        } else {
            displayLink?.invalidate()
            displayLink = nil
            moveableView.layer.gs_continueAnimation(withTimeProgress: duration)
            switchState()
        }
    }
}
