import Foundation
import Testing
import Views
import PlaygroundTesting
@testable import Demos
@testable import Playground
@testable import PlaygroundHost

/// Seed 004 in the window's pipeline: scrub through layer timing, finish forward past half, return below half
/// by display link or by speed = −1, with no bad frame.
@Suite struct DragTargetSceneTests {
    private func scene(_ runner: SceneTester) throws -> DragTargetScene {
        try #require(runner.driver.pipeline.scene as? DragTargetScene)
    }

    /// Where the rectangle is in the phone screen's coordinates (y of its on-screen center).
    private func y(_ s: DragTargetScene) -> CGFloat { s.moveableView.presentationValues.center.y }

    private let grab = CGPoint(x: 640, y: 140)

    @Test func dragScrubsThePausedAnimationThroughTimeOffset() throws {
        let runner = try settledRunner("dragtarget")
        let s = try scene(runner)
        #expect(y(s) == 50)
        try assertGolden(try runner.frame(), named: "settled")
        try runner.run(.down(grab), .move(CGPoint(x: 640, y: 340), frames: 10))
        // 200 pt of 500: progress 0.4 → timeOffset 0.4 s of the 1 s ease-in-out animation.
        #expect(abs(s.animationProgress - 0.4) < 1e-9)
        #expect(s.moveableView.layer.speed == 0)
        #expect(abs(s.moveableView.layer.timeOffset - 0.4) < 1e-9)
        let eased = CubicTimingParameters(animationCurve: .easeInOut).bezier.solve(0.4)
        #expect(abs(y(s) - (50 + 500 * CGFloat(eased))) < 0.01)
        #expect(s.moveableView.center.y == 550, "the model holds the target while the animation is paused")
        try assertGolden(try runner.frame(), named: "mid-scrub")
    }

    /// Issue 21, item 4: a drag up moves the rectangle down, as far as the same drag down would (seed 004 takes
    /// |translation.y|), and the caption says so.
    @Test func draggingUpMovesTheRectangleDownAndTheCaptionSaysWhy() throws {
        let runner = try settledRunner("dragtarget")
        let s = try scene(runner)
        try runner.run(.down(CGPoint(x: 640, y: 540)), .move(CGPoint(x: 640, y: 340), frames: 10))
        #expect(abs(s.animationProgress - 0.4) < 1e-9)
        let eased = CubicTimingParameters(animationCurve: .easeInOut).bezier.solve(0.4)
        #expect(abs(y(s) - (50 + 500 * CGFloat(eased))) < 0.01, "200 pt up moved it 40 % of the way down")
        let caption = s.caption.bodyText
        #expect(caption.contains("|translation.y|") && caption.contains("dragging up moves the rectangle down"),
                "\(caption)")
        #expect(!s.caption.isHidden, "shown beside the phone at 1280 × 800")
    }

    @Test func releasePastHalfFinishesForward() throws {
        let runner = try settledRunner("dragtarget")
        let s = try scene(runner)
        try runner.run(.down(grab), .move(CGPoint(x: 640, y: 440), frames: 10), .up)
        let ys = runner.trace(frames: 40) { y(s) }
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0.1 >= $0.0 - 1e-9 }, "moves only forward")
        #expect(ys.last == 550)
        #expect(s.completions.count == 1)
        #expect(s.completions.first?.finished == true)
        #expect(s.moveableView.tag == 2)
        #expect(s.moveableView.layer.speed == 1)
        try assertGolden(try runner.frame(), named: "finished")
    }

    /// Every frame of a return shows the rectangle between where it was let go and the start, moving back,
    /// and it ends at the start with the model there too — never a frame at the end or elsewhere.
    private func checkReturn(_ runner: SceneTester, _ s: DragTargetScene) {
        let released = y(s)
        #expect(released > 150 && released < 300)
        let ys = runner.trace(frames: 45) { y(s) }
        for (i, value) in ys.enumerated() {
            #expect(value >= 50 - 1e-9 && value <= released + 1e-9, "frame \(i): y = \(value)")
        }
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0.1 <= $0.0 + 1e-9 }, "moves only back")
        #expect(ys.last == 50)
        #expect(s.moveableView.center.y == 50)
        #expect(s.moveableView.tag == 1)
        #expect(s.completions.count == 1)
    }

    @Test func releaseBeforeHalfReturnsByDisplayLinkWithNoBadFrame() throws {
        let runner = try settledRunner("dragtarget")
        let s = try scene(runner)
        #expect(s.mode == .displayLink)
        try runner.run(.down(grab), .move(CGPoint(x: 640, y: 320), frames: 10), .up)
        checkReturn(runner, s)
        try assertGolden(try runner.frame(), named: "returned")
    }

    @Test func releaseBeforeHalfReturnsByNegativeSpeedWithNoBadFrame() throws {
        let runner = try settledRunner("dragtarget")
        let s = try scene(runner)
        try runner.run(.key(.v))
        #expect(s.mode == .negativeSpeed)
        try runner.run(.down(grab), .move(CGPoint(x: 640, y: 320), frames: 10), .up)
        checkReturn(runner, s)
        #expect(s.moveableView.layer.speed == 1)
    }

    @Test func secondDragGoesBackFromTheTarget() throws {
        let runner = try settledRunner("dragtarget")
        let s = try scene(runner)
        try runner.run(.down(grab), .move(CGPoint(x: 640, y: 440), frames: 10), .up, .frames(40))
        #expect(s.moveableView.tag == 2)
        try runner.run(.down(CGPoint(x: 640, y: 600)), .move(CGPoint(x: 640, y: 250), frames: 10), .up, .frames(40))
        #expect(y(s) == 50)
        #expect(s.moveableView.tag == 1)
    }
}
