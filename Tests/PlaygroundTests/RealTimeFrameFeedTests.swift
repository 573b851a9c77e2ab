import Foundation
import Testing
@testable import Playground
@testable import PlaygroundHost

/// What each tick of a real-time clip shows: the frame on screen at that moment, whatever the writer's timing;
/// with the writer behind, the ring keeps the oldest waiting frames and lets the newest give way.
@Suite struct RealTimeFrameFeedTests {
    /// A 2×1 frame whose first pixel is `value`.
    private func frame(_ value: UInt32) -> [UInt32] { [value, 0] }

    /// The first pixel of each frame a stream wrote into `path`.
    private func writtenValues(_ path: String) throws -> [UInt32] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return stride(from: 0, to: data.count, by: 8).map { offset in
            data[offset..<offset + 4].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
        }
    }

    private func sink() throws -> (path: String, fd: Int32) {
        let path = NSTemporaryDirectory() + "feed-" + UUID().uuidString
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(fd >= 0)
        return (path, fd)
    }

    /// On a virtual clock: frames at 0, 0.1, 0.45, 0.5 and 1.3 s, stopped at 2 s: 120 ticks, each showing the
    /// last frame offered at or before it.
    @Test func eachTickShowsTheFrameOnScreenAtItsMoment() throws {
        let (path, fd) = try sink()
        defer { unlink(path) }
        let stream = ClipStream(descriptor: fd, width: 2, height: 1)
        let feed = RealTimeFrameFeed(stream: stream, framesPerSecond: 60, started: 10, clock: nil)
        let offers: [(TimeInterval, UInt32)] = [(0, 1), (0.1, 2), (0.45, 3), (0.5, 4), (1.3, 5)]
        for (t, value) in offers {
            frame(value).withUnsafeBytes { feed.offer(pixels: $0.baseAddress!, stride: 8, at: 10 + t) }
            feed.advance(to: 10 + t)
        }
        feed.requestStop(at: 12)
        feed.waitUntilFinished()
        close(fd)
        let values = try writtenValues(path)
        #expect(values.count == 120)
        let expected = (0..<120).map { k in offers.last { $0.0 <= Double(k) / 60 + 1e-9 }!.1 }
        #expect(values == expected)
    }

    /// The live path with the writer behind (its clock held at 0.5 s while four more frames come): the ring
    /// keeps the frame being written and the oldest waiting one, the newest waiting frame gives way to each new
    /// one; every tick still shows a frame from its own moment or before, and the clip lasts until the stop.
    @Test func aFullRingLetsTheNewestWaitingFrameGiveWay() throws {
        let (path, fd) = try sink()
        defer { unlink(path) }
        let stream = ClipStream(descriptor: fd, width: 2, height: 1)
        let clock = TestClock(0)
        let feed = RealTimeFrameFeed(stream: stream, framesPerSecond: 60, started: 0, clock: { clock.now })
        frame(1).withUnsafeBytes { feed.offer(pixels: $0.baseAddress!, stride: 8, at: 0) }
        clock.set(0.5)
        for (t, value) in [(0.6, UInt32(2)), (0.7, 3), (0.8, 4), (0.9, 5)] {
            frame(value).withUnsafeBytes { feed.offer(pixels: $0.baseAddress!, stride: 8, at: t) }
        }
        clock.set(1)
        feed.requestStop(at: 1)
        feed.waitUntilFinished()
        close(fd)
        let values = try writtenValues(path)
        #expect(values.count == 60)
        let expected = (0..<60).map { k -> UInt32 in
            let t = Double(k) / 60 + 1e-9
            return t >= 0.9 ? 5 : t >= 0.6 ? 2 : 1
        }
        #expect(values == expected)
    }

    /// A clock the test moves, read by the feed's thread.
    nonisolated final class TestClock: @unchecked Sendable {
        private let lock = NSLock()
        private var time: TimeInterval
        init(_ time: TimeInterval) { self.time = time }
        var now: TimeInterval { lock.withLock { time } }
        func set(_ t: TimeInterval) { lock.withLock { time = t } }
    }
}
