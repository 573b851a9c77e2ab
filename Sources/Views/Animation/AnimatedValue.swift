import Foundation

/// How to put a property whose animation was stopped at its start or end values.
struct FrozenValue {
    let applyStart: () -> Void
    let applyEnd: () -> Void
}

/// Type-erased access to an animated property, for the animation groups.
protocol AnyAnimatedValue: AnyObject {
    var owner: View? { get }
    func removeContributions(of group: AnimationBatch)
    func freezeContributions(of group: AnimationBatch) -> FrozenValue?
    func setBeginTime(_ time: Double, for group: AnimationBatch)
    func beginTime(for group: AnimationBatch) -> Double
    /// Forgets the begin time of `group`'s animations (they begin again at the next commit).
    func resetBeginTime(for group: AnimationBatch)
    /// Moves the store's tracks into `storage` (its view joined another world).
    func moveTracks(to storage: AnimationStorage)
    /// The view property the store holds (nil: a subclass's or an `@Animated` one).
    var property: ViewProperty? { get }
    var isAnimating: Bool { get }
    /// The groups of the running animations, in the order they were recorded.
    var groups: [AnimationBatch] { get }
    /// Whether an animation that wants model-based hit testing runs on the property.
    var hasManualHitTestingAnimation: Bool { get }
    /// Whether an animation that blocks user interaction runs on the property.
    var hasInteractionBlockingAnimation: Bool { get }
}

/// One animatable property of a view: its model value and the additive animations running on it.
///
/// presentation = model + Σ (from − to) · (1 − progress) over the running animations, evaluated on read
/// from each animation's current progress, so a second animation blends from where the view is on screen.
/// The timing of each animation is a track in the world's flat `AnimationStorage`; while the property animates,
/// its model and first delta in additive form are a row of its value type's `AnimationColumn` there, and the
/// store is an index: inside a frame's snapshot its presentation is one load from the column.
final class AnimatedValue<Value: Animatable>: AnyAnimatedValue {
    struct Contribution {
        let delta: Value.AnimatableData
        let slot: Int32
    }

    // What a frame's read touches comes first, together: the row, the pointer to the storage's snapshot flag
    // and the pointer to the column's bases.
    /// The store's row in its column while it animates; -1 while it does not.
    private var row: Int32 = -1
    /// `storage.shared`, for the reads of every frame: plain memory, no reference count.
    private var shared: UnsafeMutablePointer<AnimationStorage.Shared>
    /// `column.header` while the store has a row.
    private var columnHeader: UnsafeMutablePointer<AnimationColumn<Value>.Header>?
    /// The model value: what the property was last set to (the animation's target).
    private(set) var model: Value {
        didSet {
            guard row >= 0 else { return }
            columnHeader.unsafelyUnwrapped.pointee.rows[Int(row)].model = model.animatableData
            refreshSnapshotPresentation()
        }
    }
    /// The running animations' deltas and tracks. Every change is followed by `contributionsDidChange()`; the
    /// array is changed only through its own methods and indices (the collection algorithms, called from this
    /// unspecialized generic class, read through witness coroutines whose frames are allocated).
    private(set) var contributions: [Contribution] = []
    /// Where this store's tracks live: the storage of its owner's world when its first running animation was
    /// recorded (a view that moves to another world mid-animation keeps its tracks where they are).
    private var storage: AnimationStorage
    /// The column of this value type in `storage`, once the store has animated there.
    private var column: AnimationColumn<Value>?
    /// The owner's layer, held so that the tracks, which name it unretained, never outlive it.
    private var hostLayer: Layer?
    weak var owner: View?
    /// Whether a change of this property calls for layout of the owner.
    private let affectsLayout: Bool
    /// Whether the property is drawn by the owner's `draw(_:)` (a change redraws the content).
    let affectsContent: Bool
    /// The view property the store holds (nil: a subclass's or an `@Animated` one).
    let property: ViewProperty?

    /// A store for `owner`, bound to it at once.
    convenience init(_ value: Value, owner: View, affectsLayout: Bool = false, affectsContent: Bool = false) {
        self.init(value, affectsLayout: affectsLayout, affectsContent: affectsContent)
        bind(to: owner)
    }

