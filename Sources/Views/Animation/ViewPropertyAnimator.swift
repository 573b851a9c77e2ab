import Foundation

/// An interruptible, scrubbable, reversible animator of view properties (UIViewPropertyAnimator).
///
/// ```swift
/// let animator = ViewPropertyAnimator(duration: 0.6, dampingRatio: 0.7) { card.center.y = 120 }
/// animator.startAnimation()
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.3                   // scrub, from a pan for example
/// animator.isReversed = true
/// animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
/// ```
///
/// Properties changed inside its animation blocks animate with its timing; it can be started, paused,
/// scrubbed through `fractionComplete`, reversed, stopped and finished, and continued with new timing.
@MainActor
public final class ViewPropertyAnimator: ViewImplicitlyAnimating, AbandonedWithWorld {
    /// The timing the animator was created with.
    public let timingParameters: TimingCurveProvider
    /// The nominal duration in seconds (a physical spring settles on its own time).
    public internal(set) var duration: TimeInterval
    /// The delay given to `startAnimation(afterDelay:)` or the running-animator factory.
    public private(set) var delay: TimeInterval = 0

    public internal(set) var state: ViewAnimatingState = .inactive {
        didSet {
            guard state != oldValue else { return }
            if oldValue == .inactive { startedAt = world.now }
            world.noteState(of: self)
        }
    }
    /// When the animator last left the inactive state (media time).
    private(set) var startedAt: TimeInterval = 0
    /// True while time advances for the animator (false while paused, stopped or inactive).
    public internal(set) var isRunning = false
    /// When true the animator stays active and paused at its end instead of completing.
    public var pausesOnCompletion = false
    /// When true (the default) a paused animator's `fractionComplete` maps linearly to its properties.
    public var scrubsLinearly = true
    /// Whether the animations may be paused, reversed and continued; settable only while inactive.
    public var isInterruptible = true {
        didSet {
            guard state != .inactive, isInterruptible != oldValue else { return }
            isInterruptible = oldValue
            reportNotInactive("interruptible")
        }
    }
    /// Whether animated views receive touches while animating; settable only while inactive.
    public var isUserInteractionEnabled = true {
        didSet {
            guard state != .inactive, isUserInteractionEnabled != oldValue else { return }
            isUserInteractionEnabled = oldValue
            reportNotInactive("userInteractionEnabled")
        }
    }
    /// When true, hit testing of animating views uses their model values rather than where they are on screen.
    public var isManualHitTestingEnabled = false

    /// Per-axis progress of the animations now (0 at the start values, 1 at the targets).
    var progress = AxisProgress.zero
    var groups: [AnimatorGroup] = []
    var completions: [(ViewAnimatingPosition) -> Void] = []
    var segment: AnimatorSegment?
    var timingOverride: TimingCurveProvider?
    var scrubbedFraction: Double?
    var remainingDelay: TimeInterval = 0
    var lastTime: TimeInterval = 0
    var frozen: [FrozenValue] = []
    var reversed = false
    /// The world the animator runs in: the one of the first view it animates (until then, the one current
    /// when it was made).
    private(set) var world: World
    /// Whether a block has animated a view (the animator then stays in that view's world).
    var hasJoinedViews = false
    /// Tells the animator's legs apart.
    var segmentCounter = 0
    /// Where a paused animator was when scrubbing began, if a plain scrub to the fraction it reported would
    /// move a view: overshooting springs, axes apart, curved scrubbing, delayed blocks on their own curves.
    var scrubAnchor: ScrubAnchor?
    /// The scrub in progress from an anchor: how much of the anchor's offset it keeps, and the plain progress.
    var scrubPosition: ScrubPosition?

