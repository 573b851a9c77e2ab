import Foundation

/// Every animation of a world as bars on one media-time axis — the model of the inspector's timeline, made
/// without drawing anything.
///
/// ```swift
/// let timeline = world.timeline()
/// for bar in timeline.bars {
///     print(bar.title, bar.begin, bar.end, bar.passes.count)   // "View.animate …", 0.3, 1.3, 1
/// }
/// timeline.now                                                  // the playhead: media time
/// ```
///
/// Times are media seconds (the world's clock, `CurrentMediaTime()`), with every layer's timing (speed,
/// timeOffset, beginTime of the layer and its superlayers) applied: a block on a layer at speed 0.5 shows
/// twice as long. Bars started in the same frame share a `group`.
package struct AnimationTimeline: Equatable {
    package var bars: [TimelineBar]
    /// Media time now (the playhead).
    package var now: TimeInterval

    package init(bars: [TimelineBar], now: TimeInterval) {
        self.bars = bars.sorted { ($0.startedAt, $0.begin) < ($1.startedAt, $1.begin) }
        self.now = now
        var group = -1
        var last = -Double.infinity
        for i in self.bars.indices {
            if abs(self.bars[i].startedAt - last) > 1e-6 { group += 1; last = self.bars[i].startedAt }
            self.bars[i].group = group
        }
    }

    /// How many groups the bars form.
    package var groupCount: Int { (bars.last?.group ?? -1) + 1 }

    /// The span the axis shows: from the earliest start to the latest end (forever-repeating bars count to
    /// their last pass made), always including now.
    package var span: ClosedRange<TimeInterval> {
        var lo = now, hi = now
        for bar in bars {
            lo = min(lo, bar.startedAt, bar.begin)
            hi = max(hi, bar.end)
        }
        return lo...max(hi, lo + 1e-3)
    }

    /// The bar with `id`.
    package func bar(_ id: ObjectIdentifier) -> TimelineBar? { bars.first { $0.id == id } }
}

/// One animation on the timeline: the delay from when it was started to when it begins, then its passes.
package struct TimelineBar: Equatable {
    package let id: ObjectIdentifier
    package let kind: InspectedAnimation.Kind
    /// What it animates, in words ("View.animate · View #2 center").
    package let title: String
    /// Media time it was started (the delay runs from here to `begin`).
    package let startedAt: TimeInterval
    /// Its passes, in media time: one per repetition (an autoreversed repetition is two, the second backward).
    package let passes: [TimelinePass]
    /// Whether it repeats for ever (`passes` then covers only the time around now).
    package let repeatsForever: Bool
    /// Whether its timing is a spring (the bar then runs to the spring's settling time).
    package let isSpring: Bool
    /// Whether a layer's speed 0 holds it: it does not move with media time (its passes are where it would
    /// run at speed 1 from its host's current place).
    package let isFrozen: Bool
    /// Whether its duration can be dragged (the timeline retimes blocks and property animators).
    package let canRetime: Bool
    /// The nominal duration of one pass in the animation's own seconds (what Copy Swift gives).
    package let duration: TimeInterval
    /// The group (started in the same frame) it belongs to, counted from 0 in order of start.
    package internal(set) var group = 0

    package init(id: ObjectIdentifier, kind: InspectedAnimation.Kind, title: String, startedAt: TimeInterval,
                 passes: [TimelinePass], repeatsForever: Bool = false, isSpring: Bool = false, isFrozen: Bool = false,
                 canRetime: Bool = false, duration: TimeInterval) {
        self.id = id; self.kind = kind; self.title = title; self.startedAt = startedAt; self.passes = passes
        self.repeatsForever = repeatsForever; self.isSpring = isSpring; self.isFrozen = isFrozen
        self.canRetime = canRetime; self.duration = duration
    }

    /// When the first pass begins (after the delay).
    package var begin: TimeInterval { passes.first?.start ?? startedAt }
    /// When the last pass ends.
    package var end: TimeInterval { passes.last?.end ?? begin }
    /// The delay: from start to the first pass.
    package var delay: TimeInterval { max(begin - startedAt, 0) }
}

extension TimelineBar {
    /// The duration that makes the first pass end at media time `end` (a bar's end dragged there): for a block,
    /// the duration scaled as the pass (layer speed applies); for a property animator, the duration longer or
    /// shorter by the change. Nil when `end` is not after the pass begins, or the bar cannot be retimed.
    ///
    /// An explicit animation is scaled about `now` (when it runs): its first pass ends at `end` when its run so
    /// far and the rest both scale by (end − now) / (pass end − now).
    package func duration(endingAt end: TimeInterval, now: TimeInterval? = nil) -> TimeInterval? {
        guard canRetime, let pass = passes.first, end.isFinite, end > pass.start + 1e-3 else { return nil }
        switch kind {
        case .propertyAnimator: return max(duration + (end - pass.end), 1e-3)
        case .explicit where now.map { $0 > pass.start && $0 < pass.end - 1e-6 && end > $0 + 1e-3 } == true:
            return duration * (end - now!) / (pass.end - now!)
        default:
            let length = pass.end - pass.start
            return length > 0 ? duration * (end - pass.start) / length : nil
        }
    }
}

