import Foundation

/// The animations of one `View.animate` call: timed, like Core Animation's, in each host layer's local time,
/// so layer speed, timeOffset and beginTime pause, scrub, resume and reverse them.
final class LayerAnimationGroup: AnimationBatch {
    private(set) var duration: TimeInterval
    let delay: TimeInterval
    private(set) var curves: AxisCurves
    let repeats: Bool
    let autoreverses: Bool
    let interactionAllowed: Bool
    private var completion: ((Bool) -> Void)?
    /// Completions of keyframe blocks and transitions nested in this block, which follow its timing.
    private var nestedCompletions: [(Bool) -> Void] = []
    /// The world the block runs in: the one of the first view it animates.
    private(set) var world: World
    /// The frame time at which the block was recorded; begin times are that instant in each layer's time.
    private(set) var recordTime: TimeInterval
    private var committed = false
    /// Set while an interactive view-controller transition scrubs this block: it does not finish, even
    /// scrubbed to (or past) its end, until the transition lets go.
    var isHeldByTransition = false
    /// The transactions whose completion waits for this block.
    var transactionTokens: [TransactionCompletion] = []

    /// Whether the block was made by `animateKeyframes`.
    var isKeyframes = false
    /// The timing the curves were made from (nested blocks inherit it).
    let timing: TimingCurveProvider

    init(world: World, duration: TimeInterval, delay: TimeInterval, timing: TimingCurveProvider,
         options: View.AnimationOptions, completion: ((Bool) -> Void)?) {
        self.duration = max(duration, 0)
        self.delay = max(delay, 0)
        self.timing = timing
        self.curves = timing.curves(forDuration: max(duration, 0))
        self.originalCurves = self.curves
        self.repeats = options.contains(.repeat)
        self.autoreverses = options.contains(.autoreverse)
        self.interactionAllowed = options.contains(.allowUserInteraction)
        self.laysOutSubviews = options.contains(.layoutSubviews)
        self.completion = completion
        self.world = world
        self.recordTime = world.scheduler.currentTime
    }

    override var allowsUserInteraction: Bool { interactionAllowed }

    /// The options a nested block inherits.
    var inheritableOptions: View.AnimationOptions {
        var o: View.AnimationOptions = []
        if repeats { o.insert(.repeat) }
        if autoreverses { o.insert(.autoreverse) }
        if interactionAllowed { o.insert(.allowUserInteraction) }
        return o
    }

    /// Whether the block lays out at commit (`.layoutSubviews`).
    let laysOutSubviews: Bool
    /// Views that asked for layout while the block was recorded.
    private var layoutRequests: [View] = []

    func noteLayoutRequest(_ view: View) {
        if !layoutRequests.contains(where: { $0 === view }) { layoutRequests.append(view) }
    }

    /// Lays out the trees of the views this block animates or that asked for layout in it (`.layoutSubviews`:
    /// layout changes animate with the block).
    func layOutAnimatedViews() {
        var roots: [View] = []
        for view in layoutRequests + stores.compactMap(\.owner) {
            let root = view.rootView
            if !roots.contains(where: { $0 === root }) { roots.append(root) }
        }
        layoutRequests.removeAll()
        for root in roots { root.layoutIfNeeded() }
    }

    override func join(_ world: World) {
        guard world !== self.world else { return }
        self.world = world
        recordTime = world.scheduler.currentTime
    }

    /// Length of one forward (and back, with autoreverse) cycle.
    private var cycle: Double { autoreverses ? 2 * duration : duration }

    /// Resolves each animation's begin time from its layer's timing as it is now (Core Animation's commit).
    func commit() {
        guard !committed else { return }
        committed = true
        for store in stores {
            guard let owner = store.owner else { continue }
            setBeginTime(owner.layer.convertTime(recordTime, from: nil) + delay, for: store)
        }
        for view in transitionViews {
            guard var transition = view.contentTransition, transition.source.group === self else { continue }
            transition.source.beginTime = view.layer.convertTime(recordTime, from: nil) + delay
            view.contentTransition = transition
        }
    }

    /// Local time into the animation for a host whose animation began at `beginTime`.
    private func activeTime(beginTime: Double, layer: Layer) -> Double {
        let begin = beginTime.isNaN ? layer.convertTime(recordTime, from: nil) + delay : beginTime
        return layer.currentLocalTime - begin
    }

    /// Set by the inspector: the block holds at this fraction of its duration (scrubbed) until replayed.
    var heldFraction: Double? {
        didSet { memoTime = .nan }
    }

    /// Starts the block again from its beginning, now (the inspector's replay).
    func restart() {
        heldFraction = nil
        recordTime = world.scheduler.currentTime
        committed = false
        hostBegins.removeAll()
        for store in stores { store.resetBeginTime(for: self) }
        for view in transitionViews {
            guard var transition = view.contentTransition, transition.source.group === self else { continue }
            transition.source.beginTime = .nan
            view.contentTransition = transition
        }
        commit()
        memoTime = .nan
    }

