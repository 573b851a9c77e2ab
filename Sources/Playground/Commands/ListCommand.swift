import ArgumentParser
import PlaygroundHost
import Views

/// `playground list`: every scene with its one-line description.
struct List: ParsableCommand, ContextCommand {
    static let configuration = CommandConfiguration(abstract: "List the scenes.")

    @MainActor func run(in context: CommandContext) {
        let scenes = context.catalog.scenes
        let width = scenes.map { $0.name.count }.max() ?? 0
        for scene in scenes {
            let sets = Scene.parameterSetNames(of: scene)
            print(scene.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + scene.summary
                  + (sets.isEmpty ? "" : " · parameter sets: " + sets.joined(separator: ", ")))
        }
    }
}