    /// UIKit raises when a paused or stopped animator is released; here that is reported (unless its world is
    /// being torn down: leaving a scene is not misuse), and in every case the views keep what they show (a
    /// block that never started leaves its view as it was).
    isolated deinit {
        if state == .stopped || (state == .active && !isRunning), !world.isTornDown {
            world.diagnostics.report("It is an error to release a paused or stopped property animator. Property animators must either finish animating or be explicitly stopped and finished before they can be released. (state: \(state))")
        }
        for group in groups {
            group.settle(at: progress, scrub: scrubPosition)
            _ = group.freeze()
        }
        #if DEBUG
        world.liveObjects.animators -= 1
        #endif
    }

    // MARK: Creating

    /// An animator with any timing; `animations` is its first animation block.
    public init(duration: TimeInterval, timingParameters parameters: TimingCurveProvider) {
        self.duration = max(duration, 0)
        self.timingParameters = parameters
        self.world = World.current
        if let misuse = parameters.springTimingParameters?.misuse { world.diagnostics.report(misuse) }
        world.register(self)
        #if DEBUG
        world.liveObjects.animators += 1
        #endif
    }

    /// An animator with one of the named curves.
    public convenience init(duration: TimeInterval, curve: AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve through the two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring fitted to `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator, adds `animations` and `completion`, and starts it after `delay` seconds.
    @discardableResult
    public static func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                               options: View.AnimationOptions = [],
                                               animations: @escaping () -> Void,
                                               completion: ((ViewAnimatingPosition) -> Void)? = nil) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(duration: duration, timingParameters: options.timingParameters)
        animator.isUserInteractionEnabled = true
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Blocks

    /// Adds an animation block that runs for the rest of the animator's run.
    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, startDelay: 0)
    }

    /// Adds an animation block that starts after `delayFactor` × the remaining duration.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation, startDelay: min(max(Double(delayFactor), 0), 1))
    }

    func addAnimations(_ animation: () -> Void, startDelay factor: Double) {
        guard state != .stopped else {
            world.diagnostics.report("addAnimations: should not be called on a stopped animator! (\(self))")
            return
        }
        let group = AnimatorGroup(animator: self, startFraction: startFraction(afterDelayFactor: factor),
                                  runsBackward: state == .active && reversed && progress.x > 0)
        if !group.runsBackward { group.window = timeWindow(afterDelayFactor: factor) }
        groups.append(group)
        AnimationRecorder.record(RecordingContext(group: group), animation)
    }

    /// The progress at which a block added now with `factor` begins: where the animator will be after
    /// factor × its remaining time, in its direction of travel (toward 0 when reversed).
    func startFraction(afterDelayFactor factor: Double) -> Double {
        let now = progress.x
        guard factor > 0 else { return state == .inactive ? 0 : now }
        if state == .inactive {
            let trial = makeSegment(from: .zero, toward: 1, velocity: nil, usesOwnVelocity: true)
            var s = trial
            s.advance(by: factor * s.remainingTime)
            return s.progress.x
        }
        if var s = segment, s.destination == target {
            s.advance(by: factor * s.remainingTime)
            return s.progress.x
        }
        return now + factor * (target - now)
    }

    /// The time window of a block delayed by `factor` on a spring-timed animator (nil otherwise).
    func timeWindow(afterDelayFactor factor: Double) -> AnimatorGroup.TimeWindow? {
        guard factor > 0, let spring = currentTiming.springTimingParameters else { return nil }
        let leg: AnimatorSegment
        let segmentID: Int?
        if state == .inactive {
            leg = makeSegment(from: .zero, toward: 1, velocity: nil, usesOwnVelocity: true)
            segmentID = nil
        } else if let s = segment, scrubbedFraction == nil, s.destination == target, s.rate > 0 {
            leg = s
            segmentID = s.id
        } else {
            return nil
        }
        let start = leg.time + factor * leg.remainingTime * leg.rate
        let span = leg.duration - start
        guard span > 0 else { return nil }
        let curves = SpringTimingParameters(dampingRatio: CGFloat(spring.effectiveDampingRatio)).curves(forDuration: span)
        return AnimatorGroup.TimeWindow(segmentID: segmentID, start: start, curves: curves)
    }

    /// Moves the animator into the world of the first view one of its blocks animates.
    func join(_ other: World) {
        guard !hasJoinedViews else { return }
        hasJoinedViews = true
        guard other !== world else { return }
        other.register(self)
        #if DEBUG
        world.liveObjects.animators -= 1
        other.liveObjects.animators += 1
        #endif
        if isRunning {
            world.engine.remove(self)
            other.engine.add(self)
            lastTime = other.scheduler.currentTime
        }
        world = other
    }

    /// Lets go of the completions without calling them when its world ends (they often hold the scene that
    /// holds the animator).
    func worldDidEnd(_ ended: World) {
        if ended === world { completions.removeAll() }
    }

    /// The leg the animator moves on now, if any.
    var currentSegment: AnimatorSegment? { segment }

    /// Adds a block to run when the animator finishes; completions run once each, in the order added.
    public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            world.diagnostics.report("startAnimation should not be called on a stopped animator! Call finishAnimation(at:) first. (\(self))")
            return
        }
        guard !isRunning else { return }
        self.delay = max(delay, 0)
        remainingDelay = self.delay
        state = .active
        let fresh = segment == nil && scrubbedFraction == nil && progress == .zero && !reversed
        if segment == nil || scrubbedFraction != nil {
            // The first leg of a spring starts with the spring's own initialVelocity; a leg after a scrub
            // starts at rest.
            segment = makeSegment(from: progress, toward: target, velocity: nil, usesOwnVelocity: fresh)
        } else {
            orientSegment()
        }
        // Blocks delayed before the first start are timed on the leg that starts now.
        for group in groups where group.window != nil && group.window?.segmentID == nil {
            if fresh, let id = segment?.id { group.window?.segmentID = id } else { group.window = nil }
        }
        scrubbedFraction = nil
        clearScrubAnchor()
        run()
    }

    public func pauseAnimation() {
        guard state != .stopped else {
            world.diagnostics.report("pauseAnimation should not be called on a stopped animator! (\(self))")
            return
        }
        if state == .inactive {
            state = .active
            return
        }
        guard isRunning else { return }
        isRunning = false
        remainingDelay = 0
        world.engine.remove(self)
    }

    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state != .inactive else {
            world.diagnostics.report("stopAnimation: should not be called on an inactive animator! (\(self))")
            return
        }
        guard state != .stopped else { return }
        halt()
        frozen = groups.flatMap { $0.freeze() }
        groups.removeAll()
        scrubAnchor = nil
        scrubPosition = nil
        if withoutFinishing {
            frozen.removeAll()
            completions.removeAll()
            reset()
        } else {
            state = .stopped
        }
    }

    public func finishAnimation(at finalPosition: ViewAnimatingPosition) {
        guard state == .stopped else {
            world.diagnostics.report("finishAnimationAtPosition: should only be called on a stopped animator! (\(self))")
            return
        }
        switch finalPosition {
        case .end: frozen.forEach { $0.applyEnd() }
        case .start: frozen.forEach { $0.applyStart() }
        case .current: break
        }
        frozen.removeAll()
        complete(at: finalPosition)
    }

    /// Continues from where the animator is with new timing (nil keeps the current timing). The rest takes
    /// `durationFactor` × the original duration; 0 keeps the animator's own pace.
    public func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else {
            world.diagnostics.report("continueAnimationWithTimingParameters:durationFactor: should only be called on an active animator! (state: \(state))")
            return
        }
        guard isInterruptible else {
            world.diagnostics.report("continueAnimationWithTimingParameters:durationFactor: cannot be called on a non-interruptible animator!")
            return
        }
        let factor = max(Double(durationFactor), 0)
        if let parameters {
            timingOverride = parameters
            let remaining = factor == 0 ? remainingTimeAtOwnPace : factor * duration
            segment = segmentWithNewTiming(parameters, from: progress, toward: target, over: remaining)
        } else {
            if segment == nil || scrubbedFraction != nil {
                segment = makeSegment(from: progress, toward: target, velocity: nil)
            } else {
                orientSegment()
            }
            if factor > 0, var s = segment {
                let own = s.remainingTime
                let wanted = factor * duration
                if own.isFinite, own > 0, wanted > 0 { s.rate *= own / wanted }
                segment = s
            }
        }
        scrubbedFraction = nil
        clearScrubAnchor()
        remainingDelay = 0
        run()
    }

    // MARK: Properties

    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed, state != .stopped else { return }
            reversed = newValue
            guard state == .active, var s = segment, scrubbedFraction == nil else { return }
            if s.spansWholeRange && timingOverride == nil && s.curves.isCubicLike {
                s.rate = -s.rate
                segment = s
            } else {
                segment = makeSegment(from: progress, toward: target, velocity: isRunning ? s.velocity : nil)
            }
        }
    }

    /// How far the animation has come, 0…1. Live while running; settable while paused (which starts a
    /// paused animator if it was inactive).
    ///
    /// A spring can carry the views past their targets (or, reversed, past their start values): the fraction
    /// then reads 1 (or 0), as in UIKit, but the animator keeps the real, unclamped position. Setting the
    /// fraction to the value it reads leaves every view where it is, and scrubbing away from there moves the
    /// views continuously: between that value and 0 (or 1) the position is blended linearly from where the
    /// views were paused to where a plain scrub would put them (UIKit snaps to the clamped value here). Once
    /// the scrub has moved away, the carried offset only fades, never grows back: scrubbed to 0, and then
    /// to 1, the views show the plain scrub's values (the start, then the end values, not the overshoot).
    public var fractionComplete: CGFloat {
        get {
            if let scrubbedFraction { return CGFloat(scrubbedFraction) }
            return CGFloat(min(max(progress.x, 0), 1))
        }
        set {
            guard !isRunning, state != .stopped else { return }
            let value = min(max(Double(newValue), 0), 1)
            if state == .inactive { state = .active }
            if scrubAnchor == nil && scrubbedFraction == nil { scrubAnchor = makeScrubAnchor() }
            scrubbedFraction = value
            let plain = scrubbedProgress(value)
            if var anchor = scrubAnchor {
                let w = anchor.fade(to: value)
                scrubAnchor = anchor
                scrubPosition = ScrubPosition(weight: w, plain: plain)
                progress = AxisProgress(x: plain + anchor.offset.x * w, y: plain + anchor.offset.y * w)
            } else {
                progress = AxisProgress(plain)
            }
            segment = nil
            // What the animated views show changed: the renderer must draw again.
            world.setNeedsDisplay()
        }
    }

    // MARK: Internals

    var target: Double { reversed ? 0 : 1 }
    var currentTiming: TimingCurveProvider { timingOverride ?? timingParameters }

    var remainingTimeAtOwnPace: Double {
        if let s = segment, scrubbedFraction == nil, s.destination == target { return s.remainingTime }
        return makeSegment(from: progress, toward: target, velocity: nil).remainingTime
    }

    func run() {
        isRunning = true
        lastTime = world.scheduler.currentTime
        world.engine.add(self)
    }

    func halt() {
        isRunning = false
        remainingDelay = 0
        world.engine.remove(self)
    }

    func complete(at position: ViewAnimatingPosition) {
        let toRun = completions
        reset()
        for completion in toRun { completion(position) }
    }

    func reset() {
        state = .inactive
        isRunning = false
        completions.removeAll()
        groups.removeAll()
        segment = nil
        timingOverride = nil
        scrubbedFraction = nil
        scrubAnchor = nil
        scrubPosition = nil
        progress = .zero
        world.engine.remove(self)
    }

    func reportNotInactive(_ name: String) {
        world.diagnostics.report("Setting \(name) is only allowed on an inactive animator! (state: \(state))")
    }
}
