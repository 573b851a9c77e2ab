import Foundation

extension ViewPropertyAnimator {
    /// Gives the animator a new duration now, without a jump (the timeline's dragged bar end): the current
    /// leg's remaining part runs along the same curve over a remaining time longer or shorter by the change
    /// (`RetimedCurve`); later legs are made for `newDuration`, and `duration` (what Copy Swift gives) is it.
    ///
    /// ```swift
    /// animator.retime(to: 1.2)     // was 0.6 s, a third run: the remaining 0.4 s now take 1 s
    /// ```
    func retime(to newDuration: TimeInterval) {
        let d2 = max(newDuration, 1e-3)
        guard abs(d2 - duration) > 1e-9 else { return }
        let change = d2 - duration
        duration = d2
        guard var s = segment else { return }
        let old = s.duration
        let leg = max(old + change, 1e-3)
        // Running backward, the part left is before the knot: scale the whole leg instead.
        let knot = s.rate >= 0 ? s.time : 0
        let retimed = s.curves.retimed(at: knot, to: leg)
        let keepsStart = (retimed.x as? RetimedCurve)?.keepsStart ?? false
        if !keepsStart, old > 0 { s.time *= leg / old }
        s.curves = retimed
        segment = s
    }
}
