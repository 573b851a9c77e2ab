import Foundation
import Rendering
import Views

/// Drives a frame pipeline on a virtual clock, one frame at a time, with input delivered at the start of each
/// frame: the one frame driver behind headless runs (`playground shot`), the window's scripted runs, the bench
/// and the scene tester.
///
/// ```swift
/// let driver = try SceneDriver(scene: CardScene.self, size: CGSize(width: 800, height: 600))
/// driver.settle()
/// driver.drag(from: CGPoint(x: 400, y: 300), to: CGPoint(x: 600, y: 300), frames: 10)
/// try driver.writeFrame(named: "dragged", in: "out")
/// ```
@MainActor
public final class SceneDriver {
    public let pipeline: FramePipeline
    public let clock: VirtualClock
    /// Whether every frame is composited (the bench, the window); otherwise only frames that are read are drawn.
    public var compositesEveryFrame = false
    /// Called after every frame (the window presents it).
    public var afterFrame: ((FramePipeline) -> Void)?
    /// Where the pointer is, in window points: `move` interpolates from here, `up` lifts here.
    public private(set) var pointer = CGPoint.zero
    /// Whether the (simulated) button is down.
    public private(set) var isPressed = false
    /// Set by `stop()`: no more frames run and a script being played ends before its next command.
    public private(set) var isStopped = false

    /// A driver on `pipeline`, whose clock must be `clock`.
    public init(pipeline: FramePipeline, clock: VirtualClock) {
        self.pipeline = pipeline
        self.clock = clock
        pipeline.frame(at: clock.now, composite: false)
    }

    /// A driver showing `scene` (in a catalogue of `catalog`, for its launcher) at `size` points × `scale`.
    public convenience init(scene: Scene.Type, catalog: SceneCatalog? = nil, size: CGSize = CGSize(width: 1280, height: 800),
                            scale: Double = 1, framesPerSecond: Double = 60) throws {
        let clock = VirtualClock(framesPerSecond: framesPerSecond)
        let pipeline = try FramePipeline(scene: scene, catalog: catalog ?? SceneCatalog([scene]), size: size,
                                         scale: scale, clock: clock)
        self.init(pipeline: pipeline, clock: clock)
    }

    /// The world of the scene on screen.
    public var world: World { pipeline.world }
    /// The scene on screen.
    public var scene: Scene { pipeline.scene }

    // MARK: Frames

    /// Stops the driver for good (the window was closed, Ctrl+C): frames asked for from now on do not run.
    public func stop() {
        isStopped = true
    }

    /// Asked before each frame: true stops the driver (a headless command's Ctrl+C; see `InterruptWatch`).
    public var interruption: (() -> Bool)?

    /// Runs one frame, delivering `input` at its start.
    public func step(_ input: () -> Void = {}) {
        if let interruption, interruption() { stop() }
        guard !isStopped else { return }
        // The scene's world is bound once for the whole frame (each binding allocates; the pipeline's own
        // calls find it bound).
        pipeline.world.run {
            clock.step()
            pipeline.beginFrame(at: clock.now)
            input()
            pipeline.frame(at: clock.now, composite: compositesEveryFrame)
        }
        afterFrame?(pipeline)
    }

    /// Runs `n` frames without input.
    public func frames(_ n: Int) {
        for _ in 0..<max(n, 0) { step() }
    }

    /// Runs frames until nothing animates or waits for a frame any more (at least one frame, at most `limit`
    /// seconds); returns the frames run.
    @discardableResult
    public func settle(limit: TimeInterval = 10) -> Int {
        var n = 0
        let maxFrames = Int((limit / clock.frameDuration).rounded(.up))
        repeat {
            step()
            n += 1
        } while !pipeline.isSettled && n < maxFrames && !isStopped
        return n
    }

    // MARK: Input (each takes one frame; a move over n frames takes n)

    /// The button goes down at `p` (window points); with `.alt` in `modifiers`, two fingers mirrored about `p`
    /// (moving the pointer then spreads or pinches them, see `InputDispatcher`).
    public func down(at p: CGPoint, modifiers: KeyModifiers = []) {
        pointer = p
        isPressed = true
        step { pipeline.pointerDown(at: p, modifiers: modifiers) }
    }

    /// The pointer moves to `p` in `frames` equal steps (the button held or not).
    public func move(to p: CGPoint, frames n: Int = 1) {
        let start = pointer
        let count = max(n, 1)
        for i in 1...count {
            let f = CGFloat(i) / CGFloat(count)
            let q = CGPoint(x: start.x + (p.x - start.x) * f, y: start.y + (p.y - start.y) * f)
            pointer = q
            step { pipeline.pointerMoved(to: q) }
        }
    }

    /// The button goes up where the pointer is.
    public func up() {
        isPressed = false
        let p = pointer
        step { pipeline.pointerUp(at: p) }
    }

    /// Down at `from`, a move to `to` over `frames` frames, up.
    public func drag(from: CGPoint, to: CGPoint, frames n: Int = 10) {
        down(at: from)
        move(to: to, frames: n)
        up()
    }

    /// A click: down and up at `p`.
    public func tap(at p: CGPoint) {
        down(at: p)
        up()
    }

    /// The wheel turns `notches` (pressure on the view under the pointer).
    public func wheel(_ notches: CGFloat) {
        step { pipeline.wheel(notches) }
    }

