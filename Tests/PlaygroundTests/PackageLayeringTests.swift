import Foundation
import Testing
import Playground
import PlaygroundTesting
import TestSupport
import Views

/// The host's layers: the tester, traces and watch mode's child build on the headless `PlaygroundHost`; the
/// window, overlay, inspector and command line sit on top; the bench has its own target.
@Suite struct PackageLayeringTests {
    /// Each target's direct dependencies (targets and products by name), from `swift package dump-package`.
    private static func dependencies() throws -> [String: [String]] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        // A scratch path of its own: the package's .build is locked by the `swift test` running this.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layering-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(json["targets"] as? [[String: Any]])
        var result: [String: [String]] = [:]
        for target in targets {
            let name = try #require(target["name"] as? String)
            let deps = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dep -> String? in
                for key in ["byName", "target", "product"] {
                    if let parts = dep[key] as? [Any], let first = parts.first as? String { return first }
                }
                return nil
            }
            result[name] = deps
        }
        return result
    }

    private static func closure(of target: String, in deps: [String: [String]]) -> Set<String> {
        var seen = Set<String>(), stack = [target]
        while let next = stack.popLast() {
            for dep in deps[next] ?? [] where seen.insert(dep).inserted { stack.append(dep) }
        }
        return seen
    }

    @Test func theTesterBuildsOnTheHeadlessHostAlone() throws {
        let deps = try Self.dependencies()
        for target in ["PlaygroundHost", "PlaygroundTesting", "PlaygroundSnapshotTesting"] {
            let all = Self.closure(of: target, in: deps)
            #expect(!all.isEmpty, "\(target) has dependencies")
            for above in ["Playground", "PlaygroundBench", "ArgumentParser", "PlaygroundApp", "Demos"] {
                #expect(!all.contains(above), "\(target) must not depend on \(above)")
            }
        }
        #expect(Self.closure(of: "PlaygroundTesting", in: deps).contains("PlaygroundHost"))
        #expect(Self.closure(of: "Playground", in: deps).isSuperset(of: ["PlaygroundHost", "PlaygroundBench", "ArgumentParser"]))
    }

    @Test func everyModulePlaygroundSnapshotTestingImportsIsDeclared() throws {
        let deps = try Self.dependencies()
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/PlaygroundSnapshotTesting")
        let files = try FileManager.default.contentsOfDirectory(atPath: source.path).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        let system: Set<String> = ["Foundation", "Glibc", "Testing", "XCTest"]
        for file in files {
            let text = try String(contentsOf: source.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let i = words.firstIndex(of: "import"), i + 1 < words.count,
                      words[..<i].allSatisfy({ $0.hasPrefix("@") }) else { continue }
                let module = String(words[i + 1])
                let declared = module == "SnapshotTesting" ? "SnapshotTesting" : module
                #expect(system.contains(module) || (deps["PlaygroundSnapshotTesting"] ?? []).contains(declared),
                        "\(file) imports \(module), which PlaygroundSnapshotTesting does not declare")
            }
        }
    }

    /// A tester is headless: no overlay over the scene (a scene test sees the scene alone), while the
    /// playground's own runs put the overlay on.
    @Test func aTesterHasNoOverlayAndTheHostInstallsOne() throws {
        let tester = try SceneTester(SquareScene.self, size: CGSize(width: 200, height: 120))
        #expect(tester.driver.pipeline.overlay == nil)
        tester.key(Key.i.with(.control))
        #expect(tester.driver.pipeline.overlay == nil, "Ctrl+I opens nothing headless")
        let hosted = try hostDriver(scene: SquareScene.self, size: CGSize(width: 200, height: 120))
        hosted.key(Key.i.with(.control))
        #expect(hosted.pipeline.hostOverlay?.showsInspector == true)
    }
}
