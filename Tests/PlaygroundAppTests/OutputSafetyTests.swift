import Foundation
import Testing

/// Every output of the program under the one rule (issue 21): a link is followed, a FIFO is written in place
/// (or refused when nobody reads it), nothing that is not a regular file is replaced, and a write that fails —
/// a full disk, stood for by `ulimit -f` — is an error that leaves nothing behind. Only a temporary folder of
/// the test's own is written: never a real device path.
@Suite struct OutputSafetyTests {
    /// A fresh folder, removed by the caller.
    private func folder(_ name: String) throws -> String {
        let path = PlaygroundBinary.temporaryPath("output-" + name)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    private func contents(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }

    /// Commands writing one file at `path` (small, fast).
    static func commands(writing path: String) -> [(String, [String])] {
        [("curve --png", ["curve", "easeInOut", "--samples", "3", "--png", path]),
         ("bench --json", ["bench", "--case", "bloq", "--frames", "2", "--steady-frames", "0", "--cases-only",
                           "--scale", "1", "--size", "160x100", "--json", path]),
         ("record gif", ["record", "bloq", "--out", path, "--format", "gif", "--duration", "0.2", "--size", "160x100"]),
         ("trace", ["trace", "spring", "--view", "1", "--size", "160x100", "--out", path]),
         ("compare png", ["compare", "spring", "--a", "bouncy", "--b", "smooth", "--view", "1", "--size", "160x100", "--frames", "2",
                          "--format", "png", "--out", path])]
    }

    @Test func aLinkIsFollowedItsTargetWrittenAndTheLinkKept() throws {
        let dir = try folder("link")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (name, arguments) in Self.commands(writing: dir + "/link") {
            let target = dir + "/target-" + name.replacingOccurrences(of: " ", with: "_")
            try Data("old".utf8).write(to: URL(fileURLWithPath: target))
            chmod(target, 0o640)
            unlink(dir + "/link")
            try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: target)
            let result = try PlaygroundBinary.run(arguments, timeout: 60)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(kind(dir + "/link") == S_IFLNK, "\(name): the link was replaced")
            let written = FileManager.default.contents(atPath: target) ?? Data()
            #expect(written.count > 3 && written != Data("old".utf8), "\(name): the target was not written")
            // Replaced whole, it keeps the permissions it had.
            var info = stat()
            stat(target, &info)
            #expect(info.st_mode & 0o777 == 0o640, "\(name)")
        }
    }

