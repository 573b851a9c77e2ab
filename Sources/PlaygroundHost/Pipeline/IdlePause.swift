import Foundation

/// When the window stops a world that would otherwise use the CPU unseen or for ever: while the window is
/// hidden or minimized, anything animating pauses (media time stands, nothing is stepped or drawn, the window
/// sleeps on its event queue); after `limit` seconds of real time without input, a world that runs for ever
/// pauses too — snow from an emitter that never stops emitting, an animation repeated for ever. The next input
/// (or showing the window) resumes it where it stood: media time goes on from the frame it stopped at, so
/// nothing jumps and the virtual clock stays the scene's clock.
///
/// ```swift
/// IdlePause.pauses(sinceInput: 61, isWindowVisible: true, animates: true, runsForever: true)    // a minute idle
/// IdlePause.pauses(sinceInput: 5, isWindowVisible: false, animates: true, runsForever: false)   // hidden
/// IdlePause.pauses(sinceInput: 600, isWindowVisible: true, animates: true, runsForever: false)  // false: it ends
/// pipeline.pausesWhenIdle = true      // the live window sets it; headless runs, scripts and tests do not
/// ```
public enum IdlePause {
    /// Seconds without input after which a world that runs for ever pauses.
    public static let limit: TimeInterval = 60
    /// What the window says when it pauses a scene left alone.
    public static let notice = "Paused after a minute alone · move the mouse to go on"

    /// Whether media time stands: something animates and the window is hidden, or the world runs for ever
    /// (`World.runsForever`) and was left alone for `limit`.
    public static func pauses(sinceInput: TimeInterval, isWindowVisible: Bool, animates: Bool, runsForever: Bool) -> Bool {
        animates && (!isWindowVisible || (runsForever && sinceInput >= limit))
    }
}

/// What the pipeline knows for `IdlePause`: the last input, the window's visibility, whether it pauses now.
package struct IdleState {
    /// The real time of the last input (or of the window being shown, or of the pipeline's start).
    package var lastInput: TimeInterval
    /// The real time of the last frame begun.
    package var now: TimeInterval
    package var isWindowVisible = true
    /// Whether this frame's media time stands because of `IdlePause`.
    package var isPaused = false
}

extension FramePipeline {
    /// Decides, at the start of a frame at real time `time`, whether the idle pause holds media time.
    package func updateIdlePause(at time: TimeInterval) {
        idle.now = time
        guard pausesWhenIdle else { idle.isPaused = false; return }
        let sinceInput = time - idle.lastInput
        // Cheap first: most frames are neither hidden nor a minute from the last input.
        guard !idle.isWindowVisible || sinceInput >= IdlePause.limit else { idle.isPaused = false; return }
        let wasPaused = idle.isPaused
        idle.isPaused = IdlePause.pauses(sinceInput: sinceInput, isWindowVisible: idle.isWindowVisible,
                                         animates: world.hasRunningAnimations, runsForever: world.runsForever)
        // Left alone in view: say why everything stopped (for a few seconds; then the window sleeps).
        if idle.isPaused && !wasPaused && idle.isWindowVisible {
            overlay?.show(notice: IdlePause.notice, seconds: 3)
        }
    }

    /// Whether media time stands because the window is hidden or was left alone (see `IdlePause`).
    public var isIdlePaused: Bool { idle.isPaused }
}
