import Foundation
import Testing
@testable import Views

/// Percent-driven presentations, with an interruptible property animator and with plain `View.animate`
/// (`interruptible: false`): scrubbing, finishing and cancelling from where the transition is.
@Suite(.world) struct PercentDrivenInteractiveTransitionTests {
    /// A presenter in a 400 × 800 window and a presented controller whose delegate supplies the animator and
    /// a percent-driven interaction controller.
    final class Stage {
        let world = TestWorld()
        let log = EventLog()
        let root: LoggingViewController
        let presented: LoggingViewController
        let window: Window
        let delegate = StubTransitioningDelegate()
        let interaction = PercentDrivenInteractiveTransition()
        let blockAnimator = BlockSlideAnimator(presenting: true)
        let propertyAnimator = AnimatorSlideAnimator()
        let interruptible: Bool
        private(set) var completions = 0

        init(interruptible: Bool) {
            self.interruptible = interruptible
            root = LoggingViewController("A", log: log)
            presented = LoggingViewController("B", log: log)
            window = makeWindow(root: root)
            delegate.presentAnimator = interruptible ? propertyAnimator : blockAnimator
            delegate.presentInteraction = interaction
            presented.transitioningDelegate = delegate
        }

        func present() {
            root.present(presented, animated: true) { self.completions += 1 }
        }

        var endedWith: [Bool] { interruptible ? propertyAnimator.endedWith : blockAnimator.endedWith }
        /// The presented view's top edge on screen.
        var presentedTop: CGFloat {
            let v = presented.view.presentationValues
            return v.center.y - v.bounds.height / 2
        }
        var presenterAlpha: CGFloat { root.view.presentationValues.alpha }
    }

    @Test(arguments: [true, false])
    func updateScrubsToThePercentage(interruptible: Bool) {
        let stage = Stage(interruptible: interruptible)
        stage.present()
        stage.world.frames(1)
        #expect(close(stage.presentedTop, 800))
        stage.interaction.update(0.3)
        stage.world.frames(3)
        #expect(close(stage.presentedTop, 560, 1e-6))
        #expect(close(stage.presenterAlpha, 0.85, 1e-6))
        #expect(stage.interaction.percentComplete == 0.3)
        stage.interaction.update(0.55)
        stage.world.frames(1)
        #expect(close(stage.presentedTop, 360, 1e-6))
        #expect(stage.completions == 0)
    }

    @Test(arguments: [true, false])
    func cancelledAtThirtyPercentReturnsEveryViewToItsStart(interruptible: Bool) {
        let stage = Stage(interruptible: interruptible)
        stage.present()
        stage.world.frames(1)
        stage.interaction.update(0.3)
        stage.world.frames(1)
        stage.interaction.cancel()
        var tops: [CGFloat] = []
        let frames = framesUntil(stage.world) {
            tops.append(stage.presentedTop)
            return stage.completions > 0
        }
        // (1 − 0.3) × 0.5 s at 60 fps.
        #expect(frames == 21)
        #expect(stage.endedWith == [false])
        #expect(stage.completions == 1)
        // Back where each view started: the presented view below the window, the presenter opaque.
        #expect(tops.allSatisfy { $0 >= 560 - 1e-6 })
        #expect(stage.presented.view.frame == CGRect(x: 0, y: 800, width: 400, height: 800))
        #expect(stage.presented.view.superview == nil)
        #expect(stage.root.view.alpha == 1)
        #expect(stage.presenterAlpha == 1)
        #expect(stage.root.presentedViewController == nil)
        #expect(stage.window.subviews.count == 1 && stage.window.subviews.first === stage.root.view)
        stage.world.frames(30)
        #expect(stage.endedWith == [false])
        #expect(stage.completions == 1)
    }

    @Test(arguments: [true, false])
    func finishedAtSeventyPercentCompletes(interruptible: Bool) {
        let stage = Stage(interruptible: interruptible)
        stage.present()
        stage.world.frames(1)
        stage.interaction.update(0.7)
        stage.world.frames(1)
        #expect(close(stage.presentedTop, 240, 1e-6))
        stage.interaction.finish()
        var tops: [CGFloat] = []
        let frames = framesUntil(stage.world) {
            tops.append(stage.presentedTop)
            return stage.completions > 0
        }
        // (1 − 0.7) × 0.5 s at 60 fps.
        #expect(frames == 9)
        #expect(stage.endedWith == [true])
        #expect(tops.allSatisfy { $0 <= 240 + 1e-6 })
        #expect(stage.presented.view.frame == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(stage.presentedTop == 0)
        #expect(stage.root.presentedViewController === stage.presented)
        // Full screen: the presenter's view left the window.
        #expect(stage.root.view.superview == nil)
        stage.world.frames(30)
        #expect(stage.completions == 1)
    }

