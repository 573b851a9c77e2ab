import Demos
import Foundation
import Testing
import Views
@testable import Platform

@Suite struct HeadlessRunnerTests {
    private func tempDir() -> String {
        NSTemporaryDirectory() + "playground-tests-" + UUID().uuidString
    }

    @Test func unknownSceneListsTheKnownOnes() {
        do {
            _ = try HeadlessRunner(scene: "nope", outputDirectory: tempDir())
            Issue.record("accepted an unknown scene")
        } catch let error as PlaygroundError {
            #expect(error == .unknownScene(name: "nope", known: SceneCatalog.names))
            #expect(error.description.contains("gallery"))
        } catch { Issue.record("unexpected \(error)") }
    }

    @Test func shotWritesAPNGOfTheFramebuffer() throws {
        let dir = tempDir()
        let runner = try HeadlessRunner(scene: "gallery", size: CGSize(width: 640, height: 400), outputDirectory: dir)
        try runner.play(Script(commands: [.frames(2), .shot("g")]))
        #expect(runner.written == [dir + "/g.png"])
        let attributes = try FileManager.default.attributesOfItem(atPath: dir + "/g.png")
        #expect((attributes[.size] as? Int ?? 0) > 1000)
        try? FileManager.default.removeItem(atPath: dir)
    }

    @Test func virtualClockAdvancesOneFrameForEachInputCommand() throws {
        let runner = try HeadlessRunner(scene: "gallery", size: CGSize(width: 320, height: 200), outputDirectory: tempDir())
        let start = runner.clock.now
        try runner.play(Script(commands: [.down(CGPoint(x: 1, y: 1)), .move(CGPoint(x: 50, y: 1), frames: 5), .up, .frames(3)]))
        #expect(abs(runner.clock.now - start - 10.0 / 60) < 1e-9)
    }

    @Test func clickingALauncherRowOpensThatScene() throws {
        let runner = try HeadlessRunner(scene: "launcher", size: CGSize(width: 1000, height: 700), outputDirectory: tempDir())
        let launcher = try #require(runner.pipeline.scene as? LauncherScene)
        let row = try #require(launcher.row(named: "gallery"))
        let p = row.convert(CGPoint(x: 30, y: 30), to: nil)
        try runner.play(Script(commands: [.down(p), .up, .frames(1)]))
        #expect(runner.pipeline.scene is GalleryScene)
        try runner.play(Script(commands: [.key("Escape"), .frames(1)]))
        #expect(runner.pipeline.scene is LauncherScene)
        #expect(!runner.pipeline.wantsQuit)
        try runner.play(Script(commands: [.key("Escape")]))
        #expect(runner.pipeline.wantsQuit)
    }

    @Test func idleSceneDoesNotRedraw() throws {
        let runner = try HeadlessRunner(scene: "gallery", size: CGSize(width: 320, height: 200), outputDirectory: tempDir())
        runner.compositesEveryFrame = true
        runner.settle()
        let drawn = runner.pipeline.compositedFrames
        runner.frames(10)
        #expect(runner.pipeline.compositedFrames == drawn)
        #expect(!runner.pipeline.needsFrame)
    }

    @Test func resizeRelaysTheScene() throws {
        let runner = try HeadlessRunner(scene: "gallery", size: CGSize(width: 640, height: 400), outputDirectory: tempDir())
        runner.pipeline.resize(to: CGSize(width: 800, height: 600), scale: 2)
        runner.frames(1)
        #expect(try runner.currentFrame().width == 1600)
        #expect(runner.pipeline.scene.view.frame.size == CGSize(width: 800, height: 600))
    }
}
