@preconcurrency import Glibc
import Foundation
import PlaygroundHost
import Motion

/// Watches a folder tree (a package's `Sources/`) with inotify and calls back once a burst of saves is over:
/// no polling, a thread of its own asleep in `poll` until the kernel has something to say.
///
/// ```swift
/// let watcher = try SourceWatcher(root: "/path/MyApp/Sources") { firstChange in rebuild(since: firstChange) }
/// watcher.start()
/// watcher.stop()
/// ```
///
/// Only files whose names end in one of `extensions` count (an editor's swap and backup files do not); a save
/// by rename (write a temporary file, move it over) counts as one. Folders made later are watched too. After
/// the first change the watcher waits until `quiet` seconds pass without another (an editor's save is often
/// several events, a "save all" several files), then calls `onChange` with the time (CLOCK_MONOTONIC) of the
/// first and the paths of the files changed (a folder made or moved in: its path).
nonisolated public final class SourceWatcher: @unchecked Sendable {
    public let root: String
    private let fd: Int32
    private let wake: [Int32]
    private var folders: [Int32: String] = [:]
    private let quiet: TimeInterval
    private let extensions: [String]
    private let onChange: @Sendable (TimeInterval, [String]) -> Void
    private var thread: Thread?

    public init(root: String, extensions: [String] = [".swift"], quiet: TimeInterval = 0.1,
                onChange: @escaping @Sendable (_ since: TimeInterval, _ paths: [String]) -> Void) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PlaygroundError.badArgument("watch: \(root) is not a folder (the package's Sources/ is watched)")
        }
        let fd = inotify_init1(Int32(IN_CLOEXEC))
        guard fd >= 0 else { throw PlaygroundError.badArgument("watch: inotify: \(String(cString: strerror(errno)))") }
        var pipeFDs: [Int32] = [0, 0]
        guard closeOnExecPipe(&pipeFDs) else {
            close(fd)
            throw PlaygroundError.badArgument("watch: pipe: \(String(cString: strerror(errno)))")
        }
        self.root = root
        self.fd = fd
        wake = pipeFDs
        self.quiet = quiet
        self.extensions = extensions
        self.onChange = onChange
        addTree(root)
    }

    deinit {
        close(fd)
        close(wake[0]); close(wake[1])
    }

    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY)

    /// Watches `folder` and every folder under it.
    private func addTree(_ folder: String) {
        let wd = inotify_add_watch(fd, folder, Self.mask | UInt32(IN_ONLYDIR))
        guard wd >= 0 else { return }
        folders[wd] = folder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where !name.hasPrefix(".") {
            let path = folder + "/" + name
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                addTree(path)
            }
        }
    }

    /// Starts watching (on a thread of its own).
    public func start() {
        let thread = Thread { [self] in run() }
        thread.name = "playground-watch-sources"
        self.thread = thread
        thread.start()
    }

    /// Stops the thread (returns at once; no callback follows).
    public func stop() {
        var byte: UInt8 = 1
        _ = write(wake[1], &byte, 1)
    }

    private func run() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var first: TimeInterval?
        var paths: [String] = []
        while true {
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0)]
            // Asleep until an event; after one, until the burst has been quiet for `quiet`.
            let timeout = first == nil ? -1 : Int32((quiet * 1000).rounded(.up))
            let ready = poll(&fds, 2, timeout)
            if ready < 0 && errno == EINTR { continue }
            if fds[1].revents != 0 { return }
            if ready == 0, let since = first {
                first = nil
                onChange(since, paths)
                paths.removeAll()
                continue
            }
            guard fds[0].revents & Int16(POLLIN) != 0 else { continue }
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { continue }
            let changed = relevant(buffer, count: n)
            if !changed.isEmpty, first == nil { first = MonotonicClock.seconds() }
            for path in changed where !paths.contains(path) { paths.append(path) }
        }
    }

    /// The source files (and new folders) the events in `buffer` name (and watches the new folders).
    private func relevant(_ buffer: [UInt8], count: Int) -> [String] {
        var found: [String] = []
        buffer.withUnsafeBytes { raw in
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let wd = raw.load(fromByteOffset: offset, as: Int32.self)
                let mask = raw.load(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(raw.load(fromByteOffset: offset + 12, as: UInt32.self))
                let nameBytes = raw[(offset + header)..<min(offset + header + length, count)]
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                offset += header + length
                if mask & UInt32(IN_ISDIR) != 0 {
                    if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, let parent = folders[wd], !name.hasPrefix(".") {
                        addTree(parent + "/" + name)
                        found.append(parent + "/" + name)
                    }
                    continue
                }
                if extensions.contains(where: { name.hasSuffix($0) }) && !name.hasPrefix("."), let folder = folders[wd] {
                    found.append(folder + "/" + name)
                }
            }
        }
        return found
    }
}
