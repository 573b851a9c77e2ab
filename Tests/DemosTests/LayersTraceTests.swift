import Foundation
import Playground
import PlaygroundTesting
import Testing
@testable import Demos
import Views

/// Traces read a layered view through its layer: explicit Core Animation on a view's layer shows in them.
@Suite struct LayersTraceTests {
    @Test func theKeyframeShakeOfTheFieldIsTraced() throws {
        let runner = try demoTester("layers")
        runner.driver.frames(2)
        let s = try #require(runner.driver.pipeline.scene as? LayersScene)
        let home = Double(s.field.center.x)
        runner.tap(s.field)
        let trace = runner.recordTrace(of: [s.field], frames: 30)
        let x = try #require(trace.tracks.first { $0.property == "center.x" }).values
        // The additive shake: ±10 pt about the model, back home at the end; the model never moves.
        #expect(x.max()! - home > 8 && x.max()! - home <= 10.001 && x.min()! - home < -6 && x.min()! - home >= -10.001, "\(x.map { $0 - home })")
        #expect(abs(x.last! - home) < 0.01)
        // Recording every view that animates includes the field while it shakes.
        runner.tap(s.field)
        let all = runner.recordTrace(frames: 10)
        #expect(all.viewNames.contains(trace.viewNames[0]))
    }
}
