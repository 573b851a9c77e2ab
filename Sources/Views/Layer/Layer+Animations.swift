import Foundation

/// One explicit animation a layer runs: the copy added, its key and when it began.
struct LayerAnimationEntry {
    let key: String?
    let animation: Animation
    /// The begin time in the layer's time (NaN until the frame's commit resolves `addedAt`).
    var begin: Double
    /// The global frame time at which it was added (its begin when `beginTime` was 0).
    let addedAt: Double
    var started = false
    var ended = false
    /// The transactions waiting for it.
    var transactions: [TransactionCompletion]
    /// How far (layer time) retiming moved its begin: not a delay.
    var retimeShift: Double = 0
}

/// Explicit animations on a layer (CALayer's add/remove/animation(forKey:)) and its presentation.
extension Layer {
    /// Runs a copy of `anim` on the layer; an animation under the same key is removed first (its delegate is
    /// told `finished: false`). The model does not change.
    public func add(_ anim: Animation, forKey key: String?) {
        guard let copy = anim.copy() as? Animation else { return }
        copy.validate()
        var replaced: LayerAnimationEntry?
        if let key, let i = animationEntries.firstIndex(where: { $0.key == key }) {
            replaced = animationEntries.remove(at: i)
        }
        let now = world.scheduler.currentTime
        let begin = copy.beginTime != 0 ? copy.beginTime : .nan
        let tokens = world.transactions.tokensForNewAnimation()
        animationEntries.append(LayerAnimationEntry(key: key, animation: copy, begin: begin, addedAt: now, transactions: tokens))
        world.engine.hostExplicitAnimations(self)
        noteLayerState()
        // Told after the new one is in place: a delegate that adds again under the key replaces it cleanly.
        if let replaced { stop(replaced, finished: false) }
    }

    /// The animation running under `key` (a copy of what was added).
    public func animation(forKey key: String) -> Animation? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// The keys of the running explicit animations, in the order they were added (nil when there are none).
    public func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate is told `finished: false`.
    public func removeAnimation(forKey key: String) {
        guard let i = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let old = animationEntries.remove(at: i)
        stop(old, finished: false)
        noteLayerState()
    }

    /// Removes every animation on the layer: its explicit ones and its view's block animations (their
    /// completions run with `false`). Property animators keep control of their own animations.
    public func removeAllAnimations() {
        let entries = animationEntries
        animationEntries.removeAll()
        for entry in entries { stop(entry, finished: false) }
        noteLayerState()
        view?.removeLayerAnimations()
    }

    /// Drops the explicit animations without telling anyone (the world ends).
    func abandonExplicitAnimations() {
        animationEntries.removeAll()
        noteLayerState()
    }

    /// Whether any animation runs on the layer (explicit, or its view's).
    public var hasAnimations: Bool { !animationEntries.isEmpty || (view?.isAnimating ?? false) }

    /// Tells the delegate and the transactions that `entry` stopped (unless it already ended).
    private func stop(_ entry: LayerAnimationEntry, finished: Bool) {
        for t in entry.transactions { t.animationEnded() }
        guard !entry.ended else { return }
        entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
    }

    /// The begin time of an entry in this layer's time.
    func begin(of entry: LayerAnimationEntry) -> Double {
        entry.begin.isNaN ? convertTime(entry.addedAt, from: nil) : entry.begin
    }

    /// Resolves the begin times of animations added since the last frame (the frame's commit).
    func commitAnimationBegins() {
        for i in animationEntries.indices where animationEntries[i].begin.isNaN {
            animationEntries[i].begin = convertTime(animationEntries[i].addedAt, from: nil)
        }
    }

    /// Advances the explicit animations to the current frame: collects the delegates to tell of a start or an
    /// end (called after the walk) and drops the ended animations removed on completion.
    /// With `holdingEnds` (the timeline's playhead), an ended animation is kept, not yet told or removed.
    func advanceExplicitAnimations(into events: inout [ExplicitAnimationEvent], holdingEnds: Bool = false) {
        guard !animationEntries.isEmpty else { return }
        let now = currentLocalTime
        var removed = false
        var i = 0
        while i < animationEntries.count {
            let entry = animationEntries[i]
            let phase = entry.animation.phase(parentTime: now, begin: begin(of: entry))
            if !entry.started && phase != .waiting {
                animationEntries[i].started = true
                events.append(ExplicitAnimationEvent(animation: entry.animation, kind: .started, transactions: []))
            }
            if phase == .ended && !entry.ended && !holdingEnds {
                animationEntries[i].ended = true
                events.append(ExplicitAnimationEvent(animation: entry.animation, kind: .stopped, transactions: entry.transactions))
                animationEntries[i].transactions = []
                if entry.animation.isRemovedOnCompletion {
                    animationEntries.remove(at: i)
                    removed = true
                    continue
                }
            }
            i += 1
        }
        if removed { noteLayerState() }
    }

