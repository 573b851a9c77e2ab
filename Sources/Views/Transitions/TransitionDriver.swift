import Foundation

/// Moves the animations of a percent-driven transition: scrubs them while interactive, pauses them, and plays
/// them to the end or back to the start when the interaction ends.
protocol TransitionDriver: AnyObject {
    /// How far the animations are now, 0…1.
    var fraction: CGFloat { get }
    /// Stops time where it is (the transition becomes interactive).
    func pause()
    /// Pauses and shows the animations at `fraction`.
    func scrub(to fraction: CGFloat)
    /// Plays from where the animations are to the end (or back to the start) in `durationFactor` × the
    /// transition's duration, with `curve` (layer timing) or `timing` (an interruptible animator).
    func play(toEnd: Bool, durationFactor: CGFloat, curve: AnimationCurve, timing: TimingCurveProvider?)
    /// The transition completed: let go of everything.
    func transitionDidEnd()
}
