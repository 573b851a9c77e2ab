import ArgumentParser
import Foundation

/// `playground record SCENE --out clip.mp4|clip.gif|clip.apng`: every frame on the virtual clock, encoded.
struct Record: ParsableCommand, ContextCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record a scene headless on the virtual clock to an MP4, a GIF or an APNG (with ffmpeg).",
        discussion: """
        Deterministic: the same scene, script and options give the same file. Without --script it records \
        --duration seconds from the scene's start; with one, every frame the script runs (its `shot` lines \
        write PNGs beside the clip). --rate slows the scene's animations (slow motion: 0.25 is four times \
        the frames). The format follows the extension: .mp4 (H.264), .gif (one palette for the clip), .apng.
        """)

    @Argument(help: "The scene (see `playground list`).")
    var scene: String

    @Option(help: "The file to write: .mp4, .gif or .apng.")
    var out: String

    @Option(help: "A script of input (the `shot` language) to play while recording.")
    var script: String?

    @Option(help: "Seconds to record when there is no script (at most \(Int(RecordLimits.maxDuration))).")
    var duration: Double = 3

    @Option(help: "Frames per second of the clip and the virtual clock (1…\(RecordLimits.maxFramesPerSecond)).")
    var fps: Int = 60

    @Option(help: "Size in points, WIDTHxHEIGHT.")
    var size: String = "800x600"

    @Option(help: "Pixels per point.")
    var scale: Double = 1

    @Option(help: "Playback rate of the scene's animations, 0.01…1 (slow motion).")
    var rate: Double = 1

    func validate() throws {
        guard (1...RecordLimits.maxFramesPerSecond).contains(fps) else {
            throw ValidationError("--fps must be 1…\(RecordLimits.maxFramesPerSecond), got \(fps).")
        }
        guard duration.isFinite, duration > 0, duration <= RecordLimits.maxDuration else {
            throw ValidationError("--duration must be a number of seconds in (0, \(Int(RecordLimits.maxDuration))], got \(duration).")
        }
        guard rate.isFinite, rate >= 0.01, rate <= 1 else {
            throw ValidationError("--rate must be in 0.01…1, got \(rate).")
        }
        guard scale.isFinite, scale > 0, scale <= 4 else { throw ValidationError("--scale must be in (0, 4], got \(scale).") }
    }

    @MainActor func run(in context: CommandContext) throws {
        do {
            guard let type = context.catalog.scene(named: scene) else {
                throw PlaygroundError.unknownScene(name: scene, known: context.catalog.names)
            }
            let points = try PlaygroundError.parseSize(size)
            let parsedScript = try script.map(Script.load(path:))
            let driver = try SceneDriver(scene: type, catalog: context.catalog, size: points, scale: scale,
                                         framesPerSecond: Double(fps))
            driver.compositesEveryFrame = true
            driver.pipeline.timeControl.rate = rate
            let frame = try driver.currentFrame()
            let recorder = try FrameRecorder(path: out, width: frame.width, height: frame.height, framesPerSecond: fps)
            recorder.append(frame)
            driver.afterFrame = { pipeline in recorder.append(pipeline.framebuffer) }
            do {
                if let parsedScript {
                    let folder = (out as NSString).deletingLastPathComponent
                    let shots = try driver.play(parsedScript, writingShotsTo: folder.isEmpty ? "." : folder)
                    for path in shots { print(path) }
                } else {
                    driver.frames(Int((duration * Double(fps)).rounded()) - 1)
                }
                driver.afterFrame = nil
                try recorder.finish()
            } catch {
                recorder.cancel()
                throw error
            }
            print(out)
        } catch { throw fail(error) }
    }
}

/// The limits of `playground record`.
enum RecordLimits {
    static let maxFramesPerSecond = 120
    static let maxDuration: Double = 600
}
