import ArgumentParser
import Foundation
import Views

/// `playground bench`: headless frame timings of every demo in its heaviest state, the backdrop blur, the
/// animation core and the time to the first frame, each set against a memcpy of the framebuffer.
struct Bench: ParsableCommand, ContextCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure frame times, blur, the animation core and start-up; print a table (and JSON).",
        discussion: """
        Headless, single-threaded, on the virtual clock. Each demo case is driven by a built-in script into its \
        heaviest state; its frames are timed whole (input, display links, animators, layout, composite) and \
        composite only. Then it runs --steady-frames more frames counting heap allocations and resident memory. \
        Every time is in milliseconds and also given as a multiple of the floor: one memcpy of a framebuffer \
        of the same size, measured in the same run. Every scene is a case (see `list`); a scene without a \
        case of its own is dragged back and forth across the middle.
        """)

    @Option(parsing: .unconditional, help: "Also write the figures as JSON to this file (milliseconds, stable names).")
    var json: String?

    // Unconditional: "-5x10" or "-1" is a (bad) value, not an option.
    @Option(parsing: .unconditional, help: "Framebuffer size in points (scale 1), WIDTHxHEIGHT.")
    var size: String = "1280x800"

    @Option(parsing: .unconditional, help: "Measured frames per case (1…100000).")
    var frames: String = "600"

    @Option(name: .customLong("case"), parsing: .upToNextOption, help: "Only these cases (default: all).")
    var cases: [String] = []

    @Option(name: .customLong("steady-frames"), parsing: .unconditional,
            help: "Frames per case counting allocations and resident memory (0…1000000).")
    var steadyFrames: String = "10000"

    @Flag(name: .customLong("cases-only"), help: "Only the demo cases: no floor, blur, animation core or first frame.")
    var casesOnly = false

    @Option(name: .customLong("first-frame-probe"), help: .hidden)
    var firstFrameProbe: String?

    /// The probes that run alone (for profiling).
    enum Probe: String, CaseIterable { case blur, animation }

    /// Runs one probe alone (for profiling): blur or animation.
    @Option(help: .hidden)
    var probe: String?

    @MainActor func run(in context: CommandContext) throws {
        do {
            // Every argument is checked before anything runs (the full bench takes a while).
            let frames = try Limits.benchFrames.parse(self.frames, argument: "--frames")
            let steadyFrames = try Limits.benchSteadyFrames.parse(self.steadyFrames, argument: "--steady-frames")
            for name in cases where context.catalog.scene(named: name) == nil {
                throw CommandFailure(message: "unknown case '\(name)'; cases: \(context.catalog.names.joined(separator: ", "))")
            }
            let parsedSize = try PlaygroundError.parseSize(size)
            try PlaygroundError.checkPixels(parsedSize, scale: 1, text: size)
            let probe = try self.probe.map { name in
                guard let probe = Probe(rawValue: name) else {
                    throw PlaygroundError.outOfLimits(argument: "--probe", value: name, problem: "not a probe (expected blur or animation)")
                }
                return probe
            }
            if let json { try OutputPaths.checkFile(json) }
            if let scene = firstFrameProbe {
                try BenchProbes.firstFrameProbe(scene: scene, catalog: context.catalog, size: parsedSize)
                return
            }
            switch probe {
            case .blur:
                let b = try BenchProbes.blur(catalog: context.catalog, size: parsedSize, runs: frames)
                print("blur cold \(b.cold) ms, cached \(b.cached) ms")
                return
            case .animation:
                print("animation p50 \(BenchProbes.animationCore(ticks: frames).p50) ms")
                return
            case nil: break
            }
            let report = try BenchRun(context: context, size: parsedSize, frames: frames, steadyFrames: steadyFrames,
                                      cases: cases, casesOnly: casesOnly).run()
            print(report.table(), terminator: "")
            if let json {
                do { try report.json().write(to: URL(fileURLWithPath: json)) } catch {
                    throw PlaygroundError.cannotWrite(path: json, reason: (error as NSError).localizedDescription)
                }
            }
        } catch { throw fail(error) }
    }
}

/// The figures of one demo case.
struct CaseFigures {
    let name: String
    let state: String
    let frame: Percentiles
    let composite: Percentiles
    /// Measured frames that composited (the others had nothing to draw).
    let compositedFrames: Int
    let steadyFrames: Int
    let allocationsPerFrame: Double
    let allocationsMaxFrame: Int
    let rssStart: Double
    let rssEnd: Double
}

