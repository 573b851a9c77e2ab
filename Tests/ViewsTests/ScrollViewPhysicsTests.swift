import Foundation
import Testing
@testable import Views

/// The scroll view's physics on the virtual clock (issue 11, item 3): the coast stops where the delegate was
/// told, decaying by the rate each millisecond; the rubber band's formula; the spring back with the release
/// velocity; the overshoot at an edge.
@Suite(.world) struct ScrollViewPhysicsTests {
    @Test(arguments: [ScrollView.DecelerationRate.normal, .fast])
    func aFlingStopsWhereTheProjectionSaid(rate: ScrollView.DecelerationRate) throws {
        let world = TestWorld()
        let (root, scrollView, log) = makeScrollTree(contentHeight: 20000)
        scrollView.decelerationRate = rate
        let input = makeInput(world, root: root)
        scrollView.setContentOffset(CGPoint(x: 0, y: 5000), animated: false)
        // 30 pt a frame upward, lifted a frame after the last move: 1500 pt/s over the pan's 0.1 s window.
        fling(world, input, from: CGPoint(x: 200, y: 500), step: CGPoint(x: 0, y: -30), frames: 8)
        let velocity = try #require(log.releaseVelocity)
        let target = try #require(log.proposedTarget)
        let released = try #require(log.releaseOffset)
        #expect(abs(velocity.y - 1.5) < 1e-6, "points per millisecond")
        let r = Double(rate.rawValue)
        // Apple's projection: v / 1000 · rate / (1 − rate), v in points per second.
        #expect(abs(Double(target.y - released.y) - 1500.0 / 1000 * r / (1 - r)) < 1e-6)
        #expect(scrollView.isDecelerating)
        let start = world.now
        var samples: [(t: Double, y: Double)] = []
        for _ in 0..<900 {
            world.frames(1)
            samples.append((world.now - start, Double(scrollView.contentOffset.y)))
            if !scrollView.isDecelerating { break }
        }
        #expect(!scrollView.isDecelerating)
        // Where it stopped is where the delegate was told (≤ 0.5 pt; here exactly).
        #expect(abs(scrollView.contentOffset.y - target.y) <= 0.5)
        #expect(scrollView.contentOffset.y == target.y)
        // On the way the remaining distance decays by the rate each millisecond.
        let distance = Double(target.y - released.y)
        for (t, y) in samples.prefix(60) where t > 0 && y != Double(target.y) {
            #expect(abs(Double(target.y) - y - distance * pow(r, 1000 * t)) < 1e-6, "at \(t) s")
        }
        // Smooth: it never moves more in a frame than the release speed does (30 pt).
        let steps = zip(samples, samples.dropFirst()).map { $1.y - $0.y }
        #expect(steps.allSatisfy { $0 >= 0 && $0 <= 30 })
        #expect(log.count(.didEndDecelerating) == 1)
    }

    @Test func theRubberBandFollowsTheFormula() throws {
        let world = TestWorld()
        let (root, scrollView, log) = makeScrollTree()
        let input = makeInput(world, root: root)
        let start = CGPoint(x: 200, y: 100)
        input.pointerDown(at: start)
        var y = start.y
        var begunAt: CGFloat?
        for _ in 0..<40 {
            world.frames(1)
            y += 5
            input.pointerMoved(to: CGPoint(x: 200, y: y))
            if begunAt == nil, log.calls.contains(.willBeginDragging) { begunAt = y }
            guard let begunAt else { continue }
            // Dragged x points past the top edge of a 600 pt view: (1 − 1/(x·0.55/600 + 1))·600.
            let x = Double(y - begunAt)
            let expected = -(1 - 1 / (x * 0.55 / 600 + 1)) * 600
            #expect(abs(Double(scrollView.contentOffset.y) - expected) < 1e-9, "pulled \(x) pt")
        }
        #expect(scrollView.contentOffset.y < -70 && scrollView.contentOffset.y > -100, "190 pt pulled show 88 pt")
        #expect(scrollView.isDragging && scrollView.isTracking)
        // The formula and its inverse.
        for x in [1.0, 50, 200, 1000] {
            let shown = ScrollPhysics.rubberBand(x, dimension: 600)
            #expect(shown < x && shown < 600)
            #expect(abs(ScrollPhysics.dragDistance(forRubberBand: shown, dimension: 600) - x) < 1e-6)
        }
        input.pointerUp(at: CGPoint(x: 200, y: y))
    }

