import Foundation
import Testing
@testable import Playground
@testable import PlaygroundHost

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
        #expect(throws: PlaygroundError.outOfLimits(argument: "--size", value: "0x10",
                                                    problem: "the width is outside the limits (expected 1…16384 points)")) {
            try PlaygroundError.parseSize("0x10")
        }
    }
}

/// Scripts are bounded (each command and the whole script's virtual time), take any line ending, come from a
/// regular file or standard input, and say what a path is when it is not a file.
@Suite struct ScriptLimitTests {
    private func error(_ text: String) -> String? {
        do { _ = try Script.parse(text, file: "s.txt"); return nil } catch { return "\(error)" }
    }

    @Test func crlfAndCrLineEndingsSplitLines() throws {
        let script = try Script.parse("frames 2\r\ndown 10 20\r\nup\r\nshot a\r\n", file: "s")
        #expect(script.commands.map(\.command) == [.frames(2), .down(CGPoint(x: 10, y: 20)), .up, .shot("a")])
        #expect(script.commands.map(\.line) == [1, 2, 3, 4])
        #expect(try Script.parse("frames 1\rup", file: "s").commands.count == 2)
    }

    @Test(arguments: [
        ("frames 1000000000000", "s.txt:1: frames 1000000000000: more than the limit of 36000 frames (10 minutes at 60 fps)"),
        ("frames 99999999999999999999999", "s.txt:1: frames 99999999999999999999999: more than the limit of 36000 frames (10 minutes at 60 fps)"),
        ("move 500 500 999999999999", "s.txt:1: move FRAMES 999999999999: more than the limit of 36000 frames (10 minutes at 60 fps)"),
        ("down 1e308 5", "s.txt:1: down X 1e308: more than the limit of 100000 points"),
        ("move 5 -1e308", "s.txt:1: move Y -1e308: outside the limits (expected -100000…100000 points)"),
        ("wheel nan", "s.txt:1: wheel DY nan: not a finite number (expected -1000…1000 notches)"),
        ("wheel 5000", "s.txt:1: wheel DY 5000: more than the limit of 1000 notches"),
        ("frames 30000\nup\nframes 6000", "s.txt:3: the script runs 36001 frames by this line, more than the limit of 36000 frames (10 minutes at 60 fps) for a whole script"),
    ])
    func numbersBeyondTheirLimitsAreRejectedWhenParsed(text: String, expected: String) {
        #expect(error(text) == expected)
    }

    @Test func aTooLongShotNameIsRejectedBeforeAnyShotIsTaken() {
        let long = String(repeating: "a", count: 201)
        #expect(error("shot first\nshot \(long)") == "s.txt:2: shot NAME: a name of 201 characters is more than the limit of 200")
        #expect(error("shot \(String(repeating: "b", count: 200))") == nil)
    }

    @Test func tooManyShotsAreRejected() {
        let text = (0...Limits.scriptShots).map { "shot s\($0)" }.joined(separator: "\n")
        #expect(error(text) == "s.txt:1001: the script takes 1001 shots by this line, more than the limit of 1000")
    }

    @Test func pathsThatAreNotFilesSayWhatTheyAre() throws {
        let dir = NSTemporaryDirectory() + "script-sources-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        let big = dir + "/big.txt"
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: big))
        try handle.truncate(atOffset: UInt64(Limits.scriptBytes + 1))
        try handle.close()
        func message(_ path: String) -> String? {
            do { _ = try Script.load(path: path); return nil } catch { return "\(error)" }
        }
        #expect(message(dir) == "cannot read the script \(dir): it is a directory, not a file")
        #expect(message("/dev/null") == "cannot read the script /dev/null: it is a device, not a file")
        #expect(message(fifo)?.hasPrefix("cannot read the script \(fifo): it is a pipe, not a file; to read a script from a pipe, pass --script -") == true)
        #expect(message(big) == "cannot read the script \(big): \(Limits.scriptBytes + 1) bytes is more than the limit of \(Limits.scriptBytes) bytes")
        #expect(message(dir + "/missing.txt") == "script not found: \(dir)/missing.txt")
    }
}
