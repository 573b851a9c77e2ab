import ArgumentParser
import Foundation
import PlaygroundHost
import Rendering

/// `playground compare SCENE --script S --a … --b …`: two versions of a motion on one virtual clock.
struct Compare: ParsableCommand, ContextCommand {
    /// The largest window `--window` opens (points): the default window size of `run`.
    static let largestWindow = CGSize(width: 1280, height: 800)

    static let configuration = CommandConfiguration(
        abstract: "Compare two versions of a motion: traces, scenes or a scene's parameter sets, on one virtual clock.",
        discussion: """
        --a and --b each name a trace file (from `playground trace`), a parameter set SCENE declares \
        (`playground list` shows them) or another scene. Both run the script on the same virtual clock; \
        the first frame and property where their traces differ by more than ε is printed (ε: --epsilon, \
        or 0.01 pt for positions and sizes and 1e-4 for alpha, scale and angles). With --out, the runs are \
        drawn: a .png strip of --frames frames sampled evenly (A above B, or with --overlay B ghosted at 40 % \
        over A), or a clip (.mp4, .gif, .apng: A beside B, or overlaid). Traces have no pictures: --out needs \
        scenes on both sides.
        """)

    @Argument(help: "The scene whose parameter sets --a and --b may name, and whose script is played.")
    var scene: String

    @Option(parsing: .unconditional, help: "A script of input (the `shot` language; shot lines are ignored); - reads standard input.")
    var script: String?

    @Option(name: .customLong("a"), parsing: .unconditional, help: "Side A: a .trace file, a parameter set of SCENE or a scene.")
    var a: String

    @Option(name: .customLong("b"), parsing: .unconditional, help: "Side B: a .trace file, a parameter set of SCENE or a scene.")
    var b: String

    @Option(parsing: .unconditionalSingleValue, help: "A view to compare (repeatable; see `playground trace --help`). Default: every view that animates or moves.")
    var view: [String] = []

    @Option(parsing: .unconditional, help: "One tolerance for every property (default: per kind of property).")
    var epsilon: String?

    @Option(parsing: .unconditional, help: "A picture to write: .png (a strip) or .mp4, .gif, .apng (a clip).")
    var out: String?

    @Option(parsing: .unconditional, help: "The picture's format when --out has no such extension (a FIFO, /dev/stdout): png, mp4, gif or apng.")
    var format: String?

    @Option(parsing: .unconditional, help: "A .png plot of the properties that differ: A's and B's curves over frames.")
    var plot: String?

    @Flag(help: "Open the window on A and B side by side (or overlaid) after the report: keys go to both sides.")
    var window = false

    @Flag(help: "Draw B ghosted at 40 % over A instead of beside it.")
    var overlay = false

    @Option(parsing: .unconditional, help: "Frames sampled into a .png strip (1…24).")
    var frames: String = "6"

    @Option(parsing: .unconditional, help: "Size of each scene in points, WIDTHxHEIGHT.")
    var size: String = "800x600"

