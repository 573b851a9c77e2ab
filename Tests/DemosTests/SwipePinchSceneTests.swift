import Foundation
import Testing
import PlaygroundTesting
import Views
@testable import Demos
@testable import Playground
@testable import PlaygroundHost

/// The swipe-pinch scene (seed 002's demo) driven like a user: a left swipe presents B interactively, a pinch
/// (Alt + drag, Ctrl + wheel) dismisses it interactively; released past 40 % a display link finishes, at or
/// below it cancels. Every frame of the hand-off is checked for continuity. The phone's screen is 375 × 667 at
/// (452.5, 66.5) in the 1280 × 800 window.
@Suite struct SwipePinchSceneTests {
    final class Stage {
        let runner: SceneTester
        let scene: SwipePinchScene
        static let center = CGPoint(x: 640, y: 400)

        init() throws {
            runner = try demoTester("swipepinch")
            scene = runner.scene(as: SwipePinchScene.self)
            runner.pumpUntilSettled()
        }

        var presented: PinchablePageViewController? { scene.menu.presentedViewController as? PinchablePageViewController }

        /// Runs frames until the transition under way has ended, recording `value` after each frame while
        /// `view` is still on screen.
        func traceUntilSettled(_ view: View, _ value: () -> CGFloat) -> [CGFloat] {
            var values: [CGFloat] = []
            for _ in 0..<120 {
                runner.pump(frames: 1)
                if view.window != nil { values.append(value()) }
                let page = scene.menu.presentedViewController
                let moving = page?.isBeingPresented == true || page?.isBeingDismissed == true
                if !moving && !scene.animator.isInteracting { break }
            }
            return values
        }
    }

    /// Whether consecutive values never move backwards and never step more than `maxStep`.
    static func isSmooth(_ values: [CGFloat], decreasing: Bool, maxStep: CGFloat) -> Bool {
        zip(values, values.dropFirst()).allSatisfy { a, b in
            let step = decreasing ? a - b : b - a
            return step >= -1e-9 && step <= maxStep
        }
    }

    // MARK: Swipe to present

    @Test func aSwipeReleasedPast40PercentIsCarriedToTheEndByTheDisplayLink() throws {
        let stage = try Stage()
        // 187.5 pt left: half the screen.
        stage.runner.press(at: CGPoint(x: 800, y: 400))
        stage.runner.move(to: CGPoint(x: 612.5, y: 400), frames: 15)
        let b = try #require(stage.presented)
        #expect(b.letter == "B")
        #expect(stage.scene.animator.progress == 0.5)
        let offset = { b.view.presentationValues.transform.tx }
        #expect(abs(offset() - 187.5) < 0.01, "B's edge is under the finger")
        #expect(stage.scene.statusLabel.text == "Presenting B: 50 %\nlet go: it finishes")
        try stage.runner.assertGolden(named: "midSwipe")
        stage.runner.release()
        var trace: [CGFloat] = [187.5, offset()]
        trace += stage.traceUntilSettled(b.view, offset)
        // 0.04 of 375 = 15 pt a frame from the display link, then finish() from 0.98 plays the last 2 %.
        #expect(Self.isSmooth(trace, decreasing: true, maxStep: 15.01), "\(trace)")
        #expect(trace.last == 0)
        #expect(trace.count > 12, "the display link's frames, then finish()")
        #expect(stage.presented === b && !b.isBeingPresented)
        #expect(b.view.transform == .identity)
        #expect(stage.scene.menu.view.superview == nil, "the menu left the window under the full-screen page")
    }

    @Test func aSwipeReleasedAt40PercentOrLessGoesBack() throws {
        let stage = try Stage()
        stage.runner.press(at: CGPoint(x: 800, y: 400))
        stage.runner.move(to: CGPoint(x: 650, y: 400), frames: 10)  // 150 pt: 0.4, not past it
        let b = try #require(stage.presented)
        #expect(stage.scene.animator.progress == 0.4)
        let offset = { b.view.presentationValues.transform.tx }
        stage.runner.release()
        var trace: [CGFloat] = [225, offset()]
        trace += stage.traceUntilSettled(b.view, offset)
        #expect(Self.isSmooth(trace, decreasing: false, maxStep: 25), "\(trace)")
        #expect(trace.count > 10 && trace.last! > 370, "played back to the edge before it left")
        #expect(stage.presented == nil)
        #expect(b.view.superview == nil)
        #expect(stage.scene.menu.view.window != nil)
        #expect(stage.scene.menu.view.transform == .identity, "the menu is back where it was")
    }

    // MARK: Pinch to dismiss

    /// Presents B with the B key and waits.
    func presentB(_ stage: Stage) throws -> PinchablePageViewController {
        stage.runner.key(.b)
        stage.runner.pumpUntilSettled()
        return try #require(stage.presented)
    }

