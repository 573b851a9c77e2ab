import Foundation
import Testing
@testable import Playground

/// Reading a failed `swift build`'s errors.
@Suite struct BuildErrorsTests {
    static let output = """
        Building for debugging...
        [1/4] Compiling MyFirstAnimation CardScene.swift
        /tmp/x/Sources/MyFirstAnimation/CardScene.swift:12:9: error: cannot find 'sprng' in scope
        10 |     func pan() {
        11 |         let a = 1
        12 |         sprng()
           |         `- error: cannot find 'sprng' in scope
        /tmp/x/Sources/MyFirstAnimation/CardScene.swift:30:5: warning: variable 'a' was never used
        /tmp/x/Sources/MyFirstAnimation/CardScene.swift:40: error: expected declaration
        /tmp/x/Sources/MyFirstAnimation/CardScene.swift:12:9: error: cannot find 'sprng' in scope
        /tmp/x/Sources/MyFirstAnimation/CardScene.swift:12:9: note: did you mean 'spring'?
        error: fatalError
        """

    @Test func compilerErrorsComeOnceInOrderWithFileAndLine() {
        let errors = BuildErrors.parse(Self.output)
        #expect(errors == [
            BuildError(path: "/tmp/x/Sources/MyFirstAnimation/CardScene.swift", line: 12, column: 9,
                       message: "cannot find 'sprng' in scope"),
            BuildError(path: "/tmp/x/Sources/MyFirstAnimation/CardScene.swift", line: 40, column: nil,
                       message: "expected declaration"),
        ])
        #expect(errors.map(\.location) == ["CardScene.swift:12", "CardScene.swift:40"])
    }

    /// A stray brace makes swiftc report later lines first: in the list a file's errors go by line, and
    /// none is lost past the first twenty.
    @Test func errorsOfAFileGoByLineAndNoneIsDropped() {
        var output = "/p/Sources/A/Card.swift:59:1: error: extraneous '}' at top level\n"
        output += "/p/Sources/A/Card.swift:20:5: error: expected declaration\n"
        for line in 100..<130 { output += "/p/Sources/A/Other.swift:\(line):1: error: e\(line)\n" }
        output += "/p/Sources/A/Card.swift:19:9: error: consecutive statements on a line\n"
        let errors = BuildErrors.parse(output)
        #expect(errors.count == 33)
        #expect(errors.prefix(3).map(\.line) == [19, 20, 59])
        #expect(errors[3].path == "/p/Sources/A/Other.swift" && errors[3].line == 100)
    }

    @Test func theBuildsOwnErrorsCountWhenNoFileIsNamed() {
        let output = """
            error: link command failed with exit code 1 (use -v to see invocation)
            error: link command failed with exit code 1 (use -v to see invocation)
            """
        let errors = BuildErrors.parse(output)
        #expect(errors == [BuildError(path: nil, line: nil, column: nil,
                                      message: "link command failed with exit code 1 (use -v to see invocation)")])
        #expect(errors.first?.location == nil)
    }

    @Test func aPathWithColonsKeepsThem() {
        let errors = BuildErrors.parse("/tmp/a:b/File.swift:3:1: error: boom")
        #expect(errors.first?.path == "/tmp/a:b/File.swift")
        #expect(errors.first?.line == 3)
    }

    @Test func noErrorsInASuccessfulBuild() {
        #expect(BuildErrors.parse("Building for debugging...\nBuild complete! (1.20s)\n").isEmpty)
    }

    @Test func aCrashReportGivesItsReasonAndTheCrashedThreadsSourceFrames() {
        let lines = [
            "CardScene.swift:20: Fatal error: the card is gone",
            "",
            "*** Signal 4: Backtracing from 0x7f282e14126f... done ***",
            "*** Program crashed: Illegal instruction at 0x00000000000069bc ***",
            "Thread 0 \"MyApp\" crashed:",
            "  0              0x00007f282e14126f poll + 79 in libc.so.6",
            "  1 [ra]         0x00005635cda1e83a CardScene.pan(_:) + 2729 in MyApp at /tmp/x/Sources/CardScene.swift:20:19",
            "  2 [ra] [thunk] 0x00005635cda23439 thunk for @escaping (GestureRecognizer) -> () in MyApp at //<compiler-generated>",
            "Thread 1:",
            "  0  0x00007f282e0caf16 f() + 198 in MyApp at /tmp/x/Sources/Other.swift:1:1",
        ]
        #expect(SceneProcess.crashSummary(lines) == [
            "CardScene.swift:20: Fatal error: the card is gone",
            "Program crashed: Illegal instruction at 0x00000000000069bc",
            "CardScene.pan(_:) — CardScene.swift:20:19",
        ])
        #expect(SceneProcess.crashSummary(["a", "", "b"]) == ["a", "b"])
    }
}
