import ArgumentParser
@_exported import PlaygroundHost
@_exported import PlaygroundBench
@preconcurrency import Glibc
import Foundation
import Views

/// The playground as a command-line program: the window, headless shots, scripts, the bench, curves — on the
/// scenes you give it.
///
/// ```swift
/// // Sources/MyAnimations/main.swift
/// import Playground
///
/// Playground.main(scenes: [CardScene.self])
/// ```
///
/// `swift run MyAnimations` opens the window on a launcher of your scenes; `swift run MyAnimations run card`
/// opens one; `list`, `shot`, `bench`, `curve` and `new` work as they do for `playground` itself. Add the
/// built-in demos with `import Demos` and `scenes: Demos.scenes + [CardScene.self]`.
@MainActor
public enum Playground {
    /// What a playground program serves.
    ///
    /// ```swift
    /// Playground.main(Playground.Configuration(scenes: Demos.scenes + [CardScene.self],
    ///                                          benchmarks: ["card": { CardDragCase() }],
    ///                                          programName: "myanimations"))
    /// ```
    @MainActor
    public struct Configuration {
        /// The scenes, in launcher order.
        public var scenes: [Scene.Type]
        /// Bench cases by scene name; a scene without one is measured with a generic drag.
        public var benchmarks: [String: () -> BenchScenario]
        /// The program's name in help and messages.
        public var programName: String
        /// Counts the calling thread's heap allocations (the bench's allocations per frame), where the program
        /// can count them; nil reports allocation counting as unavailable.
        public var allocationCounter: (@MainActor () -> UInt64)?

        public init(scenes: [Scene.Type], benchmarks: [String: () -> BenchScenario] = [:],
                    programName: String? = nil,
                    allocationCounter: (@MainActor () -> UInt64)? = nil) {
            self.scenes = scenes
            self.benchmarks = benchmarks
            self.programName = programName ?? Playground.defaultProgramName
            self.allocationCounter = allocationCounter
        }

        /// The scene catalogue (with the launcher).
        public var catalog: SceneCatalog { SceneCatalog(scenes, tools: SceneCatalog.playgroundTools) }
    }

