import Foundation
import Testing
import Views
import PlaygroundTesting
@testable import Demos
@testable import Playground
@testable import PlaygroundHost

/// Seeds 000/003's lock screen: the numbers and behaviour the texts give.
@Suite struct LockSearchSceneTests: LockSearchTesting {
    @Test func appearingScalesTheTableUpAndSpringsTheDate() throws {
        let runner = try demoTester("locksearch", size: CGSize(width: 1280, height: 800))
        let s = try scene(runner)
        let table = s.tableView
        // Frame 0: the table starts at 0.67 and transparent, the date 100 pt above its place.
        #expect(abs(table.presentationValues.transform.a - 0.67) < 1e-9)
        #expect(table.presentationValues.alpha == 0)
        #expect(s.dateTopConstraint.constant == 80)
        var dateYs: [CGFloat] = []
        for _ in 0..<90 {
            runner.pump(frames: 1)
            dateYs.append(s.dateLabel.presentationValues.frame.minY)
        }
        // The transform waits for delayFactor 0.33 × 0.33 s ≈ 0.11 s (6 frames) while alpha already rises.
        #expect(table.presentationValues.transform.a == 1)
        #expect(table.presentationValues.alpha == 1)
        // dampingRatio 0.55: the date overshoots its final 80 pt, then settles there.
        #expect(dateYs.max()! > 85)
        #expect(abs(dateYs.last! - 80) < 0.5)
        runner.pumpUntilSettled()
        try assertGolden(try runner.frame(), named: "settled")
    }

    @Test func theTableTransformWaitsForItsDelayFactor() throws {
        let runner = try demoTester("locksearch", size: CGSize(width: 1280, height: 800))
        let s = try scene(runner)
        runner.pump(frames: 5)   // 0.083 s < 0.1089 s
        #expect(abs(s.tableView.presentationValues.transform.a - 0.67) < 1e-9)
        #expect(s.tableView.presentationValues.alpha > 0)
        runner.pump(frames: 3)
        #expect(s.tableView.presentationValues.transform.a > 0.67)
    }

