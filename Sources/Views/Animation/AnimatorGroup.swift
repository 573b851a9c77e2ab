import Foundation

/// One animation block of a property animator. It starts when the animator's progress passes `startFraction`
/// and ends with the animator, so a block added with a delay (or to a running animator) is compressed into
/// the rest of the animator's run.
final class AnimatorGroup: AnimationGroup {
    unowned let animator: ViewPropertyAnimator
    /// The animator progress at which this block starts.
    let startFraction: Double
    /// The block was added while the animator ran toward its start; it then runs toward 0.
    let runsBackward: Bool
    /// The animator's progress, fixed when the animator goes away (it can no longer be asked).
    private var settled: AxisProgress?

    /// A block that waits for a delay on a spring-timed animator follows its own curve over the rest of the
    /// animator's leg — a spring of the same damping ratio fitted to that span — rather than the animator's
    /// progress, which an overshooting spring crosses more than once.
    struct TimeWindow {
        /// The leg it is timed on (nil: the first leg the animator starts).
        var segmentID: Int?
        /// Curve time on that leg at which the block starts.
        let start: Double
        let curves: AxisCurves
    }
    var window: TimeWindow?

    init(animator: ViewPropertyAnimator, startFraction: Double, runsBackward: Bool = false) {
        self.animator = animator
        self.startFraction = min(max(startFraction, 0), 1)
        self.runsBackward = runsBackward
    }

    override func join(_ world: World) { animator.join(world) }

    override var allowsUserInteraction: Bool { animator.isUserInteractionEnabled }
    override var usesManualHitTesting: Bool { animator.isManualHitTestingEnabled }

    /// Fixes the progress at `progress` for when the animator is gone.
    func settle(at progress: AxisProgress) { settled = progress }

    override func progress(beginTime: Double, layer: Layer) -> AxisProgress {
        if settled == nil, let w = window, let id = w.segmentID, let s = animator.currentSegment, s.id == id {
            let dt = s.time - w.start
            guard dt > 0 else { return .zero }
            return AxisProgress(x: w.curves.x.progress(at: dt), y: w.curves.y.progress(at: dt))
        }
        let f = settled ?? animator.progress
        return AxisProgress(x: map(f.x), y: map(f.y))
    }

    private func map(_ f: Double) -> Double {
        if runsBackward {
            guard startFraction > 0 else { return 1 }
            return f >= startFraction ? 0 : (startFraction - f) / startFraction
        }
        if startFraction == 0 { return f }
        guard startFraction < 1 else { return f >= 1 ? 1 : 0 }
        return f <= startFraction ? 0 : (f - startFraction) / (1 - startFraction)
    }
}
