import Views

/// One tab of the tabs scene: a large title, a coloured banner and a few cards, so a slide shows clearly.
final class TabPageViewController: ViewController {
    let accent: Color
    private let subtitle: String
    private let titleLabel = Label()
    private let subtitleLabel = Label()
    private let banner = View()
    private let bannerLabel = Label()
    private var cards: [View] = []

    init(title: String, subtitle: String, glyph: TabBarGlyph, accent: Color, badge: String? = nil) {
        self.accent = accent
        self.subtitle = subtitle
        super.init()
        self.title = title
        tabBarItem = TabBarItem(title: title, glyph: glyph, badgeValue: badge)
    }

    override func loadView() {
        let root = LayoutView()
        root.onLayout = { [weak self] bounds in self?.layoutContent(in: bounds) }
        view = root
    }

    override func viewDidLoad() {
        view.backgroundColor = Color(hex: 0xF2F2F7)
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        titleLabel.textColor = Color(hex: 0x1C1C1E)
        subtitleLabel.text = subtitle
        subtitleLabel.font = .systemFont(ofSize: 14)
        subtitleLabel.textColor = Color(hex: 0x6C6C70)
        subtitleLabel.numberOfLines = 2
        banner.backgroundColor = accent
        banner.cornerRadius = 16
        bannerLabel.text = title.map { "\($0) · drag sideways to switch" }
        bannerLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        bannerLabel.textColor = .white
        banner.addSubview(bannerLabel)
        [titleLabel, subtitleLabel, banner].forEach(view.addSubview)
        cards = (0..<3).map { i in
            let card = View()
            card.backgroundColor = .white
            card.cornerRadius = 12
            let stripe = View(frame: CGRect(x: 14, y: 14, width: 36, height: 36))
            stripe.backgroundColor = accent.withAlphaComponent(0.25 + 0.2 * CGFloat(i))
            stripe.cornerRadius = 8
            let line = View(frame: CGRect(x: 62, y: 18, width: 180 - CGFloat(i) * 30, height: 10))
            line.backgroundColor = Color(hex: 0xD1D1D6)
            line.cornerRadius = 5
            let line2 = View(frame: CGRect(x: 62, y: 36, width: 120 + CGFloat(i) * 20, height: 8))
            line2.backgroundColor = Color(hex: 0xE5E5EA)
            line2.cornerRadius = 4
            [stripe, line, line2].forEach(card.addSubview)
            view.addSubview(card)
            return card
        }
    }

    private func layoutContent(in bounds: CGRect) {
        View.performWithoutAnimation {
            titleLabel.frame = CGRect(x: 20, y: 52, width: bounds.width - 40, height: 42)
            subtitleLabel.frame = CGRect(x: 20, y: 96, width: bounds.width - 40, height: 40)
            banner.frame = CGRect(x: 16, y: 146, width: bounds.width - 32, height: 120)
            bannerLabel.frame = CGRect(x: 16, y: 84, width: banner.bounds.width - 32, height: 22)
            for (i, card) in cards.enumerated() {
                card.frame = CGRect(x: 16, y: 282 + CGFloat(i) * 76, width: bounds.width - 32, height: 64)
            }
        }
    }
}
