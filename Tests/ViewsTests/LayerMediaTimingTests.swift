import Foundation
import Testing
@testable import Views

/// Layer media timing (CAMediaTiming): convertTime, speed, timeOffset, beginTime, removeAllAnimations, and
/// the recipes built on them (QA1673, seed 004).
@Suite(.world) struct LayerMediaTimingTests {
    // MARK: convertTime

    @Test func defaultTimingIsTheGlobalClock() {
        let (root, square) = makeSquare()
        #expect(square.layer.speed == 1)
        #expect(square.layer.timeOffset == 0)
        #expect(square.layer.beginTime == 0)
        #expect(square.layer.convertTime(1234.5, from: nil) == 1234.5)
        #expect(square.layer.convertTime(1234.5, to: nil) == 1234.5)
        #expect(square.layer.convertTime(7, from: root.layer) == 7)
        #expect(square.layer.superlayer === root.layer)
        #expect(root.layer.superlayer == nil)
        #expect(square.layer.view === square)
    }

    @Test func singleLayerFormula() {
        let view = View()
        view.layer.beginTime = 10
        view.layer.speed = 2
        view.layer.timeOffset = 3
        // t = (parent − beginTime) × speed + timeOffset
        #expect(view.layer.convertTime(100, from: nil) == (100 - 10) * 2 + 3)
        #expect(view.layer.convertTime(183, to: nil) == 100)
        view.layer.speed = -1
        #expect(view.layer.convertTime(100, from: nil) == -(100 - 10) + 3)
        #expect(view.layer.convertTime(-87, to: nil) == 100)
    }

    @Test func nestedLayersComposeUpTheSuperviewChain() {
        let root = View(), mid = View(), leaf = View()
        root.addSubview(mid)
        mid.addSubview(leaf)
        root.layer.beginTime = 5; root.layer.speed = 2
        mid.layer.speed = 0.5; mid.layer.timeOffset = 1
        leaf.layer.beginTime = 2; leaf.layer.speed = 3; leaf.layer.timeOffset = -4
        let g: TimeInterval = 20
        let rootTime = (g - 5) * 2           // 30
        let midTime = rootTime * 0.5 + 1     // 16
        let leafTime = (midTime - 2) * 3 - 4 // 38
        #expect(root.layer.convertTime(g, from: nil) == rootTime)
        #expect(mid.layer.convertTime(g, from: nil) == midTime)
        #expect(leaf.layer.convertTime(g, from: nil) == leafTime)
        #expect(close(leaf.layer.convertTime(leafTime, to: nil), g))
        #expect(close(mid.layer.convertTime(midTime, to: leaf.layer), leafTime))
        #expect(close(leaf.layer.convertTime(leafTime, to: root.layer), rootTime))
        #expect(close(leaf.layer.convertTime(rootTime, from: root.layer), leafTime))
        #expect(close(root.layer.convertTime(leafTime, from: leaf.layer), rootTime))
        #expect(leaf.layer.effectiveSpeed == 3)
        // Round trips between any two layers.
        var rng = SplitMix(seed: 4)
        let layers = [root.layer, mid.layer, leaf.layer]
        for _ in 0..<50 {
            let t = Double.random(in: -500...500, using: &rng)
            let a = layers.randomElement(using: &rng)!, b = layers.randomElement(using: &rng)!
            #expect(close(b.convertTime(b.convertTime(t, from: a), to: a), t, 1e-9))
            #expect(close(a.convertTime(a.convertTime(t, to: b), from: b), t, 1e-9))
            #expect(close(a.convertTime(t, to: b), b.convertTime(t, from: a), 1e-9))
            #expect(close(a.convertTime(a.convertTime(t, to: nil), from: nil), t, 1e-9))
        }
    }

