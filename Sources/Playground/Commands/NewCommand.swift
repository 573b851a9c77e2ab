import ArgumentParser
import Foundation
import PlaygroundHost

/// `playground new NAME [--path DIR]`: a starter package of your own.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a starter package: one scene, its program and two tests, ready for swift run and swift test.",
        discussion: """
        Writes DIR/NAME (DIR defaults to the current directory): the Examples/MyFirstAnimation starter renamed, \
        depending on this playground's source checkout by path. Then: cd NAME && swift run (the window) and \
        swift test (a value test on the virtual clock and a golden image).
        """)

    @Argument(help: "The package's name (a Swift identifier, e.g. Bounce).")
    var name: String

    @Option(help: "The folder to write it in.")
    var path: String = "."

    @Option(name: .customLong("playground-path"), help: "The playground checkout to depend on (default: the one this program was built from).")
    var playgroundPath: String?

    func run() throws {
        do {
            let starter = try StarterPackage(name: name, playgroundRoot: playgroundPath.map {
                URL(fileURLWithPath: $0).standardizedFileURL.path
            })
            let folder = try starter.write(into: path)
            print(folder)
            print("next: cd \(folder) && swift run    # the window;  swift test    # the tests")
        } catch { throw fail(error) }
    }
}
