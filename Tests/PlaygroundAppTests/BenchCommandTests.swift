import Foundation
import Testing

/// `playground bench` runs on a tiny size with few frames and writes valid JSON with every figure. (No timing
/// is checked here: the budgets are read from the bench, on the machine it describes.)
@Suite struct BenchCommandTests {
    private func number(_ value: Any?) -> Double? {
        // JSON numbers (0 included, which Foundation may also bridge to Bool) as Double.
        guard let n = value as? NSNumber else { return nil }
        return n.doubleValue
    }

    private func expectFigures(_ dict: [String: Any], _ keys: [String], in place: String) {
        for key in keys {
            guard let v = number(dict[key]) else {
                Issue.record("\(place): \(key) missing or not a number: \(String(describing: dict[key]))")
                continue
            }
            #expect(v.isFinite && v >= 0, "\(place): \(key) = \(v)")
        }
    }

    @Test func tinyRunWritesEveryFigure() throws {
        let json = NSTemporaryDirectory() + "bench-" + UUID().uuidString + ".json"
        defer { try? FileManager.default.removeItem(atPath: json) }
        let result = try PlaygroundBinary.run(["bench", "--size", "160x120", "--frames", "5", "--steady-frames", "20",
                                               "--scale", "2", "--json", json])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("floor"))
        let data = try #require(FileManager.default.contents(atPath: json))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

        var top = ["floor_memcpy_ms", "floor_memcpy_scale2_ms", "first_frame_ms", "width", "height", "frames_per_case", "cores"]
        for figure in ["blur_sigma20_cold", "blur_sigma20_cached", "animation_30000_properties_p50",
                       "animation_30000_properties_max", "animation_30000_properties_c_reference_p50"] {
            top += [figure + "_ms", figure + "_floor_ratio"]
        }
        expectFigures(root, top, in: "bench")
        #expect(number(root["width"]) == 160 && number(root["height"]) == 120)
        #expect(root["date"] is String)

        let cases = try #require(root["cases"] as? [String: Any])
        let skipped = try #require(root["skipped"] as? [String: String])
        var perCase = ["composited_frames", "steady_frames", "allocations_per_frame", "allocations_max_frame",
                       "allocations_in_input_per_frame",
                       "rss_start_mb", "rss_end_mb"]
        for part in ["frame", "composite"] {
            for stat in ["p50", "p99", "max"] { perCase += ["\(part)_\(stat)_ms", "\(part)_\(stat)_floor_ratio"] }
        }
        // Every case of the table is either measured or skipped with a reason; the seed demos are measured.
        for name in ["locksearch", "bloq", "dragtarget", "floatwindow", "gallery", "transitions"] {
            if let c = cases[name] as? [String: Any] {
                expectFigures(c, perCase, in: name)
                #expect(number(c["steady_frames"]) == 20)
                // The same case at scale 2 (320×240 pixels here), its ratios to the scale-2 floor.
                let scale2 = c["scale2"] as? [String: Any] ?? [:]
                expectFigures(scale2, ["frame_p99_ms", "frame_p99_floor_ratio", "allocations_per_frame"], in: name + ".scale2")
            } else {
                #expect(skipped[name] == "scene not available yet", "\(name) neither measured nor skipped")
            }
        }
        for name in ["bloq", "dragtarget", "gallery"] { #expect(cases[name] != nil, "\(name) not measured") }
    }

    @Test func unknownCaseIsRejected() throws {
        let result = try PlaygroundBinary.run(["bench", "--case", "nosuch", "--frames", "1"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("unknown case 'nosuch'"))
    }

    /// The launcher has nothing to measure: naming it fails like any case that draws nothing, at once.
    @Test func theLauncherIsNotACase() throws {
        let result = try PlaygroundBinary.run(["bench", "--case", "launcher", "--frames", "2", "--cases-only"], timeout: 30)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("playground: not a bench case (the launcher has nothing to measure) 'launcher'"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// `--max-allocations N` fails, on one line naming the case, when its steady frames allocate more (this
    /// debug build allocates in every frame: its generics are not specialized), and passes under a limit it
    /// keeps; without steady frames there is nothing to check, which is an error too.
    @Test func maxAllocationsFailsACaseThatAllocatesMore() throws {
        let base = ["bench", "--case", "bloq", "--size", "160x120", "--frames", "3", "--cases-only", "--scale", "1"]
        let over = try PlaygroundBinary.run(base + ["--steady-frames", "5", "--max-allocations", "0"], timeout: 60)
        #expect(over.status == 1)
        #expect(over.stderr.hasPrefix("playground: bloq at scale 1 allocated "), "\(over.stderr)")
        #expect(over.stderr.hasSuffix("times a frame (at most 0 asked)\n"), "\(over.stderr)")
        let under = try PlaygroundBinary.run(base + ["--steady-frames", "5", "--max-allocations", "1000000"], timeout: 60)
        #expect(under.status == 0, "\(under.stderr)")
        let frames = try PlaygroundBinary.run(base + ["--steady-frames", "5", "--max-frame-allocations", "0"], timeout: 60)
        #expect(frames.status == 1)
        #expect(frames.stderr.contains("times a frame outside input handling (at most 0 asked)"), "\(frames.stderr)")
        let none = try PlaygroundBinary.run(base + ["--steady-frames", "0", "--max-allocations", "0"], timeout: 60)
        #expect(none.status == 1)
        #expect(none.stderr == "playground: --max-allocations needs steady frames to count in (--steady-frames is 0)\n")
    }
}
