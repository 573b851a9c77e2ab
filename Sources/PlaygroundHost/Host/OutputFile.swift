import Foundation

/// Where a command's output goes, and the one rule every output follows: a file is there whole or not at all,
/// and nothing that is not ours to replace is ever replaced.
///
/// ```swift
/// try OutputFile.write(data, to: "bench.json")             // written beside, renamed into place
/// try OutputFile.write(to: "clip.gif") { partial in         // a producer that writes a file itself
///     try encode(into: partial)
/// }
/// ```
///
/// What each kind of path gets:
/// - missing (in an existing, writable directory) or a regular file: the output is written to a hidden file
///   beside it and renamed over it only once complete (a replaced file keeps its mode, and its owner when run as
///   root; other hard links keep the old content, as after an editor's atomic save); a file in a directory that
///   cannot take the hidden file is rewritten in place once the output is complete (its old content put back if
///   that fails);
/// - this process's standard output (`/dev/stdout`, or a path naming the file or pipe it goes to): written to it,
///   at its current offset, never replaced;
/// - a symbolic link: followed, as `cp` does — its target gets the rule of its own kind; a link to nothing is
///   refused;
/// - a character device or a FIFO (`/dev/null`, a named pipe with a reader): written in place, when writable; a
///   FIFO nobody reads is refused when the output is ready, never waited on;
/// - a directory, a socket or a block device: refused.
///
/// Every write is checked: a full disk (or a file-size limit) is an error naming the path, and the partial file
/// is removed.
package enum OutputFile {
    /// Writes `data` to `path` under the rule above.
    package static func write(_ data: Data, to path: String) throws {
        try write(to: path) { partial in
            let fd = open(partial, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard fd >= 0 else { throw OutputFailure(errno) }
            try writeAll(data, to: fd, closing: true)
        }
    }

    /// Runs `produce` with a path to write into (a hidden file beside the destination, or a temporary file when
    /// the destination is written in place), checks it, and puts it in place. `produce` must write a complete
    /// file at the path it is given or throw.
    package static func write(to path: String, produce: (String) throws -> Void) throws {
        let destination = try Destination.resolve(path)
        let partial = destination.partialPath
        do {
            try produce(partial)
            try destination.place(partial)
        } catch {
            unlink(partial)
            throw destination.error(error)
        }
    }

    /// Whether `path` names this process's standard output (then a command's own lines go to standard error,
    /// so they do not mix with the file).
    package static func isStandardOutput(_ path: String) -> Bool {
        (try? Destination.resolve(path))?.kind == .standardOutput
    }

    /// Whether a command's own lines go to standard error: when its output file is standard output itself
    /// (`--out /dev/stdout`), so the two never mix.
    package static func linesGoToStandardError(besideOutputTo outputPath: String?) -> Bool {
        outputPath.map(isStandardOutput) ?? false
    }

    /// Prints a command's own text on standard output, or on standard error when `toStandardError`.
    package static func printLine(_ text: String, toStandardError: Bool, terminator: String = "\n") {
        if toStandardError {
            FileHandle.standardError.write(Data((text + terminator).utf8))
        } else {
            print(text, terminator: terminator)
        }
    }

    /// Writes `data` whole to `fd`, retrying short writes; closes it when asked (a close that fails is a write
    /// that failed).
    package static func writeAll(_ data: Data, to fd: Int32, closing: Bool) throws {
        var failure: Int32 = 0
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, base + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if n == 0 { failure = ENOSPC; return }
                offset += n
            }
        }
        if closing, close(fd) != 0, failure == 0 { failure = errno }
        if failure != 0 { throw OutputFailure(failure) }
    }
}

/// A failed write told in one line: a system call's error ("No space left on device") or words.
package struct OutputFailure: Error, CustomStringConvertible {
    package let description: String
    package init(_ code: Int32) { description = String(cString: strerror(code)) }
    package init(_ text: String) { description = text }
}
