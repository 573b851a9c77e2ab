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

    /// Makes a process started with `attributes` begin with the default signal handling and an empty signal
    /// mask, whatever this process's are (SDL blocks some; the window ignores SIGPIPE; a test runner may ignore
    /// others), and, with `ownGroup`, in a process group of its own (ending the group ends all it started).
    package static func setDefaultSignals(_ attributes: inout posix_spawnattr_t, ownGroup: Bool = false) {
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in Int32(1)..<32 where signal != SIGKILL && signal != SIGSTOP { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        if ownGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
    }

    /// Makes a process started with `actions` run in `folder`; 0 or an error number.
    package static func addChangeDirectory(_ actions: inout posix_spawn_file_actions_t, _ folder: String) -> Int32 {
        process_control_spawn_addchdir(&actions, folder)
    }
}
