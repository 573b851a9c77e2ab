import Foundation
import Testing
import Views
import PlaygroundTesting
@testable import Demos
@testable import Views
@testable import Playground
@testable import PlaygroundHost

/// The layers scene: each tutorial example runs on the layer tree, the model untouched by explicit animations.
@Suite struct LayersSceneTests {
    private func scene(_ runner: SceneTester) throws -> LayersScene {
        try #require(runner.driver.pipeline.scene as? LayersScene)
    }

    private func opened() throws -> (SceneTester, LayersScene) {
        let runner = try demoTester("layers")
        runner.driver.frames(2)
        return (runner, try scene(runner))
    }

    @Test func theRunningExamplesLeaveTheirModels() throws {
        let (runner, s) = try opened()
        runner.driver.frames(24)     // 0.4 s into the pulse, the spin and the flight
        runner.driver.world.run {
            let pulse = s.pulseDot.presentationValues
            #expect(s.pulseDot.transform == .identity && s.pulseDot.opacity == 1)
            #expect(pulse.transform.components.scaleX > 1.1 && pulse.opacity < 0.9)
            #expect(abs(s.spinner.presentationValues.transform.components.rotationZ) > 0.5)
            #expect(s.flyer.presentationValues.position != s.flyer.position)
            #expect(s.flyer.presentationValues.pathRotation != 0)
            #expect(s.shadowCard.layer.presentationValues.shadowRadius > 3)
            #expect(s.shadowCard.layer.shadowRadius == 3)
        }
        try assertGolden(try runner.frame(), named: "running")
    }

    @Test func tappingTheFieldShakesItAroundItsPlace() throws {
        let (runner, s) = try opened()
        let home = s.field.center.x
        runner.tap(s.field)
        var offsets: [CGFloat] = []
        for _ in 0..<30 {
            runner.driver.frames(1)
            offsets.append(runner.driver.world.run { s.field.layer.presentationValues.position.x } - home)
        }
        #expect(s.field.center.x == home)
        #expect((offsets.max() ?? 0) > 5 && (offsets.min() ?? 0) < -5, "\(offsets)")
        #expect(offsets.last == 0, "back where it was once the keyframes end")
    }

    @Test func tappingTheCardFlipsItAndADragScrubsTheFlip() throws {
        let (runner, s) = try opened()
        runner.tap(s.flipTile)
        #expect(s.showsBack)
        runner.driver.frames(24)    // half of the 0.8 s flip
        let mid = runner.driver.world.run { s.front.layer.presentationValues.transform }
        #expect(abs(mid.m11) < 0.25, "turned about a quarter: \(mid)")
        runner.driver.frames(6)
        try assertGolden(try runner.frame(), named: "flip-past-half")
        runner.driver.frames(40)
        // Drag across: the tile's layer is paused and its timeOffset follows the drag.
        let center = runner.screenCenter(of: s.flipTile)
        runner.press(at: center)
        runner.move(to: CGPoint(x: center.x + 60, y: center.y), frames: 8)
        #expect(s.flipTile.stage.layer.speed == 0)
        let p = Double(s.scrubProgress)
        #expect(p > 0.2 && p < 0.5)
        #expect(abs(s.flipTile.stage.layer.timeOffset - p * LayersScene.flipDuration) < 1e-9)
        let eased = MediaTimingFunction(name: .easeInEaseOut).progress(at: p)
        let shown = runner.driver.world.run { s.front.layer.presentationValues.transform }
        // Flipping back from the back: from π toward 0 (compared as a matrix: Euler angles past π/2 are ambiguous).
        let angle = Double.pi - .pi * eased
        #expect(abs(Double(shown.m11) - cos(angle)) < 1e-6 && abs(Double(shown.m13) + sin(angle)) < 1e-6, "\(shown)")
        runner.release()
        #expect(s.flipTile.stage.layer.speed == 1)
        runner.driver.frames(60)
        #expect(!s.showsBack)
        #expect(runner.driver.world.run { s.front.layer.animationKeys() } == nil)
    }

    @Test func theTransactionsCompletionChangesTheText() throws {
        let (runner, s) = try opened()
        runner.tap(s.runButton)
        #expect(s.statusLabel.text == "Running…")
        runner.driver.frames(50)        // the slowest dot takes 0.9 s
        #expect(s.statusLabel.text == "Running…")
        runner.driver.frames(10)
        #expect(s.statusLabel.text == "Done: the completion ran")
        try assertGolden(try runner.frame(), named: "transaction-done")
        #expect(s.dots.allSatisfy { $0.presentationValues.position.x == LayersScene.laneEnd })
    }

    @Test func theInspectorListsTheExplicitAnimations() throws {
        let (runner, _) = try opened()
        let rows = runner.driver.world.run { runner.driver.world.inspectAnimations() }
        let explicit = rows.filter { $0.kind == .explicit }
        #expect(explicit.count >= 4)
        let targets = explicit.flatMap(\.targets).joined(separator: "\n")
        #expect(targets.contains("\"transform.rotation.z\" 0 → 6.28"), "\(targets)")
        #expect(targets.contains("\"position\" along a path"))
    }
}
