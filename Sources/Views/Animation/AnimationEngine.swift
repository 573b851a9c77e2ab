import Foundation

/// Advances every running property animator and layer-timed animation once per frame, then runs the
/// completions that became due, in order. One engine per world.
final class AnimationEngine: FrameCommitting {
    private var animators: [ViewPropertyAnimator] = []
    private(set) var layerGroups: [LayerAnimationGroup] = []
    /// While set (the timeline's playhead moves media time), an animation that reaches its end is held there
    /// instead of completing: scrubbed back, it plays again. Cleared when time runs on; the completions then
    /// come as they would have.
    var holdsCompletions = false
    private var dueAnimators: [ViewPropertyAnimator] = []
    private var dueGroups: [LayerAnimationGroup] = []
    /// What finishes now, swapped out of the due lists (taken out by a copy, the lists would be reallocated
    /// each time: a copy shares the buffer that `removeAll(keepingCapacity:)` then cannot keep).
    private var finishingAnimators: [ViewPropertyAnimator] = []
    private var finishingGroups: [LayerAnimationGroup] = []
    private var pendingCommit: [LayerAnimationGroup] = []
    /// The layers running explicit animations (weak: a layer that goes takes its animations with it).
    private var explicitHosts: [WeakLayer] = []

    /// Whether a hosted layer has an explicit animation that repeats for ever.
    var hasEndlessExplicitAnimations: Bool {
        explicitHosts.contains { host in
            host.layer?.animationEntries.contains { $0.animation.repeatCount.isInfinite || $0.animation.repeatDuration.isInfinite } ?? false
        }
    }
    private var explicitEvents: [ExplicitAnimationEvent] = []
    private var deliveringEvents: [ExplicitAnimationEvent] = []
    /// The emitter layers with particles alive or births to come (see AnimationEngine+Emitters).
    var emitterHosts: [WeakEmitter] = []
    /// Frames committed so far: a layer added to the tree in frame n animates implicitly from frame n + 1.
    private(set) var commitCount: UInt64 = 0
    /// The world's transactions (their completions run when the frame finds them due).
    let transactions: TransactionStack

    init(transactions: TransactionStack) {
        self.transactions = transactions
        animators.reserveCapacity(32)
        layerGroups.reserveCapacity(32)
        dueAnimators.reserveCapacity(8)
        dueGroups.reserveCapacity(8)
    }

    /// The property animators advanced each frame (the tests check their states).
    var running: [ViewPropertyAnimator] { animators }

    /// Whether anything is animating (an idle scene need not redraw).
    var isAnimating: Bool {
        !animators.isEmpty || !layerGroups.isEmpty || !explicitHosts.isEmpty || !emitterHosts.isEmpty
    }

    /// The layers running explicit animations (for the inspector).
    var explicitAnimationHosts: [Layer] { explicitHosts.compactMap(\.layer) }

    /// Starts advancing `layer`'s explicit animations each frame.
    func hostExplicitAnimations(_ layer: Layer) {
        guard !layer.isHostedByEngine else { return }
        layer.isHostedByEngine = true
        explicitHosts.append(WeakLayer(layer: layer))
    }

    /// `layer` goes (or moves to another world): its animations are no longer advanced here.
    func layerWillGo(_ layer: Layer) {
        layer.isHostedByEngine = false
        explicitHosts.removeAll { $0.layer === layer || $0.layer == nil }
    }

    func add(_ animator: ViewPropertyAnimator) {
        if !animators.contains(where: { $0 === animator }) { animators.append(animator) }
    }

    func remove(_ animator: ViewPropertyAnimator) {
        animators.removeAll { $0 === animator }
    }

    func add(_ group: LayerAnimationGroup) {
        group.transactionTokens = transactions.tokensForNewAnimation()
        layerGroups.append(group)
        pendingCommit.append(group)
    }

    func remove(_ group: LayerAnimationGroup) {
        layerGroups.removeAll { $0 === group }
        pendingCommit.removeAll { $0 === group }
    }

