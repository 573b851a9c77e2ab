import Foundation
import Testing
import TestSupport
import Rendering
import Views
@testable import Playground

/// Recording frames to MP4, GIF and APNG with ffmpeg (make test installs it).
@Suite struct RecordingTests {
    private func tempDir() throws -> String {
        let path = NSTemporaryDirectory() + "recording-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func record(_ name: String, frames: Int, in dir: String) throws -> String {
        let driver = try SceneDriver(scene: SquareScene.self, size: CGSize(width: 161, height: 101))
        driver.compositesEveryFrame = true
        let path = dir + "/" + name
        let first = try driver.currentFrame()
        let recorder = try FrameRecorder(path: path, width: first.width, height: first.height, framesPerSecond: 30)
        recorder.append(first)
        driver.afterFrame = { recorder.append($0.framebuffer) }
        driver.tap(at: CGPoint(x: 30, y: 30))
        driver.frames(frames - 3)
        try recorder.finish()
        #expect(recorder.frameCount == frames)
        return path
    }

    @Test(arguments: ["clip.mp4", "clip.gif", "clip.apng"])
    func aRecordingOfNFramesHasNFrames(name: String) throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = try record(name, frames: 24, in: dir)
        #expect(try frameCount(path) == 24)
        // Only the finished file is left.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == [name])
    }

    @Test func theSameRecordingTwiceIsTheSameFile() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = try record("a.mp4", frames: 12, in: dir), b = try record("b.mp4", frames: 12, in: dir)
        #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b))
    }

    @Test func badTargetsFailInOneLineAndLeaveNothing() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect { try FrameRecorder(path: dir + "/clip.avi", width: 10, height: 10, framesPerSecond: 30) } throws: {
            "\($0)".contains(".mp4, .gif or .apng")
        }
        #expect { try FrameRecorder(path: dir + "/missing/clip.gif", width: 10, height: 10, framesPerSecond: 30) } throws: {
            "\($0)".contains("does not exist")
        }
        let empty = try FrameRecorder(path: dir + "/empty.gif", width: 10, height: 10, framesPerSecond: 30)
        #expect { try empty.finish() } throws: { "\($0)".contains("no frame was recorded") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    /// The delays (centiseconds) of a GIF's frames, read from its Graphic Control Extensions block by block.
    static func gifDelays(_ path: String) throws -> [Int] {
        let d = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func skipSubBlocks(_ i: inout Int) { while i < d.count, d[i] != 0 { i += Int(d[i]) + 1 }; i += 1 }
        var i = 13
        if d[10] & 0x80 != 0 { i += 3 << (Int(d[10] & 7) + 1) }           // global colour table
        var delays: [Int] = []
        while i < d.count {
            switch d[i] {
            case 0x21:                                                     // extension
                if d[i + 1] == 0xF9 { delays.append(Int(d[i + 4]) | Int(d[i + 5]) << 8) }
                i += 2
                skipSubBlocks(&i)
            case 0x2C:                                                     // image descriptor
                let packed = d[i + 9]
                i += 10
                if packed & 0x80 != 0 { i += 3 << (Int(packed & 7) + 1) }   // local colour table
                i += 1                                                     // LZW minimum code size
                skipSubBlocks(&i)
            case 0x3B: return delays                                       // trailer
            default: throw CocoaError(.fileReadCorruptFile)
            }
        }
        throw CocoaError(.fileReadCorruptFile)
    }

    /// GIF delays are whole centiseconds and browsers slow any under 2: 60 frames a second are thinned to 50, so
    /// every delay is 2 cs and they add up to the clip's time.
    @Test func aGIFOfSixtyFramesASecondPlaysInRealTime() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let frame = Framebuffer(width: 40, height: 30)
        let recorder = try FrameRecorder(path: dir + "/clip.gif", width: 40, height: 30, framesPerSecond: 60)
        for i in 0..<120 {
            frame.bytes.storeBytes(of: UInt32(0xFF00_0000 | UInt32(i * 2)), as: UInt32.self)   // each frame differs
            recorder.append(frame)
        }
        try recorder.finish()
        let delays = try Self.gifDelays(dir + "/clip.gif")
        #expect(delays.allSatisfy { $0 == 2 }, "\(Set(delays))")
        #expect(delays.reduce(0, +) == 200, "120 frames at 60 a second last 2 s")
    }

    /// The window's recording under a frame source that drops frames (a frame at 0, 0.1, 0.45, 0.5, 1.3 s, then
    /// nothing until it stops at 2 s): the clip still lasts the 2 s it covered.
    @Test(arguments: [FrameRecorder.Format.mp4, .gif])
    func theWindowsRecordingLastsTheWallTimeItCovered(format: FrameRecorder.Format) throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let frame = Framebuffer(width: 40, height: 30)
        let start = 100.0
        // On a virtual clock: time moves only as the test says (the feed's thread reads it from the recording).
        let recording = try WindowRecording(scene: "square", frame: frame, format: format, directory: dir, now: start,
                                            clock: nil)
        for t in [0, 0.1, 0.45, 0.5, 1.3] {
            frame.bytes.storeBytes(of: UInt32(0xFF00_0000 | UInt32(t * 100)), as: UInt32.self)
            recording.capture(frame)
            recording.advance(to: start + t)
        }
        let path = try recording.finish(at: start + 2)
        let rate = Double(recording.framesPerSecond)
        #expect(recording.frameCount == Int(2 * rate) + 1)
        switch format {
        case .gif:
            #expect(recording.framesPerSecond == 50)
            #expect(try Self.gifDelays(path).reduce(0, +) == 202, "101 frames of 2 cs")
        default:
            #expect(try frameCount(path) == 121)
        }
    }

    /// A clock the test moves, read by the feed's thread.
    private nonisolated final class TestClock: @unchecked Sendable {
        private let lock = NSLock()
        private var time: TimeInterval
        init(_ time: TimeInterval) { self.time = time }
        var now: TimeInterval { lock.withLock { time } }
        func set(_ t: TimeInterval) { lock.withLock { time = t } }
    }

    /// The live path: the feed's thread reads a clock of its own while the window offers frames now and then
    /// (a window dropping frames under load); stopped at 1.5 s the clip has the 91 ticks of 1.5 s at 60 a
    /// second, whatever the thread managed to write before the stop.
    @Test func aLiveRecordingOfferedFewFramesLastsTheTimeOnItsClock() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let frame = Framebuffer(width: 40, height: 30)
        let clock = TestClock(50)
        let recording = try WindowRecording(scene: "square", frame: frame, directory: dir, now: 50,
                                            clock: { clock.now })
        for t in [0, 0.2, 0.9, 1.0] {
            clock.set(50 + t)
            frame.bytes.storeBytes(of: UInt32(0xFF00_0000 | UInt32(t * 100)), as: UInt32.self)
            recording.capture(frame)
        }
        clock.set(50 + 1.5)
        let path = try recording.finish(at: 50 + 1.5)
        #expect(recording.frameCount == 91)
        #expect(try frameCount(path) == 91)
    }

    /// The REC badge (and anything else of the host's overlay) is drawn over the window's frame, never into the
    /// recording: the captured frame is the scene alone.
    @Test func theRecordingCapturesTheSceneWithoutTheOverlay() throws {
        let size = CGSize(width: 300, height: 200)
        let recorded = try SceneDriver(scene: SquareScene.self, size: size)
        let plain = try SceneDriver(scene: SquareScene.self, size: size)
        func bytes(_ fb: Framebuffer) -> [UInt8] {
            (0..<fb.height).flatMap { y in [UInt8](UnsafeRawBufferPointer(start: fb.bytes + y * fb.stride, count: fb.width * 4)) }
        }
        var captured: [UInt8] = []
        recorded.pipeline.overlay.recordingSince = 0
        recorded.pipeline.onSceneComposited = { captured = bytes($0) }
        let shown = try recorded.currentFrame()
        let scene = try plain.currentFrame()
        #expect(!captured.isEmpty)
        #expect(bytes(shown) != bytes(scene), "the window shows the REC badge")
        #expect(captured == bytes(scene), "the recording has the scene alone")
    }
}