    @Test func searchingAnimatesTheBlurItselfOnTheCustomCurve() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        try runner.run(.down(root(s, CGPoint(x: 120, y: 44))), .up)
        #expect(s.searchBar.isEditing)
        let curve = UnitBezier(p1x: 0.57, p1y: -0.4, p2x: 0.96, p2y: 0.87)
        var radii: [CGFloat] = [], scales: [CGFloat] = []
        for _ in 0..<33 {
            runner.pump(frames: 1)
            radii.append(s.blurView.presentationBlur.radius)
            scales.append(s.tableView.presentationValues.transform.a)
        }
        // 0.55 s = 33 frames; the blur radius follows the curve (clamped at 0 where the curve dips below).
        for (i, r) in radii.enumerated() {
            let t = Double(i + 1) / 60 / 0.55
            let expected = max(20 * CGFloat(curve.solve(min(t, 1))), 0)
            #expect(abs(r - expected) < 0.05, "frame \(i + 1): radius \(r), expected \(expected)")
        }
        // The anticipation of (0.57, −0.4): the table first grows a little before shrinking to 0.75.
        #expect(scales.prefix(12).max()! > 1.0)
        #expect(abs(scales.last! - 0.75) < 1e-6)
        #expect(abs(s.tableView.presentationValues.alpha - 0.33) < 1e-6)
        try assertGolden(try runner.frame(), named: "blurred")
        // Typing then clearing the text reverses it.
        try runner.run(.text("a"), .key(.backspace), .frames(40))
        #expect(!s.searchBar.isEditing)
        #expect(s.blurView.effect == nil)
        #expect(s.blurView.presentationBlur.radius == 0)
        #expect(s.tableView.presentationValues.transform == .identity)
    }

    @Test func theDoneButtonEndsTheSearch() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        try runner.run(.down(root(s, CGPoint(x: 120, y: 44))), .up, .frames(40))
        let done = s.searchBar.resultsButton
        try runner.run(.down(done.convert(CGPoint(x: 30, y: 20), to: nil)), .up, .frames(40))
        #expect(!s.searchBar.isEditing)
        #expect(s.blurView.presentationBlur.radius == 0)
    }

    @Test func clickingAnIconJigglesItOnceAtATime() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        let icon = s.widget.icons[0]
        let p = iconCenter(s, 0)
        try runner.run(.down(p), .up)
        #expect(icon.jiggleCount == 1)
        runner.pump(frames: 4)   // 0.067 s + the up frame, inside the first keyframe (0…0.0825 s): turning left
        let angle = TransformComponents(icon.icon.presentationValues.transform).rotation
        #expect(angle < -0.05 && angle > -CGFloat.pi / 8 - 1e-9)
        try runner.run(.down(p), .up)
        #expect(icon.jiggleCount == 1, "a click while it jiggles does not restart it")
        runner.pump(frames: 20)
        #expect(icon.icon.transform == .identity)
        #expect(icon.icon.presentationValues.transform == .identity)
        try runner.run(.down(p), .up)
        #expect(icon.jiggleCount == 2)
    }

    @Test func showMoreSpringsTheWidgetAndCrossDissolvesTheTitle() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        let button = s.widget.showMoreButton
        try runner.run(.down(button.convert(CGPoint(x: 52, y: 14), to: nil)), .up)
        let animator = try #require(s.widgetCell.toggleHeightAnimator)
        let spring = try #require(animator.timingParameters.springTimingParameters)
        #expect(spring.mass == 30 && spring.stiffness == 10 && spring.damping == 300)
        #expect(spring.initialVelocity == CGVector(dx: 5, dy: 0))
        #expect(s.widget.icons.count == 8, "the extra icons appear")
        #expect(button.currentTitle == "Show Less")
        // The title cross-dissolves from the old one, starting with the click (not at the seed's delayFactor 0.5).
        let transition = try #require(button.titleLabel.presentationTransition ?? button.presentationTransition)
        #expect(transition.kind == .crossDissolve)
        #expect(transition.progress == 0)
        #expect((transition.before?.subviews.first as? Label)?.text == "Show More" || transition.before != nil)
        var heights: [CGFloat] = []
        for _ in 0..<120 {
            runner.pump(frames: 1)
            heights.append(s.widget.presentationValues.bounds.height)
            // The table's rows move with the same spring: Up Next stays 12 pt below the card.
            let upNextTop = s.upNextCell.presentationValues.frame.minY
            #expect(abs(upNextTop - (heights.last! + 12)) < 1e-6)
        }
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $0.1 >= $0.0 - 1e-9 }, "an over-damped spring never goes back")
        #expect(heights.last! > 130 && heights.last! < 230)
        #expect(s.widgetCell.widgetHeight.constant == 230)
        try assertGolden(try runner.frame(), named: "showing-more")
    }

    @Test func pressurePreviewGrowsWithTheWheelAndCancelsWhenReleased() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        let p = iconCenter(s, 1)
        try runner.run(.move(p, frames: 1), .wheel(4))
        let animator = try #require(s.previewAnimator)
        // Pressure 0.5 → preview progress 0.5 / 0.75 → fractionComplete ⅔, scrubbed linearly.
        #expect(abs(animator.fractionComplete - 2.0 / 3) < 1e-9)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(abs(s.blurView.presentationBlur.radius - 40.0 / 3) < 1e-6)
        let effect = TransformComponents(s.previewEffectView.presentationValues.transform)
        #expect(abs(effect.sx - 4.0 / 3) < 1e-6)
        // The rotation keyframe runs in the second half: ⅙ of its 0.5 → −π/8 × ⅓.
        #expect(abs(effect.rotation + CGFloat.pi / 24) < 1e-6)
        #expect(s.previewView?.superview === s.content)
        try assertGolden(try runner.frame(), named: "preview-half")
        // Held 0.6 s, falling 3 a second, then the animator runs back: gone in 1.5 s.
        runner.pump(frames: 90)
        #expect(animator.state == .inactive)
        #expect(s.previewView?.superview == nil)
        #expect(s.previewEffectView.superview == nil)
        #expect(s.blurView.effect == nil)
        #expect(s.blurView.presentationBlur.radius == 0)
    }

    @Test func pressingAgainWhileAPreviewSettlesBackStartsANewOne() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        let p = iconCenter(s, 0)
        try runner.run(.move(p, frames: 1), .wheel(3))
        // The pressure holds 0.6 s, then falls (scrubbing the preview back) until the preview cancels.
        var frames = 0
        while s.previewAnimator?.isReversed != true && frames < 90 {
            runner.pump(frames: 1)
            frames += 1
        }
        #expect(s.previewAnimator?.isReversed == true, "settling back")
        #expect(frames > 36)
        try runner.run(.wheel(3), .frames(2))
        let animator = try #require(s.previewAnimator)
        #expect(!animator.isReversed && animator.state == .active)
        #expect(s.previewView?.superview === s.content)
        #expect(s.previewEffectView.superview === s.content)
        #expect(s.blurView.presentationBlur.radius > 0)
        runner.pump(frames: 90)
        #expect(s.previewView?.superview == nil)
        #expect(s.previewEffectView.superview == nil)
        #expect(s.blurView.presentationBlur.radius == 0)
    }

    @Test func noPreviewWhileSearching() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        try runner.run(.down(root(s, CGPoint(x: 120, y: 44))), .up, .frames(40))
        #expect(s.searchBar.isEditing)
        let icon = s.widget.icons[0].icon
        let p = icon.convert(CGPoint(x: icon.bounds.midX, y: icon.bounds.midY), to: nil)
        try runner.run(.move(p, frames: 1), .wheel(3), .frames(2))
        #expect(s.previewAnimator == nil)
        #expect(abs(s.blurView.presentationBlur.radius - 20) < 1e-6, "the search blur stays")
    }

    @Test func pressingPastTheThresholdCommitsAndTheBlurDismisses() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        let p = iconCenter(s, 1)
        try runner.run(.move(p, frames: 1), .wheel(4), .wheel(3), .wheel(3))
        #expect(s.previewAnimator == nil, "finished at .end")
        #expect(s.blurView.isUserInteractionEnabled)
        runner.pump(frames: 30)
        // The menu opened above the icon: left of it for an icon on the left half.
        let menu = s.previewEffectView.frame
        #expect(abs(menu.height - 60) < 1e-6)
        #expect(menu.maxY < s.previewView!.frame.minY + 1)
        #expect(s.previewEffectView.contentView.presentationValues.alpha == 1)
        #expect(s.blurView.effect != nil)
        try assertGolden(try runner.frame(), named: "committed")
        try runner.run(.down(root(s, CGPoint(x: 187, y: 600))), .up, .frames(40))
        #expect(s.previewEffectView.superview == nil)
        #expect(!s.blurView.isUserInteractionEnabled)
        #expect(s.blurView.presentationBlur.radius == 0)
    }
}

