import ArgumentParser
import Demos

/// `playground list`: every scene with its one-line description.
struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the scenes.")

    func run() {
        let width = SceneCatalog.scenes.map { $0.name.count }.max() ?? 0
        for scene in SceneCatalog.scenes {
            print(scene.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + scene.summary)
        }
    }
}
