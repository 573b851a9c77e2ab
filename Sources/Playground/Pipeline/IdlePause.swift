import Foundation

/// When the window stops a world that would otherwise run for ever: snow from an emitter that never stops
/// emitting pauses (media time stands, nothing is stepped or drawn, the window sleeps on its event queue)
/// while the window is hidden or minimized, and after `limit` seconds of real time without input. The next
/// input (or showing the window) resumes it where it stood: media time goes on from the frame it stopped at,
/// so nothing jumps and the virtual clock stays the scene's clock.
///
/// ```swift
/// IdlePause.pauses(sinceInput: 61, isWindowVisible: true, runsForever: true)    // true: a minute idle
/// IdlePause.pauses(sinceInput: 5, isWindowVisible: false, runsForever: true)    // true: hidden
/// IdlePause.pauses(sinceInput: 600, isWindowVisible: true, runsForever: false)  // false: it will end
/// pipeline.pausesWhenIdle = true      // the live window sets it; headless runs, scripts and tests do not
/// ```
///
/// Only worlds that run for ever are paused (an emitter whose cells emit: `World.hasEmittingEmitters`);
/// animations that end are left to end, as before.
public enum IdlePause {
    /// Seconds without input after which a world that runs for ever pauses.
    public static let limit: TimeInterval = 60

    /// Whether media time stands: the world runs for ever and the window is hidden or idle for `limit`.
    public static func pauses(sinceInput: TimeInterval, isWindowVisible: Bool, runsForever: Bool) -> Bool {
        runsForever && (!isWindowVisible || sinceInput >= limit)
    }
}

/// What the pipeline knows for `IdlePause`: the last input, the window's visibility, whether it pauses now.
struct IdleState {
    /// The real time of the last input (or of the window being shown, or of the pipeline's start).
    var lastInput: TimeInterval
    /// The real time of the last frame begun.
    var now: TimeInterval
    var isWindowVisible = true
    /// Whether this frame's media time stands because of `IdlePause`.
    var isPaused = false
}

extension FramePipeline {
    /// Decides, at the start of a frame at real time `time`, whether the idle pause holds media time.
    func updateIdlePause(at time: TimeInterval) {
        idle.now = time
        idle.isPaused = pausesWhenIdle && IdlePause.pauses(sinceInput: time - idle.lastInput,
                                                           isWindowVisible: idle.isWindowVisible,
                                                           runsForever: world.hasEmittingEmitters)
    }

    /// Whether media time stands because the window is hidden or was left alone (see `IdlePause`).
    public var isIdlePaused: Bool { idle.isPaused }
}
