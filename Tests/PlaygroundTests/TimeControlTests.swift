import Foundation
import Testing
import TestSupport
import Views
@testable import Playground
@testable import PlaygroundHost
import PlaygroundTesting

/// Slow motion, pause and frame steps on the virtual clock.
@Suite struct TimeControlTests {
    private func springPath(rate: Double, frames: Int) throws -> [CGFloat] {
        let driver = try hostDriver(scene: SquareScene.self, size: CGSize(width: 400, height: 300))
        driver.pipeline.timeControl.rate = rate
        let square = try #require(driver.scene as? SquareScene).square
        driver.tap(at: CGPoint(x: 60, y: 60))
        return (0..<frames).map { _ in
            driver.frames(1)
            return square.presentationValues.center.x
        }
    }

    @Test func aQuarterRateTakesFourTimesTheFramesOverTheSamePath() throws {
        let full = try springPath(rate: 1, frames: 40)
        let slow = try springPath(rate: 0.25, frames: 160)
        for i in 0..<40 {
            #expect(abs(slow[4 * i + 3] - full[i]) < 1e-6, "frame \(i): \(slow[4 * i + 3]) vs \(full[i])")
        }
        #expect(abs(slow[159] - 60) < 0.5, "the same end state")
        #expect(slow[1] != slow[2], "it still moves every frame, in smaller steps")
    }

    @Test func pausedNothingMovesAndEachStepIsOneFrame() throws {
        let full = try springPath(rate: 1, frames: 6)
        let driver = try hostDriver(scene: SquareScene.self, size: CGSize(width: 400, height: 300))
        let square = try #require(driver.scene as? SquareScene).square
        driver.tap(at: CGPoint(x: 60, y: 60))
        driver.pipeline.timeControl.isPaused = true
        let held = square.presentationValues.center
        driver.frames(30)
        #expect(square.presentationValues.center == held)
        #expect(driver.pipeline.isSettled, "a paused scene needs no frames")
        driver.pipeline.timeControl.step()
        driver.frames(5)
        #expect(abs(square.presentationValues.center.x - full[0]) < 1e-6, "one step: exactly one frame")
        driver.pipeline.timeControl.step()
        driver.frames(1)
        #expect(abs(square.presentationValues.center.x - full[1]) < 1e-6)
        driver.pipeline.timeControl.isPaused = false
        driver.frames(1)
        #expect(abs(square.presentationValues.center.x - full[2]) < 1e-6, "resumed without a jump")
    }

    private func fling(rate: Double) throws -> (landing: CGFloat, velocity: CGPoint) {
        let driver = try hostDriver(scene: FlingScene.self, size: CGSize(width: 800, height: 300))
        driver.pipeline.timeControl.rate = rate
        let scene = try #require(driver.scene as? FlingScene)
        driver.down(at: CGPoint(x: 100, y: 150))
        driver.move(to: CGPoint(x: 220, y: 150), frames: 6)
        driver.up()
        driver.settle(limit: 20)
        return (scene.ball.presentationValues.center.x, scene.releaseVelocity)
    }

    @Test func aFlingAtTenPercentLandsWhereItWouldAtFullSpeed() throws {
        let full = try fling(rate: 1), slow = try fling(rate: 0.1)
        #expect(full.velocity.x > 500)
        #expect(abs(slow.velocity.x - full.velocity.x) < 1e-6, "the same hand, the same velocity")
        #expect(abs(slow.landing - full.landing) < 1e-6)
    }

    @Test func controlKeysSetTheRateAndPauseAndTheBadgeShows() throws {
        let driver = try hostDriver(scene: SquareScene.self, size: CGSize(width: 400, height: 300))
        let pipeline = driver.pipeline
        #expect(!pipeline.hostOverlay!.isVisible)
        driver.key(Key.down.with(.control))
        #expect(pipeline.timeControl.rate == 0.5)
        for _ in 0..<5 { driver.key(Key.down.with(.control)) }
        #expect(pipeline.timeControl.rate == 0.1)
        driver.key(Key.up.with(.control))
        #expect(pipeline.timeControl.rate == 0.25)
        driver.key(Key.space.with(.control))
        #expect(pipeline.timeControl.isPaused)
        _ = try driver.currentFrame()
        #expect(pipeline.hostOverlay!.isVisible)
        #expect((driver.scene as? SquareScene)?.keys.isEmpty == true, "no scene saw them")
        driver.key(Key.digit0.with(.control))
        #expect(pipeline.timeControl == TimeControl())
        _ = try driver.currentFrame()
        #expect(!pipeline.hostOverlay!.isVisible)
        // Scripts name them too.
        try driver.play(Script.parse("key Ctrl+Down\nkey Ctrl+Right", file: "s"))
        #expect(pipeline.timeControl.rate == 0.5 && pipeline.timeControl.isPaused)
    }

    @Test func helpOpensOnF1AndQuestionMarkAndEscapeClosesItFirst() throws {
        let driver = try hostDriver(scene: LabelScene.self, catalog: fixtureCatalog, size: CGSize(width: 700, height: 500))
        driver.key(.f1)
        #expect(driver.pipeline.hostOverlay!.showsHelp)
        driver.key(.escape)
        #expect(!driver.pipeline.hostOverlay!.showsHelp)
        #expect(!driver.pipeline.isShowingLauncher, "Escape closed the help, nothing more")
        driver.key(.questionMark)
        #expect(driver.pipeline.hostOverlay!.showsHelp)
        driver.tap(at: CGPoint(x: 5, y: 5))
        #expect(!driver.pipeline.hostOverlay!.showsHelp, "a click beside it closes it")
    }

    @Test func theHelpAndBadgeOverTheScene() throws {
        let driver = try hostDriver(scene: SquareScene.self, size: CGSize(width: 700, height: 480))
        driver.key(Key.down.with(.control))
        driver.key(Key.down.with(.control))
        driver.key(.f1)
        try PlaygroundTesting.assertGolden(try driver.currentFrame(), named: "help-and-badge")
    }
}

/// Input events carry their own time: in a slow frame that holds several pointer events, gestures still see
/// the speed the hand had.
@Suite struct EventTimeTests {
    @Test func severalMovesInOneSlowFrameKeepTheirSpeed() throws {
        let driver = try hostDriver(scene: FlingScene.self, size: CGSize(width: 800, height: 300))
        let scene = try #require(driver.scene as? FlingScene)
        let pipeline = driver.pipeline
        driver.down(at: CGPoint(x: 100, y: 150))
        // A slow frame every 1/20 s, each holding the three moves of a steady 600 pt/s hand (one every 1/60 s).
        var x: CGFloat = 100
        var t = driver.clock.now
        for _ in 0..<4 {
            driver.clock.advance(by: 2.0 / 60)
            driver.step {
                for _ in 0..<3 {
                    t += 1.0 / 60
                    x += 10
                    let p = CGPoint(x: x, y: 150)
                    pipeline.input(at: t) { pipeline.pointerMoved(to: p) }
                }
            }
        }
        // Lifted with the last move (a slow frame later, but stamped when it happened).
        let end = CGPoint(x: x, y: 150), lifted = t
        driver.step { pipeline.input(at: lifted) { pipeline.pointerUp(at: end) } }
        #expect(abs(scene.releaseVelocity.x - 600) < 1, "velocity \(scene.releaseVelocity.x)")
    }
}
