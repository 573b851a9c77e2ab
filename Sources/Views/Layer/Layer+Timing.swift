import Foundation

/// Media timing (CAMediaTiming) of a layer: local time t = (parent time − beginTime) × speed + timeOffset,
/// composed up the superlayer chain. It applies to every animation the layer hosts: explicit ones, a view's
/// block animations and property animators' animations of the layer's view.
///
/// ```swift
/// box.layer.speed = 0                                        // freeze the animations box hosts
/// View.animate(withDuration: 1) { box.center.x += 200 }
/// box.layer.timeOffset = 0.5                                 // show them half way, as a scrubber would
/// ```
extension Layer {
    func timingDidChange() {
        world.layerTimingStamp &+= 1
        setNeedsDisplay()
    }

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
        if timingCache.identityStamp == stamp && timingCache.chainIsIdentity { return scheduler.currentTime }
        if timingCache.revision == scheduler.timeRevision && timingCache.stamp == stamp { return timingCache.local }
        if isIdentityChain { return scheduler.currentTime }
        let revision = scheduler.timeRevision
        let local = localTime(fromGlobal: scheduler.currentTime)
        timingCache.revision = revision
        return local
    }

    /// Whether this layer and every layer above it keep the default timing (local time is global time).
    var isIdentityChain: Bool {
        if timingCache.identityStamp == world.layerTimingStamp { return timingCache.chainIsIdentity }
        let own = speed == 1 && timeOffset == 0 && beginTime == 0
        timingCache.chainIsIdentity = own && (superlayer?.isIdentityChain ?? true)
        timingCache.identityStamp = world.layerTimingStamp
        return timingCache.chainIsIdentity
    }

    private func localTime(fromGlobal global: TimeInterval) -> TimeInterval {
        if timingCache.stamp == world.layerTimingStamp && timingCache.global == global { return timingCache.local }
        let parentTime = superlayer?.localTime(fromGlobal: global) ?? global
        let local = (parentTime - beginTime) * Double(speed) + timeOffset
        timingCache.stamp = world.layerTimingStamp
        timingCache.global = global
        timingCache.local = local
        timingCache.revision = .max
        return local
    }

    private func globalTime(fromLocal local: TimeInterval) -> TimeInterval {
        let parentTime = speed == 0 ? beginTime : (local - timeOffset) / Double(speed) + beginTime
        return superlayer?.globalTime(fromLocal: parentTime) ?? parentTime
    }
}

/// The local times a layer keeps between reads. The world's `layerTimingStamp` moves whenever any layer's
/// timing or the tree changes: the local times cached here are valid while it stays put, so every animated
/// property read in a frame converts time once per layer.
struct LayerTimingCache {
    var stamp: UInt64 = .max
    var global: TimeInterval = .nan
    var local: TimeInterval = 0
    /// The scheduler's `timeRevision` at which `global` was the current time (.max: unknown).
    var revision: UInt64 = .max
    var identityStamp: UInt64 = .max
    var chainIsIdentity = false

    mutating func reset() { self = LayerTimingCache() }
}
