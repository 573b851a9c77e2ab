import Foundation

/// The world's animations on a time axis (the inspector's timeline), their views, and retiming one.
///
/// ```swift
/// let timeline = world.timeline()                        // every running animation as a bar
/// world.retime(timeline.bars[0].id, duration: 1.5)       // its remaining run now ends later, no jump
/// world.views(animatedBy: timeline.bars[0].id)           // the views it moves
/// ```
extension World {
    /// Every animation of the world as a bar: property animators, block and keyframe animations and explicit
    /// Core Animation ones, in media time with each host layer's timing applied. Forever-repeating ones show
    /// their passes up to `horizon` seconds past now.
    package func timeline(horizon: TimeInterval = 4) -> AnimationTimeline {
        let now = scheduler.currentTime
        var bars: [TimelineBar] = []
        liveAnimators.removeAll { $0.animator == nil }
        for animator in liveAnimators.compactMap(\.animator) where animator.world === self && animator.state != .inactive {
            bars.append(animator.timelineBar(now: now))
        }
        for group in engine.layerGroups { if let bar = group.timelineBar(now: now, horizon: horizon) { bars.append(bar) } }
        for layer in engine.explicitAnimationHosts { bars += layer.timelineBars(now: now, horizon: horizon) }
        return AnimationTimeline(bars: bars, now: now)
    }

    /// While set, animations that reach their end are held there rather than completing (the timeline's
    /// playhead: scrubbed past an end and back, an animation plays again). Cleared, the completions due come in
    /// the next frame.
    package var holdsCompletions: Bool {
        get { engine.holdsCompletions }
        set { engine.holdsCompletions = newValue }
    }

    /// Gives the animation `id` (a block, a property animator or an explicit Core Animation one) a new duration
    /// for this session, without a jump; returns whether it could (explicit springs keep theirs).
    @discardableResult
    package func retime(_ id: ObjectIdentifier, duration: TimeInterval) -> Bool {
        guard duration.isFinite, duration > 0 else { return false }
        if let animator = liveAnimators.compactMap(\.animator).first(where: { ObjectIdentifier($0) == id }) {
            animator.retime(to: duration)
            setNeedsDisplay()
            return true
        }
        if let group = engine.layerGroups.first(where: { ObjectIdentifier($0) == id }) {
            group.retime(to: duration)
            return true
        }
        for layer in engine.explicitAnimationHosts {
            if let entry = layer.animationEntries.first(where: { ObjectIdentifier($0.animation) == id }) {
                return layer.retimeAnimation(entry.animation, duration: duration)
            }
        }
        return false
    }

    /// The views the animation `id` moves (the onion skin draws the first one's motion path).
    package func views(animatedBy id: ObjectIdentifier) -> [View] {
        var views: [View] = []
        func add(_ view: View?) { if let view, !views.contains(where: { $0 === view }) { views.append(view) } }
        if let animator = liveAnimators.compactMap(\.animator).first(where: { ObjectIdentifier($0) == id }) {
            for group in animator.groups { for store in group.stores { add(store.owner) } }
        } else if let group = engine.layerGroups.first(where: { ObjectIdentifier($0) == id }) {
            for store in group.stores { add(store.owner) }
        } else {
            for layer in engine.explicitAnimationHosts where layer.animationEntries.contains(where: { ObjectIdentifier($0.animation) == id }) {
                add(layer.view)
            }
        }
        return views
    }
}

extension Layer {
    /// This layer's clock and every superlayer's, up to the root.
    var clockChain: [LayerClock] {
        var chain: [LayerClock] = []
        var layer: Layer? = self
        while let l = layer {
            chain.append(LayerClock(beginTime: l.beginTime, speed: Double(l.speed), timeOffset: l.timeOffset))
            layer = l.superlayer
        }
        return chain
    }

