import Foundation
import Testing
import TestSupport
import Views
@testable import Playground

/// inotify on a temporary folder: saves are seen, bursts come as one, folders made later are watched.
@Suite struct SourceWatcherTests {
    /// Collects the watcher's calls (from its thread).
    nonisolated final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var times: [TimeInterval] = []
        private var changed: [[String]] = []
        private let signal = DispatchSemaphore(value: 0)
        func add(_ t: TimeInterval, _ paths: [String]) {
            lock.withLock { times.append(t); changed.append(paths) }
            signal.signal()
        }
        var all: [TimeInterval] { lock.withLock { times } }
        var paths: [[String]] { lock.withLock { changed } }
        /// Waits (at most `seconds`) for the next call; false on time-out.
        func next(within seconds: TimeInterval) -> Bool { signal.wait(timeout: .now() + seconds) == .success }
    }

    @Test func aBurstOfSavesIsOneChangeStampedWithTheFirst() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let calls = Calls()
        let watcher = try SourceWatcher(root: root, quiet: 0.2) { calls.add($0, $1) }
        watcher.start()
        defer { watcher.stop() }
        let before = MonotonicClock.seconds()
        for i in 0..<5 { try "let x = \(i)\n".write(toFile: root + "/Scene.swift", atomically: i % 2 == 0, encoding: .utf8) }
        #expect(calls.next(within: 10))
        #expect(calls.all.count == 1)
        let stamp = try #require(calls.all.first)
        // Stamped with the first save: not before the writes began (the watcher's thread reads the time when it
        // wakes, which on a busy machine may be after the last write: no upper bound).
        #expect(stamp >= before)
        #expect(calls.paths == [[root + "/Scene.swift"]])
    }

    @Test func aFolderMadeLaterIsWatchedAndOtherFilesAreNot() throws {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let calls = Calls()
        let watcher = try SourceWatcher(root: root, quiet: 0.05) { calls.add($0, $1) }
        watcher.start()
        defer { watcher.stop() }
        try FileManager.default.createDirectory(atPath: root + "/New", withIntermediateDirectories: true)
        // Making the folder counts (a module may have been added); wait for that first.
        #expect(calls.next(within: 10))
        // An editor's swap file and a note are not sources: only the Swift file after them is.
        try "x".write(toFile: root + "/New/.Scene.swift.swp", atomically: false, encoding: .utf8)
        try "x".write(toFile: root + "/New/notes.txt", atomically: false, encoding: .utf8)
        let sourceWrite = MonotonicClock.seconds()
        try "let y = 1\n".write(toFile: root + "/New/Scene.swift", atomically: false, encoding: .utf8)
        #expect(calls.next(within: 10))
        // Stamped with the Swift file's save, not with the swap file's before it.
        let stamp = try #require(calls.all.last)
        #expect(stamp >= sourceWrite)
        #expect(calls.paths.last == [root + "/New/Scene.swift"])
    }

    @Test func aMissingFolderIsOneLine() {
        #expect(throws: PlaygroundError.self) { try SourceWatcher(root: "/nonexistent/Sources") { _, _ in } }
    }
}
