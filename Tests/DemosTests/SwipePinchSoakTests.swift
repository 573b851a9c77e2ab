import Foundation
import Testing
import PlaygroundTesting
import Views
@testable import Demos
@testable import Playground
@testable import PlaygroundHost

/// After a long session of random input — clicks, drags, wheel turns, Ctrl + wheel pinches fast and slow,
/// Alt + drags, keys — a pinch still dismisses page B, by Alt + drag and by Ctrl + wheel (once, after a long
/// session, neither did). Headless, on the virtual clock, from a fixed seed (`seed`, printed on failure).
@Suite struct SwipePinchSoakTests {
    static let seed = "swipepinch-pinch-soak"
    static let size = CGSize(width: 1280, height: 800)
    static let center = CGPoint(x: 640, y: 400)

    @Test func aPinchDismissesPageBAfterTenThousandFramesOfRandomInput() throws {
        let runner = try demoTester("swipepinch", size: Self.size)
        let scene = runner.scene(as: SwipePinchScene.self)
        var input = RandomInput(seed: Self.seed, size: Self.size)
        input.pinches = true
        let start = runner.frameCount
        var gestures = 0
        while runner.frameCount - start < 10_000 {
            try runner.driver.play(Script(commands: input.next()))
            gestures += 1
        }
        #expect(runner.scene === scene, "seed \(Self.seed): the random input stays in the scene (no Escape)")
        #expect(runner.takeDiagnostics().isEmpty, "seed \(Self.seed)")
        runner.pumpUntilSettled()
        let pipeline = runner.driver.pipeline
        #expect(!pipeline.dispatcher.isActive, "seed \(Self.seed): no touch left down after \(gestures) gestures")

        /// B on screen, whatever the session left presented.
        func presentB() throws -> PinchablePageViewController {
            if scene.menu.presentedViewController != nil {
                runner.key(.d)
                runner.pumpUntilSettled()
            }
            #expect(scene.menu.presentedViewController == nil, "seed \(Self.seed)")
            runner.key(.b)
            runner.pumpUntilSettled()
            let b = try #require(scene.menu.presentedViewController as? PinchablePageViewController)
            #expect(b.letter == "B")
            #expect(b.pinch.state == .possible, "seed \(Self.seed): the pinch is ready")
            return b
        }

        // Alt + drag: the fingers' distance to 0.4 of where it began.
        _ = try presentB()
        try runner.play("pinch 640 400 0.4 12\nframes 60")
        #expect(scene.menu.presentedViewController == nil, "seed \(Self.seed): Alt + drag dismissed B")
        // Ctrl + wheel: eight notches toward the user, then still until the fingers lift.
        let b = try presentB()
        runner.zoom(-8, at: Self.center)
        runner.pump(frames: 12)
        #expect(b.isBeingDismissed, "seed \(Self.seed): Ctrl + wheel pinches B away")
        runner.pumpUntilSettled()
        #expect(scene.menu.presentedViewController == nil, "seed \(Self.seed): Ctrl + wheel dismissed B")
        #expect(runner.takeDiagnostics().isEmpty)
    }
}
