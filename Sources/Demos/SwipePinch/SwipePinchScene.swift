import Views

/// Seed 002's interactive demo (左划present到新的VC,然后用双指缩放dismiss回来): a left swipe on the first
/// screen presents the next controller interactively — it follows the finger — and a pinch on a presented
/// controller dismisses it interactively, shrinking and fading with the fingers.
///
/// ```swift
/// // playground run swipepinch
/// let tester = try SceneTester(SwipePinchScene.self)
/// tester.key(.b)                   // presents B (it slides in)
/// tester.key(.d)                   // dismisses it
/// ```
///
/// On release both follow the seed's rule: past 40 % a display link steps the progress to 0.98 and calls
/// `finish()`, else `cancel()`. One `TransitionAnimator` gives each destination its own animation: A zooms from
/// the tapped thumbnail (Photos), B slides in (and shrinks away), C gets the system's (the closure returns nil).
public final class SwipePinchScene: Scene {
    public override class var name: String { "swipepinch" }
    public override class var summary: String {
        "Seed 002: swipe left to present, pinch to dismiss (Alt+drag / Ctrl+wheel), A/B/C animators"
    }
    public override class var helpItems: [HelpItem] {
        [HelpItem("Drag left on the menu", "B slides in with your drag"),
         HelpItem("Pinch a page in", "it shrinks and fades with your fingers; past 40 % it closes"),
         HelpItem("Alt + drag", "two fingers mirrored about where you pressed (drag left pinches in)"),
         HelpItem("Ctrl + wheel", "pinch about the pointer (wheel down pinches in)"),
         HelpItem("A · B · C", "present with a zoom, a slide, or the system's transition"),
         HelpItem("D or Esc", "dismiss")]
    }
    public override class var hint: String { "Drag left to present · Alt+drag or Ctrl+wheel to pinch · A B C D keys" }

    let phone = PhoneFrame(hint: SwipePinchScene.hint)
    let window = Window()
    let menu = SwipePinchMenuViewController()
    /// The seed's LVAnimator: one closure picks each destination's transition.
    private(set) var animator: TransitionAnimator!
    /// The thumbnail the photo on screen zoomed from (and zooms back into).
    private(set) var zoomSource: View?
    /// The gesture driving the transition under way, if any.
    private weak var driving: GestureRecognizer?
    private let caption = SceneCaption(title: "Swipe & pinch", body: """
        Swipe left on the menu: B slides in with your drag. Pinch a page to close it: it shrinks and fades \
        with your fingers. Let go past 40 % and a display link carries it to the end; before that it goes back.

        Pinch on the desktop: Alt + drag (two fingers mirrored about where you pressed — drag left to pinch \
        in) or Ctrl + wheel (wheel down pinches in).

        One animator, three destinations: A zooms from its thumbnail, B slides, C is the system's. Keys: A, B, \
        C present, D dismisses.
        """)
    /// The progress of the interactive transition, in words, beside the phone.
    let statusLabel = Label(text: "", font: .systemFont(ofSize: 16, weight: .medium), color: .systemYellow)

    public override func didLoad() {
        view.backgroundColor = Color(hex: 0x101216)
        statusLabel.numberOfLines = 0
        [caption, phone, statusLabel].forEach(view.addSubview)
        window.frame = phone.screen.bounds
        phone.screen.addSubview(window)
        animator = TransitionAnimator(duration: 0.4) { [unowned self] from, to, operation in
            self.style(from: from, to: to, operation: operation)
        }
        window.rootViewController = menu
        menu.onThumbnail = { [unowned self] index in self.presentPhoto(index) }
        menu.onB = { [unowned self] in self.present(self.makeB()) }
        menu.onC = { [unowned self] in self.present(self.makeC()) }
        menu.swipe.addTarget(self, action: SwipePinchScene.handleSwipe)
    }

    public override func layout(in size: CGSize) {
        phone.place(in: size)
        caption.place(in: size, beside: phone)
        let x = phone.frame.maxX + 28
        statusLabel.frame = CGRect(x: x, y: phone.frame.minY + 40, width: max(size.width - x - 24, 0), height: 80)
        statusLabel.isHidden = statusLabel.frame.width < 160
    }

