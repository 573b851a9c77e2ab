import Foundation
import Testing
@testable import Playground
@testable import PlaygroundHost
@testable import PlaygroundBench

/// The bench fails a case that measured frames in which nothing was drawn, naming it, its scale and its state;
/// a higher scale's figures sit under `scale<N>` in each case of the JSON.
@Suite struct BenchReportTests {
    private func figures(_ name: String, drawn: Int, of measured: Int, scale: Double, allocations: Double = 0,
                         steadyFrames: Int = 10) -> CaseFigures {
        CaseFigures(name: name, state: "\(name) in its heaviest state", frame: Percentiles([1, 2, 3]),
                    composite: Percentiles([0.5, 1, 1.5]), compositedFrames: drawn, measuredFrames: measured,
                    scale: scale, steadyFrames: steadyFrames, allocationsPerFrame: allocations, allocationsMaxFrame: 0,
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
        #expect(!error.description.contains("\n"), "one line")
        #expect(report.table().contains("FAILED: idle at scale 1"))
    }

    /// `--max-allocations`: the cases over the limit are named with their scale and figure; a case at the
    /// limit, or without steady frames, is not.
    @Test func casesAllocatingOverTheLimitAreNamed() {
        var report = BenchRun.Report(size: CGSize(width: 1280, height: 800), frames: 5)
        report.cases = [figures("bloq", drawn: 5, of: 5, scale: 1),
                        figures("gallery", drawn: 5, of: 5, scale: 1, allocations: 7),
                        figures("uncounted", drawn: 5, of: 5, scale: 1, allocations: 3, steadyFrames: 0)]
        report.scaled = (2, 0.4, [figures("bloq", drawn: 5, of: 5, scale: 2, allocations: 0.25)])
        #expect(report.casesAllocating(moreThan: 0) == [
            "gallery at scale 1 allocated 7.00 times a frame (at most 0 asked)",
            "bloq at scale 2 allocated 0.25 times a frame (at most 0 asked)",
        ])
        #expect(report.casesAllocating(moreThan: 7) == [])
    }

    /// The allocations made while input was handled are a column of the table and a figure of the JSON.
    @Test func allocationsInInputAreShownApart() throws {
        var report = BenchRun.Report(size: CGSize(width: 1280, height: 800), frames: 5)
        var spring = figures("spring", drawn: 5, of: 5, scale: 1, allocations: 0.45)
        spring.allocationsInInputPerFrame = 0.3
        report.cases = [spring]
        let table = report.table()
        #expect(table.contains("allocs/frame  in input"))
        #expect(table.contains("spring                0.45      0.30"), "\(table)")
        let root = try #require(try JSONSerialization.jsonObject(with: report.json()) as? [String: Any])
        let c = try #require((root["cases"] as? [String: Any])?["spring"] as? [String: Any])
        #expect(c["allocations_in_input_per_frame"] as? Double == 0.3)
        // Outside input, spring's frames allocated 0.15 a frame.
        #expect(report.casesAllocating(moreThan: 0.2, outsideInput: true) == [])
        #expect(report.casesAllocating(moreThan: 0.1, outsideInput: true)
                == ["spring at scale 1 allocated 0.15 times a frame outside input handling (at most 0.1 asked)"])
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

    @Test func theThreadCountIsNamedInTheTableAndTheJSON() throws {
        var report = BenchRun.Report(size: CGSize(width: 1280, height: 800), frames: 5)
        report.threads = 3
        report.cases = [figures("gallery", drawn: 5, of: 5, scale: 1)]
        let table = report.table()
        #expect(table.contains("compositing on 3 threads") && table.contains("scale 1: 1280×800 pixels, 3 threads"))
        let root = try #require(try JSONSerialization.jsonObject(with: report.json()) as? [String: Any])
        #expect(root["threads"] as? Int == 3)
        report.threads = 1
        #expect(report.table().contains("compositing on 1 thread\n"))
    }

    @Test func theWindowsFrameStatsSummarizeTheFramesThatDrew() {
        let stats = FrameStats()
        #expect(stats.summary == "no frame drew")
        for i in 1...100 { stats.record(frame: Double(i) / 10, present: Double(i) / 100) }
        // Nearest rank: p50 is the 50th of 100, p99 the 99th.
        #expect(stats.summary == "100 frames drew · frame p50 5.00 / p99 9.90 ms · present p50 0.50 / p99 0.99 ms")
        // Beyond its capacity the oldest frames give way (the storage is made once).
        for _ in 0..<FrameStats.capacity { stats.record(frame: 1, present: 2) }
        #expect(stats.summary.hasSuffix("frame p50 1.00 / p99 1.00 ms · present p50 2.00 / p99 2.00 ms"))
    }
}