    @MainActor func run(in context: CommandContext) throws {
        let watch = InterruptWatch()
        defer { watch.end() }
        do {
            let tolerance = try epsilon.map { TraceTolerance.uniform(try Limits.traceEpsilon.parse($0, argument: "--epsilon")) }
                ?? TraceTolerance()
            let sampleCount = try Limits.compareStripFrames.parse(frames, argument: "--frames")
            let points = try PlaygroundError.parseSize(size)
            try PlaygroundError.checkPixels(points, scale: 1, text: size)
            let picture = try out.map { try Picture(path: $0, format: format) }
            if let out { try OutputPaths.checkFile(out) }
            if let plot { try OutputPaths.checkFile(plot) }
            let toStandardError = OutputFile.linesGoToStandardError(besideOutputTo: out)
                || OutputFile.linesGoToStandardError(besideOutputTo: plot)
            guard let type = context.catalog.scene(named: scene) else {
                throw PlaygroundError.unknownScene(name: scene, known: context.catalog.names)
            }
            let sideA = try CompareSide.parse(a, argument: "--a", scene: type, catalog: context.catalog)
            let sideB = try CompareSide.parse(b, argument: "--b", scene: type, catalog: context.catalog)
            if out != nil || window {
                for (side, name) in [(sideA, "--a"), (sideB, "--b")] {
                    if case .trace(_, let path) = side {
                        throw PlaygroundError.badArgument("\(name) \(path) is a trace, which has no pictures: "
                                                          + "--out and --window need scenes on both sides")
                    }
                }
            }
            let parsedScript = try script.map(Script.load(path:))
            // A trace file sets the frame rate a scene side runs at; two traces must share theirs (frame n is
            // another moment at another rate).
            var fileRate: Double?
            for (side, name) in [(sideA, "--a"), (sideB, "--b")] {
                guard case .trace(let trace, let path) = side else { continue }
                if let rate = fileRate, rate != trace.framesPerSecond {
                    throw PlaygroundError.badArgument("\(name) \(path) is at \(NumberLimit.format(trace.framesPerSecond)) fps, "
                                                      + "the other trace at \(NumberLimit.format(rate)): frames would be other moments")
                }
                fileRate = trace.framesPerSecond
            }
            let rate = fileRate ?? 60
            func trace(_ side: CompareSide) throws -> MotionTrace {
                switch side {
                case .trace(let trace, _): return trace
                case .run(let scene, let set):
                    let run = try TraceRun(scene: scene, catalog: context.catalog, parameterSet: set, viewPaths: view,
                                           size: points, framesPerSecond: rate)
                    run.driver.interruption = { watch.isInterrupted }
                    // As a file would hold it (its printed precision), so a run equals its own trace file.
                    return try MotionTrace(text: try run.play(parsedScript).text)
                }
            }
            let traceA = try trace(sideA), traceB = try trace(sideB)
            // Nothing traced on either side (nothing moved, no --view): a comparison of nothing is a failure —
            // but for the window, where the user does the moving.
            if traceA.tracks.isEmpty && traceB.tracks.isEmpty && !window {
                throw CommandFailure(message: "nothing to compare: nothing animated in either run "
                                     + "(give --view, or a --script that starts an animation)")
            }
            if watch.isInterrupted { throw CommandFailure(message: "interrupted: nothing was written", status: 130) }
            let report = CompareReport(a: sideA.title, b: sideB.title, traceA: traceA, traceB: traceB, tolerance: tolerance)
            // The window without a script: the runs are the user's to make there; no report of the still frame.
            if !(window && parsedScript == nil) {
                for line in report.lines { OutputFile.printLine(line, toStandardError: toStandardError) }
            }
            if let plot {
                if let divergence = report.divergence {
                    try TracePlot.write(expected: traceA, actual: traceB, divergence: divergence, to: plot, tolerance: tolerance,
                                        labels: ("A  " + sideA.title, "B  " + sideB.title), valueNames: ("A", "B"))
                    if !OutputFile.isStandardOutput(plot) { OutputFile.printLine(plot, toStandardError: toStandardError) }
                } else {
                    OutputFile.printLine("no plot: nothing differs beyond ε", toStandardError: toStandardError)
                }
            }
            if window {
                guard case .run(let sceneA, let setA) = sideA, case .run(let sceneB, let setB) = sideB else {
                    throw PlaygroundError.badArgument("--window needs scenes on both sides: a trace has no pictures")
                }
                let side = CGSize(width: points.width, height: points.height)
                let full = overlay ? CGSize(width: side.width + 24, height: side.height + CompareScene.header + 12)
                    : CGSize(width: side.width * 2 + 36, height: side.height + CompareScene.header + 12)
                // Two 800-point sides would be wider than most screens: the window opens at most 1280×800 (the
                // sides scaled alike; the window can be made larger, and the sides follow it).
                let fit = min(1, Compare.largestWindow.width / full.width, Compare.largestWindow.height / full.height)
                let size = CGSize(width: (full.width * fit).rounded(), height: (full.height * fit).rounded())
                let app = WindowApp(catalog: context.catalog, scene: CompareScene.self, size: size, script: parsedScript)
                let overlay = self.overlay
                app.prepareScene = { scene in
                    try (scene as? CompareScene)?.show(a: (sceneA, setA), b: (sceneB, setB), overlay: overlay)
                }
                try app.run()
            }
            guard let out, case .run(let sceneA, let setA) = sideA, case .run(let sceneB, let setB) = sideB else { return }
            var pictures = ComparePictures(a: sideA.title, b: sideB.title, frameWidth: Int(points.width),
                                           frameHeight: Int(points.height), overlay: overlay)
            pictures.subtitle = report.summary
            let runA = { try TraceRun(scene: sceneA, catalog: context.catalog, parameterSet: setA, viewPaths: self.view, size: points) }
            let runB = {
                let run = try TraceRun(scene: sceneB, catalog: context.catalog, parameterSet: setB, viewPaths: self.view, size: points)
                // Ghosted, B shows its content alone: its root's background would dim all of A.
                if self.overlay {
                    run.driver.pipeline.compositor.clearColor = .clear
                    run.driver.world.run { run.driver.scene.view.backgroundColor = .clear }
                }
                return run
            }
            if case .clip(let clipFormat) = picture {
                try CompareClip.write(pictures: pictures, runA: runA, runB: runB, script: parsedScript, to: out,
                                      format: clipFormat, watch: watch)
            } else {
                let count = max(traceA.frameCount, traceB.frameCount)
                let numbers = CompareReport.sampleFrames(count: count, samples: sampleCount)
                let framesA = try Compare.capture(runA(), frames: numbers, script: parsedScript, watch: watch)
                let framesB = try Compare.capture(runB(), frames: numbers, script: parsedScript, watch: watch)
                if watch.isInterrupted { throw CommandFailure(message: "interrupted: nothing was written", status: 130) }
                let strip = try pictures.strip(a: framesA, b: framesB, frameNumbers: numbers, framesPerSecond: traceA.framesPerSecond)
                try PNGOutput.write(strip, to: out)
            }
            if !OutputFile.isStandardOutput(out) { OutputFile.printLine(out, toStandardError: toStandardError) }
        } catch { throw fail(error) }
    }

