import Views

/// The lock screen's table rows (seed 000's WidgetCell and friends). Each row is its card plus the 12 pt gap
/// below it; the card sits 12 pt in from both sides.
enum WidgetRow {
    static let gap: CGFloat = 12
    static let inset: CGFloat = 12
}

/// The widget row: the Favourites card whose height constraint Show More springs open, as seed 000 writes
/// `toggleShowMore(_:)` — the constant changes inside a spring animator with the table's
/// beginUpdates/endUpdates, so the row and the rows below it move with the same spring.
final class WidgetCell: TableViewCell {
    static let identifier = "WidgetCell"
    let widgetView = WidgetView()
    private(set) var widgetHeight: LayoutConstraint!
    private(set) var showsMore = false
    weak var tableView: TableView?
    private(set) var toggleHeightAnimator: ViewPropertyAnimator?
    /// The spring Show More uses (seed 000's by default).
    var spring = ShowMoreSpring.seed
    /// Told when a Show More spring starts, with its animator.
    var onToggle: ((ViewPropertyAnimator) -> Void)?

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(widgetView)
        widgetView.topAnchor.constraint(equalTo: contentView.topAnchor).isActive = true
        widgetView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: WidgetRow.inset).isActive = true
        widgetView.widthAnchor.constraint(equalTo: contentView.widthAnchor, constant: -2 * WidgetRow.inset).isActive = true
        widgetHeight = widgetView.heightAnchor.constraint(equalToConstant: WidgetView.collapsedHeight)
        widgetHeight.isActive = true
        widgetView.showMoreButton.addTarget(self, action: WidgetCell.toggleShowMore, for: .touchUpInside)
    }

    /// The row's height: the card and the gap.
    var rowHeight: CGFloat { widgetHeight.constant + WidgetRow.gap }

    /// Show More / Show Less (seed 000): the height springs (mass 30, stiffness 10, damping 300, initial
    /// velocity (5, 0), or the brisk spring) with the table's rows, the icons follow. The title cross-dissolves
    /// to the new one at once, over 0.25 s: iOS sets a button's text on the click, and the seed's delayFactor
    /// 0.5 of a spring that creeps for minutes left "Show More" on screen for many seconds (a second click,
    /// meant to show more, then closed the card).
    ///
    /// A toggle while the last spring still moves stops that one where it is first (seed 000 lets the two add
    /// up; with its minute-long creep the card would keep drifting under the new spring).
    func toggleShowMore(_ sender: Button) {
        self.showsMore = !self.showsMore
        if let running = toggleHeightAnimator, running.state == .active { running.stopAnimation(true) }

        let animations = {
            self.widgetHeight.constant = self.showsMore ? WidgetView.expandedHeight : WidgetView.collapsedHeight
            if let tableView = self.tableView {
                tableView.beginUpdates()
                tableView.endUpdates()
                tableView.layoutIfNeeded()
            }
        }
        View.transition(with: sender, duration: 0.25, options: .transitionCrossDissolve, animations: {
            sender.setTitle(self.showsMore ? "Show Less" : "Show More", for: .normal)
        }, completion: nil)
        toggleHeightAnimator = ViewPropertyAnimator(duration: spring.duration, timingParameters: spring.parameters)
        toggleHeightAnimator?.addAnimations(animations)
        toggleHeightAnimator?.startAnimation()
        if let toggleHeightAnimator { onToggle?(toggleHeightAnimator) }

        // The extra icons appear at once; when collapsing they stay until the card has closed over them.
        if showsMore {
            widgetView.expanded = true
            widgetView.reload()
        } else {
            toggleHeightAnimator?.addCompletion { [weak self] position in
                guard let self, position == .end, !self.showsMore else { return }
                self.widgetView.expanded = false
                self.widgetView.reload()
            }
        }
    }
}

/// A row with a plain card: a title and a line of text.
final class UpNextCell: TableViewCell {
    static let identifier = "UpNextCell"
    static let cardHeight: CGFloat = 80
    let card = TextWidget(title: "UP NEXT", body: "No more events today", height: UpNextCell.cardHeight)

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(card)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = CGRect(x: WidgetRow.inset, y: 0, width: bounds.width - 2 * WidgetRow.inset, height: UpNextCell.cardHeight)
    }
}

/// The Edit row: a button that presents Settings (seed 003's `cell.didPressEdit`).
final class EditCell: TableViewCell {
    static let identifier = "EditCell"
    static let buttonHeight: CGFloat = 40
    let button = Button()
    var didPressEdit: (() -> Void)?

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        button.setTitle("Edit", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = Color(white: 1, alpha: 0.25)
        button.cornerRadius = 18
        button.addTarget(self, action: EditCell.editPressed, for: .touchUpInside)
        contentView.addSubview(button)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        button.frame = CGRect(x: WidgetRow.inset, y: 0, width: bounds.width - 2 * WidgetRow.inset, height: EditCell.buttonHeight)
    }

    func editPressed() {
        didPressEdit?()
    }
}

/// A plain widget card with a title and a line of text.
final class TextWidget: View {
    private let background = VisualEffectView(effect: BlurEffect(style: .extraLight))
    private let title: Label
    private let body: Label

    init(title text: String, body line: String, height: CGFloat) {
        title = Label(text: text, font: .systemFont(ofSize: 13, weight: .semibold), color: Color(white: 0.25))
        body = Label(text: line, font: .systemFont(ofSize: 16), color: Color(white: 0.1))
        super.init(frame: CGRect(x: 0, y: 0, width: 351, height: height))
        cornerRadius = 16
        clipsToBounds = true
        background.isUserInteractionEnabled = false
        [background, title, body].forEach(addSubview)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        title.frame = CGRect(x: 16, y: 10, width: bounds.width - 32, height: 20)
        body.frame = CGRect(x: 16, y: 38, width: bounds.width - 32, height: 24)
    }
}
