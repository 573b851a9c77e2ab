import Foundation

/// How to put a property whose animation was stopped at its start or end values.
struct FrozenValue {
    let applyStart: () -> Void
    let applyEnd: () -> Void
}

/// Type-erased access to an animated property, for the animation groups.
protocol AnyAnimatedValue: AnyObject {
    var owner: View? { get }
    func removeContributions(of group: AnimationGroup)
    func freezeContributions(of group: AnimationGroup) -> FrozenValue?
    func setBeginTime(_ time: Double, for group: AnimationGroup)
    func beginTime(for group: AnimationGroup) -> Double
    /// Forgets the begin time of `group`'s animations (they begin again at the next commit).
    func resetBeginTime(for group: AnimationGroup)
}

/// One animatable property of a view: its model value and the additive animations running on it.
///
/// presentation = model + Σ (from − to) · (1 − progress) over the running animations, evaluated on read
/// from each animation's current progress, so a second animation blends from where the view is on screen.
final class AnimatedValue<Value: Animatable>: AnyAnimatedValue {
    struct Contribution {
        let delta: Value.AnimatableData
        var source: ProgressSource
    }

    /// The model value: what the property was last set to (the animation's target).
    private(set) var model: Value { didSet { modelData = nil; cachedProgress = nil } }
    /// `model.animatableData`, kept between reads (a transform's decomposition is not free).
    private var modelData: Value.AnimatableData?
    private(set) var contributions: [Contribution] = [] { didSet { cachedProgress = nil } }
    /// The presentation last composed and the progress of the one animation it was composed for: a value read
    /// again at the same progress (several reads in a frame, or a paused or held animation) is not recomposed
    /// — a transform's recomposition costs a sine and a cosine.
    private var cachedProgress: AxisProgress?
    private var cachedPresentation: Value?
    /// The owner's layer: the owner holds it (and this store) strongly, and a store is read only through its
    /// view, so the reference is neither counted nor checked.
    unowned(unsafe) let layer: Layer
    weak var owner: View?
    /// Whether a change of this property calls for layout of the owner.
    private let affectsLayout: Bool
    /// Whether the property is drawn by the owner's `draw(_:)` (a change redraws the content).
    let affectsContent: Bool

    init(_ value: Value, owner: View, affectsLayout: Bool = false, affectsContent: Bool = false) {
        model = value
        self.layer = owner.layer
        self.owner = owner
        self.affectsLayout = affectsLayout
        self.affectsContent = affectsContent
    }

    /// Tells the owner that the model or the set of animations changed.
    private func didChange() {
        owner?.storeDidChange(affectsLayout: affectsLayout, affectsContent: affectsContent)
    }

    var isAnimating: Bool { !contributions.isEmpty }

    /// The value on screen now.
    var presentation: Value {
        if contributions.isEmpty { return model }
        if contributions.count == 1 {
            let p = contributions[0].source.progress(layer: layer)
            if p == cachedProgress, let cachedPresentation { return cachedPresentation }
            if modelData == nil { modelData = model.animatableData }
            let value = Value(animatableData: modelData! + contributions[0].delta.scaled(x: 1 - p.x, y: 1 - p.y))
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
            let p = c.source.progress(layer: layer)
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
            contributions.append(Contribution(
                delta: old.animatableData - newValue.animatableData,
                source: context.source()))
            context.group.register(self)
        }
        didChange()
    }

    /// Sets the model without recording an animation, even inside an animation block.
    func setWithoutAnimation(_ newValue: Value) {
        guard model != newValue else { return }
        model = newValue
        didChange()
    }

    /// Whether any running animation on this property belongs to `group`.
    func isAnimated(by group: AnimationGroup) -> Bool {
        contributions.contains { $0.source.group === group }
    }

    /// Whether an animation that wants model-based hit testing runs on this property.
    var hasManualHitTestingAnimation: Bool {
        contributions.contains { $0.source.group.usesManualHitTesting }
    }

    /// Whether an animation that blocks user interaction runs on this property.
    var hasInteractionBlockingAnimation: Bool {
        contributions.contains { !$0.source.group.allowsUserInteraction }
    }

    func removeContributions(of group: AnimationGroup) {
        let before = contributions.count
        contributions.removeAll { $0.source.group === group }
        if contributions.count != before { didChange() }
    }

    func setBeginTime(_ time: Double, for group: AnimationGroup) {
        for i in contributions.indices where contributions[i].source.group === group && contributions[i].source.beginTime.isNaN {
            contributions[i].source.beginTime = time
        }
    }

    func beginTime(for group: AnimationGroup) -> Double {
        contributions.first { $0.source.group === group }?.source.beginTime ?? .nan
    }

    func resetBeginTime(for group: AnimationGroup) {
        for i in contributions.indices where contributions[i].source.group === group {
            contributions[i].source.beginTime = .nan
        }
        didChange()
    }

    func freezeContributions(of group: AnimationGroup) -> FrozenValue? {
        // A view that is gone took its layer with it: nothing to freeze.
        guard owner != nil else { return nil }
        let mine = contributions.filter { $0.source.group === group }
        guard !mine.isEmpty else { return nil }
        let target = model
        var current = model.animatableData
        var start = model.animatableData
        for c in mine {
            let p = c.source.progress(layer: layer)
            current = current + c.delta.scaled(x: 1 - p.x, y: 1 - p.y)
            start = start + c.delta
        }
        contributions.removeAll { $0.source.group === group }
        model = Value(animatableData: current)
        didChange()
        let startValue = Value(animatableData: start)
        return FrozenValue(
            applyStart: { [weak self] in self?.setWithoutAnimation(startValue) },
            applyEnd: { [weak self] in self?.setWithoutAnimation(target) })
    }
}
