import Views

/// What owns the preview animation (the lock screen), as seed 000's WidgetsOwnerProtocol.
protocol WidgetsOwner: AnyObject {
    /// Whether a preview may start now.
    var canStartPreview: Bool { get }
    func startPreview(for forView: View)
    func updatePreview(percent: CGFloat)
    func finishPreview()
    func cancelPreview()
}

/// A widget cell with a title, a grid of icons and a Show More / Show Less button whose height springs open
/// (seed 000's WidgetCell and WidgetView). The wheel over an icon starts a pressure preview.
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
    private(set) var showsMore = false
    var widgetHeight: LayoutConstraint!
    private(set) var toggleHeightAnimator: ViewPropertyAnimator?
    private var previewInteraction: PreviewInteraction!
    /// Set by the table to relayout when the height changes.
    var onHeightChange: (() -> Void)?

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
        let tap = TapGestureRecognizer()
        tap.addTarget(self, action: WidgetView.toggleShowMore)
        showMoreButton.addGestureRecognizer(tap)
        addSubview(showMoreButton)
        addSubview(grid)
        reload()
        previewInteraction = PreviewInteraction(view: grid)
        previewInteraction.delegate = self
        widgetHeight = heightAnchor.constraint(equalToConstant: WidgetView.collapsedHeight)
        widgetHeight.isActive = true
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
        let count = showsMore ? 8 : 4
        while icons.count > count { icons.removeLast().removeFromSuperview() }
        while icons.count < count {
            let icon = IconView(index: icons.count, name: WidgetView.names[icons.count])
            icons.append(icon)
            grid.addSubview(icon)
        }
        View.performWithoutAnimation { setNeedsLayout(); layoutIfNeeded() }
    }

    /// Show More / Show Less: the height springs (mass 30, stiffness 10, damping 300, initial velocity (5, 0)),
    /// the title cross-dissolves at delayFactor 0.5, the extra icons appear.
    func toggleShowMore(_ sender: TapGestureRecognizer) {
        showsMore.toggle()
        let button = showMoreButton
        let animations = {
            self.widgetHeight.constant = self.showsMore ? WidgetView.expandedHeight : WidgetView.collapsedHeight
            self.onHeightChange?()
        }
        let textTransition = {
            View.transition(with: button, duration: 0.25, options: .transitionCrossDissolve, animations: {
                button.setTitle(self.showsMore ? "Show Less" : "Show More", for: .normal)
            }, completion: nil)
        }
        let spring = SpringTimingParameters(mass: 30, stiffness: 10, damping: 300, initialVelocity: CGVector(dx: 5, dy: 0))
        toggleHeightAnimator = ViewPropertyAnimator(duration: 0.0, timingParameters: spring)
        toggleHeightAnimator?.addAnimations(animations)
        toggleHeightAnimator?.addAnimations(textTransition, delayFactor: 0.5)
        toggleHeightAnimator?.startAnimation()
        if showsMore {
            reload()
        } else {
            toggleHeightAnimator?.addCompletion { [weak self] position in
                if position == .end { self?.reload() }
            }
        }
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
        if ended { owner?.finishPreview() }
    }

    func previewInteractionDidCancel(_ previewInteraction: PreviewInteraction) {
        owner?.cancelPreview()
    }
}
