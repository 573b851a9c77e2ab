import Foundation
import Testing
@testable import Views

/// Keyframes inside a property animator divide its run and scrub with fractionComplete (seed 000).
@Suite(.world) struct AnimatorKeyframeTests {
    /// Seed 000's jiggle: addKeyframe straight inside a running animator's block.
    @discardableResult
    private func jiggle(_ view: View, completions: CompletionLog? = nil) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.33, delay: 0, animations: {
            View.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.25) {
                view.transform = CGAffineTransform(rotationAngle: -.pi / 8)
            }
            View.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) {
                view.transform = CGAffineTransform(rotationAngle: +.pi / 8)
            }
            View.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 1.0) {
                view.transform = .identity
            }
        }, completion: { _ in view.transform = .identity })
        completions?.add(to: animator)
        return animator
    }

    /// (fraction, angle): windows [0, .25] → −π/8, [.25, 1] → +π/8, [.75, 1] → identity, added up.
    nonisolated static let jiggleAngles: [(Double, Double)] = [
        (0.0, 0.0), (0.125, -Double.pi / 16), (0.25, -Double.pi / 8), (0.5, -Double.pi / 24),
        (0.75, Double.pi / 24), (0.875, Double.pi / 48), (1.0, 0.0),
    ]

    @Test(arguments: jiggleAngles)
    func scrubbedJiggleHasTheKeyframeRotation(fraction: Double, angle: Double) {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let animator = jiggle(square)
        animator.pauseAnimation()
        animator.fractionComplete = CGFloat(fraction)
        #expect(near(rotation(square.presentationValues.transform), angle, 1e-9))
        #expect(near(scaleX(square.presentationValues.transform), 1, 1e-9))
        #expect(square.transform == .identity)
        withExtendedLifetime(world) {}
    }

    @Test func scrubbingTheJiggleBackAndForthIsRepeatable() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let animator = jiggle(square)
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        let at25 = rotation(square.presentationValues.transform)
        animator.fractionComplete = 0.9
        animator.fractionComplete = 0.25
        #expect(rotation(square.presentationValues.transform) == at25)
        withExtendedLifetime(world) {}
    }

    @Test func runningJiggleFollowsTheAnimatorCurveAndEndsAtIdentity() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let log = CompletionLog()
        let animator = jiggle(square, completions: log)
        #expect(animator.isRunning)
        world.frames(5)
        // 5/60 s of 0.33 s on easeInOut, inside the first window.
        let g = curveValue(.easeInOut, (5.0 / 60) / 0.33)
        #expect(near(rotation(square.presentationValues.transform), -Double.pi / 8 * g / 0.25, 1e-6))
        world.frames(16)
        #expect(log.positions == [.end])
        #expect(square.presentationValues.transform == .identity)
        #expect(animator.state == .inactive)
    }

    /// Seed 000's grow animator: animateKeyframes inside addAnimations.
    private func grow(_ view: VisualEffectView, blurView: VisualEffectView) -> ViewPropertyAnimator {
        view.contentView.alpha = 0
        view.transform = .identity
        let animator = ViewPropertyAnimator(duration: 0.5, curve: .easeIn)
        animator.addAnimations {
            View.animateKeyframes(withDuration: 0.5, delay: 0.0, animations: {
                View.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1.0) {
                    blurView.effect = BlurEffect(style: .dark)
                    view.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
                }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    view.transform = view.transform.rotated(by: -.pi / 8)
                }
            })
        }
        animator.addCompletion { position in
            switch position {
            case .start: blurView.effect = nil
            case .end: blurView.effect = BlurEffect(style: .dark)
            default: break
            }
        }
        return animator
    }

    /// (fraction, scale, angle) of the grow animation.
    nonisolated static let growValues: [(Double, Double, Double)] = [
        (0.3, 1.15, 0.0), (0.5, 1.25, 0.0), (0.75, 1.375, -Double.pi / 16), (0.99, 1.495, -Double.pi * 0.98 / 8),
    ]

    @Test(arguments: growValues)
    func scrubbedGrowHasTheKeyframeValues(fraction: Double, scale: Double, angle: Double) {
        let world = TestWorld()
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let blurView = VisualEffectView(effect: nil)
        let effectView = VisualEffectView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        root.addSubview(blurView)
        root.addSubview(effectView)
        let animator = grow(effectView, blurView: blurView)
        animator.fractionComplete = CGFloat(fraction)
        let t = effectView.presentationValues.transform
        #expect(near(scaleX(t), scale, 1e-9))
        #expect(near(Double(TransformComponents(t).sy), scale, 1e-9))
        #expect(near(rotation(t), angle, 1e-9))
        #expect(near(Double(blurView.presentationBlur.radius), 20 * fraction, 1e-9))
        withExtendedLifetime(world) {}
    }

    @Test func cancellingTheScrubbedGrowPlaysBackAndCompletesAtStart() {
        let world = TestWorld()
        let blurView = VisualEffectView(effect: nil)
        let effectView = VisualEffectView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        let animator = grow(effectView, blurView: blurView)
        let log = CompletionLog()
        log.add(to: animator)
        animator.fractionComplete = 0.6
        animator.isReversed = true
        animator.startAnimation()
        world.frames(2)
        #expect(blurView.presentationBlur.radius < 12)
        #expect(blurView.presentationBlur.radius > 0)
        world.frames(40)
        #expect(log.positions == [.start])
        #expect(blurView.effect == nil)
        #expect(blurView.presentationBlur == .none)
        #expect(effectView.transform == .identity)
        #expect(effectView.presentationValues.transform == .identity)
    }

    @Test func animateKeyframesCompletionInsideAnAnimatorFollowsIt() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        var finished: [Bool] = []
        let animator = ViewPropertyAnimator(duration: 0.5, curve: .linear)
        animator.addAnimations {
            View.animateKeyframes(withDuration: 2, delay: 0, animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { square.alpha = 0 }
            }, completion: { finished.append($0) })
        }
        animator.startAnimation()
        world.frames(15) // the keyframes follow the 0.5 s animator, not their own 2 s
        #expect(square.screenAlpha == 0)
        #expect(finished.isEmpty)
        world.frames(20)
        #expect(finished == [true])
    }
}
