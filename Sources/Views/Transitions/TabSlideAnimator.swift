import Foundation

/// A tab switch that slides: the new tab's view comes in from the side the index moves toward while the old
/// one drifts a third of the way out the other side under a light dim (parallax). Linear while interactive,
/// so the view follows the finger; ease-in-out otherwise. Uses `View.animate`, so it scrubs.
///
/// ```swift
/// func tabBarController(_ tabBarController: TabBarController,
///                       animationControllerForTransitionFrom fromVC: ViewController,
///                       to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
///     TabSlideAnimator(tabBarController: tabBarController, from: fromVC, to: toVC)
/// }
/// ```
public final class TabSlideAnimator: ViewControllerAnimatedTransitioning {
    /// Whether the new tab is to the right of the old one (it then comes in from the right).
    public let isForward: Bool
    /// The length of the slide in seconds.
    public let duration: TimeInterval
    /// How far the old view moves, as a fraction of the width.
    public static let parallax: CGFloat = 0.3
    /// The dim's opacity over the old view at the end.
    public static let dimAlpha: CGFloat = 0.12

    /// A slide toward a later tab (`isForward`) or an earlier one.
    public init(forward isForward: Bool, duration: TimeInterval = 0.35) {
        self.isForward = isForward
        self.duration = duration
    }

    /// A slide from `from`'s tab to `to`'s, in the direction of the index change.
    public convenience init(tabBarController: TabBarController, from: ViewController, to: ViewController,
                            duration: TimeInterval = 0.35) {
        let tabs = tabBarController.viewControllers ?? []
        let a = tabs.firstIndex { $0 === from } ?? 0, b = tabs.firstIndex { $0 === to } ?? 0
        self.init(forward: b >= a, duration: duration)
    }

    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    public func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) else {
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let bounds = container.bounds, width = bounds.width
        let sign: CGFloat = isForward ? 1 : -1
        let dim = View(frame: bounds)
        dim.backgroundColor = .black
        dim.alpha = 0
        dim.isUserInteractionEnabled = false
        container.insertSubview(dim, aboveSubview: from)
        container.insertSubview(to, aboveSubview: dim)
        to.frame = bounds.offsetBy(dx: sign * width, dy: 0)
        let options: View.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        View.animate(withDuration: duration, delay: 0, options: options, animations: {
            to.frame = bounds
            from.frame = bounds.offsetBy(dx: -sign * TabSlideAnimator.parallax * width, dy: 0)
            dim.alpha = TabSlideAnimator.dimAlpha
        }, completion: { _ in
            dim.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
