import Foundation
import Views

/// A scene whose only motion while nobody uses it is a demo loop (the curve lab's box): the host tells it when
/// input arrives and when its window is hidden or shown, so the loop can stop after a while without input (or
/// while the window is hidden) — the window then draws nothing and sleeps — and resume on the next input.
///
/// ```swift
/// final class LoopScene: Scene, IdleAwareScene {
///     private var lastInput: TimeInterval = 0
///     func userDidInteract() { lastInput = view.world.inputTime; resumeLoopIfStopped() }  // real time
///     func windowVisibilityDidChange(isVisible: Bool) { isVisible ? resumeLoopIfStopped() : stopAfterThisPass() }
/// }
/// ```
///
/// Both are called inside the scene's world, before the input itself is delivered. Measure idleness in real time
/// (`World.inputTime`), not media time: slowed or paused by the time control, media time would put it off.
@MainActor
public protocol IdleAwareScene: AnyObject {
    /// Input arrived: a pointer move, press or release, a wheel notch, a key or typed text.
    func userDidInteract()
    /// The window was hidden or minimized (`false`), or shown again (`true`).
    func windowVisibilityDidChange(isVisible: Bool)
}

extension FramePipeline {
    /// Tells an idle-aware scene that input arrived (every input entry point calls it).
    package func noteInput() {
        idle.lastInput = idle.now
        idle.isPaused = false
        guard let idleAware = scene as? IdleAwareScene else { return }
        world.run { idleAware.userDidInteract() }
    }

    /// The window was hidden or minimized (`false`) or shown again (`true`): an idle-aware scene stops or
    /// resumes its demo loop.
    public func windowVisibilityChanged(isVisible: Bool) {
        // Hidden, a world that runs for ever pauses; shown again, it resumes as on input (see IdlePause).
        idle.isWindowVisible = isVisible
        if isVisible { idle.lastInput = idle.now; idle.isPaused = false }
        guard let idleAware = scene as? IdleAwareScene else { return }
        world.run { idleAware.windowVisibilityDidChange(isVisible: isVisible) }
    }
}