    @Test func aDragPastTheBottomStretchesToo() {
        let world = TestWorld()
        let (root, scrollView, _) = makeScrollTree(contentHeight: 1000)
        let input = makeInput(world, root: root)
        scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: false)   // the bottom edge
        input.pointerDown(at: CGPoint(x: 200, y: 500))
        moveEachFrame(world, input, from: CGPoint(x: 200, y: 500), step: CGPoint(x: 0, y: -10), frames: 21)
        // 200 pt of drag after the pan began (at the first 10 pt).
        let expected: Double = 400 + (1 - 1 / (200 * 0.55 / 600 + 1)) * 600
        #expect(abs(Double(scrollView.contentOffset.y) - expected) < 1e-9)
        input.pointerUp(at: CGPoint(x: 200, y: 290))
        runUntilRest(world, scrollView)
        #expect(scrollView.contentOffset.y == 400)
    }

    @Test func releasedPastTheTopItSpringsBackInAboutHalfASecond() throws {
        let world = TestWorld()
        let (root, scrollView, log) = makeScrollTree()
        let input = makeInput(world, root: root)
        // Pull down and hold still before letting go: no velocity.
        fling(world, input, from: CGPoint(x: 200, y: 100), step: CGPoint(x: 0, y: 10), frames: 20, hold: 8)
        let pulled = scrollView.contentOffset.y
        #expect(pulled < -60)
        #expect(log.releaseVelocity == .zero)
        #expect(log.proposedTarget == .zero, "the target is the edge")
        #expect(scrollView.isDecelerating, "a spring back counts as deceleration")
        let offsets = runUntilRest(world, scrollView)
        #expect(scrollView.contentOffset == .zero)
        #expect(!scrollView.isDecelerating)
        // Critically damped: straight back, never past the edge, settled after about 0.5 s.
        let ys = offsets.map(\.y)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 >= $0 })
        #expect(ys.allSatisfy { $0 <= 0 })
        #expect(offsets.count >= 24 && offsets.count <= 40, "\(offsets.count) frames")
        // It follows u(t) = u0·(1 + ωt)·e^(−ωt) with ω = 15.
        for (i, y) in ys.prefix(20).enumerated() {
            let t = Double(i + 1) / 60
            let expected = Double(pulled) * (1 + 15 * t) * exp(-15 * t)
            #expect(abs(Double(y) - expected) < 1e-6)
        }
        #expect(log.collapsed.suffix(3) == [.willBeginDecelerating, .didScroll, .didEndDecelerating])
    }

    @Test func theSpringBackTakesTheReleaseVelocity() throws {
        let world = TestWorld()
        let (root, scrollView, log) = makeScrollTree()
        let input = makeInput(world, root: root)
        // Still pulling down at 500 pt/s when the finger lifts: the content first goes on outward.
        fling(world, input, from: CGPoint(x: 200, y: 100), step: CGPoint(x: 0, y: 10), frames: 20)
        let pulled = Double(scrollView.contentOffset.y)
        let v = Double(try #require(log.releaseVelocity).y) * 1000
        #expect(v < -400, "moving outward (the offset falling)")
        runUntilRest(world, scrollView, limit: 1)
        let first = Double(scrollView.contentOffset.y)
        #expect(first < pulled, "it keeps going out for a moment")
        let t = 1.0 / 60
        let expected = (pulled + (v + 15 * pulled) * t) * exp(-15 * t)
        #expect(abs(first - expected) < 1e-6)
        runUntilRest(world, scrollView)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func aCoastThatHitsAnEdgeOvershootsAndSpringsBack() {
        let world = TestWorld()
        let (root, scrollView, log) = makeScrollTree()
        let input = makeInput(world, root: root)
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        // A fling toward the top: 2400 pt/s projects about 1200 pt up, past the top.
        fling(world, input, from: CGPoint(x: 200, y: 100), step: CGPoint(x: 0, y: 40), frames: 8)
        #expect(log.proposedTarget == .zero, "the target is the edge the coast reaches")
        let ys = runUntilRest(world, scrollView).map(\.y)
        let lowest = ys.min()!
        #expect(lowest < -20, "overshoots the top by \(-lowest) pt")
        #expect(lowest > -200)
        #expect(scrollView.contentOffset == .zero)
        #expect(log.count(.didEndDecelerating) == 1)
        // Without bounces the coast stops at the edge.
        scrollView.bounces = false
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        fling(world, input, from: CGPoint(x: 200, y: 100), step: CGPoint(x: 0, y: 40), frames: 8)
        let stopped = runUntilRest(world, scrollView).map(\.y)
        #expect(stopped.allSatisfy { $0 >= 0 })
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func aWrittenTargetIsWhereItStops() throws {
        let world = TestWorld()
        let (root, scrollView, log) = makeScrollTree()
        let input = makeInput(world, root: root)
        scrollView.decelerationRate = .fast
        // Snap to pages of 600 pt: the next page in the direction of the fling.
        log.retarget = { proposed in
            CGPoint(x: 0, y: ((proposed.y) / 600).rounded(.up) * 600)
        }
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
        fling(world, input, from: CGPoint(x: 200, y: 500), step: CGPoint(x: 0, y: -12), frames: 6)
        let proposed = try #require(log.proposedTarget)
        #expect(proposed.y > 600 && proposed.y < 1200)
        let ys = runUntilRest(world, scrollView).map(\.y)
        #expect(scrollView.contentOffset.y == 1200)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 >= $0 }, "straight there")
        #expect(ys.count < 90)
        // A target outside the content is kept inside it.
        log.retarget = { _ in CGPoint(x: 0, y: 99_999) }
        fling(world, input, from: CGPoint(x: 200, y: 500), step: CGPoint(x: 0, y: -12), frames: 6)
        runUntilRest(world, scrollView)
        #expect(scrollView.contentOffset.y == 2400)
    }

    @Test func setContentOffsetAnimatedTakesAThirdOfASecond() {
        let world = TestWorld()
        let (_, scrollView, log) = makeScrollTree()
        scrollView.setContentOffset(CGPoint(x: 0, y: 900), animated: true)
        #expect(scrollView.contentOffset.y == 0)
        var ys: [CGFloat] = []
        for _ in 0..<30 {
            world.frames(1)
            ys.append(scrollView.contentOffset.y)
        }
        #expect(ys[17] == 900, "0.3 s = 18 frames")
        #expect(ys[8] > 350 && ys[8] < 550, "about half way at half time (ease in-out)")
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $1 >= $0 })
        #expect(log.count(.didEndScrollingAnimation) == 1)
        #expect(!scrollView.isDecelerating && !world.scheduler.hasActiveDisplayLinks, "idle afterwards")
    }
}
