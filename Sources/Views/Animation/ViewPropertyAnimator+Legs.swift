import Foundation

/// Leg planning: each run of an animator toward its start or end is a leg (`AnimatorSegment`), made from where
/// the animator is, with its timing — continuing on the original curve when the position lies on it, carrying
/// velocity into a spring.
extension ViewPropertyAnimator {
    /// Makes the segment's direction of travel point at the target.
    func orientSegment() {
        guard var s = segment else { return }
        if s.destination != target {
            if s.spansWholeRange {
                s.rate = target == 1 ? abs(s.rate) : -abs(s.rate)
                segment = s
            } else {
                segment = makeSegment(from: progress, toward: target, velocity: nil)
            }
        }
    }

    /// The leg from `from` toward `end` with the animator's timing; continues on the original curve when
    /// the position lies on it, so the motion keeps its pace.
    /// `velocity` (progress per second) carries motion into the leg; without it a spring starts at rest, or
    /// with its own `initialVelocity` (relative to the leg's distance) when `usesOwnVelocity`.
    func makeSegment(from: AxisProgress, toward end: Double, velocity: AxisProgress?,
                             usesOwnVelocity: Bool = false) -> AnimatorSegment {
        let timing = currentTiming
        let fullDuration = max(duration, 0)
        let direction: Double = end >= 1 ? 1 : -1
        if timingOverride == nil, timing.springTimingParameters == nil, from.x == from.y {
            let curves = timing.curves(forDuration: fullDuration)
            if curves.isCubicLike, let time = curves.x.time(forProgress: from.x) {
                return leg(start: .zero, end: 1, curves: curves, time: time, rate: direction)
            }
        }
        if let spring = timing.springTimingParameters {
            var v = CGVector.zero
            if let velocity {
                let dx = end - from.x, dy = end - from.y
                v = CGVector(dx: dx != 0 ? velocity.x / dx : 0, dy: dy != 0 ? velocity.y / dy : 0)
            } else if usesOwnVelocity {
                v = spring.initialVelocity
            }
            let remaining = fullDuration * max(abs(end - from.x), abs(end - from.y))
            let curves = spring.withInitialVelocity(v).curves(forDuration: remaining > 0 ? remaining : fullDuration)
            return leg(start: from, end: end, curves: curves, time: 0, rate: 1)
        }
        let remaining = fullDuration * abs(end - from.x)
        return leg(start: from, end: end, curves: timing.curves(forDuration: remaining), time: 0, rate: 1)
    }

    func segmentWithNewTiming(_ timing: TimingCurveProvider, from: AxisProgress, toward end: Double,
                                      over remaining: Double) -> AnimatorSegment {
        leg(start: from, end: end, curves: timing.curves(forDuration: remaining), time: 0, rate: 1)
    }

    /// A new leg, numbered.
    func leg(start: AxisProgress, end: Double, curves: AxisCurves, time: Double, rate: Double) -> AnimatorSegment {
        segmentCounter &+= 1
        return AnimatorSegment(id: segmentCounter, start: start, end: end, curves: curves, time: time, rate: rate)
    }
}
