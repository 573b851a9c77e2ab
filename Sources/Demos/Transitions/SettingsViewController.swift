import Views

/// Seed 003's Settings screen: a see-through screen of options over a blurred backdrop of its own, so it reads
/// the same over the list or over a pushed screen; choosing one dismisses it. The transitions move and fade
/// `contentView` and blur `backdrop`, which stays put under it.
final class SettingsViewController: ViewController {
    /// Blurs whatever lies under Settings (the list, a pushed screen): dark once presented, clear before.
    let backdrop = VisualEffectView(effect: nil)
    /// The header and the options: what the transitions scale, move and fade.
    let contentView = View()
    private let panel = View()
    private let header = Label(text: "Settings", font: .systemFont(ofSize: 28, weight: .bold), color: .white)
    private var rows: [DemoRow] = []

    override init() {
        super.init()
        title = "Settings"
        modalPresentationStyle = .overFullScreen
    }

    override func loadView() {
        let root = LayoutView()
        root.onLayout = { [weak self] bounds in self?.layoutContent(in: bounds) }
        view = root
    }

    override func viewDidLoad() {
        backdrop.isUserInteractionEnabled = false
        view.addSubview(backdrop)
        view.addSubview(contentView)
        contentView.addSubview(header)
        contentView.addSubview(panel)
        let options = [("Widgets", "Choose what the list shows"), ("Notifications", "Banners, sounds, badges"),
                       ("Appearance", "Light, dark, automatic"), ("Done", "Back to the list (D)")]
        for (title, detail) in options {
            let row = DemoRow(title: title, detail: detail, key: title == "Done" ? "D" : "›",
                              color: Color(white: 1, alpha: 0.92))
            row.onTap = { [weak self] in self?.choose() }
            rows.append(row)
            panel.addSubview(row)
        }
    }

    /// Lays the backdrop and the options out for the phone's size (the content by bounds and center: a
    /// transition may have it transformed).
    func layoutContent(in bounds: CGRect) {
        View.performWithoutAnimation {
            backdrop.frame = bounds
            contentView.bounds = CGRect(origin: .zero, size: bounds.size)
            contentView.center = CGPoint(x: bounds.midX, y: bounds.midY)
            header.frame = CGRect(x: 24, y: 64, width: bounds.width - 48, height: 36)
            panel.frame = CGRect(x: 16, y: 116, width: bounds.width - 32, height: CGFloat(rows.count) * 70)
            for (i, row) in rows.enumerated() {
                row.frame = CGRect(x: 0, y: CGFloat(i) * 70, width: bounds.width - 32, height: 62)
            }
        }
    }

    /// Runs once Settings is dismissed by one of its options.
    var onDismiss: (() -> Void)?

    private func choose() {
        guard !isBeingPresented, !isBeingDismissed else { return }
        dismiss(animated: true) { [weak self] in self?.onDismiss?() }
    }
}
