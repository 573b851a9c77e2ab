import Foundation

/// One live animation of a world, as the inspector lists it (a snapshot; nothing in it is live).
package struct InspectedAnimation: Equatable {
    package enum Kind: String { case propertyAnimator = "ViewPropertyAnimator", block = "View.animate",
                                     keyframes = "View.animateKeyframes", explicit = "Core Animation" }
    package let id: ObjectIdentifier
    package let kind: Kind
    /// "active · running", "active · paused", "stopped"; "reversed" appended when so.
    package let state: String
    package let duration: TimeInterval
    package let delay: TimeInterval
    /// The timing, in words ("cubic (0.57, −0.4) (0.96, 0.87)", "spring ζ 0.55").
    package let timing: String
    /// The Swift that makes the timing.
    package let timingSource: String
    /// The curve of the current leg (progress over its seconds), for the plot.
    package let curves: AxisCurves
    /// The position on `curves` now (seconds) and the progress there.
    package let time: Double
    package let progress: Double
    /// What is animated: "View 0x… center", "Label 'Hello' alpha".
    package let targets: [String]
    /// Non-default layer timing of the animated views: "speed 0, timeOffset 0.42".
    package let layerTiming: [String]
    /// When it was started, in seconds since the world began (rows started together share a group).
    package var startTime: TimeInterval
    /// Whether the inspector may scrub it now.
    package let canScrub: Bool

    package static func == (a: InspectedAnimation, b: InspectedAnimation) -> Bool {
        a.id == b.id && a.state == b.state && a.progress == b.progress && a.time == b.time && a.targets == b.targets
    }
}

extension World {
    /// Notes that `animator` changed state (live animators are listed by the inspector).
    func noteState(of animator: ViewPropertyAnimator) {
        if animator.state == .inactive {
            liveAnimators.removeAll { $0.animator == nil || $0.animator === animator }
        } else if !liveAnimators.contains(where: { $0.animator === animator }) {
            liveAnimators.append(WeakAnimator(animator: animator))
        }
    }

    /// Every live animation: property animators that are active or stopped, then block and keyframe
    /// animations, each group in the order it started.
    package func inspectAnimations() -> [InspectedAnimation] {
        liveAnimators.removeAll { $0.animator == nil }
        var rows: [InspectedAnimation] = []
        for animator in liveAnimators.compactMap(\.animator) where animator.world === self && animator.state != .inactive {
            rows.append(animator.inspection())
        }
        for group in engine.layerGroups { rows.append(group.inspection()) }
        for layer in engine.explicitAnimationHosts { rows += layer.inspectExplicitAnimations() }
        for host in engine.emitterHosts { if let emitter = host.layer { rows.append(emitter.inspection()) } }
        for i in rows.indices { rows[i].startTime -= startTime }
        return rows.sorted { $0.startTime < $1.startTime }
    }

    /// Scrubs the animation `id` to `fraction` (0…1): a property animator is paused and its fractionComplete
    /// set, as the seeds do by hand; a block animation holds at that point of its curve.
    package func scrub(_ id: ObjectIdentifier, to fraction: Double) {
        let f = min(max(fraction, 0), 1)
        if let animator = liveAnimators.compactMap(\.animator).first(where: { ObjectIdentifier($0) == id }) {
            guard animator.state == .active, animator.isInterruptible else { return }
            if animator.isRunning { animator.pauseAnimation() }
            animator.fractionComplete = CGFloat(f)
        } else if let group = engine.layerGroups.first(where: { ObjectIdentifier($0) == id }) {
            group.heldFraction = f
            setNeedsDisplay()
        }
    }

    /// Plays the animation `id` again from its start.
    package func replay(_ id: ObjectIdentifier) {
        if let animator = liveAnimators.compactMap(\.animator).first(where: { ObjectIdentifier($0) == id }) {
            guard animator.state == .active, animator.isInterruptible else { return }
            if animator.isRunning { animator.pauseAnimation() }
            animator.isReversed = false
            animator.fractionComplete = 0
            animator.startAnimation()
        } else if let group = engine.layerGroups.first(where: { ObjectIdentifier($0) == id }) {
            group.restart()
            setNeedsDisplay()
        }
    }
}

/// A property animator held weakly (the inspector must not keep one alive).
struct WeakAnimator {
    weak var animator: ViewPropertyAnimator?
}

/// What a store animates, in words.
@MainActor
func describeTarget(_ store: AnyAnimatedValue) -> String? {
    guard let view = store.owner else { return nil }
    let property = store.property?.name ?? (view is VisualEffectView ? "effect" : "custom property")
    return describeView(view) + " " + property
}

/// A view in words: its type, and its text or tag when it has one.
@MainActor
package func describeView(_ view: View) -> String {
    var name = String(describing: type(of: view))
    if let label = view as? Label, let text = label.text, !text.isEmpty {
        name += " '" + (text.count > 18 ? String(text.prefix(17)) + "…" : text) + "'"
    } else if view.tag != 0 {
        name += " #\(view.tag)"
    }
    return name
}

/// A layer's timing in words when it is not the default.
@MainActor
func describeTiming(_ layer: Layer) -> String? {
    guard layer.speed != 1 || layer.timeOffset != 0 || layer.beginTime != 0 else { return nil }
    return "speed \(swiftLiteral(Double(layer.speed))), timeOffset \(swiftLiteral(layer.timeOffset)), "
        + "beginTime \(swiftLiteral(layer.beginTime))"
}

/// A timing in words.
func describe(_ timing: TimingCurveProvider) -> String {
    if let c = timing.cubicTimingParameters {
        if let curve = c.animationCurve { return "\(curve)" }
        return "cubic (\(swiftLiteral(Double(c.controlPoint1.x))), \(swiftLiteral(Double(c.controlPoint1.y)))) "
            + "(\(swiftLiteral(Double(c.controlPoint2.x))), \(swiftLiteral(Double(c.controlPoint2.y))))"
    }
    if let s = timing.springTimingParameters {
        if let ratio = s.dampingRatio { return "spring ζ \(swiftLiteral(ratio))" }
        return "spring m \(swiftLiteral(s.mass)) k \(swiftLiteral(s.stiffness)) c \(swiftLiteral(s.damping))"
    }
    return String(describing: type(of: timing))
}

/// The Swift of a timing, where it has one.
func swiftSource(of timing: TimingCurveProvider) -> String {
    (timing as? SwiftSourceDescribable)?.swiftSource ?? "/* \(type(of: timing)) */"
}