    /// Ctrl + wheel: `notches` pinch steps about the pointer (one frame; the fingers glide over the next few
    /// and lift once the wheel has been still for `InputDispatcher.pinchWheelHold`, 1 s).
    public func zoom(_ notches: CGFloat) {
        step { pipeline.pinchWheel(notches) }
    }

    /// A two-finger pinch about `center` (the Alt + drag pair): the fingers go down
    /// `InputDispatcher.simulatedFingerOffset` either side of it, their distance changes by `scale` over
    /// `frames` frames, then they lift. Takes `frames` + 2 frames.
    public func pinch(at center: CGPoint, scale: CGFloat, frames n: Int = 10) {
        let offset = pipeline.dispatcher.simulatedFingerOffset
        down(at: center, modifiers: .alt)
        move(to: CGPoint(x: center.x + offset * (scale - 1), y: center.y), frames: n)
        up()
    }

    /// A key press.
    public func key(_ key: Key) {
        step { pipeline.key(key) }
    }

    /// What the text input delivers: typed text, or one step of an input method's composition.
    ///
    /// ```swift
    /// driver.deliverText = { event in log.append(event) }   // e.g. [.text("Hello "), .editing("ni", cursor: 2, length: 0)]
    /// ```
    public enum TextEvent: Equatable, Sendable {
        /// SDL_TEXTINPUT.
        case text(String)
        /// SDL_TEXTEDITING: the marked text, the cursor and selection length in characters (Unicode scalars).
        case editing(String, cursor: Int, length: Int)
    }

    /// Where `type` and `compose` deliver text: straight to the pipeline by default; the window pushes them
    /// through SDL's event queue instead, so a scripted run tests its SDL_TEXTINPUT/SDL_TEXTEDITING path.
    public var deliverText: ((TextEvent) -> Void)?

    private func deliver(_ event: TextEvent) {
        if let deliverText { return deliverText(event) }
        switch event {
        case .text(let text): pipeline.textInput(text)
        case .editing(let text, let cursor, let length): pipeline.textEditing(text, cursor: cursor, length: length)
        }
    }

    /// Types `text` in one frame, as the window's text input delivers it; a line break presses Return.
    public func type(_ text: String) {
        step {
            for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if i > 0 { pipeline.key(.return) }
                if !line.isEmpty { deliver(.text(String(line))) }
            }
        }
    }

    /// One step of an input method's composition (one frame): `text` marked, its cursor `cursor` characters
    /// in (Unicode scalars; at the end by default); empty text ends the composition.
    public func compose(_ text: String, cursor: Int? = nil) {
        step { deliver(.editing(text, cursor: cursor ?? text.unicodeScalars.count, length: 0)) }
    }

    // MARK: Scripts

    /// Plays every command of `script`; `shot` commands call `shot` (by default they write
    /// `<name>.png` into `directory`). Returns the files written.
    @discardableResult
    public func play(_ script: Script, writingShotsTo directory: String = ".",
                     shot: ((String) throws -> Void)? = nil) throws -> [String] {
        var written: [String] = []
        for (_, command) in script.commands {
            if isStopped { break }
            switch command {
            case .frames(let n): frames(n)
            case .down(let p): down(at: p)
            case .altDown(let p): down(at: p, modifiers: .alt)
            case .move(let p, let n): move(to: p, frames: n)
            case .up: up()
            case .wheel(let dy): wheel(dy)
            case .zoom(let dy): zoom(dy)
            case .pinch(let p, let scale, let n): pinch(at: p, scale: scale, frames: n)
            case .key(let k): key(k)
            case .text(let text): type(text)
            case .compose(let text, let cursor): compose(text, cursor: cursor)
            case .shot(let name):
                if let shot { try shot(name) } else { written.append(try writeFrame(named: name, in: directory)) }
            }
            try checkRendering()
        }
        return written
    }

    // MARK: Frames as pictures

    /// The framebuffer with the current frame drawn.
    public func currentFrame() throws -> Framebuffer {
        pipeline.compositeIfNeeded(exactAtRest: true)
        try checkRendering()
        return pipeline.framebuffer
    }

    /// Writes the current frame as `name`.png in `directory` (made if missing); returns the path.
    @discardableResult
    public func writeFrame(named name: String, in directory: String) throws -> String {
        try PNGOutput.write(try currentFrame(), named: name, in: directory)
    }

    private func checkRendering() throws {
        if let error = pipeline.renderingError { throw error }
    }
}

/// Writes frames as PNG files, with one-line errors naming the path, under `OutputFile`'s rule (whole or not at
/// all; a link followed, a FIFO or device written in place, nothing else replaced).
@MainActor
package enum PNGOutput {
    package static func write(_ frame: Framebuffer, named name: String, in directory: String) throws -> String {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw PlaygroundError.cannotWrite(path: directory, reason: (error as NSError).localizedDescription)
        }
        let path = (directory as NSString).appendingPathComponent(name + ".png")
        try write(frame, to: path)
        return path
    }

    /// Writes `frame` as a PNG at `path` (the golden images of PlaygroundTesting too).
    package static func write(_ frame: Framebuffer, to path: String) throws {
        let data: Data
        do { data = try frame.pngData() } catch { throw PlaygroundError.cannotWrite(path: path, reason: "\(error)") }
        try OutputFile.write(data, to: path)
    }
}