    @Test func aLinkToNothingIsRefusedAndKept() throws {
        let dir = try folder("dangling")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: dir + "/missing")
        for (name, arguments) in Self.commands(writing: dir + "/link") {
            let result = try PlaygroundBinary.run(arguments, timeout: 60)
            #expect(result.status == 1, "\(name)")
            #expect(result.stderr.contains("a symbolic link to nothing"), "\(name): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1)
            #expect(kind(dir + "/link") == S_IFLNK)
            #expect(contents(dir) == ["link"])
        }
    }

    @Test func aFIFONobodyReadsIsRefusedAtOnceAndKept() throws {
        let dir = try folder("fifo-alone")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        for (name, arguments) in Self.commands(writing: dir + "/fifo") {
            // A wait for a reader would be killed by the time-out and fail here.
            let result = try PlaygroundBinary.run(arguments, timeout: 60)
            #expect(result.status == 1, "\(name)")
            #expect(result.stderr.contains("no process is reading the FIFO"), "\(name): \(result.stderr)")
            #expect(kind(dir + "/fifo") == S_IFIFO, "\(name): the FIFO was replaced")
            #expect(contents(dir) == ["fifo"], "\(name): \(contents(dir))")
        }
    }

    @Test func aFIFOWithAReaderGetsTheWholeOutputInPlace() throws {
        let dir = try folder("fifo-read")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        for (name, arguments) in Self.commands(writing: fifo) {
            let reader = open(fifo, O_RDONLY | O_NONBLOCK)
            // A writer of the test's own keeps the reader from seeing the end before the program has written.
            let keeper = open(fifo, O_WRONLY)
            _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) & ~O_NONBLOCK)
            let box = ReadBox()
            let group = DispatchGroup()
            DispatchQueue.global().async(group: group) { box.data = Self.readAll(reader) }
            let result = try PlaygroundBinary.run(arguments, timeout: 60)
            close(keeper)
            group.wait()
            close(reader)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(kind(fifo) == S_IFIFO, "\(name): the FIFO was replaced")
            #expect(contents(dir) == ["fifo"], "\(name): \(contents(dir))")
            let magic: [UInt8] = name.hasPrefix("curve") || name.hasPrefix("compare") ? [0x89, 0x50, 0x4E, 0x47]
                : name.hasPrefix("bench") ? Array("{".utf8) : name.hasPrefix("trace") ? Array("# motion trace".utf8) : Array("GIF8".utf8)
            #expect(box.data.starts(with: magic), "\(name): \(box.data.prefix(8).map { $0 })")
            if name.hasPrefix("record") { #expect(box.data.last == 0x3B, "the GIF arrived whole") }
        }
    }

    /// A full disk, stood for by a file-size limit: each output fails with one line naming its path and leaves
    /// nothing behind (ffmpeg exits 0 after "Error writing trailer"; the recorder must not trust that).
    @Test(arguments: [
        ("clip.gif", ["record", "bloq", "--duration", "0.5", "--size", "320x200", "--out"]),
        ("clip.apng", ["record", "bloq", "--duration", "0.5", "--size", "320x200", "--out"]),
        ("clip.mp4", ["record", "bloq", "--duration", "0.5", "--size", "320x200", "--out"]),
        ("plot.png", ["curve", "easeInOut", "--samples", "3", "--png"]),
        ("bench.json", ["bench", "--case", "bloq", "--frames", "2", "--steady-frames", "0", "--cases-only", "--scale", "1",
                        "--size", "160x100", "--json"]),
    ])
    func aFullDiskIsAnErrorAndLeavesNothing(file: String, arguments: [String]) throws {
        let dir = try folder("full")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // bench's JSON is about 2 KiB: a limit of 1 KiB cuts every one of these short.
        let result = try PlaygroundBinary.run(arguments + [dir + "/" + file], timeout: 60, fileSizeLimitKiB: 1)
        #expect(result.status == 1, "\(file): status \(result.status), \(result.stderr)")
        #expect(result.stderr.hasPrefix("playground: cannot write \(dir)/\(file): "), "\(file): \(result.stderr)")
        #expect(result.stderr.contains("File too large"), "\(file): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(file): \(result.stderr)")
        #expect(contents(dir).isEmpty, "\(file): left \(contents(dir))")
    }

    @Test func aShotOnAFullDiskIsAnErrorAndLeavesNothing() throws {
        let dir = try folder("full-shot")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try PlaygroundBinary.run(["shot", "bloq", "--size", "320x200", "--out", dir], timeout: 60,
                                              fileSizeLimitKiB: 1)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("cannot write \(dir)/bloq.png: File too large"), "\(result.stderr)")
        #expect(contents(dir).isEmpty, "left \(contents(dir))")
    }

    @Test func aShotNamedAfterAFIFOKeepsTheFIFO() throws {
        let dir = try folder("shot-fifo")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/bloq.png", 0o644) == 0)
        let result = try PlaygroundBinary.run(["shot", "bloq", "--size", "160x100", "--out", dir], timeout: 60)
        #expect(result.status == 1)
        #expect(result.stderr.contains("no process is reading the FIFO"), "\(result.stderr)")
        #expect(kind(dir + "/bloq.png") == S_IFIFO)
        #expect(contents(dir) == ["bloq.png"])
    }

    @Test(arguments: [
        (["curve", "linear", "--png", ""], "cannot write '': the path is empty"),
        (["shot", "bloq", "--out", ""], "cannot write '': the path is empty"),
        (["record", "bloq", "--out", ""], "cannot write '': the path is empty"),
        (["bench", "--json", ""], "cannot write '': the path is empty"),
        (["record", "bloq", "--out", "/tmp/x.gif", "--format", "webm"], "--format webm: not a format (expected mp4, gif or apng)"),
        (["run", "bloq", "--out", "/tmp"], "--out /tmp: only a script writes shots there; add --script FILE"),
    ])
    func emptyAndPointlessOutputsAreOneLine(arguments: [String], expected: String) throws {
        let result = try PlaygroundBinary.run(arguments, timeout: 20)
        #expect(result.status == 1, "\(arguments): \(result.status)")
        #expect(result.stderr.hasPrefix("playground: " + expected), "\(arguments): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// `--png /dev/stdout` into a pipe: the picture alone on standard output, the CSV on standard error.
    @Test func standardOutputGetsTheFileAndTheLinesGoToStandardError() throws {
        let result = try PlaygroundBinary.run(["curve", "easeInOut", "--samples", "3", "--png", "/dev/stdout"], timeout: 30)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Array(result.stdoutData.prefix(4)) == [0x89, 0x50, 0x4E, 0x47], "a PNG, nothing before it")
        #expect(result.stderr.hasPrefix("t,progress,velocity\n"))
    }

    /// Standard output appended to a file (`>> log`): the output is appended, the file is not replaced (its
    /// earlier content stays, and the shell's descriptor still writes to it).
    @Test func standardOutputAppendedToAFileIsAppendedTo() throws {
        let dir = try folder("append")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let log = dir + "/log"
        try Data("before\n".utf8).write(to: URL(fileURLWithPath: log))
        var info = stat()
        stat(log, &info)
        let inode = info.st_ino
        let binary = try #require(PlaygroundBinary.url)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        shell.arguments = ["-c", "\"$0\" curve linear --samples 2 --png /dev/stdout 2>/dev/null >> \"$1\"; echo after >> \"$1\"",
                           binary.path, log]
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: log))
        #expect(data.starts(with: Data("before\n".utf8)))
        #expect(data.dropFirst(7).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(data.suffix(6) == Data("after\n".utf8))
        stat(log, &info)
        #expect(info.st_ino == inode, "the same file, not a new one renamed over it")
    }

    /// A file with another hard link is replaced by the rename, whole or not at all: the name given has the new
    /// picture, the other name keeps the old content (as after an atomic save), and a failed write leaves both.
    @Test func aHardLinkedFileIsReplacedAtomically() throws {
        let dir = try folder("hardlink")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/a.png"))
        #expect(link(dir + "/a.png", dir + "/b.png") == 0)
        let failed = try PlaygroundBinary.run(["curve", "linear", "--samples", "2", "--png", dir + "/a.png"], timeout: 30,
                                              fileSizeLimitKiB: 1)
        #expect(failed.status == 1)
        #expect(FileManager.default.contents(atPath: dir + "/a.png") == Data("old".utf8), "a failed write loses nothing")
        let result = try PlaygroundBinary.run(["curve", "linear", "--samples", "2", "--png", dir + "/a.png"], timeout: 30)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.contents(atPath: dir + "/a.png")?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        #expect(FileManager.default.contents(atPath: dir + "/b.png") == Data("old".utf8))
        #expect(contents(dir) == ["a.png", "b.png"])
    }

    /// A writable file in a folder that cannot take the hidden file is rewritten in place; on a full disk its old
    /// content is put back.
    @Test(.enabled(if: geteuid() != 0)) func aFileInAReadOnlyFolderIsRewrittenInPlace() throws {
        // (As root every folder is writable: this case only exists for other users.)
        let dir = try folder("readonly")
        defer { chmod(dir, 0o755); try? FileManager.default.removeItem(atPath: dir) }
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/a.png"))
        chmod(dir, 0o555)
        let result = try PlaygroundBinary.run(["curve", "linear", "--samples", "2", "--png", dir + "/a.png"], timeout: 30)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.contents(atPath: dir + "/a.png")?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
    }

    /// A new file gets the mode any new file gets under the user's umask (the hidden file it was made as is
    /// private, 0600, while it is written).
    @Test func aNewFileFollowsTheUmask() throws {
        let dir = try folder("umask")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let binary = try #require(PlaygroundBinary.url)
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        shell.arguments = ["-c", "umask 027 && exec \"$0\" curve linear --samples 2 --png \"$1\" >/dev/null", binary.path,
                           dir + "/new.png"]
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        var info = stat()
        #expect(stat(dir + "/new.png", &info) == 0)
        #expect(info.st_mode & 0o777 == 0o640)
    }

    /// Run as root (as CI is), a replaced file keeps its owner: a user's file does not become root's.
    @Test(.enabled(if: geteuid() == 0)) func aReplacedFileKeepsItsOwner() throws {
        let dir = try folder("owner")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/plot.png"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chown(path, 4321, 4322) == 0)
        let result = try PlaygroundBinary.run(["curve", "linear", "--samples", "2", "--png", path], timeout: 30)
        #expect(result.status == 0, "\(result.stderr)")
        var info = stat()
        stat(path, &info)
        #expect(info.st_uid == 4321 && info.st_gid == 4322)
        #expect(FileManager.default.contents(atPath: path)?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
    }

    private nonisolated final class ReadBox: @unchecked Sendable { var data = Data() }

    private nonisolated static func readAll(_ fd: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return data }
            data.append(buffer, count: n)
        }
    }
}
