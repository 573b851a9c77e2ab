import ArgumentParser
import Foundation

/// `playground run <scene>`: the window on one scene.
struct Run: ParsableCommand, ContextCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open the window on a scene.",
        discussion: "With --script, input comes from the script on a virtual clock, and each `shot` reads the presented frame back into --out.")

    @Argument(help: "The scene to open (see `playground list`).")
    var scene: String

    @Option(help: "Window size in points, WIDTHxHEIGHT.")
    var size: String?

    @Option(help: "A script to play instead of live input.")
    var script: String?

    @Option(help: "Where a script's shots go.")
    var out: String?

    @MainActor func run(in context: CommandContext) throws {
        do {
            guard let type = context.catalog.scene(named: scene) else {
                throw PlaygroundError.unknownScene(name: scene, known: context.catalog.names)
            }
            let parsedSize = try size.map(PlaygroundError.parseSize)
            let parsedScript = try script.map(Script.load(path:))
            let app = WindowApp(catalog: context.catalog, scene: type, size: parsedSize, script: parsedScript,
                                outputDirectory: out)
            try app.run()
            for path in app.written { print(path) }
        } catch { throw fail(error) }
    }
}
