import Foundation
import Rendering
import Testing

/// `playground list`, `shot` and `run` as a user types them.
@Suite struct SceneCommandTests {
    private func temp() -> String { PlaygroundBinary.temporaryPath("cli") }

    @Test func listNamesEveryScene() throws {
        let result = try PlaygroundBinary.run(["list"])
        #expect(result.status == 0)
        #expect(result.lines.contains { $0.hasPrefix("gallery ") && $0.contains("rendering feature") })
    }

    @Test func shotWithoutScriptWritesTheSettledScene() throws {
        let out = temp()
        let result = try PlaygroundBinary.run(["shot", "gallery", "--out", out, "--size", "400x300", "--scale", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines == [out + "/gallery.png"])
        let image = try Framebuffer.load(png: out + "/gallery.png")
        #expect(image.width == 800 && image.height == 600)
        try? FileManager.default.removeItem(atPath: out)
    }

    @Test func unknownSceneListsTheKnownOnesAndFails() throws {
        for command in [["shot", "nosuch"], ["run", "nosuch"]] {
            let result = try PlaygroundBinary.run(command)
            #expect(result.status != 0)
            #expect(result.stderr.contains("unknown scene 'nosuch'"))
            #expect(result.stderr.contains("gallery"))
        }
    }

    @Test func malformedScriptIsRejectedBeforeAnythingRuns() throws {
        let out = temp()
        let script = out + "-script.txt"
        try "frames 1\nshot early\nmove 1\n".write(toFile: script, atomically: true, encoding: .utf8)
        let result = try PlaygroundBinary.run(["shot", "gallery", "--script", script, "--out", out])
        #expect(result.status != 0)
        #expect(result.stderr.contains("\(script):3: expected 'move X Y [FRAMES]'"))
        // Nothing ran: the shot on line 2 was not written.
        #expect(!FileManager.default.fileExists(atPath: out + "/early.png"))
        try? FileManager.default.removeItem(atPath: script)
    }

    @Test func badSizeIsNamed() throws {
        let result = try PlaygroundBinary.run(["shot", "gallery", "--size", "big"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("bad size 'big'"))
    }

    @Test func anOutputPathThatIsAFileIsNamedInOneLine() throws {
        let file = temp() + "-file"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let result = try PlaygroundBinary.run(["shot", "gallery", "--out", file, "--size", "200x100"])
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("playground: cannot write \(file): "))
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        try? FileManager.default.removeItem(atPath: file)
    }
}
