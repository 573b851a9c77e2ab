import Foundation

/// Emitter layers keep the world animating while their particles live or their cells emit: the engine steps
/// each one every frame (after the explicit animations) and lets it go when it has nothing left to do.
///
/// ```swift
/// emitter.birthRate = 0          // births stop; the world animates until the last particle dies
/// world.hasRunningAnimations     // true while particles live, then false: the window goes idle
/// ```
extension AnimationEngine {
    /// Starts stepping `emitter` each frame (once).
    func hostEmitter(_ emitter: EmitterLayer) {
        guard !emitter.isHostedByEngineAsEmitter else { return }
        emitter.isHostedByEngineAsEmitter = true
        emitterHosts.append(WeakEmitter(layer: emitter))
    }

    /// Steps every emitter to this frame's time; those with nothing left to do (or gone) are let go.
    func advanceEmitters() {
        guard !emitterHosts.isEmpty else { return }
        emitterHosts.removeAll { host in
            // Gone, or moved into another world's tree (whose engine steps it now).
            guard let emitter = host.layer, emitter.world.engine === self else { return true }
            if emitter.step() { return false }
            emitter.isHostedByEngineAsEmitter = false
            return true
        }
    }

    /// Whether a hosted emitter runs for ever (a cell emitting): the host may pause such a world after a long
    /// time without input.
    var hasEmittingEmitters: Bool { emitterHosts.contains { $0.layer?.isEmitting ?? false } }
}

extension World {
    /// Whether an emitter in this world emits for ever (a host may pause media time after long idleness).
    package var hasEmittingEmitters: Bool { engine.hasEmittingEmitters }

    /// Whether this world animates for ever: an emitter emitting, or an explicit animation repeated for ever
    /// (a host may pause media time after long idleness; see the window's IdlePause).
    package var runsForever: Bool { engine.hasEmittingEmitters || engine.hasEndlessExplicitAnimations }
}
