import Foundation

/// One leg of a property animator's motion: progress runs along `curves` from `start` (curve value 0) to
/// `end` (curve value 1). Time moves forward or backward along the curve at `rate`.
struct AnimatorSegment {
    /// Tells legs of one animator apart (a block timed on one leg falls back to the animator's progress on
    /// the next).
    let id: Int
    var start: AxisProgress
    var end: Double
    var curves: AxisCurves
    /// Position on the curves, in curve seconds.
    var time: Double
    /// Curve seconds per real second; negative runs back toward `start`.
    var rate: Double

    var duration: Double { curves.duration }

    var progress: AxisProgress {
        AxisProgress(
            x: start.x + (end - start.x) * curves.x.progress(at: time),
            y: start.y + (end - start.y) * curves.y.progress(at: time))
    }

    /// Progress per real second.
    var velocity: AxisProgress {
        AxisProgress(
            x: (end - start.x) * curves.x.velocity(at: time) * rate,
            y: (end - start.y) * curves.y.velocity(at: time) * rate)
    }

    /// Whether the segment has run out in its direction of travel.
    var isAtEnd: Bool { rate >= 0 ? time >= duration : time <= 0 }

    /// The progress the segment heads to in its direction of travel.
    var destination: Double { rate >= 0 ? end : start.x }

    /// Whether the segment covers the whole 0…1 range, so it can run either way.
    var spansWholeRange: Bool { start.x == 0 && start.y == 0 && end == 1 }

    /// Real seconds left until the end in the direction of travel.
    var remainingTime: Double {
        guard rate != 0 else { return .infinity }
        return rate > 0 ? max(duration - time, 0) / rate : max(time, 0) / -rate
    }

    /// Time run past an end while the engine held the animator there (the timeline's playhead): time going
    /// back uses it up first, so scrubbing back lands where the animator was.
    var overrun: Double = 0

    mutating func advance(by dt: Double) {
        let raw = time + overrun + dt * rate
        time = min(max(raw, 0), duration)
        overrun = raw - time
        // Within a nanosecond of the end counts as there: frame times are sums of 1/60 s, and a leg that
        // lasts a whole number of frames must end on its last frame, not one later.
        if rate > 0, duration - time < 1e-9 { time = duration } else if rate < 0, time < 1e-9 { time = 0 }
    }
}

extension AxisCurves {
    /// Whether both axes share one curve that never leaves 0…1 and never goes back, so a progress value
    /// identifies a single point in time on it.
    var isCubicLike: Bool {
        guard x.duration == y.duration else { return false }
        let n = 24
        var last = -Double.infinity
        for i in 0...n {
            let t = x.duration * Double(i) / Double(n)
            let px = x.progress(at: t)
            guard px == y.progress(at: t), px >= -1e-9, px <= 1 + 1e-9, px >= last - 1e-12 else { return false }
            last = px
        }
        return true
    }
}

extension ProgressCurve {
    /// The earliest time at which a non-decreasing curve reaches `progress` (nil if it never does).
    func time(forProgress target: Double) -> Double? {
        if target <= 0 { return 0 }
        if duration <= 0 { return target >= 1 ? 0 : nil }
        if target >= 1 { return duration }
        var lo = 0.0, hi = duration
        guard progress(at: hi) >= target else { return nil }
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if progress(at: mid) < target { lo = mid } else { hi = mid }
        }
        return hi
    }
}
