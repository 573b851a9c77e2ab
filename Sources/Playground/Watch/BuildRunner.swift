@preconcurrency import Glibc
import Foundation
import PlaygroundHost
import Views

/// Runs watch mode's builds (`swift build --product NAME`), each in a process group of its own, so that
/// `cancel()` ends the build under way and everything it started (the compilers, the linker): nothing keeps
/// the package's `.build` lock after the window closed.
///
/// ```swift
/// let builds = BuildRunner()
/// Thread.detachNewThread { let (status, output) = builds.run(["swift", "build"], in: root) … }
/// builds.cancel()            // on stop: SIGTERM to the build's group, SIGKILL if it is still there 2 s later
/// ```
nonisolated final class BuildRunner: @unchecked Sendable {
    private let lock = NSLock()
    /// The running build's process (its group's id), while one runs.
    private var running: pid_t?
    private var cancelled = false

    init() {}

    /// Runs `command` (looked up on PATH) in `folder` and waits: its exit status (128 + the signal when a
    /// signal ended it) and its output, standard output and error together. Call it off the main thread.
    func run(_ command: [String], in folder: String) -> (Int32, String) {
        var output: [Int32] = [0, 0]
        guard ProcessControl.closeOnExecPipe(&output) else {
            return (127, "error: cannot run \(command.first ?? ""): pipe: \(String(cString: strerror(errno)))")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, output[1], 2)
        _ = ProcessControl.addChangeDirectory(&actions, folder)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A group of its own (cancel ends all of it), the default signal handling whatever the window's is.
        ProcessControl.setDefaultSignals(&attributes, ownGroup: true)
        let argv = (["env"] + command).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        // Started and noted under the lock: a cancel comes before (nothing starts) or after (it is ended).
        let status: Int32 = lock.withLock {
            guard !cancelled else { return ECANCELED }
            let status = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, environ)
            if status == 0 { running = pid }
            return status
        }
        close(output[1])
        guard status == 0 else {
            close(output[0])
            let reason = status == ECANCELED ? "the session stopped" : String(cString: strerror(status))
            return (127, "error: cannot run \(command.first ?? ""): \(reason)")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16384)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(output[0], $0.baseAddress, $0.count) }
            if n > 0 { bytes.append(contentsOf: chunk[0..<n]) } else if n == 0 || errno != EINTR { break }
        }
        close(output[0])
        var wait: Int32 = 0
        while waitpid(pid, &wait, 0) < 0 && errno == EINTR {}
        lock.withLock { running = nil }
        let signal = wait & 0x7f
        return (signal == 0 ? (wait >> 8) & 0xff : 128 + signal, String(decoding: bytes, as: UTF8.self))
    }

    /// Ends the build under way, if any, with everything it started (SIGTERM to its group, SIGKILL to what is
    /// left of it 2 s later), and any build asked for later. Returns at once.
    func cancel() {
        guard let group = lock.withLock({ () -> pid_t? in
            cancelled = true
            return running
        }) else { return }
        kill(-group, SIGTERM)
        Thread.detachNewThread {
            // The group outlives its leader while a member runs; its id is not reused until it is empty.
            let deadline = MonotonicClock.seconds() + 2
            while kill(-group, 0) == 0 {
                if MonotonicClock.seconds() >= deadline {
                    kill(-group, SIGKILL)
                    return
                }
                usleep(20_000)
            }
        }
    }
}
