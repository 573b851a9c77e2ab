import Foundation

/// Scrubbing: a paused animator whose on-screen position is not what a plain scrub to its fraction would show
/// (an overshooting spring, axes apart, curved scrubbing) keeps an anchor, so the first scrub does not jump.
extension ViewPropertyAnimator {

    func makeScrubAnchor() -> ScrubAnchor? {
        let fraction = min(max(progress.x, 0), 1)
        let plain = scrubbedProgress(fraction)
        let offset = AxisProgress(x: progress.x - plain, y: progress.y - plain)
        // Delayed blocks timed on the leg that stops here leave their own curve from where they are.
        var anchoredGroups = false
        if let s = segment {
            for group in groups where group.window?.segmentID == s.id {
                group.anchorScrub()
                anchoredGroups = true
            }
        }
        guard anchoredGroups || offset.x != 0 || offset.y != 0 else { return nil }
        return ScrubAnchor(fraction: fraction, offset: offset)
    }

    /// The animator runs again from a scrub (its new leg made): blocks off the animator's progress fade that
    /// difference out over the leg.
    func clearScrubAnchor() {
        guard scrubAnchor != nil else { return }
        for group in groups { group.runOnFromScrub(from: progress, toward: target) }
        scrubAnchor = nil
        scrubPosition = nil
    }

    /// The progress a plain scrub to `value` gives: `value` itself, or through the curve.
    func scrubbedProgress(_ value: Double) -> Double {
        scrubsLinearly ? value : curvedProgress(value)
    }

    /// The progress a scrubbed value gives when scrubbing goes through the timing curve.
    func curvedProgress(_ value: Double) -> Double {
        let curves = timingParameters.curves(forDuration: max(duration, 1e-9))
        return curves.x.progress(at: value * curves.duration)
    }
}
