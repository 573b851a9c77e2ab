import Foundation
import PlaygroundHost
import Rendering

/// `playground compare … --out x.mp4`: A and B frame by frame in one clip. A runs first, its frames kept in
/// a temporary file (never all in memory); B runs next, and each of its frames is drawn with A's into the clip.
///
/// ```swift
/// try CompareClip.write(pictures: pictures, runA: { try TraceRun(…) }, runB: { try TraceRun(…) },
///                       script: script, to: "ab.mp4", format: .mp4, watch: watch)
/// ```
@MainActor
enum CompareClip {
    static func write(pictures: ComparePictures, runA: () throws -> TraceRun, runB: () throws -> TraceRun,
                      script: Script?, to path: String, format: FrameRecorder.Format,
                      watch: InterruptWatch) throws {
        let spool = NSTemporaryDirectory() + "playground-compare-\(getpid())-\(UUID().uuidString).raw"
        guard FileManager.default.createFile(atPath: spool, contents: nil), let writer = FileHandle(forWritingAtPath: spool) else {
            throw PlaygroundError.cannotWrite(path: spool, reason: "cannot make the temporary file for A's frames")
        }
        defer { try? FileManager.default.removeItem(atPath: spool) }
        let a = try runA()
        a.driver.interruption = { watch.isInterrupted }
        var framesA = 0
        a.afterSample = { driver in
            let frame = try driver.currentFrame()
            try writer.write(contentsOf: Data(bytes: frame.bytes, count: frame.stride * frame.height))
            framesA += 1
        }
        _ = try a.play(script)
        try writer.close()
        if watch.isInterrupted { throw CommandFailure(message: "interrupted: nothing was written", status: 130) }

        guard let reader = FileHandle(forReadingAtPath: spool) else {
            throw PlaygroundError.cannotWrite(path: spool, reason: "cannot read back A's frames")
        }
        defer { try? reader.close() }
        let background = try pictures.clipBackground()
        let size = pictures.clipSize
        let out = Framebuffer(width: size.width, height: size.height)
        let recorder = try FrameRecorder(path: path, format: format, width: size.width, height: size.height, framesPerSecond: 60)
        let frameA = Framebuffer(width: pictures.frameWidth, height: pictures.frameHeight)
        var readA = 0
        func nextA() throws {
            // A shorter A holds its last frame.
            guard readA < framesA else { return }
            let data = try reader.read(upToCount: frameA.stride * frameA.height) ?? Data()
            data.withUnsafeBytes { frameA.bytes.copyMemory(from: $0.baseAddress!, byteCount: min($0.count, frameA.stride * frameA.height)) }
            frameA.markDirty()
            readA += 1
        }
        do {
            let b = try runB()
            b.driver.interruption = { watch.isInterrupted }
            b.afterSample = { driver in
                try nextA()
                pictures.clipFrame(background: background, a: frameA, b: try driver.currentFrame(), into: out)
                recorder.append(out)
            }
            _ = try b.play(script)
            let bFrame = try b.driver.currentFrame()
            while readA < framesA {   // a longer A plays on beside B's last frame
                try nextA()
                pictures.clipFrame(background: background, a: frameA, b: bFrame, into: out)
                recorder.append(out)
            }
            if watch.isInterrupted { throw CommandFailure(message: "interrupted: the clip was removed", status: 130) }
            try recorder.finish()
        } catch {
            recorder.cancel()
            throw error
        }
    }
}
