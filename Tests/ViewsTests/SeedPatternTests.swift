import Foundation
import Testing
@testable import Views

/// The animator patterns of seed 000 (LockSearch) and seed 001 (Bloq), as written there.
@Suite(.world) struct SeedPatternTests {
    // MARK: Seed 001 (Bloq): a pan that catches, scrubs, reverses and continues the animator

    /// Bloq's block: an animator whose progress a pan drives over a 200 pt move.
    final class Block {
        let square: View
        var animator: ViewPropertyAnimator?
        var animationProgress: CGFloat = 0
        let log = CompletionLog()

        init(square: View) { self.square = square }

        func beginAnimation(interactive: Bool) {
            let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
                self.square.center = CGPoint(x: 250, y: 50)
            }
            log.add(to: animator)
            self.animator = animator
            if interactive { animator.pauseAnimation() } else { animator.startAnimation() }
        }

        func panBegan() { animationProgress = animator?.fractionComplete ?? 0 }

        /// `translation` in points along the move.
        func panChanged(translation: CGFloat) {
            if animator == nil { beginAnimation(interactive: true) }
            guard let animator else { return }
            animator.pauseAnimation()
            let delta = translation / 200
            animator.fractionComplete = animationProgress + (animator.isReversed ? -delta : delta)
        }

        /// `opposite`: the release went against the animation's initial direction.
        func panEnded(opposite: Bool) {
            guard let animator else { return }
            if opposite && !animator.isReversed {
                animator.isReversed = true
            } else if !opposite && animator.isReversed {
                animator.isReversed = false
            }
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
    }

