import Foundation
import Testing
import TestSupport
import Rendering
import Views
@testable import Playground
@testable import PlaygroundHost

/// Recording frames to MP4, GIF and APNG with ffmpeg (make test installs it).
@Suite struct RecordingTests {
    private func tempDir() throws -> String {
        let path = NSTemporaryDirectory() + "recording-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func record(_ name: String, frames: Int, in dir: String) throws -> String {
        let driver = try hostDriver(scene: SquareScene.self, size: CGSize(width: 161, height: 101))
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
        let delays = try EncodedFileCheck.gifDelays(in: dir + "/clip.gif")
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
            recording.capture(frame, at: start + t)
            recording.advance(to: start + t)
        }
        let path = try recording.finish(at: start + 2)
        let rate = Double(recording.framesPerSecond)
        #expect(recording.frameCount == Int(2 * rate), "a frame for each tick in [start, stop)")
        switch format {
        case .gif:
            #expect(recording.framesPerSecond == 50)
            #expect(try EncodedFileCheck.gifDelays(in: path).reduce(0, +) == 200, "100 frames of 2 cs: 2 s")
        default:
            #expect(try frameCount(path) == 120)
        }
    }

    /// The live path: the feed's thread reads a clock of its own while the window offers frames now and then
    /// (a window dropping frames under load); stopped at 1.5 s the clip has the 90 ticks of 1.5 s at 60 a
    /// second, whatever the thread managed to write before the stop.
    @Test func aLiveRecordingOfferedFewFramesLastsTheTimeOnItsClock() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let frame = Framebuffer(width: 40, height: 30)
        let clock = RealTimeFrameFeedTests.TestClock(50)
        let recording = try WindowRecording(scene: "square", frame: frame, directory: dir, now: 50,
                                            clock: { clock.now })
        for t in [0, 0.2, 0.9, 1.0] {
            clock.set(50 + t)
            frame.bytes.storeBytes(of: UInt32(0xFF00_0000 | UInt32(t * 100)), as: UInt32.self)
            recording.capture(frame, at: 50 + t)
        }
        clock.set(50 + 1.5)
        let path = try recording.finish(at: 50 + 1.5)
        #expect(recording.frameCount == 90)
        #expect(try frameCount(path) == 90)
    }

    /// The REC badge (and anything else of the host's overlay) is drawn over the window's frame, never into the
    /// recording: the captured frame is the scene alone.
    @Test func theRecordingCapturesTheSceneWithoutTheOverlay() throws {
        let size = CGSize(width: 300, height: 200)
        let recorded = try hostDriver(scene: SquareScene.self, size: size)
        let plain = try hostDriver(scene: SquareScene.self, size: size)
        func bytes(_ fb: Framebuffer) -> [UInt8] {
            (0..<fb.height).flatMap { y in [UInt8](UnsafeRawBufferPointer(start: fb.bytes + y * fb.stride, count: fb.width * 4)) }
        }
        var captured: [UInt8] = []
        recorded.pipeline.hostOverlay!.recordingSince = 0
        recorded.pipeline.onSceneComposited = { fb, _ in captured = bytes(fb) }
        let shown = try recorded.currentFrame()
        let scene = try plain.currentFrame()
        #expect(!captured.isEmpty)
        #expect(bytes(shown) != bytes(scene), "the window shows the REC badge")
        #expect(captured == bytes(scene), "the recording has the scene alone")
    }
}
