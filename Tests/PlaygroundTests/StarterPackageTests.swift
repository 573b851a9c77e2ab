import Foundation
import Testing
@testable import Playground

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
}
