import Foundation

/// Something advanced once per frame after the display links have fired (the animation engine, layout).
public protocol FrameParticipant: AnyObject {
    /// Advances to the frame at `time`.
    func advance(to time: TimeInterval)
}

/// A participant that also finishes, at the start of each frame and before the display links fire, the work
/// left by changes made since the last frame (Core Animation commits at the end of the run-loop turn that
/// handled the input, so display-link callbacks of the next frame already see that work done).
public protocol FrameCommitting: FrameParticipant {
    /// Called at the start of the frame at `time`, before any display link fires.
    func commit(frameAt time: TimeInterval)
}

/// Drives one frame at a time: fires display links, then advances every participant, all with the frame's timestamp.
///
/// There is one current scheduler (the main run loop of this world); tests and headless runs install their own
/// on a `VirtualClock`. Not thread-safe: like UIKit, the view tree lives on one thread.
public final class FrameScheduler {
    /// The scheduler display links and animations attach to.
    public nonisolated(unsafe) static var current = FrameScheduler(clock: MonotonicClock()) {
        didSet {
            timeRevision &+= 1
            mirroredTime = current.currentTime
        }
    }

    /// `current.currentTime`, read without touching the scheduler (the per-property reads of a frame ask it).
    @inline(__always)
    public static var currentFrameTime: TimeInterval {
        let t = mirroredTime
        return t.isNaN ? current.currentTime : t
    }

    /// `current.currentTime` once a scheduler was made current or its time moved; NaN before.
    private nonisolated(unsafe) static var mirroredTime: TimeInterval = .nan

    /// Moves whenever "now" may have changed: another scheduler became current, or the current one's time
    /// moved. Caches of values computed at the current time stay valid while it stays put.
    public nonisolated(unsafe) static var timeRevision: UInt64 = 0

    /// The clock frames are read from.
    public let clock: Clock
    /// The nominal interval between frames.
    public var frameDuration: TimeInterval
    /// The timestamp of the frame being processed, or of the last one processed: "now" for animations.
    public private(set) var currentTime: TimeInterval {
        didSet {
            FrameScheduler.timeRevision &+= 1
            if self === FrameScheduler.current { FrameScheduler.mirroredTime = currentTime }
        }
    }
    /// Frames processed so far.
    public private(set) var frameCount = 0

    private var links: [DisplayLink] = []
    private var participants: [FrameParticipant] = []
    /// The participants that are `FrameCommitting`, in the same order (sorted out once, not every frame).
    private var committers: [FrameCommitting] = []

    /// A scheduler on `clock`; frames last `frameDuration` (a virtual clock's own frame length by default).
    public init(clock: Clock, frameDuration: TimeInterval? = nil) {
        self.clock = clock
        self.frameDuration = frameDuration ?? (clock as? VirtualClock)?.frameDuration ?? 1.0 / 60
        self.currentTime = clock.now
        links.reserveCapacity(16)
    }

    /// Makes `scheduler` current for the duration of `body`, then restores the previous one.
    public static func withCurrent<R>(_ scheduler: FrameScheduler, _ body: () throws -> R) rethrows -> R {
        let previous = current
        current = scheduler
        defer { current = previous }
        return try body()
    }

    /// Adds a participant advanced every frame, in the order added.
    public func addParticipant(_ participant: FrameParticipant) {
        guard !participants.contains(where: { $0 === participant }) else { return }
        participants.append(participant)
        if let committer = participant as? FrameCommitting { committers.append(committer) }
    }

    /// The participant of type `T`, if one was added.
    public func participant<T: FrameParticipant>(ofType type: T.Type) -> T? {
        for participant in participants { if let match = participant as? T { return match } }
        return nil
    }

    /// Whether any display link is scheduled and not paused.
    public var hasActiveDisplayLinks: Bool { links.contains { !$0.isPaused && !$0.isInvalidated } }

    func add(_ link: DisplayLink) {
        if !links.contains(where: { $0 === link }) { links.append(link) }
    }

    func remove(_ link: DisplayLink) {
        links.removeAll { $0 === link }
    }

    /// Marks the start of input handling for the frame at `time` (input handlers then see it as "now").
    public func beginFrame(at time: TimeInterval) {
        currentTime = max(currentTime, time)
    }

    /// Processes one frame at `time`: commits (`FrameCommitting`), display links, then participants.
    public func runFrame(at time: TimeInterval) {
        currentTime = max(currentTime, time)
        frameCount += 1
        for committer in committers {
            committer.commit(frameAt: currentTime)
        }
        if !links.isEmpty {
            // Iterate over a snapshot by index so links may invalidate themselves or others while firing.
            let firing = links
            for link in firing where !link.isInvalidated {
                link.fire(at: currentTime, frameDuration: frameDuration)
            }
        }
        for participant in participants {
            participant.advance(to: currentTime)
        }
    }

    /// Steps a virtual clock by `frames` frames, running each one. Does nothing on a real clock.
    public func advance(frames: Int = 1) {
        guard let virtual = clock as? VirtualClock else { return }
        for _ in 0..<max(frames, 0) {
            virtual.step()
            runFrame(at: virtual.now)
        }
    }

    /// Steps a virtual clock by whole frames until at least `seconds` have passed.
    public func advance(seconds: TimeInterval) {
        advance(frames: Int((seconds / frameDuration).rounded(.up)))
    }
}

/// The current media time: the timestamp of the frame being processed (CACurrentMediaTime).
public func CurrentMediaTime() -> TimeInterval {
    FrameScheduler.current.currentTime
}
