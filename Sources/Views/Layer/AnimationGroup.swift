import Foundation

/// Animations run together on one clock (CAAnimationGroup): each child's timing is relative to the group,
/// and the group's duration clips them; a child without a duration runs for the group's.
///
/// ```swift
/// let scale = BasicAnimation(keyPath: "transform.scale")
/// scale.toValue = 1.2
/// let fade = BasicAnimation(keyPath: "opacity")
/// fade.toValue = 0.6
/// let pulse = AnimationGroup()
/// pulse.animations = [scale, fade]
/// pulse.duration = 0.8
/// pulse.autoreverses = true
/// pulse.repeatCount = .infinity
/// dot.add(pulse, forKey: "pulse")
/// ```
@MainActor
open class AnimationGroup: Animation {
    public var animations: [Animation]?

    public override init() { super.init() }

    open override func copy() -> Any {
        let c = AnimationGroup()
        c.copyTiming(from: self)
        c.animations = animations?.compactMap { $0.copy() as? Animation }
        return c
    }

    override func validate() { for a in animations ?? [] { a.validate() } }

    override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    override func apply(to values: inout LayerValues, parentTime: Double, begin: Double, layer: Layer) {
        guard let time = timing(parentTime: parentTime, begin: begin) else { return }
        // The children's parent time is the group's local time in this repetition; past the group's duration
        // they stop (the group clips them).
        let local = timingFunction.map { $0.progress(at: time.fraction) * time.duration } ?? time.local
        for child in animations ?? [] {
            // A child without a duration of its own runs for the whole group, as tutorials rely on.
            let inherits = child.duration <= 0
            if inherits { child.duration = time.duration }
            child.apply(to: &values, parentTime: local, begin: child.beginTime, layer: layer)
            if inherits { child.duration = 0 }
        }
    }
}
