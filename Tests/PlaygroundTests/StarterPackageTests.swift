import Foundation
import Testing
@testable import Playground
@testable import PlaygroundHost

/// `playground new`: the Examples/MyFirstAnimation starter written under another name.
@Suite struct StarterPackageTests {
    private func tempDir() throws -> String {
        let path = NSTemporaryDirectory() + "starter-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func writesTheStarterRenamedAndDependingOnThisCheckout() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let folder = try StarterPackage(name: "Bounce").write(into: dir)
        #expect(folder == dir + "/Bounce")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { !$0.hasSuffix("/") }
        #expect(files.contains("Sources/Bounce/CardScene.swift"))
        #expect(files.contains("Sources/BounceApp/main.swift"))
        #expect(files.contains("Tests/BounceTests/CardSceneTests.swift"))
        #expect(files.contains("Tests/BounceTests/__Snapshots__/CardSceneTests/midDrag.card.png"))
        #expect(!files.contains { $0.contains(".build") || $0.contains("MyFirstAnimation") })
        let manifest = try String(contentsOfFile: folder + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains("name: \"Bounce\""))
        #expect(manifest.contains("path: \"\(StarterPackage.sourceCheckout)\""))
        #expect(!manifest.contains("../.."))
        let main = try String(contentsOfFile: folder + "/Sources/BounceApp/main.swift", encoding: .utf8)
        #expect(main.contains("import Bounce\n"))
        // The golden is copied byte for byte.
        let template = StarterPackage.sourceCheckout + "/Examples/MyFirstAnimation/Tests/MyFirstAnimationTests/__Snapshots__/CardSceneTests/midDrag.card.png"
        #expect(FileManager.default.contents(atPath: template)
                == FileManager.default.contents(atPath: folder + "/Tests/BounceTests/__Snapshots__/CardSceneTests/midDrag.card.png"))
    }

    @Test(arguments: ["", "1abc", "my-app", "café", "a b", String(repeating: "a", count: 65)])
    func rejectsNamesThatAreNotIdentifiers(name: String) {
        #expect(throws: PlaygroundError.self) { try StarterPackage(name: name) }
    }

    @Test func refusesAFolderThatIsNotEmptyAndLeavesNothingBehind() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/Taken", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: dir + "/Taken/file"))
        #expect(throws: PlaygroundError.self) { try StarterPackage(name: "Taken").write(into: dir) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["Taken"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/Taken") == ["file"])
    }

    @Test func aMissingCheckoutIsNamed() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let starter = try StarterPackage(name: "Bounce", playgroundRoot: dir + "/nowhere")
        #expect {
            try starter.write(into: dir)
        } throws: { "\($0)".contains("cannot find the starter template at \(dir)/nowhere/Examples/MyFirstAnimation") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    /// Names that are identifiers but could not build: a keyword, or a module the package meets (its own are
    /// NAME, NAMEApp and NAMETests).
    @Test(arguments: [("Playground", "module Playground would clash"), ("Motion", "module Motion would clash"),
                      ("Views", "module Views would clash"), ("Foundation", "module Foundation would clash"),
                      ("ArgumentParser", "module ArgumentParser would clash"), ("SwiftSyntax", "module SwiftSyntax would clash"),
                      ("PlaygroundTesting", "module PlaygroundTesting would clash"),
                      ("Demos", "module Demos would clash"), ("class", "it is a Swift keyword"),
                      ("struct", "it is a Swift keyword"), ("Self", "it is a Swift keyword")])
    func refusesNamesThatCannotBuild(name: String, reason: String) {
        #expect { try StarterPackage(name: name) } throws: { "\($0)".contains(reason) && !"\($0)".contains("\n") }
    }

    /// Every target of this package's manifest is on the list of modules a starter cannot be named after.
    @Test func everyTargetOfThisPackageIsReserved() throws {
        let manifest = try String(contentsOfFile: StarterPackage.sourceCheckout + "/Package.swift", encoding: .utf8)
        let regex = try NSRegularExpression(pattern: #"\.(?:target|testTarget|executableTarget|systemLibrary)\(name: "([A-Za-z0-9_]+)""#)
        let names = regex.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)).compactMap {
            Range($0.range(at: 1), in: manifest).map { String(manifest[$0]) }
        }
        #expect(names.count > 15)
        for name in names { #expect(StarterPackage.reservedModules.contains(name), "\(name) is not reserved") }
    }

    @Test func aFileAsTheFolderIsOneLine() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: dir + "/file"))
        #expect { try StarterPackage(name: "Bounce").write(into: dir + "/file") } throws: {
            "\($0)" == "cannot write \(dir)/file: it is a file, not a directory (--path names the folder the package goes in)"
        }
    }
}
