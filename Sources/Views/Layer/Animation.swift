import Foundation

/// An explicit Core Animation animation (CAAnimation): media timing, a delegate and removal on completion.
/// Use a subclass — `BasicAnimation`, `KeyframeAnimation`, `SpringAnimation`, `AnimationGroup` — and add it
/// to a layer; the layer runs a copy, and the model never changes.
///
/// ```swift
/// let fade = BasicAnimation(keyPath: "opacity")
/// fade.fromValue = 1
/// fade.toValue = 0
/// fade.duration = 0.5
/// fade.beginTime = CurrentMediaTime() + 0.2   // after a delay, in the layer's time
/// fade.fillMode = .backwards                  // showing the from value while it waits
/// layer.add(fade, forKey: "fade")
/// ```
///
/// Timing (CAMediaTiming): local time = (layer time − beginTime) × speed + timeOffset; `duration` 0 means
/// 0.25 s; `repeatCount` (fractional, `.infinity`) or `repeatDuration`; `autoreverses` plays each repetition
/// back; `fillMode` holds the value before (`.backwards`) or after (`.forwards`) the active time.
@MainActor
open class Animation: Action {
    public var beginTime: TimeInterval = 0
    public var duration: TimeInterval = 0
    public var speed: Float = 1
    public var timeOffset: TimeInterval = 0
    public var repeatCount: Float = 0
    public var repeatDuration: TimeInterval = 0
    public var autoreverses = false
    public var fillMode: MediaTimingFillMode = .removed
    /// The pacing of each repetition (nil: linear).
    public var timingFunction: MediaTimingFunction?
    /// Whether the layer drops the animation when it ends (true by default: the layer shows its model again).
    public var isRemovedOnCompletion = true
    /// Told when the animation starts and stops; retained by the animation, as Core Animation does.
    public var delegate: AnimationDelegate?
    /// Values stored on the animation by key (the `setValue(_:forKey:)` idiom for telling animations apart).
    private var userValues: [String: Any] = [:]

    public init() {}

    /// A copy with the same settings: what `Layer.add(_:forKey:)` runs.
    open func copy() -> Any {
        let c = Animation()
        c.copyTiming(from: self)
        return c
    }

    /// Copies this base class's settings from `other` (subclasses' `copy()` call it).
    public func copyTiming(from other: Animation) {
        beginTime = other.beginTime; duration = other.duration; speed = other.speed; timeOffset = other.timeOffset
        repeatCount = other.repeatCount; repeatDuration = other.repeatDuration; autoreverses = other.autoreverses
        fillMode = other.fillMode; timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion; delegate = other.delegate; userValues = other.userValues
    }

    public func setValue(_ value: Any?, forKey key: String) { userValues[key] = value }
    public func value(forKey key: String) -> Any? { userValues[key] }

    /// Runs the animation as a layer's action: a copy is added under `event`; a `BasicAnimation` without values
    /// animates from what was on screen before the change to the new model value.
    public func run(forKey event: String, object: Any, arguments: [AnyHashable: Any]?) {
        guard let layer = object as? Layer, let copy = copy() as? Animation else { return }
        if let basic = copy as? BasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
            if basic.keyPath == nil { basic.keyPath = event }
            basic.fromValue = layer.pendingFromValue
        }
        layer.add(copy, forKey: event)
    }

    // MARK: Timing

    /// The duration of one repetition (0 means 0.25 s).
    var effectiveDuration: Double { duration > 0 ? duration : 0.25 }

    /// The active duration: every repetition, autoreversed ones twice as long (infinite for `.infinity`).
    var activeDuration: Double {
        let cycle = effectiveDuration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return Double(repeatCount) * cycle }
        return cycle
    }

    /// Where the animation is at `time` of its parent (the layer, or a group) when it began at `begin`: nil
    /// when it has no effect (before or after its active time and not filling).
    ///
    /// `timeOffset` moves where in its active time the animation is without moving when it runs: a 1 s
    /// animation with timeOffset 0.3 starts 0.3 s in, wraps to its start at 0.7 s and ends 0.3 s in.
    func timing(parentTime: Double, begin: Double) -> AnimationTime? {
        var t = (parentTime - begin) * Double(speed)
        let active = activeDuration
        var atEnd = false
        if t < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            t = 0
        } else if t >= active {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            t = active
            atEnd = true
        }
        if timeOffset != 0 && timeOffset.isFinite {
            t += timeOffset
            if active.isFinite && active > 0 {
                t = t.truncatingRemainder(dividingBy: active)
                if t < 0 { t += active }
                atEnd = atEnd && t < 1e-12
                if atEnd { t = active }
            }
        }
        let d = effectiveDuration
        let cycle = d * (autoreverses ? 2 : 1)
        var iteration = (t / cycle).rounded(.down)
        var local = t - iteration * cycle
        if atEnd && local < 1e-12 && t > 0 {
            iteration -= 1
            local = cycle
        }
        if autoreverses && local > d { local = cycle - local }
        return AnimationTime(iteration: max(iteration, 0), local: min(max(local, 0), d), duration: d)
    }

    /// Where in its life the animation is at `parentTime`.
    func phase(parentTime: Double, begin: Double) -> AnimationPhase {
        let t = (parentTime - begin) * Double(speed)
        if t < 0 { return .waiting }
        return t >= activeDuration - 1e-9 ? .ended : .active
    }

    /// Applies the animation's value at `parentTime` to `values` (subclasses do; the base class animates nothing).
    func apply(to values: inout LayerValues, parentTime: Double, begin: Double, layer: Layer) {}

    /// Reports, once, what makes the animation show nothing (an unknown key path), when it is added.
    func validate() {}

    /// The key paths the animation animates.
    var animatedKeyPaths: [String] { [] }
}

/// The time of an animation within its current repetition.
struct AnimationTime {
    /// Whole repetitions done.
    var iteration: Double
    /// Seconds into this repetition, folded back while autoreversing (0…duration).
    var local: Double
    /// One repetition's duration.
    var duration: Double
    /// The fraction of the repetition (before the timing function).
    var fraction: Double { duration > 0 ? local / duration : 1 }
}

enum AnimationPhase { case waiting, active, ended }

/// What an animation holds outside its active time (CAMediaTimingFillMode).
nonisolated public struct MediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing: the model shows before and after.
    public static let removed = MediaTimingFillMode(rawValue: "removed")
    /// The from value, before a delayed begin.
    public static let backwards = MediaTimingFillMode(rawValue: "backwards")
    /// The end value, after the end (with `isRemovedOnCompletion = false`).
    public static let forwards = MediaTimingFillMode(rawValue: "forwards")
    public static let both = MediaTimingFillMode(rawValue: "both")
}

/// Told when an explicit animation starts and stops (CAAnimationDelegate).
@MainActor
public protocol AnimationDelegate: AnyObject {
    func animationDidStart(_ anim: Animation)
    /// `flag` is true when the animation ran to its end, false when it was removed or replaced first.
    func animationDidStop(_ anim: Animation, finished flag: Bool)
}

extension AnimationDelegate {
    public func animationDidStart(_ anim: Animation) {}
    public func animationDidStop(_ anim: Animation, finished flag: Bool) {}
}