    @Test func catchingARunningAnimatorWithoutPausingFirstDoesNotJump() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let block = Block(square: square)
        block.beginAnimation(interactive: false)
        world.frames(18)
        let onScreen = square.screenX
        block.panBegan()
        #expect(near(Double(block.animationProgress), 0.3))
        block.panChanged(translation: 0)
        #expect(near(square.screenX, onScreen, 1e-9))
        #expect(block.animator?.isRunning == false)
        world.frames(1)
        block.panChanged(translation: 20)
        #expect(near(travelled(square), 0.4))
        world.frames(1)
        block.panEnded(opposite: false)
        world.frames(1)
        #expect(near(travelled(square), 0.4 + 1.0 / 60))
        world.frames(33)
        #expect(block.log.positions.isEmpty)
        world.frames(4)
        #expect(block.log.positions == [.end])
        #expect(square.screenX == 250)
    }

    @Test func releasingTheOtherWayReversesAndCompletesAtStart() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let block = Block(square: square)
        block.panBegan()
        world.frames(1)
        block.panChanged(translation: 80)
        #expect(block.animator?.state == .active)
        #expect(near(travelled(square), 0.4))
        world.frames(1)
        block.panChanged(translation: 60)
        block.panEnded(opposite: true)
        #expect(near(travelled(square), 0.3))
        world.frames(15)
        #expect(near(travelled(square), 0.05))
        world.frames(5)
        #expect(block.log.positions == [.start])
        #expect(square.center.x == 50)
        #expect(square.screenX == 50)
    }

    @Test func catchingAReversedAnimatorAndReleasingForwardEnds() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let block = Block(square: square)
        block.beginAnimation(interactive: false)
        world.frames(36)
        block.animator?.isReversed = true
        world.frames(6) // on its way back, at 0.5
        let onScreen = square.screenX
        block.panBegan()
        #expect(near(Double(block.animationProgress), 0.5))
        block.panChanged(translation: 0)
        #expect(near(square.screenX, onScreen, 1e-9))
        world.frames(1)
        block.panChanged(translation: 20) // against the reversed run: back toward the start
        #expect(near(travelled(square), 0.4))
        block.panEnded(opposite: false)
        #expect(block.animator?.isReversed == false)
        world.frames(30)
        #expect(near(travelled(square), 0.9))
        world.frames(10)
        #expect(block.log.positions == [.end])
    }

    @Test func durationFactorZeroStillAnimatesTheRest() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let block = Block(square: square)
        block.panBegan()
        block.panChanged(translation: 100)
        block.panEnded(opposite: false)
        world.frames(1)
        #expect(square.screenX < 250)
        #expect(block.animator?.state == .active)
        world.frames(14)
        #expect(near(travelled(square), 0.75))
        world.frames(17)
        #expect(block.log.positions == [.end])
    }

    // MARK: Seed 000 (LockSearch): scrubbing a never-started animator by pressure

    final class Preview {
        let blurView = VisualEffectView(effect: nil)
        let effectView = VisualEffectView(frame: CGRect(x: 100, y: 300, width: 60, height: 60))
        var animator: ViewPropertyAnimator?
        var removed = false

        func start() {
            let view = effectView, blurView = blurView
            view.contentView.alpha = 0
            view.transform = .identity
            let animator = ViewPropertyAnimator(duration: 0.5, curve: .easeIn)
            animator.addAnimations {
                blurView.effect = BlurEffect(style: .dark)
                view.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            }
            animator.addCompletion { position in
                switch position {
                case .start: blurView.effect = nil
                case .end: blurView.effect = BlurEffect(style: .dark)
                default: break
                }
            }
            self.animator = animator
        }

        func update(percent: CGFloat) { animator?.fractionComplete = max(0.01, min(0.99, percent)) }

        func cancel() {
            guard let animator else { return }
            animator.isReversed = true
            animator.startAnimation()
            animator.addCompletion { position in
                if position == .start { self.removed = true }
            }
        }

        func finish() {
            animator?.stopAnimation(false)
            animator?.finishAnimation(at: .end)
            animator = nil
        }
    }

    @Test func scrubbingANeverStartedAnimatorMakesItActiveAndPaused() {
        let world = TestWorld()
        let preview = Preview()
        preview.start()
        for percent in [0.0, 0.2, 0.5, 0.35, 1.2] {
            preview.update(percent: CGFloat(percent))
            let f = min(max(percent, 0.01), 0.99)
            #expect(near(Double(preview.blurView.presentationBlur.radius), 20 * f, 1e-9))
            #expect(near(scaleX(preview.effectView.presentationValues.transform), 1 + 0.5 * f, 1e-9))
            world.frames(1)
        }
        #expect(preview.animator?.state == .active)
        #expect(preview.animator?.isRunning == false)
    }

    @Test func cancellingAScrubbedAnimatorPlaysBackAndCompletesAtStart() {
        let world = TestWorld()
        let preview = Preview()
        preview.start()
        preview.update(percent: 0.5)
        world.frames(1)
        preview.update(percent: 0.7)
        let radius = preview.blurView.presentationBlur.radius
        preview.cancel()
        #expect(preview.blurView.presentationBlur.radius == radius)
        world.frames(1)
        #expect(preview.blurView.presentationBlur.radius < radius)
        #expect(preview.blurView.presentationBlur.radius > radius - 3)
        world.frames(40)
        #expect(preview.removed)
        #expect(preview.animator?.state == .inactive)
        #expect(preview.blurView.effect == nil)
        #expect(preview.blurView.presentationBlur == .none)
        #expect(preview.effectView.presentationValues.transform == .identity)
    }

    @Test func committingWithStopAndFinishAtEndCompletesAtEnd() {
        let world = TestWorld()
        let preview = Preview()
        preview.start()
        var position: ViewAnimatingPosition?
        preview.animator?.addCompletion { position = $0 }
        let animator = preview.animator
        preview.update(percent: 0.4)
        world.frames(1)
        preview.finish()
        #expect(position == .end)
        #expect(animator?.state == .inactive)
        #expect(preview.blurView.presentationBlur == BlurParameters(style: .dark))
        #expect(preview.effectView.presentationValues.transform == CGAffineTransform(scaleX: 1.5, y: 1.5))
        #expect(world.takeDiagnostics().isEmpty)
    }

    @Test func jiggleGuardedByIsRunningDoesNotRestart() {
        let world = TestWorld()
        let (_, icon) = makeSquare()
        var animator: ViewPropertyAnimator?
        var started = 0
        func iconJiggle() {
            if let animator, animator.isRunning { return }
            started += 1
            animator = ViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.33, delay: 0, animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    icon.transform = CGAffineTransform(rotationAngle: -.pi / 8)
                }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { icon.transform = .identity }
            })
        }
        iconJiggle()
        world.frames(5)
        iconJiggle()
        #expect(started == 1)
        world.frames(20)
        iconJiggle()
        #expect(started == 2)
    }

    @Test func fadeToggledDuringItsDelayBlendsWithoutJump() {
        let world = TestWorld()
        let (_, blur) = makeSquare()
        View.performWithoutAnimation { blur.alpha = 0 }
        func fade(visible: Bool) {
            ViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.1, options: .curveEaseOut,
                                                         animations: { blur.alpha = visible ? 1 : 0 })
        }
        fade(visible: true)
        var alphas = [blur.screenAlpha] + trace(world, frames: 15) { blur.screenAlpha }
        fade(visible: false)
        alphas += trace(world, frames: 60) { blur.screenAlpha }
        #expect(largestStep(alphas) < 0.1)
        #expect(alphas.max()! > 0.2)
        #expect(alphas.last == 0)
        #expect(blur.alpha == 0)
    }
}