/// One pass of an animation (one repetition, or its reversed half), in media time.
package struct TimelinePass: Equatable {
    package var start: TimeInterval
    package var end: TimeInterval
    /// Whether it runs backward (an autoreversed half).
    package var reversed: Bool
    package init(start: TimeInterval, end: TimeInterval, reversed: Bool = false) {
        self.start = start; self.end = end; self.reversed = reversed
    }
}

/// A layer's media timing (CAMediaTiming): local = (parent − beginTime) × speed + timeOffset.
package struct LayerClock: Equatable {
    package var beginTime: TimeInterval = 0
    package var speed: Double = 1
    package var timeOffset: TimeInterval = 0
    package init(beginTime: TimeInterval = 0, speed: Double = 1, timeOffset: TimeInterval = 0) {
        self.beginTime = beginTime; self.speed = speed; self.timeOffset = timeOffset
    }
}

/// The timing of one animation as the timeline needs it: when it begins in its host layer's time, how long a
/// pass lasts there, how often it repeats — mapped to media time through the layer clocks above it.
///
/// ```swift
/// // A 1 s block delayed 0.2 s on a layer at speed 0.5, started at media time 3:
/// let timing = TimelineTiming(localBegin: 3.2, passDuration: 1, repeatCount: 1, autoreverses: false,
///                             chain: [LayerClock(speed: 0.5)])
/// timing.passes(now: 3, horizon: 4)    // one pass, 3.4 … 5.4 (the delay too runs at half speed)
/// ```
package struct TimelineTiming {
    /// When the first pass begins, in the host layer's local time.
    package var localBegin: TimeInterval
    /// Seconds of the host's local time one pass lasts (the animation's own speed applied).
    package var passDuration: TimeInterval
    /// Repetitions (1: once; `.infinity`: for ever; fractions end part way).
    package var repeatCount: Double
    package var autoreverses: Bool
    /// The host layer's clock first, then each superlayer's up to the root.
    package var chain: [LayerClock]

    package init(localBegin: TimeInterval, passDuration: TimeInterval, repeatCount: Double = 1,
                 autoreverses: Bool = false, chain: [LayerClock] = []) {
        self.localBegin = localBegin; self.passDuration = passDuration; self.repeatCount = repeatCount
        self.autoreverses = autoreverses; self.chain = chain
    }

    /// Media seconds per local second (0: the chain stands still).
    package var mediaPerLocal: Double {
        let speed = chain.reduce(1.0) { $0 * $1.speed }
        return speed == 0 ? 0 : 1 / abs(speed)
    }

    /// Whether some layer of the chain has speed 0.
    package var isFrozen: Bool { chain.contains { $0.speed == 0 } }

    /// Media time of the host's local time `local`. With speed 0 somewhere the host's time stands still at
    /// its value at `now`: the bar is drawn where it would run from there at speed 1, so the playhead sits at
    /// the held moment and the bar still shows its length.
    package func mediaTime(ofLocal local: TimeInterval, now: TimeInterval = 0) -> TimeInterval {
        if isFrozen { return now + (local - localTime(ofMedia: now)) }
        var t = local
        for clock in chain { t = (t - clock.timeOffset) / clock.speed + clock.beginTime }
        return t
    }

    /// The host's local time at media time `media`.
    package func localTime(ofMedia media: TimeInterval) -> TimeInterval {
        var t = media
        for clock in chain.reversed() { t = (t - clock.beginTime) * clock.speed + clock.timeOffset }
        return t
    }

    /// The passes in media time; a forever-repeating animation's stop after `now + horizon` (at most 64).
    package func passes(now: TimeInterval, horizon: TimeInterval) -> [TimelinePass] {
        let d = max(passDuration, 0)
        let halves = autoreverses ? 2.0 : 1.0
        let count = repeatCount > 0 ? repeatCount : 1
        let total = count.isInfinite ? Double.infinity : count * halves
        var out: [TimelinePass] = []
        var i = 0.0
        while i < total && out.count < 64 {
            let length = min(total - i, 1) * d
            let a = mediaTime(ofLocal: localBegin + i * d, now: now)
            let b = mediaTime(ofLocal: localBegin + i * d + length, now: now)
            let reversed = autoreverses && Int(i) % 2 == 1
            out.append(TimelinePass(start: min(a, b), end: max(a, b), reversed: reversed))
            if count.isInfinite && max(a, b) > now + horizon { break }
            if d <= 0 { break }
            i += 1
        }
        return out
    }
}
