import Foundation
import Testing
@testable import Views

/// PreviewInteraction driven by wheel notches (⅛ pressure each) and the dispatcher's decay: shouldBegin,
/// preview progress = pressure / 0.75 (the peek), commit progress from 0.75 to 1 (the pop), cancel when the
/// pressure falls to 0 before committing (seed 000, LockSearch's 3D-touch preview on icons).
@Suite(.world) struct PreviewInteractionTests {
    /// Records the delegate calls as short strings ("preview 0.400", "commit 1.000 ended", "cancel").
    final class Recorder: PreviewInteractionDelegate {
        private(set) var calls: [String] = []
        var allowsBegin = true
        var beginLocations: [CGPoint] = []
        weak var locationView: View?

        func previewInteractionShouldBegin(_ previewInteraction: PreviewInteraction) -> Bool {
            calls.append("shouldBegin")
            beginLocations.append(previewInteraction.location(in: locationView))
            return allowsBegin
        }
        func previewInteraction(_ previewInteraction: PreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat,
                                ended: Bool) {
            calls.append(String(format: "preview %.3f", Double(transitionProgress)) + (ended ? " ended" : ""))
        }
        func previewInteraction(_ previewInteraction: PreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat,
                                ended: Bool) {
            calls.append(String(format: "commit %.3f", Double(transitionProgress)) + (ended ? " ended" : ""))
        }
        func previewInteractionDidCancel(_ previewInteraction: PreviewInteraction) { calls.append("cancel") }

        func take() -> [String] {
            defer { calls.removeAll() }
            return calls
        }
    }

