import Foundation

/// The bar a `TabBarController` shows at the bottom of its view (UITabBar): one button per item, equally
/// wide, each a drawn glyph above its title, the selected one in `tintColor`.
///
/// ```swift
/// let tabs = TabBarController()
/// tabs.tabBar.tintColor = .systemOrange
/// tabs.tabBar.unselectedItemTintColor = .systemGray
/// ```
public final class TabBar: View {
    /// The colour of the selected item.
    public var tintColor = Color.systemBlue { didSet { refreshTint() } }
    /// The colour of the other items.
    public var unselectedItemTintColor = Color.systemGray { didSet { refreshTint() } }
    /// The bar's height in points.
    public static let height: CGFloat = 56

    /// The items shown, one per tab.
    public private(set) var items: [TabBarItem] = []
    /// The item drawn as selected.
    public private(set) var selectedItem: TabBarItem?
    /// Called with the index of a tapped item.
    var onSelect: ((Int) -> Void)?

    private var buttons: [TabBarButton] = []
    private let hairline = View()

    public override init() {
        super.init()
        backgroundColor = Color(hex: 0xF9F9F9)
        hairline.backgroundColor = Color(white: 0, alpha: 0.22)
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        let tap = TapGestureRecognizer(target: self, action: TabBar.handleTap)
        tap.name = "tabBarTap"
        addGestureRecognizer(tap)
    }

    /// Shows `items`, with `selected` drawn as selected.
    func setItems(_ items: [TabBarItem], selected: Int?) {
        for item in self.items { item.onChange = nil }
        buttons.forEach { $0.removeFromSuperview() }
        self.items = items
        buttons = items.map { item in
            let button = TabBarButton(item: item)
            item.onChange = { [weak button] in button?.refresh() }
            addSubview(button)
            return button
        }
        select(selected)
        setNeedsLayout()
    }

    /// Draws item `index` as selected (nil: none).
    func select(_ index: Int?) {
        selectedItem = index.flatMap { items.indices.contains($0) ? items[$0] : nil }
        refreshTint()
    }

    private func refreshTint() {
        for button in buttons {
            button.tint = button.item === selectedItem ? tintColor : unselectedItemTintColor
        }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (i, button) in buttons.enumerated() {
            button.frame = CGRect(x: (CGFloat(i) * width).rounded(), y: 0, width: width.rounded(), height: bounds.height)
        }
    }

    private func handleTap(_ tap: TapGestureRecognizer) {
        guard tap.state == .recognized, !buttons.isEmpty, bounds.width > 0 else { return }
        let x = tap.location(in: self).x
        let index = Int((x / bounds.width * CGFloat(buttons.count)).rounded(.down))
        onSelect?(min(max(index, 0), buttons.count - 1))
    }
}

/// One item of a tab bar: the glyph (or the item's image), the title and the badge.
final class TabBarButton: View {
    let item: TabBarItem
    private let glyph = TabGlyphView()
    /// Made the first time the item has an image.
    private var imageView: ImageView?
    private let titleLabel = Label()
    private let badge = View()
    private let badgeLabel = Label()
    var tint = Color.systemGray { didSet { refresh() } }

    init(item: TabBarItem) {
        self.item = item
        super.init()
        isUserInteractionEnabled = false
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        badge.backgroundColor = .systemRed
        badge.cornerRadius = 9
        badgeLabel.font = .systemFont(ofSize: 12, weight: .semibold)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badge.addSubview(badgeLabel)
        [glyph, titleLabel, badge].forEach(addSubview)
        refresh()
    }

    func refresh() {
        titleLabel.text = item.title
        titleLabel.textColor = tint
        glyph.show(item.glyph, tint: tint)
        glyph.isHidden = item.image != nil
        if let image = item.image {
            let view = imageView ?? makeImageView()
            if view.image != image { view.image = image }
            if view.tintColor != tint { view.tintColor = tint }
        }
        imageView?.isHidden = item.image == nil
        badge.isHidden = item.badgeValue == nil
        badgeLabel.text = item.badgeValue
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = TabGlyphView.size
        glyph.frame = CGRect(x: ((bounds.width - size) / 2).rounded(), y: 7, width: size, height: size)
        imageView?.frame = glyph.frame
        titleLabel.frame = CGRect(x: 2, y: 34, width: bounds.width - 4, height: 14)
        let text = item.badgeValue ?? ""
        let width = max(18, CGFloat(text.count) * 7 + 10)
        badge.frame = CGRect(x: glyph.frame.maxX - 6, y: 3, width: width, height: 18)
        badgeLabel.frame = badge.bounds
    }

    private func makeImageView() -> ImageView {
        let view = ImageView(image: nil)
        view.contentMode = .scaleAspectFit
        view.isUserInteractionEnabled = false
        insertSubview(view, at: 0)
        imageView = view
        setNeedsLayout()
        return view
    }
}
