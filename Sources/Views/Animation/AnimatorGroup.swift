import Foundation

/// One animation block of a property animator. It starts when the animator's progress passes `startFraction`
/// and ends with the animator, so a block added with a delay (or to a running animator) is compressed into
/// the rest of the animator's run.
final class AnimatorGroup: AnimationBatch {
    unowned let animator: ViewPropertyAnimator
    /// The animator progress at which this block starts.
    let startFraction: Double
    /// The block was added while the animator ran toward its start; it then runs toward 0.
    let runsBackward: Bool
    /// The animator's progress (and scrub), fixed when the animator goes away (it can no longer be asked).
    private var settled: AxisProgress?
    private var settledScrub: ScrubPosition?
    /// While a paused animator is scrubbed from where it stopped, a block on its own curve (see `window`)
    /// blends from where it was then (`scrubOrigin`) toward what a plain scrub gives, as the animator does.
    private var scrubOrigin: AxisProgress?
    /// What is left of that blend while the animator runs on (see `runOnFromScrub`).
    private var fade: ScrubFade?

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

    /// Fixes the animator's progress and scrub for when the animator is gone.
    func settle(at progress: AxisProgress, scrub: ScrubPosition?) {
        settled = progress
        settledScrub = scrub
    }

    /// The animator pauses and is about to be scrubbed: a block on its own curve remembers where it is.
    func anchorScrub() {
        scrubOrigin = currentProgress()
    }

    /// The animator runs again from a scrub, from `start` toward `end`: what separates this block from the
    /// animator's progress fades out over the new leg, so the block neither jumps now nor ends off target.
    func runOnFromScrub(from start: AxisProgress, toward end: Double) {
        guard scrubOrigin != nil || fade != nil else { return }
        let now = currentProgress()
        scrubOrigin = nil
        let offset = AxisProgress(x: now.x - map(start.x), y: now.y - map(start.y))
        fade = offset.x == 0 && offset.y == 0 ? nil : ScrubFade(offset: offset, start: start, end: end)
    }

    override func progress(beginTime: Double, layer: Layer) -> AxisProgress { currentProgress() }
    override func progress(localTime: Double, beginTime: Double) -> AxisProgress { currentProgress() }

    private func currentProgress() -> AxisProgress {
        if settled == nil, let w = window, let id = w.segmentID, let s = animator.currentSegment, s.id == id {
            let dt = s.time - w.start
            guard dt > 0 else { return .zero }
            return AxisProgress(x: w.curves.x.progress(at: dt), y: w.curves.y.progress(at: dt))
        }
        let f = settled ?? animator.progress
        if let origin = scrubOrigin, let scrub = settled == nil ? animator.scrubPosition : settledScrub {
            let plain = map(scrub.plain), w = scrub.weight
            return AxisProgress(x: origin.x * w + plain * (1 - w), y: origin.y * w + plain * (1 - w))
        }
        var p = AxisProgress(x: map(f.x), y: map(f.y))
        if let fade {
            let a = fade.amount(at: f)
            p.x += a.x
            p.y += a.y
        }
        return p
    }

    /// An offset that shrinks to nothing as the animator's progress goes from `start` to `end`.
    private struct ScrubFade {
        let offset: AxisProgress
        let start: AxisProgress
        let end: Double

        func amount(at f: AxisProgress) -> AxisProgress {
            func k(_ p: Double, _ p0: Double) -> Double {
                guard end != p0 else { return 0 }
                return min(max((end - p) / (end - p0), 0), 1)
            }
            return AxisProgress(x: offset.x * k(f.x, start.x), y: offset.y * k(f.y, start.y))
        }
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
