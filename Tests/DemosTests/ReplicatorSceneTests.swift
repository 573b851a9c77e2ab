import Foundation
import Testing
import Views
import PlaygroundTesting
@testable import Demos
@testable import Views
@testable import Playground
@testable import PlaygroundHost

/// The replicator scene: one layer and one animation per effect, copies delayed by instanceDelay, and a still
/// wheel whose instanceCount a drag sets.
@Suite struct ReplicatorSceneTests {
    private func opened() throws -> (SceneTester, ReplicatorScene) {
        let runner = try demoTester("replicator")
        runner.driver.frames(2)
        return (runner, try #require(runner.driver.pipeline.scene as? ReplicatorScene))
    }

    /// Copy i of the loading dots shows at time t what copy 0 showed at t − 0.2 i: the phases differ by the
    /// instanceDelay (one frame is 1/60 s, so 12 frames are 0.2 s).
    @Test func theDotsPhasesDifferByTheInstanceDelay() throws {
        let (runner, s) = try opened()
        runner.driver.frames(40)
        let world = runner.driver.world
        var firstDot: [CGFloat] = []
        var thirdDot: [CGFloat] = []
        for _ in 0..<40 {
            runner.driver.frames(1)
            world.run {
                firstDot.append(s.dot.presentationValues.transform.components.scaleX)
                thirdDot.append(s.dot.presentationValues(timeShift: 2 * ReplicatorScene.dotsDelay).transform.components.scaleX)
            }
        }
        // 24 frames later the third dot shows what the first showed.
        for i in 24..<40 {
            #expect(abs(thirdDot[i] - firstDot[i - 24]) < 1e-6, "frame \(i): \(thirdDot[i]) vs \(firstDot[i - 24])")
        }
        #expect((firstDot.max() ?? 0) - (firstDot.min() ?? 0) > 0.4, "the dot pulses: \(firstDot)")
        #expect(zip(firstDot, thirdDot).contains { abs($0 - $1) > 0.2 }, "the copies are not in step")
        #expect(world.run { s.dot.transform.isIdentity && s.dots.instanceCount == 3 }, "the model stays")
        try assertGolden(try runner.frame(), named: "at-a-phase")
    }

    /// A drag across the wheel changes its instanceCount (one blade per 12 points), clamped to 3…24.
    @Test func draggingTheWheelChangesItsInstanceCount() throws {
        let (runner, s) = try opened()
        #expect(s.fan.instanceCount == 12)
        let center = runner.screenCenter(of: s.fanTile)
        runner.drag(from: center, to: CGPoint(x: center.x + 60, y: center.y), frames: 10)
        runner.driver.frames(2)
        let more = s.fan.instanceCount
        #expect(more > 12 && more <= 24, "\(more)")
        #expect(s.countLabel.text == "instanceCount = \(more)")
        let turn = runner.driver.world.run { s.fan.instanceTransform.components.rotationZ }
        #expect(abs(Double(turn) - 2 * .pi / Double(more)) < 1e-9, "the blades close the circle")
        let last = runner.driver.world.run { s.fan.presentationValues.replicator.color(ofInstance: more - 1) }
        let end = ReplicatorScene.wheelEnd
        #expect(abs(last.red - end.red) < 1e-3 && abs(last.green - end.green) < 1e-3 && abs(last.blue - end.blue) < 1e-3,
                "the offsets step to violet over the blades: \(last)")
        runner.drag(from: center, to: CGPoint(x: center.x - 400, y: center.y), frames: 10)
        runner.driver.frames(2)
        #expect(s.fan.instanceCount == 3, "clamped at 3")
        try assertGolden(try runner.frame(), named: "three-blades")
    }

    @Test func theInspectorListsTheReplicatedAnimations() throws {
        let (runner, _) = try opened()
        let rows = runner.driver.world.run { runner.driver.world.inspectAnimations() }
        let targets = rows.filter { $0.kind == .explicit }.flatMap(\.targets).joined(separator: "\n")
        #expect(targets.contains("\"opacity\" 1 → 0.15"), "\(targets)")
        #expect(targets.contains("\"transform.scale\" 1 → 0.2"), "\(targets)")
    }
}
