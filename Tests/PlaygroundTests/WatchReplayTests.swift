import Foundation
import Testing
import TestSupport
import Rendering
import Views
@testable import Playground

/// A scene restarted with the input logged since it opened lands on the same frame in the same state.
@Suite(.world) struct WatchReplayTests {
    static let size = CGSize(width: 400, height: 300)
    static let origin: TimeInterval = 5_000

    /// A fling given live, frame by frame as the scene's process delivers it: events at uneven times within
    /// their frames, idle frames skipped as a settled scene does.
    private func liveFling(until end: Int) throws -> (WatchReplay, [WatchEvent]) {
        let live = try WatchReplay(scene: FlingScene.self, catalog: fixtureCatalog, size: Self.size, scale: 1,
                                   origin: Self.origin)
        var log: [WatchEvent] = []
        func give(_ kind: WatchEvent.Kind, frame k: Int, early: TimeInterval) {
            live.idle(until: k)
            let event = WatchEvent(time: live.time(ofFrame: k) - early, frame: k, kind: kind)
            live.runFrame(k, delivering: [event], composite: false)
            log.append(event)
        }
        give(.down(CGPoint(x: 100, y: 150), alt: false), frame: 30, early: 0.003)
        for (i, x) in [120, 150, 185, 230, 280].enumerated() {
            give(.move(CGPoint(x: CGFloat(x), y: 150)), frame: 31 + i, early: Double(i % 3) * 0.004)
        }
        give(.up(CGPoint(x: 280, y: 150)), frame: 36, early: 0.001)
        live.catchUp(to: live.time(ofFrame: end))
        return (live, log)
    }

