import ArgumentParser
import Foundation
import Platform

/// `playground shot <scene>`: headless PNGs on the virtual clock.
struct Shot: ParsableCommand {
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

    func run() throws {
        do {
            let parsedSize = try PlaygroundError.parseSize(size)
            // Parse the script before anything runs, so a malformed one changes nothing.
            let parsedScript = try script.map(Script.load(path:))
            let runner = try HeadlessRunner(scene: scene, size: parsedSize, scale: scale, outputDirectory: out)
            if let parsedScript {
                try runner.play(parsedScript)
            } else {
                runner.settle()
                try runner.shot(scene)
            }
            for path in runner.written { print(path) }
        } catch { throw fail(error) }
    }
}
