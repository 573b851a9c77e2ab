import Foundation

/// A timer that fires once per display frame (CADisplayLink).
///
/// ```swift
/// let link = DisplayLink(target: self, selector: Controller.step)   // func step(_ link: DisplayLink)
/// link.add(to: .main, forMode: .default)   // on the current world's frame scheduler
/// // … later
/// link.invalidate()
/// ```
///
/// It fires before animations advance for each frame, with the frame's `timestamp`.
@MainActor
public final class DisplayLink {
    /// The time of the frame being processed.
    public private(set) var timestamp: TimeInterval = 0
    /// The time the next frame is expected to be shown.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// The interval between frames at the display's rate.
    public private(set) var duration: TimeInterval = 0
    /// While true the link does not fire.
    public var isPaused = false
    /// The rate at which the link fires; 0 means the display's native rate.
    public var preferredFramesPerSecond: Int = 0

    private var handler: ((DisplayLink) -> Void)?
    weak var scheduler: FrameScheduler?
    private var lastFired: TimeInterval?
    /// True once the link has been invalidated.
    public private(set) var isInvalidated = false

    /// A display link calling `handler` every frame.
    public init(handler: @escaping (DisplayLink) -> Void) {
        self.handler = handler
    }

    /// A display link calling `method` on `target` every frame; the target is held weakly.
    public convenience init<Target: AnyObject>(target: Target, selector method: @escaping (Target) -> (DisplayLink) -> Void) {
        self.init { [weak target] link in
            guard let target else { link.invalidate(); return }
            method(target)(link)
        }
    }

    /// A display link calling `method` (no arguments, like `@objc func step()`) on `target` every frame; the
    /// target is held weakly.
    public convenience init<Target: AnyObject>(target: Target, selector method: @escaping (Target) -> () -> Void) {
        self.init { [weak target] link in
            guard let target else { link.invalidate(); return }
            method(target)()
        }
    }

    /// Removes the link from its scheduler and releases its target. Safe inside the link's own callback.
    public func invalidate() {
        guard !isInvalidated else { return }
        isInvalidated = true
        handler = nil
        scheduler?.remove(self)
    }

    /// Fires the link for a frame at `time`, honouring isPaused and preferredFramesPerSecond.
    func fire(at time: TimeInterval, frameDuration: TimeInterval) {
        guard !isPaused, !isInvalidated, let handler else { return }
        var interval = frameDuration
        if preferredFramesPerSecond > 0 {
            let wanted = 1 / Double(preferredFramesPerSecond)
            if wanted > frameDuration {
                // Skip frames until the preferred interval has (almost) elapsed.
                if let last = lastFired, time - last < wanted - frameDuration / 2 { return }
                interval = (wanted / frameDuration).rounded() * frameDuration
            }
        }
        lastFired = time
        timestamp = time
        duration = interval
        targetTimestamp = time + interval
        handler(self)
    }
}
