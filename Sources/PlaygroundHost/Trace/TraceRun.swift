import Foundation
import Views

/// One headless run of a scene for `trace` and `compare`: the scene (with a parameter set), its script on
/// the virtual clock, and a trace of chosen views (or of every view that animates or moves).
///
/// ```swift
/// let run = try TraceRun(scene: SpringScene.self, catalog: catalog, parameterSet: "smooth", viewPaths: [])
/// let trace = try run.play(script)          // frame 0 when the scene has loaded, then one a frame
/// ```
@MainActor
package final class TraceRun {
    package let driver: SceneDriver
    package let recorder: TraceRecorder
    /// Called after each frame is sampled (the compare command composes its pictures here).
    package var afterSample: ((SceneDriver) throws -> Void)?

    /// Loads `scene` (applying `parameterSet`), resolves `viewPaths` (none: every view that animates or moves).
    package init(scene: Scene.Type, catalog: SceneCatalog, parameterSet: String? = nil, viewPaths: [String],
         size: CGSize = CGSize(width: 800, height: 600), scale: Double = 1, framesPerSecond: Double = 60,
         compositesEveryFrame: Bool = false) throws {
        driver = try SceneDriver(scene: scene, catalog: catalog, size: size, scale: scale, framesPerSecond: framesPerSecond)
        driver.compositesEveryFrame = compositesEveryFrame
        if let parameterSet {
            guard driver.scene.applyParameterSet(named: parameterSet) else {
                let known = Scene.parameterSetNames(of: scene)
                throw PlaygroundError.badArgument("scene '\(scene.name)' has no parameter set '\(parameterSet)'"
                    + (known.isEmpty ? " (it declares none)" : "; it declares \(known.joined(separator: ", "))"))
            }
        }
        let root = driver.scene.view
        var views: [View] = []
        for path in viewPaths {
            guard let view = ViewPath.resolve(path, in: root) else {
                throw PlaygroundError.badArgument("--view \(path): no such view in scene '\(scene.name)'; "
                                                  + ViewPath.describeTop(of: root))
            }
            views.append(view)
        }
        recorder = TraceRecorder(root: root, views: views.isEmpty ? nil : views, framesPerSecond: framesPerSecond)
    }

    /// Plays `script` (settles when nil), sampling frame 0 now and one a frame after; returns the trace.
    package func play(_ script: Script?) throws -> MotionTrace {
        var failure: Error?
        driver.world.run { recorder.sample() }
        try afterSample?(driver)
        driver.afterFrame = { [self] _ in
            guard failure == nil else { return }
            driver.world.run { recorder.sample() }
            do { try afterSample?(driver) } catch { failure = error; driver.stop() }
        }
        defer { driver.afterFrame = nil }
        if let script {
            try driver.play(script, shot: { _ in })
        } else {
            driver.settle()
        }
        if let failure { throw failure }
        return recorder.trace
    }
}
