import Foundation
import PlaygroundHost
import PlaygroundSnapshotTesting
import PlaygroundTesting
import Rendering
import Testing
import TestSupport
import Views

/// swift-snapshot-testing's assertSnapshot with the `.trace` strategies.
@Suite(.world) struct TraceSnapshottingTests {
    private func tapped(duration: TimeInterval = 0.5) throws -> SceneTester {
        let tester = try SceneTester(SlideScene.self, size: CGSize(width: 400, height: 240))
        tester.scene(as: SlideScene.self).parameters.duration = duration
        tester.tap(at: CGPoint(x: 300, y: 200))
        return tester
    }

    @Test func everyViewThatAnimatesAsAGoldenTrace() throws {
        // The card and the gauge animate; the still square and the root do not, so they are left out.
        assertSnapshot(of: try tapped(), as: .trace(frames: 36))
    }

    @Test func aTraceOnItsOwn() throws {
        let tester = try tapped()
        let trace = tester.recordTrace(of: [tester.scene(as: SlideScene.self).card], frames: 36)
        #expect(trace.viewNames == ["View[0]"])
        assertSnapshot(of: trace, as: .trace)
    }

    @Test func aDifferentMotionFailsNamingTheFrameAndWritingAPlot() throws {
        let golden = try tapped().recordTrace(frames: 36)
        let slower = try tapped(duration: 0.6).recordTrace(frames: 36)
        #expect(golden.viewNames == ["View[0]", "GaugeView[1]"])
        let diffing = Snapshotting<MotionTrace, String>.trace.diffing
        let message = try #require(diffing.diffV2(golden.text, slower.text)?.0)
        let divergence = try #require(try MotionTrace(text: slower.text).firstDivergence(from: MotionTrace(text: golden.text)))
        #expect(message.contains("frame \(divergence.frame) ") && message.contains(divergence.track))
        let plot = try #require(message.split(separator: " ").map(String.init).first { $0.hasSuffix("trace-diff.png") })
        #expect(try Framebuffer.load(png: plot).height > 300)
        #expect(diffing.diffV2(golden.text, golden.text) == nil)
        // Loosened past the difference, it passes.
        #expect(Snapshotting<MotionTrace, String>.trace(tolerance: .uniform(1000)).diffing.diffV2(golden.text, slower.text) == nil)
    }
}
