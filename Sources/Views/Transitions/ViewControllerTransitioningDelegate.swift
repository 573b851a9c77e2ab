import Foundation

/// Supplies the animators and interaction controllers of a presented controller's presentation and
/// dismissal (UIViewControllerTransitioningDelegate). Every method defaults to nil: the built-in animation.
///
/// ```swift
/// extension HomeViewController: ViewControllerTransitioningDelegate {
///     func animationController(forPresented presented: ViewController, presenting: ViewController,
///                              source: ViewController) -> ViewControllerAnimatedTransitioning? { FadeAnimator() }
/// }
/// card.transitioningDelegate = self     // weak: keep the delegate alive
/// present(card, animated: true)
/// ```
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` from `presenting` (`source` is the controller `present` was called on).
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning?
    /// The interaction controller of the presentation run by `animator`; nil for a non-interactive one.
    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    /// The interaction controller of the dismissal run by `animator`; nil for a non-interactive one.
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
}

extension ViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? { nil }
}
