import Demos
import Foundation
import Testing
import Views
@testable import Platform

/// Every scene survives a stream of random clicks, drags, wheel turns and keys (a fixed seed, so a failure
/// replays), keeps drawing, and still answers Escape.
@Suite struct RandomInputTests {
    /// A small deterministic generator (SplitMix64).
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let scenes = SceneCatalog.names + ["launcher"]

    @Test(arguments: scenes)
    func survivesRandomInput(scene: String) throws {
        var rng = Generator(state: UInt64(truncatingIfNeeded: scene.hashValue == 0 ? 1 : scene.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }))
        let runner = try HeadlessRunner(scene: scene, size: CGSize(width: 1280, height: 800),
                                        outputDirectory: NSTemporaryDirectory())
        func point() -> CGPoint {
            CGPoint(x: Double.random(in: 440...840, using: &rng), y: Double.random(in: 50...750, using: &rng))
        }
        let keys = ["R", "V", "P", "D", "N", "B", "E", "A", "Backspace", "Space", "Return"]
        Diagnostics.capture {
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
                try? runner.play(Script(commands: commands))
            }
        }
        runner.frames(120)
        #expect(runner.clock.frameCount > 800, "the input really ran: \(runner.clock.frameCount) frames")
        let frame = try runner.currentFrame()
        #expect(frame.width == 1280 && frame.height == 800)
        try runner.play(Script(commands: [.key("Escape"), .frames(2)]))
        if scene == "launcher" {
            // Escape on the launcher quits; anywhere else it comes back to the launcher.
            #expect(runner.pipeline.wantsQuit || runner.pipeline.scene is LauncherScene)
        } else {
            #expect(runner.pipeline.scene is LauncherScene)
        }
    }
}
