import Foundation

/// Plays a `TransitionStyle` for one transition with `View.animate` (linear while interactive, so the view
/// follows the finger; ease-in-out otherwise), so a percent-driven interaction can scrub it.
final class StyleTransitionAnimator: ViewControllerAnimatedTransitioning {
    let kind: TransitionStyle.Kind
    /// True for push and present (the new view arrives), false for pop and dismiss (the old one leaves).
    let isArriving: Bool
    let duration: TimeInterval

    /// How far the old view moves under a slide, as a fraction of the width.
    static let parallax: CGFloat = 0.3
    /// The part of a zoom's duration its fade takes.
    static let zoomFadeFraction: Double = 1.0 / 3
    /// The smallest scale a shrink reaches (a zero scale cannot be inverted).
    static let vanishingScale: CGFloat = 0.001

    init(kind: TransitionStyle.Kind, isArriving: Bool, duration: TimeInterval) {
        self.kind = kind
        self.isArriving = isArriving
        self.duration = duration
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let done: (Bool) -> Void = { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        guard let moving = transitionContext.view(forKey: isArriving ? .to : .from) else { return done(true) }
        let other = transitionContext.view(forKey: isArriving ? .from : .to)
        let bounds = container.bounds
        if isArriving {
            if let controller = transitionContext.viewController(forKey: .to) {
                moving.frame = transitionContext.finalFrame(for: controller)
            }
            if moving.superview !== container { container.addSubview(moving) }
        } else if let other, other.superview !== container {
            container.insertSubview(other, belowSubview: moving)
        }
        // The moving view away (at the start of an arrival, at the end of a departure), and in place.
        let away: (transform: CGAffineTransform, alpha: CGFloat)
        var otherAway = CGAffineTransform.identity
        switch kind {
        case .zoom(let source):
            let target = source.view.map { $0.convert($0.bounds, to: container) } ?? bounds.insetBy(dx: bounds.width / 3, dy: bounds.height / 3)
            away = (StyleTransitionAnimator.zoomTransform(from: moving.frame, into: target), 0)
        case .slide(let edge):
            let offset = StyleTransitionAnimator.offset(for: edge, in: bounds)
            away = (CGAffineTransform(translationX: offset.x, y: offset.y), 1)
            otherAway = CGAffineTransform(translationX: -offset.x * StyleTransitionAnimator.parallax,
                                          y: -offset.y * StyleTransitionAnimator.parallax)
        case .shrink:
            let s = StyleTransitionAnimator.vanishingScale
            away = (CGAffineTransform(scaleX: s, y: s), 0)
        case .custom:
            return done(true)  // not reached: custom styles use their own animator
        }
        if isArriving {
            moving.transform = away.transform
            moving.alpha = away.alpha
        } else {
            // A departure uncovers the other view from where an arrival would have left it.
            other?.transform = otherAway
        }
        let options: View.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        // A zoom fades in over its first third (out over its last), so the view grows opaque, as in Photos;
        // the other styles fade with their whole length.
        let isZoom: Bool
        if case .zoom = kind { isZoom = true } else { isZoom = false }
        if isZoom {
            let fade = duration * StyleTransitionAnimator.zoomFadeFraction
            View.animate(withDuration: fade, delay: isArriving ? 0 : duration - fade, options: options, animations: {
                moving.alpha = self.isArriving ? 1 : away.alpha
            })
        }
        View.animate(withDuration: duration, delay: 0, options: options, animations: {
            moving.transform = self.isArriving ? .identity : away.transform
            if !isZoom { moving.alpha = self.isArriving ? 1 : away.alpha }
            other?.transform = self.isArriving ? otherAway : .identity
        }, completion: { _ in
            // At rest every view is whole: the one that stays shows as it was.
            let cancelled = transitionContext.transitionWasCancelled
            View.performWithoutAnimation {
                other?.transform = .identity
                if self.isArriving == cancelled {
                    // The moving view leaves the screen now; put it back as it was for next time.
                    moving.transform = .identity
                    moving.alpha = 1
                }
            }
            transitionContext.completeTransition(!cancelled)
        })
    }

    /// The transform that makes a view with `frame` cover `target` (uniformly scaled by width, centred on it).
    static func zoomTransform(from frame: CGRect, into target: CGRect) -> CGAffineTransform {
        guard frame.width > 0, frame.height > 0 else { return .identity }
        let s = max(target.width / frame.width, StyleTransitionAnimator.vanishingScale)
        // Transforms act about the view's centre: scale there, then move the centre onto the target's.
        return CGAffineTransform(translationX: target.midX - frame.midX, y: target.midY - frame.midY).scaledBy(x: s, y: s)
    }

    /// How far a view slides to leave `bounds` through `edge`.
    static func offset(for edge: RectEdge, in bounds: CGRect) -> CGPoint {
        if edge.contains(.left) { return CGPoint(x: -bounds.width, y: 0) }
        if edge.contains(.top) { return CGPoint(x: 0, y: -bounds.height) }
        if edge.contains(.bottom) { return CGPoint(x: 0, y: bounds.height) }
        return CGPoint(x: bounds.width, y: 0)
    }
}