    /// The explicit animations as timeline bars.
    func timelineBars(now: TimeInterval, horizon: TimeInterval) -> [TimelineBar] {
        let chain = clockChain
        return animationEntries.map { entry in
            let anim = entry.animation
            let d = anim.effectiveDuration
            let speed = abs(Double(anim.speed))
            let cycle = d * (anim.autoreverses ? 2 : 1)
            let count: Double = anim.repeatDuration > 0 ? anim.repeatDuration / cycle
                : (anim.repeatCount > 0 ? Double(anim.repeatCount) : 1)
            let timing = TimelineTiming(localBegin: begin(of: entry), passDuration: speed > 0 ? d / speed : d,
                                        repeatCount: count, autoreverses: anim.autoreverses, chain: chain)
            let what = (view.map(describeView) ?? "Layer") + " " + anim.animatedKeyPaths.joined(separator: ", ")
            // A begin moved by retiming is no delay: the start moves with it (layer time, as media time here).
            return TimelineBar(id: ObjectIdentifier(anim), kind: .explicit, title: "Core Animation · " + what,
                               startedAt: entry.addedAt + entry.retimeShift, passes: timing.passes(now: now, horizon: horizon),
                               repeatsForever: count.isInfinite, isSpring: anim is SpringAnimation,
                               isFrozen: timing.isFrozen || speed == 0,
                               canRetime: Layer.canRetime(anim) && !timing.isFrozen, duration: d)
        }
    }
}

extension LayerAnimationGroup {
    /// The block as a timeline bar (timed in its first view's layer).
    func timelineBar(now: TimeInterval, horizon: TimeInterval) -> TimelineBar? {
        guard let store = stores.first, let owner = store.owner else { return nil }
        let layer = owner.layer
        let begin = store.beginTime(for: self)
        let timing = TimelineTiming(localBegin: begin.isNaN ? layer.convertTime(recordTime, from: nil) + delay : begin,
                                    passDuration: duration, repeatCount: repeats ? .infinity : 1,
                                    autoreverses: autoreverses, chain: layer.clockChain)
        var what = describeTarget(store) ?? describeView(owner)
        if stores.count > 1 { what += " +\(stores.count - 1)" }
        let kind: InspectedAnimation.Kind = isKeyframes ? .keyframes : .block
        return TimelineBar(id: ObjectIdentifier(self), kind: kind, title: kind.rawValue + " · " + what,
                           startedAt: recordTime, passes: timing.passes(now: now, horizon: horizon),
                           repeatsForever: repeats, isSpring: timing.isSpring(self.timing), isFrozen: timing.isFrozen,
                           canRetime: true, duration: duration)
    }
}

extension ViewPropertyAnimator {
    /// The animator as a timeline bar: its current leg, from where it began (or would have, at its rate) to
    /// where it ends at the rate it runs (a paused one: at full rate from now).
    func timelineBar(now: TimeInterval) -> TimelineBar {
        let wait = isRunning ? remainingDelay : 0
        let leg = segment
        let legDuration = leg?.duration ?? duration
        let rate = leg.map { $0.rate == 0 ? 1 : abs($0.rate) } ?? 1
        let left = leg.map { isRunning ? $0.remainingTime : ($0.rate >= 0 ? $0.duration - $0.time : $0.time) } ?? legDuration
        let end = now + wait + (left.isFinite ? left : legDuration)
        let start = end - legDuration / rate
        var what = "(nothing animated yet)"
        if let store = groups.first?.stores.first { what = describeTarget(store) ?? what }
        let count = groups.reduce(0) { $0 + $1.stores.count }
        if count > 1 { what += " +\(count - 1)" }
        return TimelineBar(id: ObjectIdentifier(self), kind: .propertyAnimator, title: "ViewPropertyAnimator · " + what,
                           startedAt: min(startedAt, start), passes: [TimelinePass(start: start, end: end, reversed: (leg?.rate ?? 1) < 0)],
                           isSpring: currentTiming.springTimingParameters != nil, isFrozen: false,
                           canRetime: isInterruptible, duration: duration)
    }
}

extension TimelineTiming {
    func isSpring(_ timing: TimingCurveProvider) -> Bool { timing.springTimingParameters != nil }
}
