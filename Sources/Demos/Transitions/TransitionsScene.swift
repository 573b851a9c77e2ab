import Views

/// View-controller transitions by hand, in a phone-sized window: a navigation controller whose list
/// presents a card with a custom animator, pushes detail screens (edge swipe pops, interactively), opens
/// Settings by pulling the list down (percent-driven), and lets a click interrupt Edit's presentation.
public final class TransitionsScene: Scene {
    public override class var name: String { "transitions" }
    public override class var summary: String {
        "View-controller transitions: custom present, push/pop with edge swipe, pull-to-present, click-to-interrupt"
    }

    /// The phone-sized window in the middle.
    public let phone: Window
    /// The phone's root controller.
    public let navigation: NavigationController
    let home = HomeViewController()
    private let titleLabel = Label(text: "Transitions", font: .systemFont(ofSize: 28, weight: .bold), color: .white)
    private let helpLabel = Label(text: TransitionsScene.help, font: .systemFont(ofSize: 15), color: Color(white: 0.78))
    /// What the Settings transition is doing, beside the phone.
    let statusLabel = Label(text: "", font: .systemFont(ofSize: 16, weight: .medium), color: .systemYellow)

    private static let help = """
        P  present a card (custom animator)
        D  dismiss it
        N  push a detail screen
        B  pop (or drag from the phone's left edge)
        E  edit settings; click during it to pause,
            then drag down to finish, up to cancel
        Pull the list down to open Settings;
            let go past half way to keep it open.
        """

    public required init() {
        let window = PhoneWindow(frame: CGRect(x: 0, y: 0, width: 380, height: 720))
        navigation = NavigationController(rootViewController: home)
        phone = window
        super.init()
        window.onTouch = { [weak home] phase, point in home?.interruptTouch(phase, at: point) }
        home.onStatus = { [weak statusLabel] text in statusLabel?.text = text }
    }

    /// The phone's size (smaller when the window is).
    static let phoneSize = CGSize(width: 380, height: 720)

    public override func didLoad() {
        view.backgroundColor = Color(hex: 0x15171C)
        phone.backgroundColor = .black
        phone.cornerRadius = 36
        phone.clipsToBounds = true
        phone.borderWidth = 3
        phone.borderColor = Color(hex: 0x3A3A3C)
        helpLabel.numberOfLines = 0
        statusLabel.numberOfLines = 0
        [titleLabel, helpLabel, statusLabel, phone].forEach(view.addSubview)
        phone.rootViewController = navigation
    }

    public override func layout(in size: CGSize) {
        let width = min(TransitionsScene.phoneSize.width, size.width - 40)
        let height = min(TransitionsScene.phoneSize.height, size.height - 40)
        phone.frame = CGRect(x: ((size.width - width) / 2).rounded(), y: ((size.height - height) / 2).rounded(),
                             width: width, height: height)
        titleLabel.frame = CGRect(x: 40, y: 48, width: max(phone.frame.minX - 60, 0), height: 36)
        helpLabel.frame = CGRect(x: 40, y: 96, width: max(phone.frame.minX - 60, 0), height: 240)
        statusLabel.frame = CGRect(x: phone.frame.maxX + 30, y: 96, width: max(size.width - phone.frame.maxX - 60, 0), height: 80)
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