/// One run of the bench.
@MainActor
struct BenchRun {
    let context: CommandContext
    let size: CGSize
    let frames: Int
    let steadyFrames: Int
    let cases: [String]
    let casesOnly: Bool

    struct Report {
        var date = Date()
        var size: CGSize
        var frames: Int
        var floor = 0.0
        var firstFrame: Double?
        var blur: (cold: Double, cached: Double)?
        var animation: Percentiles?
        var cases: [CaseFigures] = []
        var skipped: [(String, String)] = []
        var allocationCounting = true
    }

    func run() throws -> Report {
        var report = Report(size: size, frames: frames)
        let width = Int(size.width), height = Int(size.height)
        report.allocationCounting = context.configuration.allocationCounter != nil
        let catalog = context.catalog
        if !casesOnly, let first = BenchProbes.referenceScene(in: catalog) {
            // First, while this process is the only one that has started anything.
            report.firstFrame = try BenchProbes.firstFrame(scene: first.name, size: size, runs: 3)
        }
        report.floor = BenchProbes.floor(width: width, height: height)
        let selected = cases.isEmpty ? catalog.names : cases.compactMap { catalog.scene(named: $0)?.name }
        for scene in catalog.scenes where selected.contains(scene.name) {
            let scenario = context.configuration.benchmarks[scene.name]?() ?? DragAcrossScenario()
            report.cases.append(try measure(scene, scenario))
        }
        if !casesOnly {
            report.blur = try BenchProbes.blur(catalog: catalog, size: size, runs: max(min(frames, 60), 3))
            report.animation = BenchProbes.animationCore(ticks: max(min(frames, 120), 3))
        }
        return report
    }

    private func allocationCount() -> UInt64 { context.configuration.allocationCounter?() ?? 0 }

    private func measure(_ scene: Scene.Type, _ scenario: BenchScenario) throws -> CaseFigures {
        let name = scene.name
        let d = try BenchDriver(scene: scene, catalog: context.catalog, size: size)
        try scenario.prepare(d)
        var i = 0
        // Warm-up: caches filled, first rasters made.
        for _ in 0..<60 { _ = d.frame { scenario.input(d, frame: i) }; i += 1 }
        var whole: [Double] = [], composite: [Double] = []
        whole.reserveCapacity(frames)
        composite.reserveCapacity(frames)
        var composited = 0
        for _ in 0..<frames {
            let t = d.frame { scenario.input(d, frame: i) }
            i += 1
            whole.append(t.whole)
            composite.append(t.composite)
            if t.composite > 0 { composited += 1 }
        }
        // Steady state: allocations per frame and resident memory over many frames.
        let rssStart = residentMegabytes()
        var total: UInt64 = 0, maxFrame: UInt64 = 0
        for _ in 0..<steadyFrames {
            let before = allocationCount()
            _ = d.frame { scenario.input(d, frame: i) }
            let n = allocationCount() &- before
            i += 1
            total &+= n
            maxFrame = max(maxFrame, n)
        }
        let rssEnd = residentMegabytes()
        if let error = d.pipeline.renderingError { throw error }
        return CaseFigures(name: name, state: scenario.state, frame: Percentiles(whole), composite: Percentiles(composite),
                           compositedFrames: composited, steadyFrames: steadyFrames,
                           allocationsPerFrame: steadyFrames > 0 ? Double(total) / Double(steadyFrames) : 0,
                           allocationsMaxFrame: Int(maxFrame), rssStart: rssStart, rssEnd: rssEnd)
    }
}

extension BenchRun.Report {
    private func ms(_ v: Double) -> String { String(format: "%.3f", v) }
    private func ratio(_ v: Double) -> String { floor > 0 ? String(format: "%.1f×", v / floor) : "–" }
    private func cell(_ v: Double) -> String { "\(ms(v)) (\(ratio(v)))" }

