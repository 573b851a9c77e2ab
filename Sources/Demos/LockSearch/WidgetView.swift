import Views

/// What owns the preview animation (the lock screen), as seed 000's WidgetsOwnerProtocol.
protocol WidgetsOwner: AnyObject {
    /// Whether a preview may start now.
    var canStartPreview: Bool { get }
    func startPreview(for forView: View)
    func updatePreview(percent: CGFloat)
    /// Past the peek, the press deepening toward the pop (0…1).
    func updateCommit(percent: CGFloat)
    func finishPreview()
    func cancelPreview()
}

/// The Favourites card (seed 000's WidgetView): a title, a grid of icons and the Show More / Show Less button
/// (its action is the cell's `toggleShowMore(_:)`). The wheel over an icon starts a pressure preview.
final class WidgetView: View, PreviewInteractionDelegate {
    static let collapsedHeight: CGFloat = 130
    static let expandedHeight: CGFloat = 230
    static let names = ["Camera", "Maps", "Notes", "Health", "Photos", "Music", "Weather", "Settings"]

    weak var owner: WidgetsOwner?
    private let background = VisualEffectView(effect: BlurEffect(style: .extraLight))
    private let titleLabel = Label(text: "FAVOURITES", font: .systemFont(ofSize: 13, weight: .semibold), color: Color(white: 0.25))
    let showMoreButton = Button()
    private let grid = View()
    private(set) var icons: [IconView] = []
    /// Whether `reload()` shows all eight icons (seed: `widgetView.expanded`).
    var expanded = false
    private var previewInteraction: PreviewInteraction!

    override init() {
        super.init()
        cornerRadius = 16
        clipsToBounds = true
        background.isUserInteractionEnabled = false
        addSubview(background)
        addSubview(titleLabel)
        showMoreButton.setTitle("Show More", for: .normal)
        showMoreButton.titleLabel.font = .systemFont(ofSize: 14, weight: .medium)
        showMoreButton.setTitleColor(Color(hex: 0x0A5FD8), for: .normal)
        addSubview(showMoreButton)
        addSubview(grid)
        reload()
        previewInteraction = PreviewInteraction(view: grid)
        previewInteraction.delegate = self
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        titleLabel.frame = CGRect(x: 16, y: 10, width: 200, height: 20)
        showMoreButton.frame = CGRect(x: bounds.width - 116, y: 6, width: 104, height: 28)
        grid.frame = CGRect(x: 8, y: 38, width: bounds.width - 16, height: WidgetView.expandedHeight - 40)
        let w = grid.bounds.width / 4
        for (i, icon) in icons.enumerated() {
            icon.frame = CGRect(x: CGFloat(i % 4) * w, y: CGFloat(i / 4) * 90, width: w, height: 80)
        }
    }

    /// Shows 4 icons, or 8 when expanded (seed: widgetView.expanded + reload()).
    func reload() {
        let count = expanded ? 8 : 4
        while icons.count > count { icons.removeLast().removeFromSuperview() }
        while icons.count < count {
            let icon = IconView(index: icons.count, name: WidgetView.names[icons.count])
            icons.append(icon)
            grid.addSubview(icon)
        }
        View.performWithoutAnimation { setNeedsLayout(); layoutIfNeeded() }
    }

    // MARK: PreviewInteractionDelegate

    private var pressedIcon: IconView?

    func previewInteractionShouldBegin(_ previewInteraction: PreviewInteraction) -> Bool {
        guard owner?.canStartPreview ?? false else { return false }
        let p = previewInteraction.location(in: grid)
        guard let icon = icons.first(where: { $0.frame.contains(p) }) else { return false }
        pressedIcon = icon
        owner?.startPreview(for: icon.icon)
        return true
    }

    func previewInteraction(_ previewInteraction: PreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat,
                            ended: Bool) {
        owner?.updatePreview(percent: transitionProgress)
    }

    func previewInteraction(_ previewInteraction: PreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat,
                            ended: Bool) {
        owner?.updateCommit(percent: transitionProgress)
        if ended { owner?.finishPreview() }
    }

    func previewInteractionDidCancel(_ previewInteraction: PreviewInteraction) {
        owner?.cancelPreview()
    }
}
