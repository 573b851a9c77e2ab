import Foundation
import Testing
@testable import Playground

@Suite struct ScriptTests {
    @Test func parsesEveryCommandIgnoringCommentsAndBlankLines() throws {
        let text = """
        # a drag
        frames 3
        down 10 20.5
        move 110 20 4   # interpolated
        up

        wheel -2
        key Space
        shot after-drag
        """
        let script = try Script.parse(text, file: "drag.txt")
        #expect(script.commands.map(\.command) == [
            .frames(3), .down(CGPoint(x: 10, y: 20.5)), .move(CGPoint(x: 110, y: 20), frames: 4), .up,
            .wheel(-2), .key(.space), .shot("after-drag"),
        ])
        #expect(script.commands.map(\.line) == [2, 3, 4, 5, 7, 8, 9])
    }

    @Test func moveWithoutFramesTakesOneFrame() throws {
        let script = try Script.parse("move 5 6", file: "s")
        #expect(script.commands.first?.command == .move(CGPoint(x: 5, y: 6), frames: 1))
    }

    @Test(arguments: [
        ("frames", 1, "expected 'frames N'"),
        ("frames 0", 1, "expected a whole number ≥ 1 for N, found '0'"),
        ("down 1", 1, "expected 'down X Y'"),
        ("frames 2\ndown a 2", 2, "expected a number for X, found 'a'"),
        ("move 1 2 3 4", 1, "expected 'move X Y [FRAMES]'"),
        ("up now", 1, "expected 'up'"),
        ("wheel", 1, "expected 'wheel DY'"),
        ("shot ../escape", 1, "expected a file name"),
        ("\n\njump 1 2", 3, "unknown command 'jump'"),
    ])
    func rejectsMalformedLinesNamingFileAndLine(text: String, line: Int, expected: String) {
        do {
            _ = try Script.parse(text, file: "bad.txt")
            Issue.record("accepted malformed script \(text)")
        } catch let error as PlaygroundError {
            guard case .malformedScript(let file, let errorLine, let message) = error else {
                Issue.record("wrong error \(error)"); return
            }
            #expect(file == "bad.txt")
            #expect(errorLine == line)
            #expect(message.contains(expected), "\(message)")
            #expect(error.description.hasPrefix("bad.txt:\(line): "))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func missingScriptFileIsNamed() {
        #expect(throws: PlaygroundError.scriptNotFound(path: "/nonexistent/s.txt")) {
            try Script.load(path: "/nonexistent/s.txt")
        }
    }

    @Test func sizesParse() throws {
        #expect(try PlaygroundError.parseSize("640x480") == CGSize(width: 640, height: 480))
        #expect(throws: PlaygroundError.badSize("640")) { try PlaygroundError.parseSize("640") }
        #expect(throws: PlaygroundError.badSize("0x10")) { try PlaygroundError.parseSize("0x10") }
    }
}
