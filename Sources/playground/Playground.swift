import ArgumentParser
import Foundation
import Platform

@main
struct Playground: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "An interactive-animation playground: UIKit's animation model on SDL2.",
        discussion: "With no subcommand, opens the window on the launcher.",
        subcommands: [Launch.self, Run.self, Shot.self, List.self, Curve.self, Bench.self],
        defaultSubcommand: Launch.self
    )
}

/// Reports a playground error as one line on stderr and exits non-zero.
func fail(_ error: Error) -> ExitCode {
    let message = (error as? PlaygroundError)?.description ?? "\(error)"
    FileHandle.standardError.write(Data("playground: \(message)\n".utf8))
    return ExitCode(1)
}

/// `playground` with no arguments: the window on the launcher.
struct Launch: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "launch", abstract: "Open the window on the launcher.",
                                                    shouldDisplay: false)
    func run() throws {
        do { try WindowApp(scene: "launcher").run() } catch { throw fail(error) }
    }
}
