import Views

/// The first screen of the phone: rows that present a card, push a detail screen and open Settings; pulling
/// the list down more than 30 pt presents Settings interactively (seed 003), and a click while Edit's
/// presentation runs interrupts it.
final class HomeViewController: ViewController, ViewControllerTransitioningDelegate {
    let settingsTransition = SettingsPresentTransition()
    private let content = View()
    private let titleLabel = Label(text: "Transitions", font: .systemFont(ofSize: 32, weight: .bold), color: Color(hex: 0x1C1C1E))
    private let pullHint = Label(text: "↓ Pull the list down to open Settings", font: .systemFont(ofSize: 14), color: Color(hex: 0x8E8E93))
    private let cardRow = DemoRow(title: "Present a card", detail: "Custom animator, springs up", key: "P")
    private let pushRow = DemoRow(title: "Push a detail screen", detail: "Slide; edge-swipe or B to go back", key: "N")
    private let editRow = DemoRow(title: "Edit settings", detail: "Click during it to pause, then drag", key: "E")
    private var pull: PanGestureRecognizer?
    private let pullDelegate = PullGestureDelegate()
    /// True while a pull drives the Settings presentation.
    private(set) var isPullPresenting = false
    /// Where a click interrupted Edit's presentation.
    private var interruptStartY: CGFloat?
    /// Told what the Settings transition is doing, in words (empty when nothing).
    var onStatus: ((String) -> Void)?

    /// Pull distance (points) at which the presentation starts, and the distance over which it completes.
    static let pullThreshold: CGFloat = 30
    static let pullRange: CGFloat = 90

    override init() {
        super.init()
        title = "Transitions"
    }

    override func loadView() {
        let root = LayoutView()
        root.onLayout = { [weak self] bounds in self?.layoutContent(in: bounds) }
        view = root
    }

    override func viewDidLoad() {
        view.backgroundColor = Color(hex: 0xF2F2F7)
        view.addSubview(content)
        [titleLabel, pullHint, cardRow, pushRow, editRow].forEach(content.addSubview)
        cardRow.onTap = { [weak self] in self?.presentCard() }
        pushRow.onTap = { [weak self] in self?.pushDetail() }
        editRow.onTap = { [weak self] in self?.editSettings() }
        let pull = PanGestureRecognizer(target: self, action: HomeViewController.handlePull)
        pullDelegate.home = self
        pull.delegate = pullDelegate
        pull.name = "pullToPresent"
        content.addGestureRecognizer(pull)
        self.pull = pull
    }

    private func layoutContent(in bounds: CGRect) {
        View.performWithoutAnimation {
            content.frame = bounds
            titleLabel.frame = CGRect(x: 20, y: 52, width: bounds.width - 40, height: 40)
            pullHint.frame = CGRect(x: 20, y: 94, width: bounds.width - 40, height: 20)
            for (i, row) in [cardRow, pushRow, editRow].enumerated() {
                row.frame = CGRect(x: 16, y: 132 + CGFloat(i) * 74, width: bounds.width - 32, height: 62)
            }
        }
    }

    // MARK: Actions

    /// Whether nothing is presented and no transition runs.
    var isIdle: Bool {
        presentedViewController == nil && !(navigationController?.isTransitioning ?? false)
    }

    func presentCard() {
        guard isIdle else { return }
        let card = CardViewController()
        card.transitioningDelegate = self
        present(card, animated: true)
    }

    func pushDetail() {
        guard let navigation = navigationController, !navigation.isTransitioning, presentedViewController == nil else { return }
        navigation.pushViewController(DetailViewController(depth: navigation.viewControllers.count), animated: true)
    }

    /// Seed 003's Edit button: a non-interactive presentation a click can interrupt.
    func editSettings() {
        guard isIdle else { return }
        settingsTransition.wantsInteractiveStart = false
        presentSettings()
    }

    /// Dismisses whatever is presented.
    func dismissPresented() {
        guard let presented = presentedViewController, !presented.isBeingPresented, !presented.isBeingDismissed else { return }
        presented.dismiss(animated: true) { [weak self] in self?.onStatus?("") }
    }

    private func presentSettings() {
        let settings = SettingsViewController()
        // Settings blurs its own backdrop, over the list or over a pushed screen alike.
        settingsTransition.auxAnimations = { [weak settings] in settings?.backdrop.effect = BlurEffect(style: .dark) }
        settings.transitioningDelegate = self
        settings.onDismiss = { [weak self] in self?.onStatus?("") }
        present(settings, animated: true) { [weak self, weak settings] in
            self?.onStatus?(self?.presentedViewController === settings ? "Settings open — D or Done closes it" : "")
        }
    }

    // MARK: Pull to present

    private func handlePull(_ pan: PanGestureRecognizer) {
        let distance = pan.translation(in: content).y
        let progress = min(max((distance - HomeViewController.pullThreshold) / HomeViewController.pullRange, 0), 1)
        switch pan.state {
        case .began, .changed:
            if !isPullPresenting && distance > HomeViewController.pullThreshold && isIdle {
                isPullPresenting = true
                settingsTransition.wantsInteractiveStart = true
                presentSettings()
            }
            if isPullPresenting {
                settingsTransition.update(progress)
                onStatus?("Pulling Settings: \(Int((progress * 100).rounded())) %" + (progress > 0.5 ? " — let go to open" : ""))
            }
        case .ended, .cancelled:
            guard isPullPresenting else { return }
            if pan.state == .ended && progress > 0.5 { settingsTransition.finish() } else { settingsTransition.cancel() }
            isPullPresenting = false
        default:
            break
        }
    }

    /// Whether the pull may begin: nothing presented or moving, and a mostly downward drag.
    fileprivate func pullShouldBegin(_ pan: GestureRecognizer) -> Bool {
        guard isIdle, let pan = pan as? PanGestureRecognizer else { return false }
        let t = pan.translation(in: content)
        return t.y > abs(t.x)
    }

    // MARK: Click to interrupt (seed 003's touchesBegan / touchesMoved, fed by the phone window)

    func interruptTouch(_ phase: TouchPhase, at point: CGPoint) {
        switch phase {
        case .began:
            guard settingsTransition.wantsInteractiveStart == false, settingsTransition.animator != nil else { return }
            interruptStartY = point.y
            settingsTransition.interrupt()
            let percent = Int((settingsTransition.percentComplete * 100).rounded())
            onStatus?("Settings paused at \(percent) % — drag down to finish, up to cancel")
        case .moved:
            guard let startY = interruptStartY else { return }
            if point.y < startY - 40 {
                interruptStartY = nil
                settingsTransition.cancel()
            } else if point.y > startY + 40 {
                interruptStartY = nil
                settingsTransition.finish()
            }
        case .ended, .cancelled, .stationary:
            break
        }
    }

    // MARK: ViewControllerTransitioningDelegate

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? {
        if presented is CardViewController { return CardTransitionAnimator(isPresenting: true) }
        if presented is SettingsViewController { return settingsTransition }
        return nil
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        if dismissed is CardViewController { return CardTransitionAnimator(isPresenting: false) }
        if dismissed is SettingsViewController { return SettingsDismissAnimator() }
        return nil
    }

    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        animator === settingsTransition ? settingsTransition : nil
    }
}

/// Lets the pull begin only when the home screen is idle and the drag goes down.
private final class PullGestureDelegate: GestureRecognizerDelegate {
    weak var home: HomeViewController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        home?.pullShouldBegin(gestureRecognizer) ?? false
    }
}
