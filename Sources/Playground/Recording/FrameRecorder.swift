import Foundation
import Rendering
import PlaygroundHost

/// Encodes frames into a video or animated image with ffmpeg: H.264 MP4, GIF (with a palette made for the
/// clip) or APNG, chosen by the file's extension. The file appears only when it is complete and checked: frames
/// go to a hidden temporary file (see `OutputFile` for links, FIFOs and devices), which is put in place at the
/// end and removed on any failure — ffmpeg's own errors, a write that failed (a full disk), a file without its
/// trailer.
///
/// A GIF's frame delays are whole centiseconds and browsers slow any delay under 2 cs, so a GIF plays at most
/// 50 frames a second: faster input is thinned to 50 (every delay 2 cs, their sum the clip's duration).
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
    /// Whether the clip goes into a device, a FIFO or standard output (written in place) rather than a file.
    public var writesInPlace: Bool {
        switch destination.kind {
        case .inPlace, .standardOutput: true
        case .replace, .rewrite: false
        }
    }

    /// Whether the clip goes to this process's standard output (the command's own lines then go to stderr).
    var writesStandardOutput: Bool { destination.kind == .standardOutput }
    /// Frames appended so far.
    public var frameCount: Int { stream.frameCount }

    private let temporaryPath: String
    private let destination: OutputFile.Destination
    private let process = Process()
    private let input = Pipe()
    private let errors = Pipe()
    /// What ffmpeg writes on stderr, read on another thread while it runs.
    private let errorText = PipeText()
    /// The frames' way into ffmpeg (a real-time feed writes through it from its own thread while it runs).
    let stream: ClipStream

    /// Starts ffmpeg writing `path` from frames of `width` × `height` pixels at `framesPerSecond`.
    /// `format` chooses the container where the path has no such extension (a FIFO, `/dev/stdout`).
    /// `realTime` trades some compression for speed (the window records while it runs: an encoder slower than
    /// the frames would hold the window up).
    public init(path: String, format: Format? = nil, width: Int, height: Int, framesPerSecond: Int,
                realTime: Bool = false) throws {
        guard let format = format ?? Format(path: path) else {
            throw PlaygroundError.badArgument("cannot record to '\(path)': the file must end in .mp4, .gif or .apng (or give --format)")
        }
        guard let ffmpeg = FrameRecorder.ffmpegPath else {
            throw PlaygroundError.missingTool("ffmpeg", install: "sudo apt-get install ffmpeg (make installs it: make record-deps)")
        }
        self.path = path
        self.format = format
        self.width = width
        self.height = height
        destination = try OutputFile.Destination.resolve(path)
        temporaryPath = destination.partialPath + "." + format.rawValue
        stream = ClipStream(descriptor: input.fileHandleForWriting.fileDescriptor, width: width, height: height)
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = FrameRecorder.arguments(format: format, width: width, height: height,
                                                    framesPerSecond: framesPerSecond, realTime: realTime,
                                                    output: temporaryPath)
        // A dead ffmpeg must end the recording with a message, not this process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do {
            try process.run()
            // ffmpeg's messages are read as they come: a full stderr pipe would stop it reading frames.
            errorText.collect(from: errors.fileHandleForReading)
        } catch {
            throw PlaygroundError.cannotWrite(path: path, reason: "ffmpeg did not start: \(error)")
        }
    }

    isolated deinit {
        if process.isRunning { process.terminate() }
        unlink(temporaryPath)
    }

    /// The ffmpeg on PATH, if any.
    public static var ffmpegPath: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { $0 + "/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func arguments(format: Format, width: Int, height: Int, framesPerSecond: Int, realTime: Bool = false,
                          output: String) -> [String] {
        var args = ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "bgra",
                    "-s", "\(width)x\(height)", "-r", "\(framesPerSecond)", "-i", "-", "-threads", "1",
                    "-fflags", "+bitexact", "-map_metadata", "-1"]
        switch format {
        case .mp4:
            // yuv420p needs even dimensions: pad by a pixel where needed.
            args += ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18",
                     "-preset", realTime ? "ultrafast" : "medium", "-flags:v", "+bitexact", "-movflags", "+faststart", "-f", "mp4"]
        case .gif:
            // One palette for the whole clip, made from its own colours; no dither banding on gradients. Past 50
            // frames a second, frames are thinned to 50: delays of 2 cs, which browsers honour.
            let thin = framesPerSecond > gifFramesPerSecond ? "fps=\(gifFramesPerSecond)," : ""
            // One palette for the clip needs every frame before the first is written; a real-time recording (the
            // window's, of any length) takes a palette per frame instead, so ffmpeg holds one frame, not all.
            let palette = realTime ? "palettegen=stats_mode=single[p];[b][p]paletteuse=new=1:dither=sierra2_4a"
                : "palettegen=stats_mode=full:max_colors=256[p];[b][p]paletteuse=dither=sierra2_4a"
            args += ["-filter_complex", "[0:v]\(thin)split[a][b];[a]\(palette)", "-loop", "0", "-f", "gif"]
        case .apng:
            args += ["-c:v", "apng", "-plays", "0", "-f", "apng"]
        }
        return args + [output]
    }

    /// The most frames a second a GIF plays as recorded (its delays are whole centiseconds, 2 at least).
    public static let gifFramesPerSecond = 50

    /// Appends one frame (the framebuffer must have the recorder's size).
    public func append(_ frame: Framebuffer) {
        guard frame.width == width, frame.height == height else {
            stream.fail("the frame size changed from \(width)×\(height) to \(frame.width)×\(frame.height)")
            return
        }
        stream.append(pixels: UnsafeRawPointer(frame.bytes), stride: frame.stride)
    }

    /// Ends the stream, waits for ffmpeg, checks the file and puts it in place; throws (removing the partial
    /// file) when encoding or any write failed.
    public func finish() throws {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        let message = errorText.wait().trimmingCharacters(in: .whitespacesAndNewlines)
        // ffmpeg names the hidden partial file; the user knows the clip by its own path.
        let firstLine = (message.split(separator: "\n").first.map(String.init) ?? "")
            .replacingOccurrences(of: temporaryPath, with: path)
        var problem: String?
        if let failed = stream.failure {
            problem = failed + (firstLine.isEmpty ? "" : ": " + firstLine)
        } else if frameCount == 0 {
            problem = "no frame was recorded"
        } else if process.terminationReason == .uncaughtSignal {
            problem = "ffmpeg was killed by signal \(process.terminationStatus)" + (firstLine.isEmpty ? "" : ": " + firstLine)
        } else if process.terminationStatus != 0 {
            problem = "ffmpeg failed (status \(process.terminationStatus))" + (firstLine.isEmpty ? "" : ": " + firstLine)
        } else if !message.isEmpty {
            // ffmpeg runs at log level "error": anything it says is an error, even when it exits 0 (it does after
            // "Error writing trailer" on a full disk).
            problem = "ffmpeg: " + firstLine
        } else if let broken = EncodedFileCheck.problem(in: temporaryPath, format: format) {
            problem = broken
        }
        if let problem {
            unlink(temporaryPath)
            throw PlaygroundError.cannotWrite(path: path, reason: problem)
        }
        do { try destination.place(temporaryPath) } catch {
            unlink(temporaryPath)
            throw destination.error(error)
        }
    }

    /// Stops ffmpeg and removes the partial file.
    public func cancel() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        unlink(temporaryPath)
    }
}

/// The text of a pipe, read to its end on a thread of its own.
///
/// ```swift
/// let text = PipeText()
/// text.collect(from: pipe.fileHandleForReading)
/// let all = text.wait()      // once the writer has closed its end
/// ```
nonisolated final class PipeText: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)
    private var started = false

    /// Starts reading `handle` to its end.
    func collect(from handle: FileHandle) {
        started = true
        Thread.detachNewThread { [self] in
            data = (try? handle.readToEnd()) ?? Data()
            done.signal()
        }
    }

    /// Waits for the end and returns the text (empty if nothing was collected).
    func wait() -> String {
        guard started else { return "" }
        done.wait()
        done.signal()
        return String(decoding: data, as: UTF8.self)
    }
}
