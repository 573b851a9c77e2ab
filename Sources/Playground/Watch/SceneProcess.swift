@preconcurrency import Glibc
import Foundation
import PlaygroundHost

/// A scene's process for the watch window: the program started as `watch-child`, with the input to replay in
/// a file of its own (fd 5, written whole before it starts: the window never waits for the scene to read it),
/// its live input on a pipe (fd 0), its messages on another (fd 3), the shared frame (fd 4) and its standard
/// error kept (the last lines say why it stopped) and passed on to the window's.
///
/// ```swift
/// let process = try SceneProcess(executable: path, arguments: ["watch-child", …], replay: log.map(\.line),
///                                frame: shared) { message in … }
/// process.send(event.line)
/// process.terminate()
/// ```
///
/// `onMessage` is called on a reader thread with each line of fd 3, then with nil once the process closed it
/// (it ended, or is ending).
nonisolated final class SceneProcess: @unchecked Sendable {
    let pid: pid_t
    private let inputFD: Int32
    private let lock = NSLock()
    private var errorLines: [String] = []
    private var exitStatus: Int32?
    /// Signalled once its standard error is read to the end.
    private let errorsRead = DispatchSemaphore(value: 0)
    /// Signalled once it ended (and was reaped).
    private let exited = DispatchSemaphore(value: 0)

    init(executable: String, arguments: [String], replay: [String] = [], frame: SharedFrame,
         onMessage: @escaping @Sendable (String?) -> Void) throws {
        // A scene that dies leaves its input pipe without a reader: an event written before the window hears of
        // its end must fail with EPIPE (the scene is gone), not end the window by SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let replayFD = try Self.replayFile(replay)
        defer { close(replayFD) }
        var pipes: [[Int32]] = []
        for _ in 0..<3 {
            var fds: [Int32] = [0, 0]
            guard closeOnExecPipe(&fds) else {
                // Those made already are closed (out of descriptors: a retry must not leak more).
                let reason = String(cString: strerror(errno))
                pipes.joined().forEach { close($0) }
                throw PlaygroundError.badArgument("watch: pipe: \(reason)")
            }
            pipes.append(fds)
        }
        let input = pipes[0], messages = pipes[1], errors = pipes[2]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        posix_spawn_file_actions_adddup2(&actions, messages[1], WatchChild.messageFD)
        posix_spawn_file_actions_adddup2(&actions, frame.fd, WatchChild.frameFD)
        posix_spawn_file_actions_adddup2(&actions, replayFD, WatchChild.replayFD)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The scene's process gets the default signal handling and mask, whatever the window's were: a crash
        // ends it.
        ProcessControl.setDefaultSignals(&attributes)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        close(input[0]); close(messages[1]); close(errors[1])
        guard status == 0 else {
            close(input[1]); close(messages[0]); close(errors[0])
            throw PlaygroundError.badArgument("watch: cannot start \(executable): \(String(cString: strerror(status)))")
        }
        self.pid = pid
        inputFD = input[1]
        // A scene stuck in a loop must not stop the window: its input is written without waiting.
        _ = fcntl(inputFD, F_SETFL, fcntl(inputFD, F_GETFL) | O_NONBLOCK)
        let messageFD = messages[0], errorFD = errors[0]
        let messagesRead = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var reader = LineReader(fd: messageFD)
            while let line = reader.readLine(blocking: true) { onMessage(line) }
            close(messageFD)
            messagesRead.signal()
        }
        // Its end is told by waitpid, not by its pipes closing (a process it started may hold copies of them).
        let child = pid
        Thread.detachNewThread { [self] in
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 && errno == EINTR {}
            lock.withLock { exitStatus = status }
            // Its last messages and words (a fatalError's message) are read before its end is told.
            _ = messagesRead.wait(timeout: .now() + 0.5)
            _ = errorsRead.wait(timeout: .now() + 0.5)
            exited.signal()
            onMessage(nil)
        }
        Thread.detachNewThread { [self] in
            var reader = LineReader(fd: errorFD)
            while let line = reader.readLine(blocking: true) {
                FileHandle.standardError.write(Data((line + "\n").utf8))
                lock.withLock {
                    errorLines.append(line)
                    if errorLines.count > 400 { errorLines.removeFirst(errorLines.count - 400) }
                }
            }
            close(errorFD)
            errorsRead.signal()
        }
    }

    deinit { close(inputFD) }

    /// An unlinked file holding `lines`, one a line, read from its start (close-on-exec: the scene's process
    /// gets it by dup2 only). However long the log, nothing waits for a reader and nothing is dropped.
    private static func replayFile(_ lines: [String]) throws -> Int32 {
        let name = "/playground-watch-replay-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = shm_open(name, O_RDWR | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else {
            throw PlaygroundError.badArgument("watch: no file for the input to replay (shm_open: \(String(cString: strerror(errno))))")
        }
        shm_unlink(name)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 1 })
        for line in lines {
            bytes.append(contentsOf: line.utf8)
            bytes.append(10)
        }
        let written = bytes.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
        guard written, lseek(fd, 0, SEEK_SET) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw PlaygroundError.badArgument("watch: cannot write the input to replay (\(reason))")
        }
        return fd
    }

    /// Sends one line to the scene (dropped if it is gone). A scene that stopped reading (stuck in a loop)
    /// gets nothing more once its pipe is full (the window's log keeps the input for the next reload).
    func send(_ line: String) {
        guard !inputStopped else { return }
        var text = line + "\n"
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = write(inputFD, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 {
                    // Full (EAGAIN) or gone (EPIPE): a line cut in two would be read as another event; nothing
                    // more is sent.
                    inputStopped = true
                    return
                }
                offset += n
            }
        }
    }
    private var inputStopped = false

    /// The last lines it wrote to standard error.
    var lastErrorLines: [String] { lock.withLock { errorLines } }

    /// Waits for it to end and returns its wait status.
    @discardableResult
    func waitForExit() -> Int32 {
        if let status = lock.withLock({ exitStatus }), hasEnded { return status }
        exited.wait()
        hasEnded = true
        return lock.withLock { exitStatus ?? 0 }
    }
    private var hasEnded = false

    /// Ends it (SIGKILL: a scene stuck in a loop gets no say) and waits.
    func terminate() {
        guard !hasEnded else { return }
        // Not once it was reaped: its pid may be another process's by now.
        if lock.withLock({ exitStatus }) == nil { kill(pid, SIGKILL) }
        waitForExit()
    }

    /// How it ended, in words: "exit status 1", "signal 4 (Illegal instruction)".
    static func describe(_ status: Int32) -> String {
        let signal = status & 0x7f
        if signal == 0 { return "exit status \((status >> 8) & 0xff)" }
        let name = strsignal(signal).map { String(cString: $0) } ?? "signal"
        return "signal \(signal) (\(name))"
    }

    /// What the panel shows of a stopped scene's standard error: its own last lines before a crash report
    /// (a `fatalError`'s message), the crash's one-line reason and the first frames of the crashed thread that
    /// name a source line (a Swift runtime backtrace); the last lines when there is no crash report.
    static func crashSummary(_ lines: [String], limit: Int = 6) -> [String] {
        guard let marker = lines.firstIndex(where: { $0.hasPrefix("*** Signal") || $0.hasPrefix("💣") }) else {
            return Array(lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.suffix(limit))
        }
        var out = Array(lines[..<marker].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.suffix(3))
        let rest = lines[marker...]
        if let crashed = rest.first(where: { $0.contains("Program crashed:") }) {
            out.append(crashed.replacingOccurrences(of: "*", with: "").replacingOccurrences(of: "💣", with: "")
                .trimmingCharacters(in: .whitespaces))
        }
        if let thread = rest.firstIndex(where: { $0.hasPrefix("Thread") && $0.hasSuffix("crashed:") }) {
            for line in rest[(thread + 1)...] {
                if out.count >= limit || line.hasPrefix("Thread") || line.hasPrefix("Registers") { break }
                // "  1 [ra] 0x… WatchChild.runLoop() + 2729 in playground at /path/File.swift:63:19"
                // Frames of the program's own source (not the compiler's thunks).
                guard let at = line.range(of: " at /", options: .backwards),
                      let address = line.range(of: " 0x"), !line.contains("[thunk]") else { continue }
                let afterAddress = line[address.upperBound...].drop { $0 != " " }.dropFirst()
                let symbol = afterAddress.components(separatedBy: " + ").first ?? ""
                let place = (String(line[line.index(before: at.upperBound)...]) as NSString).lastPathComponent
                out.append("\(symbol) — \(place)")
            }
        }
        return Array(out.prefix(limit))
    }

    /// Whether `status` is a normal exit with status 0.
    static func exitedCleanly(_ status: Int32) -> Bool { status & 0x7f == 0 && (status >> 8) & 0xff == 0 }
}

/// pipe(2) with both ends close-on-exec from the start (pipe2: a process another thread starts at the same
/// moment inherits neither; one started later gets only what is dup2'ed for it).
nonisolated func closeOnExecPipe(_ fds: inout [Int32]) -> Bool {
    ProcessControl.closeOnExecPipe(&fds)
}
