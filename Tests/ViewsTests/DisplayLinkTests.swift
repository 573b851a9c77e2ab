import Foundation
import Testing
@testable import Views

/// DisplayLink, FrameScheduler and CurrentMediaTime on a world's virtual clock.
@Suite(.world) struct DisplayLinkTests {
    final class Recorder: FrameParticipant {
        var times: [TimeInterval] = []
        func advance(to time: TimeInterval) { times.append(time) }
    }

    @Test func virtualClockStepsInExactFrames() {
        let clock = VirtualClock(origin: 500, framesPerSecond: 60)
        #expect(clock.now == 500)
        for _ in 0..<600 { clock.step() }
        #expect(clock.frameCount == 600)
        #expect(clock.now == 500 + 600.0 / 60)
        clock.advance(by: 0.25)
        #expect(clock.now == 510.25)
    }

    @Test func firesOncePerFrameWithTimestamps() {
        let world = TestWorld()
        var fired: [(timestamp: TimeInterval, target: TimeInterval, duration: TimeInterval, media: TimeInterval)] = []
        let link = DisplayLink { link in
            fired.append((link.timestamp, link.targetTimestamp, link.duration, CurrentMediaTime()))
        }
        link.add(to: .main, forMode: .default)
        #expect(fired.isEmpty)
        #expect(world.scheduler.hasActiveDisplayLinks)
        world.frames(10)
        #expect(fired.count == 10)
        for (i, f) in fired.enumerated() {
            let frameTime = 1000 + Double(i + 1) / 60
            #expect(f.timestamp == frameTime)
            #expect(close(f.duration, 1.0 / 60, 1e-12))
            #expect(close(f.target, frameTime + 1.0 / 60, 1e-9))
            #expect(f.media == f.timestamp)
        }
        link.invalidate()
    }

    @Test func addingTwiceDoesNotFireTwice() {
        let world = TestWorld()
        var count = 0
        let link = DisplayLink { _ in count += 1 }
        link.add()
        link.add()
        world.frames(5)
        #expect(count == 5)
    }

    @Test func pausedLinksDoNotFire() {
        let world = TestWorld()
        var count = 0
        let link = DisplayLink { _ in count += 1 }
        link.add()
        world.frames(3)
        link.isPaused = true
        #expect(!world.scheduler.hasActiveDisplayLinks)
        world.frames(5)
        #expect(count == 3)
        link.isPaused = false
        world.frames(2)
        #expect(count == 5)
        #expect(link.timestamp == world.clock.now)
    }

