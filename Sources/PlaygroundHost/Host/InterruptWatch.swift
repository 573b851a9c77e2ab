import Foundation

/// Ctrl+C and SIGTERM during a headless run (`shot`, `record`): held while the run works and looked for between
/// frames, so the run stops cleanly — shots already written stay whole, a recording's partial file is removed —
/// and the command exits with status 130, instead of dying halfway through writing a file.
///
/// ```swift
/// let watch = InterruptWatch()              // from here, Ctrl+C waits for the next frame
/// driver.interruption = { watch.isInterrupted }
/// try driver.play(script)
/// if watch.isInterrupted { throw CommandFailure(message: "interrupted", status: 130) }
/// ```
///
/// The signals are blocked for the calling thread (the main one, which runs the frames), with no handler and no
/// global state; `sigpending` is asked once a frame. Ending the watch unblocks them only if none came (one that
/// came is the reason the command is exiting).
package final class InterruptWatch {
    private var previous = sigset_t()
    private var signals = sigset_t()
    private var ended = false

    package init() {
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, &previous)
    }

    /// Whether Ctrl+C or SIGTERM came since the watch began.
    package var isInterrupted: Bool {
        var pending = sigset_t()
        sigpending(&pending)
        return sigismember(&pending, SIGINT) == 1 || sigismember(&pending, SIGTERM) == 1
    }

    /// Takes a signal that came off the pending set (it then does nothing more), e.g. once handled.
    package func clear() {
        var timeout = timespec(tv_sec: 0, tv_nsec: 0)
        while isInterrupted, sigtimedwait(&signals, nil, &timeout) > 0 {}
    }

    /// Stops holding the signals (when none came: one that came would end the process at once).
    package func end() {
        guard !ended, !isInterrupted else { return }
        ended = true
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}
