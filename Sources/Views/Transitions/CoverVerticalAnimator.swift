import Foundation

/// The built-in presentation animation (UIKit's cover vertical): the presented view slides up from the
/// bottom, and back down when dismissed. Linear while interactive, so the view follows the finger.
final class CoverVerticalAnimator: ViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let height = container.bounds.height
        let options: View.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        let duration = transitionDuration(using: transitionContext)
        let moving: View?
        let target: CGRect
        if isPresenting, let to = transitionContext.view(forKey: .to),
           let toController = transitionContext.viewController(forKey: .to) {
            target = transitionContext.finalFrame(for: toController)
            container.addSubview(to)
            to.frame = target.offsetBy(dx: 0, dy: height)
            moving = to
        } else if let from = transitionContext.view(forKey: .from) {
            target = from.frame.offsetBy(dx: 0, dy: height)
            moving = from
        } else {
            moving = nil
            target = .zero
        }
        View.animate(withDuration: duration, delay: 0, options: options, animations: {
            moving?.frame = target
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
