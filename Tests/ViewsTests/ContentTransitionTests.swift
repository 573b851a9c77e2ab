import Foundation
import Testing
@testable import Views

/// `View.transition(with:duration:options:animations:completion:)`.
@Suite(.world) struct ContentTransitionTests {
    private func makeLabel() -> (root: View, label: Label) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let label = Label(text: "Old", font: .systemFont(ofSize: 20), color: .black)
        label.frame = CGRect(x: 20, y: 40, width: 200, height: 30)
        root.addSubview(label)
        return (root, label)
    }

    @Test func crossDissolveKeepsTheOldContentAndRunsFromZeroToOne() {
        let world = TestWorld()
        let (_, label) = makeLabel()
        let log = CallLog<Bool>()
        #expect(label.presentationTransition == nil)
        View.transition(with: label, duration: 0.5, options: .transitionCrossDissolve, animations: {
            label.text = "New"
        }, completion: log.record)
        // The change itself is immediate: the model holds the new text.
        #expect(label.text == "New")
        let state = label.presentationTransition
        #expect(state?.kind == .crossDissolve)
        #expect(state?.progress == 0)
        let before = state?.before as? Label
        #expect(before?.text == "Old")
        #expect(before?.frame == CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(label.isAnimating)

        let progress = sampleFrames(world, 29) { label.presentationTransition?.progress ?? -1 }
        #expect(progress.allSatisfy { $0 > 0 && $0 < 1 })
        for i in 1..<progress.count { #expect(progress[i] > progress[i - 1]) }
        // Ease-in-out by default: exactly half way at half time.
        #expect(close(progress[14], 0.5, 1e-6))
        #expect(log.count == 0)
        world.frames(2)
        #expect(label.presentationTransition == nil)
        #expect(label.contentTransition == nil)
        #expect(!label.isAnimating)
        #expect(log.calls == [true])
        world.frames(30)
        #expect(log.count == 1)
        #expect(label.text == "New")
    }

    @Test func linearCurveOptionGivesLinearProgress() {
        let world = TestWorld()
        let (_, label) = makeLabel()
        View.transition(with: label, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
            label.text = "New"
        })
        world.frames(15)
        #expect(close(label.presentationTransition!.progress, 0.25, 1e-6))
        world.frames(30)
        #expect(close(label.presentationTransition!.progress, 0.75, 1e-6))
    }

    @Test func flipFromLeftOnAButtonSnapshotsTheOldTitle() {
        let world = TestWorld()
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let button = Button(frame: CGRect(x: 10, y: 10, width: 120, height: 44))
        button.setTitle("Show More", for: .normal)
        root.addSubview(button)
        root.layoutIfNeeded()
        let log = CallLog<Bool>()
        View.transition(with: button, duration: 0.5, options: .transitionFlipFromLeft, animations: {
            button.setTitle("Show Less", for: .normal)
        }, completion: log.record)
        #expect(button.currentTitle == "Show Less")
        let state = button.presentationTransition
        #expect(state?.kind == .flipFromLeft)
        let oldTitle = state?.before?.subviews.compactMap { $0 as? Label }.first
        #expect(oldTitle?.text == "Show More")
        #expect(oldTitle?.frame == CGRect(x: 0, y: 0, width: 120, height: 44))
        world.frames(15)
        #expect(close(button.presentationTransition!.progress, 0.5, 1e-6))
        world.frames(16)
        #expect(button.presentationTransition == nil)
        #expect(log.calls == [true])
    }

    @Test(arguments: [
        (View.AnimationOptions.transitionFlipFromRight, ContentTransition.Kind.flipFromRight),
        (.transitionFlipFromTop, .flipFromTop), (.transitionFlipFromBottom, .flipFromBottom),
        (.transitionCurlUp, .curlUp), (.transitionCurlDown, .curlDown), (View.AnimationOptions(), .none),
    ])
    func optionsNameTheKind(options: View.AnimationOptions, kind: ContentTransition.Kind) {
        let world = TestWorld()
        let (_, label) = makeLabel()
        View.transition(with: label, duration: 1, options: options, animations: { label.text = "x" })
        #expect(label.presentationTransition?.kind == kind)
        world.frames(61)
        #expect(label.presentationTransition == nil)
    }

    @Test func beforeSnapshotIsFrozen() {
        let world = TestWorld()
        let (_, label) = makeLabel()
        View.transition(with: label, duration: 1, options: .transitionCrossDissolve, animations: {
            label.text = "Second"
        })
        let before = label.presentationTransition?.before as? Label
        label.text = "Third"
        label.textColor = .red
        world.frames(10)
        #expect(before?.text == "Old")
        #expect(before?.textColor == .black)
        #expect(before?.superview == nil)
        #expect(before?.isUserInteractionEnabled == false)
    }

    @Test func transitionInsideAPropertyAnimatorFollowsFractionComplete() {
        let world = TestWorld()
        let (_, label) = makeLabel()
        let log = CallLog<Bool>()
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
            View.transition(with: label, duration: 0.25, options: .transitionCrossDissolve, animations: {
                label.text = "New"
            }, completion: log.record)
        }
        #expect((label.presentationTransition?.before as? Label)?.text == "Old")
        #expect(label.presentationTransition?.progress == 0)
        animator.fractionComplete = 0.4
        world.frames(5)
        #expect(close(label.presentationTransition!.progress, 0.4, 1e-9))
        animator.fractionComplete = 0.8
        #expect(close(label.presentationTransition!.progress, 0.8, 1e-9))
        #expect(log.count == 0)
        animator.startAnimation()
        world.frames(6)   // 0.1 s on from 0.8 at the linear pace
        #expect(close(label.presentationTransition?.progress ?? 1, 0.9, 1e-6))
        world.frames(8)
        #expect(label.presentationTransition == nil)
        #expect(log.calls == [true])
        world.frames(10)
        #expect(log.count == 1)
    }

    @Test func transitionInsideAnAnimationBlockCompletesOnce() {
        let world = TestWorld()
        let (_, label) = makeLabel()
        let log = CallLog<Bool>()
        View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
            View.transition(with: label, duration: 0.5, options: .transitionCrossDissolve, animations: {
                label.text = "New"
            }, completion: log.record)
        })
        world.frames(15)
        #expect(close(label.presentationTransition!.progress, 0.5, 1e-6))
        world.frames(16)
        #expect(label.presentationTransition == nil)
        #expect(log.calls == [true])
    }

    @Test func removeAllAnimationsEndsATransitionWithFinishedFalse() {
        let world = TestWorld()
        let (_, label) = makeLabel()
        let log = CallLog<Bool>()
        View.transition(with: label, duration: 1, options: .transitionCrossDissolve, animations: {
            label.text = "New"
        }, completion: log.record)
        world.frames(10)
        label.layer.removeAllAnimations()
        #expect(label.presentationTransition == nil)
        #expect(log.calls == [false])
        world.frames(100)
        #expect(log.calls == [false])
    }
}
