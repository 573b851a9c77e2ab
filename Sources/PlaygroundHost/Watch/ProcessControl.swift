@preconcurrency import Glibc
import CProcessControl

/// The process calls watch mode needs that Swift cannot make directly (prctl is variadic; pipe2 and the
/// spawn's chdir are GNU extensions).
///
/// ```swift
/// try ProcessControl.endWithParent(expected: windowPID)      // the scene's process, first thing
/// var fds: [Int32] = [0, 0]
/// guard ProcessControl.closeOnExecPipe(&fds) else { … }      // errno says why
/// ```
nonisolated package enum ProcessControl {
    /// Asks the kernel to SIGKILL this process when the thread that started it ends (the window's main
    /// thread: however the window ends, SIGKILL included, no scene is left spinning), then checks that its
    /// parent is still `expected`: one that died before the request was made is not told.
    package static func endWithParent(expected: pid_t) throws {
        guard process_control_set_parent_death_signal(SIGKILL) == 0 else {
            throw PlaygroundError.badArgument("watch-child: prctl: \(String(cString: strerror(errno)))")
        }
        guard getppid() == expected else {
            throw PlaygroundError.badArgument("watch-child: the watch window (pid \(expected)) is gone")
        }
    }

    /// pipe(2) with both ends close-on-exec from the start (pipe2 O_CLOEXEC: a process another thread starts
    /// at the same moment inherits neither); false with errno set when it fails.
    package static func closeOnExecPipe(_ fds: inout [Int32]) -> Bool {
        fds.withUnsafeMutableBufferPointer { process_control_pipe_cloexec($0.baseAddress!) } == 0
    }

    /// Makes a process started with `actions` run in `folder`; 0 or an error number.
    package static func addChangeDirectory(_ actions: inout posix_spawn_file_actions_t, _ folder: String) -> Int32 {
        process_control_spawn_addchdir(&actions, folder)
    }
}
