import Foundation

/// One value type's column in a world's `AnimationStorage`: a row per animating property of that type — its
/// model and its first animation's delta in additive form, and that animation's slot — and, beside the rows,
/// a dense column of presentation values that the frame's snapshot fills in one walk.
///
/// ```swift
/// let column = storage.column(for: CGPoint.self)
/// let row = column.allocate(store: centerStore, model: center, delta: (from - to).animatableData, slot: slot)
/// storage.openSnapshot(now: t, stamp: s)          // fills the presentations of every column
/// column.header.pointee.presentations[Int(row)]   // the value on screen this frame: a load
/// ```
///
/// A property store (`AnimatedValue`) becomes an index while it animates: it holds its row and reads its
/// presentation from the column inside a snapshot. A store with more than one running animation is marked
/// not single, and the walk asks the store to sum its animations (rare: an animation added to a running one).
final class AnimationColumn<Value: Animatable>: AnyAnimationColumn {
    /// What a store keeps of its column, behind a pointer that lives as long as the column: the bases of the
    /// rows and of the presentations (both move when the column grows).
    struct Header {
        var rows: UnsafeMutablePointer<Row>
        var presentations: UnsafeMutablePointer<Value>
    }

    /// One animating property: model and first delta in additive form, the first animation's track slot.
    struct Row {
        var model: Value.AnimatableData
        var delta: Value.AnimatableData
        /// The first animation's slot in the storage's tracks; -1 while the row is free.
        var slot: Int32
        /// Whether the store runs exactly one animation (the walk composes it here; else the store sums).
        var isSingle: Bool
        unowned(unsafe) var store: AnimatedValue<Value>
    }

    let header: UnsafeMutablePointer<Header>
    private var capacity: Int
    /// Rows in use or freed: the walk covers `0..<count` and skips free rows.
    private(set) var count = 0
    private var freeRows: [Int32] = []

    init(capacity: Int = 16) {
        self.capacity = capacity
        header = .allocate(capacity: 1)
        header.initialize(to: Header(rows: .allocate(capacity: capacity), presentations: .allocate(capacity: capacity)))
        freeRows.reserveCapacity(capacity)
    }

    isolated deinit {
        header.pointee.rows.deinitialize(count: count)
        header.pointee.rows.deallocate()
        header.pointee.presentations.deinitialize(count: count)
        header.pointee.presentations.deallocate()
        header.deallocate()
    }

    /// Rows in use now (the tests count them).
    var liveCount: Int { count - freeRows.count }

    /// A row for `store`, whose model is `model` and whose first animation has `delta` and track `slot` (the
    /// model stands as the presentation until the next snapshot or the store's refresh).
    func allocate(store: AnimatedValue<Value>, model: Value, delta: Value.AnimatableData, slot: Int32) -> Int32 {
        precondition(slot >= 0, "an animation column row needs its first animation's slot")
        let row = Row(model: model.animatableData, delta: delta, slot: slot, isSingle: true, store: store)
        if let r = freeRows.popLast() {
            header.pointee.rows[Int(r)] = row
            header.pointee.presentations[Int(r)] = model
            return r
        }
        if count == capacity { grow() }
        (header.pointee.rows + count).initialize(to: row)
        (header.pointee.presentations + count).initialize(to: model)
        count += 1
        return Int32(count - 1)
    }

    /// Frees `row` (its store's animations all ended, or it moved to another world).
    func free(_ row: Int32) {
        let i = Int(row)
        precondition(i < count && header.pointee.rows[i].slot >= 0, "animation column row freed twice")
        header.pointee.rows[i].slot = -1
        if i == count - 1 {
            count -= 1
            while count > 0 && header.pointee.rows[count - 1].slot < 0 { count -= 1 }
            (header.pointee.rows + count).deinitialize(count: i + 1 - count)
            (header.pointee.presentations + count).deinitialize(count: i + 1 - count)
            freeRows.removeAll { Int($0) >= count }
        } else {
            freeRows.append(row)
        }
    }

    /// The walk of a snapshot: every live row's presentation at the progress column `progress`, composed as
    /// the store composes it outside a snapshot (model + delta · (1 − progress)).
    func evaluate(progress: UnsafePointer<AxisProgress>) {
        let rows = header.pointee.rows, out = header.pointee.presentations
        for i in 0..<count {
            let slot = rows[i].slot
            guard slot >= 0 else { continue }
            if rows[i].isSingle {
                let p = progress[Int(slot)]
                out[i] = Value(animatableData: rows[i].model + rows[i].delta.scaled(x: 1 - p.x, y: 1 - p.y))
            } else {
                out[i] = rows[i].store.presentation(progress: progress)
            }
        }
    }

    private func grow() {
        let rows = UnsafeMutablePointer<Row>.allocate(capacity: capacity * 2)
        rows.moveInitialize(from: header.pointee.rows, count: count)
        header.pointee.rows.deallocate()
        let presentations = UnsafeMutablePointer<Value>.allocate(capacity: capacity * 2)
        presentations.moveInitialize(from: header.pointee.presentations, count: count)
        header.pointee.presentations.deallocate()
        header.pointee = Header(rows: rows, presentations: presentations)
        capacity *= 2
    }
}

/// A column of any value type, for the storage's walk.
protocol AnyAnimationColumn: AnyObject {
    func evaluate(progress: UnsafePointer<AxisProgress>)
    var liveCount: Int { get }
}