    @Test func speedScalesAnimationTime() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        square.layer.speed = 2
        let log = CallLog<Bool>()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { square.center.x = 250 },
                     completion: log.record)
        world.frames(15)
        #expect(close(square.presentationValues.center.x, 150, 1e-6))
        world.frames(16)
        #expect(log.calls == [true])
    }

    @Test func ancestorSpeedScalesDescendantAnimations() {
        let world = TestWorld()
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let mid = View(frame: root.bounds)
        let leaf = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(mid)
        mid.addSubview(leaf)
        root.layer.speed = 0.5
        mid.layer.speed = 6
        let log = CallLog<Bool>()
        View.animate(withDuration: 1.5, delay: 0, options: .curveLinear, animations: { leaf.alpha = 0 },
                     completion: log.record)
        world.frames(15)  // 0.25 s × 3 = 0.75 s of the leaf's time
        #expect(close(leaf.presentationValues.alpha, 0.5, 1e-6))
        world.frames(16)
        #expect(log.calls == [true])
    }

    @Test func timeOffsetOnARunningLayerShiftsItsAnimations() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { square.center.x = 250 })
        world.frames(12)
        square.layer.timeOffset = 0.3
        #expect(close(square.presentationValues.center.x, 50 + 200 * 0.5, 1e-6))
        world.frames(6)
        #expect(close(square.presentationValues.center.x, 50 + 200 * 0.6, 1e-6))
    }

    // MARK: QA1673

    private func pause(_ layer: Layer, now: TimeInterval) {
        let paused = layer.convertTime(now, from: nil)
        layer.speed = 0
        layer.timeOffset = paused
    }

    private func resume(_ layer: Layer, now: TimeInterval) {
        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(now, from: nil) - paused
    }

    @Test func qa1673PauseAndResumeContinueWithoutAJump() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let log = CallLog<Bool>()
        View.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { square.center.x = 250 },
                     completion: log.record)
        world.frames(30)
        #expect(close(square.presentationValues.center.x, 100, 1e-6))
        pause(square.layer, now: CurrentMediaTime())
        #expect(close(square.presentationValues.center.x, 100, 1e-6))
        let paused = sampleFrames(world, 60) { square.presentationValues.center.x }
        #expect(paused.allSatisfy { close($0, 100, 1e-6) })
        #expect(log.count == 0)
        resume(square.layer, now: CurrentMediaTime())
        #expect(close(square.presentationValues.center.x, 100, 1e-6))
        world.frames(1)
        #expect(close(square.presentationValues.center.x, 100 + 200.0 / 120, 1e-6))
        world.frames(88)
        #expect(log.count == 0)
        world.frames(2)
        #expect(log.calls == [true])
        #expect(square.presentationValues.center.x == 250)
    }

    @Test func pausingTheSuperlayerPausesTheSubtree() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { square.alpha = 0 })
        world.frames(15)
        pause(root.layer, now: CurrentMediaTime())
        world.frames(100)
        #expect(close(square.presentationValues.alpha, 0.75, 1e-6))
        resume(root.layer, now: CurrentMediaTime())
        world.frames(15)
        #expect(close(square.presentationValues.alpha, 0.5, 1e-6))
    }

    @Test func animationAddedAndPausedInTheSameFrameStaysAtItsStart() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let log = CallLog<Bool>()
        View.animate(withDuration: 0.5, animations: { square.center.y = 500 }, completion: log.record)
        square.layer.speed = 0
        square.layer.timeOffset = 0
        let ys = sampleFrames(world, 120) { square.presentationValues.center.y }
        #expect(ys.allSatisfy { $0 == 50 })
        #expect(square.center.y == 500)
        #expect(log.count == 0)
    }

    // MARK: removeAllAnimations

    @Test func removeAllAnimationsCompletesUnfinishedOnceAndShowsTheModel() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let log = CallLog<Bool>()
        View.animate(withDuration: 1, animations: {
            square.center.x = 250
            square.alpha = 0.5
        }, completion: log.record)
        world.frames(20)
        #expect(square.layer.hasAnimations)
        square.layer.removeAllAnimations()
        #expect(log.calls == [false])
        #expect(square.presentationValues.center == CGPoint(x: 250, y: 50))
        #expect(square.presentationValues.alpha == 0.5)
        #expect(!square.layer.hasAnimations)
        #expect(!world.world.hasRunningAnimations)
        square.layer.removeAllAnimations()
        world.frames(100)
        #expect(log.calls == [false])
    }

    @Test func removeAllAnimationsOnOneOfTwoViewsLeavesTheOther() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        let other = View(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        root.addSubview(other)
        let log = CallLog<Bool>()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            square.alpha = 0
            other.alpha = 0
        }, completion: log.record)
        world.frames(15)
        square.layer.removeAllAnimations()
        #expect(square.presentationValues.alpha == 0)
        #expect(log.count == 0)
        world.frames(15)
        #expect(close(other.presentationValues.alpha, 0.5, 1e-6))
        other.layer.removeAllAnimations()
        #expect(log.calls == [false])
        world.frames(60)
        #expect(log.calls == [false])
    }

    @Test func removeAllAnimationsLeavesPropertyAnimators() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { square.center.x = 250 }
        animator.startAnimation()
        let log = CallLog<Bool>()
        View.animate(withDuration: 1, animations: { square.alpha = 0 }, completion: log.record)
        world.frames(15)
        square.layer.removeAllAnimations()
        #expect(log.calls == [false])
        #expect(square.presentationValues.alpha == 0)
        world.frames(15)
        #expect(close(square.presentationValues.center.x, 150, 1e-6))
        #expect(animator.state == .active)
    }

    // MARK: Seed 004

    /// The seed-004 demo: a view dragged between two states; the animation is a `View.animate` block paused
    /// on the layer and driven through its media timing. Both of the seed's versions.
    final class DragDemo {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let moveableView = View(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        let duration: TimeInterval = 1
        let options: View.AnimationOptions
        var animationProgress: Double = 0
        var displayLink: DisplayLink?
        var displayLinkStartTime: TimeInterval = 0
        var completions: [Bool] = []
        /// The frame count when each completion ran.
        var completionFrames: [Int] = []

        init(options: View.AnimationOptions) {
            self.options = options
            root.addSubview(moveableView)
            switchToState1()
        }

        var layer: Layer { moveableView.layer }
        var y: CGFloat { moveableView.presentationValues.center.y }

        // The CALayer category.
        func pauseAnimation() { layer.speed = 0; layer.timeOffset = 0 }
        func recoverToDefaultState() { layer.speed = 1; layer.timeOffset = 0; layer.beginTime = 0 }
        func setTimeProgress(_ p: TimeInterval) { layer.timeOffset = p }
        func continueAnimation(withTimeProgress p: TimeInterval) {
            recoverToDefaultState()
            layer.beginTime = layer.convertTime(CurrentMediaTime(), from: nil) - p
        }
        func continueReverseAnimation(withTimeProgress p: TimeInterval, animationDuration d: TimeInterval) {
            recoverToDefaultState()
            layer.beginTime = layer.convertTime(CurrentMediaTime(), from: nil) - (d - p)
            layer.timeOffset = d
            layer.speed = -1
        }

        // View states.
        func switchToState1() { moveableView.center = CGPoint(x: root.bounds.width / 2, y: 50); moveableView.tag = 1 }
        func switchToState2() { moveableView.center = CGPoint(x: root.bounds.width / 2, y: 500); moveableView.tag = 2 }
        func switchState() { if moveableView.tag == 1 { switchToState2() } else { switchToState1() } }

        // Version 1: reverse by speed = −1.
        func beganV1() {
            layer.removeAllAnimations()
            View.animate(withDuration: duration, delay: 0, options: options, animations: {
                if self.moveableView.tag == 1 { self.switchToState2() } else { self.switchToState1() }
            }, completion: { finished in
                self.completions.append(finished)
                self.completionFrames.append(World.current.scheduler.frameCount)
                self.recoverToDefaultState()
                if self.animationProgress <= 0.5 {
                    if self.moveableView.tag == 1 { self.switchToState2() } else { self.switchToState1() }
                }
            })
            pauseAnimation()
        }

        func changed(length: CGFloat) {
            animationProgress = max(0, min(Double(length) / 500, 1))
            setTimeProgress(animationProgress * duration)
        }

        func endedV1() {
            if animationProgress > 0.5 {
                continueAnimation(withTimeProgress: animationProgress * duration)
            } else {
                continueReverseAnimation(withTimeProgress: animationProgress * duration, animationDuration: duration)
            }
        }

        // Version 2: reverse by a display link.
        func beganV2() {
            layer.removeAllAnimations()
            displayLink?.invalidate()
            View.animate(withDuration: duration, delay: 0, options: options, animations: {
                self.switchState()
            }, completion: { finished in
                self.completions.append(finished)
                self.completionFrames.append(World.current.scheduler.frameCount)
            })
            pauseAnimation()
        }

        func endedV2() {
            if animationProgress > 0.5 {
                continueAnimation(withTimeProgress: animationProgress * duration)
            } else {
                displayLink?.invalidate()
                displayLinkStartTime = CurrentMediaTime()
                let link = DisplayLink(target: self, selector: DragDemo.updateAnimation)
                link.add(to: .main, forMode: .default)
                displayLink = link
            }
        }

        func updateAnimation(_ sender: DisplayLink) {
            let timeInterval = CurrentMediaTime() - displayLinkStartTime
            let animationTimeProgress = animationProgress * duration - timeInterval
            if animationTimeProgress >= 0 {
                setTimeProgress(animationTimeProgress)
            } else {
                displayLink?.invalidate()
                continueAnimation(withTimeProgress: duration)
                switchState()
            }
        }
    }

    @Test func seed004ScrubsThePausedAnimationExactly() {
        let world = TestWorld()
        let demo = DragDemo(options: .curveLinear)
        world.frames(3)
        demo.beganV1()
        #expect(demo.moveableView.center.y == 500)
        #expect(demo.y == 50)
        world.frames(1)
        #expect(demo.y == 50)
        for length: CGFloat in [50, 150, 400, 230, 0, 499, 260] {
            demo.changed(length: length)
            #expect(close(demo.y, 50 + 450 * length / 500, 1e-9), "same frame, length \(length)")
            let frames = sampleFrames(world, 3) { demo.y }
            #expect(frames.allSatisfy { close($0, 50 + 450 * length / 500, 1e-9) }, "length \(length): \(frames)")
        }
        #expect(demo.completions.isEmpty)
    }

    @Test func seed004ScrubbedAllTheWayTheAnimationEndsAtItsTarget() {
        let world = TestWorld()
        let demo = DragDemo(options: .curveLinear)
        demo.beganV1()
        world.frames(1)
        demo.changed(length: 400)
        world.frames(1)
        // Dragged past the end: progress is clamped to 1, local time reaches the duration and the animation
        // is over, as in Core Animation; the completion runs in that frame and the view shows the target.
        demo.changed(length: 700)
        #expect(demo.y == 500)
        world.frames(1)
        #expect(demo.completions == [true])
        #expect(demo.y == 500)
        #expect(demo.layer.speed == 1)
        let after = sampleFrames(world, 10) { demo.y }
        #expect(after.allSatisfy { $0 == 500 })
        #expect(demo.completions == [true])
    }

    @Test func seed004ScrubbingFollowsTheDefaultCurve() {
        let world = TestWorld()
        let demo = DragDemo(options: [])
        demo.beganV1()
        world.frames(1)
        for length: CGFloat in [100, 250, 400] {
            demo.changed(length: length)
            world.frames(1)
            let p = referenceBezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1), at: Double(length) / 500)
            #expect(close(demo.y, 50 + 450 * p, 1e-6))
        }
    }

    @Test func seed004ResumesForwardPastHalfAndCompletesOnce() {
        let world = TestWorld()
        let demo = DragDemo(options: .curveLinear)
        demo.beganV1()
        world.frames(1)
        for length: CGFloat in [100, 200, 300, 350] {
            demo.changed(length: length)
            world.frames(1)
        }
        #expect(close(demo.y, 365, 1e-9))
        demo.endedV1()
        #expect(close(demo.y, 365, 1e-9), "no jump on release")
        let ys = sampleFrames(world, 25) { demo.y }
        let firstFrame: CGFloat = 50 + 450 * (0.7 + 1.0 / 60)
        #expect(close(ys[0], firstFrame, 1e-6))
        for i in 1..<ys.count { #expect(ys[i] >= ys[i - 1]) }
        #expect(ys.allSatisfy { $0 > 365 && $0 <= 500 })
        #expect(ys.last == 500)
        #expect(demo.completions == [true])
        // 0.3 s were left: the completion ran 18 or 19 frames after the release.
        let releaseFrame = world.scheduler.frameCount - 25
        #expect((18...19).contains(demo.completionFrames[0] - releaseFrame))
        #expect(demo.moveableView.tag == 2)
        #expect(demo.moveableView.center.y == 500)
        #expect(demo.layer.speed == 1 && demo.layer.timeOffset == 0 && demo.layer.beginTime == 0)
        #expect(!demo.moveableView.isAnimating)
        world.frames(30)
        #expect(demo.completions == [true])
        #expect(demo.y == 500)
    }

    /// Runs the reverse of version 1 from a release at `length` and checks every frame of the return.
    private func checkReverseV1(_ demo: DragDemo, _ world: TestWorld, start: CGFloat, end: CGFloat, length: CGFloat,
                                curve: (Double) -> Double = { $0 }) {
        let direction: CGFloat = end > start ? 1 : -1
        demo.beganV1()
        world.frames(1)
        for l in stride(from: 20, through: length, by: 20) {
            demo.changed(length: l)
            world.frames(1)
        }
        demo.changed(length: length)
        world.frames(1)
        let expectedRelease = start + direction * 450 * curve(Double(length) / 500)
        #expect(close(demo.y, expectedRelease, 1e-4))
        let released = demo.y
        let completionsBefore = demo.completions.count
        demo.endedV1()
        #expect(close(demo.y, released, 1e-9), "no jump on release")
        var previous = released
        var frames = 0
        while demo.completions.count == completionsBefore && frames < 120 {
            world.frames(1)
            frames += 1
            let y = demo.y
            // Every frame shows the view between the start and where it was released, moving back.
            #expect(min(start, released) - 1e-9 <= y && y <= max(start, released) + 1e-9,
                    "frame \(frames) shows \(y), outside \(start)…\(released)")
            #expect((y - previous) * direction <= 1e-9, "frame \(frames) moved away: \(previous) → \(y)")
            #expect(!close(y, end, 1), "frame \(frames) flickers to the end state")
            previous = y
        }
        // The frame in which the completion ran (and set the model back) shows the start.
        #expect(demo.completions.count == completionsBefore + 1)
        #expect(demo.completions.last == true)
        #expect(demo.y == start)
        #expect(demo.moveableView.center.y == start)
        let expectedFrames = Int((Double(length) / 500 * 60).rounded())
        #expect((expectedFrames...expectedFrames + 1).contains(frames), "returned in \(frames) frames")
        #expect(demo.layer.speed == 1 && demo.layer.timeOffset == 0 && demo.layer.beginTime == 0)
        let after = sampleFrames(world, 20) { demo.y }
        #expect(after.allSatisfy { $0 == start })
        #expect(demo.completions.count == completionsBefore + 1)
    }

    @Test func seed004ReversesBelowHalfWithNoBadFrame() {
        let world = TestWorld()
        let demo = DragDemo(options: .curveLinear)
        checkReverseV1(demo, world, start: 50, end: 500, length: 150)
        #expect(demo.moveableView.tag == 1)
    }

    @Test func seed004ReverseWithTheDefaultCurve() {
        let world = TestWorld()
        let demo = DragDemo(options: [])
        checkReverseV1(demo, world, start: 50, end: 500, length: 240) {
            referenceBezier(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1), at: $0)
        }
    }

    @Test func seed004ReverseFromAStandingStartOfZero() {
        let world = TestWorld()
        let demo = DragDemo(options: .curveLinear)
        demo.beganV1()
        world.frames(2)
        demo.changed(length: 0)
        world.frames(1)
        demo.endedV1()
        let ys = sampleFrames(world, 3) { demo.y }
        #expect(ys.allSatisfy { $0 == 50 })
        #expect(demo.completions == [true])
        #expect(demo.moveableView.center.y == 50)
    }

    @Test func seed004VersionOneRoundTrips() {
        let world = TestWorld()
        let demo = DragDemo(options: .curveLinear)
        // Down to state 2 …
        demo.beganV1()
        world.frames(1)
        demo.changed(length: 300)
        world.frames(1)
        demo.endedV1()
        world.frames(30)
        #expect(demo.completions == [true])
        #expect(demo.y == 500 && demo.moveableView.tag == 2)
        // … then a short drag back up that is let go and returns to state 2 …
        checkReverseV1(demo, world, start: 500, end: 50, length: 100)
        #expect(demo.moveableView.tag == 2)
        // … and a long one that carries it up to state 1.
        demo.beganV1()
        world.frames(1)
        demo.changed(length: 450)
        world.frames(1)
        #expect(close(demo.y, 95, 1e-9))
        demo.endedV1()
        let ys = sampleFrames(world, 10) { demo.y }
        for i in 1..<ys.count { #expect(ys[i] <= ys[i - 1]) }
        #expect(ys.last == 50)
        #expect(demo.completions == [true, true, true])
        #expect(demo.moveableView.tag == 1)
    }

    @Test func seed004DragStartedDuringTheReturnCancelsIt() {
        let world = TestWorld()
        let demo = DragDemo(options: .curveLinear)
        demo.beganV1()
        world.frames(1)
        demo.changed(length: 200)
        world.frames(1)
        demo.endedV1()
        world.frames(10)
        let y = demo.y
        #expect(y > 50 && y < 230)
        // A new drag: removeAllAnimations completes the running one with finished = false.
        demo.beganV1()
        #expect(demo.completions == [false])
        #expect(demo.layer.speed == 0)
        world.frames(1)
        #expect(demo.completions == [false])
        // The old completion saw progress 0.4 ≤ 0.5 and switched state; the new block animates from there.
        #expect(demo.moveableView.center.y == 500)
        #expect(demo.y == 50)
        demo.changed(length: 100)
        world.frames(1)
        #expect(close(demo.y, 140, 1e-9))
        #expect(demo.moveableView.isAnimating)
    }

    @Test func seed004VersionTwoReversesByDisplayLinkWithNoBadFrame() {
        let world = TestWorld()
        let demo = DragDemo(options: .curveLinear)
        demo.beganV2()
        world.frames(1)
        for length: CGFloat in [60, 120, 180] {
            demo.changed(length: length)
            world.frames(1)
        }
        #expect(close(demo.y, 212, 1e-9))
        demo.endedV2()
        #expect(close(demo.y, 212, 1e-9))
        var previous: CGFloat = 212
        var frames = 0
        while demo.completions.isEmpty && frames < 120 {
            world.frames(1)
            frames += 1
            let y = demo.y
            #expect(y >= 50 - 1e-9 && y <= 212 + 1e-9, "frame \(frames) shows \(y)")
            #expect(y <= previous + 1e-9, "frame \(frames) moved away: \(previous) → \(y)")
            if demo.displayLink?.isInvalidated == false {
                // While stepping, the view is exactly where timeOffset puts it.
                let p = 0.36 - Double(frames) / 60
                #expect(close(y, 50 + 450 * p, 1e-6), "frame \(frames)")
            }
            previous = y
        }
        #expect(demo.completions == [true])
        #expect((22...23).contains(frames), "returned in \(frames) frames")
        #expect(demo.y == 50)
        #expect(demo.moveableView.center.y == 50)
        #expect(demo.moveableView.tag == 1)
        #expect(demo.displayLink?.isInvalidated == true)
        #expect(!world.scheduler.hasActiveDisplayLinks)
        let after = sampleFrames(world, 20) { demo.y }
        #expect(after.allSatisfy { $0 == 50 })
    }

    @Test func seed004VersionTwoReleasedInTheSameInputPhaseAsItBegan() {
        let world = TestWorld()
        let demo = DragDemo(options: .curveLinear)
        world.frames(2)
        // Began and ended before any frame ran: the block is committed (paused at its start) before the
        // display link's first callback resumes the layer at full time, as on iOS.
        demo.beganV2()
        demo.changed(length: 0)
        demo.endedV2()
        let ys = sampleFrames(world, 10) { demo.y }
        #expect(ys.allSatisfy { $0 == 50 }, "\(ys)")
        #expect(demo.completions == [true])
        #expect(demo.moveableView.tag == 1)
        #expect(!demo.moveableView.isAnimating)
    }

    @Test func blockRecordedBetweenFramesIsCommittedBeforeDisplayLinksFire() {
        let world = TestWorld()
        let (_, square) = makeSquare()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { square.center.x = 250 })
        // A display link that, in the very next frame, shifts the layer's time by half a second.
        let link = DisplayLink { link in
            square.layer.timeOffset = 0.5
            link.invalidate()
        }
        link.add()
        world.frames(1)
        // The animation began at the recording frame in the layer's time as it was then, so the shift shows.
        let expected: CGFloat = 50 + 200 * (0.5 + 1.0 / 60)
        #expect(close(square.presentationValues.center.x, expected, 1e-9))
    }

    @Test func seed004VersionTwoForwardThenBackAgain() {
        let world = TestWorld()
        let demo = DragDemo(options: .curveLinear)
        demo.beganV2()
        world.frames(1)
        demo.changed(length: 400)
        world.frames(1)
        demo.endedV2()
        let down = sampleFrames(world, 14) { demo.y }
        for i in 1..<down.count { #expect(down[i] >= down[i - 1]) }
        #expect(down.last == 500)
        #expect(demo.completions == [true])
        #expect(demo.moveableView.tag == 2)
        // The second drag starts from state 2 on a layer whose beginTime the display link never reset.
        demo.beganV2()
        #expect(demo.moveableView.center.y == 50)
        #expect(demo.y == 500)
        world.frames(1)
        #expect(demo.y == 500)
        demo.changed(length: 100)
        world.frames(1)
        #expect(close(demo.y, 410, 1e-9))
        demo.endedV2()
        var frames = 0
        var previous: CGFloat = 410
        while demo.completions.count == 1 && frames < 60 {
            world.frames(1)
            frames += 1
            #expect(demo.y >= previous - 1e-9 && demo.y <= 500, "frame \(frames) shows \(demo.y)")
            previous = demo.y
        }
        #expect(demo.completions == [true, true])
        #expect(demo.y == 500)
        #expect(demo.moveableView.tag == 2)
    }
}
