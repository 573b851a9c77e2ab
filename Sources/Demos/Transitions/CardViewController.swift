import Views

/// A card shown over the list with a custom presentation: the dim and the card are its view's subviews, so
/// the card animator scales the card in and fades the dim. A tap on the dim or on Close dismisses it.
final class CardViewController: ViewController {
    let dimView = View()
    let cardView = View()
    private let titleLabel = Label(text: "A custom card", font: .systemFont(ofSize: 22, weight: .bold), color: Color(hex: 0x1C1C1E))
    private let bodyLabel = Label(text: "Presented by a custom animator: the card springs up from 80 % while the list dims. D or Close dismisses it.",
                                  font: .systemFont(ofSize: 15), color: Color(hex: 0x3A3A3C))
    private let closeRow = DemoRow(title: "Close", detail: "Dismiss with the card animator", key: "D", color: Color(hex: 0xF2F2F7))

    override init() {
        super.init()
        title = "Card"
        modalPresentationStyle = .custom
    }

    override func loadView() {
        let root = LayoutView()
        root.onLayout = { [weak self] _ in self?.layoutCard() }
        view = root
    }

    override func viewDidLoad() {
        dimView.backgroundColor = Color(white: 0, alpha: 0.45)
        cardView.backgroundColor = .white
        cardView.cornerRadius = 22
        bodyLabel.numberOfLines = 0
        view.addSubview(dimView)
        view.addSubview(cardView)
        [titleLabel, bodyLabel, closeRow].forEach(cardView.addSubview)
        closeRow.onTap = { [weak self] in self?.dismissIfIdle() }
        dimView.addGestureRecognizer(TapGestureRecognizer { [weak self] recognizer in
            if recognizer.state == .ended { self?.dismissIfIdle() }
        })
        layoutCard()
    }

    /// Places the dim over the whole view and the card in its middle.
    func layoutCard() {
        View.performWithoutAnimation {
            let bounds = view.bounds
            dimView.frame = bounds
            let width = min(bounds.width - 48, 320)
            cardView.bounds = CGRect(x: 0, y: 0, width: width, height: 250)
            cardView.center = CGPoint(x: bounds.midX, y: bounds.midY)
            titleLabel.frame = CGRect(x: 20, y: 20, width: width - 40, height: 30)
            bodyLabel.frame = CGRect(x: 20, y: 58, width: width - 40, height: 100)
            closeRow.frame = CGRect(x: 16, y: 176, width: width - 32, height: 60)
        }
    }

    private func dismissIfIdle() {
        guard !isBeingPresented, !isBeingDismissed else { return }
        dismiss(animated: true)
    }
}
