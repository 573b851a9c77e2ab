import Views

/// Seed 004's CALayer category: pause, scrub, resume and reverse the animations of a layer through its
/// media timing.
extension Layer {
    /// Pauses at the start of the animations: speed 0, timeOffset 0.
    func gs_pauseAnimation() {
        speed = 0
        timeOffset = 0
    }

    /// Back to normal timing.
    func gs_recoverToDefaultState() {
        speed = 1
        timeOffset = 0
        beginTime = 0
    }

    /// Shows the paused animations at `timeProgress` seconds.
    func gs_setTimeProgress(_ timeProgress: TimeInterval) {
        timeOffset = timeProgress
    }

    /// Resumes the paused animations forward from `timeProgress` seconds.
    func gs_continueAnimation(withTimeProgress timeProgress: TimeInterval) {
        gs_recoverToDefaultState()
        beginTime = convertTime(CurrentMediaTime(), from: nil) - timeProgress
    }

    /// Plays the paused animations backward from `timeProgress` seconds (the text's first version).
    func gs_continueReverseAnimation(withTimeProgress timeProgress: TimeInterval, animationDuration duration: TimeInterval) {
        gs_recoverToDefaultState()
        beginTime = convertTime(CurrentMediaTime(), from: nil) - (duration - timeProgress)
        timeOffset = duration
        speed = -1
    }
}
