import Foundation

extension OutputFile {
    /// What a path names, decided once before anything is written (and checked again when the output is put in
    /// place: a path that changed kind meanwhile is not replaced).
    ///
    /// ```swift
    /// let destination = try OutputFile.Destination.resolve("clip.mp4")
    /// try encode(into: destination.partialPath)
    /// try destination.place(destination.partialPath)
    /// ```
    package struct Destination {
        package enum Kind: Equatable {
            /// Missing or a regular file: written beside `path` and renamed over it.
            case replace(existing: Existing?)
            /// A regular file in a directory that cannot take the hidden file: rewritten in place once the output is
            /// complete, its old content written back if that fails.
            case rewrite
            /// This process's standard output: written to file descriptor 1.
            case standardOutput
            /// A character device or a FIFO: written in place.
            case inPlace
        }

        /// What a replaced file keeps.
        package struct Existing: Equatable {
            package let mode: mode_t
            package let owner: uid_t
            package let group: gid_t
        }

        /// The path the user gave (for messages).
        package let requested: String
        /// The path written: `requested` with its symbolic links followed.
        package let path: String
        package let kind: Kind
        /// Where the output is made before it is put in place: a hidden file beside the destination, or a private
        /// temporary file for what is written in place. Its name is random: two writers never share one.
        package let partialPath: String

        package init(requested: String, path: String, kind: Kind) {
            self.requested = requested
            self.path = path
            self.kind = kind
            let unique = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            if case .replace = kind {
                let url = URL(fileURLWithPath: path)
                // Short enough for any name the file system takes.
                let name = String(decoding: url.lastPathComponent.utf8.prefix(120), as: UTF8.self)
                partialPath = url.deletingLastPathComponent().path + "/." + name + ".partial-" + unique
            } else {
                partialPath = NSTemporaryDirectory() + "playground-output-" + unique
            }
        }

        /// Decides what `path` is, or says in one line why it cannot be written.
        package static func resolve(_ requested: String) throws -> Destination {
            guard !requested.isEmpty else {
                throw PlaygroundError.cannotWrite(path: "''", reason: "the path is empty")
            }
            var info = stat()
            if lstat(requested, &info) != 0 {
                guard errno == ENOENT else { throw PlaygroundError.cannotWrite(path: requested, reason: OutputFailure(errno).description) }
                guard directoryTakesFiles(of: requested) else { throw directoryError(of: requested, for: requested) }
                return Destination(requested: requested, path: requested, kind: .replace(existing: nil))
            }
            var path = requested
            let isLink = info.st_mode & S_IFMT == S_IFLNK
            if isLink {
                guard stat(requested, &info) == 0 else {
                    throw PlaygroundError.cannotWrite(path: requested, reason: errno == ENOENT
                        ? "it is a symbolic link to nothing (a missing file); write to the target itself"
                        : "its link cannot be followed: \(OutputFailure(errno))")
                }
            }
            // Standard output itself (/dev/stdout, or the file or pipe it is): written to, never replaced.
            var out = stat()
            if fstat(STDOUT_FILENO, &out) == 0, out.st_dev == info.st_dev, out.st_ino == info.st_ino {
                return Destination(requested: requested, path: requested, kind: .standardOutput)
            }
            if isLink, info.st_mode & S_IFMT == S_IFREG {
                // A regular file behind the link is replaced where it is: the link stays a link.
                guard let real = realpath(requested, nil) else {
                    throw PlaygroundError.cannotWrite(path: requested, reason: "its link cannot be followed: \(OutputFailure(errno))")
                }
                path = String(cString: real)
                free(real)
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                guard access(path, W_OK) == 0 else { throw PlaygroundError.cannotWrite(path: requested, reason: "permission denied") }
                // A folder that cannot take the hidden file: the file itself is rewritten (its old content put back
                // if that fails). Elsewhere the rename keeps the old file whole until the new one is: other hard
                // links keep the old content, as after an editor's atomic save.
                if !directoryTakesFiles(of: path) {
                    return Destination(requested: requested, path: path, kind: .rewrite)
                }
                let existing = Existing(mode: info.st_mode & 0o7777, owner: info.st_uid, group: info.st_gid)
                return Destination(requested: requested, path: path, kind: .replace(existing: existing))
            case S_IFDIR:
                throw PlaygroundError.cannotWrite(path: requested, reason: "it is a directory")
            case S_IFCHR, S_IFIFO:
                guard access(path, W_OK) == 0 else {
                    throw PlaygroundError.cannotWrite(path: requested, reason: "permission denied (it is a \(info.st_mode & S_IFMT == S_IFIFO ? "FIFO" : "device"), written in place)")
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

        /// Whether the directory `path` goes in exists and can take the hidden partial file.
        private static func directoryTakesFiles(of path: String) -> Bool {
            let parent = (path as NSString).deletingLastPathComponent
            var info = stat()
            return stat(parent.isEmpty ? "." : parent, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
                && access(parent.isEmpty ? "." : parent, W_OK) == 0
        }

        /// Why the directory `path` goes in cannot take files, in one line.
        private static func directoryError(of path: String, for requested: String) -> PlaygroundError {
            let parent = (path as NSString).deletingLastPathComponent
            let directory = parent.isEmpty ? "." : parent
            var info = stat()
            guard stat(directory, &info) == 0 else {
                return .cannotWrite(path: requested, reason: "the directory \(directory) does not exist")
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                return .cannotWrite(path: requested, reason: "\(directory) is not a directory")
            }
            return .cannotWrite(path: requested, reason: "the directory \(directory) is not writable")
        }

        /// Puts the finished partial file in place.
        package func place(_ partial: String) throws {
            switch kind {
            case .replace(let existing):
                // The path must still be what it was (missing, or the same regular file): never replace a link,
                // FIFO or device that appeared meanwhile.
                var now = stat()
                if lstat(path, &now) == 0 {
                    guard existing != nil, now.st_mode & S_IFMT == S_IFREG else {
                        throw OutputFailure("it changed into something else while the output was made; nothing was replaced")
                    }
                }
                if let existing {
                    // Owner first: a chown by root clears setuid/setgid, which the mode then puts back.
                    if geteuid() == 0 { _ = chown(partial, existing.owner, existing.group) }
                    chmod(partial, existing.mode)
                } else {
                    // A new file gets the mode any new file gets here (the hidden file was private while made).
                    let mask = umask(0)
                    umask(mask)
                    chmod(partial, 0o666 & ~mask)
                }
                guard rename(partial, path) == 0 else { throw OutputFailure(errno) }
            case .rewrite:
                // Kept to put back if the new content cannot be written whole (a full disk): nothing is lost. A file
                // that cannot be read back could not be restored: it is not touched.
                var now = stat()
                guard lstat(path, &now) == 0, now.st_mode & S_IFMT == S_IFREG,
                      let old = FileManager.default.contents(atPath: path) else {
                    throw OutputFailure("it cannot be replaced (its folder is not writable) nor safely rewritten (it is not a readable regular file any more)")
                }
                do {
                    try copy(partial, into: open(path, O_WRONLY | O_TRUNC | O_NOCTTY | O_CLOEXEC), closing: true)
                } catch {
                    let fd = open(path, O_WRONLY | O_TRUNC | O_NOCTTY | O_CLOEXEC)
                    let restored = fd >= 0 && (try? OutputFile.writeAll(old, to: fd, closing: true)) != nil
                    throw restored ? error : OutputFailure("\(error); its old content could not be put back either")
                }
            case .standardOutput:
                try copy(partial, into: STDOUT_FILENO, closing: false)
            case .inPlace:
                // A FIFO nobody reads fails at once (ENXIO) instead of waiting for a reader.
                let fd = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
                if fd < 0 && errno == ENXIO {
                    var info = stat()
                    let fifo = stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
                    throw OutputFailure(fifo ? "no process is reading the FIFO" : "the device is not there (ENXIO)")
                }
                if fd >= 0 {
                    // Still a FIFO or a device (not a file put there meanwhile, which this open would overwrite).
                    var info = stat()
                    let kind = fstat(fd, &info) == 0 ? info.st_mode & S_IFMT : 0
                    guard kind == S_IFIFO || kind == S_IFCHR else {
                        close(fd)
                        throw OutputFailure("it changed into something else while the output was made; nothing was written")
                    }
                    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
                }
                try copy(partial, into: fd, closing: true)
            }
        }

        /// Copies the finished file into `fd` in blocks (a reader that goes away is an error, not a SIGPIPE),
        /// then removes it.
        private func copy(_ partial: String, into fd: Int32, closing: Bool) throws {
            guard fd >= 0 else { throw OutputFailure(errno) }
            defer { unlink(partial) }
            let source = open(partial, O_RDONLY | O_CLOEXEC)
            guard source >= 0 else {
                if closing { close(fd) }
                throw OutputFailure(errno)
            }
            defer { close(source) }
            let previous = signal(SIGPIPE, SIG_IGN)
            defer { signal(SIGPIPE, previous) }
            var block = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = block.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n < 0 {
                    let code = errno
                    if closing { close(fd) }
                    throw OutputFailure(code)
                }
                if n == 0 { break }
                do { try OutputFile.writeAll(Data(block[0..<n]), to: fd, closing: false) } catch {
                    if closing { close(fd) }
                    throw error
                }
            }
            if closing, close(fd) != 0 { throw OutputFailure(errno) }
        }

        /// `error` as one line naming the requested path.
        package func error(_ error: Error) -> Error {
            switch error {
            case is PlaygroundError, is CommandFailure: return error
            default: return PlaygroundError.cannotWrite(path: requested, reason: "\(error)")
            }
        }
    }
}
