import Foundation
import Testing
import Views
@testable import Playground
@testable import PlaygroundHost

/// A scene holding an animator paused mid-gesture (as LockSearch's pressure preview is while the wheel
/// presses): leaving it is not misuse.
final class PausedAnimatorScene: Scene {
    override class var name: String { "paused" }
    let box = View(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    var animator: ViewPropertyAnimator?

    override func didLoad() {
        view.addSubview(box)
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { self.box.alpha = 0 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        self.animator = animator
    }
}

@Suite struct PipelineTeardownTests {
    /// A headless run that ends (`playground shot`), or a tester dropped, while an animator is paused: the
    /// scene's world is torn down with the pipeline, and UIKit's "released a paused animator" is not reported.
    @Test func droppingThePipelineTearsTheSceneDownWithoutAFalseDiagnostic() throws {
        var messages: [String] = []
        weak var world: World?
        weak var animator: ViewPropertyAnimator?
        do {
            let driver = try SceneDriver(scene: PausedAnimatorScene.self, size: CGSize(width: 200, height: 100))
            driver.world.diagnostics.handler = { messages.append($0) }
            driver.frames(3)
            let scene = try #require(driver.scene as? PausedAnimatorScene)
            #expect(scene.animator?.state == .active && scene.animator?.isRunning == false)
            world = driver.world
            animator = scene.animator
        }
        #expect(animator == nil, "the animator went with the scene")
        #expect(world == nil || world?.isTornDown == true)
        #expect(messages.isEmpty, "\(messages)")
    }

    /// Misuse is still reported: an app that drops a paused animator while its scene runs.
    @Test func releasingAPausedAnimatorWhileTheSceneRunsIsStillReported() throws {
        var messages: [String] = []
        let driver = try SceneDriver(scene: PausedAnimatorScene.self, size: CGSize(width: 200, height: 100))
        driver.world.diagnostics.handler = { messages.append($0) }
        let scene = try #require(driver.scene as? PausedAnimatorScene)
        driver.world.run { scene.animator = nil }
        #expect(messages.count == 1 && messages.first?.contains("paused or stopped property animator") == true, "\(messages)")
    }
}
