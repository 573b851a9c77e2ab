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
///   beside it and renamed over it only once complete (a replaced file keeps its permissions);
/// - a symbolic link: followed, as `cp` does — its target gets the rule of its own kind; a link to nothing is
///   refused;
/// - a character device or a FIFO (`/dev/stdout`, `/dev/null`, a named pipe with a reader): written in place,
///   when writable; a FIFO nobody reads is refused, never waited on;
/// - a directory, a socket or a block device: refused.
///
/// Every write is checked: a full disk (or a file-size limit) is an error naming the path, and the partial file
/// is removed.
enum OutputFile {
    /// Writes `data` to `path` under the rule above.
    static func write(_ data: Data, to path: String) throws {
        try write(to: path) { partial in
            let fd = open(partial, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw OutputFailure(errno) }
            try writeAll(data, to: fd, closing: true)
        }
    }

    /// Runs `produce` with a path to write into (a hidden file beside the destination, or a temporary file when
    /// the destination is written in place), checks it, and puts it in place. `produce` must write a complete
    /// file at the path it is given or throw.
    static func write(to path: String, produce: (String) throws -> Void) throws {
        let destination = try Destination.resolve(path)
        let partial = destination.partialPath
        unlink(partial)
        do {
            try produce(partial)
            try destination.place(partial)
        } catch {
            unlink(partial)
            throw destination.error(error)
        }
    }

    /// Writes `data` whole to `fd`, retrying short writes; closes it when asked (a close that fails is a write
    /// that failed).
    static func writeAll(_ data: Data, to fd: Int32, closing: Bool) throws {
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

/// A failed system call while writing, as one line ("No space left on device").
struct OutputFailure: Error, CustomStringConvertible {
    let code: Int32
    init(_ code: Int32) { self.code = code }
    var description: String { String(cString: strerror(code)) }
}

extension OutputFile {
    /// What a path names, decided once before anything is written.
    struct Destination {
        enum Kind: Equatable {
            /// Missing or a regular file: written beside `path` and renamed over it.
            case replace(existingMode: mode_t?)
            /// A character device or a FIFO: written in place.
            case inPlace
        }

        /// The path the user gave (for messages).
        let requested: String
        /// The path written: `requested` with its symbolic links followed.
        let path: String
        let kind: Kind

        /// Where the output is made before it is put in place.
        var partialPath: String {
            switch kind {
            case .replace:
                let url = URL(fileURLWithPath: path)
                return url.deletingLastPathComponent().path + "/." + url.lastPathComponent
                    + ".partial-\(getpid())"
            case .inPlace:
                return NSTemporaryDirectory() + "playground-output-\(getpid())-"
                    + "\(UInt32.random(in: 0...UInt32.max))"
            }
        }

        /// Decides what `path` is, or says in one line why it cannot be written.
        static func resolve(_ requested: String) throws -> Destination {
            guard !requested.isEmpty else {
                throw PlaygroundError.cannotWrite(path: "''", reason: "the path is empty")
            }
            var info = stat()
            if lstat(requested, &info) != 0 {
                guard errno == ENOENT else { throw PlaygroundError.cannotWrite(path: requested, reason: OutputFailure(errno).description) }
                try checkDirectory(of: requested, for: requested)
                return Destination(requested: requested, path: requested, kind: .replace(existingMode: nil))
            }
            var path = requested
            if info.st_mode & S_IFMT == S_IFLNK {
                guard stat(requested, &info) == 0 else {
                    throw PlaygroundError.cannotWrite(path: requested, reason: errno == ENOENT
                        ? "it is a symbolic link to nothing (a missing file); write to the target itself"
                        : "its link cannot be followed: \(OutputFailure(errno))")
                }
                // A regular file behind the link is replaced where it is: the link stays a link. (A device or a
                // FIFO is opened through the link, which also follows /dev/stdout's /proc links.)
                if info.st_mode & S_IFMT == S_IFREG || info.st_mode & S_IFMT == S_IFDIR {
                    guard let real = realpath(requested, nil) else {
                        throw PlaygroundError.cannotWrite(path: requested, reason: "its link cannot be followed: \(OutputFailure(errno))")
                    }
                    path = String(cString: real)
                    free(real)
                }
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                guard access(path, W_OK) == 0 else { throw PlaygroundError.cannotWrite(path: requested, reason: "permission denied") }
                try checkDirectory(of: path, for: requested)
                return Destination(requested: requested, path: path, kind: .replace(existingMode: info.st_mode & 0o7777))
            case S_IFDIR:
                throw PlaygroundError.cannotWrite(path: requested, reason: "it is a directory")
            case S_IFCHR, S_IFIFO:
                guard access(path, W_OK) == 0 else {
                    throw PlaygroundError.cannotWrite(path: requested, reason: "permission denied (it is a \(kindName(info.st_mode)), written in place)")
                }
                return Destination(requested: requested, path: path, kind: .inPlace)
            case S_IFSOCK:
                throw PlaygroundError.cannotWrite(path: requested, reason: "it is a socket; give a file, a FIFO or a character device")
            case S_IFBLK:
                throw PlaygroundError.cannotWrite(path: requested, reason: "it is a block device (a disk); the playground does not write over disks")
            default:
                throw PlaygroundError.cannotWrite(path: requested, reason: "it is not a file")
            }
        }

        private static func kindName(_ mode: mode_t) -> String {
            mode & S_IFMT == S_IFIFO ? "FIFO" : "device"
        }

        /// The directory `path` goes in exists and is writable (the hidden partial file is made there).
        private static func checkDirectory(of path: String, for requested: String) throws {
            let parent = (path as NSString).deletingLastPathComponent
            let directory = parent.isEmpty ? "." : parent
            var info = stat()
            guard stat(directory, &info) == 0 else {
                throw PlaygroundError.cannotWrite(path: requested, reason: "the directory \(directory) does not exist")
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw PlaygroundError.cannotWrite(path: requested, reason: "\(directory) is not a directory")
            }
            guard access(directory, W_OK) == 0 else {
                throw PlaygroundError.cannotWrite(path: requested, reason: "the directory \(directory) is not writable")
            }
        }

        /// Puts the finished partial file in place: renamed over the destination, or copied into it.
        func place(_ partial: String) throws {
            switch kind {
            case .replace(let mode):
                if let mode { chmod(partial, mode) }
                guard rename(partial, path) == 0 else { throw OutputFailure(errno) }
            case .inPlace:
                // A FIFO nobody reads fails at once (ENXIO) instead of waiting for a reader.
                let fd = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
                guard fd >= 0 else {
                    throw errno == ENXIO ? OutputFailureText("no process is reading the FIFO") : OutputFailure(errno)
                }
                let flags = fcntl(fd, F_GETFL)
                _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK)
                let data: Data
                do { data = try Data(contentsOf: URL(fileURLWithPath: partial)) } catch {
                    close(fd)
                    throw OutputFailureText("the finished output could not be read back: \(error.localizedDescription)")
                }
                unlink(partial)
                try OutputFile.writeAll(data, to: fd, closing: true)
            }
        }

        /// `error` as one line naming the requested path.
        func error(_ error: Error) -> Error {
            switch error {
            case is PlaygroundError, is CommandFailure: return error
            default: return PlaygroundError.cannotWrite(path: requested, reason: "\(error)")
            }
        }
    }
}

/// A write failure told in words.
struct OutputFailureText: Error, CustomStringConvertible {
    let description: String
    init(_ text: String) { description = text }
}
