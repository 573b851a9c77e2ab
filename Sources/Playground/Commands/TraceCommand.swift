import ArgumentParser
import Foundation
import PlaygroundHost

/// `playground trace SCENE --script S [--view PATH] --out FILE`: a motion trace from the command line.
struct Trace: ParsableCommand, ContextCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record per-frame presentation values of a scene's views headless into a .trace text file.",
        discussion: """
        Frame 0 is the scene once loaded; then one line a frame of the script (without --script, until the \
        scene settles). Without --view, every view that animates or moves during the run is traced. A view is named \
        Type[i/j…] (subview indices from the scene's root view); --view takes such a name, the indices alone \
        (2/0), a type name (the first such view, depth first) or #TAG. Compare traces with `playground compare`, \
        or keep one as a golden (README: Motion goldens).
        """)

    @Argument(help: "The scene (see `playground list`).")
    var scene: String

    @Option(parsing: .unconditional, help: "A script of input (the `shot` language; shot lines are ignored); - reads standard input.")
    var script: String?

    @Option(parsing: .unconditionalSingleValue, help: "A view to trace (repeatable): Type[i/j], i/j, a type name or #TAG.")
    var view: [String] = []

    @Option(parsing: .unconditional, help: "The trace file to write.")
    var out: String

    @Option(parsing: .unconditional, help: "A parameter set the scene declares (see `playground list`).")
    var parameters: String?

    @Option(parsing: .unconditional, help: "Frames per second of the virtual clock (1…120).")
    var fps: String = "60"

    @Option(parsing: .unconditional, help: "Size in points, WIDTHxHEIGHT (1…16384 a side).")
    var size: String = "800x600"

    @MainActor func run(in context: CommandContext) throws {
        let watch = InterruptWatch()
        defer { watch.end() }
        do {
            let fps = try Limits.recordFramesPerSecond.parse(self.fps, argument: "--fps")
            let points = try PlaygroundError.parseSize(size)
            try PlaygroundError.checkPixels(points, scale: 1, text: size)
            try OutputPaths.checkFile(out)
            let parsedScript = try script.map(Script.load(path:))
            guard let type = context.catalog.scene(named: scene) else {
                throw PlaygroundError.unknownScene(name: scene, known: context.catalog.names)
            }
            let run = try TraceRun(scene: type, catalog: context.catalog, parameterSet: parameters, viewPaths: view,
                                   size: points, framesPerSecond: Double(fps))
            run.driver.interruption = { watch.isInterrupted }
            let trace = try run.play(parsedScript)
            if watch.isInterrupted {
                throw CommandFailure(message: "interrupted: no trace was written", status: 130)
            }
            // A trace of nothing is a failure, not a result (nothing is written).
            if trace.tracks.isEmpty {
                throw CommandFailure(message: "nothing animated in '\(scene)' during the run: no trace written "
                                     + "(give --view, or a --script that starts an animation)")
            }
            try OutputFile.write(Data(trace.text.utf8), to: out)
            if !OutputFile.isStandardOutput(out) { print(out) }
        } catch { throw fail(error) }
    }
}
