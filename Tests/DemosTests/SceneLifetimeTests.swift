import Demos
import Foundation
import Testing
import TestSupport
@testable import Playground
@testable import PlaygroundHost
@testable import Views

/// Leaving a scene frees it: after 10^4 frames of scripted interaction, or in the middle of a gesture and its
/// animations, every view, property animator and display link of the scene's world is gone, and leaving printed
/// nothing (debug builds count them: `World.liveObjects`).
@Suite struct SceneLifetimeTests {
    /// A small window: the scenes lay out as usual, and frames are not composited, so 10^4 frames stay quick.
    static let size = CGSize(width: 640, height: 720)

    #if DEBUG
    @Test(arguments: Demos.sceneNames)
    func tenThousandFramesOfInteractionLeaveNothingBehind(scene: String) throws {
        let runner = try demoTester(scene, size: Self.size)
        let world = runner.world
        var input = RandomInput(seed: scene + "-soak", size: Self.size)
        let start = runner.frameCount
        while runner.frameCount - start < 10_000 {
            try runner.driver.play(Script(commands: input.next()))
        }
        // The scene's own objects stay bounded while it runs (nothing piles up per gesture).
        let running = world.liveObjects.counts
        #expect(running.views < 2_000, "\(running)")
        runner.driver.pipeline.returnToLauncher()
        runner.pump(frames: 2)
        #expect(runner.scene is LauncherScene)
        #expect(world.liveObjects.counts == .zero, "left behind: \(world.liveObjects.counts)")
        #expect(runner.takeDiagnostics().isEmpty)
        // The launcher that replaced it is as a fresh launcher is.
        let fresh = try demoTester("launcher", size: Self.size)
        #expect(runner.world.liveObjects.counts == fresh.world.liveObjects.counts)
    }

    @Test(arguments: Demos.sceneNames)
    func leavingMidAnimationFreesEverythingAndPrintsNothing(scene: String) throws {
        let runner = try demoTester(scene, size: Self.size)
        let world = runner.world
        var printed: [String] = []
        world.diagnostics.handler = { printed.append($0) }
        // A drag under way (animators scrubbed, display links running), a wheel turn, then a click that starts
        // animations: left on the next frame, mid-flight.
        let middle = CGPoint(x: Self.size.width / 2, y: Self.size.height / 2)
        runner.press(at: CGPoint(x: middle.x - 120, y: middle.y))
        runner.move(to: CGPoint(x: middle.x + 60, y: middle.y + 80), frames: 6)
        runner.wheel(3)
        runner.release()
        runner.tap(at: CGPoint(x: middle.x, y: middle.y - 200))
        runner.press(at: middle)
        runner.move(to: CGPoint(x: middle.x + 40, y: middle.y + 120), frames: 3)
        runner.driver.pipeline.returnToLauncher()
        runner.pump(frames: 1)
        #expect(runner.scene is LauncherScene)
        #expect(world.liveObjects.counts == .zero, "left behind: \(world.liveObjects.counts)")
        #expect(printed.isEmpty, "\(printed)")
        #expect(runner.takeDiagnostics().isEmpty)
    }
    #endif
}
