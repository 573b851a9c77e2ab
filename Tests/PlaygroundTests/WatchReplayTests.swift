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
