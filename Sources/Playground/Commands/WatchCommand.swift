@preconcurrency import Glibc
import ArgumentParser
import Foundation
import PlaygroundHost

/// `playground watch [scene]`: the window on a scene, rebuilt and reloaded on every save under the package's
/// Sources/, the input since the scene opened replayed.
struct Watch: ParsableCommand, ContextCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open the window on a scene and reload it on every save under Sources/.",
        discussion: """
            Each save under the package's Sources/ runs `swift build --product <this program>`; when it builds, \
            the scene restarts in a new process and replays the input given since it opened, landing where it was. \
            A failed build shows its first errors over the last frame; a scene that crashes shows why, and the \
            window stays.
            """)

    @Argument(help: "The scene to open (see `list`; the first scene by default).")
    var scene: String?

    @Option(parsing: .unconditional, help: "Window size in points, WIDTHxHEIGHT (1…16384 a side).")
    var size: String?

    @Option(name: .customLong("package-path"), parsing: .unconditional,
            help: "The package to build and watch (default: the one this program was built in, else the current folder).")
    var packagePath: String?

    @Option(name: .customLong("build-command"), parsing: .unconditional,
            help: ArgumentHelp("A shell command to build with instead of swift build (run in the package's folder).", visibility: .hidden))
    var buildCommand: String?

    @MainActor func run(in context: CommandContext) throws {
        do {
            let type = try scene.map { name in
                guard let type = context.catalog.scene(named: name) else {
                    throw PlaygroundError.unknownScene(name: name, known: context.catalog.names)
                }
                return type
            } ?? context.catalog.scenes.first ?? context.catalog.launcher
            let parsedSize = try size.map { try PlaygroundError.parseSize($0) }
            let executable = Self.executablePath()
            guard let root = Self.packageRoot(given: packagePath, executable: executable) else {
                throw PlaygroundError.badArgument(packagePath.map { "--package-path \($0): no Package.swift there" }
                    ?? "watch: no package found (no Package.swift above \(executable) or in the current folder); pass --package-path")
            }
            let product = (executable as NSString).lastPathComponent
            let release = executable.contains("/release/")
            var build = ["swift", "build", "--product", product] + (release ? ["-c", "release"] : [])
            if let buildCommand { build = ["/bin/sh", "-c", buildCommand] }
            var configuration = WatchSession.Configuration(executable: executable, scene: type.name, packageRoot: root,
                                                           sources: root + "/Sources", build: build)
            configuration.warmsUp = buildCommand == nil
            try WatchWindow(configuration, size: parsedSize).run()
        } catch { throw fail(error) }
    }

    /// This program's file (the link /proc/self/exe names, read before a rebuild replaces it).
    static func executablePath() -> String {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = buffer.withUnsafeMutableBytes { readlink("/proc/self/exe", $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count - 1) }
        if n > 0 {
            let path = String(decoding: buffer[0..<n], as: UTF8.self)
            return path.hasSuffix(" (deleted)") ? String(path.dropLast(10)) : path
        }
        return CommandLine.arguments[0]
    }

    /// The package's folder: `given`, else the nearest folder above the executable with a Package.swift,
    /// else the current folder if it has one.
    static func packageRoot(given: String?, executable: String) -> String? {
        let files = FileManager.default
        func hasManifest(_ folder: String) -> Bool { files.fileExists(atPath: folder + "/Package.swift") }
        if let given {
            let path = URL(fileURLWithPath: given).standardizedFileURL.path
            return hasManifest(path) ? path : nil
        }
        var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        while folder.path != "/" {
            // The executable lies in <package>/.build/…: the package is above the .build folder.
            if folder.lastPathComponent == ".build" {
                let package = folder.deletingLastPathComponent().path
                if hasManifest(package) { return package }
            }
            folder = folder.deletingLastPathComponent()
        }
        let current = files.currentDirectoryPath
        return hasManifest(current) ? current : nil
    }
}

/// `watch-child`: the scene's process of the watch window (not for people: the window starts it).
struct WatchChildCommand: ParsableCommand, ContextCommand {
    static let configuration = CommandConfiguration(commandName: "watch-child", abstract: "The scene's process of watch mode.",
                                                    shouldDisplay: false)

    @Argument var scene: String
    @Option(parsing: .unconditional) var origin: Double
    @Option(parsing: .unconditional) var size: String
    @Option(parsing: .unconditional) var scale: String = "1"
    /// The window's process: this one dies with it.
    @Option(name: .customLong("window-pid"), parsing: .unconditional) var windowPID: Int32?

    @MainActor func run(in context: CommandContext) throws {
        do {
            // First: a window killed outright (SIGKILL) must not leave a scene spinning in a loop behind it.
            if let windowPID { try ProcessControl.endWithParent(expected: pid_t(windowPID)) }
            guard let type = context.catalog.scene(named: scene) else {
                throw PlaygroundError.unknownScene(name: scene, known: context.catalog.names)
            }
            let parsedSize = try PlaygroundError.parseSize(size)
            let parsedScale = try Limits.scale.parse(scale, argument: "--scale")
            guard origin.isFinite else { throw PlaygroundError.badArgument("--origin \(origin): not a time") }
            let child = try WatchChild(scene: type, catalog: context.catalog, size: parsedSize, scale: parsedScale, origin: origin,
                                       setUp: { try $0.installHostOverlay() })
            try child.runLoop()
        } catch { throw fail(error) }
    }
}
