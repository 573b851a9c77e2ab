import Foundation
import Testing
import Views
import PlaygroundTesting
@testable import Demos
@testable import Views
@testable import Playground
@testable import PlaygroundHost

/// The emitter scene: snow that never stops, confetti bursts whose birthRate goes to 0, the same frames every
/// run.
@Suite struct EmitterSceneTests {
    private func opened() throws -> (SceneTester, EmitterScene) {
        let runner = try demoTester("emitter")
        runner.driver.frames(2)
        return (runner, try #require(runner.driver.pipeline.scene as? EmitterScene))
    }

    /// A point of the phone's screen in window points.
    private func onScreen(_ s: EmitterScene, _ runner: SceneTester, _ p: CGPoint) -> CGPoint {
        runner.driver.world.run { s.snow.superlayer!.view!.convert(p, to: s.view) }
    }

    @Test func snowFallsAtItsBirthRate() throws {
        let (runner, s) = try opened()
        runner.driver.frames(120)
        // 40 a second for 2 s (the first frame starts the emitter), none dead yet (lifetime 14).
        let count = runner.driver.world.run { s.snow.particleCount }
        #expect(abs(count - 80) <= 2, "\(count)")
        #expect(runner.driver.world.hasRunningAnimations)
    }

    @Test func aTapBurstsThenStopsEmittingAndThePiecesFinish() throws {
        let (runner, s) = try opened()
        runner.tap(at: onScreen(s, runner, CGPoint(x: 190, y: 400)))
        #expect(s.bursts.count == 1)
        let burst = try #require(s.bursts.first)
        runner.driver.frames(30)     // 0.5 s: the burst stopped emitting after 0.3 s
        let world = runner.driver.world
        #expect(world.run { burst.birthRate } == 0)
        // Five cells at 90 a second for 0.3 s, none dead yet (lifetime ≥ 2.6 s): at most 135. The display link
        // that sets birthRate to 0 fires before the emitter steps in the frame 0.3 s is reached, so the burst
        // emits for 17 or 18 frames (127.5 or 135 births), each cell carrying its fraction: 125…135.
        let count = world.run { burst.particleCount }
        #expect(count >= 125 && count <= 135, "\(count)")
        runner.driver.frames(60 * 4)
        #expect(world.run { burst.particleCount } == 0, "every piece finished its fall")
        #expect(s.bursts.isEmpty && world.run { burst.superlayer } == nil, "the finished burst left the tree")
        #expect(world.run { s.snow.particleCount } > 100, "the snow goes on")
    }

    @Test func twoRunsGiveTheSameFramesAndTheSeedMatters() throws {
        func frame(seedOffset: UInt32 = 0) throws -> [UInt8] {
            let (runner, s) = try opened()
            if seedOffset != 0 { runner.driver.world.run { s.snow.seed &+= seedOffset } }
            runner.driver.frames(40)
            runner.tap(at: onScreen(s, runner, CGPoint(x: 120, y: 300)))
            runner.driver.frames(40)
            let fb = try runner.frame()
            return Array(UnsafeBufferPointer(start: fb.bytes.assumingMemoryBound(to: UInt8.self), count: fb.stride * fb.height))
        }
        let a = try frame(), b = try frame(), c = try frame(seedOffset: 1)
        #expect(a == b, "same seed, same frame times: the same bytes")
        #expect(a != c, "another seed: other snow")
    }

    @Test func afterTwoSeconds() throws {
        let (runner, s) = try opened()
        runner.driver.frames(58)
        runner.tap(at: onScreen(s, runner, CGPoint(x: 200, y: 360)))
        runner.driver.frames(58)     // 2 s in: snow coming down, the burst 1 s old
        try assertGolden(try runner.frame(), named: "after-2s")
    }
}
