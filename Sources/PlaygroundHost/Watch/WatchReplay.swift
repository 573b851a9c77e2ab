import Foundation
import Views

/// A scene on a frame grid that starts when the scene opened: frame `k` runs at `origin + k / 60`, live and
/// replayed alike, so that a scene restarted with the same input lands on the same frame in the same state.
///
/// ```swift
/// let run = try WatchReplay(scene: CardScene.self, catalog: catalog, size: size, scale: 1, origin: t0)
/// run.replay(log, until: MonotonicClock.seconds())     // the input since the scene opened, on the virtual clock
/// run.runFrame(run.frame + 1, delivering: [event])     // then live: one frame at a time
/// ```
///
/// The rules the live scene follows and the replay repeats: a frame runs while the scene needs one (an
/// animation, a display link, input in progress), every one, a late frame after those it missed; a settled scene runs no frame until input (or a timed
/// change such as a caret's blink) comes; an event is delivered at the start of the frame it was delivered in
/// live (its `frame`), at a time no later than that frame's.
@MainActor
public final class WatchReplay {
    public let pipeline: FramePipeline
    /// When the scene opened (frame 0), CLOCK_MONOTONIC seconds.
    public let origin: TimeInterval
    /// The last frame run.
    public private(set) var frame = 0
    public static let framesPerSecond: Double = 60
    private let clock: SettableClock

    public init(scene: Scene.Type, catalog: SceneCatalog, size: CGSize, scale: Double, origin: TimeInterval) throws {
        self.origin = origin
        clock = SettableClock(now: origin)
        pipeline = try FramePipeline(scene: scene, catalog: catalog, size: size, scale: scale, clock: clock)
        pipeline.frame(at: origin, composite: false)
    }

    /// The time of frame `k`.
    public func time(ofFrame k: Int) -> TimeInterval { origin + Double(k) / Self.framesPerSecond }

    /// The frame whose time is the last at or before `time`.
    public func frame(at time: TimeInterval) -> Int {
        Int(((time - origin) * Self.framesPerSecond + 1e-9).rounded(.down))
    }

    /// Runs frame `k` (after the last one), delivering `events` at its start. With `composite`, draws it.
    @discardableResult
    public func runFrame(_ k: Int, delivering events: some Collection<WatchEvent> = [WatchEvent](), composite: Bool) -> Bool {
        frame = max(k, frame + 1)
        let t = time(ofFrame: frame)
        clock.now = t
        return pipeline.world.run {
            pipeline.beginFrame(at: t)
            for event in events { event.deliver(to: pipeline, at: t) }
            return pipeline.frame(at: t, composite: composite)
        }
    }

    /// Runs the live frame for real time `now`, delivering `events` at its start: the frame of `now` (the one
    /// after the last when that is not later); returns its index. Woken late (a busy machine), it first runs
    /// the frames it missed, without drawing, while the scene moves — as the replay does, so that a per-frame
    /// step (a display link's integrator) lands on the same values replayed.
    @discardableResult
    public func runLive(at now: TimeInterval, delivering events: some Collection<WatchEvent> = [WatchEvent]()) -> Int {
        let k = max(frame + 1, frame(at: now))
        idle(until: k)
        runFrame(k, delivering: events, composite: false)
        return k
    }

    /// The next frame a live scene runs without input: the one after the last while it needs frames (to move
    /// or to draw), the one of its next timed change (a caret's blink) when settled, nil when nothing is due.
    public var nextFrameWithoutInput: Int? {
        if pipeline.needsFrame { return frame + 1 }
        guard let due = pipeline.secondsUntilTimedChange else { return nil }
        return max(frame + 1, self.frame(at: time(ofFrame: frame) + due) + 1)
    }

    /// Runs the frames that change the scene up to frame `k` (not included) without input: every frame while
    /// something moves, none once it is settled (the frames a live scene runs then only draw, or blink a
    /// caret: they change nothing a later frame reads).
    public func idle(until k: Int) {
        while !pipeline.isSettled, frame + 1 < k { runFrame(frame + 1, composite: false) }
    }

    /// Replays `log` (events in the order given, each in its frame, or the frame of its time when unknown) and
    /// the frames between, without drawing, then the frames due up to `time`.
    public func replay(_ log: [WatchEvent], until time: TimeInterval) {
        var i = 0
        while i < log.count {
            let k = max(log[i].frame ?? frame(at: log[i].time), frame + 1)
            idle(until: k)
            var j = i + 1
            while j < log.count, (log[j].frame ?? frame(at: log[j].time)) <= k { j += 1 }
            runFrame(k, delivering: log[i..<j], composite: false)
            i = j
        }
        catchUp(to: time)
    }

    /// Runs the frames due up to `time` without input (not drawn).
    public func catchUp(to time: TimeInterval) {
        let k = frame(at: time)
        idle(until: k + 1)
    }
}

/// A clock the replay sets to each frame's time.
@MainActor
package final class SettableClock: TimeSource {
    package var now: TimeInterval
    package init(now: TimeInterval) { self.now = now }
}
