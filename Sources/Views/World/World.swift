import Foundation

/// Everything one running view tree shares: its frame scheduler (the main run loop), the animation engine,
/// the animation block being recorded, the diagnostics hook, the text measurer and the revision counters the
/// renderer watches. A window, a headless run and each test own one; nothing is shared between worlds.
///
/// ```swift
/// let world = World(clock: VirtualClock())
/// world.run {
///     let card = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
///     View.animate(withDuration: 0.3) { card.center.x += 200 }
/// }
/// world.scheduler.advance(frames: 18)        // 0.3 s later the card is there
/// ```
///
/// A view belongs to the world of the tree it is in: it joins the current world (`World.current`) when it is
/// made, and the world of its superview when it is added to one. A block animation or property animator joins
/// the world of the first view it animates; display links join the current world. The current world is the
/// one bound by `run(_:)` — the playground binds its own around every frame and every input, a scene tester
/// around every call — or, outside any, `World.main`.
@MainActor
public final class World {
    /// The world code runs in now: the one bound by `run(_:)`, else `World.main`.
    public static var current: World { bound ?? main }

    /// Whether a world is bound by `run(_:)` on this task (tests check they did not fall back to `main`).
    public static var isBound: Bool { bound != nil }

    /// The world of code that runs outside any `run(_:)`: like UIKit's main run loop, on the machine's clock.
    /// The playground's window, its headless runs and the scene tester each use their own world instead.
    public static let main = World(clock: MonotonicClock())

    private static var bound: World? { WorldBinding.bound }

    /// The frame scheduler: display links, then animations, once per frame.
    public let scheduler: FrameScheduler
    /// Where API misuse is reported (standard error by default).
    public let diagnostics = Diagnostics()
    /// Measures text for labels (a renderer installs one backed by its fonts).
    public var textMeasurer: TextMeasuring = EstimatedTextMeasurer()
    /// Layer subclasses whose `presentation()` was reported as unavailable (once per class and world).
    var reportedPresentationClasses: Set<String> = []
    /// Counts every change that may alter what is drawn; the renderer redraws when it moves.
    package internal(set) var displayRevision: UInt64 = 0
    /// The context a view's `draw(_:)` draws on while a renderer runs it (`GraphicsGetCurrentContext()`).
    var graphicsContext: GraphicsContext?

    /// Advances the property animators and block animations.
    let transactions = TransactionStack()
    lazy var engine = AnimationEngine(transactions: transactions)
    /// Every running property animation of this world, flat (see `AnimationStorage`).
    let animationStorage = AnimationStorage()
    /// The first responder (keys and typed text go there first).
    let responders = ResponderState()
    /// Moves whenever any layer's timing or the view hierarchy changes (see `Layer.currentLocalTime`).
    var layerTimingStamp: UInt64 = 0
    /// Property animators that are not inactive (held weakly), for the inspector.
    var liveAnimators: [WeakAnimator] = []
    /// Set by `tearDown()`.
    public private(set) var isTornDown = false
    #if DEBUG
    /// The views, animators and display links of this world alive now (debug builds: the memory tests).
    package internal(set) var liveObjects = LiveObjects()
    #endif

    /// The media time the world began at.
    public let startTime: TimeInterval

    /// A world whose frames are read from `clock`.
    public init(clock: TimeSource = MonotonicClock(), frameDuration: TimeInterval? = nil) {
        scheduler = FrameScheduler(clock: clock, frameDuration: frameDuration)
        startTime = scheduler.currentTime
        scheduler.addParticipant(engine)
        scheduler.addParticipant(responders)
    }

    /// Runs `body` with this world current: views, animators and display links made inside join it.
    public func run<R>(_ body: () throws -> R) rethrows -> R {
        if World.bound === self { return try body() }
        return try WorldBinding.$bound.withValue(self) { try body() }
    }

    /// Runs the asynchronous `body` with this world current (a test trait binds a fresh world around each test).
    public nonisolated func run<R: Sendable>(_ body: () async throws -> R) async rethrows -> R {
        try await WorldBinding.$bound.withValue(self) { try await body() }
    }

    /// The timestamp of the frame being processed: "now" for animations (`CurrentMediaTime()`).
    public var now: TimeInterval { scheduler.currentTime }