    /// Lets every animator and layer-timed animation go (the world ends): none advances or completes again.
    func removeAll() {
        animators.removeAll()
        layerGroups.removeAll()
        // Explicit animations hold their delegates (often the scene that holds the layers): let them go.
        for host in explicitHosts {
            host.layer?.isHostedByEngine = false
            host.layer?.abandonExplicitAnimations()
        }
        explicitHosts.removeAll()
        explicitEvents.removeAll()
        for host in emitterHosts { host.layer?.isHostedByEngineAsEmitter = false }
        emitterHosts.removeAll()
        transactions.removeAll()
        dueAnimators.removeAll()
        dueGroups.removeAll()
        pendingCommit.removeAll()
    }

    /// Resolves, before this frame's display links fire, the begin times of the layer animations recorded
    /// since the last frame (during input handling), with the layer timing as the input left it.
    func commit(frameAt time: TimeInterval) {
        commitPending()
        transactions.commitImplicit()
        for host in explicitHosts { host.layer?.commitAnimationBegins() }
        commitCount &+= 1
    }

    /// Resolves the begin times of layer animations added since the last frame (Core Animation's commit).
    func commitPending() {
        guard !pendingCommit.isEmpty else { return }
        for group in pendingCommit { group.commit() }
        pendingCommit.removeAll(keepingCapacity: true)
    }

    func advance(to time: TimeInterval) {
        commitPending()
        for animator in animators where animator.advance(to: time) && !holdsCompletions {
            dueAnimators.append(animator)
        }
        if !holdsCompletions {
            for group in layerGroups where group.isFinished(at: time) {
                dueGroups.append(group)
            }
        }
        advanceExplicitAnimations()
        advanceEmitters()
        transactions.runDue()
        guard !dueAnimators.isEmpty || !dueGroups.isEmpty else { return }
        if finishingAnimators.isEmpty && finishingGroups.isEmpty {
            swap(&finishingAnimators, &dueAnimators)
            swap(&finishingGroups, &dueGroups)
            finish(finishingGroups, finishingAnimators)
            finishingAnimators.removeAll(keepingCapacity: true)
            finishingGroups.removeAll(keepingCapacity: true)
        } else {
            // A completion advanced the world again: its lists are taken by a copy.
            let animators = dueAnimators, groups = dueGroups
            dueAnimators.removeAll()
            dueGroups.removeAll()
            finish(groups, animators)
        }
        // Animations started by completions begin in this frame.
        commitPending()
        transactions.runDue()
    }

    /// Tells the delegates of explicit animations that started or ended, after walking every host (a delegate
    /// may add or remove animations), and lets their transactions know.
    private func advanceExplicitAnimations() {
        guard !explicitHosts.isEmpty else { return }
        for host in explicitHosts { host.layer?.advanceExplicitAnimations(into: &explicitEvents, holdingEnds: holdsCompletions) }
        // A layer whose animations all ended (held by a fill mode, or gone) needs no more frames: the world can
        // go idle. It is hosted again when one is added.
        explicitHosts.removeAll { host in
            guard let layer = host.layer else { return true }
            guard layer.animationEntries.allSatisfy(\.ended) else { return false }
            layer.isHostedByEngine = false
            return true
        }
        guard !explicitEvents.isEmpty else { return }
        guard deliveringEvents.isEmpty else {
            // A delegate advanced the world again: its events are taken by a copy.
            let events = explicitEvents
            explicitEvents.removeAll()
            for event in events { deliver(event) }
            return
        }
        swap(&deliveringEvents, &explicitEvents)
        var i = 0
        while i < deliveringEvents.count {
            deliver(deliveringEvents[i])
            i += 1
        }
        deliveringEvents.removeAll(keepingCapacity: true)
    }

    private func deliver(_ event: ExplicitAnimationEvent) {
        switch event.kind {
        case .started: event.animation.delegate?.animationDidStart(event.animation)
        case .stopped:
            event.animation.delegate?.animationDidStop(event.animation, finished: true)
            for t in event.transactions { t.animationEnded() }
        }
    }
}

extension AnimationEngine {
    /// Completes the layer groups and animators that reached their end this frame.
    fileprivate func finish(_ groups: [LayerAnimationGroup], _ animators: [ViewPropertyAnimator]) {
        for group in groups {
            remove(group)
            group.complete(finished: true)
        }
        for animator in animators { animator.reachedEnd() }
    }
}

/// A layer the engine advances, held weakly.
struct WeakLayer {
    weak var layer: Layer?
}