    @Test func theReplayLandsOnTheSameFrameWithTheSameValuesAndPixels() throws {
        let (live, log) = try liveFling(until: 60)
        let liveBall = try #require(live.pipeline.scene as? FlingScene)
        let replay = try WatchReplay(scene: FlingScene.self, catalog: fixtureCatalog, size: Self.size, scale: 1,
                                     origin: Self.origin)
        // Through the lines the window sends, as a reload does.
        replay.replay(try log.map { try #require(WatchEvent(line: $0.line)) }, until: live.time(ofFrame: 60))
        let replayBall = try #require(replay.pipeline.scene as? FlingScene)
        #expect(replay.frame == live.frame)
        #expect(replayBall.releaseVelocity == liveBall.releaseVelocity)
        #expect(liveBall.releaseVelocity.x > 500)
        let x = try #require(replay.pipeline.world.run { replayBall.ball.layer.presentation()?.position.x })
        let liveX = try #require(live.pipeline.world.run { liveBall.ball.layer.presentation()?.position.x })
        #expect(x == liveX)
        // Mid-flight: the ball has left its start and not arrived.
        #expect(x > 150 && x < 100 + liveBall.releaseVelocity.x * 0.2 - 1)
        live.pipeline.compositeIfNeeded()
        replay.pipeline.compositeIfNeeded()
        let a = live.pipeline.framebuffer, b = replay.pipeline.framebuffer
        #expect(memcmp(a.bytes, b.bytes, a.stride * a.height) == 0)
    }

    @Test func eventsWithoutAFrameAreReplayedInTheFrameOfTheirTime() throws {
        let (live, log) = try liveFling(until: 50)
        let liveBall = try #require(live.pipeline.scene as? FlingScene)
        // The frames of the events a crashed scene never reported: the frame of each event's time is the one
        // it was given in live here (each was at most 8 ms early, within its frame... or the one before).
        let unframed = log.map { WatchEvent(time: $0.time, kind: $0.kind) }
        let replay = try WatchReplay(scene: FlingScene.self, catalog: fixtureCatalog, size: Self.size, scale: 1,
                                     origin: Self.origin)
        replay.replay(unframed, until: live.time(ofFrame: 50))
        let replayBall = try #require(replay.pipeline.scene as? FlingScene)
        #expect(replay.frame == live.frame)
        // The same motion, within a frame's worth of the velocity's measuring.
        #expect(abs(replayBall.releaseVelocity.x - liveBall.releaseVelocity.x) < liveBall.releaseVelocity.x * 0.35)
        #expect(replayBall.releaseVelocity.x > 500)
    }

    @Test func aLiveRunLateForSomeFramesAndItsReplayRunTheSameFrames() throws {
        let live = try WatchReplay(scene: IntegratorScene.self, catalog: fixtureCatalog, size: Self.size, scale: 1,
                                   origin: Self.origin)
        var log: [WatchEvent] = []
        // As the scene's process runs: each frame when it wakes, late when the machine is busy (a build takes
        // the cores): woken 3 frames late at 14, 5 at 20 (with a key pressed meanwhile), 2 at 31.
        let late = [14: 3, 20: 5, 31: 2]
        let keys = [10: Key.a, 20: Key.b]
        var next = 10
        while next <= 60 {
            let woke = next + (late[next] ?? 0)
            let now = live.time(ofFrame: woke) + 0.004
            var events = keys[next].map { [WatchEvent(time: now - 0.002, kind: .key($0.description))] } ?? []
            let k = live.runLive(at: now, delivering: events)
            #expect(k == woke)
            for i in events.indices { events[i].frame = k }
            log += events
            next = live.frame + 1
        }
        let liveScene = try #require(live.pipeline.scene as? IntegratorScene)
        let replay = try WatchReplay(scene: IntegratorScene.self, catalog: fixtureCatalog, size: Self.size, scale: 1,
                                     origin: Self.origin)
        replay.replay(try log.map { try #require(WatchEvent(line: $0.line)) }, until: live.time(ofFrame: live.frame))
        let replayScene = try #require(replay.pipeline.scene as? IntegratorScene)
        #expect(replay.frame == live.frame)
        // Every frame from the press on stepped the integrator, live and replayed.
        #expect(liveScene.steps >= live.frame - 10)
        #expect(replayScene.steps == liveScene.steps)
        #expect(replayScene.x == liveScene.x && replayScene.velocity == liveScene.velocity)
        #expect(abs(liveScene.x - 50) > 5, "it moved: \(liveScene.x)")
        live.pipeline.compositeIfNeeded()
        replay.pipeline.compositeIfNeeded()
        let a = live.pipeline.framebuffer, b = replay.pipeline.framebuffer
        #expect(memcmp(a.bytes, b.bytes, a.stride * a.height) == 0)
    }

    @Test func aSettledSceneRunsNoFramesUntilInput() throws {
        let run = try WatchReplay(scene: FlingScene.self, catalog: fixtureCatalog, size: Self.size, scale: 1,
                                  origin: Self.origin)
        run.catchUp(to: Self.origin + 10)
        #expect(run.pipeline.isSettled)
        #expect(run.frame < 10)
        run.runFrame(run.frame(at: Self.origin + 10), delivering: [WatchEvent(time: Self.origin + 10, kind: .down(CGPoint(x: 5, y: 5), alt: false))],
                     composite: false)
        #expect(run.frame == 600)
    }
}

/// A ball pulled along by a spring integrated once a frame (a display link, one Euler step per frame): where
/// it is depends on every frame having run. Key A starts it towards x = 300, key B turns it back to x = 100.
private final class IntegratorScene: Scene {
    override class var name: String { "integrator" }
    let ball = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    private(set) var x: Double = 50
    private(set) var velocity: Double = 0
    private(set) var steps = 0
    private var target: Double = 300
    private var link: DisplayLink?

    override func didLoad() {
        view.backgroundColor = Color(white: 0.1)
        ball.backgroundColor = .systemOrange
        view.addSubview(ball)
        ball.center = CGPoint(x: x, y: 150)
    }

    override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .a:
            let link = DisplayLink(target: self, selector: IntegratorScene.step)
            link.add(to: .main, forMode: .default)
            self.link = link
        case .b: target = 100
        default: return false
        }
        return true
    }

    func step(_ link: DisplayLink) {
        velocity = (velocity + (target - x) * 0.01) * 0.95
        x += velocity
        steps += 1
        ball.center = CGPoint(x: x, y: 150)
    }
}