    /// A store made before its owner is whole (a view's own stores, its stored properties): `bind(to:)` it
    /// from the owner's initializer.
    init(_ value: Value, affectsLayout: Bool = false, affectsContent: Bool = false) {
        model = value
        property = nil
        storage = World.current.animationStorage
        shared = storage.shared
        self.affectsLayout = affectsLayout
        self.affectsContent = affectsContent
    }

    /// The store of one of a view's own properties (`ViewProperty`), made before the view is whole.
    init(_ value: Value, property: ViewProperty) {
        model = value
        self.property = property
        storage = World.current.animationStorage
        shared = storage.shared
        affectsLayout = property.affectsLayout
        affectsContent = false
    }

    /// Makes `owner` the view this store belongs to.
    func bind(to owner: View) {
        self.owner = owner
        hostLayer = owner.layer
        if owner.world.animationStorage !== storage { use(owner.world.animationStorage) }
    }

    isolated deinit {
        for c in contributions { storage.free(c.slot) }
        if row >= 0 { column.unsafelyUnwrapped.free(row) }
    }

    /// Makes `other` the storage of this store's tracks and row (the caller moves the tracks).
    private func use(_ other: AnimationStorage) {
        if row >= 0 { column.unsafelyUnwrapped.free(row); row = -1; columnHeader = nil }
        storage = other
        shared = other.shared
        column = nil
    }

    /// Keeps the row in step with the running animations: made with the first, freed with the last.
    private func contributionsDidChange() {
        guard !contributions.isEmpty else {
            if row >= 0 { column.unsafelyUnwrapped.free(row); row = -1; columnHeader = nil }
            return
        }
        let first = contributions[0]
        if row < 0 {
            let column = self.column ?? storage.column(for: Value.self)
            self.column = column
            row = column.allocate(store: self, model: model, delta: first.delta, slot: first.slot)
            columnHeader = column.header
        } else {
            let rows = columnHeader.unsafelyUnwrapped.pointee.rows
            rows[Int(row)].delta = first.delta
            rows[Int(row)].slot = first.slot
        }
        columnHeader.unsafelyUnwrapped.pointee.rows[Int(row)].isSingle = contributions.count == 1
        refreshSnapshotPresentation()
    }

    /// Inside an open snapshot, composes the row's presentation again (the model or the animations changed
    /// meanwhile): reads later in the frame see the change, as they would outside a snapshot.
    private func refreshSnapshotPresentation() {
        guard row >= 0, shared.pointee.isSnapshotOpen else { return }
        columnHeader.unsafelyUnwrapped.pointee.presentations[Int(row)] = presentation(progress: shared.pointee.progress)
    }

    /// Tells the owner that the model or the set of animations changed.
    private func didChange() {
        owner?.storeDidChange(affectsLayout: affectsLayout, affectsContent: affectsContent)
    }

    var isAnimating: Bool { row >= 0 }

    /// The store's row in its value type's column (-1 while it does not animate) and the storage the column
    /// is in: a view reads its presentation there without touching the store.
    var columnRow: (row: Int32, storage: UnsafeMutablePointer<AnimationStorage.Shared>) { (row, shared) }

    /// The value on screen now: inside a snapshot, the column's (composed by the snapshot's walk); outside,
    /// composed from each animation's progress now.
    var presentation: Value {
        if row < 0 { return model }
        let shared = shared.pointee
        if shared.isSnapshotOpen { return columnHeader.unsafelyUnwrapped.pointee.presentations[Int(row)] }
        var sum = columnHeader.unsafelyUnwrapped.pointee.rows[Int(row)].model
        for i in 0..<contributions.count {
            let c = contributions[i]
            let p = storage.progress(of: c.slot)
            sum = sum + c.delta.scaled(x: 1 - p.x, y: 1 - p.y)
        }
        return Value(animatableData: sum)
    }

    /// The presentation at the progress column `progress` (a snapshot's): the model plus every animation.
    func presentation(progress: UnsafePointer<AxisProgress>) -> Value {
        var sum = row >= 0 ? columnHeader.unsafelyUnwrapped.pointee.rows[Int(row)].model : model.animatableData
        for i in 0..<contributions.count {
            let c = contributions[i]
            let p = progress[Int(c.slot)]
            sum = sum + c.delta.scaled(x: 1 - p.x, y: 1 - p.y)
        }
        return Value(animatableData: sum)
    }

