import Foundation
import PlaygroundHost
import PlaygroundTesting
import Rendering
import Testing
import TestSupport
import Views

extension PlaygroundTestingSuite {
    /// Motion goldens: `assertTrace` against references in a temporary folder.
    @Suite struct TraceGoldenTests {
        let dir: String
        let file: String

        init() throws {
            dir = try makeTemporaryDirectory()
            file = dir + "/MotionTests.swift"
        }

        private var reference: String { dir + "/__Snapshots__/MotionTests/slides.slide.trace" }
        private var plot: String { dir + "/__Snapshots__/MotionTests/slides.slide.trace-diff.png" }
        private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

        /// A tester whose card has just been sent on its way, with the slide lasting `duration`.
        private func tapped(duration: TimeInterval = 0.5) throws -> SceneTester {
            let tester = try SceneTester(SlideScene.self, size: CGSize(width: 400, height: 240))
            tester.scene(as: SlideScene.self).parameters.duration = duration
            tester.tap(at: CGPoint(x: 300, y: 200))
            return tester
        }

        private func assertSlide(_ tester: SceneTester, tolerance: TraceTolerance = TraceTolerance()) throws {
            let scene = tester.scene(as: SlideScene.self)
            try tester.assertTrace(named: "slide", of: [scene.card, scene.gauge], frames: 40, tolerance: tolerance,
                                   record: .missing, file: file, function: "slides()")
        }

        @Test func aMissingGoldenIsRecordedThenTheSameMotionPasses() throws {
            defer { try? FileManager.default.removeItem(atPath: dir) }
            #expect { try assertSlide(tapped()) } throws: { "\($0)".contains("recorded") && "\($0)".contains(reference) }
            let golden = try MotionTrace.load(path: reference)
            #expect(golden.frameCount == 41)
            #expect(golden.framesPerSecond == 60)
            // The card's slide and fade, and the gauge's @Animated level, frame by frame.
            let x = try #require(golden.track(named: "View[0].center.x")).values
            #expect(x.first == 80 && x.last == 280)
            #expect(x[10] > 80 && x[10] < 280)
            #expect(try #require(golden.track(named: "View[0].alpha")).values.last == 0.5)
            #expect(try #require(golden.track(named: "GaugeView[1].level")).values[10] > 0.3)
            // Constant properties are one line each, varying ones a column.
            let text = try String(contentsOfFile: reference, encoding: .utf8)
            #expect(text.contains("= View[0].bounds.width 80\n"))
            #expect(text.contains("\nframe  View[0].center.x  View[0].alpha  GaugeView[1].level\n"))
            #expect(text.split(separator: "\n").filter { !$0.hasPrefix("=") }.count == 1 + 1 + 41)
            try assertSlide(tapped())
            #expect(!exists(plot))
        }

        @Test func aLongerAnimationFailsNamingTheFirstDivergentFrameAndWritesAPlot() throws {
            defer { try? FileManager.default.removeItem(atPath: dir) }
            _ = try? assertSlide(tapped(duration: 0.5))
            let golden = try MotionTrace.load(path: reference)
            let tester = try tapped(duration: 0.6)
            let scene = tester.scene(as: SlideScene.self)
            let actual = tester.recordTrace(of: [scene.card, scene.gauge], frames: 40)
            // The real first divergence, found by hand: the first frame where any value strays beyond its tolerance.
            let tolerance = TraceTolerance()
            var expectedFrame: Int?, expectedTrack: String?
            frames: for frame in 0..<41 {
                for track in golden.tracks {
                    let a = try #require(actual.track(named: track.name)).values[frame]
                    if abs(a - track.values[frame]) > tolerance.tolerance(forTrack: track.name) {
                        expectedFrame = frame
                        expectedTrack = track.name
                        break frames
                    }
                }
            }
            let frame = try #require(expectedFrame), track = try #require(expectedTrack)
            #expect(frame > 0 && frame < 5)
            #expect {
                try assertTrace(actual, named: "slide", record: .missing, file: file, function: "slides()")
            } throws: { error in
                let text = "\(error)"
                return text.contains("frame \(frame) ") && text.contains(track) && text.contains(plot)
                    && text.contains("expected")
            }
            let picture = try Framebuffer.load(png: plot)
            #expect(picture.width == 760 && picture.height > 300)
            // Not blank: both curves' colours are there (the golden's near white, this run's orange).
            var orange = 0, light = 0
            for y in stride(from: 0, to: picture.height, by: 2) {
                for x in stride(from: 0, to: picture.width, by: 2) {
                    let c = picture.color(atPoint: CGPoint(x: x, y: y))
                    if c.red > 0.9, c.green > 0.5, c.green < 0.75, c.blue < 0.35 { orange += 1 }
                    if c.red > 0.85, c.green > 0.85, c.blue > 0.85 { light += 1 }
                }
            }
            #expect(orange > 100 && light > 100)
            #expect(exists(dir + "/__Snapshots__/MotionTests/slides.slide.actual.trace"))
        }

        @Test func recordModesAsForImages() throws {
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let slide = try tapped().recordTrace(frames: 20)
            let longer = try tapped(duration: 0.6).recordTrace(frames: 20)
            // never: a missing golden fails without being written.
            #expect { try assertTrace(slide, named: "slide", record: .never, file: file, function: "slides()") } throws: {
                "\($0)".contains("missing golden trace")
            }
            #expect(!exists(reference))
            // all: written, nothing fails.
            try assertTrace(longer, named: "slide", record: .all, file: file, function: "slides()")
            #expect(try MotionTrace.load(path: reference).frameCount == 21)
            // failed: a mismatch is rewritten, and still fails once.
            #expect(throws: GoldenMismatch.self) {
                try assertTrace(slide, named: "slide", record: .failed, file: file, function: "slides()")
            }
            try assertTrace(slide, named: "slide", record: .never, file: file, function: "slides()")
        }
    }
}
