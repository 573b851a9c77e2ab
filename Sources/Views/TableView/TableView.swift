import Foundation

/// A scroll view showing rows from a data source, one reused cell per visible row (UITableView).
///
/// ```swift
/// let table = TableView(frame: screen.bounds)
/// table.register(TableViewCell.self, forCellReuseIdentifier: "Item")
/// table.dataSource = self
/// table.delegate = self              // a TableViewDelegate: row heights, selection, scrolling
/// // Seed 000's Show More: the new heights animate with the surrounding animator.
/// animator.addAnimations {
///     self.widgetHeight.constant = 230
///     table.beginUpdates()
///     table.endUpdates()
///     table.layoutIfNeeded()
/// }
/// ```
///
/// Only the rows in view have cells; a row scrolled away gives its cell back to a pool, and
/// `dequeueReusableCell(withIdentifier:for:)` hands it out again for the next row (after `prepareForReuse()`).
/// `endUpdates()` asks the heights again and moves the rows to them — inside an animation block with that
/// block's timing, otherwise over 0.3 s. Sections are stacked without headers. Like UIKit's, the table bounces
/// vertically even when its rows are shorter than it (`alwaysBounceVertical`).
open class TableView: ScrollView {
    public weak var dataSource: TableViewDataSource? { didSet { reloadData() } }
    /// The height of rows whose delegate does not give one.
    public var rowHeight: CGFloat = 44 { didSet { if rowHeight != oldValue { reloadData() } } }
    /// Whether a tap selects a row (and tells the delegate).
    public var allowsSelection = true
    /// The selected row, if any.
    public private(set) var indexPathForSelectedRow: IndexPath?

    /// The rows, top to bottom: their index paths and where they are (content coordinates).
    var rows: [RowGeometry] = []
    /// The first row of each section in `rows`.
    var sectionStarts: [Int] = []
    var rowsAreCurrent = false
    var rowsWidth: CGFloat = -1
    /// The cells on screen, by row (the index in `rows`: no index path is built or hashed per frame).
    var visibleByRow: [Int: TableViewCell] = [:]
    /// Cells waiting to be reused, by identifier: each in a box, so that taking one or giving one back reads the
    /// dictionary instead of modifying it (a dictionary's modify accessor allocates its coroutine frame).
    var reusePool: [String: ReuseQueue] = [:]
    /// Rows scrolled away during a layout pass (kept to avoid allocating every frame).
    var leaving: [Int] = []
    private var registered: [String: TableViewCell.Type] = [:]
    var updateDepth = 0
    private var touchedRow: IndexPath?

    public override init() {
        super.init()
        setUpTable()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTable()
    }

    private func setUpTable() {
        alwaysBounceVertical = true
        visibleByRow.reserveCapacity(32)
        leaving.reserveCapacity(32)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    /// The delegate as a table delegate (set `delegate` to a `TableViewDelegate`).
    var tableDelegate: TableViewDelegate? { delegate as? TableViewDelegate }

    // MARK: Cells

    /// Makes `cellClass` the class of new cells dequeued with `identifier`.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A cell for `indexPath`: one given back by a row scrolled away, else a new one of the registered class.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        let type = registered[identifier] ?? {
            world.diagnostics.report("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier; using TableViewCell")
            return TableViewCell.self
        }()
        return type.init(style: .default, reuseIdentifier: identifier)
    }

    /// A cell given back by a row scrolled away, if there is one.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        guard let cell = reusePool[identifier]?.cells.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// The cell showing `indexPath`, if the row is on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        rowIndex(of: indexPath).flatMap { visibleByRow[$0] }
    }

    /// The row `cell` shows, if it is on screen.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        visibleByRow.first { $0.value === cell }.map { rows[$0.key].indexPath }
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] {
        visibleByRow.keys.sorted().compactMap { visibleByRow[$0] }
    }

    /// The rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? {
        visibleByRow.keys.sorted().map { rows[$0].indexPath }
    }

    // MARK: Rows

    public var numberOfSections: Int {
        updateRowsIfNeeded()
        return sectionStarts.count
    }

    public func numberOfRows(inSection section: Int) -> Int {
        updateRowsIfNeeded()
        guard section >= 0, section < sectionStarts.count else { return 0 }
        let end = section + 1 < sectionStarts.count ? sectionStarts[section + 1] : rows.count
        return end - sectionStarts[section]
    }

    /// Where the row is, in content coordinates.
    public func rect(forRowAt indexPath: IndexPath) -> CGRect {
        updateRowsIfNeeded()
        guard let i = rowIndex(of: indexPath) else { return .zero }
        return CGRect(x: 0, y: rows[i].y, width: bounds.width, height: rows[i].height)
    }

    /// The row at `point` (content coordinates), if any.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        updateRowsIfNeeded()
        guard point.x >= 0, point.x <= bounds.width, let i = firstRow(endingAfter: point.y), rows[i].y <= point.y else {
            return nil
        }
        return rows[i].indexPath
    }

    /// Forgets every row and asks the data source again (cells on screen go back to the pool).
    public func reloadData() {
        for (_, cell) in visibleByRow { enqueue(cell) }
        visibleByRow.removeAll(keepingCapacity: true)
        rowsAreCurrent = false
        setNeedsLayout()
    }

    /// Scrolls so that the row is at the top, middle or bottom (or just in view, `.none`).
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let r = rect(forRowAt: indexPath)
        let visible = bounds.height - contentInset.top - contentInset.bottom
        var y = contentOffset.y
        switch position {
        case .top: y = r.minY - contentInset.top
        case .middle: y = r.midY - contentInset.top - visible / 2
        case .bottom: y = r.maxY - contentInset.top - visible
        case .none:
            if r.minY < y + contentInset.top { y = r.minY - contentInset.top }
            else if r.maxY > y + contentInset.top + visible { y = r.maxY - contentInset.top - visible }
        }
        setContentOffset(clamped(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row (UITableView.ScrollPosition).
    ///
    /// ```swift
    /// tableView.scrollToRow(at: IndexPath(row: 20, section: 0), at: .middle, animated: true)
    /// ```
    nonisolated public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    // MARK: Selection

    /// Selects the row (without telling the delegate, as UIKit).
    public func selectRow(at indexPath: IndexPath?, animated: Bool) {
        if let old = indexPathForSelectedRow { cellForRow(at: old)?.setSelected(false, animated: animated) }
        indexPathForSelectedRow = indexPath
        if let indexPath { cellForRow(at: indexPath)?.setSelected(true, animated: animated) }
    }

    /// Deselects the row.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard indexPathForSelectedRow == indexPath else { return }
        selectRow(at: nil, animated: animated)
    }

    // A tap on a row selects it; the touches still go on up the responder chain.

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if allowsSelection, let touch = touches.first, let row = indexPathForRow(at: touch.location(in: self)) {
            touchedRow = row
            cellForRow(at: row)?.setHighlighted(true, animated: false)
        }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if let row = touchedRow {
            touchedRow = nil
            cellForRow(at: row)?.setHighlighted(false, animated: false)
            if let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == row {
                selectRow(at: row, animated: false)
                tableDelegate?.tableView(self, didSelectRowAt: row)
            }
        }
        super.touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if let row = touchedRow {
            touchedRow = nil
            cellForRow(at: row)?.setHighlighted(false, animated: false)
        }
        super.touchesCancelled(touches, with: event)
    }
}

/// One row's place in the table's content.
struct RowGeometry {
    let indexPath: IndexPath
    var y: CGFloat
    var height: CGFloat
}