    @Test func anAltDragPinchPast40PercentDismissesContinuously() throws {
        let stage = try Stage()
        let b = try presentB(stage)
        // Alt + down at the centre: fingers at ±80. 4 pt left a frame: the distance shrinks 8 pt a frame; the
        // pinch begins at 152 pt, and 11 frames later the fingers are 72 pt apart: scale 72 / 152.
        stage.runner.press(at: Stage.center, modifiers: .alt)
        stage.runner.move(to: CGPoint(x: 596, y: 400), frames: 11)
        let scale: CGFloat = 72.0 / 152
        #expect(abs(stage.scene.animator.progress - (1 - scale)) < 1e-9)
        let size = { b.view.presentationValues.transform.a }
        #expect(abs(size() - scale) < 1e-3, "the page is as big as the fingers say")
        #expect(abs(b.view.presentationValues.alpha - scale) < 1e-3)
        try stage.runner.assertGolden(named: "midPinch")
        stage.runner.release()
        var trace = [scale] + [size()]
        trace += stage.traceUntilSettled(b.view, size)
        #expect(Self.isSmooth(trace, decreasing: true, maxStep: 0.041), "\(trace)")
        #expect(trace.count > 10 && trace.last! < 0.03, "shrunk to nothing before it left")
        #expect(stage.presented == nil)
        #expect(b.view.superview == nil)
        #expect(stage.scene.menu.view.window != nil)
    }

    @Test func aPinchReleasedAt40PercentOrLessCancelsAndThePageIsWholeAgain() throws {
        let stage = try Stage()
        let b = try presentB(stage)
        stage.runner.press(at: Stage.center, modifiers: .alt)
        stage.runner.move(to: CGPoint(x: 616, y: 400), frames: 6)  // 112 of 152: scale 0.737
        let scale: CGFloat = 112.0 / 152
        let size = { b.view.presentationValues.transform.a }
        #expect(abs(size() - scale) < 1e-3)
        stage.runner.release()
        var trace = [scale] + [size()]
        trace += stage.traceUntilSettled(b.view, size)
        #expect(Self.isSmooth(trace, decreasing: false, maxStep: 0.06), "\(trace)")
        #expect(trace.last == 1)
        #expect(stage.presented === b)
        #expect(b.view.transform == .identity && b.view.alpha == 1)
        #expect(stage.scene.menu.view.superview == nil, "no two views at rest")
    }

    @Test func ctrlWheelPinchesThePageAway() throws {
        let stage = try Stage()
        let b = try presentB(stage)
        stage.runner.zoom(-8, at: Stage.center)
        stage.runner.pump(frames: 12)
        #expect(b.isBeingDismissed)
        #expect(b.view.presentationValues.transform.a < 0.6)
        stage.runner.pumpUntilSettled()
        #expect(stage.presented == nil)
    }

    /// A slow turn: one notch toward the user every half second. Each notch is more than a wheel turn's 0.3 s
    /// after the last, yet the fingers stay down (they lift 1 s after the last notch), so the pinch adds up
    /// notch by notch past 40 % (1 / 1.1⁸ ≈ 0.47 of the distance) and the page goes.
    @Test func aSlowCtrlWheelTurnIsOnePinchAndDismissesThePage() throws {
        let stage = try Stage()
        let b = try presentB(stage)
        var states: [GestureRecognizer.State] = []
        b.pinch.addAction { states.append($0.state) }
        stage.runner.zoom(-1, at: Stage.center)
        for _ in 1..<8 {
            stage.runner.pump(seconds: 0.5)
            #expect(stage.runner.driver.pipeline.dispatcher.isActive, "the fingers stay down between notches")
            stage.runner.zoom(-1)
        }
        #expect(b.isBeingDismissed)
        #expect(stage.scene.animator.progress > 0.4, "\(stage.scene.animator.progress)")
        stage.runner.pumpUntilSettled()
        #expect(stage.presented == nil)
        #expect(states.filter { $0 == .began }.count == 1, "one pinch for the whole turn: \(states)")
        #expect(states.last == .ended)
    }

    @Test func aScriptedPinchDismissesAndASmallOneDoesNot() throws {
        let stage = try Stage()
        let b = try presentB(stage)
        try stage.runner.play("pinch 640 400 0.8 8\nframes 40")
        #expect(stage.presented === b, "a fifth of the way in: cancelled")
        #expect(b.view.transform == .identity)
        try stage.runner.play("pinch 640 400 0.4 12\nframes 60")
        #expect(stage.presented == nil)
    }

    // MARK: A, zoom from the thumbnail

    @Test func aPhotoZoomsFromItsThumbnailAndBackIntoIt() throws {
        let stage = try Stage()
        let thumb = stage.scene.menu.thumbnails[4]
        let thumbCenter = stage.runner.screenCenter(of: thumb)
        stage.runner.tap(at: thumbCenter)
        let photo = try #require(stage.presented as? PhotoPageViewController)
        stage.runner.pump(frames: 5)
        let mid = photo.view.presentationValues
        #expect(mid.transform.a > 0.29 && mid.transform.a < 0.9, "growing out of the 111 pt thumbnail")
        try stage.runner.assertGolden(named: "midZoom")
        stage.runner.pumpUntilSettled()
        #expect(photo.view.transform == .identity)
        // D dismisses with the same zoom backward, into the thumbnail.
        stage.runner.key(.d)
        stage.runner.pump(frames: 22)
        let end = stage.runner.screenCenter(of: photo.view)
        #expect(abs(end.x - thumbCenter.x) < 12 && abs(end.y - thumbCenter.y) < 12)
        stage.runner.pumpUntilSettled()
        #expect(stage.presented == nil)
    }
}
