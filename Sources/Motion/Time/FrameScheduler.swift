import Foundation

/// Something advanced once per frame after the display links have fired (the animation engine, layout).
///
/// ```swift
/// final class FrameCounter: FrameParticipant {
///     var frames = 0
///     func advance(to time: TimeInterval) { frames += 1 }
/// }
/// scheduler.addParticipant(FrameCounter())
/// ```
@MainActor
public protocol FrameParticipant: AnyObject {
    /// Advances to the frame at `time`.
    func advance(to time: TimeInterval)
}

/// A participant that also finishes, at the start of each frame and before the display links fire, the work
/// left by changes made since the last frame.
///
/// ```swift
/// final class LayoutPass: FrameCommitting {
///     func commit(frameAt time: TimeInterval) { /* lay out what changed since the last frame */ }
///     func advance(to time: TimeInterval) {}
/// }
/// scheduler.addParticipant(LayoutPass())
/// ```
///
/// Core Animation commits at the end of the run-loop turn that handled the input, so display-link callbacks of
/// the next frame already see that work done.
@MainActor
public protocol FrameCommitting: FrameParticipant {
    /// Called at the start of the frame at `time`, before any display link fires.
    func commit(frameAt time: TimeInterval)
}

/// Drives one frame at a time: fires display links, then advances every participant, all with the frame's
/// timestamp — the main run loop of one world.
///
/// ```swift
/// let clock = VirtualClock()
/// let scheduler = FrameScheduler(clock: clock)
/// let link = DisplayLink { link in print(link.timestamp) }
/// scheduler.add(link)
/// scheduler.advance(frames: 3)     // prints three timestamps, 1/60 s apart
/// ```
///
/// Each world (a window, a headless run, a test) owns its own scheduler; nothing is shared between them.
/// Not thread-safe: like UIKit, the view tree lives on the main actor.
@MainActor
public final class FrameScheduler {
    /// The clock frames are read from.
    public let clock: TimeSource
    /// The nominal interval between frames.
    public var frameDuration: TimeInterval
    /// The timestamp of the frame being processed, or of the last one processed: "now" for animations.
    public private(set) var currentTime: TimeInterval {
        didSet { timeRevision &+= 1 }
    }
    /// Moves whenever `currentTime` moved: caches of values computed at the current time stay valid while it
    /// stays put.
    public private(set) var timeRevision: UInt64 = 0
    /// Frames processed so far.
    public private(set) var frameCount = 0

    private var links: [DisplayLink] = []
    /// How many frames are firing links now (a link may run a frame of its own), whether one was invalidated
    /// meanwhile, and a count moved when every link goes (see `runFrame(at:)`).
    private var firingDepth = 0
    private var removalPending = false
    private var linkGeneration: UInt64 = 0
    private var participants: [FrameParticipant] = []
    /// The participants that are `FrameCommitting`, in the same order (sorted out once, not every frame).
    private var committers: [FrameCommitting] = []

    /// A scheduler on `clock`; frames last `frameDuration` (a virtual clock's own frame length by default).
    public init(clock: TimeSource, frameDuration: TimeInterval? = nil) {
        self.clock = clock
        self.frameDuration = frameDuration ?? (clock as? VirtualClock)?.frameDuration ?? 1.0 / 60
        self.currentTime = clock.now
        links.reserveCapacity(16)
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

    /// Schedules `link` on this scheduler (what `DisplayLink.add(to:forMode:)` does on the current world's).
    public func add(_ link: DisplayLink) {
        guard !link.isInvalidated else { return }
        if !links.contains(where: { $0 === link }) { links.append(link) }
        link.scheduler = self
    }

    /// Invalidates every display link (the world they belong to ends).
    public func invalidateAllDisplayLinks() {
        linkGeneration &+= 1
        let all = links
        links.removeAll()
        for link in all { link.invalidate() }
    }

    func remove(_ link: DisplayLink) {
        if firingDepth > 0 {
            removalPending = true
        } else {
            links.removeAll { $0 === link }
        }
    }

    /// Marks the start of input handling for the frame at `time` (input handlers then see it as "now").
    public func beginFrame(at time: TimeInterval) {
        if time > currentTime { currentTime = time }
    }

    /// Moves "now" to `time`, backward too (a timeline's playhead dragged back): the next frame runs there,
    /// and everything timed from the clock (layer-timed animations, animators' legs) shows that moment.
    public func seek(to time: TimeInterval) {
        guard time.isFinite else { return }
        currentTime = time
    }

    /// Processes one frame at `time`: commits (`FrameCommitting`), display links, then participants.
    public func runFrame(at time: TimeInterval) {
        if time > currentTime { currentTime = time }
        frameCount += 1
        for committer in committers {
            committer.commit(frameAt: currentTime)
        }
        if !links.isEmpty {
            // The links scheduled when the frame began fire; one added while they fire waits for the next frame,
            // and one invalidated while they fire is taken out once no frame fires links (a snapshot of the list
            // would be copied by that removal, allocating). Every link invalidated at once ends the firing.
            firingDepth += 1
            let count = links.count, generation = linkGeneration
            var i = 0
            while i < count, i < links.count, generation == linkGeneration {
                let link = links[i]
                if !link.isInvalidated { link.fire(at: currentTime, frameDuration: frameDuration) }
                i += 1
            }
            firingDepth -= 1
            if firingDepth == 0, removalPending {
                removalPending = false
                links.removeAll { $0.isInvalidated }
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
        guard seconds.isFinite, seconds > 0 else { return }
        advance(frames: Int((seconds / frameDuration).rounded(.up)))
    }
}
