import ArgumentParser
import Foundation
import PlaygroundHost

/// `playground record SCENE --out clip.mp4|clip.gif|clip.apng`: every frame on the virtual clock, encoded.
struct Record: ParsableCommand, ContextCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record a scene headless on the virtual clock to an MP4, a GIF or an APNG (with ffmpeg).",
        discussion: """
        Deterministic: the same scene, script and options give the same file. Without --script it records \
        --duration seconds from the scene's start; with one, every frame the script runs (its `shot` lines \
        write PNGs beside the clip). --rate slows the scene's animations (slow motion: 0.25 is four times \
        the frames). The format follows the extension: .mp4 (H.264), .gif (one palette for the clip; at most 50 \
        frames a second, as GIF delays are whole centiseconds of 2 or more — faster clips are thinned to 50), \
        .apng. The file appears whole or not at all; a link is followed, a FIFO or a device (/dev/stdout) is \
        written in place.
        """)

    @Argument(help: "The scene (see `playground list`).")
    var scene: String

    @Option(parsing: .unconditional, help: "The file to write: .mp4, .gif or .apng.")
    var out: String

    @Option(parsing: .unconditional, help: "The format when --out has no such extension (a FIFO, /dev/stdout): mp4, gif or apng.")
    var format: String?

    @Option(parsing: .unconditional, help: "A script of input (the `shot` language) to play while recording; - reads it from standard input.")
    var script: String?

    // Numbers are read as text and checked against `Limits` (a negative one is a bad value, not an option).
    @Option(parsing: .unconditional, help: "Seconds to record when there is no script (more than 0, at most 600).")
    var duration: String = "3"

    @Option(parsing: .unconditional, help: "Frames per second of the clip and the virtual clock (1…120).")
    var fps: String = "60"

    @Option(parsing: .unconditional, help: "Size in points, WIDTHxHEIGHT (1…16384 a side).")
    var size: String = Limits.defaultSize

    @Option(parsing: .unconditional, help: "Pixels per point (more than 0, at most 4).")
    var scale: String = "1"

    @Option(parsing: .unconditional, help: "Playback rate of the scene's animations, 0.01…1 (slow motion).")
    var rate: String = "1"

    func validate() throws {
        _ = try Limits.recordFramesPerSecond.parse(fps, argument: "--fps")
        _ = try Limits.recordDuration.parse(duration, argument: "--duration")
        _ = try Limits.recordRate.parse(rate, argument: "--rate")
        _ = try Limits.scale.parse(scale, argument: "--scale")
        _ = try parsedFormat()
    }

    /// `--format`, checked.
    func parsedFormat() throws -> FrameRecorder.Format? {
        guard let format else { return nil }
        guard let parsed = FrameRecorder.Format(rawValue: format.lowercased() == "png" ? "apng" : format.lowercased()) else {
            throw PlaygroundError.outOfLimits(argument: "--format", value: format, problem: "not a format (expected mp4, gif or apng)")
        }
        return parsed
    }

    @MainActor func run(in context: CommandContext) throws {
        // Ctrl+C and SIGTERM are held from the start (before any thread exists, so every thread holds them) and
        // looked for between frames.
        let watch = InterruptWatch()
        defer { watch.end() }
        do {
            guard let type = context.catalog.scene(named: scene) else {
                throw PlaygroundError.unknownScene(name: scene, known: context.catalog.names)
            }
            let fps = try Limits.recordFramesPerSecond.parse(self.fps, argument: "--fps")
            let duration = try Limits.recordDuration.parse(self.duration, argument: "--duration")
            let rate = try Limits.recordRate.parse(self.rate, argument: "--rate")
            let scale = try Limits.scale.parse(self.scale, argument: "--scale")
            let points = try PlaygroundError.parseSize(size)
            try PlaygroundError.checkPixels(points, scale: scale, text: size)
            try OutputPaths.checkFile(out)
            let parsedScript = try script.map(Script.load(path:))
            let driver = try SceneDriver(scene: type, catalog: context.catalog, size: points, scale: scale,
                                         framesPerSecond: Double(fps))
            try driver.pipeline.installHostOverlay()
            driver.compositesEveryFrame = true
            driver.pipeline.timeControl.rate = rate
            let frame = try driver.currentFrame()
            let recorder = try FrameRecorder(path: out, format: try parsedFormat(), width: frame.width, height: frame.height,
                                             framesPerSecond: fps)
            recorder.append(frame)
            driver.afterFrame = { pipeline in recorder.append(pipeline.framebuffer) }
            driver.interruption = { watch.isInterrupted }
            do {
                if let parsedScript {
                    // Shots go beside the clip; beside a clip written into a device or a FIFO, in the current folder.
                    let folder = recorder.writesInPlace ? "" : (out as NSString).deletingLastPathComponent
                    let shots = try driver.play(parsedScript, writingShotsTo: folder.isEmpty ? "." : folder)
                    let toStandardError = recorder.writesStandardOutput
                    for path in shots { OutputFile.printLine(path, toStandardError: toStandardError) }
                } else {
                    driver.frames(Int((duration * Double(fps)).rounded()) - 1)
                }
                driver.afterFrame = nil
                if watch.isInterrupted {
                    throw CommandFailure(message: "interrupted: the recording was removed (nothing half-written is left)",
                                         status: 130)
                }
                try recorder.finish()
            } catch {
                recorder.cancel()
                // A Ctrl+C while ffmpeg encodes reaches ffmpeg too (it is in the terminal's process group).
                if watch.isInterrupted, !(error is CommandFailure) {
                    throw CommandFailure(message: "interrupted: the recording was removed (nothing half-written is left)",
                                         status: 130)
                }
                throw error
            }
            // The path names the file written; a clip written in place (to /dev/stdout, a FIFO) is not followed by it.
            if !recorder.writesInPlace { print(out) }
            if watch.isInterrupted {
                throw CommandFailure(message: "interrupted after \(out) was written whole", status: 130)
            }
        } catch { throw fail(error) }
    }
}

