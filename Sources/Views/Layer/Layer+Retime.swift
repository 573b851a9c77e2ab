import Foundation

/// Retiming an explicit animation for the session (the inspector's timeline: a bar's end dragged).
///
/// ```swift
/// layer.retimeAnimation(pulse, duration: 1.2)    // the pulse now takes 1.2 s a pass, from where it is
/// ```
extension Layer {
    /// Whether the timeline may retime `anim`: a spring's duration cuts its physics short rather than slowing
    /// it, so springs (and groups holding one) keep theirs; a frozen one (speed 0) has no run to stretch.
    static func canRetime(_ anim: Animation) -> Bool {
        if anim is SpringAnimation || anim.speed == 0 { return false }
        // Nested groups too: a spring anywhere inside keeps the whole group's timing.
        if let group = anim as? AnimationGroup { return (group.animations ?? []).allSatisfy { canRetime($0) || $0.speed == 0 } }
        return true
    }

    /// Gives the running explicit animation `anim` (the layer's own copy) `duration` seconds a pass, without a
    /// jump: its whole run is scaled about now, so it shows the same value now and plays the rest at the new
    /// pace (repeats, autoreverse, `timeOffset` and a group's children scale alike). Returns whether it could.
    @discardableResult
    func retimeAnimation(_ anim: Animation, duration newDuration: TimeInterval) -> Bool {
        guard newDuration.isFinite, newDuration > 0, Layer.canRetime(anim),
              let index = animationEntries.firstIndex(where: { $0.animation === anim }) else { return false }
        let k = newDuration / anim.effectiveDuration
        guard abs(k - 1) > 1e-12 else { return true }
        let now = currentLocalTime
        let begin = begin(of: animationEntries[index])
        let speed = Double(anim.speed)
        // Active time now, t = (now − begin)·speed, becomes k·t: the same place in the scaled run. Not begun
        // yet, it keeps its begin (the wait is not the animation's to stretch).
        let elapsed = (now - begin) * speed
        if elapsed > 0 {
            let shift = (now - elapsed * k / speed) - begin
            animationEntries[index].begin = begin + shift
            // Kept apart, so the inspector and the timeline do not read the moved begin as a delay.
            animationEntries[index].retimeShift += shift
        }
        Layer.scale(anim, by: k)
        noteLayerState()
        return true
    }

    /// Scales every time of `anim` (and of a group's children) by `k`. A child without a duration of its own
    /// runs for its group's and keeps doing so.
    private static func scale(_ anim: Animation, by k: Double, isChild: Bool = false) {
        if !isChild || anim.duration > 0 { anim.duration = anim.effectiveDuration * k }
        anim.repeatDuration *= k
        anim.timeOffset *= k
        if let group = anim as? AnimationGroup {
            for child in group.animations ?? [] {
                child.beginTime *= k
                scale(child, by: k, isChild: true)
            }
        }
    }
}
