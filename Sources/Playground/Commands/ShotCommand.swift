import ArgumentParser
import Foundation
import PlaygroundHost

/// `playground shot <scene>`: headless PNGs on the virtual clock.
struct Shot: ParsableCommand, ContextCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a scene headless on a virtual clock at 60 fps and write PNGs.",
        discussion: """
        Without --script, writes <scene>.png of the first settled frame. A script has one command a line \
        (# comments): frames N · down X Y [alt] · move X Y [FRAMES] · up · wheel DY · zoom DY · \
        pinch X Y SCALE [FRAMES] · key NAME · text "…" · compose "…" [CURSOR] · shot NAME (README: Scripts).
        """)

    @Argument(help: "The scene to render (see `playground list`).")
    var scene: String

    @Option(parsing: .unconditional, help: "A script of input and shots; - reads it from standard input.")
    var script: String?

    @Option(parsing: .unconditional, help: "Output directory.")
    var out: String = "."

    // Unconditional: "-5x10" is a (bad) value, not an option.
    @Option(parsing: .unconditional, help: "Size in points, WIDTHxHEIGHT (1…16384 a side).")
    var size: String = Limits.defaultSize

    @Option(parsing: .unconditional, help: "Pixels per point (more than 0, at most 4).")
    var scale: String = "1"

    @MainActor func run(in context: CommandContext) throws {
        // Ctrl+C and SIGTERM are held from the start (before any thread exists, so every thread holds them) and
        // looked for between frames.
        let watch = InterruptWatch()
        defer { watch.end() }
        do {
            // Every number is checked and the script parsed before anything runs, so bad input changes nothing.
            let parsedSize = try PlaygroundError.parseSize(size)
            let scale = try Limits.scale.parse(self.scale, argument: "--scale")
            try PlaygroundError.checkPixels(parsedSize, scale: scale, text: size)
            try OutputPaths.checkDirectory(out)
            let parsedScript = try script.map(Script.load(path:))
            guard let type = context.catalog.scene(named: scene) else {
                throw PlaygroundError.unknownScene(name: scene, known: context.catalog.names)
            }
            let driver = try SceneDriver(scene: type, catalog: context.catalog, size: parsedSize, scale: scale)
            try driver.pipeline.installHostOverlay()
            driver.interruption = { watch.isInterrupted }
            let written: [String]
            if let parsedScript {
                written = try driver.play(parsedScript, writingShotsTo: out)
            } else {
                driver.settle()
                written = driver.isStopped ? [] : [try driver.writeFrame(named: scene, in: out)]
            }
            for path in written { print(path) }
            if watch.isInterrupted {
                throw CommandFailure(message: "interrupted: the run stopped between frames (the shots listed were written whole)",
                                     status: 130)
            }
        } catch { throw fail(error) }
    }
}
