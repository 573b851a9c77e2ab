import Foundation

/// The world's column of views' values: a row per view that has been read — its model values, which of its
/// properties animate and where they are in the animation columns — so that a frame's read of a view touches
/// the view's first cache line (its row) and this dense column, not the view's scattered fields.
///
/// ```swift
/// let column = storage.viewValues
/// let row = column.allocate()                          // the view's row, on its first read
/// column.header.pointee.rows[Int(row)].model           // the view's model values
/// column.free(row)                                     // the view went, or joined another world
/// ```
final class ViewValuesColumn {
    /// One view's values.
    struct Row {
        /// The model values of the view's eight stores, as of the last `cacheModelValues()`.
        var model: PresentationValues
        /// False once a store of the view changed: the next read takes the model values again.
        var isCurrent: Bool
        /// Which stores have animations running (bit i: `ViewProperty` i).
        var animating: UInt8
        /// Whether the row is in use.
        var isLive: Bool
        /// Where the animating stores' presentations are.
        var presentationRows: PresentationRows

        static let empty = Row(
            model: PresentationValues(center: .zero, bounds: .zero, transform: .identity, alpha: 1,
                                      backgroundColor: .clear, cornerRadius: 0, borderWidth: 0, borderColor: .black),
            isCurrent: false, animating: 0, isLive: true, presentationRows: PresentationRows())
    }

    /// The base of the rows, behind a pointer that lives as long as the column (the base moves as it grows).
    struct Header {
        var rows: UnsafeMutablePointer<Row>
    }

    let header: UnsafeMutablePointer<Header>
    private var capacity: Int
    private(set) var count = 0
    private var freeRows: [Int32] = []

    init(capacity: Int = 64) {
        self.capacity = capacity
        header = .allocate(capacity: 1)
        header.initialize(to: Header(rows: .allocate(capacity: capacity)))
        freeRows.reserveCapacity(capacity)
    }

    isolated deinit {
        header.pointee.rows.deinitialize(count: count)
        header.pointee.rows.deallocate()
        header.deallocate()
    }

    /// Rows in use now.
    var liveCount: Int { count - freeRows.count }

    /// A fresh row (not current: the view fills it at its next read).
    func allocate() -> Int32 {
        if let r = freeRows.popLast() {
            header.pointee.rows[Int(r)] = .empty
            return r
        }
        if count == capacity { grow() }
        (header.pointee.rows + count).initialize(to: .empty)
        count += 1
        return Int32(count - 1)
    }

    /// Frees `row` (its view went or joined another world).
    func free(_ row: Int32) {
        let i = Int(row)
        precondition(i < count && header.pointee.rows[i].isLive, "view values row freed twice")
        header.pointee.rows[i].isLive = false
        if i == count - 1 {
            count -= 1
            while count > 0 && !header.pointee.rows[count - 1].isLive { count -= 1 }
            (header.pointee.rows + count).deinitialize(count: i + 1 - count)
            freeRows.removeAll { Int($0) >= count }
        } else {
            freeRows.append(row)
        }
    }

    private func grow() {
        let rows = UnsafeMutablePointer<Row>.allocate(capacity: capacity * 2)
        rows.moveInitialize(from: header.pointee.rows, count: count)
        header.pointee.rows.deallocate()
        header.pointee.rows = rows
        capacity *= 2
    }
}