/// Seed 000 chapter 23 and seed 003: Edit, pull-to-present, click-to-interrupt.
@Suite struct LockSearchSettingsTests: LockSearchTesting {
    private func editPoint(_ s: LockSearchScene) -> CGPoint { s.editButton.convert(CGPoint(x: 175, y: 20), to: nil) }

    @Test func editPresentsSettingsWithTheCustomTransitionAndTheBlur() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        try runner.run(.down(editPoint(s)), .up)
        let settings = try #require(s.settingsController)
        let settingsView: View = settings.view
        // The to-view starts scaled 1.33 and 200 pt down, then moves to 100 pt down and fades in.
        let start = TransformComponents(settingsView.presentationValues.transform)
        #expect(abs(start.sx - 1.33) < 1e-6 && abs(start.ty - 200) < 1e-6)
        #expect(settingsView.presentationValues.alpha == 0)
        runner.pump(frames: 18)   // 0.3 s of 0.75: the move has begun (delay 0.1125 s), the fade not yet (0.375 s)
        #expect(TransformComponents(settingsView.presentationValues.transform).ty < 200)
        #expect(settingsView.presentationValues.alpha == 0)
        #expect(s.blurView.presentationBlur.radius > 0, "the blur runs as an auxiliary animation")
        runner.pump(frames: 40)
        #expect(settingsView.presentationValues.transform == CGAffineTransform(translationX: 0, y: 100))
        #expect(settingsView.presentationValues.alpha == 1)
        #expect(s.lockController.presentedViewController === settings)
        #expect(s.presentTransition.animatorsMade == 1)
        try assertGolden(try runner.frame(), named: "settings")
        // Choosing a row dismisses Settings and un-blurs.
        let row = settings.rows[0].convert(CGPoint(x: 160, y: 28), to: nil)
        try runner.run(.down(row), .up, .frames(90))
        #expect(s.lockController.presentedViewController == nil)
        #expect(s.blurView.presentationBlur.radius == 0)
        #expect(s.tableView.presentationValues.alpha == 1)
    }

    /// The offset the table's rubber band shows for a pull of `x` points past its top (470 pt tall).
    private func rubberBand(_ x: CGFloat) -> CGFloat { (1 - 1 / (x * 0.55 / 470 + 1)) * 470 }

    /// Seed 000/003's pull-to-present through the table's scroll view delegate: progress
    /// ((−offset.y) − 30) / 90 while dragging, the decision in scrollViewWillEndDragging.
    @Test func pullingTheTablePresentsInteractively() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        let start = root(s, CGPoint(x: 187, y: 320))
        // The pan begins after 10 pt (the second 5 pt step); the next 162 pt are pulled past the top.
        try runner.run(.down(start), .move(CGPoint(x: start.x, y: start.y + 20), frames: 4),
                       .move(CGPoint(x: start.x, y: start.y + 172), frames: 12))
        #expect(s.tableView.isDragging)
        #expect(abs(s.tableView.contentOffset.y + rubberBand(162)) < 1e-6, "the rubber band")
        #expect(s.isPresentingSettings)
        let progress = ((-s.tableView.contentOffset.y) - 30) / 90
        #expect(abs(s.presentTransition.percentComplete - progress) < 1e-9)
        #expect(abs(progress - 0.5) < 0.01, "162 pt pulled show 75 pt: half way")
        try assertGolden(try runner.frame(), named: "pull-half")
        // Back up to 110 pt pulled (progress 0.26) and let go: it cancels, the blur goes with the auxiliary
        // cancel, the table springs back.
        try runner.run(.move(CGPoint(x: start.x, y: start.y + 120), frames: 3))
        #expect(abs(s.presentTransition.percentComplete - ((rubberBand(110) - 30) / 90)) < 1e-9)
        try runner.run(.up, .frames(60))
        #expect(s.lockController.presentedViewController == nil)
        #expect(s.blurView.presentationBlur.radius == 0)
        #expect(s.tableView.presentationValues.transform == .identity)
        #expect(s.tableView.contentOffset == .zero)
        #expect(!s.tableView.isDecelerating)
        // Pull further (240 pt: 103 pt shown, progress 0.81) and let go: it finishes.
        try runner.run(.down(start), .move(CGPoint(x: start.x, y: start.y + 20), frames: 4),
                       .move(CGPoint(x: start.x, y: start.y + 250), frames: 12))
        #expect(abs(s.presentTransition.percentComplete - ((rubberBand(240) - 30) / 90)) < 1e-9)
        try runner.run(.up, .frames(60))
        #expect(s.lockController.presentedViewController === s.settingsController)
        #expect(abs(s.blurView.presentationBlur.radius - 20) < 1e-6)
        #expect(s.tableView.contentOffset == .zero)
    }

    /// A short pull (less than 30 pt shown) presents nothing; the table springs back.
    @Test func aShortPullOnlyBounces() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        let start = root(s, CGPoint(x: 187, y: 320))
        try runner.run(.down(start), .move(CGPoint(x: start.x, y: start.y + 60), frames: 6))
        #expect(s.tableView.contentOffset.y < -20 && s.tableView.contentOffset.y > -30)
        #expect(!s.isPresentingSettings)
        try runner.run(.up, .frames(40))
        #expect(s.lockController.presentedViewController == nil)
        #expect(s.tableView.contentOffset == .zero)
        #expect(runner.takeDiagnostics().isEmpty)
    }

    @Test func clickingDuringThePresentPausesItAndADragFinishesOrCancels() throws {
        for (direction, finishes) in [(CGFloat(60), true), (CGFloat(-60), false)] {
            let runner = try settledRunner("locksearch")
            let s = try scene(runner)
            try runner.run(.down(editPoint(s)), .up, .frames(12))
            let press = root(s, CGPoint(x: 187, y: 360))
            try runner.run(.down(press))
            let animator = try #require(s.presentTransition.animator)
            #expect(!animator.isRunning, "paused by the click")
            let paused = animator.fractionComplete
            runner.pump(frames: 5)
            #expect(animator.fractionComplete == paused)
            try runner.run(.move(CGPoint(x: press.x, y: press.y + direction), frames: 6), .up, .frames(60))
            if finishes {
                #expect(s.lockController.presentedViewController === s.settingsController)
            } else {
                #expect(s.lockController.presentedViewController == nil)
                #expect(s.blurView.effect == nil)
                #expect(s.blurView.presentationBlur.radius == 0)
            }
        }
    }

    /// Issue 21, item 4: a click lands on the Settings card once it has begun to fade in (0.5 s in, fraction
    /// 0.88): it still pauses the present, and it may lift first; a separate drag then finishes (down) or
    /// cancels (up) it, as a drag in the same press does.
    @Test(arguments: [(CGFloat(60), true), (CGFloat(-60), false)])
    func aClickPausesThePresentAndASeparateDragFinishesOrCancels(direction: CGFloat, finishes: Bool) throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        try runner.run(.down(editPoint(s)), .up, .frames(30))
        let settings = try #require(s.settingsController)
        #expect(settings.view.presentationValues.alpha > 0.5, "the card is there to be hit")
        let press = root(s, CGPoint(x: 187, y: 360))
        try runner.run(.down(press), .up, .frames(5))
        let animator = try #require(s.presentTransition.animator)
        #expect(!animator.isRunning, "paused by the click")
        let paused = animator.fractionComplete
        try runner.run(.down(press), .frames(3))
        #expect(animator.fractionComplete == paused, "the second press leaves it paused")
        try runner.run(.move(CGPoint(x: press.x, y: press.y + direction), frames: 6), .up, .frames(60))
        if finishes {
            #expect(s.lockController.presentedViewController === s.settingsController)
        } else {
            #expect(s.lockController.presentedViewController == nil)
            #expect(s.blurView.effect == nil)
            #expect(s.blurView.presentationBlur.radius == 0)
        }
    }
}