    /// The readable table.
    func table() -> String {
        var out = ""
        func line(_ s: String = "") { out += s + "\n" }
        let stamp = ISO8601DateFormatter().string(from: date)
        line("playground bench · \(Int(size.width))×\(Int(size.height)) · \(frames) frames a case · \(stamp) · \(ProcessInfo.processInfo.activeProcessorCount) cores")
        line("times in ms; (n×) = multiple of the floor")
        line()
        line("floor: memcpy of one \(Int(size.width))×\(Int(size.height)) ARGB framebuffer   \(ms(floor))")
        if !cases.isEmpty {
            line()
            func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
            func lpad(_ s: String, _ n: Int) -> String { s.count >= n ? s : String(repeating: " ", count: n - s.count) + s }
            line(pad("case", 12) + lpad("frame p50", 18) + lpad("p99", 18) + lpad("max", 18)
                 + lpad("composite p50", 18) + lpad("p99", 18) + lpad("max", 18))
            for c in cases {
                line(pad(c.name, 12) + lpad(cell(c.frame.p50), 18) + lpad(cell(c.frame.p99), 18) + lpad(cell(c.frame.max), 18)
                     + lpad(cell(c.composite.p50), 18) + lpad(cell(c.composite.p99), 18) + lpad(cell(c.composite.max), 18))
            }
            line()
            line(pad("case", 12) + lpad("allocs/frame", 14) + lpad("max in a frame", 16) + lpad("RSS start MB", 14)
                 + lpad("RSS end MB", 12) + lpad("steady frames", 15) + "   state")
            for c in cases {
                line(pad(c.name, 12) + lpad(String(format: "%.2f", c.allocationsPerFrame), 14) + lpad("\(c.allocationsMaxFrame)", 16)
                     + lpad(String(format: "%.1f", c.rssStart), 14) + lpad(String(format: "%.1f", c.rssEnd), 12)
                     + lpad("\(c.steadyFrames)", 15) + "   " + c.state)
            }
            if !allocationCounting { line("note: allocation counting is not active in this build; allocation figures read 0") }
        }
        for (name, reason) in skipped { line("\(name): \(reason)") }
        if let blur {
            line()
            line("backdrop blur, full screen, σ = 20:   cold \(cell(blur.cold))   cached \(cell(blur.cached))")
        }
        if let animation {
            line("animation core, 10,000 views × 3 properties, one tick incl. presentation reads:   p50 \(cell(animation.p50))   max \(cell(animation.max))")
        }
        if let firstFrame {
            line("first composited frame after process start (gallery):   \(ms(firstFrame))")
        }
        return out
    }

    /// The same figures as JSON: times in milliseconds, ratios to the floor, memory in MB.
    func json() throws -> Data {
        var root: [String: Any] = [
            "date": ISO8601DateFormatter().string(from: date),
            "width": Int(size.width), "height": Int(size.height),
            "frames_per_case": frames,
            "cores": ProcessInfo.processInfo.activeProcessorCount,
            "floor_memcpy_ms": floor,
        ]
        func withRatio(_ dict: inout [String: Any], _ key: String, _ v: Double) {
            dict[key + "_ms"] = v
            dict[key + "_floor_ratio"] = floor > 0 ? v / floor : 0
        }
        var caseDicts: [String: Any] = [:]
        for c in cases {
            var d: [String: Any] = [:]
            withRatio(&d, "frame_p50", c.frame.p50)
            withRatio(&d, "frame_p99", c.frame.p99)
            withRatio(&d, "frame_max", c.frame.max)
            withRatio(&d, "composite_p50", c.composite.p50)
            withRatio(&d, "composite_p99", c.composite.p99)
            withRatio(&d, "composite_max", c.composite.max)
            d["composited_frames"] = c.compositedFrames
            d["steady_frames"] = c.steadyFrames
            d["allocations_per_frame"] = c.allocationsPerFrame
            d["allocations_max_frame"] = c.allocationsMaxFrame
            d["rss_start_mb"] = c.rssStart
            d["rss_end_mb"] = c.rssEnd
            caseDicts[c.name] = d
        }
        root["cases"] = caseDicts
        root["skipped"] = Dictionary(uniqueKeysWithValues: skipped)
        root["allocation_counting"] = allocationCounting
        if let blur {
            withRatio(&root, "blur_sigma20_cold", blur.cold)
            withRatio(&root, "blur_sigma20_cached", blur.cached)
        }
        if let animation {
            withRatio(&root, "animation_30000_properties_p50", animation.p50)
            withRatio(&root, "animation_30000_properties_max", animation.max)
        }
        if let firstFrame { root["first_frame_ms"] = firstFrame }
        return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
    }
}