    /// The curves the block was made with (a retimed block's passes are these, scaled to its duration).
    private let originalCurves: AxisCurves
    /// The pass (counted from the start, each autoreversed half one) whose rest was retimed, and its curves:
    /// that pass keeps its start and stretches its rest (`RetimedCurve`); every other pass is `curves`.
    private var retimedPass: (index: Double, curves: AxisCurves)?

    /// Gives the block a new duration now, without a jump (the timeline's dragged bar end): the rest of the
    /// current pass runs along the same curve over the new remaining time (`RetimedCurve`); later passes last
    /// `newDuration`. Where the pass is already past the new end, the whole pass is scaled and the begin times
    /// move so that every view shows what it showed.
    func retime(to newDuration: TimeInterval) {
        let d = duration, d2 = max(newDuration, 1e-3)
        guard d > 0, abs(d2 - d) > 1e-9 else { return }
        commit()
        defer {
            duration = d2
            // Every pass but the one running now: the original curve scaled to the new duration.
            curves = originalCurves.retimed(at: 0, to: d2)
            hostBegins.removeAll()
            memoTime = .nan
            world.setNeedsDisplay()
        }
        // Held by the inspector: it shows the scaled curve at the held fraction, the same at any duration.
        if heldFraction != nil { retimedPass = nil; return }
        var t = 0.0
        if let store = stores.first, let owner = store.owner {
            t = activeTime(beginTime: store.beginTime(for: self), layer: owner.layer)
        }
        // Not begun yet (a delay): it simply runs for the new duration.
        guard t > 0 else { retimedPass = nil; return }
        // The pass now, and the curve time in it.
        let pass = min((t / d).rounded(.down), repeats ? .infinity : (autoreverses ? 1 : 0))
        let pos = min(max(t - pass * d, 0), d)
        let forward = !(autoreverses && Int(pass) % 2 == 1)
        let a = forward ? pos : d - pos
        // Forward, curve time [0, a] has played: it is kept and the rest is stretched or squeezed. Backward (an
        // autoreversed half) [a, d] has played and [0, a] is still to come: that half is scaled as a whole.
        let retimed = forward ? curves(forPass: pass).retimed(at: a, to: d2) : curves(forPass: pass).retimed(at: 0, to: d2)
        let keepsStart = forward && ((retimed.x as? RetimedCurve)?.keepsStart ?? false)
        let a2 = keepsStart ? a : a * d2 / d
        let t2 = pass * d2 + (forward ? a2 : d2 - a2)
        retimedPass = (pass, retimed)
        if abs(t2 - t) > 1e-12 {
            // Move every host's begin so its active time is where the retimed curve shows the same value.
            for store in stores {
                let begin = store.beginTime(for: self)
                guard !begin.isNaN else { continue }
                store.resetBeginTime(for: self)
                store.setBeginTime(begin + (t - t2), for: self)
            }
        }
    }

    /// The curves of pass `index` (each autoreversed half is a pass).
    private func curves(forPass index: Double) -> AxisCurves {
        if let retimedPass, retimedPass.index == index { return retimedPass.curves }
        return curves
    }

    /// The block as the inspector lists it.
    func inspection() -> InspectedAnimation {
        var targets: [String] = [], layers: [String] = []
        for store in stores {
            if let t = describeTarget(store), !targets.contains(t) { targets.append(t) }
            if let view = store.owner, let t = describeTiming(view.layer), !layers.contains(t) { layers.append(t) }
        }
        for view in transitionViews { targets.append(describeView(view) + " content transition") }
        var t = 0.0
        if let store = stores.first, let owner = store.owner {
            t = activeTime(beginTime: store.beginTime(for: self), layer: owner.layer)
        }
        if let held = heldFraction { t = held * duration }
        // The pass running (each autoreversed half is one): a retimed one shows the curve it now follows, so the
        // row's dot and percentage agree with the views.
        let pass = duration > 0 && heldFraction == nil ? max((t / duration).rounded(.down), 0) : 0
        let shown = curves(forPass: pass)
        if repeats, cycle > 0 { t = t.truncatingRemainder(dividingBy: cycle) }
        if autoreverses && t > duration { t = cycle - t }
        t = min(max(t, 0), duration)
        var options: [String] = []
        if repeats { options.append(".repeat") }
        if autoreverses { options.append(".autoreverse") }
        if interactionAllowed { options.append(".allowUserInteraction") }
        let curveWord = describe(timing)
        return InspectedAnimation(
            id: ObjectIdentifier(self), kind: isKeyframes ? .keyframes : .block,
            state: heldFraction != nil ? "held by the inspector" : (delay > 0 && t <= 0 ? "waiting (delay)" : "running"),
            duration: duration, delay: delay, timing: curveWord + (options.isEmpty ? "" : " " + options.joined(separator: " ")),
            timingSource: "View.animate(withDuration: \(swiftLiteral(duration)), delay: \(swiftLiteral(delay)), "
                + "options: [\(options.joined(separator: ", "))], animations: { … }) // \(swiftSource(of: timing))",
            curves: shown, time: t, progress: duration > 0 ? shown.x.progress(at: t) : 1, targets: targets,
            layerTiming: layers, startTime: recordTime, canScrub: true)
    }

