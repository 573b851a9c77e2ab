import Views

/// View-controller transitions by hand, in a phone-sized window: a navigation controller whose list
/// presents a card with a custom animator, pushes detail screens (edge swipe pops, interactively), opens
/// Settings by pulling the list down (percent-driven), and lets a click interrupt Edit's presentation.
///
/// ```swift
/// // playground run transitions
/// let tester = try SceneTester(TransitionsScene.self)
/// tester.key(.p)                   // presents the card with its custom animator
/// tester.pumpUntilSettled()
/// ```
public final class TransitionsScene: Scene {
    public override class var name: String { "transitions" }
    public override class var summary: String {
        "View-controller transitions: custom present, push/pop with edge swipe, pull-to-present, click-to-interrupt"
    }

    public override class var hint: String { "P card · N push · B or a left-edge drag pops · E edit · pull the list down" }
    public override class var helpItems: [HelpItem] {
        [HelpItem("P / D", "present a card with a custom animator / dismiss it"),
         HelpItem("N / B", "push a detail screen / pop it"),
         HelpItem("Drag from the left edge", "pops with your finger: past 40 % or a flick it finishes, else cancels"),
         HelpItem("E", "edit: click during it to pause, then drag 40 pt down to finish or up to cancel (holding on or in a new press)"),
         HelpItem("Pull the list down", "opens Settings with your drag; past half way it stays open"),
         HelpItem("Esc", "steps back: the card, the pushed screen, then the launcher")]
    }

    /// The phone in the middle, in the shared 375 × 667 frame.
    let phoneFrame = PhoneFrame(hint: TransitionsScene.hint)
    /// The window filling the phone's screen.
    public let phone: Window
    /// The phone's root controller.
    public let navigation: NavigationController
    let home = HomeViewController()
    private let caption = SceneCaption(title: "Transitions", body: TransitionsScene.help)
    /// What the Settings transition is doing, beside the phone.
    let statusLabel = Label(text: "", font: .systemFont(ofSize: 16, weight: .medium), color: .systemYellow)

    private static let help = """
        P present a card (custom animator) · D dismiss it

        N push a detail screen · B pop it, or drag from the phone's left edge

        E edit settings: click during it to pause, then drag down to finish, up to cancel

        Pull the list down to open Settings; let go past half way to keep it open.
        """

    public required init() {
        let window = PhoneWindow(frame: CGRect(origin: .zero, size: PhoneFrame.screenSize))
        navigation = NavigationController(rootViewController: home)
        phone = window
        super.init()
        window.onTouch = { [weak home] phase, point in home?.interruptTouch(phase, at: point) }
        home.onStatus = { [weak statusLabel] text in statusLabel?.text = text }
    }

    public override func didLoad() {
        view.backgroundColor = Color(hex: 0x15171C)
        phone.backgroundColor = .black
        statusLabel.numberOfLines = 0
        [caption, statusLabel, phoneFrame].forEach(view.addSubview)
        phoneFrame.screen.addSubview(phone)
        phone.rootViewController = navigation
    }

    public override func layout(in size: CGSize) {
        phoneFrame.place(in: size)
        caption.place(in: size, beside: phoneFrame)
        let right = phoneFrame.frame.maxX + 30
        statusLabel.isHidden = size.width - right - 30 < 160
        statusLabel.frame = CGRect(x: right, y: phoneFrame.frame.minY + 40, width: max(size.width - right - 30, 0), height: 80)
    }

    public override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .p: home.presentCard()
        case .d: home.dismissPresented()
        case .n: home.pushDetail()
        case .b:
            guard !navigation.isTransitioning, navigation.presentedViewController == nil else { return true }
            navigation.popViewController(animated: true)
        case .e: home.editSettings()
        default: return false
        }
        return true
    }

    // MARK: For tests and scripts

    /// The Settings presentation's interaction controller.
    var settingsTransition: SettingsPresentTransition { home.settingsTransition }
}
