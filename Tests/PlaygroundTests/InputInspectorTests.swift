import Foundation
import Testing
import Views
@testable import Playground
@testable import PlaygroundHost

/// A scene with a pinch and a pan on one card, for the inspector's Input tab.
final class GestureCardScene: Scene {
    override class var name: String { "gesturecard" }
    let card = View(frame: CGRect(x: 200, y: 150, width: 400, height: 300))
    let pinch = PinchGestureRecognizer()
    let pan = PanGestureRecognizer()

    override func didLoad() {
        pinch.name = "zoom"
        card.addGestureRecognizer(pinch)
        card.addGestureRecognizer(pan)
        view.addSubview(card)
    }
}

/// The inspector's Input tab lists the scene's gesture recognizers and the touches down, as they are.
@Suite struct InputInspectorTests {
    @Test func theInputTabShowsRecognizerStatesAndTheTouchesDown() throws {
        let driver = try hostDriver(scene: GestureCardScene.self, size: CGSize(width: 900, height: 600))
        let scene = try #require(driver.scene as? GestureCardScene)
        driver.compositesEveryFrame = true   // the overlay is brought up to date when a frame is drawn
        let overlay = driver.pipeline.hostOverlay!
        driver.key(Key.i.with(.control))
        overlay.world.run { overlay.inspector.select(tab: .input) }
        driver.frames(1)
        #expect(overlay.inspector.inputLines == [
            "0 touches down",
            "2 gesture recognizers",
            "PinchGestureRecognizer “zoom” · possible · 0 touches · on View (400×300)",
            "PanGestureRecognizer · possible · 0 touches · on View (400×300)",
        ])
        // Ctrl + wheel over the card: two fingers down, the pinch changing.
        driver.move(to: CGPoint(x: 400, y: 300))
        driver.zoom(-3)
        driver.frames(6)
        #expect(scene.pinch.state == .changed)
        let lines = overlay.inspector.inputLines
        #expect(lines.first == "2 touches down")
        #expect(lines.count == 6, "\(lines)")
        #expect(lines.dropFirst().prefix(2).allSatisfy { $0.hasPrefix("touch moved at (") && $0.hasSuffix(" · on View (400×300)") },
                "\(lines)")
        #expect(lines.contains("PinchGestureRecognizer “zoom” · changed · 2 touches · in the arena · on View (400×300)"),
                "\(lines)")
        // The fingers lift a second after the last notch: nothing down, the pinch ready again.
        driver.frames(70)
        #expect(overlay.inspector.inputLines.first == "0 touches down")
        #expect(overlay.inspector.inputLines.contains("PinchGestureRecognizer “zoom” · possible · 0 touches · on View (400×300)"))
    }

    /// The heading counts in words that agree with the number: one touch, two recognizers.
    @Test func theHeadingSaysOneTouchInTheSingular() throws {
        let driver = try hostDriver(scene: GestureCardScene.self, size: CGSize(width: 900, height: 600))
        driver.compositesEveryFrame = true
        let overlay = driver.pipeline.hostOverlay!
        driver.key(Key.i.with(.control))
        overlay.world.run { overlay.inspector.select(tab: .input) }
        driver.frames(1)
        #expect(overlay.inspector.headingText == "0 touches down · 2 gesture recognizers")
        driver.down(at: CGPoint(x: 400, y: 300))
        driver.frames(1)
        #expect(overlay.inspector.headingText == "1 touch down · 2 gesture recognizers")
        #expect(overlay.inspector.inputLines.first == "1 touch down")
        driver.up()
    }
}