    public override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .a: presentPhoto(0)
        case .b: present(makeB())
        case .c: present(makeC())
        case .d: dismissPresented()
        default: return false
        }
        return true
    }

    // MARK: The animator's closure (present A → A, B → B, C → the system's)

    private func style(from: ViewController, to: ViewController, operation: TransitionAnimator.Operation) -> TransitionStyle? {
        let page = (operation == .present || operation == .push ? to : from) as? PinchablePageViewController
        switch page?.letter {
        case "A": return zoomSource.map { .zoom(from: $0) }
        case "B": return operation == .present ? .slide(from: .right) : .shrink()
        default: return nil
        }
    }

    // MARK: Presenting

    /// Whether nothing is presented and nothing moves.
    var isIdle: Bool { menu.presentedViewController == nil && !animator.isInteracting }

    func presentPhoto(_ index: Int) {
        guard isIdle, menu.thumbnails.indices.contains(index) else { return }
        zoomSource = menu.thumbnails[index]
        present(PhotoPageViewController(index: index, color: SwipePinchMenuViewController.photoColors[index]))
    }

    func makeB() -> PinchablePageViewController {
        LetterPageViewController(letter: "B", title: "B", detail: "Slid in from the right;\npinch to shrink it away",
                                 color: Color(hex: 0xFF6B3D))
    }

    func makeC() -> PinchablePageViewController {
        LetterPageViewController(letter: "C", title: "C", detail: "The system's transition;\npinch drives it too",
                                 color: Color(hex: 0x2F9E6B))
    }

    /// Presents `page` (not interactively unless a gesture began an interaction), with its pinch wired up.
    private func present(_ page: PinchablePageViewController) {
        guard menu.presentedViewController == nil else { return }
        guard animator.isInteracting || isIdle else { return }
        animator.register(page)
        page.loadViewIfNeeded()
        page.pinch.addTarget(self, action: SwipePinchScene.handlePinch)
        menu.present(page, animated: true) { [weak self] in self?.settled() }
    }

    /// Escape dismisses the page shown (as D does), with its own transition.
    public override func performEscape() -> Bool {
        guard menu.presentedViewController != nil else { return super.performEscape() }
        dismissPresented()
        return true
    }

    func dismissPresented() {
        guard let page = menu.presentedViewController, !page.isBeingPresented, !page.isBeingDismissed,
              !animator.isInteracting else { return }
        page.dismiss(animated: true) { [weak self] in self?.settled() }
    }

    private func settled() {
        if menu.presentedViewController == nil { zoomSource = nil }
        if driving == nil { statusLabel.text = "" }
    }

    // MARK: Gestures (the seed's handlers)

    func handleSwipe(_ pan: PanGestureRecognizer) {
        let width = max(window.bounds.width, 1)
        let progress = max(-pan.translation(in: window).x / width, 0)
        switch pan.state {
        case .began:
            guard isIdle, pan.translation(in: window).x < 0 else { return }
            driving = pan
            animator.beginInteraction()
            present(makeB())
            update(progress, verb: "Presenting B")
        case .changed:
            guard driving === pan else { return }
            update(progress, verb: "Presenting B")
        case .ended, .cancelled:
            guard driving === pan else { return }
            release(cancelled: pan.state == .cancelled)
        default:
            break
        }
    }

    func handlePinch(_ pinch: PinchGestureRecognizer) {
        let progress = 1 - pinch.scale
        switch pinch.state {
        case .began:
            guard driving == nil, !animator.isInteracting, let page = menu.presentedViewController,
                  pinch.view === page.viewIfLoaded, !page.isBeingPresented, !page.isBeingDismissed else { return }
            driving = pinch
            animator.beginInteraction()
            page.dismiss(animated: true) { [weak self] in self?.settled() }
            update(progress, verb: "Dismissing \(page.title ?? "")")
        case .changed:
            guard driving === pinch else { return }
            update(progress, verb: "Dismissing")
        case .ended, .cancelled:
            guard driving === pinch else { return }
            release(cancelled: pinch.state == .cancelled)
        default:
            break
        }
    }

    private func update(_ progress: CGFloat, verb: String) {
        animator.updateInteraction(progress)
        let p = animator.progress
        let line = StatusLine(verb: verb, percent: Int((p * 100).rounded()), finishes: p > animator.finishThreshold)
        if let text = statusLines[line] {
            statusLabel.text = text
            return
        }
        let text = "\(verb): \(line.percent) %" + (line.finishes ? "\nlet go: it finishes" : "\nlet go: it goes back")
        if statusLines.count >= 1024 { statusLines.removeAll(keepingCapacity: true) }
        statusLines[line] = text
        statusLabel.text = text
    }

    /// The status lines made so far, by verb, percentage and side of the threshold: a drag scrubbing back and
    /// forth builds each once, not a string per frame (at most 1024 kept).
    private var statusLines: [StatusLine: String] = [:]
    private struct StatusLine: Hashable {
        let verb: String
        let percent: Int
        let finishes: Bool
    }

    private func release(cancelled: Bool) {
        driving = nil
        let finishes = !cancelled && animator.progress > animator.finishThreshold
        statusLabel.text = finishes ? "Past 40 %: the display link finishes it" : "Not past 40 %: cancelled"
        animator.endInteraction(cancelled: cancelled)
    }
}
