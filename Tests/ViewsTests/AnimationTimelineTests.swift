import Foundation
import Testing
@testable import Views

/// The timeline's bars (delay, duration, passes, springs, layer timing, groups) and retiming a bar's duration
/// without a jump, on the virtual clock.
@Suite(.world) struct AnimationTimelineTests {
    private let eps = 1e-9

    @Test func aDelayedBlockIsOneBarFromItsStartPastTheDelayForItsDuration() throws {
        let world = TestWorld()
        let (_, square) = makeSquare()
        world.frames(1)
        let t0 = world.now
        View.animate(withDuration: 1, delay: 0.5, options: [], animations: { square.center.x = 300 })
        world.frames(1)
        let timeline = world.world.timeline()
        let bar = try #require(timeline.bars.first)
        #expect(timeline.bars.count == 1)
        #expect(bar.kind == .block)
        #expect(abs(bar.startedAt - t0) < eps)
        #expect(abs(bar.begin - (t0 + 0.5)) < eps, "the delay")
        #expect(abs(bar.end - (t0 + 1.5)) < eps, "then the duration")
        #expect(abs(bar.delay - 0.5) < eps)
        #expect(bar.passes.count == 1 && !bar.repeatsForever && !bar.isSpring && bar.canRetime)
        #expect(abs(timeline.now - world.now) < eps, "the playhead is media time")
    }

    @Test func repeatingAutoreversedBlockShowsAlternatingPassesAroundNow() throws {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let t0 = world.now
        View.animate(withDuration: 0.4, delay: 0, options: [.repeat, .autoreverse], animations: { square.alpha = 0 })
        world.frames(1)
        let bar = try #require(world.world.timeline(horizon: 2).bars.first)
        #expect(bar.repeatsForever)
        #expect(bar.passes.count >= 5, "passes up to the horizon: \(bar.passes.count)")
        for (i, pass) in bar.passes.enumerated() {
            #expect(abs(pass.start - (t0 + 0.4 * Double(i))) < 1e-9)
            #expect(abs(pass.end - pass.start - 0.4) < 1e-9)
            #expect(pass.reversed == (i % 2 == 1), "every second pass runs back")
        }
        #expect(bar.end > world.now + 2 - 1e-9)
    }

    @Test func explicitAnimationRepeatCountAndAutoreverseMakeFourPasses() throws {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0; fade.toValue = 0.0
        fade.duration = 0.3; fade.repeatCount = 2; fade.autoreverses = true
        let t0 = world.now
        square.layer.add(fade, forKey: "fade")
        world.frames(1)
        let bar = try #require(world.world.timeline().bars.first)
        #expect(bar.kind == .explicit && bar.canRetime)
        #expect(bar.passes.map(\.reversed) == [false, true, false, true])
        #expect(abs(bar.begin - t0) < eps && abs(bar.end - (t0 + 1.2)) < eps)
    }

