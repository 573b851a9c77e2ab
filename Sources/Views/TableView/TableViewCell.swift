import Foundation

/// One row's view in a table, reused for other rows once its row scrolls away (UITableViewCell).
///
/// ```swift
/// final class WidgetCell: TableViewCell {
///     let card = View()
///     required init(style: CellStyle, reuseIdentifier: String?) {
///         super.init(style: style, reuseIdentifier: reuseIdentifier)
///         contentView.addSubview(card)
///     }
///     override func prepareForReuse() { super.prepareForReuse(); card.alpha = 1 }
/// }
/// tableView.register(WidgetCell.self, forCellReuseIdentifier: "Widget")
/// ```
///
/// Put the content in `contentView` (it fills the cell). `textLabel` and `detailTextLabel` are made on first
/// use, for the built-in styles.
open class TableViewCell: View {
    /// The built-in layouts of the labels (UITableViewCell.CellStyle).
    ///
    /// ```swift
    /// let cell = TableViewCell(style: .subtitle, reuseIdentifier: "Row")
    /// cell.textLabel?.text = "Inbox"
    /// cell.detailTextLabel?.text = "3 unread"
    /// ```
    nonisolated public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    public let style: CellStyle
    /// The identifier the table reuses the cell under.
    public let reuseIdentifier: String?
    /// Where the cell's content goes; it fills the cell.
    public let contentView = View()
    /// Whether the cell's row is selected.
    public private(set) var isSelected = false
    /// Whether a touch is down on the cell's row.
    public private(set) var isHighlighted = false

    /// A cell of `style` reused under `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public convenience override init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    private var madeTextLabel: Label?
    private var madeDetailTextLabel: Label?

    /// The main label (made on first use).
    public var textLabel: Label? {
        if madeTextLabel == nil { madeTextLabel = makeLabel(size: 17, color: .black) }
        return madeTextLabel
    }

    /// The secondary label for the `.subtitle`, `.value1` and `.value2` styles (nil for `.default`).
    public var detailTextLabel: Label? {
        guard style != .default else { return nil }
        if madeDetailTextLabel == nil { madeDetailTextLabel = makeLabel(size: 13, color: Color(white: 0.45)) }
        return madeDetailTextLabel
    }

    private func makeLabel(size: CGFloat, color: Color) -> Label {
        let label = Label(text: "", font: .systemFont(ofSize: size), color: color)
        label.text = nil
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// Called before the table hands the cell out for another row: reset what the last row set.
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
    }

    /// Marks the cell selected (override to restyle; call super).
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    /// Marks the cell highlighted while touched (override to restyle; call super).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        let inset: CGFloat = 16
        let width = bounds.width - 2 * inset
        let hasDetail = madeDetailTextLabel?.text != nil
        switch style {
        case .subtitle where hasDetail:
            madeTextLabel?.frame = CGRect(x: inset, y: bounds.height / 2 - 21, width: width, height: 22)
            madeDetailTextLabel?.frame = CGRect(x: inset, y: bounds.height / 2 + 1, width: width, height: 18)
        case .value1, .value2:
            madeTextLabel?.frame = CGRect(x: inset, y: 0, width: width * 0.6, height: bounds.height)
            madeDetailTextLabel?.textAlignment = .right
            madeDetailTextLabel?.frame = CGRect(x: inset + width * 0.4, y: 0, width: width * 0.6, height: bounds.height)
        default:
            madeTextLabel?.frame = CGRect(x: inset, y: 0, width: width, height: bounds.height)
        }
    }
}
