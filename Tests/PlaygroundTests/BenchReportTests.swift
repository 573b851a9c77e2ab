import Foundation
import Testing
@testable import Playground

/// The bench fails a case that measured frames in which nothing was drawn, naming it, its scale and its state;
/// a higher scale's figures sit under `scale<N>` in each case of the JSON.
@Suite struct BenchReportTests {
    private func figures(_ name: String, drawn: Int, of measured: Int, scale: Double) -> CaseFigures {
        CaseFigures(name: name, state: "\(name) in its heaviest state", frame: Percentiles([1, 2, 3]),
                    composite: Percentiles([0.5, 1, 1.5]), compositedFrames: drawn, measuredFrames: measured,
                    scale: scale, steadyFrames: 10, allocationsPerFrame: 0, allocationsMaxFrame: 0,
                    rssStart: 50, rssEnd: 50)
    }

    @Test func aCaseThatDrewNothingInSomeFramesFailsByName() throws {
        var report = BenchRun.Report(size: CGSize(width: 1280, height: 800), frames: 5)
        report.floor = 0.1
        report.cases = [figures("honest", drawn: 5, of: 5, scale: 1), figures("idle", drawn: 3, of: 5, scale: 1)]
        report.scaled = (2, 0.4, [figures("honest", drawn: 5, of: 5, scale: 2), figures("idle", drawn: 5, of: 5, scale: 2)])
        #expect(report.dishonestCases.count == 1)
        let error = try #require(throws: BenchError.self) { try report.checkHonesty() }
        #expect(error.description.contains("idle at scale 1: redrew pixels in 3 of 5 measured frames"))
        #expect(error.description.contains("idle in its heaviest state"))
        #expect(!error.description.contains("honest"))
        #expect(report.table().contains("FAILED: idle at scale 1"))
    }

    @Test func theHigherScaleSitsUnderEachCaseWithItsOwnFloor() throws {
        var report = BenchRun.Report(size: CGSize(width: 1280, height: 800), frames: 5)
        report.floor = 0.1
        report.cases = [figures("gallery", drawn: 5, of: 5, scale: 1)]
        report.scaled = (2, 0.4, [figures("gallery", drawn: 5, of: 5, scale: 2)])
        try report.checkHonesty()
        let root = try #require(try JSONSerialization.jsonObject(with: report.json()) as? [String: Any])
        let gallery = try #require((root["cases"] as? [String: Any])?["gallery"] as? [String: Any])
        let scale2 = try #require(gallery["scale2"] as? [String: Any])
        // p99 of [1, 2, 3] is 3 ms: 30× the floor at scale 1, 7.5× the scale-2 floor.
        #expect((gallery["frame_p99_floor_ratio"] as? Double).map { abs($0 - 30) < 1e-9 } == true)
        #expect((scale2["frame_p99_floor_ratio"] as? Double).map { abs($0 - 7.5) < 1e-9 } == true)
        #expect(scale2["frame_p99_ms"] as? Double == 3)
        #expect(scale2["allocations_per_frame"] != nil)
        #expect(root["floor_memcpy_scale2_ms"] as? Double == 0.4)
        #expect(report.table().contains("scale 2: 2560×1600 pixels"))
    }
}
