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
/// The timing of each animation is a track in the world's flat `AnimationStorage`; the store keeps the slot
/// and the delta, in its own value type.
final class AnimatedValue<Value: Animatable>: AnyAnimatedValue {
    struct Contribution {
        let delta: Value.AnimatableData
        let slot: Int32
    }

    // What a frame's read touches comes first, together: how many animations run, the first one, the pointer
    // to the storage's snapshot, the presentation cached for a progress, and the model in additive form.
    /// `contributions.count` and `contributions.first`, read each frame without touching the array.
    private var running = 0
    /// `storage.shared`, for the reads of every frame: plain memory, no reference count.
    private var shared: UnsafeMutablePointer<AnimationStorage.Shared>
    private var first: Contribution?
    /// The presentation last composed and the progress of the one animation it was composed for: a value read
    /// again at the same progress (several reads in a frame, or a paused or held animation) is not recomposed
    /// — a transform's recomposition costs a sine and a cosine.
    private var cachedProgress: AxisProgress?
    private var cachedPresentation: Value?
    /// `model.animatableData`, kept between reads (a transform's decomposition is not free).
    private var modelData: Value.AnimatableData?
    /// The model value: what the property was last set to (the animation's target).
    private(set) var model: Value { didSet { modelData = nil; cachedProgress = nil } }
    private(set) var contributions: [Contribution] = [] {
        didSet {
            cachedProgress = nil
            running = contributions.count
            first = contributions.first
        }
    }
    /// Where this store's tracks live: the storage of its owner's world when its first running animation was
    /// recorded (a view that moves to another world mid-animation keeps its tracks where they are).
    private var storage: AnimationStorage
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
        if owner.world.animationStorage !== storage {
            storage = owner.world.animationStorage
            shared = storage.shared
        }
    }

    isolated deinit {
        for c in contributions { storage.free(c.slot) }
    }

    /// Tells the owner that the model or the set of animations changed.
    private func didChange() {
        owner?.storeDidChange(affectsLayout: affectsLayout, affectsContent: affectsContent)
    }

    var isAnimating: Bool { !contributions.isEmpty }

    /// The value on screen now.
    var presentation: Value {
        if running == 0 { return model }
        if running == 1, let only = first {
            let p = progress(of: only.slot)
            if p == cachedProgress, let cachedPresentation { return cachedPresentation }
            if modelData == nil { modelData = model.animatableData }
            let value = Value(animatableData: modelData! + only.delta.scaled(x: 1 - p.x, y: 1 - p.y))
            cachedProgress = p
            cachedPresentation = value
            return value
        }
        var sum: Value.AnimatableData
        if let data = modelData { sum = data } else {
            sum = model.animatableData
            modelData = sum
        }
        for c in contributions {
            let p = progress(of: c.slot)
            sum = sum + c.delta.scaled(x: 1 - p.x, y: 1 - p.y)
        }
        return Value(animatableData: sum)
    }

    /// The progress of one of this store's tracks: the open snapshot's, read from plain memory, or evaluated.
    @inline(__always) private func progress(of slot: Int32) -> AxisProgress {
        let shared = shared.pointee
        return shared.isSnapshotOpen ? shared.snapshotProgress(of: slot) : storage.progress(of: slot)
    }

    /// Sets the model; inside an animation block the change is recorded as an animation from the old value.
    func set(_ newValue: Value) {
        let old = model
        guard old != newValue else { return }
        model = newValue
        if let context = AnimationRecorder.current {
            if contributions.isEmpty, let world = owner?.world, world.animationStorage !== storage {
                storage = world.animationStorage
                shared = storage.shared
            }
            let slot = storage.allocate(context.source(), layer: hostLayer.unsafelyUnwrapped)
            contributions.append(Contribution(delta: old.animatableData - newValue.animatableData, slot: slot))
            context.group.register(self)
        }
        didChange()
    }

    func moveTracks(to other: AnimationStorage) {
        guard other !== storage else { return }
        // Copied before they are freed here: this storage's owner array holds their groups until then.
        let moved = contributions.map { Contribution(delta: $0.delta, slot: other.adopt(storage.track($0.slot))) }
        for c in contributions { storage.free(c.slot) }
        storage = other
        shared = other.shared
        contributions = moved
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
        contributions.contains { storage.group(of: $0.slot) === group }
    }

    /// Whether an animation that wants model-based hit testing runs on this property.
    var hasManualHitTestingAnimation: Bool {
        contributions.contains { storage.group(of: $0.slot).usesManualHitTesting }
    }

    /// Whether an animation that blocks user interaction runs on this property.
    var hasInteractionBlockingAnimation: Bool {
        contributions.contains { !storage.group(of: $0.slot).allowsUserInteraction }
    }

    /// Removes the contributions of `group`, freeing their tracks; returns whether there were any.
    @discardableResult
    private func dropContributions(of group: AnimationBatch) -> Bool {
        let before = contributions.count
        contributions.removeAll { c in
            guard storage.group(of: c.slot) === group else { return false }
            storage.free(c.slot)
            return true
        }
        return contributions.count != before
    }

    func removeContributions(of group: AnimationBatch) {
        if dropContributions(of: group) { didChange() }
    }

    func setBeginTime(_ time: Double, for group: AnimationBatch) {
        for c in contributions where storage.group(of: c.slot) === group && storage.beginTime(of: c.slot).isNaN {
            storage.setBeginTime(time, of: c.slot)
        }
    }

    func beginTime(for group: AnimationBatch) -> Double {
        guard let c = contributions.first(where: { storage.group(of: $0.slot) === group }) else { return .nan }
        return storage.beginTime(of: c.slot)
    }

    func resetBeginTime(for group: AnimationBatch) {
        for c in contributions where storage.group(of: c.slot) === group {
            storage.setBeginTime(.nan, of: c.slot)
        }
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
