import Foundation
import PlaygroundHost
import Rendering
import Views

/// Loads a scene headless on a virtual clock and drives it frame by frame — Flutter's widget tester for
/// this playground's scenes. Works in Swift Testing and XCTest.
///
/// ```swift
/// @Test func cardSpringsBackWithTheReleaseVelocity() throws {
///     let tester = try SceneTester(CardScene.self, size: CGSize(width: 800, height: 600))
///     let card = tester.scene(as: CardScene.self).card
///     tester.drag(from: card.center, to: CGPoint(x: 600, y: 300), frames: 6)
///     tester.pump(frames: 3)
///     #expect(card.presentationValues.center.x > 400)     // still on its way back
///     tester.pumpUntilSettled()
///     #expect(card.presentationValues.center == card.center)
///     try tester.assertGolden(named: "settled")
/// }
/// ```
///
/// Every call runs whole frames of 1/60 s of virtual time (input is delivered at the start of a frame), so
/// a test is deterministic and never sleeps. Diagnostics the view tree reports (API misuse) are collected in
/// `diagnostics` instead of printed.
public final class SceneTester {
    /// The frame driver underneath.
    public let driver: SceneDriver
    /// Diagnostics reported since the tester was made (or last cleared).
    public private(set) var diagnostics: [String] = []

    /// Loads `scene` at `size` points × `scale` pixels per point and runs its first frame. `catalog` is what
    /// the scene's host can switch to (the launcher lists it); by default the scene alone.
    public init(_ scene: Scene.Type, size: CGSize = CGSize(width: 800, height: 600), scale: Double = 1,
                catalog: SceneCatalog? = nil, framesPerSecond: Double = 60) throws {
        driver = try SceneDriver(scene: scene, catalog: catalog ?? SceneCatalog([scene]), size: size, scale: scale,
                                 framesPerSecond: framesPerSecond)
        driver.world.diagnostics.handler = { [weak self] message in self?.diagnostics.append(message) }
    }

    // MARK: What is on screen

    /// The scene on screen.
    public var scene: Scene { driver.scene }

    /// The scene on screen as `type` (a test failure when it is another).
    public func scene<S: Scene>(as type: S.Type) -> S {
        guard let scene = driver.scene as? S else {
            preconditionFailure("the scene on screen is \(Swift.type(of: driver.scene)), not \(S.self)")
        }
        return scene
    }

    /// The world the scene lives in (its scheduler, clock and diagnostics).
    public var world: World { driver.world }
    /// The media time of the current frame.
    public var now: TimeInterval { driver.world.now }
    /// Frames run so far.
    public var frameCount: Int { driver.clock.frameCount }
    /// The scene's root view.
    public var root: View { driver.scene.view }

    /// The first view of type `V` in the scene (depth first), optionally passing `where`.
    public func find<V: View>(_ type: V.Type, where predicate: (V) -> Bool = { _ in true }) -> V? {
        func search(_ view: View) -> V? {
            if let match = view as? V, predicate(match) { return match }
            for sub in view.subviews { if let hit = search(sub) { return hit } }
            return nil
        }
        return search(root)
    }

    /// Where `view`'s center is on screen now (window points), from presentation values.
    public func screenCenter(of view: View) -> CGPoint {
        guard let superview = view.superview else { return view.presentationValues.center }
        return superview.convert(view.presentationValues.center, to: nil)
    }

    /// `view`'s on-screen frame (window points), from presentation values.
    public func screenFrame(of view: View) -> CGRect {
        view.convert(view.bounds, to: nil)
    }

    // MARK: Time

    /// Runs `frames` frames.
    public func pump(frames: Int = 1) { driver.frames(frames) }

    /// Runs whole frames until at least `seconds` of virtual time have passed.
    public func pump(seconds: TimeInterval) {
        guard seconds > 0, seconds.isFinite else { return }
        driver.frames(Int((seconds / driver.clock.frameDuration - 1e-9).rounded(.up)))
    }

    /// Runs frames until nothing animates, no display link runs and nothing changes (at most `timeout`
    /// seconds); returns the frames run.
    @discardableResult
    public func pumpUntilSettled(timeout: TimeInterval = 10) -> Int { driver.settle(limit: timeout) }

    // MARK: Input (window points; each call runs the frames it takes)