    /// What `--out` asks for: a PNG strip or a clip, from `--format` or the path's extension.
    enum Picture {
        case strip
        case clip(FrameRecorder.Format)

        init(path: String, format: String?) throws {
            let name = (format ?? (path as NSString).pathExtension).lowercased()
            if name == "png" { self = .strip; return }
            if let clip = FrameRecorder.Format(rawValue: name) { self = .clip(clip); return }
            if let format {
                throw PlaygroundError.outOfLimits(argument: "--format", value: format,
                                                  problem: "not a format (expected png, mp4, gif or apng)")
            }
            throw PlaygroundError.badArgument("cannot tell what to draw into '\(path)': end it in .png (a strip), .mp4, "
                                              + ".gif or .apng (a clip), or give --format")
        }
    }

    /// Copies of the frames numbered `frames` of a run of `script`.
    @MainActor static func capture(_ run: TraceRun, frames: [Int], script: Script?, watch: InterruptWatch) throws -> [Framebuffer] {
        var index = 0
        var captured: [Int: Framebuffer] = [:]
        run.driver.interruption = { watch.isInterrupted }
        run.afterSample = { driver in
            if frames.contains(index) { captured[index] = try driver.currentFrame().copy() }
            index += 1
        }
        _ = try run.play(script)
        // A run shorter than the other holds its last frame.
        var last = captured[0]
        return try frames.map { n in
            if let frame = captured[n] { last = frame; return frame }
            if let last { return last }
            return try run.driver.currentFrame().copy()
        }
    }
}