    /// Sets the model; inside an animation block the change is recorded as an animation from the old value.
    func set(_ newValue: Value) {
        let old = model
        guard old != newValue else { return }
        model = newValue
        if let context = AnimationRecorder.current {
            if contributions.isEmpty, let world = owner?.world, world.animationStorage !== storage {
                use(world.animationStorage)
            }
            let slot = storage.allocate(context.source(), layer: hostLayer.unsafelyUnwrapped)
            contributions.append(Contribution(delta: old.animatableData - newValue.animatableData, slot: slot))
            contributionsDidChange()
            context.group.register(self)
        }
        didChange()
    }

    func moveTracks(to other: AnimationStorage) {
        guard other !== storage else { return }
        // Copied before they are freed here: this storage's owner array holds their groups until then.
        let moved = contributions.map { Contribution(delta: $0.delta, slot: other.adopt(storage.track($0.slot))) }
        for c in contributions { storage.free(c.slot) }
        use(other)
        contributions = moved
        contributionsDidChange()
        didChange()
    }

    /// Sets the model without recording an animation, even inside an animation block.
    func setWithoutAnimation(_ newValue: Value) {
        guard model != newValue else { return }
        model = newValue
        didChange()
    }

    /// The groups of the running animations, in the order they were recorded.
    var groups: [AnimationBatch] { contributions.map { storage.group(of: $0.slot) } }

    /// Whether any running animation on this property belongs to `group`.
    func isAnimated(by group: AnimationBatch) -> Bool {
        containsContribution { $0 === group }
    }

    /// Whether an animation that wants model-based hit testing runs on this property.
    var hasManualHitTestingAnimation: Bool {
        containsContribution { $0.usesManualHitTesting }
    }

    /// Whether an animation that blocks user interaction runs on this property.
    var hasInteractionBlockingAnimation: Bool {
        containsContribution { !$0.allowsUserInteraction }
    }

    /// Whether the group of any running animation passes `test` (walked by index: see `contributions`).
    private func containsContribution(_ test: (AnimationBatch) -> Bool) -> Bool {
        for i in 0..<contributions.count where test(storage.group(of: contributions[i].slot)) { return true }
        return false
    }

    /// Removes the contributions of `group`, freeing their tracks; returns whether there were any.
    @discardableResult
    private func dropContributions(of group: AnimationBatch) -> Bool {
        let before = contributions.count
        var i = before
        while i > 0 {
            i -= 1
            let slot = contributions[i].slot
            guard storage.group(of: slot) === group else { continue }
            storage.free(slot)
            contributions.remove(at: i)
        }
        guard contributions.count != before else { return false }
        contributionsDidChange()
        return true
    }

    func removeContributions(of group: AnimationBatch) {
        if dropContributions(of: group) { didChange() }
    }

    func setBeginTime(_ time: Double, for group: AnimationBatch) {
        for i in 0..<contributions.count {
            let slot = contributions[i].slot
            if storage.group(of: slot) === group && storage.beginTime(of: slot).isNaN { storage.setBeginTime(time, of: slot) }
        }
        refreshSnapshotPresentation()
    }

    func beginTime(for group: AnimationBatch) -> Double {
        for i in 0..<contributions.count where storage.group(of: contributions[i].slot) === group {
            return storage.beginTime(of: contributions[i].slot)
        }
        return .nan
    }

    func resetBeginTime(for group: AnimationBatch) {
        for i in 0..<contributions.count where storage.group(of: contributions[i].slot) === group {
            storage.setBeginTime(.nan, of: contributions[i].slot)
        }
        refreshSnapshotPresentation()
        didChange()
    }

    func freezeContributions(of group: AnimationBatch) -> FrozenValue? {
        // A view that is gone took its layer with it: nothing to freeze.
        guard owner != nil else { return nil }
        let mine = contributions.filter { storage.group(of: $0.slot) === group }
        guard !mine.isEmpty else { return nil }
        let target = model
        var current = model.animatableData
        var start = model.animatableData
        for c in mine {
            let p = storage.progress(of: c.slot)
            current = current + c.delta.scaled(x: 1 - p.x, y: 1 - p.y)
            start = start + c.delta
        }
        dropContributions(of: group)
        model = Value(animatableData: current)
        didChange()
        let startValue = Value(animatableData: start)
        return FrozenValue(
            applyStart: { [weak self] in self?.setWithoutAnimation(startValue) },
            applyEnd: { [weak self] in self?.setWithoutAnimation(target) })
    }
}
