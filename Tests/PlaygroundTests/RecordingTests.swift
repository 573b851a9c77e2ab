import Foundation
import Testing
import TestSupport
import Views
@testable import Playground

/// Recording frames to MP4, GIF and APNG with ffmpeg (make test installs it).
@Suite struct RecordingTests {
    private func tempDir() throws -> String {
        let path = NSTemporaryDirectory() + "recording-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The frames ffprobe counts in a file.
    private func frameCount(_ path: String) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        process.arguments = ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                             "stream=nb_read_frames", "-of", "csv=p=0", path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
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
}
