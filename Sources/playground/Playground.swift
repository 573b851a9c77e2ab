import ArgumentParser

@main
struct Playground: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "An interactive-animation playground: UIKit's animation model on SDL2.",
        subcommands: [Curve.self]
    )
}