    override var isLayerTimed: Bool { true }

    override func progress(beginTime: Double, layer: Layer) -> AxisProgress {
        if heldFraction != nil { return progress(activeTime: 0) }
        return progress(activeTime: activeTime(beginTime: beginTime, layer: layer))
    }

    override func progress(localTime: Double, beginTime: Double) -> AxisProgress {
        progress(activeTime: localTime - beginTime)
    }

    /// The progress `t` seconds after the animation began (held: at the held fraction, whatever `t`).
    private func progress(activeTime: Double) -> AxisProgress {
        if let held = heldFraction {
            let t = held * duration
            return AxisProgress(x: curves.x.progress(at: t), y: curves.y.progress(at: t))
        }
        var t = activeTime
        if duration <= 0 { return t >= 0 ? .one : .zero }
        if t <= 0 { return .zero }
        if !repeats && t >= cycle { return autoreverses ? .zero : .one }
        // The pass retimed part way has curves of its own.
        if let retimedPass, retimedPass.index == min((t / duration).rounded(.down), repeats ? .infinity : (autoreverses ? 1 : 0)) {
            var u = t - retimedPass.index * duration
            if autoreverses && Int(retimedPass.index) % 2 == 1 { u = duration - u }
            return AxisProgress(x: retimedPass.curves.x.progress(at: u), y: retimedPass.curves.y.progress(at: u))
        }
        if repeats { t = t.truncatingRemainder(dividingBy: cycle) }
        if autoreverses && t > duration { t = cycle - t }
        // The views of one block usually share their local time: evaluate the curves once for all of them.
        if t == memoTime { return memoProgress }
        let p = AxisProgress(x: curves.x.progress(at: t), y: curves.y.progress(at: t))
        memoTime = t
        memoProgress = p
        return p
    }

    private var hostBegins: [Double] = []
    private var hostBeginsCommitted = false
    private var memoTime = Double.nan
    private var memoProgress = AxisProgress.zero

    /// Whether every animation of the group has run its course at `time`: past its end, or, with time
    /// running backward (negative layer speed), back before its beginning.
    func isFinished(at time: TimeInterval) -> Bool {
        if !isAttached { return true }
        if isHeldByTransition || heldFraction != nil || (repeats && duration > 0) { return false }
        // Each store's begin time, read once after the commit (asking a store is not cheap, and this runs
        // every frame).
        if hostBegins.count != stores.count || !hostBeginsCommitted {
            hostBegins = stores.map { $0.beginTime(for: self) }
            hostBeginsCommitted = committed
        }
        for (store, begin) in zip(stores, hostBegins) {
            guard let owner = store.owner else { continue }
            if !hostFinished(owner.layer, beginTime: begin) { return false }
        }
        for view in transitionViews {
            guard let transition = view.contentTransition, transition.source.group === self else { continue }
            if !hostFinished(view.layer, beginTime: transition.source.beginTime) { return false }
        }
        return true
    }

    private func hostFinished(_ layer: Layer, beginTime: Double) -> Bool {
        let t = activeTime(beginTime: beginTime, layer: layer)
        // Within a nanosecond of the end counts as there: a block lasting a whole number of frames ends on
        // its last frame although frame times, sums of 1/60 s, may fall a hair short.
        if t >= cycle - 1e-9 { return true }
        return t < 0 && layer.effectiveSpeed < 0
    }

    /// Adds the completion of a nested block (keyframes, transition) that follows this group's timing.
    func addNestedCompletion(_ block: @escaping (Bool) -> Void) {
        nestedCompletions.append(block)
    }

    /// Detaches the animations and calls the completions once: the nested blocks' first, in the order they
    /// were recorded, then the block's own.
    func complete(finished: Bool) {
        detach()
        let tokens = transactionTokens
        transactionTokens = []
        for t in tokens { t.animationEnded() }
        // The nested blocks' completions first, then this one's (taken out first: a block may animate again).
        let nested = nestedCompletions, own = completion
        completion = nil
        nestedCompletions.removeAll()
        for block in nested { block(finished) }
        own?(finished)
    }

    /// Lets go of the completions without calling them (the world ends: they often hold the scene that holds
    /// the animated views).
    func abandon() {
        completion = nil
        nestedCompletions.removeAll()
    }

    /// Removes the group's animations from one view; completes (unfinished) when nothing is left.
    func remove(from view: View) {
        detach(from: view)
        hostBegins.removeAll()
        if !isAttached {
            world.engine.remove(self)
            complete(finished: false)
        }
    }
}