    /// Touch down at `point` (one frame). With `.alt` in `modifiers`, two fingers go down mirrored about
    /// `point` (the desktop's Alt + drag); `move(to:frames:)` then spreads them (right) or pinches them (left).
    public func press(at point: CGPoint, modifiers: KeyModifiers = []) { driver.down(at: point, modifiers: modifiers) }
    /// Move the pointer (and the touch, while pressed) to `point` over `frames` frames.
    public func move(to point: CGPoint, frames: Int = 1) { driver.move(to: point, frames: frames) }
    /// Lift the touch where the pointer is (one frame).
    public func release() { driver.up() }
    /// A drag: down at `from`, `frames` frames of movement to `to`, up.
    public func drag(from: CGPoint, to: CGPoint, frames: Int = 10) { driver.drag(from: from, to: to, frames: frames) }
    /// A tap: down and up at `point`.
    public func tap(at point: CGPoint) { driver.tap(at: point) }
    /// A tap on the middle of `view` as it is on screen now.
    public func tap(_ view: View) { driver.tap(at: screenCenter(of: view)) }
    /// The mouse wheel turns `notches` at `point` (touch pressure on the view there).
    public func wheel(_ notches: CGFloat, at point: CGPoint? = nil) {
        if let point { driver.move(to: point) }
        driver.wheel(notches)
    }
    /// A two-finger pinch about `point`: the fingers go down 160 pt apart (80 either side), their distance
    /// is scaled by `scale` over `frames` frames, and they lift — `frames` + 2 frames in all.
    ///
    /// ```swift
    /// tester.pinch(at: photo.screenCenter, scale: 0.5, frames: 12)   // pinch in to half the distance
    /// ```
    public func pinch(at point: CGPoint, scale: CGFloat, frames: Int = 10) {
        driver.pinch(at: point, scale: scale, frames: frames)
    }
    /// Ctrl + wheel at `point` (default: where the pointer is): `notches` pinch steps about it (one frame; the
    /// fingers glide over the next few frames and lift once the wheel has been still for a moment).
    public func zoom(_ notches: CGFloat, at point: CGPoint? = nil) {
        if let point { driver.move(to: point) }
        driver.zoom(notches)
    }
    /// A key press (one frame). While a text field is first responder, a key that types a character is
    /// dropped, as in the window: type text with `type(_:)`.
    public func key(_ key: Key) { driver.key(key) }
    /// Types `text` into the first responder as the window's text input does (one frame); "\n" presses Return.
    ///
    /// ```swift
    /// tester.tap(field)
    /// tester.type("Hello 你好")
    /// #expect(field.text == "Hello 你好")
    /// ```
    public func type(_ text: String) { driver.type(text) }
    /// One step of an input method's composition (one frame): `text` shown marked in the first responder, the
    /// input method's cursor `cursor` characters into it (at its end by default); `compose("")` cancels it and
    /// `type(_:)` commits.
    ///
    /// ```swift
    /// tester.compose("ni")            // pinyin being typed
    /// tester.compose("你")            // a candidate chosen
    /// tester.type("你")               // committed
    /// ```
    public func compose(_ text: String, cursor: Int? = nil) { driver.compose(text, cursor: cursor) }

    /// Plays a script (the `playground shot` language); `shot` lines write into `directory`.
    @discardableResult
    public func play(_ script: String, writingShotsTo directory: String = NSTemporaryDirectory()) throws -> [String] {
        try driver.play(Script.parse(script, file: "script"), writingShotsTo: directory)
    }

    // MARK: Pictures

    /// The current frame, composited.
    public func frame() throws -> Framebuffer { try driver.currentFrame() }

    /// Compares the current frame with the golden image `name` beside the test file (see `assertGolden`).
    public func assertGolden(named name: String, tolerance: Double = 0.0005, threshold: Double = 0.1,
                             record mode: RecordMode = .current,
                             file: String = #filePath, function: String = #function) throws {
        try PlaygroundTesting.assertGolden(frame(), named: name, tolerance: tolerance, threshold: threshold,
                                           record: mode, file: file, function: function)
    }

    /// Returns the diagnostics collected so far and forgets them.
    public func takeDiagnostics() -> [String] {
        defer { diagnostics.removeAll() }
        return diagnostics
    }
}
