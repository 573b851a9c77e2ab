import Foundation
import Testing
import Views
import PlaygroundTesting
@testable import Demos
@testable import Playground
@testable import PlaygroundHost

/// The scroll scene: a long list that coasts, bounces at both ends, snaps to rows and turns pages through
/// `targetContentOffset`, and scrolls with the wheel (issue 11, item 3).
@Suite struct ScrollSceneTests {
    private func scene(_ runner: SceneTester) throws -> ScrollScene {
        try #require(runner.driver.pipeline.scene as? ScrollScene)
    }

    /// A point of the phone screen in window coordinates.
    private func root(_ s: ScrollScene, _ x: CGFloat, _ y: CGFloat) -> CGPoint { s.screen.convert(CGPoint(x: x, y: y), to: nil) }

    /// The list's largest offset at rest.
    private func bottom(_ s: ScrollScene) -> CGFloat {
        s.list.contentSize.height + s.list.contentInset.bottom - s.list.bounds.height
    }

    @Test func pullingPastTheTopStretchesAndSpringsBack() throws {
        let runner = try settledRunner("scroll")
        let s = try scene(runner)
        let start = root(s, 187, 250)
        // 10 pt to begin the pan, then 200 pt past the top of a 549 pt list.
        try runner.run(.down(start), .move(CGPoint(x: start.x, y: start.y + 10), frames: 2),
                       .move(CGPoint(x: start.x, y: start.y + 210), frames: 10), .frames(8))
        let height = Double(s.list.bounds.height)
        let stretched = (1 - 1 / (200 * 0.55 / height + 1)) * height
        #expect(abs(Double(s.list.contentOffset.y) + stretched) < 1e-9)
        try runner.run(.up)
        #expect(s.list.isDecelerating)
        #expect(s.status.text == "Released past the end: springing back to 0 pt")
        runner.pump(frames: 6)
        let y = s.list.contentOffset.y
        #expect(y < -20 && y > -Double(stretched) + 10, "on its way back: \(y)")
        try runner.assertGolden(named: "mid-bounce-top")
        runner.pump(frames: 40)
        #expect(s.list.contentOffset.y == 0)
        #expect(!s.list.isDecelerating)
        #expect(s.status.text == "At rest at 0 pt")
    }

    @Test func aFlingIntoTheBottomOvershootsThenSettlesThere() throws {
        let runner = try settledRunner("scroll")
        let s = try scene(runner)
        s.list.setContentOffset(CGPoint(x: 0, y: bottom(s) - 600), animated: false)
        runner.pump(frames: 2)
        let start = root(s, 187, 600)
        try runner.run(.down(start), .move(CGPoint(x: start.x, y: start.y - 20), frames: 2),
                       .move(CGPoint(x: start.x, y: start.y - 260), frames: 6), .up)
        // The projection (2000 pt/s × 0.499 s ≈ 998 pt) lies past the end: the target is the end.
        let status = try #require(s.status.text)
        #expect(status.hasPrefix("Released at 2000 pt/s") && status.hasSuffix("coasting to \(Int(bottom(s))) pt"))
        // Run to the deepest point of the overshoot and keep that frame.
        var deepest = -CGFloat.infinity, frames = 0
        while frames < 120 {
            runner.pump(frames: 1)
            frames += 1
            let y = s.list.contentOffset.y
            if y >= deepest { deepest = y } else if y > bottom(s) { break }
        }
        #expect(deepest - bottom(s) > 30, "overshoots the end by \(deepest - bottom(s)) pt")
        #expect(deepest - bottom(s) < 150)
        try runner.assertGolden(named: "mid-bounce-bottom")
        runner.pumpUntilSettled()
        #expect(s.list.contentOffset.y == bottom(s))
        // The last rows are on screen, reused cells showing them.
        let last = IndexPath(row: ScrollScene.rowCount - 1, section: 0)
        #expect(s.list.cellForRow(at: last) != nil)
        #expect(s.list.subviews.filter { $0 is ContactCell }.count <= 12, "cells are reused")
    }

    @Test func snapModeRoundsTheTargetToARow() throws {
        let runner = try settledRunner("scroll")
        let s = try scene(runner)
        try runner.run(.key(.digit2))
        #expect(s.mode == .snap)
        let start = root(s, 187, 600)
        try runner.run(.down(start), .move(CGPoint(x: start.x, y: start.y - 20), frames: 2),
                       .move(CGPoint(x: start.x, y: start.y - 107), frames: 5), .up)
        runner.pumpUntilSettled()
        let y = s.list.contentOffset.y
        #expect(y > 0)
        #expect(y.truncatingRemainder(dividingBy: ContactCell.height) == 0, "stopped on a row: \(y)")
        #expect(s.status.text == "At rest at \(Int(y)) pt")
    }

    @Test func pagesTurnOneAtATimeAndTheSegmentsAreButtons() throws {
        let runner = try settledRunner("scroll")
        let s = try scene(runner)
        // The segmented control's buttons use target-action with the sender.
        let pages = s.segmentButtons[2]
        runner.tap(pages)
        #expect(s.mode == .pages)
        #expect(s.pager.isHidden == false && s.list.isHidden)
        let page = s.pager.bounds.height
        let start = root(s, 187, 500)
        // A short, quick flick up turns to page 2, not further.
        try runner.run(.down(start), .move(CGPoint(x: start.x, y: start.y - 20), frames: 2),
                       .move(CGPoint(x: start.x, y: start.y - 100), frames: 4), .up)
        runner.pump(frames: 12)
        #expect(s.pager.contentOffset.y > page / 2 && s.pager.contentOffset.y < page)
        try runner.assertGolden(named: "mid-page-turn")
        runner.pumpUntilSettled()
        #expect(s.pager.contentOffset.y == page)
        // A slow drag less than half a page falls back.
        try runner.run(.down(start), .move(CGPoint(x: start.x, y: start.y - 20), frames: 2),
                       .move(CGPoint(x: start.x, y: start.y - 120), frames: 30), .frames(10), .up)
        runner.pumpUntilSettled()
        #expect(s.pager.contentOffset.y == page)
    }

    @Test func theWheelScrollsTheList() throws {
        let runner = try settledRunner("scroll")
        let s = try scene(runner)
        runner.wheel(-4, at: root(s, 187, 400))
        runner.pump(frames: 30)
        #expect(s.list.contentOffset.y == 160, "4 notches × 40 pt")
        runner.wheel(9, at: root(s, 187, 400))
        runner.pumpUntilSettled()
        #expect(s.list.contentOffset.y == 0, "not past the top")
        #expect(runner.takeDiagnostics().isEmpty)
    }
}

extension ScrollSceneTests {
    /// On the pages a wheel turn of several notches turns one page, resting on it; the next turn the next page.
    @Test func aWheelTurnOnThePagesTurnsOnePage() throws {
        let runner = try settledRunner("scroll")
        let s = try scene(runner)
        runner.key(.digit3)
        runner.pump(frames: 2)
        let page = s.pager.bounds.height
        let point = root(s, 187, 400)
        for turn in 1...3 {
            for _ in 0..<3 {
                runner.wheel(-1, at: point)
                runner.pump(frames: 4)
            }
            runner.pump(seconds: 1)
            #expect(s.pager.contentOffset.y == page * CGFloat(turn), "turn \(turn): \(s.pager.contentOffset.y / page) pages")
        }
    }
}