    /// A widget (0,100 400×200) with two icons at (20,120) and (200,120), 60×60, and an interaction on the widget.
    private func setUp(_ world: TestWorld) -> (root: View, widget: View, icons: [View], interaction: PreviewInteraction,
                                               recorder: Recorder, input: InputDispatcher) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let widget = View(frame: CGRect(x: 0, y: 100, width: 400, height: 200))
        root.addSubview(widget)
        let icons = [CGRect(x: 20, y: 20, width: 60, height: 60), CGRect(x: 200, y: 20, width: 60, height: 60)].map {
            let icon = View(frame: $0)
            widget.addSubview(icon)
            return icon
        }
        let interaction = PreviewInteraction(view: widget)
        let recorder = Recorder()
        recorder.locationView = widget
        interaction.delegate = recorder
        return (root, widget, icons, interaction, recorder, makeInput(world, root: root))
    }

    /// One wheel notch per frame.
    private func notches(_ n: Int, _ world: TestWorld, _ input: InputDispatcher) {
        for _ in 0..<n {
            input.wheel(1)
            world.frames(1)
        }
    }

    @Test func pressureBuildsThePreviewThenCommits() {
        let world = TestWorld()
        let (_, _, _, interaction, recorder, input) = setUp(world)
        input.pointerMoved(to: CGPoint(x: 50, y: 150))
        notches(6, world, input)
        #expect(recorder.take() == ["shouldBegin", "preview 0.167", "preview 0.333", "preview 0.500", "preview 0.667",
                                    "preview 0.833", "preview 1.000 ended", "commit 0.000"])
        #expect(interaction.phase == .committing)
        notches(2, world, input)
        #expect(recorder.take() == ["commit 0.500", "commit 1.000 ended"],
                "eight notches are 1, the commit threshold: every notch moved one transition or the other")
        #expect(interaction.phase == .committed)
        notches(3, world, input)
        #expect(recorder.take().isEmpty, "nothing more until the pressure is released")
        world.frames(60)
        #expect(input.pressure == 0)
        #expect(recorder.take().isEmpty, "a committed preview is not cancelled by the release")
        #expect(interaction.phase == .idle)
        notches(1, world, input)
        #expect(recorder.take() == ["shouldBegin", "preview 0.167"])
    }

    @Test func aHardPressGoesStraightThrough() {
        let world = TestWorld()
        let (_, _, _, interaction, recorder, input) = setUp(world)
        input.pointerMoved(to: CGPoint(x: 50, y: 150))
        input.wheel(10)
        #expect(recorder.take() == ["shouldBegin", "preview 1.000 ended", "commit 1.000 ended"])
        #expect(interaction.phase == .committed)
        input.wheel(-3)
        input.wheel(4)
        #expect(recorder.take().isEmpty)
    }

    @Test func releasedPressureDecaysAfterSixTenthsOfASecondAndCancels() {
        let world = TestWorld()
        let (_, _, _, interaction, recorder, input) = setUp(world)
        input.pointerMoved(to: CGPoint(x: 50, y: 150))
        input.wheel(1)
        input.wheel(1)
        input.wheel(1)
        #expect(recorder.take() == ["shouldBegin", "preview 0.167", "preview 0.333", "preview 0.500"])
        world.frames(35) // 0.583 s: the pressure holds
        #expect(recorder.take().isEmpty)
        #expect(input.pressure == 0.375)
        world.frames(10) // then falls 3 per second: 1/20 a frame
        #expect(recorder.take() == ["preview 0.433", "preview 0.367", "preview 0.300", "preview 0.233", "preview 0.167",
                                    "preview 0.100", "preview 0.033", "cancel"])
        #expect(interaction.phase == .idle)
        #expect(input.pressure == 0)
        world.frames(30)
        #expect(recorder.take().isEmpty)
    }

    @Test func fallingBackAfterThePreviewEndedStillCancels() {
        let world = TestWorld()
        let (_, _, _, interaction, recorder, input) = setUp(world)
        input.pointerMoved(to: CGPoint(x: 50, y: 150))
        input.wheel(7)
        #expect(recorder.take() == ["shouldBegin", "preview 1.000 ended", "commit 0.500"])
        world.frames(60)
        let calls = recorder.take()
        #expect(calls.last == "cancel")
        #expect(calls.filter { $0 == "cancel" }.count == 1)
        #expect(!calls.contains { $0.hasPrefix("preview") }, "the preview transition does not run backwards")
        let commits = calls.dropLast().compactMap { Double($0.dropFirst("commit ".count)) }
        #expect(commits.count == calls.count - 1)
        #expect(commits.first.map { close(CGFloat($0), 0.3, 0.001) } == true)
        #expect(zip(commits, commits.dropFirst()).allSatisfy { $1 <= $0 })
        #expect(commits.last == 0)
        #expect(interaction.phase == .idle)
    }

    @Test func turningTheWheelBackLowersThePressure() {
        let world = TestWorld()
        let (_, _, _, _, recorder, input) = setUp(world)
        input.pointerMoved(to: CGPoint(x: 50, y: 150))
        input.wheel(4)
        input.wheel(-1)
        input.wheel(-9)
        #expect(recorder.take() == ["shouldBegin", "preview 0.667", "preview 0.500", "cancel"])
        #expect(input.pressure == 0)
        withExtendedLifetime(world) {}
    }

    @Test func refusingToBeginIgnoresThePressUntilItIsReleased() {
        let world = TestWorld()
        let (_, _, _, interaction, recorder, input) = setUp(world)
        recorder.allowsBegin = false
        input.pointerMoved(to: CGPoint(x: 50, y: 150))
        notches(3, world, input)
        #expect(recorder.take() == ["shouldBegin"])
        recorder.allowsBegin = true
        notches(4, world, input)
        #expect(recorder.take().isEmpty, "asked once per press")
        #expect(interaction.phase != .previewing)
        world.frames(60)
        #expect(input.pressure == 0)
        #expect(recorder.take().isEmpty, "nothing to cancel")
        notches(2, world, input)
        #expect(recorder.take() == ["shouldBegin", "preview 0.167", "preview 0.333"])
    }

    @Test func theDelegateFindsTheIconUnderThePressure() {
        let world = TestWorld()
        let (_, widget, icons, interaction, recorder, input) = setUp(world)
        input.pointerMoved(to: CGPoint(x: 230, y: 160))
        input.wheel(1)
        #expect(recorder.beginLocations == [CGPoint(x: 230, y: 60)])
        #expect(interaction.location(in: icons[1]) == CGPoint(x: 30, y: 40))
        #expect(interaction.location(in: nil) == CGPoint(x: 230, y: 160))
        #expect(interaction.view === widget)
        withExtendedLifetime(world) {}
    }

    @Test func movingToAnotherViewCancelsThePreviewThere() {
        let world = TestWorld()
        let (_, _, _, _, recorder, input) = setUp(world)
        input.pointerMoved(to: CGPoint(x: 50, y: 150))
        input.wheel(3)
        #expect(recorder.take() == ["shouldBegin", "preview 0.500"])
        // Over the other icon the pressure starts again from nothing.
        input.pointerMoved(to: CGPoint(x: 230, y: 150))
        input.wheel(1)
        #expect(recorder.take() == ["cancel", "shouldBegin", "preview 0.167"])
        #expect(recorder.beginLocations.last == CGPoint(x: 230, y: 50))
        withExtendedLifetime(world) {}
    }

    @Test func aDisabledInteractionSeesNothing() {
        let world = TestWorld()
        let (_, _, _, interaction, recorder, input) = setUp(world)
        interaction.isEnabled = false
        input.pointerMoved(to: CGPoint(x: 50, y: 150))
        notches(10, world, input)
        #expect(recorder.calls.isEmpty)
        #expect(interaction.phase == .idle)
    }

    @Test func cancelEndsAnActivePreview() {
        let world = TestWorld()
        let (_, _, _, interaction, recorder, input) = setUp(world)
        input.pointerMoved(to: CGPoint(x: 50, y: 150))
        input.wheel(2)
        interaction.cancel()
        #expect(recorder.take() == ["shouldBegin", "preview 0.333", "cancel"])
        interaction.cancel()
        #expect(recorder.take().isEmpty)
        withExtendedLifetime(world) {}
    }

    @Test func pressureWithoutAnInteractionReachesTheView() {
        final class PressureView: View {
            var received: [(CGFloat, CGPoint)] = []
            override func pressureChanged(_ pressure: CGFloat, at point: CGPoint) { received.append((pressure, point)) }
        }
        let world = TestWorld()
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let pad = PressureView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let inner = View(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        root.addSubview(pad)
        pad.addSubview(inner)
        let input = makeInput(world, root: root)
        input.pointerMoved(to: CGPoint(x: 160, y: 170))
        input.wheel(2)
        world.frames(60)
        #expect(pad.received.count >= 3)
        #expect(pad.received[0].0 == 0.25)
        #expect(pad.received.allSatisfy { $0.1 == CGPoint(x: 60, y: 70) }, "in the pad's coordinates, via the inner view")
        #expect(pad.received.last?.0 == 0)
    }

    // MARK: Seed 000: LockSearch

    /// The LockSearch widget: the preview progress scrubs a grow animator; ended finishes it; cancel reverses it.
    final class LockSearch: PreviewInteractionDelegate {
        let widget: View
        let icons: [View]
        let effect = View()
        var previewAnimator: ViewPropertyAnimator?
        var started: [Int] = []
        var finished = 0

        init(widget: View, icons: [View]) {
            self.widget = widget
            self.icons = icons
        }

        func previewInteractionShouldBegin(_ previewInteraction: PreviewInteraction) -> Bool {
            let p = previewInteraction.location(in: widget)
            guard let index = icons.firstIndex(where: { $0.frame.contains(p) }) else { return false }
            started.append(index)
            effect.frame = icons[index].frame
            widget.addSubview(effect)
            previewAnimator = ViewPropertyAnimator(duration: 0.5, curve: .easeIn) {
                self.effect.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            }
            return true
        }

        func previewInteraction(_ previewInteraction: PreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat,
                                ended: Bool) {
            previewAnimator?.fractionComplete = max(0.01, min(0.99, transitionProgress))
            if ended {
                finished += 1
                previewAnimator?.stopAnimation(false)
                previewAnimator?.finishAnimation(at: .end)
                previewAnimator = nil
            }
        }

        func previewInteractionDidCancel(_ previewInteraction: PreviewInteraction) {
            guard let previewAnimator else { return }
            previewAnimator.isReversed = true
            previewAnimator.startAnimation()
        }
    }

    @Test func lockSearchScrubsTheGrowAnimatorAndReversesItOnCancel() {
        let world = TestWorld()
        let (_, widget, icons, interaction, _, input) = setUp(world)
        let lock = LockSearch(widget: widget, icons: icons)
        interaction.delegate = lock
        // Over the empty part of the widget nothing starts.
        input.pointerMoved(to: CGPoint(x: 150, y: 150))
        input.wheel(3)
        #expect(lock.started.isEmpty)
        world.frames(60)
        // Over the second icon: three notches scrub the animator to 0.5.
        input.pointerMoved(to: CGPoint(x: 230, y: 150))
        notches(3, world, input)
        #expect(lock.started == [1])
        let animator = lock.previewAnimator
        #expect(animator.map { close($0.fractionComplete, 0.5, 1e-9) } == true)
        // A paused animator scrubs linearly by default.
        #expect(near(scaleX(lock.effect.presentationValues.transform), 1.25, 1e-6))
        // Left alone, the pressure decays, the preview cancels and the animator runs back to the start.
        world.frames(90)
        #expect(lock.effect.presentationValues.transform.isIdentity)
        #expect(animator?.state == .inactive)
        #expect(lock.finished == 0)
    }

    @Test func lockSearchFinishesThePreviewAtFullPressure() {
        let world = TestWorld()
        let (_, widget, icons, interaction, _, input) = setUp(world)
        let lock = LockSearch(widget: widget, icons: icons)
        interaction.delegate = lock
        input.pointerMoved(to: CGPoint(x: 50, y: 150))
        notches(6, world, input)
        #expect(lock.started == [0])
        #expect(lock.finished == 1)
        #expect(lock.previewAnimator == nil)
        #expect(close(lock.effect.transform, CGAffineTransform(scaleX: 1.5, y: 1.5)))
        world.frames(1)
        #expect(close(lock.effect.presentationValues.transform, CGAffineTransform(scaleX: 1.5, y: 1.5)))
    }
}
