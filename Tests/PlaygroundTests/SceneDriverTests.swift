import Foundation
import TestSupport
import Testing
import Rendering
import Views
@testable import Playground
@testable import PlaygroundHost

/// The host's frame driver on scenes of its own (no demo).
@Suite struct SceneDriverTests {
    private func tempDir() -> String {
        NSTemporaryDirectory() + "playground-tests-" + UUID().uuidString
    }

    @Test func unknownSceneNamesListTheKnownOnes() {
        do {
            _ = try FramePipeline(sceneNamed: "nope", catalog: fixtureCatalog, size: CGSize(width: 100, height: 100),
                                  clock: VirtualClock())
            Issue.record("accepted an unknown scene")
        } catch let error as PlaygroundError {
            #expect(error == .unknownScene(name: "nope", known: ["square", "label", "curvelab"]))
            #expect(error.description == "unknown scene 'nope'; known scenes: square, label, curvelab")
        } catch { Issue.record("unexpected \(error)") }
    }

    @Test func shotWritesAPNGOfTheFramebuffer() throws {
        let dir = tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let driver = try hostDriver(scene: SquareScene.self, size: CGSize(width: 640, height: 400))
        let written = try driver.play(Script(commands: [.frames(2), .shot("g")]), writingShotsTo: dir)
        #expect(written == [dir + "/g.png"])
        let back = try Framebuffer.load(png: dir + "/g.png")
        #expect(back.width == 640 && back.height == 400)
        // The square is drawn in the middle, on the dark background.
        #expect(back.color(atPoint: CGPoint(x: 320, y: 200)).blue > 0.9)
        #expect(back.color(atPoint: CGPoint(x: 10, y: 10)).blue < 0.2)
    }

    @Test func virtualClockAdvancesOneFrameForEachInputCommand() throws {
        let driver = try hostDriver(scene: SquareScene.self, size: CGSize(width: 320, height: 200))
        let start = driver.clock.now
        try driver.play(Script(commands: [.down(CGPoint(x: 1, y: 1)), .move(CGPoint(x: 50, y: 1), frames: 5), .up, .frames(3)]))
        #expect(abs(driver.clock.now - start - 10.0 / 60) < 1e-9)
    }

    @Test func aClickSpringsTheSquareThereOverItsDuration() throws {
        let driver = try hostDriver(scene: SquareScene.self, size: CGSize(width: 400, height: 400))
        let scene = try #require(driver.scene as? SquareScene)
        driver.tap(at: CGPoint(x: 100, y: 300))
        #expect(scene.square.center == CGPoint(x: 100, y: 300))
        #expect(scene.square.presentationValues.center.x > 150, "it starts from where it was")
        driver.frames(40)
        #expect(abs(scene.square.presentationValues.center.x - 100) < 0.5)
    }

    @Test func keysGoToTheSceneAndEscapeGoesBackThenQuitsOnlyWhenPressedTwice() throws {
        let driver = try hostDriver(scene: SquareScene.self, catalog: fixtureCatalog, size: CGSize(width: 300, height: 200))
        try driver.play(Script(commands: [.key(.r), .key(.space)]))
        #expect((driver.scene as? SquareScene)?.keys == [.r, .space])
        driver.key(.escape)
        driver.frames(1)
        #expect(driver.pipeline.isShowingLauncher)
        driver.key(.escape)
        #expect(!driver.pipeline.wantsQuit, "the Escape that came back and the next one do not quit")
        #expect(driver.pipeline.hostOverlay!.noticePill.text == "Press Esc again to quit · Ctrl+Q quits")
        #expect(driver.pipeline.needsFrame, "a notice alone asks for a frame")
        driver.compositesEveryFrame = true
        let before = driver.pipeline.framebuffer.pixel(x: 150, y: 180)
        driver.frames(1)
        #expect(!driver.pipeline.hostOverlay!.noticePill.isHidden, "the notice shows with nothing else on the overlay")
        #expect(driver.pipeline.framebuffer.pixel(x: 150, y: 180) != before, "and is drawn at the bottom")
        driver.frames(70)   // more than a second
        driver.key(.escape)
        #expect(!driver.pipeline.wantsQuit, "too late for the first: this one asks again")
        driver.frames(30)
        driver.key(.escape)
        #expect(driver.pipeline.wantsQuit, "a second Escape within a second quits")
    }

    @Test func controlQQuitsFromAnyScene() throws {
        let driver = try hostDriver(scene: SquareScene.self, catalog: fixtureCatalog, size: CGSize(width: 300, height: 200))
        driver.key(Key.q.with(.control))
        #expect(driver.pipeline.wantsQuit)
        #expect((driver.scene as? SquareScene)?.keys == [], "the scene never sees it")
    }

    @Test func clickingALauncherRowOpensThatSceneInAWorldOfItsOwn() throws {
        let driver = try hostDriver(scene: LauncherScene.self, catalog: fixtureCatalog, size: CGSize(width: 1000, height: 700))
        let launcher = try #require(driver.scene as? LauncherScene)
        let launcherWorld = driver.world
        let row = try #require(launcher.row(named: "label"))
        driver.tap(at: row.convert(CGPoint(x: 30, y: 30), to: nil))
        driver.frames(1)
        #expect(driver.scene is LabelScene)
        #expect(driver.world !== launcherWorld)
        #expect(launcherWorld.isTornDown)
        #expect(driver.scene.view.world === driver.world)
    }

    @Test func idleSceneDoesNotRedraw() throws {
        let driver = try hostDriver(scene: LabelScene.self, size: CGSize(width: 320, height: 200))
        driver.compositesEveryFrame = true
        driver.settle()
        let drawn = driver.pipeline.compositedFrames
        driver.frames(10)
        #expect(driver.pipeline.compositedFrames == drawn)
        #expect(!driver.pipeline.needsFrame)
    }

    @Test func resizeRelaysTheScene() throws {
        let driver = try hostDriver(scene: SquareScene.self, size: CGSize(width: 640, height: 400))
        driver.pipeline.resize(to: CGSize(width: 800, height: 600), scale: 2)
        driver.frames(1)
        #expect(try driver.currentFrame().width == 1600)
        #expect(driver.scene.view.frame.size == CGSize(width: 800, height: 600))
        #expect((driver.scene as? SquareScene)?.square.center == CGPoint(x: 400, y: 300))
    }

    @Test func twoPipelinesShareNothing() throws {
        let a = try hostDriver(scene: SquareScene.self, size: CGSize(width: 400, height: 400))
        let b = try hostDriver(scene: SquareScene.self, size: CGSize(width: 400, height: 400))
        #expect(a.world !== b.world)
        a.tap(at: CGPoint(x: 50, y: 50))
        #expect(a.world.hasRunningAnimations)
        #expect(!b.world.hasRunningAnimations)
        let revision = b.world.displayRevision
        a.frames(5)
        #expect(b.world.displayRevision == revision)
        #expect(b.clock.now < a.clock.now)
    }
}
