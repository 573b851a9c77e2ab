import ArgumentParser
import Foundation
import Views
import Rendering

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
    var size: String = Limits.defaultSize

    @Option(parsing: .unconditional, help: "Measured frames per case (1…100000).")
    var frames: String = "600"

    @Option(name: .customLong("case"), parsing: .upToNextOption, help: "Only these cases (default: all).")
    var cases: [String] = []

    @Option(name: .customLong("steady-frames"), parsing: .unconditional,
            help: "Frames per case counting allocations and resident memory (0…1000000).")
    var steadyFrames: String = "10000"

    @Option(parsing: .unconditional,
            help: "Also run every case at this scale (pixels per point, 1…4: 2 is 2560×1600 for 1280×800; 1 runs scale 1 only).")
    var scale: String = "2"

    @Option(parsing: .unconditional,
            help: "Threads the compositor draws on (1…64; default: the cores, \(RenderWorkers.defaultThreads) here).")
    var threads: String?

    @Flag(name: .customLong("cases-only"), help: "Only the demo cases: no floor, blur, animation core or first frame.")
    var casesOnly = false

    @Option(name: .customLong("first-frame-probe"), help: .hidden)
    var firstFrameProbe: String?

    /// The probes that run alone (for profiling).
    enum Probe: String, CaseIterable { case blur, animation, animationReference = "animation-reference" }

    /// Runs one probe alone (for profiling): blur or animation.
    @Option(help: .hidden)
    var probe: String?

    @MainActor func run(in context: CommandContext) throws {
        do {
            // Every argument is checked before anything runs (the full bench takes a while).
            let frames = try Limits.benchFrames.parse(self.frames, argument: "--frames")
            let steadyFrames = try Limits.benchSteadyFrames.parse(self.steadyFrames, argument: "--steady-frames")
            let scale = try Limits.benchScale.parse(self.scale, argument: "--scale")
            let threads = try self.threads.map { try Limits.renderThreads.parse($0, argument: "--threads") }
                ?? RenderWorkers.defaultThreads
            // A case is one of the catalogue's scenes (the launcher is not one: it has nothing to measure).
            for name in cases where !context.catalog.scenes.contains(where: { $0.name.lowercased() == name.lowercased() }) {
                let kind = context.catalog.scene(named: name) != nil ? "not a bench case (the launcher has nothing to measure)" : "unknown case"
                throw CommandFailure(message: "\(kind) '\(name)'; cases: \(context.catalog.names.joined(separator: ", "))")
            }
            let parsedSize = try PlaygroundError.parseSize(size)
            try PlaygroundError.checkPixels(parsedSize, scale: scale, text: size)
            let probe = try self.probe.map { name in
                guard let probe = Probe(rawValue: name) else {
                    throw PlaygroundError.outOfLimits(argument: "--probe", value: name, problem: "not a probe (expected blur, animation or animation-reference)")
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
                let b = try BenchProbes.blur(catalog: context.catalog, size: parsedSize, runs: frames, threads: threads)
                print("blur cold \(b.cold) ms, cached \(b.cached) ms")
                return
            case .animation:
                print("animation p50 \(BenchProbes.animationCore(ticks: frames).p50) ms")
                return
            case .animationReference:
                print("C reference p50 \(BenchProbes.animationReference(ticks: frames).p50) ms")
                return
            case nil: break
            }
            let report = try BenchRun(context: context, size: parsedSize, frames: frames, steadyFrames: steadyFrames,
                                      cases: cases, casesOnly: casesOnly, scale: scale, threads: threads).run()
            OutputFile.printLine(report.table(), toStandardError: OutputFile.linesGoToStandardError(besideOutputTo: json),
                                 terminator: "")
            if let json {
                do { try OutputFile.write(try report.json(), to: json) } catch let error as PlaygroundError { throw error } catch {
                    throw PlaygroundError.cannotWrite(path: json, reason: (error as NSError).localizedDescription)
                }
            }
            try report.checkHonesty()
            // Cases asked for by name that were all skipped measured nothing: that is a failure, not a result.
            if !cases.isEmpty && report.cases.isEmpty && (report.scaled?.cases.isEmpty ?? true) {
                throw CommandFailure(message: "nothing was measured: " + report.skipped.map { "\($0.0) skipped (\($0.1))" }.joined(separator: "; "))
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
    /// Measured frames run (a case that composites fewer measured nothing in those frames).
    let measuredFrames: Int
    /// Pixels per point.
    let scale: Double
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
    /// A second scale every case also runs at (1: none).
    var scale: Double = 2
    /// The threads the compositor draws on.
    var threads = RenderWorkers.defaultThreads

    struct Report {
        var date = Date()
        var threads = 1
        var size: CGSize
        var frames: Int
        var floor = 0.0
        var firstFrame: Double?
        var blur: (cold: Double, cached: Double)?
        var animation: Percentiles?
        /// The same work as `animation` in plain C (CBenchReference).
        var animationReference: Percentiles?
        var cases: [CaseFigures] = []
        /// The cases again at a higher scale, with the floor at that framebuffer size.
        var scaled: (scale: Double, floor: Double, cases: [CaseFigures])?
        var skipped: [(String, String)] = []
        var allocationCounting = true
    }

    func run() throws -> Report {
        var report = Report(size: size, frames: frames)
        report.threads = threads
        let width = Int(size.width), height = Int(size.height)
        report.allocationCounting = context.configuration.allocationCounter != nil
        let catalog = context.catalog
        if !casesOnly, let first = BenchProbes.referenceScene(in: catalog) {
            // First, while this process is the only one that has started anything.
            report.firstFrame = try BenchProbes.firstFrame(scene: first.name, size: size, runs: 3)
        }
        report.floor = BenchProbes.floor(width: width, height: height)
        let selected = cases.isEmpty ? catalog.names : cases.compactMap { catalog.scene(named: $0)?.name }
        let scenes = catalog.scenes.filter { selected.contains($0.name) }
        report.cases = try measureCases(scenes, scale: 1, skipped: &report.skipped)
        if scale > 1 {
            let floor = BenchProbes.floor(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
            report.scaled = (scale, floor, try measureCases(scenes, scale: scale, skipped: &report.skipped))
        }
        if !casesOnly {
            report.blur = try BenchProbes.blur(catalog: catalog, size: size, runs: max(min(frames, 60), 3), threads: threads)
            let ticks = max(min(frames, 120), 3)
            report.animation = BenchProbes.animationCore(ticks: ticks)
            report.animationReference = BenchProbes.animationReference(ticks: ticks)
        }
        return report
    }

    /// Every case of `scenes` at `scale` (its own scenario, or the generic drag).
    /// Every case of `scenes` at `scale` (its own scenario, or the generic drag); a case that cannot reach its
    /// state at this size is left out with its reason.
    private func measureCases(_ scenes: [Scene.Type], scale: Double, skipped: inout [(String, String)]) throws -> [CaseFigures] {
        var figures: [CaseFigures] = []
        for scene in scenes {
            let scenario = context.configuration.benchmarks[scene.name]?() ?? DragAcrossScenario()
            do {
                figures.append(try measure(scene, scenario, scale: scale))
            } catch let skip as BenchSkip {
                if !skipped.contains(where: { $0.0 == scene.name }) { skipped.append((scene.name, skip.reason)) }
            }
        }
        return figures
    }

    private func allocationCount() -> UInt64 { context.configuration.allocationCounter?() ?? 0 }

    private func measure(_ scene: Scene.Type, _ scenario: BenchScenario, scale: Double) throws -> CaseFigures {
        let name = scene.name
        let d = try BenchDriver(scene: scene, catalog: context.catalog, size: size, scale: scale)
        d.pipeline.compositor.threads = threads
        try scenario.prepare(d)
        // The scene's world stays bound over the measured frames, as a window binds it over its loop: a
        // binding per frame would allocate.
        return try d.pipeline.world.run { try measureFrames(d, scenario, name: name, scale: scale) }
    }

    private func measureFrames(_ d: BenchDriver, _ scenario: BenchScenario, name: String, scale: Double) throws -> CaseFigures {
        var i = 0
        // Warm-up: caches filled, first rasters made.
        for _ in 0..<60 { _ = d.frame { scenario.input(d, frame: i) }; i += 1 }
        try scenario.verify(d)
        var whole: [Double] = [], composite: [Double] = []
        whole.reserveCapacity(frames)
        composite.reserveCapacity(frames)
        var composited = 0
        for _ in 0..<frames {
            let t = d.frame { scenario.input(d, frame: i) }
            i += 1
            whole.append(t.whole)
            composite.append(t.composite)
            // A frame counts when it redrew pixels: one that found nothing changed measured nothing.
            if d.pipeline.compositor.lastRedrawnPixels > 0 { composited += 1 }
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
        try scenario.verify(d)
        if let error = d.pipeline.renderingError { throw error }
        return CaseFigures(name: name, state: scenario.state, frame: Percentiles(whole), composite: Percentiles(composite),
                           compositedFrames: composited, measuredFrames: frames, scale: scale, steadyFrames: steadyFrames,
                           allocationsPerFrame: steadyFrames > 0 ? Double(total) / Double(steadyFrames) : 0,
                           allocationsMaxFrame: Int(maxFrame), rssStart: rssStart, rssEnd: rssEnd)
    }
}

