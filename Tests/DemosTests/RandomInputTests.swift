import Demos
import Foundation
import Testing
import TestSupport
import Views
@testable import Playground

/// Every scene survives a stream of random clicks, drags, wheel turns and keys (a fixed seed, so a failure
/// replays), keeps drawing, and still answers Escape.
@Suite struct RandomInputTests {
    nonisolated static let scenes = Demos.sceneNames + ["launcher"]

    @Test(arguments: scenes)
    func survivesRandomInput(scene: String) throws {
        var rng = SplitMix(seed: UInt64(truncatingIfNeeded: scene.hashValue == 0 ? 1 : scene.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }))
        let runner = try demoTester(scene, size: CGSize(width: 1280, height: 800))
        func point() -> CGPoint {
            CGPoint(x: Double.random(in: 440...840, using: &rng), y: Double.random(in: 50...750, using: &rng))
        }
        let keys: [Key] = [.r, .v, .p, .d, .n, .b, .e, .a, .backspace, .space, .return]
        do {
            for _ in 0..<120 {
                let k = Double.random(in: 0..<1, using: &rng)
                var commands: [Script.Command] = []
                if k < 0.3 {
                    commands.append(.down(point()))
                    for _ in 0..<Int.random(in: 0...2, using: &rng) {
                        commands.append(.move(point(), frames: Int.random(in: 1...10, using: &rng)))
                    }
                    commands.append(.up)
                } else if k < 0.4 {
                    commands += [.move(point(), frames: 1), .wheel(CGFloat(Int.random(in: -1...3, using: &rng)))]
                } else if k < 0.5 {
                    commands.append(.key(keys[Int.random(in: 0..<keys.count, using: &rng)]))
                } else {
                    commands.append(.frames(Int.random(in: 1...15, using: &rng)))
                }
                try? runner.driver.play(Script(commands: commands))
            }
        }
        runner.pump(frames: 120)
        #expect(runner.driver.clock.frameCount > 800, "the input really ran: \(runner.driver.clock.frameCount) frames")
        let frame = try runner.frame()
        #expect(frame.width == 1280 && frame.height == 800)
        // Escape steps back one level at a time (out of an article, a search, a menu…): a few reach the launcher;
        // on the launcher it quits.
        for _ in 0..<4 where !(runner.driver.pipeline.scene is LauncherScene) && !runner.driver.pipeline.wantsQuit {
            try runner.driver.play(Script(commands: [.key(.escape), .frames(40)]))
        }
        if scene == "launcher" {
            #expect(runner.driver.pipeline.wantsQuit || runner.driver.pipeline.scene is LauncherScene)
        } else {
            #expect(runner.driver.pipeline.scene is LauncherScene)
        }
    }
}
