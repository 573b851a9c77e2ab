import ArgumentParser
import Foundation

/// `playground shot <scene>`: headless PNGs on the virtual clock.
struct Shot: ParsableCommand, ContextCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a scene headless on a virtual clock at 60 fps and write PNGs.",
        discussion: """
        Without --script, writes <scene>.png of the first settled frame. A script has one command a line \
        (# comments): frames N · down X Y · move X Y [FRAMES] · up · wheel DY · key NAME · shot NAME.
        """)

    @Argument(help: "The scene to render (see `playground list`).")
    var scene: String

    @Option(help: "A script of input and shots.")
    var script: String?

    @Option(help: "Output directory.")
    var out: String = "."

    @Option(help: "Size in points, WIDTHxHEIGHT.")
    var size: String = "1280x800"

    @Option(help: "Pixels per point.")
    var scale: Double = 1

    func validate() throws {
        guard scale > 0, scale <= 4 else { throw ValidationError("--scale must be in (0, 4]") }
    }

    @MainActor func run(in context: CommandContext) throws {
        do {
            let parsedSize = try PlaygroundError.parseSize(size)
            // Parse the script before anything runs, so a malformed one changes nothing.
            let parsedScript = try script.map(Script.load(path:))
            guard let type = context.catalog.scene(named: scene) else {
                throw PlaygroundError.unknownScene(name: scene, known: context.catalog.names)
            }
            let driver = try SceneDriver(scene: type, catalog: context.catalog, size: parsedSize, scale: scale)
            let written: [String]
            if let parsedScript {
                written = try driver.play(parsedScript, writingShotsTo: out)
            } else {
                driver.settle()
                written = [try driver.writeFrame(named: scene, in: out)]
            }
            for path in written { print(path) }
        } catch { throw fail(error) }
    }
}