    // MARK: Presentation

    /// The values on screen now: the model with every running animation applied (a view's block animations
    /// and animators first, then the explicit animations in the order they were added).
    public var presentationValues: LayerValues {
        // Computed once per frame and change: the compositor asks several times for a layered view.
        let key = PresentationKey(time: world.scheduler.timeRevision, display: world.displayRevision,
                                  timing: world.layerTimingStamp)
        if key == presentationKey { return presentationCache }
        let v = computePresentationValues()
        presentationCache = v
        presentationKey = key
        return v
    }

    /// The values the layer shows `shift` seconds of its local time behind now: its animations evaluated at
    /// local time − `shift` (a replicator's copy i shows its sublayers at i × `instanceDelay` behind). The
    /// frame's cached presentation is neither read nor disturbed for a non-zero shift of an animated layer.
    ///
    /// ```swift
    /// dot.presentationValues(timeShift: 0.4).opacity     // what copy 2 of a 0.2 s-delay replicator shows
    /// ```
    package func presentationValues(timeShift shift: Double) -> LayerValues {
        guard shift != 0, !animationEntries.isEmpty else { return presentationValues }
        return computePresentationValues(at: currentLocalTime - shift)
    }

    /// Whether this layer or a standalone layer below it runs an explicit animation (its copies in a
    /// replicator with an `instanceDelay` then differ).
    package var subtreeHasExplicitAnimations: Bool {
        if !animationEntries.isEmpty { return true }
        guard hasStandaloneSublayers else { return false }
        for child in children where child.view == nil && child.subtreeHasExplicitAnimations { return true }
        return false
    }

    private func computePresentationValues() -> LayerValues {
        computePresentationValues(at: animationEntries.isEmpty ? 0 : currentLocalTime)
    }

    private func computePresentationValues(at now: Double) -> LayerValues {
        var v: LayerValues
        if let view {
            let p = view.presentationValues
            v = modelState
            v.bounds = p.bounds
            v.position = p.center
            v.transform = modelState.transform.isIdentity ? Transform3DMakeAffineTransform(p.transform) : modelState.transform
            v.opacity = Float(p.alpha)
            v.isHidden = view.isHidden
            v.masksToBounds = view.clipsToBounds
            v.cornerRadius = p.cornerRadius
            v.borderWidth = p.borderWidth
            v.borderColor = p.borderColor
            v.backgroundColor = p.backgroundColor
        } else {
            v = modelState
        }
        guard !animationEntries.isEmpty else { return v }
        for entry in animationEntries {
            entry.animation.apply(to: &v, parentTime: now, begin: begin(of: entry), layer: self)
        }
        return v
    }

    /// A copy of the layer showing what is on screen now (the presentation layer); its properties are the
    /// presentation values. Every layer class of this package gives a copy of its own class; a subclass of
    /// your own gets nil (Swift cannot make one without a required initializer): read `presentationValues`.
    public func presentation() -> Self? {
        if let copy = presentationCopy(values: presentationValues) as? Self { return copy }
        let name = String(describing: type(of: self))
        if world.reportedPresentationClasses.insert(name).inserted {
            Diagnostics.report("\(name).presentation(): no presentation copy for a subclass of your own; "
                               + "read presentationValues (the same values, as a struct)")
        }
        return nil
    }

    /// The layer whose presentation this is (itself for a model layer).
    public func model() -> Layer { self }

    /// The presentation of a view's layer as the view compositor reads it: `p` with the layer's explicit
    /// animations applied, and what only the layer has (3D, anchor, shadow).
    package func applyingLayerAnimations(to p: PresentationValues) -> (PresentationValues, LayerValues) {
        let v = presentationValues
        var q = p
        q.center = v.position
        q.bounds = v.bounds
        q.alpha = CGFloat(v.opacity)
        q.cornerRadius = v.cornerRadius
        q.borderWidth = v.borderWidth
        q.borderColor = v.borderColor
        q.backgroundColor = v.backgroundColor
        let t = v.fullTransform
        q.transform = Transform3DIsAffine(t) ? Transform3DGetAffineTransform(t) : .identity
        return (q, v)
    }
}

/// What a layer's cached presentation was computed for: the frame time, the display revision (any model or
/// animation change) and the layer timing.
struct PresentationKey: Equatable {
    var time: UInt64
    var display: UInt64
    var timing: UInt64
    static let none = PresentationKey(time: .max, display: .max, timing: .max)
}

/// A delegate call an animation's advance owes, made after the frame's walk.
struct ExplicitAnimationEvent {
    enum Kind { case started, stopped }
    let animation: Animation
    let kind: Kind
    let transactions: [TransactionCompletion]
}
