import Foundation

/// Advances every running property animator and layer-timed animation once per frame, then runs the
/// completions that became due, in order. One engine per world.
final class AnimationEngine: FrameCommitting {
    private var animators: [ViewPropertyAnimator] = []
    private(set) var layerGroups: [LayerAnimationGroup] = []
    private var dueAnimators: [ViewPropertyAnimator] = []
    private var dueGroups: [LayerAnimationGroup] = []
    private var pendingCommit: [LayerAnimationGroup] = []

    init() {
        animators.reserveCapacity(32)
        layerGroups.reserveCapacity(32)
        dueAnimators.reserveCapacity(8)
        dueGroups.reserveCapacity(8)
    }

    /// The property animators advanced each frame (the tests check their states).
    var running: [ViewPropertyAnimator] { animators }

    /// Whether anything is animating (an idle scene need not redraw).
    var isAnimating: Bool { !animators.isEmpty || !layerGroups.isEmpty }

    func add(_ animator: ViewPropertyAnimator) {
        if !animators.contains(where: { $0 === animator }) { animators.append(animator) }
    }

    func remove(_ animator: ViewPropertyAnimator) {
        animators.removeAll { $0 === animator }
    }

    func add(_ group: LayerAnimationGroup) {
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
        dueAnimators.removeAll()
        dueGroups.removeAll()
        pendingCommit.removeAll()
    }

    /// Resolves, before this frame's display links fire, the begin times of the layer animations recorded
    /// since the last frame (during input handling), with the layer timing as the input left it.
    func commit(frameAt time: TimeInterval) {
        commitPending()
    }

    /// Resolves the begin times of layer animations added since the last frame (Core Animation's commit).
    func commitPending() {
        guard !pendingCommit.isEmpty else { return }
        for group in pendingCommit { group.commit() }
        pendingCommit.removeAll(keepingCapacity: true)
    }

    func advance(to time: TimeInterval) {
        commitPending()
        for animator in animators where animator.advance(to: time) {
            dueAnimators.append(animator)
        }
        for group in layerGroups where group.isFinished(at: time) {
            dueGroups.append(group)
        }
        guard !dueAnimators.isEmpty || !dueGroups.isEmpty else { return }
        let finishedAnimators = dueAnimators, finishedGroups = dueGroups
        dueAnimators.removeAll(keepingCapacity: true)
        dueGroups.removeAll(keepingCapacity: true)
        for group in finishedGroups {
            remove(group)
            group.complete(finished: true)
        }
        for animator in finishedAnimators { animator.reachedEnd() }
        // Animations started by completions begin in this frame.
        commitPending()
    }
}
