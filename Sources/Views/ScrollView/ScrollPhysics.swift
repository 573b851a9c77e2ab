import Foundation

/// The formulas of iOS scrolling: the rubber band, the deceleration and its projection, the bounce.
///
/// ```swift
/// ScrollPhysics.rubberBand(100, dimension: 600)                  // 50.9 pt shown for 100 pt pulled
/// ScrollPhysics.projectedDistance(velocity: 2000, rate: 0.998)   // 998 pt: where a 2000 pt/s fling stops
/// ```
nonisolated public enum ScrollPhysics {
    /// The rubber band's constant c.
    public static let rubberBandCoefficient: Double = 0.55
    /// The bounce's (critically damped) natural frequency, per second: a pull springs back in about 0.5 s.
    public static let bounceFrequency: Double = 15
    /// Motion closer than this to where it ends (points) ends there.
    public static let restDistance: Double = 0.25

    /// How far the content moves when dragged `distance` points past an edge of a view `dimension` points
    /// long: (1 − 1 / (x·c/d + 1))·d — it never reaches `dimension`.
    public static func rubberBand(_ distance: Double, dimension: Double) -> Double {
        guard dimension > 0, distance > 0 else { return 0 }
        return (1 - 1 / (distance * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The drag past an edge that shows `offset` points of overscroll (the inverse of `rubberBand`).
    public static func dragDistance(forRubberBand offset: Double, dimension: Double) -> Double {
        guard dimension > 0, offset > 0 else { return 0 }
        let y = min(offset, dimension * 0.999)
        return y / (rubberBandCoefficient * (1 - y / dimension))
    }

    /// Where a fling of `velocity` points per second comes to rest when the speed decays by `rate` each
    /// millisecond: v / 1000 · rate / (1 − rate) points on (Apple's projection).
    public static func projectedDistance(velocity: Double, rate: Double) -> Double {
        guard rate > 0, rate < 1 else { return 0 }
        return velocity / 1000 * rate / (1 - rate)
    }
}

/// The motion of one axis of a scroll view after the finger lifted, on the virtual clock: closed forms
/// evaluated at the frame's time, so nothing accumulates and nothing is allocated per frame.
nonisolated enum AxisMotion: Equatable {
    case idle
    case decelerating(Deceleration)
    case bouncing(Bounce)
    case animating(Tween)
    case wheel(Approach)

    var isIdle: Bool { self == .idle }
}

/// Coasting: x(t) = start + distance · (1 − rate^(1000·t)), the per-millisecond decay summed, so the rest
/// point is exactly start + distance. When the path crosses `edge` the content bounces there.
nonisolated struct Deceleration: Equatable {
    let start: Double
    let distance: Double
    /// ln(rate per millisecond) × 1000: the decay per second (negative).
    let decay: Double
    let began: TimeInterval
    /// The edge the path crosses (then the content bounces there, or stops there when it may not bounce).
    let edge: Double?
    let bounces: Bool

    init(start: Double, distance: Double, rate: Double, began: TimeInterval, edge: Double? = nil, bounces: Bool = true) {
        self.start = start
        self.distance = distance
        decay = 1000 * log(min(max(rate, 1e-6), 0.999_999))
        self.began = began
        self.edge = edge
        self.bounces = bounces
    }

    var end: Double { start + distance }
    func position(at t: Double) -> Double { start + distance * (1 - exp(decay * t)) }
    func velocity(at t: Double) -> Double { -distance * decay * exp(decay * t) }
    func remaining(at t: Double) -> Double { distance * exp(decay * t) }

    /// Seconds after `began` at which the path reaches `edge`.
    var crossingTime: Double? {
        guard let edge, distance != 0 else { return nil }
        let fraction = (edge - start) / distance
        guard fraction > 0, fraction < 1 else { return fraction <= 0 ? 0 : nil }
        return log(1 - fraction) / decay
    }
}

/// A critically damped spring toward `edge`: u(τ) = (u0 + (v0 + ω·u0)·τ)·e^(−ω·τ), u the distance past it.
nonisolated struct Bounce: Equatable {
    let edge: Double
    let displacement: Double
    let velocity: Double
    let began: TimeInterval
    var omega: Double { ScrollPhysics.bounceFrequency }

    func position(at t: Double) -> Double {
        let b = velocity + omega * displacement
        return edge + (displacement + b * t) * exp(-omega * t)
    }

    func velocity(at t: Double) -> Double {
        let b = velocity + omega * displacement
        return (velocity - omega * b * t) * exp(-omega * t)
    }

    func isAtRest(at t: Double) -> Bool {
        abs(position(at: t) - edge) < ScrollPhysics.restDistance && abs(velocity(at: t)) < 20
    }
}

/// `setContentOffset(_:animated: true)`: ease in-out from `from` to `to` over `duration`.
nonisolated struct Tween: Equatable {
    let from: Double
    let to: Double
    let began: TimeInterval
    let duration: TimeInterval
    static let curve = UnitBezier(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1)

    func position(at t: Double) -> Double {
        guard duration > 0, t < duration else { return to }
        return from + (to - from) * Tween.curve.solve(max(t, 0) / duration)
    }
}

/// The wheel: the offset glides toward `target`, the gap shrinking by e every `timeConstant` seconds.
nonisolated struct Approach: Equatable {
    let from: Double
    let target: Double
    let began: TimeInterval
    static let timeConstant: Double = 0.06

    func position(at t: Double) -> Double {
        target + (from - target) * exp(-max(t, 0) / Approach.timeConstant)
    }
}
