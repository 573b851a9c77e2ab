import Foundation

/// Per-axis progress of an animation: 0 at its from value, 1 at its to value.
///
/// ```swift
/// let p = AxisProgress(x: 0.25, y: 0.5)    // horizontal components a quarter of the way, vertical ones half
/// AxisProgress.one == AxisProgress(1)      // true: both axes at the end
/// ```
nonisolated public struct AxisProgress: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public init(_ both: Double) { x = both; y = both }
    public static let zero = AxisProgress(0)
    public static let one = AxisProgress(1)
}

/// The part of its group's progress an animation runs over: a keyframe's window (0…1 when it is not a
/// keyframe), or a discrete keyframe that jumps at its start.
struct KeyframeWindow {
    let keyStart: Double
    let keyEnd: Double
    /// A discrete keyframe: 0 before its start, 1 from it on.
    var discrete = false

    /// The animation's progress when its group's is `p`.
    @inline(__always) func map(_ p: AxisProgress) -> AxisProgress {
        if discrete && keyStart > 0 { return AxisProgress(x: p.x >= keyStart ? 1 : 0, y: p.y >= keyStart ? 1 : 0) }
        if discrete { return p.x > 0 || p.y > 0 ? .one : .zero }
        if keyStart == 0 && keyEnd == 1 { return p }
        return AxisProgress(x: keyframe(p.x), y: keyframe(p.y))
    }

    private func keyframe(_ g: Double) -> Double {
        let span = keyEnd - keyStart
        if span <= 0 { return g >= keyStart ? 1 : 0 }
        return min(max((g - keyStart) / span, 0), 1)
    }
}

/// Where a recorded animation sits inside its group: a keyframe window and, for layer-timed groups, the
/// begin time in the host layer's local time.
struct ProgressSource {
    let group: AnimationBatch
    let window: KeyframeWindow
    /// Begin time in the host layer's time; NaN until the group commits.
    var beginTime: Double = .nan

    init(group: AnimationBatch, keyStart: Double, keyEnd: Double, discrete: Bool = false) {
        self.group = group
        window = KeyframeWindow(keyStart: keyStart, keyEnd: keyEnd, discrete: discrete)
    }

    /// The source a stored track was made from (its group, window and begin time).
    init(_ track: AnimationTrack) {
        group = track.group
        window = track.window
        beginTime = track.beginTime
    }

    /// The progress of this animation now, for a property of a view hosted by `layer`.
    func progress(layer: Layer) -> AxisProgress {
        window.map(group.progress(beginTime: beginTime, layer: layer))
    }
}

/// A set of property animations that share one timing: an animation block of a property animator, or one
/// `View.animate` call. Subclasses decide the progress.
///
/// ```swift
/// View.animate(withDuration: 0.3) { a.alpha = 0; b.alpha = 1 }   // one group: a and b share its timing
/// animator.addAnimations { c.center.x += 40 }                     // another group, the animator's
/// ```
///
/// You never make one: the animation API records into them.
public class AnimationBatch {
    /// The property stores this group has contributions in.
    private(set) var stores: [AnyAnimatedValue] = []
    /// Views showing a content transition driven by this group.
    private(set) var transitionViews: [View] = []
    /// Whether views animated by this group receive touches meanwhile.
    var allowsUserInteraction: Bool { true }
    /// Whether hit testing of the animated views uses their model (true) or on-screen values.
    var usesManualHitTesting: Bool { false }

    init() {}

    /// Current per-axis progress for an animation that began at `beginTime` on `layer`.
    func progress(beginTime: Double, layer: Layer) -> AxisProgress { .one }

    /// Whether the progress depends on the host layer's time (a `View.animate` block, timed as Core Animation
    /// times it) rather than only on the group (a property animator's block).
    var isLayerTimed: Bool { false }

    /// The progress of an animation that began at `beginTime` (committed) on a host whose local time is
    /// `localTime`: what `progress(beginTime:layer:)` gives, without asking the layer.
    func progress(localTime: Double, beginTime: Double) -> AxisProgress { .one }

    func register(_ store: AnyAnimatedValue) {
        if stores.isEmpty && transitionViews.isEmpty, let world = store.owner?.world { join(world) }
        if !stores.contains(where: { $0 === store }) { stores.append(store) }
    }

    func registerTransition(_ view: View) {
        if stores.isEmpty && transitionViews.isEmpty { join(view.world) }
        if !transitionViews.contains(where: { $0 === view }) { transitionViews.append(view) }
    }

    /// Called when the group records its first animation, with the world of the view animated: the group (and
    /// what times it) runs in that world.
    func join(_ world: World) {}

    /// True while any property or transition still carries this group.
    var isAttached: Bool { !stores.isEmpty || !transitionViews.isEmpty }

    /// Removes every contribution of this group from the views (their presentation falls back to the model).
    func detach() {
        for store in stores { store.removeContributions(of: self) }
        for view in transitionViews where view.contentTransition?.source.group === self {
            view.contentTransition = nil
        }
        stores.removeAll()
        transitionViews.removeAll()
    }

    /// Removes the contributions this group has on one view (for `Layer.removeAllAnimations`).
    func detach(from view: View) {
        stores.removeAll { store in
            guard store.owner === view else { return false }
            store.removeContributions(of: self)
            return true
        }
        transitionViews.removeAll { v in
            guard v === view else { return false }
            if v.contentTransition?.source.group === self { v.contentTransition = nil }
            return true
        }
    }

    /// Writes the current on-screen values of this group's properties into the model and detaches.
    /// Returns how to put each property at its start or end afterwards.
    func freeze() -> [FrozenValue] {
        let frozen = stores.compactMap { $0.freezeContributions(of: self) }
        detach()
        return frozen
    }

    /// Resolves pending begin times (layer-timed groups).
    func setBeginTime(_ time: Double, for store: AnyAnimatedValue) {
        store.setBeginTime(time, for: self)
    }
}
