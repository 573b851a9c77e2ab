import Foundation

/// What the animation engine calls each frame.
extension ViewPropertyAnimator {
    /// Advances to `time`; returns true when the animator reached its end this frame.
    func advance(to time: TimeInterval) -> Bool {
        var dt = time - lastTime
        lastTime = time
        guard isRunning, var s = segment else { return false }
        if remainingDelay > 0 {
            remainingDelay -= dt
            if remainingDelay > 0 { return false }
            dt = -remainingDelay
            remainingDelay = 0
        }
        s.advance(by: dt)
        segment = s
        progress = s.progress
        return s.isAtEnd
    }

    /// Called by the engine after `advance` reported the end.
    func reachedEnd() {
        guard isRunning, let s = segment else { return }
        let end = s.destination
        progress = AxisProgress(end)
        if pausesOnCompletion {
            halt()
            return
        }
        halt()
        let position: ViewAnimatingPosition = end <= 0 ? .start : .end
        // Blocks at their own start here (forward ones at .start, ones added while running back at
        // .end) get their start values; the others are at their targets, which the model holds.
        for group in groups where (position == .start) != group.runsBackward {
            group.freeze().forEach { $0.applyStart() }
        }
        groups.forEach { $0.detach() }
        groups.removeAll()
        complete(at: position)
    }
}
