import Foundation
import Testing
import Views
import PlaygroundTesting
@testable import Demos
@testable import Views
@testable import Playground
@testable import PlaygroundHost
@testable import Motion

/// The shapes scene: strokeEnd draws, paths morph, the ants march and a drag scrubs the ring.
@Suite struct ShapesSceneTests {
    private func opened() throws -> (SceneTester, ShapesScene) {
        let runner = try demoTester("shapes")
        runner.driver.frames(2)
        return (runner, try #require(runner.driver.pipeline.scene as? ShapesScene))
    }

    /// Mid-stroke: the circle is partly drawn while the tick, whose animation begins later, shows nothing yet.
    @Test func theCheckDrawsTheCircleThenTheTick() throws {
        let (runner, s) = try opened()
        runner.driver.frames(3)
        let drawing = runner.driver.world.run { s.checkCircle.presentationValues.shape.strokeEnd }
        runner.tap(s.checkTile)
        #expect(s.checkRuns == 1, "a tap while the first draw runs lets it finish")
        #expect(runner.driver.world.run { s.checkCircle.presentationValues.shape.strokeEnd } > drawing)
        runner.driver.frames(50)
        runner.tap(s.checkTile)
        #expect(s.checkRuns == 2)
        runner.driver.frames(12)
        runner.driver.world.run {
            let circle = s.checkCircle.presentationValues.shape.strokeEnd
            #expect(circle > 0.2 && circle < 0.9, "\(circle)")
            #expect(s.check.presentationValues.shape.strokeEnd == 0, "filled backwards before its beginTime")
            #expect(s.check.strokeEnd == 1 && s.checkCircle.strokeEnd == 1, "the models stay drawn")
        }
        try assertGolden(try runner.frame(), named: "mid-stroke")
        runner.driver.frames(30)
        runner.driver.world.run {
            let tick = s.check.presentationValues.shape.strokeEnd
            #expect(tick > 0.3, "the tick is drawing: \(tick)")
        }
    }

    /// Mid-morph: every point of the icon half way between the play and the pause paths.
    @Test func tappingPlayMorphsItIntoPause() throws {
        let (runner, s) = try opened()
        let side = ShapesScene.morphSide
        let play = ShapePaths.play(in: side).elements.compactMap(\.end)
        let pause = ShapePaths.pause(in: side).elements.compactMap(\.end)
        runner.tap(s.morphTile)
        #expect(s.showsPause && s.morph.path == ShapePaths.pause(in: side))
        var fractions: [CGFloat] = []
        for _ in 0..<30 {
            runner.driver.frames(1)
            let shown = try #require(runner.driver.world.run { s.morph.presentationValues.shape.path })
            let points = shown.elements.compactMap(\.end)
            #expect(points.count == play.count)
            // The fraction each point has come, the same for all (one timing function for the whole path).
            let f = (points[1].x - play[1].x) / (pause[1].x - play[1].x)
            for (i, p) in points.enumerated() {
                let expected = CGPoint(x: play[i].x + (pause[i].x - play[i].x) * f, y: play[i].y + (pause[i].y - play[i].y) * f)
                #expect(abs(p.x - expected.x) < 1e-6 && abs(p.y - expected.y) < 1e-6)
            }
            fractions.append(f)
            if fractions.count == 9 { try assertGolden(try runner.frame(), named: "mid-morph") }
        }
        #expect(fractions.first! > 0 && fractions[8] > 0.3 && fractions[8] < 0.8, "\(fractions)")
        #expect(zip(fractions, fractions.dropFirst()).allSatisfy { $0 <= $1 } && fractions.last == 1)
    }

    @Test func theAntsMarchByOnePatternARepeat() throws {
        let (runner, s) = try opened()
        var phases: [CGFloat] = []
        for _ in 0..<12 {
            runner.driver.frames(3)
            phases.append(runner.driver.world.run { s.ants.presentationValues.shape.lineDashPhase })
        }
        #expect(phases.allSatisfy { $0 >= 0 && $0 < 14 })
        #expect(Set(phases).count == phases.count, "moves every sample: \(phases)")
        #expect(s.ants.lineDashPhase == 0, "the model does not march")
    }

    /// A drag across the ring tile sets strokeEnd from the finger's x, with no implicit animation; a tap
    /// animates to where it lands.
    @Test func aDragScrubsTheRingAndATapAnimatesIt() throws {
        let (runner, s) = try opened()
        let stage = s.ringTile.stage
        func point(_ x: CGFloat) -> CGPoint { runner.driver.world.run { stage.convert(CGPoint(x: x, y: 80), to: nil) } }
        runner.press(at: point(60))
        runner.move(to: point(200), frames: 6)
        let expected = s.progress(at: CGPoint(x: 200, y: 80))
        #expect(abs(s.ring.strokeEnd - expected) < 1e-6, "\(s.ring.strokeEnd) vs \(expected)")
        #expect(runner.driver.world.run { s.ring.animationKeys() } == nil, "actions disabled while dragging")
        #expect(runner.driver.world.run { s.ring.presentationValues.shape.strokeEnd } == s.ring.strokeEnd)
        #expect(s.percentLabel.text == "\(Int((expected * 100).rounded())) %")
        runner.release()
        runner.tap(at: point(300))
        runner.driver.frames(3)
        let shown = runner.driver.world.run { s.ring.presentationValues.shape.strokeEnd }
        #expect(shown > expected && shown < s.ring.strokeEnd, "animating implicitly: \(shown)")
        runner.driver.frames(20)
        #expect(runner.driver.world.run { s.ring.presentationValues.shape.strokeEnd } == s.ring.strokeEnd)
    }

    @Test func theInspectorListsTheShapeAnimations() throws {
        let (runner, _) = try opened()
        let rows = runner.driver.world.run { runner.driver.world.inspectAnimations() }
        let targets = rows.filter { $0.kind == .explicit }.flatMap(\.targets).joined(separator: "\n")
        #expect(targets.contains("\"lineDashPhase\""), "\(targets)")
        #expect(targets.contains("\"strokeEnd\""), "\(targets)")
        // Copy Swift gives the statements that make the spinner's group, children first.
        let chase = try #require(rows.first { $0.state.hasPrefix("\"chase\"") })
        let source = chase.timingSource
        for line in ["let chase1 = BasicAnimation(keyPath: \"strokeEnd\")", "chase2.beginTime = 0.5",
                     "chase1.timingFunction = MediaTimingFunction(name: .easeInEaseOut)",
                     "let chase = AnimationGroup()", "chase.animations = [chase1, chase2]", "chase.duration = 1.5",
                     "chase.repeatCount = .infinity"] {
            #expect(source.contains(line), "\(line) in:\n\(source)")
        }
        #expect(chase.timing.hasPrefix("group of 2, .easeInEaseOut"), "\(chase.timing)")
    }
}
