import Foundation
import Testing
import Views
@testable import Playground
@testable import PlaygroundHost

/// The curve lab's demo loop stops when nobody uses the window (or it is hidden) and resumes on input, so an
/// untouched window sleeps instead of drawing the loop for ever.
@Suite struct CurveLabIdleTests {
    private func lab() throws -> (SceneDriver, CurveLabScene) {
        let driver = try SceneDriver(scene: CurveLabScene.self, size: CGSize(width: 1100, height: 700))
        return (driver, try #require(driver.scene as? CurveLabScene))
    }

    /// Whether the window would draw another frame, once what changed is drawn (the driver runs frames without
    /// compositing them).
    private func needsFrame(_ driver: SceneDriver) throws -> Bool {
        _ = try driver.currentFrame()
        return driver.pipeline.needsFrame
    }

    @Test func theLoopStopsAfterTheIdleTimeoutAndResumesOnInput() throws {
        let (driver, scene) = try lab()
        driver.frames(Int(CurveLabScene.idleTimeout * 60) - 120)
        #expect(try needsFrame(driver), "still looping before the timeout")
        #expect(!scene.isIdle)
        // Past the timeout the leg under way finishes (a leg and its pause are under 2 s), then nothing runs.
        driver.frames(300)
        #expect(scene.isIdle)
        #expect(try !needsFrame(driver), "idle: the window may sleep")
        let resting = scene.box.presentationValues.center
        driver.frames(120)
        #expect(scene.box.presentationValues.center == resting)
        // Any input resumes it: here a pointer move.
        driver.move(to: CGPoint(x: 300, y: 300))
        #expect(!scene.isIdle)
        #expect(try needsFrame(driver))
        driver.frames(20)
        #expect(scene.box.presentationValues.center != resting, "the box runs again")
        // A key too, after the next timeout.
        driver.frames(Int(CurveLabScene.idleTimeout * 60) + 300)
        #expect(try scene.isIdle && !needsFrame(driver))
        driver.key(.b)
        #expect(try needsFrame(driver) && !scene.isIdle)
    }

    /// The timeout is real time: at 10 % speed (a leg of 0.8 s and its 0.5 s pause last 13 s) the loop still
    /// stops once 20 s of real time passed without input and the leg under way ended — not after 200 s.
    @Test func theTimeoutIsRealTimeAtATenthOfTheSpeed() throws {
        let (driver, scene) = try lab()
        driver.pipeline.timeControl.rate = 0.1
        driver.frames(Int((CurveLabScene.idleTimeout - 1) * 60))
        #expect(!scene.isIdle, "still looping before 20 s of real time")
        let mediaBefore = driver.pipeline.mediaTime
        driver.frames(15 * 60)
        #expect(driver.pipeline.mediaTime - mediaBefore < 2, "media time ran at a tenth of real time")
        #expect(scene.isIdle, "20 s of real time without input, plus at most a leg and a pause at 10 %")
        #expect(try !needsFrame(driver))
    }

    /// Paused, nothing runs; the real time spent paused counts: once resumed, the loop stops at the end of the
    /// leg under way instead of looping for another 20 s.
    @Test func timeSpentPausedCountsTowardsTheTimeout() throws {
        let (driver, scene) = try lab()
        driver.frames(30)
        driver.pipeline.timeControl.isPaused = true
        driver.frames(Int(CurveLabScene.idleTimeout * 60) + 60)
        #expect(!scene.isIdle, "paused: the leg under way waits")
        driver.pipeline.timeControl.isPaused = false
        driver.frames(120)
        #expect(scene.isIdle, "the leg finished after 20 s of real time without input: the loop stopped")
        #expect(try !needsFrame(driver))
    }

    @Test func aHiddenWindowStopsTheLoopAndShowingItResumes() throws {
        let (driver, scene) = try lab()
        driver.frames(30)
        driver.pipeline.windowVisibilityChanged(isVisible: false)
        driver.frames(180)
        #expect(scene.isIdle)
        #expect(try !needsFrame(driver), "hidden: nothing runs")
        driver.pipeline.windowVisibilityChanged(isVisible: true)
        #expect(try needsFrame(driver) && !scene.isIdle)
        driver.frames(180)
        #expect(try needsFrame(driver), "shown again: it loops")
    }

    @Test func spaceStopsTheLoopAndItsDisplayLink() throws {
        let (driver, _) = try lab()
        driver.key(.space)
        driver.frames(180)
        #expect(try !needsFrame(driver), "paused by Space: no display link left running")
    }
}
