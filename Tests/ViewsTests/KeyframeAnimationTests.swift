import Foundation
import Testing
@testable import Views

/// `View.animateKeyframes` and `View.addKeyframe`.
@Suite(.world) struct KeyframeAnimationTests {
    /// The rotation angle of a transform without shear, and its (uniform) scale.
    private func angleAndScale(_ t: CGAffineTransform) -> (angle: CGFloat, scale: CGFloat) {
        (atan2(t.b, t.a), (t.a * t.a + t.b * t.b).squareRoot())
    }

    @Test func valuesAtKeyframeBoundaries() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let log = CallLog<Bool>()
        View.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { square.center.x = 150 }
            View.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { square.center.y = 150 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { square.alpha = 0 }
        }, completion: log.record)
        #expect(square.center == CGPoint(x: 150, y: 150))
        #expect(square.alpha == 0)
        #expect(square.presentationValues.center == CGPoint(x: 50, y: 50))

        world.frames(6)   // 0.1: 40 % into the first keyframe
        #expect(close(square.presentationValues.center, CGPoint(x: 90, y: 50), 1e-6))
        world.frames(9)   // 0.25: first keyframe done, second not begun
        #expect(close(square.presentationValues.center, CGPoint(x: 150, y: 50), 1e-6))
        #expect(square.presentationValues.alpha == 1)
        world.frames(6)   // 0.35
        #expect(close(square.presentationValues.center, CGPoint(x: 150, y: 90), 1e-6))
        world.frames(9)   // 0.5
        #expect(close(square.presentationValues.center, CGPoint(x: 150, y: 150), 1e-6))
        #expect(close(square.presentationValues.alpha, 1, 1e-6))
        world.frames(15)  // 0.75
        #expect(close(square.presentationValues.alpha, 0.5, 1e-6))
        #expect(log.count == 0)
        world.frames(17)
        #expect(square.presentationValues.alpha == 0)
        #expect(log.calls == [true])
        world.frames(60)
        #expect(log.count == 1)
    }

    @Test func successiveKeyframesOnOnePropertyChainTheirValues() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        View.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { square.center.x = 250 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { square.center.x = 50 }
        })
        // The model ends where it started, yet the view travels out and back.
        #expect(square.center.x == 50)
        let expected: [(Int, CGFloat)] = [(15, 150), (30, 250), (45, 150), (60, 50)]
        for (frame, x) in expected {
            world.frames(frame - world.scheduler.frameCount)
            #expect(close(square.presentationValues.center.x, x, 1e-6), "frame \(frame)")
        }
    }

    @Test func keyframesAreLinearInsideTheirWindowByDefault() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        View.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { square.alpha = 0 }
        })
        world.frames(60)  // 1 s: the keyframe starts
        #expect(square.presentationValues.alpha == 1)
        world.frames(12)
        #expect(close(square.presentationValues.alpha, 0.8, 1e-6))
        world.frames(12)
        #expect(close(square.presentationValues.alpha, 0.6, 1e-6))
    }

    @Test func rotationKeyframesInterpolateAnglesThroughIdentity() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        View.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                square.transform = CGAffineTransform(rotationAngle: -.pi / 8)
            }
            View.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) {
                square.transform = CGAffineTransform(rotationAngle: .pi / 8)
            }
            View.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                square.transform = .identity
            }
        })
        world.frames(15)
        #expect(close(square.presentationValues.transform, CGAffineTransform(rotationAngle: -.pi / 8), 1e-6))
        world.frames(9)   // 0.4: 30 % of the −π/8 → +π/8 keyframe
        #expect(close(square.presentationValues.transform, CGAffineTransform(rotationAngle: -.pi / 8 + 0.3 * .pi / 4), 1e-6))
        world.frames(6)   // 0.5: half way: exactly upright, full size
        #expect(close(square.presentationValues.transform, .identity, 1e-9))
        world.frames(15)
        #expect(close(square.presentationValues.transform, CGAffineTransform(rotationAngle: .pi / 8), 1e-6))
        world.frames(16)
        #expect(square.presentationValues.transform == .identity)
    }

    @Test func everyFrameOfARotationKeyframeIsARotationNotASquash() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        square.transform = CGAffineTransform(rotationAngle: -.pi / 8)
        View.animateKeyframes(withDuration: 0.5, delay: 0, options: [], animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                square.transform = CGAffineTransform(rotationAngle: .pi / 8)
            }
        })
        let samples = sampleFrames(world, 30) { angleAndScale(square.presentationValues.transform) }
        for (i, s) in samples.enumerated() {
            #expect(close(s.scale, 1, 1e-9), "frame \(i + 1) is squashed: scale \(s.scale)")
            let t = Double(i + 1) / 30
            #expect(close(s.angle, -.pi / 8 + t * .pi / 4, 1e-6), "frame \(i + 1)")
        }
        #expect(close(samples[14].angle, 0, 1e-9))
    }

    @Test func keyframesWithDelayAndRepeat() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let log = CallLog<Bool>()
        View.animateKeyframes(withDuration: 1, delay: 0.5, options: [.repeat], animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { square.center.x = 110 }
        }, completion: log.record)
        world.frames(30)
        #expect(square.presentationValues.center.x == 50)
        world.frames(30)
        #expect(close(square.presentationValues.center.x, 80, 1e-6))
        world.frames(60)
        #expect(close(square.presentationValues.center.x, 80, 1e-6))
        world.frames(300)
        #expect(log.count == 0)
    }

    @Test func addKeyframeOutsideAnyBlockAppliesAtOnceWithADiagnostic() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
            square.alpha = 0.25
            square.center.x = 300
        }
        #expect(square.alpha == 0.25)
        #expect(square.presentationValues.alpha == 0.25)
        #expect(square.presentationValues.center.x == 300)
        #expect(!square.isAnimating)
        let messages = world.takeDiagnostics()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("addKeyframe") == true)
        world.frames(10)
        #expect(world.takeDiagnostics().isEmpty)
    }

    @Test func keyframesInsideABlockFollowItAndTheirCompletionRuns() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let outer = CallLog<Bool>(), inner = CallLog<Bool>()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            View.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { square.center.x = 250 }
            }, completion: inner.record)
        }, completion: outer.record)
        world.frames(30)
        #expect(square.presentationValues.center.x == 50)
        world.frames(15)
        #expect(close(square.presentationValues.center.x, 150, 1e-6))
        world.frames(17)
        #expect(outer.calls == [true])
        #expect(inner.calls == [true])
        world.frames(30)
        #expect(inner.count == 1)
    }

    @Test func nestedCompletionsRunBeforeTheBlocksOwnInRecordingOrder() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        let label = Label(text: "A")
        root.addSubview(label)
        var order: [String] = []
        View.animate(withDuration: 0.5, animations: {
            View.animateKeyframes(withDuration: 0.5, delay: 0, options: [], animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { square.alpha = 0 }
            }, completion: { order.append("keyframes \($0)") })
            View.transition(with: label, duration: 0.5, options: .transitionCrossDissolve, animations: {
                label.text = "B"
            }, completion: { order.append("transition \($0)") })
        }, completion: { order.append("block \($0)") })
        world.frames(10)
        square.layer.removeAllAnimations()
        #expect(order.isEmpty, "the label's transition still runs")
        label.layer.removeAllAnimations()
        #expect(order == ["keyframes false", "transition false", "block false"])
        world.frames(40)
        #expect(order.count == 3)
    }

    @Test func zeroLengthKeyframeStepsAtItsStart() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        View.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) { square.alpha = 0.2 }
        })
        world.frames(29)
        #expect(square.presentationValues.alpha == 1)
        world.frames(1)
        #expect(square.presentationValues.alpha == 0.2)
    }

    // MARK: Inside a property animator (seed 000)

    @Test func jiggleKeyframesDirectlyInsideARunningAnimator() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let log = CallLog<ViewAnimatingPosition>()
        ViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
            View.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.25) {
                square.transform = CGAffineTransform(rotationAngle: -.pi / 8)
            }
            View.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) {
                square.transform = CGAffineTransform(rotationAngle: +.pi / 8)
            }
            View.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 1.0) {
                square.transform = .identity
            }
        }, completion: log.record)
        #expect(world.takeDiagnostics().isEmpty)
        let samples = sampleFrames(world, 32) { angleAndScale(square.presentationValues.transform) }
        for s in samples { #expect(close(s.scale, 1, 1e-9)) }
        // The three keyframes divide the animator's 0.5 s: −π/8 at 0.125 s, then on toward +π/8.
        let angleAt7: CGFloat = -.pi / 8 * (7.0 / 60) / 0.125
        let angleAt15: CGFloat = -.pi / 8 + (.pi / 4) * ((0.25 - 0.125) / 0.375)
        #expect(close(samples[7 - 1].angle, angleAt7, 1e-6))
        #expect(close(samples[15 - 1].angle, angleAt15, 1e-6))
        let minimum = samples.map(\.angle).min()!
        #expect(close(minimum, -.pi / 8, 0.03))
        #expect(samples.contains { $0.angle > 0 })
        #expect(log.calls == [.end])
        #expect(square.presentationValues.transform == .identity)
    }

    @Test func keyframesInsideAnAnimatorScrubWithFractionComplete() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let blur = VisualEffectView(effect: nil)
        let animator = ViewPropertyAnimator(duration: 1, curve: .easeInOut)
        animator.addAnimations {
            View.animateKeyframes(withDuration: 0.5, delay: 0, options: [], animations: {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                    blur.effect = BlurEffect(style: .dark)
                    square.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
                }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    square.transform = square.transform.rotated(by: -.pi / 8)
                }
            })
        }
        animator.fractionComplete = 0.25
        world.frames(1)
        #expect(close(square.presentationValues.transform, CGAffineTransform(scaleX: 1.125, y: 1.125), 1e-9))
        #expect(close(blur.presentationBlur.radius, 5, 1e-9))
        animator.fractionComplete = 0.75
        world.frames(1)
        let s: CGFloat = 1.375, a: CGFloat = -.pi / 16
        let expected = CGAffineTransform(a: s * cos(a), b: s * sin(a), c: -s * sin(a), d: s * cos(a), tx: 0, ty: 0)
        #expect(close(square.presentationValues.transform, expected, 1e-9))
        #expect(close(blur.presentationBlur.radius, 15, 1e-9))
        animator.fractionComplete = 0.5
        world.frames(3)
        #expect(close(square.presentationValues.transform, CGAffineTransform(scaleX: 1.25, y: 1.25), 1e-9))
        animator.stopAnimation(true)
    }
}