    /// Runs `body` — a compositor reading the tree — with every running property animation evaluated once,
    /// in one walk over the flat storage: the reads inside see the animations as they stand at the call, and no
    /// read evaluates a timing curve or a layer's time again.
    package func withPresentationSnapshot<R>(_ body: () throws -> R) rethrows -> R {
        if animationStorage.isSnapshotOpen { return try body() }
        animationStorage.openSnapshot(now: scheduler.currentTime, stamp: layerTimingStamp)
        defer { animationStorage.closeSnapshot() }
        return try body()
    }

    /// The property animators running now (tests check their states).
    package var runningAnimators: [ViewPropertyAnimator] { engine.running }

    /// The time touches and gesture recognizers read: the user's time. It is media time unless a host slows or
    /// pauses media time (time control) — then a hand that moves as fast as ever gives the same gesture
    /// velocities, and a fling lands where it would at full speed, only slower.
    public var inputTime: TimeInterval { eventTime ?? inputClockTime ?? scheduler.currentTime }

    /// Sets the input time (a host with time control calls it each frame; it never goes back).
    public func setInputTime(_ time: TimeInterval) {
        inputClockTime = max(inputClockTime ?? -.infinity, time)
    }

    private var inputClockTime: TimeInterval?
    /// The time of the input event being handled, when the host knows it (events of one frame differ).
    private var eventTime: TimeInterval?

    /// Runs `body` (the handling of one input event) with `inputTime` at `time`, the event's own time, when
    /// given: several pointer events arriving in one slow frame still give gestures their real velocity.
    public func withEventTime<R>(_ time: TimeInterval?, _ body: () throws -> R) rethrows -> R {
        guard let time else { return try body() }
        let previous = eventTime
        eventTime = min(time, inputClockTime ?? time)
        defer { eventTime = previous }
        return try body()
    }

    /// Whether property animators or block animations are running.
    public var hasRunningAnimations: Bool { engine.isAnimating }

    /// Ends the world: display links stop, the animations in flight are let go (they held their views, and the
    /// views this world: a cycle), and objects released from now on do not report being released mid-animation
    /// (leaving a scene is not misuse). Call it before dropping the world.
    public func tearDown() {
        isTornDown = true
        responders.clear()
        scheduler.invalidateAllDisplayLinks()
        // Completions that will never run let go of what they captured (typically the scene: a cycle).
        for ref in abandonable { ref.object?.worldDidEnd(self) }
        abandonable.removeAll()
        liveAnimators.removeAll()
        // Their animations leave the views too: nothing of this world's storage stays held through them.
        for group in engine.layerGroups {
            group.abandon()
            group.detach()
        }
        engine.removeAll()
    }

    /// Property animators and transitions made in (or moved to) this world, held weakly, so `tearDown` reaches
    /// them.
    private var abandonable: [WeakAbandonable] = []
    private var prunesAt = 16

    func register(_ object: AbandonedWithWorld) {
        if abandonable.contains(where: { $0.object === object }) { return }
        if abandonable.count >= prunesAt {
            abandonable.removeAll { $0.object == nil }
            prunesAt = max(16, abandonable.count * 2)
        }
        abandonable.append(WeakAbandonable(object: object))
    }

    private struct WeakAbandonable {
        weak var object: AbandonedWithWorld?
    }

    /// Marks that something drawn changed.
    package func setNeedsDisplay() { displayRevision &+= 1 }
}

/// Something that holds closures that will never run once its world ends (a property animator's completions,
/// a transition's clean-up), and lets go of them then.
@MainActor
protocol AbandonedWithWorld: AnyObject {
    /// `world` ended; if it is this object's world, drop what can no longer run.
    func worldDidEnd(_ world: World)
}

/// The current media time: the timestamp of the frame being processed in the current world
/// (CACurrentMediaTime).
@MainActor
public func CurrentMediaTime() -> TimeInterval {
    World.current.scheduler.currentTime
}

extension DisplayLink {
    /// Schedules the link on the current world's frame scheduler (the run loop arguments exist for source
    /// compatibility with CADisplayLink).
    public func add(to runLoop: RunLoop = .main, forMode mode: RunLoop.Mode = .default) {
        let world = World.current
        world.scheduler.add(self)
        #if DEBUG
        world.liveObjects.track(self)
        #endif
    }
}

/// The task-local binding behind `World.current` (not global state: each task sees its own).
nonisolated enum WorldBinding {
    @TaskLocal static var bound: World?
}
