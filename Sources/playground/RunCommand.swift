import ArgumentParser
import Foundation
import Platform

/// `playground run <scene>`: the window on one scene.
struct Run: ParsableCommand {
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

    func run() throws {
        do {
            let parsedSize = try size.map(PlaygroundError.parseSize)
            let parsedScript = try script.map(Script.load(path:))
            let app = try WindowApp(scene: scene, size: parsedSize, script: parsedScript, outputDirectory: out)
            try app.run()
            for path in app.written { print(path) }
        } catch { throw fail(error) }
    }
}
