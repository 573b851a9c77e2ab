import ArgumentParser
import Foundation
import Views
import Rendering
import PlaygroundHost
import PlaygroundBench

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

    @Option(name: .customLong("max-allocations"), parsing: .unconditional,
            help: "Fail when a case's steady frames allocate more than this many times a frame on average (0: none at all).")
    var maxAllocations: String?

    @Option(name: .customLong("max-frame-allocations"), parsing: .unconditional,
            help: "The same for the frames' own work only: what input handling allocates (touches, gestures, the scene's handlers) is left out.")
    var maxFrameAllocations: String?

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
            let maxAllocations = try self.maxAllocations.map { try Limits.benchMaxAllocations.parse($0, argument: "--max-allocations") }
            let maxFrameAllocations = try self.maxFrameAllocations.map {
                try Limits.benchMaxAllocations.parse($0, argument: "--max-frame-allocations")
            }
            let checksAllocations = maxAllocations != nil || maxFrameAllocations != nil
            if checksAllocations && (self.probe != nil || firstFrameProbe != nil) {
                throw CommandFailure(message: "--max-allocations and --max-frame-allocations count the cases' frames: they do not go with --probe")
            }
            if checksAllocations && steadyFrames == 0 {
                throw CommandFailure(message: "--max-allocations needs steady frames to count in (--steady-frames is 0)")
            }
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
                try BenchProbes.firstFrameProbe(scene: scene, catalog: context.catalog, size: parsedSize,
                                                setUp: { try $0.installHostOverlay() })
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
            var run = BenchRun(catalog: context.catalog, benchmarks: context.configuration.benchmarks,
                                      allocationCounter: context.configuration.allocationCounter, size: parsedSize, frames: frames, steadyFrames: steadyFrames,
                                      cases: cases, casesOnly: casesOnly, scale: scale, threads: threads)
            // Each case runs as in the window: the overlay over the scene (hidden, but brought up to date).
            run.setUpPipeline = { try $0.installHostOverlay() }
            let report = try run.run()
            OutputFile.printLine(report.table(), toStandardError: OutputFile.linesGoToStandardError(besideOutputTo: json),
                                 terminator: "")
            if let json {
                do { try OutputFile.write(try report.json(), to: json) } catch let error as PlaygroundError { throw error } catch {
                    throw PlaygroundError.cannotWrite(path: json, reason: (error as NSError).localizedDescription)
                }
            }
            try report.checkHonesty()
            if checksAllocations {
                guard report.allocationCounting else {
                    throw CommandFailure(message: "--max-allocations: this build does not count allocations (the playground executable does)")
                }
                let over = (maxAllocations.map { report.casesAllocating(moreThan: $0) } ?? [])
                    + (maxFrameAllocations.map { report.casesAllocating(moreThan: $0, outsideInput: true) } ?? [])
                if !over.isEmpty { throw CommandFailure(message: over.joined(separator: "; ")) }
            }
            // Cases asked for by name that were all skipped measured nothing: that is a failure, not a result.
            if !cases.isEmpty && report.cases.isEmpty && (report.scaled?.cases.isEmpty ?? true) {
                throw CommandFailure(message: "nothing was measured: " + report.skipped.map { "\($0.0) skipped (\($0.1))" }.joined(separator: "; "))
            }
        } catch { throw fail(error) }
    }
}
