import Foundation
import Rendering
import Views

/// Runs a scene without any window on a virtual clock at 60 frames per second, plays a script and writes PNGs.
public final class HeadlessRunner {
    public let pipeline: FramePipeline
    public let clock: VirtualClock
    /// Where `shot` writes.
    public let outputDirectory: String
    /// The files written so far.
    public private(set) var written: [String] = []
    private var player = ScriptPlayer()

    /// A runner for `scene` at `size` points × `scale`.
    public init(scene: String, size: CGSize = CGSize(width: 1280, height: 800), scale: Double = 1,
                outputDirectory: String) throws {
        clock = VirtualClock()
        pipeline = try FramePipeline(sceneName: scene, size: size, scale: scale, clock: clock)
        self.outputDirectory = outputDirectory
        pipeline.frame(at: clock.now, composite: false)
    }

    /// Whether every frame is composited (a benchmark); otherwise only frames that are written are drawn.
    public var compositesEveryFrame = false

    /// Runs one frame, delivering `input` at its start.
    public func step(_ input: () -> Void = {}) {
        clock.step()
        pipeline.beginFrame(at: clock.now)
        input()
        pipeline.frame(at: clock.now, composite: compositesEveryFrame)
    }

    /// Runs `n` frames without input.
    public func frames(_ n: Int) {
        for _ in 0..<n { step() }
    }

    /// Runs frames until nothing animates (at most `limit` seconds).
    public func settle(limit: TimeInterval = 10) {
        var elapsed = 0.0
        repeat {
            step()
            elapsed += clock.frameDuration
        } while pipeline.needsFrame && elapsed < limit
    }

    /// Plays every command of `script`.
    public func play(_ script: Script) throws {
        for (_, command) in script.commands {
            try perform(command)
        }
    }

    /// Performs one script command.
    public func perform(_ command: Script.Command) throws {
        try player.perform(command, on: pipeline, step: { input in step(input) }, shot: { try shot($0) })
        try checkRendering()
    }

    /// Writes the last composited frame as `name`.png in the output directory.
    public func shot(_ name: String) throws {
        try composite()
        do {
            try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw PlaygroundError.cannotWrite(path: outputDirectory, reason: (error as NSError).localizedDescription)
        }
        let path = (outputDirectory as NSString).appendingPathComponent(name + ".png")
        do { try pipeline.framebuffer.writePNG(to: path) } catch {
            throw PlaygroundError.cannotWrite(path: path, reason: "\(error)")
        }
        written.append(path)
    }

    /// Draws the current frame into the framebuffer (if it changed) and reports rendering errors.
    public func composite() throws {
        pipeline.compositeIfNeeded()
        try checkRendering()
    }

    /// The framebuffer with the current frame drawn.
    public func currentFrame() throws -> Framebuffer {
        try composite()
        return pipeline.framebuffer
    }

    private func checkRendering() throws {
        if let error = pipeline.renderingError { throw error }
    }
}
