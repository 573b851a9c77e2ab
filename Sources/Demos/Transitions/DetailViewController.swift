import Views

/// A pushed screen: a coloured header with a back button and the title, a hint, and a row that pushes another.
final class DetailViewController: ViewController {
    let depth: Int
    private let header = View()
    private let backLabel = Label(text: "‹ Back", font: .systemFont(ofSize: 17, weight: .medium), color: .white)
    private let titleLabel = Label(text: "", font: .systemFont(ofSize: 17, weight: .semibold), color: .white)
    private let hint = Label(text: "Drag from the left edge of the phone to go back: let go past 40 % or with a flick to pop, else it stays. B pops too.",
                             font: .systemFont(ofSize: 16), color: Color(hex: 0x3A3A3C))
    private let pushRow = DemoRow(title: "Push another", detail: "Slides in from the right", key: "N")
    private let badge: DetailBadge
    private static let colors: [UInt32] = [0x30B0C7, 0xAF52DE, 0xFF9500, 0x34C759]

    init(depth: Int) {
        self.depth = depth
        badge = DetailBadge(depth: depth)
        super.init()
        title = "Detail \(depth)"
    }

    override func loadView() {
        let root = LayoutView()
        root.onLayout = { [weak self] bounds in self?.layoutContent(in: bounds) }
        view = root
    }

    override func viewDidLoad() {
        view.backgroundColor = Color(hex: 0xF2F2F7)
        header.backgroundColor = Color(hex: DetailViewController.colors[(depth - 1) % DetailViewController.colors.count])
        titleLabel.text = title
        titleLabel.textAlignment = .center
        hint.numberOfLines = 0
        backLabel.isUserInteractionEnabled = true
        backLabel.addGestureRecognizer(TapGestureRecognizer { [weak self] recognizer in
            guard recognizer.state == .ended, let navigation = self?.navigationController, !navigation.isTransitioning else { return }
            navigation.popViewController(animated: true)
        })
        pushRow.onTap = { [weak self] in
            guard let self, let navigation = self.navigationController, !navigation.isTransitioning else { return }
            navigation.pushViewController(DetailViewController(depth: self.depth + 1), animated: true)
        }
        [header, hint, pushRow, badge].forEach(view.addSubview)
        [backLabel, titleLabel].forEach(header.addSubview)
    }

    /// Lays the screen out for `bounds`.
    private func layoutContent(in bounds: CGRect) {
        View.performWithoutAnimation {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 96)
            backLabel.frame = CGRect(x: 14, y: 52, width: 80, height: 30)
            titleLabel.frame = CGRect(x: 90, y: 52, width: bounds.width - 180, height: 30)
            hint.frame = CGRect(x: 24, y: 124, width: bounds.width - 48, height: 90)
            pushRow.frame = CGRect(x: 16, y: 230, width: bounds.width - 32, height: 62)
            badge.frame = CGRect(x: (bounds.width - 120) / 2, y: 340, width: 120, height: 120)
        }
    }
}

/// A big round number showing how deep the stack is.
final class DetailBadge: View {
    init(depth: Int) {
        super.init()
        backgroundColor = .white
        cornerRadius = 60
        borderWidth = 2
        borderColor = Color(hex: 0xD1D1D6)
        let label = Label(text: "\(depth)", font: .systemFont(ofSize: 56, weight: .bold), color: Color(hex: 0x1C1C1E))
        label.textAlignment = .center
        label.frame = CGRect(x: 0, y: 28, width: 120, height: 64)
        addSubview(label)
    }
}
