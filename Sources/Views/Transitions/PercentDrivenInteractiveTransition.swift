import Foundation

/// An interaction controller driven by a percentage (UIPercentDrivenInteractiveTransition).
///
/// ```swift
/// let interaction = PercentDrivenInteractiveTransition()   // from interactionControllerForPresentation(using:)
/// // in the pan's action:
/// case .changed: interaction.update(progress)
/// case .ended: progress > 0.5 ? interaction.finish() : interaction.cancel()
/// ```
///
/// A gesture calls `update(_:)` to scrub the transition, then `finish()` or `cancel()`, which play it smoothly
/// from where it is to the end or back to the start in (1 − percentComplete) × duration / completionSpeed.
///
/// It works with an animation controller's interruptible animator (update pauses it and sets
/// fractionComplete; finish continues it with `timingCurve`; cancel reverses, then continues it) and with a
/// plain `animateTransition` that uses `View.animate` (scrubbed through the container layer's timing, the
/// completion following `completionCurve`). With `wantsInteractiveStart` false the transition runs on its
/// own until `pause()` makes it interactive.
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning, AbandonedWithWorld {
    /// The last value given to `update(_:)` (or where `pause()` stopped), 0…1.
    public private(set) var percentComplete: CGFloat = 0
    /// Speed of the completion after `finish()` or `cancel()`; must be greater than 0 (default 1).
    open var completionSpeed: CGFloat = 1 {
        didSet {
            guard completionSpeed <= 0 || !completionSpeed.isFinite else { return }
            Diagnostics.report("completionSpeed must be greater than 0 (got \(completionSpeed)); keeping \(oldValue)")
            completionSpeed = oldValue
        }
    }
    /// The curve of the completion of a `View.animate` transition (default easeInOut).
    open var completionCurve: AnimationCurve = .easeInOut
    /// The timing an interruptible animator continues with after `finish()` or `cancel()` (nil: its own).
    open var timingCurve: TimingCurveProvider?
    /// Whether the transition starts interactively (default true).
    open var wantsInteractiveStart = true

    /// The transition this controller drives, while it runs.
    private var drivenContext: TransitionContext?

    public init() {}

    /// The duration of the transition being driven (0 when none runs).
    open var duration: CGFloat { CGFloat(drivenContext?.duration ?? 0) }

    open func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else {
            Diagnostics.report("PercentDrivenInteractiveTransition can only drive the transitions the view controllers start")
            return
        }
        drivenContext = context
        context.containerView.world.register(self)
        percentComplete = 0
        context.startDriven(interactive: wantsInteractiveStart)
    }

    /// Scrubs the transition to `percentComplete` (0…1), pausing it if it was running.
    open func update(_ percentComplete: CGFloat) {
        let p = min(max(percentComplete, 0), 1)
        self.percentComplete = p
        guard let context = drivenContext, !context.isCompleted else { return }
        context.driver?.scrub(to: p)
        context.updateInteractiveTransition(p)
    }

    /// Pauses a transition that runs on its own (a non-interactive start, or a completion under way) and makes
    /// it interactive where it is.
    open func pause() {
        guard let context = drivenContext, !context.isCompleted else { return }
        context.pauseInteractiveTransition()
        if let driver = context.driver { percentComplete = driver.fraction }
    }

    /// Plays the transition to its end.
    open func finish() {
        guard let context = drivenContext, !context.isCompleted else { return }
        context.finishInteractiveTransition()
        play(context, toEnd: true)
    }

    /// Plays the transition back to its start; it then completes as cancelled.
    open func cancel() {
        guard let context = drivenContext, !context.isCompleted else { return }
        context.cancelInteractiveTransition()
        play(context, toEnd: false)
    }

    private func play(_ context: TransitionContext, toEnd: Bool) {
        let factor = (1 - percentComplete) / completionSpeed
        context.driver?.play(toEnd: toEnd, durationFactor: factor, curve: completionCurve, timing: timingCurve)
    }

    /// The world ended mid-transition: the context (which holds the controllers, often this object's owner) is
    /// let go.
    func worldDidEnd(_ world: World) {
        if let context = drivenContext, context.containerView.world === world { drivenContext = nil }
    }

    /// Called by the context once the transition completed.
    func transitionDidEnd(_ context: TransitionContext) {
        if drivenContext === context { drivenContext = nil }
    }
}
