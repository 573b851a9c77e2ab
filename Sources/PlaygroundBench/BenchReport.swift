import Foundation
import PlaygroundHost

extension BenchRun.Report {
    private func ms(_ v: Double) -> String { String(format: "%.3f", v) }
    private func ratio(_ v: Double, floor: Double) -> String { floor > 0 ? String(format: "%.1f×", v / floor) : "–" }
    private func cell(_ v: Double, floor: Double) -> String { "\(ms(v)) (\(ratio(v, floor: floor)))" }
    private func cell(_ v: Double) -> String { cell(v, floor: floor) }

    /// Every case that measured nothing in some of its frames: the case's name, scale and what it did.
    package var dishonestCases: [String] {
        (cases + (scaled?.cases ?? [])).filter { $0.compositedFrames < $0.measuredFrames }.map {
            "\($0.name) at scale \(Self.scaleName($0.scale)): redrew pixels in \($0.compositedFrames) of \($0.measuredFrames) measured frames — its input leaves the screen unchanged in the state it names (\($0.state))"
        }
    }

    /// Throws naming every case that measured frames that drew nothing, on one line (cases apart by "; ").
    package func checkHonesty() throws {
        let bad = dishonestCases
        guard bad.isEmpty else { throw BenchError(description: bad.joined(separator: "; ")) }
    }

    /// Every case whose steady frames allocated more than `limit` times a frame on average — outside input
    /// handling only when `outsideInput` — : its name, scale and figure.
    package func casesAllocating(moreThan limit: Double, outsideInput: Bool = false) -> [String] {
        func figure(_ c: CaseFigures) -> Double {
            outsideInput ? max(c.allocationsPerFrame - c.allocationsInInputPerFrame, 0) : c.allocationsPerFrame
        }
        let what = outsideInput ? " outside input handling" : ""
        return (cases + (scaled?.cases ?? [])).filter { $0.steadyFrames > 0 && figure($0) > limit }.map {
            "\($0.name) at scale \(Self.scaleName($0.scale)) allocated \(String(format: "%.2f", figure($0))) times a frame\(what) (at most \(Self.scaleName(limit)) asked)"
        }
    }

    package static func scaleName(_ s: Double) -> String { s == s.rounded() ? "\(Int(s))" : "\(s)" }

    /// The readable table.
    package func table() -> String {
        var out = ""
        func line(_ s: String = "") { out += s + "\n" }
        let stamp = ISO8601DateFormatter().string(from: date)
        line("playground bench · \(Int(size.width))×\(Int(size.height)) points · \(frames) frames a case · \(stamp) · \(ProcessInfo.processInfo.activeProcessorCount) cores · compositing on \(threads) thread\(threads == 1 ? "" : "s")")
        line("times in ms; (n×) = multiple of the floor at that scale")
        line()
        line("floor: memcpy of one \(Int(size.width))×\(Int(size.height)) ARGB framebuffer   \(ms(floor))")
        if let scaled {
            let w = Int((size.width * scaled.scale).rounded()), h = Int((size.height * scaled.scale).rounded())
            line("floor at scale \(Self.scaleName(scaled.scale)): memcpy of one \(w)×\(h) ARGB framebuffer   \(ms(scaled.floor))")
        }
        if !cases.isEmpty { caseTables(cases, scale: 1, floor: floor, into: &out) }
        if let scaled { caseTables(scaled.cases, scale: scaled.scale, floor: scaled.floor, into: &out) }
        for (name, reason) in skipped { line("\(name): \(reason)") }
        if let blur {
            line()
            line("backdrop blur, full screen, σ = 20:   cold \(cell(blur.cold))   cached \(cell(blur.cached))")
        }
        if let animation {
            line("animation core, 10,000 views × 3 properties, one tick incl. presentation reads:   p50 \(cell(animation.p50))   max \(cell(animation.max))")
            if let c = animationReference {
                line("  the same work as a plain C loop:   p50 \(cell(c.p50))   core / C = \(String(format: "%.1f×", c.p50 > 0 ? animation.p50 / c.p50 : 0))")
            }
        }
        if let firstFrame {
            line("first composited frame after process start (gallery):   \(ms(firstFrame))")
        }
        for bad in dishonestCases { line("FAILED: " + bad) }
        return out
    }