    @Test func preferredThirtyFramesPerSecondFiresEveryOtherFrame() {
        let world = TestWorld()
        var stamps: [TimeInterval] = []
        let link = DisplayLink { stamps.append($0.timestamp) }
        link.preferredFramesPerSecond = 30
        link.add()
        world.frames(20)
        #expect(stamps.count == 10)
        for i in 1..<stamps.count { #expect(close(stamps[i] - stamps[i - 1], 2.0 / 60, 1e-9)) }
        #expect(close(link.duration, 2.0 / 60, 1e-12))
        #expect(close(link.targetTimestamp, link.timestamp + 2.0 / 60, 1e-9))
    }

    @Test func preferredRateAboveTheDisplayRateFiresEveryFrame() {
        let world = TestWorld()
        var count = 0
        let link = DisplayLink { _ in count += 1 }
        link.preferredFramesPerSecond = 120
        link.add()
        world.frames(12)
        #expect(count == 12)
        #expect(close(link.duration, 1.0 / 60, 1e-12))
    }

    @Test func invalidateInsideItsOwnCallbackStopsIt() {
        let world = TestWorld()
        var count = 0
        var afterCount = 0
        let link = DisplayLink { link in
            count += 1
            if count == 3 { link.invalidate() }
        }
        let after = DisplayLink { _ in afterCount += 1 }
        link.add()
        after.add()
        world.frames(10)
        #expect(count == 3)
        #expect(link.isInvalidated)
        #expect(afterCount == 10, "a link invalidating itself must not disturb the others")
        after.invalidate()
        #expect(!world.scheduler.hasActiveDisplayLinks)
        link.add()
        world.frames(2)
        #expect(count == 3, "an invalidated link cannot be scheduled again")
    }

    @Test func invalidatingAnotherLinkInsideACallbackStopsItThatFrame() {
        let world = TestWorld()
        var secondCount = 0
        var second: DisplayLink?
        let first = DisplayLink { _ in second?.invalidate() }
        second = DisplayLink { _ in secondCount += 1 }
        first.add()
        second?.add()
        world.frames(3)
        #expect(secondCount == 0)
        first.invalidate()
    }

    @Test func aLinkAddedDuringACallbackStartsOnTheNextFrame() {
        let world = TestWorld()
        var innerStamps: [TimeInterval] = []
        var inner: DisplayLink?
        let outer = DisplayLink { link in
            if inner == nil {
                inner = DisplayLink { innerStamps.append($0.timestamp) }
                inner?.add()
            }
        }
        outer.add()
        world.frames(1)
        #expect(innerStamps.isEmpty)
        world.frames(2)
        let expected: [TimeInterval] = [1000 + 2.0 / 60, 1000 + 3.0 / 60]
        #expect(innerStamps == expected)
        outer.invalidate()
        inner?.invalidate()
    }

    /// A link that runs a frame of its own (a test stepping the clock from a callback) leaves the outer frame's
    /// firing in place: a link invalidated after it does not shift the others out of the outer frame.
    @Test func aFrameRunInsideACallbackKeepsTheOuterFramesLinks() {
        let world = TestWorld()
        var counts = [0, 0, 0]
        var b: DisplayLink?
        var nested = false
        let a = DisplayLink { _ in
            counts[0] += 1
            guard !nested else { return }
            nested = true
            world.scheduler.runFrame(at: world.scheduler.currentTime)
        }
        b = DisplayLink { _ in
            counts[1] += 1
            // Its second firing is the outer frame's, after the inner frame ended.
            if counts[1] == 2 { b?.invalidate() }
        }
        let c = DisplayLink { _ in counts[2] += 1 }
        a.add()
        b?.add()
        c.add()
        world.frames(1)
        // The inner frame fired a, b and c; the outer one a, b (which invalidated itself) and c.
        #expect(counts == [2, 2, 2])
        world.frames(1)
        #expect(counts == [3, 2, 3])
        a.invalidate()
        c.invalidate()
    }

    /// Every link invalidated from a callback (the world ending) ends that frame's firing: a link made after
    /// it, in the same callback, waits for the next frame.
    @Test func linksAddedAfterInvalidatingAllWaitForTheNextFrame() {
        let world = TestWorld()
        var fresh: DisplayLink?
        var freshCount = 0, laterCount = 0
        let first = DisplayLink { _ in
            guard fresh == nil else { return }
            world.scheduler.invalidateAllDisplayLinks()
            fresh = DisplayLink { _ in freshCount += 1 }
            fresh?.add()
        }
        let later = DisplayLink { _ in laterCount += 1 }
        first.add()
        later.add()
        world.frames(1)
        #expect(freshCount == 0 && laterCount == 0)
        world.frames(1)
        #expect(freshCount == 1)
        fresh?.invalidate()
    }

    @Test func targetSelectorLinkHoldsItsTargetWeakly() {
        final class Target {
            var count = 0
            func tick(_ link: DisplayLink) { count += 1 }
        }
        let world = TestWorld()
        var target: Target? = Target()
        let link = DisplayLink(target: target!, selector: Target.tick)
        link.add()
        world.frames(2)
        #expect(target?.count == 2)
        weak let weakTarget = target
        target = nil
        #expect(weakTarget == nil)
        world.frames(1)
        #expect(link.isInvalidated)
        #expect(!world.scheduler.hasActiveDisplayLinks)
    }

    @Test func linksFireBeforeParticipantsWithTheSameTime() {
        let world = TestWorld()
        var order: [String] = []
        let recorder = Recorder()
        world.scheduler.addParticipant(recorder)
        world.scheduler.addParticipant(recorder)
        let link = DisplayLink { _ in order.append("link \(recorder.times.count)") }
        link.add()
        world.frames(2)
        #expect(order == ["link 0", "link 1"])
        let expected: [TimeInterval] = [1000 + 1.0 / 60, 1000 + 2.0 / 60]
        #expect(recorder.times == expected)
        #expect(world.scheduler.participant(ofType: Recorder.self) === recorder)
        link.invalidate()
    }

    @Test func committingParticipantsCommitBeforeLinksFire() {
        final class Committer: FrameCommitting {
            var log: [String] = []
            func commit(frameAt time: TimeInterval) { log.append("commit \(time == CurrentMediaTime())") }
            func advance(to time: TimeInterval) { log.append("advance") }
        }
        let world = TestWorld()
        let committer = Committer()
        world.scheduler.addParticipant(committer)
        let link = DisplayLink { _ in committer.log.append("link") }
        link.add()
        world.frames(2)
        #expect(committer.log == ["commit true", "link", "advance", "commit true", "link", "advance"])
        link.invalidate()
    }

    @Test func currentMediaTimeIsTheFrameClock() {
        let world = TestWorld()
        #expect(CurrentMediaTime() == 1000)
        world.frames(3)
        #expect(CurrentMediaTime() == 1000 + 3.0 / 60)
        world.scheduler.advance(seconds: 0.5)
        #expect(world.scheduler.frameCount == 33)
        #expect(CurrentMediaTime() == world.clock.now)
        // Input handled before a frame sees that frame's time.
        world.scheduler.beginFrame(at: 2000)
        #expect(CurrentMediaTime() == 2000)
        // Time never runs backward.
        world.scheduler.beginFrame(at: 1500)
        #expect(CurrentMediaTime() == 2000)
    }
}
