import Foundation
import Testing

/// What a hostile user typed in issue 15, each answered at once with one line naming the argument, the value
/// and the limit, and a non-zero exit — before any work (a run that hung or did the work would be killed by
/// the time-out and fail here).
@Suite struct BadInputTests {
    private static func temp(_ name: String) -> String {
        NSTemporaryDirectory() + "playground-bad-" + name + "-" + UUID().uuidString
    }

    @Test(arguments: [
        (["bench", "--frames", "4000000000"], "--frames 4000000000: more than the limit of 100000"),
        (["bench", "--frames", "9223372036854775807"], "--frames 9223372036854775807: more than the limit"),
        (["bench", "--probe", "animation", "--frames", "9223372036854775807"], "--frames 9223372036854775807: more than"),
        (["bench", "--probe", "blur", "--frames", "9223372036854775807"], "--frames 9223372036854775807: more than"),
        (["bench", "--probe", "bogus"], "--probe bogus: not a probe (expected blur, animation or animation-reference)"),
        (["bench", "--frames", "-5"], "--frames -5: less than the minimum of 1"),
        (["bench", "--threads", "0"], "--threads 0: less than the minimum of 1"),
        (["bench", "--threads", "65"], "--threads 65: more than the limit of 64"),
        (["bench", "--threads", "two"], "--threads two: not a whole number"),
        (["bench", "--steady-frames", "99999999999"], "--steady-frames 99999999999: more than the limit of 1000000"),
        (["bench", "--size", "-5x10"], "--size -5x10: the width is outside the limits"),
        (["bench", "--json", "/nonexistent-dir/b.json"], "cannot write /nonexistent-dir/b.json: the directory /nonexistent-dir does not exist"),
        (["bench", "--json", "/"], "cannot write /: it is a directory"),
        (["curve", "linear", "--samples", "100000000"], "--samples 100000000: more than the limit of 100000"),
        (["curve", "spring", "--samples", "5", "--damping-ratio", "1e300"], "--damping-ratio 1e+300: more than the limit of 1000"),
        (["curve", "spring", "--damping-ratio", "nan"], "--damping-ratio nan: not a finite number"),
        (["curve", "spring", "--mass", "inf"], "--mass inf: not a finite number"),
        (["curve", "spring", "--mass", "1e21"], "--mass 1e+21: more than the limit of 1e+20"),
        (["curve", "spring", "--stiffness", "1e23"], "--stiffness 1e+23: more than the limit of 1e+22"),
        (["curve", "spring", "--damping", "3e26", "--mass", "1e20", "--stiffness", "1e22"], "--damping 3e+26: more than the limit of 2e+26"),
        (["curve", "spring", "--damping", "1e9"],
         "--damping 1000000000: a damping ratio of 50000000 with mass 1 and stiffness 100, more than the limit of 100000"),
        (["curve", "bezier", "0.5,1.797e308,0.5,1.797e308"], "bezier y1 1.797e+308: more than the limit of 1000"),
        (["shot", "gallery", "--size", "-5x10"], "--size -5x10: the width is outside the limits (expected 1…16384 points)"),
        (["run", "gallery", "--size", "-5x10"], "--size -5x10: the width is outside the limits (expected 1…16384 points)"),
        (["shot", "gallery", "--size", "6000x6000", "--scale", "4"], "24000×24000 pixels is more than the limit of 16384 pixels a side"),
        (["shot", "gallery", "--scale", "nan"], "--scale nan: not a finite number (expected more than 0 and at most 4)"),
        (["shot", "gallery", "--scale", "-1"], "--scale -1: outside the limits"),
        (["shot", "gallery", "--script", "/dev/null"], "cannot read the script /dev/null: it is a device, not a file"),
        (["shot", "gallery", "--script", "/tmp"], "cannot read the script /tmp: it is a directory, not a file"),
        // Numbers that overflow the closed forms are refused, not printed as nan or inf.
        (["curve", "spring", "--damping-ratio", "1e-300", "--samples", "3"], "these arguments overflow the curve's numbers"),
        (["curve", "spring", "--damping-ratio", "0.5", "--duration", "1e-300", "--samples", "3"], "these arguments overflow the curve's numbers"),
        (["curve", "easeInOut", "--duration", "1e-320", "--samples", "3"], "these arguments overflow the curve's numbers"),
        // Names that could not build.
        (["new", "Playground", "--path", "/tmp"], "bad package name 'Playground': its module Playground would clash"),
        (["new", "class", "--path", "/tmp"], "bad package name 'class': it is a Swift keyword"),
        // Control characters in a bad argument are escaped, never sent to the terminal.
        (["run", "bad\u{1B}[31mname\u{7}"], "unknown scene 'bad\\u{1B}[31mname\\u{7}'"),
    ])
    func answeredInOneLine(arguments: [String], expected: String) throws {
        let result = try PlaygroundBinary.run(arguments, timeout: 20)
        #expect(result.status != 0 && result.status != 9, "\(arguments): status \(result.status)")
        #expect(result.stderr.hasPrefix("playground: "), "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// `new --path` names a directory: a file there (one this test makes) is refused, and left as it was.
    @Test func aFileAsTheNewPackagesPathIsRefused() throws {
        let file = PlaygroundBinary.temporaryPath("new-path") + ".txt"
        try "not a directory\n".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try PlaygroundBinary.run(["new", "Bounce", "--path", file], timeout: 20)
        #expect(result.status != 0 && result.status != 9, "status \(result.status)")
        #expect(result.stderr.hasPrefix("playground: cannot write \(file): it is a file, not a directory"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "not a directory\n")
    }

    @Test(arguments: [
        ("frames 1000000000000\n", "frames 1000000000000: more than the limit of 36000 frames"),
        ("move 500 500 999999999999\n", "move FRAMES 999999999999: more than the limit of 36000 frames"),
        ("shot a\nshot \(String(repeating: "n", count: 300))\n", ":2: shot NAME: a name of 300 characters is more than the limit of 200"),
    ])
    func scriptsBeyondTheLimitsAreRejectedBeforeAnythingRuns(script: String, expected: String) throws {
        let path = Self.temp("script") + ".txt", out = Self.temp("out")
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try PlaygroundBinary.run(["shot", "gallery", "--script", path, "--out", out, "--size", "200x100"], timeout: 20)
        #expect(result.status != 0 && result.status != 9)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        // Nothing ran: not even the first shot was written.
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aScriptFromStandardInputWithCRLFLineEndingsJustWorks() throws {
        let out = Self.temp("stdin")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let script = Data("frames 2\r\ndown 100 50\r\nup\r\nshot from-stdin\r\n".utf8)
        let result = try PlaygroundBinary.run(["shot", "gallery", "--script", "-", "--out", out, "--size", "200x100"],
                                              input: script, timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines == [out + "/from-stdin.png"])
        #expect(FileManager.default.fileExists(atPath: out + "/from-stdin.png"))
        // Written whole: no partial file left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["from-stdin.png"])
    }

    @Test func aPipeAsAScriptPathSaysSoAndPointsToStandardInput() throws {
        let fifo = Self.temp("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let result = try PlaygroundBinary.run(["shot", "gallery", "--script", fifo], timeout: 20)
        #expect(result.status != 0 && result.status != 9)
        #expect(result.stderr == "playground: cannot read the script \(fifo): it is a pipe, not a file; to read a script from a pipe, pass --script - and send it to standard input\n")
    }

    /// A path whose bytes are not UTF-8 would reach the file system changed (U+FFFD): refused, naming it.
    @Test func anArgumentThatIsNotUTF8IsRefused() throws {
        guard let exe = PlaygroundBinary.url?.path else { Issue.record("no playground binary"); return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // printf writes the raw byte 0xFF, which Foundation's [String] arguments could not carry.
        process.arguments = ["-c", "\"$0\" shot gallery --size 100x100 --out \"$(printf 'out\\377')\"", exe]
        process.currentDirectoryURL = URL(fileURLWithPath: NSTemporaryDirectory())
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(text.hasPrefix("playground: the argument 'out\u{FFFD}' is not valid UTF-8"), "\(text)")
        #expect(!FileManager.default.fileExists(atPath: NSTemporaryDirectory() + "out\u{FFFD}"))
    }
}