    /// An explicit animation retimed part way: the same value at once, the rest at the new pace, every later
    /// pass at the new duration; a spring keeps its own (its duration would cut its physics short).
    @Test func retimingAnExplicitAnimationScalesItsRunAboutNow() throws {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0; fade.toValue = 0.0
        fade.duration = 1; fade.repeatCount = 2; fade.autoreverses = true
        fade.timingFunction = MediaTimingFunction(name: .linear)
        square.layer.add(fade, forKey: "fade")
        world.frames(1)
        world.run(seconds: 1.3)                 // 0.3 s into the backward half of the first cycle
        let bar = try #require(world.world.timeline().bars.first)
        let before = square.layer.presentationValues.opacity
        #expect(world.world.retime(bar.id, duration: 2))
        #expect(abs(square.layer.presentationValues.opacity - before) < 1e-9, "no jump")
        world.frames(1)
        let step = abs(square.layer.presentationValues.opacity - before)
        #expect(abs(step - 1.0 / 60 / 2) < 1e-6, "half the pace: \(step)")
        let later = try #require(world.world.timeline().bars.first)
        for pass in later.passes { #expect(abs(pass.end - pass.start - 2) < 1e-6) }
        // 4 passes of 2 s; 2.6 s of them had run (1.3 s scaled), so it ends 5.4 s from the change.
        world.run(seconds: 5.3)
        #expect(!world.world.timeline().bars.isEmpty)
        world.run(seconds: 0.2)
        #expect(world.world.timeline().bars.isEmpty)
        let pop = SpringAnimation(perceptualDuration: 0.4, bounce: 0.2)
        pop.keyPath = "opacity"; pop.fromValue = 0.0; pop.toValue = 1.0
        square.layer.add(pop, forKey: "pop")
        world.frames(1)
        let spring = try #require(world.world.timeline().bars.first)
        #expect(!spring.canRetime && !world.world.retime(spring.id, duration: 2))
    }

    /// A group's child without a duration of its own keeps running for the whole group; an animation not yet
    /// begun keeps its wait; a shortened one shows no delay it never had; the dragged end lands where let go.
    @Test func retimingExplicitGroupsWaitsAndEndsKeepsWhatTheUserWrote() throws {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0; fade.toValue = 0.0
        fade.timingFunction = MediaTimingFunction(name: .linear)
        let group = AnimationGroup()
        group.animations = [fade]
        group.duration = 2
        square.layer.add(group, forKey: "group")
        world.frames(1)
        world.run(seconds: 0.5)
        let id = try #require(world.world.timeline().bars.first).id
        let before = square.layer.presentationValues.opacity
        #expect(world.world.retime(id, duration: 4))
        #expect(abs(square.layer.presentationValues.opacity - before) < 1e-9, "the child runs for the group: no jump")
        #expect(world.world.timeline().bars.first.map { abs($0.delay) < 1e-9 } == true)
        square.layer.removeAllAnimations()

        // Not begun: its wait stays 2 s.
        let later = BasicAnimation(keyPath: "opacity")
        later.fromValue = 1.0; later.toValue = 0.0; later.duration = 1
        later.beginTime = square.layer.convertTime(world.now, from: nil) + 2
        square.layer.add(later, forKey: "later")
        world.frames(1)
        let waiting = try #require(world.world.timeline().bars.first)
        let start = try #require(waiting.passes.first).start
        #expect(world.world.retime(waiting.id, duration: 3))
        let waited = try #require(world.world.timeline().bars.first?.passes.first)
        #expect(abs(waited.start - start) < 1e-9 && abs(waited.end - waited.start - 3) < 1e-9)
        square.layer.removeAllAnimations()

        // Running, its end dragged: it ends where let go, and shortened it shows no delay.
        let run = BasicAnimation(keyPath: "opacity")
        run.fromValue = 1.0; run.toValue = 0.0; run.duration = 2
        square.layer.add(run, forKey: "run")
        world.frames(1)
        world.run(seconds: 1)
        let bar = try #require(world.world.timeline().bars.first)
        let target = bar.passes[0].start + 4
        let d = try #require(bar.duration(endingAt: target, now: world.world.timeline().now))
        #expect(world.world.retime(bar.id, duration: d))
        #expect(abs(try #require(world.world.timeline().bars.first?.passes.first).end - target) < 1e-6, "ends where let go")
        #expect(world.world.retime(bar.id, duration: 1))
        #expect(try #require(world.world.timeline().bars.first).delay < 1e-9, "no invented delay")
    }

    /// Held (the playhead), an explicit animation past its end stays, untold, and shows the model as a removed
    /// one would; let go, it ends in the next frame.
    @Test func aHeldExplicitAnimationStaysPastItsEndUntilLetGo() throws {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0; fade.toValue = 0.0; fade.duration = 0.5
        square.layer.add(fade, forKey: "fade")
        world.frames(1)
        world.world.holdsCompletions = true
        world.run(seconds: 1)
        #expect(square.layer.animation(forKey: "fade") != nil, "held past its end")
        #expect(world.world.timeline().bars.count == 1)
        #expect(square.layer.presentationValues.opacity == square.layer.opacity, "past its end it shows the model")
        world.world.holdsCompletions = false
        world.frames(1)
        #expect(square.layer.animation(forKey: "fade") == nil, "let go, it ended and was removed")
    }

    @Test func springsRunToTheirSettlingTime() throws {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let t0 = world.now
        View.animate(springDuration: 0.5, bounce: 0.3, animations: { square.center.y = 400 })
        let pop = SpringAnimation(perceptualDuration: 0.4, bounce: 0.2)
        pop.keyPath = "opacity"; pop.fromValue = 0.0; pop.toValue = 1.0
        square.layer.add(pop, forKey: "pop")
        world.frames(1)
        let bars = world.world.timeline().bars
        let block = try #require(bars.first { $0.kind == .block })
        let explicit = try #require(bars.first { $0.kind == .explicit })
        let settling = SpringTimingParameters(duration: 0.5, bounce: 0.3).curves(forDuration: 0).duration
        #expect(block.isSpring && explicit.isSpring)
        #expect(settling > 0.5, "a bouncy spring settles after its perceptual duration")
        #expect(abs(block.end - block.begin - settling) < eps, "\(block.end - block.begin) vs \(settling)")
        #expect(abs(explicit.end - explicit.begin - pop.settlingDuration) < eps)
        #expect(abs(block.begin - t0) < eps)
        #expect(block.group == explicit.group, "started in the same frame: one group")
    }

    @Test func layerSpeedStretchesTheBarAndItsDelay() throws {
        let world = TestWorld()
        let (root, square) = makeSquare()
        root.layer.speed = 0.5
        world.frames(1)
        let t0 = world.now
        View.animate(withDuration: 1, delay: 0.2, options: [], animations: { square.center.x = 300 })
        world.frames(1)
        let bar = try #require(world.world.timeline().bars.first)
        #expect(abs(bar.startedAt - t0) < eps)
        #expect(abs(bar.begin - (t0 + 0.4)) < 1e-9, "the delay at half speed: \(bar.begin - t0)")
        #expect(abs(bar.end - (t0 + 2.4)) < 1e-9, "a second at half speed lasts two: \(bar.end - t0)")
        // The bar ends where the animation does.
        world.run(seconds: 2.35)
        #expect(square.isAnimating)
        world.run(seconds: 0.1)
        #expect(!square.isAnimating)
    }

    @Test func aFrozenLayerHoldsItsBarWithThePlayheadAtTheHeldMoment() throws {
        let world = TestWorld()
        let (_, square) = makeSquare()
        world.frames(1)
        square.layer.speed = 0
        square.layer.timeOffset = 5
        View.animate(withDuration: 1, delay: 0, options: [], animations: { square.center.x = 300 })
        world.frames(1)
        square.layer.timeOffset = 5.3          // scrubbed 0.3 s in, as seed 004 does
        world.frames(30)
        let bar = try #require(world.world.timeline().bars.first)
        #expect(bar.isFrozen)
        #expect(abs(bar.begin - (world.now - 0.3)) < 1e-9, "\(bar.begin - world.now)")
        #expect(abs(bar.end - (world.now + 0.7)) < 1e-9)
    }

    @Test func groupsFollowWhenAnimationsStarted() throws {
        let world = TestWorld()
        let (_, square) = makeSquare()
        let other = View(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
        square.superview?.addSubview(other)
        View.animate(withDuration: 1) { square.center.x = 300 }
        View.animate(withDuration: 2) { other.alpha = 0.2 }
        world.frames(10)
        View.animate(withDuration: 0.5) { other.center.x = 300 }
        world.frames(1)
        let timeline = world.world.timeline()
        #expect(timeline.bars.map(\.group) == [0, 0, 1])
        #expect(timeline.groupCount == 2)
        #expect(timeline.span.lowerBound <= timeline.bars[0].startedAt)
    }

    @Test func layerClockChainMapsLocalTimeBothWays() {
        let timing = TimelineTiming(localBegin: 3.2, passDuration: 1, chain: [LayerClock(speed: 0.5), LayerClock(beginTime: 1, speed: 2, timeOffset: 0.5)])
        for local in [0.0, 3.2, 4.2, 10] {
            #expect(abs(timing.localTime(ofMedia: timing.mediaTime(ofLocal: local)) - local) < 1e-12)
        }
        #expect(abs(timing.mediaPerLocal - 1) < 1e-12, "speeds 0.5 × 2")
    }

    // MARK: Retiming

    /// A 1 s ease-in-out block moving x from 0 to 300, `elapsed` seconds in.
    private func runningBlock(_ world: TestWorld, elapsed: Double) -> (View, ObjectIdentifier, TimeInterval) {
        let (_, square) = makeSquare()
        square.center.x = 0
        world.frames(1)
        View.animate(withDuration: 1, delay: 0, options: [.curveEaseInOut], animations: { square.center.x = 300 })
        world.frames(1)
        let bar = world.world.timeline().bars[0]
        world.run(seconds: elapsed - (world.now - bar.begin))
        return (square, bar.id, bar.begin)
    }

    @Test func lengtheningABlockKeepsItsValueAndEndsAtTheNewTime() throws {
        let world = TestWorld()
        let (square, id, begin) = runningBlock(world, elapsed: 0.4)
        let before = square.presentationValues.center.x
        #expect(world.world.retime(id, duration: 2))
        let after = square.presentationValues.center.x
        #expect(abs(after - before) < 1e-9, "no jump: \(before) → \(after)")
        let bar = try #require(world.world.timeline().bar(id))
        #expect(abs(bar.begin - begin) < 1e-9, "the part already run stays")
        #expect(abs(bar.end - (begin + 2)) < 1e-9)
        // Frame by frame: no step larger than the largest of the original 1 s run (300 px / 1 s, eased).
        var last = after
        var maxStep: CGFloat = 0
        while world.now < begin + 2 - 1e-6 {
            world.frames(1)
            let x = square.presentationValues.center.x
            maxStep = max(maxStep, abs(x - last))
            last = x
            if world.now < begin + 2 - 1e-6 { #expect(square.isAnimating, "still running at \(world.now - begin)") }
        }
        #expect(maxStep < 300.0 / 60 * 1.6, "no jump along the way: \(maxStep)")
        world.frames(1)
        #expect(!square.isAnimating, "ended at the new time")
        #expect(square.presentationValues.center.x == 300)
    }

    @Test func copySwiftGivesTheNewDuration() throws {
        let world = TestWorld()
        let (_, id, _) = runningBlock(world, elapsed: 0.2)
        world.world.retime(id, duration: 1.75)
        let row = try #require(world.world.inspectAnimations().first { $0.id == id })
        #expect(row.timingSource.contains("withDuration: 1.75"), "\(row.timingSource)")
        #expect(row.duration == 1.75)
    }

    @Test func shorteningPastTheElapsedTimeScalesTheRunWithoutAJump() throws {
        let world = TestWorld()
        let (square, id, begin) = runningBlock(world, elapsed: 0.6)
        let before = square.presentationValues.center.x
        let now = world.now
        let left = (1 - (now - begin)) * 0.5
        world.world.retime(id, duration: 0.5)
        #expect(abs(square.presentationValues.center.x - before) < 1e-9)
        let bar = try #require(world.world.timeline().bar(id))
        // About 0.4 s of 1 s were left: about 0.2 s of 0.5 s are.
        #expect(abs(bar.end - (now + left)) < 1e-9, "\(bar.end - now) vs \(left)")
        world.run(seconds: left - 0.02)
        #expect(square.isAnimating)
        world.run(seconds: 0.03)
        #expect(!square.isAnimating)
    }

    @Test func retimingAPropertyAnimatorKeepsItsValueAndEndsAtTheNewTime() throws {
        let world = TestWorld()
        let (_, square) = makeSquare()
        square.center.x = 0
        world.frames(1)
        let animator = ViewPropertyAnimator(duration: 1, curve: .easeInOut) { square.center.x = 300 }
        animator.startAnimation()
        world.frames(1)
        let start = try #require(world.world.timeline().bars.first).begin
        world.run(seconds: 0.3)
        let bar = try #require(world.world.timeline().bars.first)
        let newDuration = try #require(bar.duration(endingAt: start + 1.5))
        #expect(abs(newDuration - 1.5) < 1e-9)
        let before = square.presentationValues.center.x
        #expect(world.world.retime(bar.id, duration: newDuration))
        #expect(abs(square.presentationValues.center.x - before) < 1e-9, "no jump")
        #expect(animator.duration == 1.5)
        let after = try #require(world.world.timeline().bars.first)
        #expect(abs(after.end - (start + 1.5)) < 1e-6, "\(after.end - start)")
        var last = square.presentationValues.center.x
        while world.now < start + 1.5 - 1e-6 {
            world.frames(1)
            let x = square.presentationValues.center.x
            #expect(abs(x - last) < 300.0 / 60 * 1.6)
            last = x
        }
        world.frames(1)
        #expect(animator.state == .inactive, "ended at the new time")
        #expect(square.presentationValues.center.x == 300)
    }

    @Test func theEndOfABarDraggedGivesTheDurationThatEndsThere() {
        let bar = TimelineBar(id: ObjectIdentifier(View.self), kind: .block, title: "", startedAt: 1,
                              passes: [TimelinePass(start: 1.5, end: 3.5)], canRetime: true, duration: 1)
        #expect(bar.duration(endingAt: 5.5) == 2, "a pass of 2 media seconds per 1 s: 4 media seconds is 2 s")
        #expect(bar.duration(endingAt: 1.4) == nil, "not before the pass begins")
    }

    @Test func retimingARepeatingAutoreversedBlockKeepsItsValueAndLengthensEveryPass() throws {
        let world = TestWorld()
        let (_, square) = makeSquare()
        square.center.x = 0
        world.frames(1)
        View.animate(withDuration: 0.4, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut],
                     animations: { square.center.x = 300 })
        world.frames(1)
        let id = try #require(world.world.timeline().bars.first).id
        world.run(seconds: 1.1)                 // in its third pass or later, part way
        for _ in 0..<2 {
            let before = square.presentationValues.center.x
            #expect(world.world.retime(id, duration: 0.8))
            #expect(abs(square.presentationValues.center.x - before) < 1e-9, "no jump")
            var last = square.presentationValues.center.x
            for _ in 0..<50 {
                world.frames(1)
                let x = square.presentationValues.center.x
                #expect(abs(x - last) < 300.0 / 60 / 0.4 * 1.6, "no jump along the way")
                last = x
            }
            world.world.retime(id, duration: 0.4)
            world.frames(7)
        }
        let later = try #require(world.world.timeline().bars.first)
        let upcoming = later.passes.filter { $0.start > world.now }
        #expect(!upcoming.isEmpty)
        for pass in upcoming { #expect(abs(pass.end - pass.start - 0.4) < 1e-9) }
    }

    /// After a retime the inspector's row follows the curve the views now follow: its progress is where the
    /// view is, not where the old curve would put it.
    @Test func aRetimedBlocksRowShowsTheProgressItsViewsHave() throws {
        let world = TestWorld()
        let (_, square) = makeSquare()
        square.center.x = 0
        world.frames(1)
        View.animate(withDuration: 1, delay: 0, options: [.curveEaseInOut], animations: { square.center.x = 300 })
        world.frames(1)
        world.run(seconds: 0.4)
        let id = try #require(world.world.timeline().bars.first).id
        #expect(world.world.retime(id, duration: 2))
        world.frames(20)
        let row = try #require(world.world.inspectAnimations().first { $0.id == id })
        let shown = Double(square.presentationValues.center.x) / 300
        #expect(abs(row.progress - shown) < 1e-6, "row \(row.progress), view \(shown)")
    }

    /// In the backward half of an autoreversed block the part still to come is what a longer duration
    /// stretches: half a second left of a 1 s half becomes a whole second at 2 s.
    @Test func retimingInTheBackwardHalfStretchesWhatIsLeftOfIt() throws {
        let world = TestWorld()
        let (_, square) = makeSquare()
        square.center.x = 0
        world.frames(1)
        View.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { square.center.x = 300 })
        world.frames(1)
        let id = try #require(world.world.timeline().bars.first).id
        world.run(seconds: 1.5)                 // half way back
        let before = square.presentationValues.center.x
        #expect(before > 100 && before < 200)
        #expect(world.world.retime(id, duration: 2))
        #expect(abs(square.presentationValues.center.x - before) < 1e-9, "no jump")
        world.frames(1)
        let step = abs(square.presentationValues.center.x - before)
        #expect(abs(step - 300.0 / 60 / 2) < 0.5, "the rest of the half runs at the new speed: \(step)")
        world.run(seconds: 0.8)
        #expect(!world.world.timeline().bars.isEmpty, "still coming back after 0.8 s of the 1 s left")
        world.run(seconds: 0.4)
        #expect(world.world.timeline().bars.isEmpty, "back after the second left")
    }

    @Test func retimingAReversedAnimatorKeepsItsValueAndEndsSooner() throws {
        let world = TestWorld()
        let (_, square) = makeSquare()
        square.center.x = 0
        world.frames(1)
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { square.center.x = 300 }
        animator.startAnimation()
        world.run(seconds: 0.6)
        animator.pauseAnimation()
        animator.isReversed = true
        animator.startAnimation()
        world.frames(3)
        let before = square.presentationValues.center.x
        let bar = try #require(world.world.timeline().bars.first)
        #expect(bar.passes.first?.reversed == true)
        #expect(world.world.retime(bar.id, duration: 0.5))
        #expect(abs(square.presentationValues.center.x - before) < 1e-9, "no jump")
        // About 0.55 s of travel back were left at full length: half of it now.
        let after = try #require(world.world.timeline().bars.first)
        #expect(after.end < bar.end - 0.2, "ends sooner: \(bar.end - world.now) → \(after.end - world.now)")
        world.run(seconds: after.end - world.now + 0.02)
        #expect(animator.state == .inactive)
        #expect(square.presentationValues.center.x == 0, "back at the start")
    }
}
