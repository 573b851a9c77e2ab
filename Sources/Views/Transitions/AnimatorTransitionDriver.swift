import Foundation

/// Drives the animation controller's interruptible animator: update pauses it and sets fractionComplete;
/// finish continues it with the timing curve; cancel reverses it, then continues.
final class AnimatorTransitionDriver: TransitionDriver {
    let animator: ViewImplicitlyAnimating

    init(animator: ViewImplicitlyAnimating) {
        self.animator = animator
    }

    /// Pauses the animator at its start (interactive) or starts it.
    func start(interactive: Bool) {
        if interactive { animator.pauseAnimation() } else { animator.startAnimation() }
    }

    var fraction: CGFloat { animator.fractionComplete }

    func pause() {
        guard animator.state == .active, animator.isRunning else { return }
        animator.pauseAnimation()
    }

    func scrub(to fraction: CGFloat) {
        guard animator.state == .active else { return }
        pause()
        animator.fractionComplete = min(max(fraction, 0), 1)
    }

    func play(toEnd: Bool, durationFactor: CGFloat, curve: AnimationCurve, timing: TimingCurveProvider?) {
        guard animator.state == .active else { return }
        if animator.isReversed == toEnd { animator.isReversed = !toEnd }
        // A factor of 0 would mean "the animator's own pace" here; at the target already, take no time.
        animator.continueAnimation(withTimingParameters: timing, durationFactor: max(durationFactor, 1e-6))
    }

    func transitionDidEnd() {}
}
