import Foundation
import Testing
import Views
@testable import Playground
@testable import PlaygroundHost

/// A world that runs for ever (snow from an emitter) pauses while the window is hidden or after a minute
/// without input, and resumes on input where it stood: media time does not jump.
@Suite struct IdlePauseTests {
    /// Snow for ever: one emitter whose cell always emits.
    final class SnowScene: Scene {
        override class var name: String { "idlesnow" }
        let snow = EmitterLayer()
        override func didLoad() {
            let cell = EmitterCell()
            cell.birthRate = 20
            cell.lifetime = 3
            cell.velocity = 50
            cell.contents = Image(width: 2, height: 2, premultipliedARGB: Array(repeating: 0xFFFF_FFFF, count: 4))
            snow.emitterCells = [cell]
            snow.emitterPosition = CGPoint(x: 100, y: 0)
            view.layer.addSublayer(snow)
        }
    }

    private func snow(pausing: Bool = true) throws -> SceneDriver {
        let driver = try hostDriver(scene: SnowScene.self, size: CGSize(width: 200, height: 200))
        driver.pipeline.pausesWhenIdle = pausing
        return driver
    }

    private func needsFrame(_ driver: SceneDriver) throws -> Bool {
        _ = try driver.currentFrame()
        return driver.pipeline.needsFrame
    }

    @Test func thePolicy() {
        #expect(!IdlePause.pauses(sinceInput: IdlePause.limit - 0.01, isWindowVisible: true, animates: true, runsForever: true))
        #expect(IdlePause.pauses(sinceInput: IdlePause.limit, isWindowVisible: true, animates: true, runsForever: true))
        #expect(IdlePause.pauses(sinceInput: 0, isWindowVisible: false, animates: true, runsForever: true))
        #expect(IdlePause.pauses(sinceInput: 0, isWindowVisible: false, animates: true, runsForever: false),
                "hidden, anything animating stands")
        #expect(!IdlePause.pauses(sinceInput: 1000, isWindowVisible: true, animates: true, runsForever: false),
                "an animation that ends is left to end")
        #expect(!IdlePause.pauses(sinceInput: 1000, isWindowVisible: false, animates: false, runsForever: false))
        #expect(IdlePause.limit == 60)
    }

    @Test func aMinuteWithoutInputPausesAndInputResumesWithoutAJump() throws {
        let driver = try snow()
        let pipeline = driver.pipeline
        driver.frames(Int(IdlePause.limit * 60) - 60)
        let stillNeeds = try needsFrame(driver)
        #expect(!pipeline.isIdlePaused && stillNeeds, "59 s: still snowing")
        driver.frames(120)
        #expect(pipeline.isIdlePaused)
        #expect(pipeline.hostOverlay!.noticePill.text == IdlePause.notice, "the window says why it stopped")
        let stood = pipeline.mediaTime
        let count = driver.world.run { (driver.scene as! SnowScene).snow.particleCount }
        #expect(count > 40)
        driver.frames(600)
        #expect(pipeline.mediaTime == stood, "paused: media time stands")
        #expect(try !needsFrame(driver), "paused and drawn: the window may sleep")
        #expect(driver.world.run { (driver.scene as! SnowScene).snow.particleCount } == count)
        // Input: the next frame goes on from where media time stood, one frame later.
        driver.step { pipeline.pointerMoved(to: CGPoint(x: 10, y: 10)) }
        driver.frames(1)
        #expect(!pipeline.isIdlePaused)
        #expect(abs(pipeline.mediaTime - stood - 1.0 / 60) < 1e-9, "\(pipeline.mediaTime - stood)")
        #expect(try needsFrame(driver))
    }

    @Test func aHiddenWindowPausesAndShowingItResumes() throws {
        let driver = try snow()
        let pipeline = driver.pipeline
        driver.frames(30)
        pipeline.windowVisibilityChanged(isVisible: false)
        driver.frames(2)
        let stood = pipeline.mediaTime
        driver.frames(300)
        #expect(pipeline.isIdlePaused && pipeline.mediaTime == stood)
        #expect(try !needsFrame(driver))
        pipeline.windowVisibilityChanged(isVisible: true)
        driver.frames(2)
        #expect(abs(pipeline.mediaTime - stood - 2.0 / 60) < 1e-9)
        #expect(try needsFrame(driver))
    }

    @Test func headlessRunsNeverPause() throws {
        let driver = try snow(pausing: false)
        driver.frames(Int(IdlePause.limit * 60) + 60)
        let needs = try needsFrame(driver)
        #expect(!driver.pipeline.isIdlePaused && needs)
    }

    /// A spinner repeated for ever: it runs for ever too, so a minute alone pauses it.
    final class SpinnerScene: Scene {
        override class var name: String { "idlespinner" }
        let spinner = Layer()
        override func didLoad() {
            spinner.frame = CGRect(x: 50, y: 50, width: 40, height: 40)
            spinner.backgroundColor = Color.systemBlue.cgColor
            view.layer.addSublayer(spinner)
            let spin = BasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = 2 * Double.pi
            spin.repeatCount = .infinity
            spinner.add(spin, forKey: "spin")
        }
    }

    @Test func anAnimationRepeatedForEverPausesAfterAMinuteAndAnyAnimationWhileHidden() throws {
        let driver = try hostDriver(scene: SpinnerScene.self, size: CGSize(width: 200, height: 200))
        driver.pipeline.pausesWhenIdle = true
        driver.frames(Int(IdlePause.limit * 60) + 30)
        #expect(driver.pipeline.isIdlePaused)
        driver.step { driver.pipeline.pointerMoved(to: CGPoint(x: 10, y: 10)) }
        #expect(!driver.pipeline.isIdlePaused, "input resumes at once")
        // An animation that ends is not paused for idleness, but is while the window is hidden.
        driver.world.run {
            let s = driver.scene as! SpinnerScene
            s.spinner.removeAllAnimations()
            View.animate(withDuration: 100) { s.view.alpha = 0.5 }
        }
        driver.frames(Int(IdlePause.limit * 60) + 30)
        #expect(!driver.pipeline.isIdlePaused)
        driver.pipeline.windowVisibilityChanged(isVisible: false)
        driver.frames(2)
        #expect(driver.pipeline.isIdlePaused)
    }
}
