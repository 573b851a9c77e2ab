import ArgumentParser
import Foundation
import PlaygroundHost

/// `playground run <scene>`: the window on one scene.
struct Run: ParsableCommand, ContextCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open the window on a scene.",
        discussion: "With --script, input comes from the script on a virtual clock, and each `shot` reads the presented frame back into --out.")

    @Argument(help: "The scene to open (see `playground list`).")
    var scene: String

    // Unconditional: "-5x10" is a (bad) value, not an option.
    @Option(parsing: .unconditional, help: "Window size in points, WIDTHxHEIGHT (1…16384 a side).")
    var size: String?

    @Option(parsing: .unconditional, help: "A script to play instead of live input; - reads it from standard input.")
    var script: String?

    @Option(parsing: .unconditional, help: "Where a script's shots go (only with --script).")
    var out: String?

    @Flag(help: "When the window closes, print its frame and present times (p50 / p99 of the frames that drew).")
    var stats = false

    @MainActor func run(in context: CommandContext) throws {
        do {
            guard let type = context.catalog.scene(named: scene) else {
                throw PlaygroundError.unknownScene(name: scene, known: context.catalog.names)
            }
            let parsedSize = try size.map { try PlaygroundError.parseSize($0) }
            if let out {
                // Only a script's `shot` lines write there: without one, --out would be ignored without a word.
                guard script != nil else {
                    throw PlaygroundError.badArgument("--out \(out): only a script writes shots there; add --script FILE (or use `shot` for a PNG)")
                }
                try OutputPaths.checkDirectory(out)
            }
            let parsedScript = try script.map(Script.load(path:))
            let app = WindowApp(catalog: context.catalog, scene: type, size: parsedSize, script: parsedScript,
                                outputDirectory: out)
            // Each shot's path as it is written (a caller may watch for it).
            app.onShot = { path in FileHandle.standardOutput.write(Data((path + "\n").utf8)) }
            if stats { app.frameStats = FrameStats() }
            defer {
                if let frameStats = app.frameStats {
                    let renderer = app.rendererName.map { " · SDL renderer \($0)" } ?? ""
                    // A script's frames run on the virtual clock, as fast as they can: they are not timed.
                    let frames = script == nil ? frameStats.summary : "a script's frames are not timed"
                    OutputFile.printLine(frames + renderer, toStandardError: true)
                }
            }
            try app.run()
            if app.wasInterrupted {
                throw CommandFailure(message: "interrupted: the script stopped before its end (the shots listed were written whole)",
                                     status: 130)
            }
        } catch { throw fail(error) }
    }
}