    /// Frames from `cancel()` at 0.3 to the completion, at `speed`.
    private func cancelFrames(interruptible: Bool, speed: CGFloat) -> Int {
        let stage = Stage(interruptible: interruptible)
        stage.interaction.completionSpeed = speed
        stage.present()
        stage.interaction.update(0.3)
        stage.world.frames(1)
        stage.interaction.cancel()
        return framesUntil(stage.world) { stage.completions > 0 }
    }

    @Test(arguments: [true, false])
    func completionSpeedTwoHalvesTheRemainingTime(interruptible: Bool) {
        // 0.35 s at speed 1; 0.175 s (10.5 frames, shown on the 11th) at speed 2.
        #expect(cancelFrames(interruptible: interruptible, speed: 1) == 21)
        #expect(cancelFrames(interruptible: interruptible, speed: 2) == 11)
    }

    @Test func completionSpeedMustBePositive() {
        let interaction = PercentDrivenInteractiveTransition()
        let diagnostics = Diagnostics.capture { interaction.completionSpeed = 0 }
        #expect(diagnostics == ["completionSpeed must be greater than 0 (got 0.0); keeping 1.0"])
        #expect(interaction.completionSpeed == 1)
        #expect(interaction.completionCurve == .easeInOut)
        #expect(interaction.wantsInteractiveStart)
        #expect(interaction.timingCurve == nil)
    }

    @Test(arguments: [true, false])
    func theCompletionStartsWhereTheScrubLeftIt(interruptible: Bool) {
        let stage = Stage(interruptible: interruptible)
        stage.present()
        stage.interaction.update(0.5)
        stage.world.frames(2)
        stage.interaction.finish()
        let tops = trace(stage.world, frames: 3) { Double(stage.presentedTop) }
        // No jump: the first frame moves from 400 toward 0 by at most one frame at the animation's pace
        // (the property animator keeps its linear pace; the layer-timed completion eases in).
        #expect(tops[0] < 400 && tops[0] >= 400 - 800.0 / 30 - 1e-6)
        #expect(tops[1] < tops[0] && tops[2] < tops[1])
    }

    /// Seed 002's display link: update(progress) every frame until 0.98, then finish().
    @Test(arguments: [true, false])
    func displayLinkDrivenUpdatesThenFinishAreSmooth(interruptible: Bool) {
        let stage = Stage(interruptible: interruptible)
        stage.present()
        var progress: CGFloat = 0
        let link = DisplayLink { link in
            progress += 0.025
            if progress >= 0.98 {
                link.invalidate()
                stage.interaction.finish()
            } else {
                stage.interaction.update(progress)
            }
        }
        link.add(to: .current, forMode: .common)
        let tops = trace(stage.world, frames: 60) { Double(stage.presentedTop) }
        #expect(stage.completions == 1)
        #expect(stage.endedWith == [true])
        #expect(tops.last == 0)
        // The animation on its own moves 800 pt in 30 frames: at most 26.7 pt a frame.
        #expect(largestStep([800] + tops) <= 800.0 / 30 + 1e-9)
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 })
    }

    @Test func anInterruptibleAnimatorContinuesWithTheTimingCurve() {
        let stage = Stage(interruptible: true)
        stage.interaction.timingCurve = CubicTimingParameters(animationCurve: .easeIn)
        stage.present()
        stage.interaction.update(0.5)
        stage.world.frames(1)
        stage.interaction.finish()
        // The remaining 400 pt over 15 frames along easeIn: after 5 frames, easeIn(1/3) of the way.
        stage.world.frames(5)
        #expect(close(stage.presentedTop, 400 * (1 - CGFloat(curveValue(.easeIn, 1.0 / 3))), 1e-6))
        stage.world.frames(10)
        #expect(stage.completions == 1)
    }

    @Test func theInterruptibleAnimatorIsAskedForOnceAndAnimateTransitionIsNotCalled() {
        let stage = Stage(interruptible: true)
        stage.present()
        stage.interaction.update(0.4)
        stage.world.frames(1)
        stage.interaction.pause()
        stage.interaction.update(0.6)
        stage.interaction.finish()
        stage.world.frames(30)
        #expect(stage.completions == 1)
        #expect(stage.propertyAnimator.animatorRequests == 1)
        #expect(stage.propertyAnimator.animateTransitionCalls == 0)
    }
}
