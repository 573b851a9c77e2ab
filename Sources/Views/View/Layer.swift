import Foundation

/// The layer behind a view: media timing (CAMediaTiming) for the animations the view hosts, and the
/// layer-level spellings of the view's appearance (CALayer).
///
/// ```swift
/// box.layer.speed = 0                                        // freeze the animations box hosts
/// View.animate(withDuration: 1) { box.center.x += 200 }
/// box.layer.timeOffset = 0.5                                 // show them half way, as a scrubber would
/// box.layer.presentation()?.center                           // where it is on screen
/// ```
///
/// Local time t = (parent time − beginTime) × speed + timeOffset, composed up the superview chain.
public final class Layer {
    /// The view this layer backs.
    public private(set) weak var view: View?
    /// The world of the view (caches keyed by the old world's counters are dropped when it changes).
    unowned var world: World {
        didSet {
            cachedStamp = .max
            cachedRevision = .max
            identityStamp = .max
        }
    }

    /// Rate of local time relative to the parent's: 0 pauses, −1 runs backward.
    public var speed: Float = 1 { didSet { timingDidChange() } }
    /// Added to local time after scaling by speed.
    public var timeOffset: TimeInterval = 0 { didSet { timingDidChange() } }
    /// The parent time at which local time starts.
    public var beginTime: TimeInterval = 0 { didSet { timingDidChange() } }

    // The world's `layerTimingStamp` moves whenever any layer's timing or the view hierarchy changes: the
    // local times cached below are valid while it stays put, so every animated property read in a frame
    // converts time once per layer.
    private var cachedStamp: UInt64 = .max
    private var cachedGlobal: TimeInterval = .nan
    private var cachedLocal: TimeInterval = 0
    /// The scheduler's `timeRevision` at which `cachedGlobal` was the current time (.max: unknown).
    private var cachedRevision: UInt64 = .max

    private func timingDidChange() {
        world.layerTimingStamp &+= 1
        view?.setNeedsDisplay()
    }

    init(view: View, world: World) {
        self.view = view
        self.world = world
    }

    /// The layer of the superview.
    public var superlayer: Layer? { view?.superview?.layer }

    /// Converts `time` from `layer`'s local time (nil: global media time) into this layer's local time.
    public func convertTime(_ time: TimeInterval, from layer: Layer?) -> TimeInterval {
        localTime(fromGlobal: layer?.globalTime(fromLocal: time) ?? time)
    }

    /// Converts `time` from this layer's local time into `layer`'s (nil: global media time).
    public func convertTime(_ time: TimeInterval, to layer: Layer?) -> TimeInterval {
        let global = globalTime(fromLocal: time)
        return layer?.localTime(fromGlobal: global) ?? global
    }

    /// The speed of local time relative to global time: the product of the speeds up the tree.
    public var effectiveSpeed: Double {
        var s = Double(speed)
        var parent = superlayer
        while let p = parent { s *= Double(p.speed); parent = p.superlayer }
        return s
    }

    /// This layer's local time at the current frame time (`CurrentMediaTime()`): what every animated
    /// property read of a frame asks, answered from the cache while neither time nor timing moved.
    var currentLocalTime: TimeInterval {
        let stamp = world.layerTimingStamp
        let scheduler = world.scheduler
        if identityStamp == stamp && chainIsIdentity { return scheduler.currentTime }
        if cachedRevision == scheduler.timeRevision && cachedStamp == stamp { return cachedLocal }
        if isIdentityChain { return scheduler.currentTime }
        let revision = scheduler.timeRevision
        let local = localTime(fromGlobal: scheduler.currentTime)
        cachedRevision = revision
        return local
    }

    private var identityStamp: UInt64 = .max
    private var chainIsIdentity = false

    /// Whether this layer and every layer above it keep the default timing (local time is global time).
    var isIdentityChain: Bool {
        if identityStamp == world.layerTimingStamp { return chainIsIdentity }
        let own = speed == 1 && timeOffset == 0 && beginTime == 0
        chainIsIdentity = own && (superlayer?.isIdentityChain ?? true)
        identityStamp = world.layerTimingStamp
        return chainIsIdentity
    }

    private func localTime(fromGlobal global: TimeInterval) -> TimeInterval {
        if cachedStamp == world.layerTimingStamp && cachedGlobal == global { return cachedLocal }
        let parentTime = superlayer?.localTime(fromGlobal: global) ?? global
        let local = (parentTime - beginTime) * Double(speed) + timeOffset
        cachedStamp = world.layerTimingStamp
        cachedGlobal = global
        cachedLocal = local
        cachedRevision = .max
        return local
    }

    private func globalTime(fromLocal local: TimeInterval) -> TimeInterval {
        let parentTime = speed == 0 ? beginTime : (local - timeOffset) / Double(speed) + beginTime
        return superlayer?.globalTime(fromLocal: parentTime) ?? parentTime
    }

    /// Removes the block-based (`View.animate`) animations on this layer's view; their completions run with
    /// `false`. Property animators keep control of their own animations.
    public func removeAllAnimations() {
        view?.removeLayerAnimations()
    }

    /// Whether any animation runs on the view's properties.
    public var hasAnimations: Bool { view?.isAnimating ?? false }

    // MARK: Appearance, as spelled on CALayer

    public var cornerRadius: CGFloat {
        get { view?.cornerRadius ?? 0 }
        set { view?.cornerRadius = newValue }
    }
    public var borderWidth: CGFloat {
        get { view?.borderWidth ?? 0 }
        set { view?.borderWidth = newValue }
    }
    public var borderColor: Color? {
        get { view?.borderColor }
        set { view?.borderColor = newValue ?? .clear }
    }
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }
    public var opacity: Float {
        get { Float(view?.alpha ?? 1) }
        set { view?.alpha = CGFloat(newValue) }
    }
    public var backgroundColor: Color? {
        get { view?.backgroundColor }
        set { view?.backgroundColor = newValue }
    }

    /// The values on screen now (the presentation layer).
    public func presentation() -> PresentationValues? {
        view?.presentationValues
    }
}
