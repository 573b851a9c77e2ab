import Foundation

extension WatchSession {
    /// What the threads report to the loop.
    enum Message: Sendable {
        case child(generation: Int, line: String?)
        case sourcesChanged(since: TimeInterval, paths: [String])
        case built(status: Int32, output: String, seconds: TimeInterval, since: TimeInterval, paths: [String])
    }

    /// Messages from the threads, taken by the loop (one reader): two arrays swapped, each keeping its
    /// storage, so that a frame's message costs no allocation.
    ///
    /// ```swift
    /// mailbox.post(.sourcesChanged(since: t, paths: paths))     // any thread, then wake the loop
    /// mailbox.drain { handle($0) }                               // the loop
    /// ```
    nonisolated final class Mailbox: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [Message] = []
        private var taken: [Message] = []
        init() {
            messages.reserveCapacity(64)
            taken.reserveCapacity(64)
        }
        func post(_ message: Message) { lock.withLock { messages.append(message) } }
        /// Calls `body` with each message posted since the last call, in order (from the loop only).
        func drain(_ body: (Message) -> Void) {
            lock.withLock { swap(&messages, &taken) }
            for message in taken { body(message) }
            taken.removeAll(keepingCapacity: true)
        }
    }
}
