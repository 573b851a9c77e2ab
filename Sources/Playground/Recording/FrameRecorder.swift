import Foundation
import Rendering

/// Encodes frames into a video or animated image with ffmpeg: H.264 MP4, GIF (with a palette made for the
/// clip) or APNG, chosen by the file's extension. The file appears only when it is complete: frames go to a
/// hidden temporary file beside it, renamed at the end and removed on failure.
///
/// ```swift
/// let recorder = try FrameRecorder(path: "clip.gif", width: fb.width, height: fb.height, framesPerSecond: 30)
/// recorder.append(fb)          // once per frame
/// try recorder.finish()        // clip.gif is there now
/// ```
@MainActor
public final class FrameRecorder {
    /// The containers the recorder writes.
    ///
    /// ```swift
    /// FrameRecorder.Format(path: "clip.png")     // .apng
    /// FrameRecorder.Format(path: "clip.mov")     // nil: not a format the recorder writes
    /// ```
    public enum Format: String, CaseIterable, Sendable {
        case mp4, gif, apng

        /// The format a path's extension names (`.png` counts as APNG), or nil.
        public init?(path: String) {
            let ext = (path as NSString).pathExtension.lowercased()
            self.init(rawValue: ext == "png" ? "apng" : ext)
        }
    }

    public let path: String
    public let format: Format
    public let width: Int
    public let height: Int
    /// Frames appended so far.
    public private(set) var frameCount = 0

    private let temporaryPath: String
    private let process = Process()
    private let input = Pipe()
    private let errors = Pipe()
    private var failed: String?
    private var row: UnsafeMutableRawPointer

    /// Starts ffmpeg writing `path` from frames of `width` × `height` pixels at `framesPerSecond`.
    public init(path: String, width: Int, height: Int, framesPerSecond: Int) throws {
        guard let format = Format(path: path) else {
            throw PlaygroundError.badArgument("cannot record to '\(path)': the file must end in .mp4, .gif or .apng")
        }
        guard let ffmpeg = FrameRecorder.ffmpegPath else {
            throw PlaygroundError.missingTool("ffmpeg", install: "sudo apt-get install ffmpeg (make installs it: make record-deps)")
        }
        self.path = path
        self.format = format
        self.width = width
        self.height = height
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PlaygroundError.cannotWrite(path: path, reason: "the folder \(folder) does not exist")
        }
        temporaryPath = folder + "/." + url.lastPathComponent + ".partial-\(ProcessInfo.processInfo.processIdentifier)." + format.rawValue
        row = UnsafeMutableRawPointer.allocate(byteCount: max(width * 4, 4), alignment: 16)
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = FrameRecorder.arguments(format: format, width: width, height: height,
                                                    framesPerSecond: framesPerSecond, output: temporaryPath)
        // A dead ffmpeg must end the recording with a message, not this process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do { try process.run() } catch {
            row.deallocate()
            throw PlaygroundError.cannotWrite(path: path, reason: "ffmpeg did not start: \(error)")
        }
    }

    isolated deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(atPath: temporaryPath)
        row.deallocate()
    }

    /// The ffmpeg on PATH, if any.
    public static var ffmpegPath: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { $0 + "/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func arguments(format: Format, width: Int, height: Int, framesPerSecond: Int, output: String) -> [String] {
        var args = ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "bgra",
                    "-s", "\(width)x\(height)", "-r", "\(framesPerSecond)", "-i", "-", "-threads", "1",
                    "-fflags", "+bitexact", "-map_metadata", "-1"]
        switch format {
        case .mp4:
            // yuv420p needs even dimensions: pad by a pixel where needed.
            args += ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18",
                     "-preset", "medium", "-flags:v", "+bitexact", "-movflags", "+faststart", "-f", "mp4"]
        case .gif:
            // One palette for the whole clip, made from its own colours; no dither banding on gradients.
            args += ["-filter_complex", "[0:v]split[a][b];[a]palettegen=stats_mode=full:max_colors=256[p];[b][p]paletteuse=dither=sierra2_4a",
                     "-loop", "0", "-f", "gif"]
        case .apng:
            args += ["-c:v", "apng", "-plays", "0", "-f", "apng"]
        }
        return args + [output]
    }

    /// Appends one frame (the framebuffer must have the recorder's size).
    public func append(_ frame: Framebuffer) {
        guard failed == nil else { return }
        guard frame.width == width, frame.height == height else {
            failed = "the frame size changed from \(width)×\(height) to \(frame.width)×\(frame.height)"
            return
        }
        let fd = input.fileHandleForWriting.fileDescriptor
        let rowBytes = width * 4
        let source = frame.bytes
        for y in 0..<height {
            // cairo's ARGB32 is BGRA in memory on little-endian machines: rows go out as they are.
            row.copyMemory(from: source + y * frame.stride, byteCount: rowBytes)
            var offset = 0
            while offset < rowBytes {
                let n = write(fd, row + offset, rowBytes - offset)
                if n <= 0 {
                    if n < 0 && errno == EINTR { continue }
                    failed = "ffmpeg stopped reading frames"
                    return
                }
                offset += n
            }
        }
        frameCount += 1
    }

    /// Ends the stream, waits for ffmpeg and puts the file in place; throws (removing the partial file) when
    /// encoding failed.
    public func finish() throws {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if let failed {
            try? FileManager.default.removeItem(atPath: temporaryPath)
            throw PlaygroundError.cannotWrite(path: path, reason: failed + (message.isEmpty ? "" : ": " + message))
        }
        guard process.terminationStatus == 0, frameCount > 0 else {
            try? FileManager.default.removeItem(atPath: temporaryPath)
            throw PlaygroundError.cannotWrite(path: path, reason: frameCount == 0 ? "no frame was recorded"
                                              : "ffmpeg failed (status \(process.terminationStatus)): \(message)")
        }
        do {
            if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
            try FileManager.default.moveItem(atPath: temporaryPath, toPath: path)
        } catch {
            try? FileManager.default.removeItem(atPath: temporaryPath)
            throw PlaygroundError.cannotWrite(path: path, reason: (error as NSError).localizedDescription)
        }
    }

    /// Stops ffmpeg and removes the partial file.
    public func cancel() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: temporaryPath)
    }
}