    /// The executable's file name.
    public nonisolated static var defaultProgramName: String {
        (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }) ?? "playground"
    }

    /// Runs the command line (`CommandLine.arguments` by default) on `scenes`, then exits.
    public static func main(scenes: [Scene.Type], arguments: [String]? = nil) -> Never {
        main(Configuration(scenes: scenes), arguments: arguments)
    }

    /// Runs the command line on `configuration`, then exits.
    public static func main(_ configuration: Configuration, arguments: [String]? = nil) -> Never {
        if arguments == nil, let bad = argumentNotInUTF8() {
            // Swift's String would replace the bytes and so name another file.
            report(PlaygroundError.notUTF8(argument: bad).description, configuration)
            exit(1)
        }
        // Every line reaches a pipe or a file as it is printed ("recording …", Copy Swift), not at exit.
        setvbuf(stdout, nil, _IOLBF, 0)
        // A file-size limit (`ulimit -f`) makes a write fail with EFBIG, reported like a full disk, instead of
        // killing the process.
        signal(SIGXFSZ, SIG_IGN)
        let arguments = arguments ?? Array(CommandLine.arguments.dropFirst())
        // The command runs in a task started at once on this, the main, thread (it never suspends, so it ends
        // here too): Swift then keeps what a frame binds for a moment (a task-local world, an animation block,
        // an `isolated deinit`'s scope) in the task's own stack allocator, where a bare thread mallocs a record
        // each time. (`dispatchMain()` would leave the main thread: SDL's window must stay on it.)
        Task.immediate { @MainActor in exit(run(configuration, arguments: arguments)) }
        // Not reached: the task ran to its `exit` on this thread.
        fatalError("the command's task did not run at once on the main thread")
    }

    /// The first argument of this process that is not valid UTF-8 (shown with U+FFFD for its bad bytes).
    private static func argumentNotInUTF8() -> String? {
        for i in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[i] else { continue }
            if String(validatingCString: raw) == nil { return String(cString: raw) }
        }
        return nil
    }

    /// A parser message on one line: a list of choices ("- linear" lines) joined with commas.
    private static func oneLine(_ message: String) -> String {
        let lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let first = lines.first else { return "bad arguments" }
        let items = lines.dropFirst().map { $0.hasPrefix("- ") ? String($0.dropFirst(2)) : $0 }
        return items.isEmpty ? first : first + " " + items.joined(separator: ", ")
    }

    /// Writes `program: message` as one line on standard error, its control characters escaped (a bad argument
    /// quoted in it cannot move the cursor, ring the bell or break the line).
    private static func report(_ message: String, _ configuration: Configuration) {
        FileHandle.standardError.write(Data("\(configuration.programName): \(escapingControlCharacters(message))\n".utf8))
    }

    /// `text` with each control character (C0, DEL, C1) written as `\u{…}`; `\t` stays readable as `\t`.
    nonisolated static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case _ where scalar.properties.generalCategory == .control:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Runs the command line on `configuration` and returns the exit status (tests call this).
    public static func run(_ configuration: Configuration, arguments: [String]) -> Int32 {
        let context = CommandContext(configuration: configuration)
        do {
            var command = try PlaygroundCommand.parseAsRoot(arguments)
            if let scoped = command as? ContextCommand {
                try scoped.run(in: context)
            } else {
                try command.run()
            }
            return 0
        } catch {
            if let failure = error as? CommandFailure {
                report(failure.message, configuration)
                return failure.status
            }
            let code = PlaygroundCommand.exitCode(for: error).rawValue
            // Help and usage name this program, not `playground`.
            let rename = { (text: String) in
                configuration.programName == "playground" ? text
                    : text.replacingOccurrences(of: "USAGE: playground", with: "USAGE: \(configuration.programName)")
                        .replacingOccurrences(of: "'playground", with: "'\(configuration.programName)")
                        .replacingOccurrences(of: "playground <subcommand>", with: "\(configuration.programName) <subcommand>")
            }
            if code == 0 {
                // --help, --version.
                let message = PlaygroundCommand.fullMessage(for: error)
                if !message.isEmpty { print(rename(message.hasSuffix("\n") ? String(message.dropLast()) : message)) }
                return 0
            }
            // Bad input: one line, naming the problem, and where the help is (not the whole usage).
            let message = Self.oneLine(PlaygroundCommand.message(for: error))
            let help = PlaygroundCommand.fullMessage(for: error).split(separator: "\n")
                .first { $0.contains("--help' for more information") }
                .flatMap { line in line.firstIndex(of: "'").map { line[$0...].split(separator: "'").first } ?? nil }
            let text = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
            report(rename(help.map { "\(text) (see '\($0)')" } ?? text), configuration)
            return code
        }
    }
}

/// What a command needs from the program that runs it.
@MainActor
struct CommandContext {
    let configuration: Playground.Configuration
    var catalog: SceneCatalog { configuration.catalog }
}

/// A command that runs with the program's scenes.
protocol ContextCommand {
    @MainActor func run(in context: CommandContext) throws
}

/// Reports an error as one line and exits non-zero.
func fail(_ error: Error) -> CommandFailure {
    if let failure = error as? CommandFailure { return failure }
    return CommandFailure(message: (error as? PlaygroundError)?.description ?? "\(error)")
}

/// The root command.
struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "An interactive-animation playground: UIKit's animation model on SDL2.",
        discussion: "With no subcommand, opens the window on the launcher.",
        subcommands: [Launch.self, Run.self, Watch.self, Shot.self, Record.self, Trace.self, Compare.self, List.self,
                      Curve.self, Bench.self, New.self, WatchChildCommand.self],
        defaultSubcommand: Launch.self
    )
}

/// `playground` with no arguments: the window on the launcher.
struct Launch: ParsableCommand, ContextCommand {
    static let configuration = CommandConfiguration(commandName: "launch", abstract: "Open the window on the launcher.",
                                                    shouldDisplay: false)
    @MainActor func run(in context: CommandContext) throws {
        do { try WindowApp(catalog: context.catalog).run() } catch { throw fail(error) }
    }
}
