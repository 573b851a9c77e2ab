@preconcurrency import Glibc
import Foundation
import Rendering
import Views

/// The scene's side of watch mode (`watch-child`, started by the watch window): the scene runs headless on
/// the frame grid of `WatchReplay`, replays the input it is sent first, then goes live, drawing each frame into
/// the window's shared frame.
///
/// ```swift
/// // fd 5: the input to replay (a file, read to its end first) · fd 0: live input lines · fd 3: messages
/// // fd 4: the shared frame
/// try WatchChild(scene: CardScene.self, catalog: catalog, size: size, scale: 2, origin: t0).run()
/// ```
///
/// Messages on fd 3, one a line: `k FRAME` for each live event delivered (in order), `f` after each frame
/// published, `d FRAME` once the frame that delivered events is published (drawn or not), `scene NAME FRAME` when another scene opens, `text X Y W H` / `text off` when text input starts
/// or stops, `quit` when the user quit. End of input (the window went away) ends it.
@MainActor
package final class WatchChild {
    package nonisolated static let inputFD: Int32 = 0
    package nonisolated static let messageFD: Int32 = 3
    package nonisolated static let frameFD: Int32 = 4
    package nonisolated static let replayFD: Int32 = 5

    private let run: WatchReplay
    private let shared: SharedFrame
    private var input = LineReader(fd: WatchChild.inputFD)
    private var textRect: CGRect?
    private var published = false

    /// `setUp` prepares the pipeline before the replay (the program puts its overlay on).
    package init(scene: Scene.Type, catalog: SceneCatalog, size: CGSize, scale: Double, origin: TimeInterval,
                 setUp: ((FramePipeline) throws -> Void)? = nil) throws {
        shared = try SharedFrame(mapping: Self.frameFD)
        run = try WatchReplay(scene: scene, catalog: catalog, size: size, scale: scale, origin: origin)
        try setUp?(run.pipeline)
        // A write to a window that went away ends this process quietly (EPIPE), not by SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
    }

    /// Replays, then runs live until the window closes its input or the user quits.
    package func runLoop() throws {
        var log: [WatchEvent] = []
        var replay = LineReader(fd: Self.replayFD)
        while let line = replay.readLine(blocking: true) {
            if let event = WatchEvent(line: line) { log.append(event) }
        }
        close(Self.replayFD)
        let pipeline = run.pipeline
        // Recording needs the window's clock and its encoder: `run` does it, not this process.
        pipeline.hostKeys = { [weak pipeline] key in
            guard key == .r, key.modifiers.contains(.control) else { return false }
            pipeline?.show(notice: "Ctrl+R records in run, not in watch mode")
            return true
        }
        pipeline.onSceneChange = { [weak self] scene in
            guard let self else { return }
            self.send("scene \(type(of: scene).name) \(self.run.frame)")
        }
        run.replay(log, until: MonotonicClock.seconds())
        publish(composite: true)
        var pending: [WatchEvent] = []
        pending.reserveCapacity(64)
        while !input.isAtEnd {
            // Asleep until input, the next frame's time, or a timed change.
            let next = run.nextFrameWithoutInput
            let timeout: Int32
            if let next {
                let wait = run.time(ofFrame: next) - MonotonicClock.seconds()
                timeout = wait > 0 ? Int32((wait * 1000).rounded(.up)) : 0
            } else {
                timeout = -1
            }
            input.wait(timeout: timeout)
            while let line = input.readLine(blocking: false) {
                if let event = WatchEvent(line: line) { pending.append(event) }
            }
            if input.isAtEnd { break }
            let now = MonotonicClock.seconds()
            let due = run.frame(at: now)
            guard !pending.isEmpty || (next.map { $0 <= due } ?? false) else { continue }
            let k = run.runLive(at: now, delivering: pending)
            for _ in pending { send("k \(k)") }
            publish(composite: true)
            if !pending.isEmpty { send("d \(k)") }
            pending.removeAll(keepingCapacity: true)
            if pipeline.wantsQuit {
                send("quit")
                return
            }
            if let error = pipeline.renderingError { throw error }
        }
    }

    /// Composites what changed and hands it to the window.
    private func publish(composite: Bool) {
        let pipeline = run.pipeline
        let drew = pipeline.compositeIfNeeded()
        if drew || !published {
            shared.publish(pipeline.framebuffer, whole: !published) { body in pipeline.forEachRedrawnRect(body) }
            published = true
            send("f")
        }
        let rect = pipeline.textInputRect.map { CGRect(x: $0.minX.rounded(), y: $0.minY.rounded(),
                                                       width: $0.width.rounded(), height: $0.height.rounded()) }
        if rect != textRect {
            textRect = rect
            send(rect.map { "text \(Int($0.minX)) \(Int($0.minY)) \(Int($0.width)) \(Int($0.height))" } ?? "text off")
        }
    }

    private func send(_ message: String) {
        var line = message + "\n"
        line.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = write(Self.messageFD, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                offset += n
            }
        }
    }
}

/// Lines from a file descriptor, read as they come (blocking or not).
package nonisolated struct LineReader {
    package let fd: Int32
    private var buffer: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 4096)
    private var start = 0
    private(set) var isAtEnd = false

    package init(fd: Int32) {
        self.fd = fd
        buffer.reserveCapacity(8192)
    }

    /// Sleeps until there is something to read or `timeout` ms pass (-1: no limit).
    package mutating func wait(timeout: Int32) {
        if buffer[start...].contains(10) || isAtEnd { return }
        var fds = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        _ = poll(&fds, 1, timeout)
        if fds.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 { fill() }
    }

    /// The next whole line, or nil (at the end, or — not blocking — when no whole line is there yet).
    package mutating func readLine(blocking: Bool) -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 10) {
                let line = String(decoding: buffer[start..<newline], as: UTF8.self)
                start = newline + 1
                if start == buffer.count { buffer.removeAll(keepingCapacity: true); start = 0 }
                return line
            }
            if isAtEnd { return nil }
            if !blocking {
                var fds = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&fds, 1, 0) > 0 else { return nil }
            }
            fill()
        }
    }

    private mutating func fill() {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        // Into the same chunk each time (a line a frame must not cost an allocation).
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n > 0 {
            buffer.append(contentsOf: chunk[0..<n])
        } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
            isAtEnd = true
        }
    }
}
