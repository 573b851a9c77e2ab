import Foundation

/// A curve whose remaining part is stretched (or squeezed) to end at another duration, with no jump: up to
/// `knot` it is `base` unchanged; after it, `base`'s remaining part runs over what is left of `duration`.
///
/// ```swift
/// let ease = CubicTimingParameters(animationCurve: .easeInOut).curves(forDuration: 1).x
/// let longer = RetimedCurve(base: ease, knot: 0.4, duration: 2)   // the last 0.6 s now take 1.6 s
/// longer.progress(at: 0.4) == ease.progress(at: 0.4)              // true: no jump where it was retimed
/// longer.progress(at: 2) == 1                                      // ends at the new duration
/// ```
///
/// The timeline retimes a running animation with it when a bar's end is dragged. When the knot is at or past
/// the new duration (the run would already be over), the whole curve is scaled instead: progress at
/// `knot × duration / base.duration` is then `base`'s at `knot` (the caller moves its clock there).
public struct RetimedCurve: ProgressCurve {
    public let base: any ProgressCurve
    /// The curve time (seconds) at which the curve was retimed.
    public let knot: TimeInterval
    public let duration: TimeInterval

    /// `base` retimed at `knot` seconds to last `duration` seconds in all.
    public init(base: any ProgressCurve, knot: TimeInterval, duration: TimeInterval) {
        self.base = base
        self.duration = max(duration, 0)
        // A knot at or past the new end (or at the old end) leaves nothing to stretch: scale the whole curve.
        self.knot = knot > 0 && knot < min(self.duration, base.duration) ? knot : 0
    }

    /// Whether the curve keeps `base` up to the knot (false: the whole curve is scaled).
    public var keepsStart: Bool { knot > 0 }

    /// Base seconds per retimed second after the knot.
    private var factor: Double {
        let rest = duration - knot
        return rest > 0 ? (base.duration - knot) / rest : 0
    }

    /// The base curve's time at `time` on this one.
    public func baseTime(at time: TimeInterval) -> TimeInterval {
        if time <= knot { return time }
        if duration <= 0 { return base.duration }
        return min(knot + (time - knot) * factor, base.duration)
    }

    /// The time on this curve at which `base` is at `baseTime` (inverse of `baseTime(at:)`).
    public func time(atBaseTime baseTime: TimeInterval) -> TimeInterval {
        if baseTime <= knot { return baseTime }
        let f = factor
        return f > 0 ? knot + (baseTime - knot) / f : duration
    }

    public func progress(at time: TimeInterval) -> Double {
        time >= duration ? base.progress(at: base.duration) : base.progress(at: baseTime(at: time))
    }

    public func velocity(at time: TimeInterval) -> Double {
        guard time < duration else { return 0 }
        return base.velocity(at: baseTime(at: time)) * (time <= knot ? 1 : factor)
    }
}

extension AxisCurves {
    /// Both axes retimed at `knot` to last `duration` (see `RetimedCurve`).
    public func retimed(at knot: TimeInterval, to duration: TimeInterval) -> AxisCurves {
        let x = RetimedCurve(base: self.x, knot: knot, duration: duration)
        let y = RetimedCurve(base: self.y, knot: knot, duration: duration)
        return AxisCurves(x: x, y: y)
    }
}
