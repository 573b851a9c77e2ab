import Foundation
import Views

/// The timeline's playhead: media time paused and set, every animation of the scene shown at that moment.
extension FramePipeline {
    /// Pauses media time and moves it to `time` (seconds of media time, backward too): the next frame runs
    /// there, so every animation of the scene — blocks, animators, explicit ones — shows that moment at once,
    /// and the scene's views (display links, layout) react as they would at that time. Gestures still work.
    ///
    /// ```swift
    /// pipeline.scrubMediaTime(to: pipeline.mediaTime - 0.25)   // a quarter second back
    /// pipeline.frame(at: t)                                      // drawn there
    /// ```
    public func scrubMediaTime(to time: TimeInterval) {
        guard time.isFinite else { return }
        timeControl.isPaused = true
        // Scrubbed past an animation's end it is held there, not completed, so it can be scrubbed back into;
        // when time runs on (Ctrl+Space, Ctrl+0) the completions due come.
        world.holdsCompletions = true
        pendingScrub = time
    }

    /// Applies a scrub asked for since the last frame: media time jumps there and the frame runs at it.
    /// Returns whether one was applied.
    func applyPendingScrub() -> Bool {
        guard let time = pendingScrub else { return false }
        pendingScrub = nil
        mediaClock.now = time
        world.scheduler.seek(to: time)
        world.setNeedsDisplay()
        return true
    }
}
