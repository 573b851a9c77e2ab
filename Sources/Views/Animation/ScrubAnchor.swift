import Foundation

/// A scrub from an anchor: the weight of the anchor's offset (1 at its fraction, 0 at 0 and 1) and the
/// progress a plain scrub gives.
struct ScrubPosition {
    let weight: Double
    let plain: Double
}

/// Where a paused animator stood when a scrub began: the fraction it reported then, and how far its real
/// position lay from where a plain scrub to that fraction would put the views.
struct ScrubAnchor {
    let fraction: Double
    let offset: AxisProgress
    /// The most of the offset the scrub may still show: the lowest weight it has reached so far.
    private(set) var ceiling = 1.0

    init(fraction: Double, offset: AxisProgress) {
        self.fraction = fraction
        self.offset = offset
    }

    /// The weight at `value`, never more than the scrub has shown since it began: once it has moved away
    /// from the anchor the offset only fades (back at the anchor's fraction after visiting 0 it is gone).
    mutating func fade(to value: Double) -> Double {
        ceiling = min(weight(at: value), ceiling)
        return ceiling
    }

    /// 1 at the anchor's fraction, falling linearly to 0 at 0 (below it) or 1 (above it).
    func weight(at value: Double) -> Double {
        if value == fraction { return 1 }
        let end: Double = value > fraction ? 1 : 0
        let span = fraction - end
        guard span != 0 else { return 0 }
        return min(max((value - end) / span, 0), 1)
    }
}
