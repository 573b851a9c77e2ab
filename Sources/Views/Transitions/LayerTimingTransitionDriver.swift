import Foundation

/// Drives the `View.animate` blocks of a plain `animateTransition` through the container layer's media timing:
/// paused (speed 0) and scrubbed by timeOffset while interactive; when the interaction ends a display link
/// steps timeOffset smoothly to the end or back to the start with the completion curve, then time resumes.
///
/// Progress p shows the container's local time `start + p × duration`, where `start` is its local time when
/// the transition began. The blocks stay alive while scrubbed (even past their end) until the transition
/// resolves; cancelling leaves every animated property at its start value, and each block's completion runs
/// once (with true).
final class LayerTimingTransitionDriver: TransitionDriver {
    let container: View
    let duration: TimeInterval
    /// The container's local time at which the transition's animations begin.
    private(set) var startTime: TimeInterval = 0
    /// The `View.animate` groups `animateTransition` started inside the container.
    private(set) var groups: [LayerAnimationGroup] = []
    private var link: DisplayLink?
    /// The layer speed to resume with.
    private var runningSpeed: Float = 1

    private var layer: Layer { container.layer }
    private var now: TimeInterval { container.world.scheduler.currentTime }

    init(container: View, duration: TimeInterval) {
        self.container = container
        self.duration = duration
    }

    /// Runs `animate` (the animator's `animateTransition`), paused at its start when `interactive`, and keeps
    /// the blocks it starts in the container, with their begin times resolved at once.
    func start(interactive: Bool, animate: () -> Void) {
        startTime = layer.convertTime(now, from: nil)
        if interactive { pauseLayer() }
        let engine = container.world.engine
        let before = Set(engine.layerGroups.map(ObjectIdentifier.init))
        animate()
        groups = engine.layerGroups.filter { group in
            !before.contains(ObjectIdentifier(group)) && group.stores.contains { store in
                store.owner?.isDescendant(of: container) ?? false
            }
        }
        for group in groups { group.commit() }
        if interactive { hold(true) }
    }

    var fraction: CGFloat {
        guard duration > 0 else { return layer.convertTime(now, from: nil) > startTime ? 1 : 0 }
        return CGFloat(min(max((layer.convertTime(now, from: nil) - startTime) / duration, 0), 1))
    }

    func pause() {
        stopLink()
        pauseLayer()
        hold(true)
    }

    func scrub(to fraction: CGFloat) {
        pause()
        layer.timeOffset = startTime + Double(min(max(fraction, 0), 1)) * duration
    }

    func play(toEnd: Bool, durationFactor: CGFloat, curve: AnimationCurve, timing: TimingCurveProvider?) {
        pause()
        let from = Double(fraction), target: Double = toEnd ? 1 : 0
        let time = max(Double(durationFactor), 0) * duration
        let began = now
        let bezier = CubicTimingParameters(animationCurve: curve).bezier
        let link = DisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            // Within a nanosecond of the end counts as there (frame times are sums of 1/60 s).
            let elapsed = link.timestamp - began
            let u = time > 0 && elapsed < time - 1e-9 ? elapsed / time : 1
            let p = from + (target - from) * bezier.solve(u)
            self.layer.timeOffset = self.startTime + p * self.duration
            if u >= 1 { self.arrive(atEnd: toEnd) }
        }
        self.link = link
        link.add(to: .main, forMode: .common)
    }

    func transitionDidEnd() {
        stopLink()
        hold(false)
        if layer.speed == 0 { resumeLayer() }
    }

    // MARK: Internals

    /// The completion reached the end or the start.
    private func arrive(atEnd: Bool) {
        stopLink()
        hold(false)
        if atEnd {
            // Just past the end, so the blocks finish in this frame; longer ones go on in real time.
            layer.timeOffset = startTime + duration + 1e-9
            resumeLayer()
            return
        }
        layer.timeOffset = startTime
        resumeLayer()
        // Back at the start: the blocks end there, with their properties at the start values.
        let engine = container.world.engine
        for group in groups where group.isAttached {
            for value in group.freeze() { value.applyStart() }
            engine.remove(group)
            group.complete(finished: true)
        }
    }

    private func stopLink() {
        link?.invalidate()
        link = nil
    }

    /// QA1673's pause: time stops where it is.
    private func pauseLayer() {
        guard layer.speed != 0 else { return }
        let paused = layer.convertTime(now, from: nil)
        runningSpeed = layer.speed
        layer.speed = 0
        layer.timeOffset = paused
    }

    /// QA1673's resume: time goes on from the paused local time at the speed it had.
    private func resumeLayer() {
        guard layer.speed == 0 else { return }
        let paused = layer.timeOffset
        let parentNow = layer.superlayer?.convertTime(now, from: nil) ?? now
        layer.speed = runningSpeed
        layer.timeOffset = 0
        layer.beginTime = parentNow - paused / Double(runningSpeed)
    }

    private func hold(_ held: Bool) {
        for group in groups { group.isHeldByTransition = held }
    }
}
