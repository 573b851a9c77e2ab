import Foundation

/// Row geometry and cell placement: the rows are measured once (and again on reload and `endUpdates`), and
/// each layout pass puts cells on the rows in view, taking them from the pool and giving back those that left.
extension TableView {
    /// The layout pass's work (`layoutSubviews` calls it).
    func layoutRows() {
        if bounds.width != rowsWidth { rowsAreCurrent = false }
        updateRowsIfNeeded()
        placeVisibleCells()
    }

    /// Asks the data source and delegate for the rows and their heights, unless already done.
    func updateRowsIfNeeded() {
        guard !rowsAreCurrent else { return }
        measureRows()
    }

    /// Measures every row again; the content size follows. Cells on screen stay on their rows unless the
    /// number of rows changed (then they go back to the pool, as on a reload).
    func measureRows() {
        let oldCount = rows.count
        defer {
            if rows.count != oldCount, !visibleByRow.isEmpty {
                // In row order: the pool hands cells out in the order they came back (a dictionary's order
                // differs from one table to another, and with it which cell — and its drawing — goes where).
                for i in visibleByRow.keys.sorted() { if let cell = visibleByRow[i] { enqueue(cell) } }
                visibleByRow.removeAll(keepingCapacity: true)
            }
        }
        rowsAreCurrent = true
        rowsWidth = bounds.width
        rows.removeAll(keepingCapacity: true)
        sectionStarts.removeAll(keepingCapacity: true)
        guard let dataSource else {
            contentSize = CGSize(width: bounds.width, height: 0)
            return
        }
        let delegate = tableDelegate
        var y: CGFloat = 0
        let sections = max(dataSource.numberOfSections(in: self), 0)
        for section in 0..<sections {
            sectionStarts.append(rows.count)
            for row in 0..<max(dataSource.tableView(self, numberOfRowsInSection: section), 0) {
                let indexPath = IndexPath(row: row, section: section)
                let height = max(delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight, 0)
                rows.append(RowGeometry(indexPath: indexPath, y: y, height: height))
                y += height
            }
        }
        contentSize = CGSize(width: bounds.width, height: y)
    }

    /// The index in `rows` of `indexPath`.
    func rowIndex(of indexPath: IndexPath) -> Int? {
        let section = indexPath.section, row = indexPath.row
        guard section >= 0, section < sectionStarts.count, row >= 0 else { return nil }
        let i = sectionStarts[section] + row
        let end = section + 1 < sectionStarts.count ? sectionStarts[section + 1] : rows.count
        return i < end ? i : nil
    }

    /// The first row whose bottom is below `y` (binary search).
    func firstRow(endingAfter y: CGFloat) -> Int? {
        var lo = 0, hi = rows.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if rows[mid].y + rows[mid].height <= y { lo = mid + 1 } else { hi = mid }
        }
        return lo < rows.count ? lo : nil
    }

    /// Gives cells of rows that left the bounds back to the pool and puts cells on rows that came in.
    func placeVisibleCells() {
        let top = bounds.minY, bottom = bounds.maxY
        leaving.removeAll(keepingCapacity: true)
        for (i, _) in visibleByRow {
            if i >= rows.count || rows[i].y >= bottom || rows[i].y + rows[i].height <= top || rows[i].height <= 0 {
                leaving.append(i)
            }
        }
        // In row order (see `measureRows`): the same scrolling reuses the same cells in every table.
        leaving.sort()
        for i in leaving {
            if let cell = visibleByRow.removeValue(forKey: i) { enqueue(cell) }
        }
        guard let dataSource, var i = firstRow(endingAfter: top) else { return }
        while i < rows.count, rows[i].y < bottom {
            let row = rows[i]
            let frame = CGRect(x: 0, y: row.y, width: bounds.width, height: row.height)
            if let cell = visibleByRow[i] {
                if cell.frame != frame { cell.frame = frame }
            } else if row.height > 0 {
                let cell = dataSource.tableView(self, cellForRowAt: row.indexPath)
                show(cell, at: frame, row: i)
            }
            i += 1
        }
    }

    /// Puts a cell on screen for a row: where the row is at once (a cell coming into view does not fly there).
    private func show(_ cell: TableViewCell, at frame: CGRect, row i: Int) {
        let indexPath = rows[i].indexPath
        visibleByRow[i] = cell
        View.performWithoutAnimation {
            if cell.superview !== self { insertSubview(cell, at: 0) }
            cell.isHidden = false
            cell.frame = frame
            cell.layoutIfNeeded()
        }
        if indexPathForSelectedRow == indexPath { cell.setSelected(true, animated: false) }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// Hides a cell and keeps it for reuse under its identifier (cells without one are dropped).
    func enqueue(_ cell: TableViewCell) {
        guard let identifier = cell.reuseIdentifier else {
            cell.removeFromSuperview()
            return
        }
        cell.isHidden = true
        if let queue = reusePool[identifier] {
            queue.cells.append(cell)
        } else {
            let queue = ReuseQueue()
            queue.cells.append(cell)
            reusePool[identifier] = queue
        }
    }

    // MARK: Updates

    /// Starts a batch of changes; `endUpdates()` applies them.
    public func beginUpdates() {
        updateDepth += 1
    }

    /// Asks the row heights again and moves the rows to them: with the timing of the animation block it is
    /// called in (a property animator's, seed 000's Show More), else animated over 0.3 s.
    public func endUpdates() {
        updateDepth = max(updateDepth - 1, 0)
        guard updateDepth == 0 else { return }
        measureRows()
        if AnimationRecorder.current != nil {
            placeVisibleCells()
        } else {
            View.animate(withDuration: 0.3) { self.placeVisibleCells() }
        }
    }
}

/// The cells waiting for reuse under one identifier.
final class ReuseQueue {
    var cells: [TableViewCell] = []
}
