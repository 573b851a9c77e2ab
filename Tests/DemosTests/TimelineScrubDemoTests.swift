import Demos
import Foundation
import Testing
import Rendering
import TestSupport
@testable import Playground
@testable import Views

/// The timeline's playhead in every scene: random input, then media time dragged back and forth over the last
/// second and released — no diagnostic, every view's presentation finite, the timeline's bars well formed, the
/// scene still drawing and running afterwards. Display links, particles and scroll physics see time go back.
@Suite struct TimelineScrubDemoTests {
    @Test(arguments: Demos.sceneNames)
    func scrubbingBackAndForthKeepsTheSceneSound(scene: String) throws {
        let size = CGSize(width: 1280, height: 800)
        let runner = try demoTester(scene, size: size)
        var input = RandomInput(seed: "timeline-" + scene, size: size)
        let pipeline = runner.driver.pipeline
        for gesture in 0..<12 {
            try runner.driver.play(Script(commands: input.next()))
            let now = pipeline.mediaTime
            for offset in [-0.5, -1.0, -0.2, 0.3, -0.05, 0] {
                pipeline.scrubMediaTime(to: now + offset)
                runner.driver.frames(1)
                if let problem = SceneInvariants.check(pipeline) {
                    Issue.record("gesture \(gesture), scrubbed \(offset) s: \(problem)")
                    return
                }
                let timeline = pipeline.world.timeline()
                for bar in timeline.bars {
                    #expect(bar.begin.isFinite && bar.end.isFinite && bar.end >= bar.begin, "\(bar.title)")
                    #expect(bar.passes.count <= 64)
                }
            }
            pipeline.timeControl.isPaused = false
            runner.driver.frames(10)
        }
        #expect(runner.takeDiagnostics().isEmpty)
        #expect(runner.driver.clock.frameCount > 190, "the input and scrubs ran: \(runner.driver.clock.frameCount) frames")
        let frame = try runner.frame()
        #expect(Set(RandomInputTests.samples(of: frame)).count >= 8, "still a picture")
    }
}
