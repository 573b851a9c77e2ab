import Demos
import Foundation
import Testing
import Rendering
import TestSupport
@testable import Playground
@testable import PlaygroundHost
@testable import Views

/// Every scene survives a stream of random clicks, drags, wheel turns and keys (a fixed seed, so a failure
/// replays): correct input never gives a diagnostic, every running animator is in a legal state and every view
/// on screen has finite presentation values after each gesture, the scene keeps drawing and still answers Escape.
@Suite struct RandomInputTests {
    nonisolated static let scenes = Demos.sceneNames + ["launcher"]

    @Test(arguments: scenes)
    func survivesRandomInput(scene: String) throws {
        let size = CGSize(width: 1280, height: 800)
        let runner = try demoTester(scene, size: size)
        var input = RandomInput(seed: scene, size: size)
        for gesture in 0..<120 {
            let commands = input.next()
            try runner.driver.play(Script(commands: commands))
            let diagnostics = runner.takeDiagnostics()
            #expect(diagnostics.isEmpty, "gesture \(gesture) \(commands): \(diagnostics)")
            if let problem = SceneInvariants.check(runner.driver.pipeline) {
                Issue.record("gesture \(gesture) \(commands): \(problem)")
                break
            }
        }
        runner.pump(frames: 120)
        #expect(runner.takeDiagnostics().isEmpty)
        #expect(runner.driver.clock.frameCount > 800, "the input really ran: \(runner.driver.clock.frameCount) frames")
        // The scene still draws a picture (not a blank or one-colour frame), and the next one shows what changed.
        let before = try Self.samples(of: runner.frame())
        #expect(Set(before).count >= 8, "the frame after the input is a picture: \(Set(before).count) colours")
        // Escape steps back one level at a time (out of an article, a search, a menu…): a few reach the launcher;
        // on the launcher it quits.
        for _ in 0..<4 where !(runner.driver.pipeline.scene is LauncherScene) && !runner.driver.pipeline.wantsQuit {
            try runner.driver.play(Script(commands: [.key(.escape), .frames(40)]))
        }
        if scene == "launcher" {
            #expect(runner.driver.pipeline.wantsQuit || runner.driver.pipeline.scene is LauncherScene)
        } else {
            #expect(runner.driver.pipeline.scene is LauncherScene)
            #expect(try Self.samples(of: runner.frame()) != before, "the launcher is drawn in place of the scene")
        }
        #expect(runner.takeDiagnostics().isEmpty)
    }

    /// Every 8th pixel of every 8th row (a copy: the framebuffer is drawn over by the next frame).
    static func samples(of frame: Framebuffer) -> [UInt32] {
        stride(from: 0, to: frame.height, by: 8).flatMap { y in
            stride(from: 0, to: frame.width, by: 8).map { frame.pixel(x: $0, y: y) }
        }
    }
}

/// What must hold in a running scene after any input.
@MainActor
enum SceneInvariants {
    /// The first broken invariant, if any: running animators active; presentation values finite.
    static func check(_ pipeline: FramePipeline) -> String? {
        for animator in pipeline.world.runningAnimators where animator.state != .active {
            return "a running animator in state \(animator.state): \(animator)"
        }
        var problem: String?
        func visit(_ view: View) {
            guard problem == nil else { return }
            let p = view.presentationValues
            let numbers = [p.center.x, p.center.y, p.bounds.width, p.bounds.height, p.alpha, p.transform.a, p.transform.b,
                           p.transform.c, p.transform.d, p.transform.tx, p.transform.ty, p.cornerRadius]
            if !numbers.allSatisfy(\.isFinite) { problem = "\(type(of: view)) shows non-finite values \(p)"; return }
            view.subviews.forEach(visit)
        }
        visit(pipeline.scene.view)
        return problem
    }
}