    private func caseTables(_ cases: [CaseFigures], scale: Double, floor: Double, into out: inout String) {
        func line(_ s: String = "") { out += s + "\n" }
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
        func lpad(_ s: String, _ n: Int) -> String { s.count >= n ? s : String(repeating: " ", count: n - s.count) + s }
        func c(_ v: Double) -> String { cell(v, floor: floor) }
        line()
        line("scale \(Self.scaleName(scale)): \(Int((size.width * scale).rounded()))×\(Int((size.height * scale).rounded())) pixels, \(threads) thread\(threads == 1 ? "" : "s")")
        line(pad("case", 12) + lpad("frame p50", 18) + lpad("p99", 18) + lpad("max", 18)
             + lpad("composite p50", 18) + lpad("p99", 18) + lpad("max", 18))
        for k in cases {
            line(pad(k.name, 12) + lpad(c(k.frame.p50), 18) + lpad(c(k.frame.p99), 18) + lpad(c(k.frame.max), 18)
                 + lpad(c(k.composite.p50), 18) + lpad(c(k.composite.p99), 18) + lpad(c(k.composite.max), 18))
        }
        line()
        line(pad("case", 12) + lpad("allocs/frame", 14) + lpad("in input", 10) + lpad("max in a frame", 16) + lpad("RSS start MB", 14)
             + lpad("RSS end MB", 12) + lpad("drawn", 10) + "   state")
        for k in cases {
            line(pad(k.name, 12) + lpad(String(format: "%.2f", k.allocationsPerFrame), 14)
                 + lpad(String(format: "%.2f", k.allocationsInInputPerFrame), 10) + lpad("\(k.allocationsMaxFrame)", 16)
                 + lpad(String(format: "%.1f", k.rssStart), 14) + lpad(String(format: "%.1f", k.rssEnd), 12)
                 + lpad("\(k.compositedFrames)/\(k.measuredFrames)", 10) + "   " + k.state)
        }
        if !allocationCounting { line("note: allocation counting is not active in this build; allocation figures read 0") }
    }

    /// The figures of one case: times in ms with their ratio to `floor`, allocations, memory.
    private func caseDictionary(_ c: CaseFigures, floor: Double) -> [String: Any] {
        var d: [String: Any] = [:]
        func withRatio(_ key: String, _ v: Double) {
            d[key + "_ms"] = v
            d[key + "_floor_ratio"] = floor > 0 ? v / floor : 0
        }
        withRatio("frame_p50", c.frame.p50)
        withRatio("frame_p99", c.frame.p99)
        withRatio("frame_max", c.frame.max)
        withRatio("composite_p50", c.composite.p50)
        withRatio("composite_p99", c.composite.p99)
        withRatio("composite_max", c.composite.max)
        d["composited_frames"] = c.compositedFrames
        d["measured_frames"] = c.measuredFrames
        d["steady_frames"] = c.steadyFrames
        d["allocations_per_frame"] = c.allocationsPerFrame
        d["allocations_max_frame"] = c.allocationsMaxFrame
        d["allocations_in_input_per_frame"] = c.allocationsInInputPerFrame
        d["rss_start_mb"] = c.rssStart
        d["rss_end_mb"] = c.rssEnd
        d["state"] = c.state
        return d
    }

    /// The same figures as JSON: times in milliseconds, ratios to the floor, memory in MB. A higher scale's
    /// figures sit in each case under `scale<N>` (`cases.gallery.scale2.frame_p99_ms`), its floor at the top
    /// (`floor_memcpy_scale2_ms`).
    package func json() throws -> Data {
        var root: [String: Any] = [
            "date": ISO8601DateFormatter().string(from: date),
            "width": Int(size.width), "height": Int(size.height),
            "frames_per_case": frames,
            "cores": ProcessInfo.processInfo.activeProcessorCount,
            "threads": threads,
            "floor_memcpy_ms": floor,
        ]
        func withRatio(_ dict: inout [String: Any], _ key: String, _ v: Double) {
            dict[key + "_ms"] = v
            dict[key + "_floor_ratio"] = floor > 0 ? v / floor : 0
        }
        var caseDicts: [String: Any] = [:]
        for c in cases { caseDicts[c.name] = caseDictionary(c, floor: floor) }
        if let scaled {
            let key = "scale" + Self.scaleName(scaled.scale)
            for c in scaled.cases {
                var d = caseDicts[c.name] as? [String: Any] ?? [:]
                d[key] = caseDictionary(c, floor: scaled.floor)
                caseDicts[c.name] = d
            }
            root["floor_memcpy_\(key)_ms"] = scaled.floor
        }
        root["cases"] = caseDicts
        root["skipped"] = Dictionary(uniqueKeysWithValues: skipped)
        root["allocation_counting"] = allocationCounting
        root["failed_cases"] = dishonestCases
        if let blur {
            withRatio(&root, "blur_sigma20_cold", blur.cold)
            withRatio(&root, "blur_sigma20_cached", blur.cached)
        }
        if let animation {
            withRatio(&root, "animation_30000_properties_p50", animation.p50)
            withRatio(&root, "animation_30000_properties_max", animation.max)
            if let c = animationReference {
                withRatio(&root, "animation_30000_properties_c_reference_p50", c.p50)
                root["animation_30000_properties_c_ratio"] = c.p50 > 0 ? animation.p50 / c.p50 : 0
            }
        }
        if let firstFrame { root["first_frame_ms"] = firstFrame }
        return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
    }
}
