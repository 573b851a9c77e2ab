import Foundation
import Testing
@testable import Views

/// `View.animate`: curves, delay, completion, zero duration, repeat/autoreverse, springs, additivity.
@Suite(.world) struct BlockAnimationTests {
    // MARK: Model and presentation

    @Test func modelChangesAtOnceAndPresentationFollowsLinearly() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            square.center = CGPoint(x: 250, y: 50)
            #expect(View.areAnimationsEnabled)
        })
        #expect(!View.areAnimationsEnabled)
        #expect(square.center == CGPoint(x: 250, y: 50))
        #expect(square.frame.origin.x == 200)
        #expect(square.presentationValues.center.x == 50)
        #expect(square.isAnimating)
        #expect(world.world.hasRunningAnimations)
        for n in [6, 15, 30, 45, 54] {
            world.frames(n - world.scheduler.frameCount)
            let t = Double(n) / 60
            #expect(close(square.presentationValues.center.x, 50 + 200 * t, 1e-6), "frame \(n)")
            #expect(square.presentationValues.center.y == 50)
        }
        world.frames(10)
        #expect(square.presentationValues.center.x == 250)
        #expect(!square.isAnimating)
        #expect(!world.world.hasRunningAnimations)
    }

    @Test(arguments: [
        (View.AnimationOptions.curveEaseIn, CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)),
        (.curveEaseOut, CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)),
        (.curveEaseInOut, CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)),
        (View.AnimationOptions(), CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)),
    ])
    func curveOptionsFollowTheirBezier(options: View.AnimationOptions, p1: CGPoint, p2: CGPoint) {
        let world = TestWorld()
        let (_, square) = makeSquare()
        View.animate(withDuration: 1, delay: 0, options: options, animations: {
            square.center = CGPoint(x: 250, y: 50)
        })
        for n in [12, 30, 48] {
            world.frames(n - world.scheduler.frameCount)
            let expected = 50 + 200 * referenceBezier(p1, p2, at: Double(n) / 60)
            // The solver stops within 1e-7 of x (the reference's rule): well under 1e-4 pt over 200 pt.
            #expect(close(square.presentationValues.center.x, expected, 1e-4), "frame \(n)")
        }
    }

    @Test func easeInAtHalfTimeIsTheBezierValueNotHalfway() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        View.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: {
            square.alpha = 0
        })
        world.frames(30)
        let bezier = referenceBezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1), at: 0.5)
        #expect(close(square.presentationValues.alpha, 1 - bezier, 1e-6))
        // Ease-in lags behind linear at half time.
        #expect(square.presentationValues.alpha > 0.6)
    }

    @Test func otherPropertiesAnimateToo() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        square.backgroundColor = nil
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            square.backgroundColor = Color(red: 1, green: 0, blue: 0)
            square.bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
            square.cornerRadius = 20
            square.transform = CGAffineTransform(scaleX: 3, y: 3)
        })
        world.frames(30)
        let p = square.presentationValues
        // Colours blend premultiplied: half of clear → red is red at half opacity, not a dark red.
        #expect(close(p.backgroundColor, Color(red: 1, green: 0, blue: 0, alpha: 0.5), 1e-6))
        #expect(close(p.bounds.size, CGSize(width: 150, height: 75), 1e-6))
        #expect(close(p.cornerRadius, 10, 1e-6))
        #expect(close(p.transform, CGAffineTransform(scaleX: 2, y: 2), 1e-6))
        #expect(p.center == CGPoint(x: 50, y: 50))
    }

    // MARK: Delay

    @Test func delayHoldsTheStartValue() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let log = CallLog<Bool>()
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
            square.center = CGPoint(x: 250, y: 50)
        }, completion: log.record)
        #expect(square.center.x == 250)
        let during = sampleFrames(world, 30) { square.presentationValues.center.x }
        #expect(during.allSatisfy { $0 == 50 }, "no motion before the delay: \(during)")
        world.frames(30)  // 1 s after the call: 0.5 s into the animation
        #expect(close(square.presentationValues.center.x, 150, 1e-6))
        world.frames(28)
        #expect(log.count == 0)
        world.frames(4)
        #expect(log.calls == [true])
        #expect(square.presentationValues.center.x == 250)
    }

    // MARK: Completion

    /// 0.4 s is 24 frames at 60 fps, though 24 × (1/60) falls a hair short of 0.4 in floating point.
    @Test func aBlockLastingAWholeNumberOfFramesCompletesOnItsLastFrame() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let log = CallLog<Bool>()
        View.animate(withDuration: 0.4, animations: { square.alpha = 0.2 }, completion: log.record)
        world.frames(23)
        #expect(log.count == 0)
        world.frames(1)
        #expect(log.calls == [true])
        #expect(square.presentationValues.alpha == 0.2)
    }

    @Test func completionRunsExactlyOnceWithFinishedTrueAtTheEnd() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let log = CallLog<Bool>()
        View.animate(withDuration: 0.5, animations: { square.alpha = 0.2 }, completion: log.record)
        world.frames(29)
        #expect(log.count == 0)
        #expect(square.presentationValues.alpha > 0.2)
        world.frames(2)
        #expect(log.calls == [true])
        // The completion runs in the frame that shows the end value.
        #expect(square.presentationValues.alpha == 0.2)
        world.frames(120)
        #expect(log.calls == [true])
    }

    @Test func completionOfAnEmptyBlockRunsOnTheNextFrame() {
        let world = TestWorld()
        let log = CallLog<Bool>()
        View.animate(withDuration: 2, animations: {}, completion: log.record)
        #expect(log.count == 0)
        world.frames(1)
        #expect(log.calls == [true])
        world.frames(200)
        #expect(log.count == 1)
    }

    @Test func settingTheSameValueAnimatesNothing() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        View.animate(withDuration: 1, animations: { square.center = CGPoint(x: 50, y: 50) })
        #expect(!square.isAnimating)
        world.frames(1)
        #expect(!world.world.hasRunningAnimations)
    }

    @Test func zeroDurationAppliesAtOnceAndCompletesOnTheNextFrame() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let log = CallLog<Bool>()
        View.animate(withDuration: 0, animations: { square.center = CGPoint(x: 300, y: 300) }, completion: log.record)
        #expect(square.presentationValues.center == CGPoint(x: 300, y: 300))
        #expect(log.count == 0)
        world.frames(1)
        #expect(log.calls == [true])
        #expect(square.presentationValues.center == CGPoint(x: 300, y: 300))
        #expect(!square.isAnimating)
        world.frames(5)
        #expect(log.count == 1)
    }

    @Test func zeroDurationWithDelayWaitsForTheDelay() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let log = CallLog<Bool>()
        View.animate(withDuration: 0, delay: 0.25, options: [], animations: { square.alpha = 0 },
                     completion: log.record)
        world.frames(14)
        #expect(square.presentationValues.alpha == 1)
        #expect(log.count == 0)
        world.frames(2)
        #expect(square.presentationValues.alpha == 0)
        #expect(log.calls == [true])
    }

    @Test func completionCanChainAnotherAnimationThatStartsInTheSameFrame() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        var completedAt: TimeInterval = 0
        View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
            square.center.x = 150
        }, completion: { _ in
            completedAt = world.now
            View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
                square.center.x = 50
            })
        })
        let xs = sampleFrames(world, 70) { square.presentationValues.center.x }
        #expect(completedAt > 0)
        // Up to 150, then straight back down, no frame skipped or repeated at the seam.
        let peak = xs.firstIndex { $0 == 150 }!
        for i in 1..<xs.count {
            #expect(abs(xs[i] - xs[i - 1]) <= 100.0 / 30 + 1e-6, "step at \(i): \(xs[i - 1]) → \(xs[i])")
        }
        #expect(xs[peak + 1] < 150)
        #expect(xs.last == 50)
    }

    // MARK: Repeat and autoreverse

    @Test func repeatCyclesForeverAndNeverCompletes() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let log = CallLog<Bool>()
        View.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: {
            square.center.x = 250
        }, completion: log.record)
        world.frames(15)
        let first = square.presentationValues.center.x
        #expect(close(first, 100, 1e-6))
        world.frames(60)
        #expect(close(square.presentationValues.center.x, first, 1e-6))
        world.frames(51)  // 2.1 s: early in the third cycle
        #expect(close(square.presentationValues.center.x, 70, 1e-6))
        world.frames(600)
        #expect(log.count == 0)
        #expect(square.isAnimating)
        #expect(world.world.hasRunningAnimations)
    }

    @Test func autoreverseRunsForwardThenBackThenShowsTheModel() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let log = CallLog<Bool>()
        View.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: {
            square.center.x = 250
        }, completion: log.record)
        world.frames(30)
        #expect(close(square.presentationValues.center.x, 150, 1e-6))
        world.frames(30)
        #expect(close(square.presentationValues.center.x, 250, 1e-6))
        world.frames(15)
        #expect(close(square.presentationValues.center.x, 200, 1e-6))
        world.frames(30)
        #expect(close(square.presentationValues.center.x, 50 + 200 * 15.0 / 60, 1e-6))
        #expect(log.count == 0)
        world.frames(20)
        #expect(log.calls == [true])
        // As in UIKit, once the animation is gone the model (the target) shows.
        #expect(square.presentationValues.center.x == 250)
    }

    @Test func repeatWithAutoreverseGoesBackAndForth() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let log = CallLog<Bool>()
        View.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: {
            square.center.x = 250
        }, completion: log.record)
        world.frames(150)  // 2.5 s: forward, half way
        #expect(close(square.presentationValues.center.x, 150, 1e-6))
        world.frames(30)   // 3.0 s: at the far end
        #expect(close(square.presentationValues.center.x, 250, 1e-6))
        world.frames(30)   // 3.5 s: coming back, half way
        #expect(close(square.presentationValues.center.x, 150, 1e-6))
        world.frames(600)
        #expect(log.count == 0)
    }

    // MARK: Springs

    @Test func underdampedSpringOvershootsAndSettlesAtTheTarget() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let log = CallLog<Bool>()
        View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
                     options: [], animations: { square.center.x = 250 }, completion: log.record)
        let xs = sampleFrames(world, 70) { square.presentationValues.center.x }
        #expect(xs.max()! > 260, "damping 0.4 must overshoot: max \(xs.max()!)")
        #expect(xs.min()! >= 50)
        // No jump where the spring is cut off at its settling time: the last frames barely move.
        for i in 50..<xs.count { #expect(abs(xs[i] - xs[i - 1]) < 1, "frame \(i)") }
        #expect(abs(xs[57] - 250) < 1)
        #expect(xs.last == 250)
        #expect(log.calls == [true])
        #expect(log.frames[0] >= 59 && log.frames[0] <= 61)
    }

    @Test func criticallyDampedSpringDoesNotOvershoot() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                     options: [], animations: { square.center.x = 250 })
        let xs = sampleFrames(world, 65) { square.presentationValues.center.x }
        #expect(xs.allSatisfy { $0 <= 250 + 1e-9 })
        for i in 1..<xs.count { #expect(xs[i] >= xs[i - 1] - 1e-9) }
        #expect(xs.last == 250)
    }

    @Test func springInitialVelocityStartsFaster() {
        func firstFrames(velocity: CGFloat) -> CGFloat {
            let world = TestWorld()
            let (_, square) = makeSquare()
            View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: velocity,
                         options: [], animations: { square.center.x = 250 })
            world.frames(3)
            return square.presentationValues.center.x
        }
        let still = firstFrames(velocity: 0), thrown = firstFrames(velocity: 5)
        #expect(thrown > still + 10)
        #expect(thrown < 250)
    }

    // MARK: Additivity

    @Test func secondAnimationBlendsFromTheOnScreenValue() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        View.animate(withDuration: 1, delay: 0, options: .curveEaseInOut, animations: { square.center.x = 250 })
        world.frames(24)
        let before = square.presentationValues.center
        View.animate(withDuration: 1, delay: 0, options: .curveEaseInOut, animations: {
            square.center = CGPoint(x: 50, y: 300)
        })
        #expect(square.center == CGPoint(x: 50, y: 300))
        #expect(close(square.presentationValues.center, before, 1e-9), "no jump when retargeting")
        var last = before
        var maxStep: CGFloat = 0
        for n in 1...70 {
            world.frames(1)
            let p = square.presentationValues.center
            maxStep = max(maxStep, hypot(p.x - last.x, p.y - last.y))
            // The additive law, with each animation's own eased progress.
            let p1 = referenceBezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1), at: min(Double(24 + n) / 60, 1))
            let p2 = referenceBezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1), at: min(Double(n) / 60, 1))
            let expectedX = 50 + (50 - 250) * (1 - p1) + (250 - 50) * (1 - p2)
            let expectedY = 300 + (50 - 300) * (1 - p2)
            #expect(close(p, CGPoint(x: expectedX, y: expectedY), 1e-4), "frame \(n)")
            last = p
        }
        #expect(maxStep < 12)
        #expect(square.presentationValues.center == CGPoint(x: 50, y: 300))
    }

    @Test func performWithoutAnimationInsideABlockJumps() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        View.animate(withDuration: 1, animations: {
            square.alpha = 0.5
            View.performWithoutAnimation {
                #expect(!View.areAnimationsEnabled)
                square.center.x = 300
            }
        })
        #expect(square.presentationValues.center.x == 300)
        #expect(square.presentationValues.alpha == 1)
        world.frames(30)
        #expect(square.presentationValues.center.x == 300)
        #expect(square.presentationValues.alpha < 1 && square.presentationValues.alpha > 0.5)
    }

    @Test func viewReleasedMidAnimationLetsTheBlockComplete() {
        let world = TestWorld()
        let log = CallLog<Bool>()
        weak var released: View?
        do {
            let (_, square) = makeSquare()
            View.animate(withDuration: 10, animations: { square.center.x = 300 }, completion: log.record)
            world.frames(2)
            released = square
        }
        #expect(released == nil)
        world.frames(2)
        #expect(log.count == 1)
        #expect(!world.world.hasRunningAnimations)
        world.frames(10)
        #expect(log.count == 1)
    }

    @Test func oneBlockAnimatesSeveralViewsAndCompletesOnce() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        let other = View(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
        root.addSubview(other)
        let log = CallLog<Bool>()
        View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
            square.alpha = 0
            other.center.y = 425
        }, completion: log.record)
        world.frames(15)
        #expect(close(square.presentationValues.alpha, 0.5, 1e-6))
        #expect(close(other.presentationValues.center.y, 325, 1e-6))
        world.frames(20)
        #expect(log.calls == [true])
    }
}
