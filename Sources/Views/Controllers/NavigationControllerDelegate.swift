import Foundation

/// Supplies a navigation controller's transition animators and interaction controllers per operation
/// (UINavigationControllerDelegate). Returning nil keeps the built-in slide and edge-swipe pop.
///
/// ```swift
/// extension ListViewController: NavigationControllerDelegate {
///     func navigationController(_ navigationController: NavigationController,
///                               animationControllerFor operation: NavigationController.Operation,
///                               from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
///         operation == .push ? ZoomAnimator() : nil
///     }
/// }
/// navigation.delegate = list          // weak: keep the delegate alive
/// ```
public protocol NavigationControllerDelegate: AnyObject {
    /// The animator of a push or pop from `fromVC` to `toVC`; nil: the built-in slide.
    func navigationController(_ navigationController: NavigationController,
                              animationControllerFor operation: NavigationController.Operation,
                              from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning?
    /// The interaction controller for the transition run by `animationController`; nil: non-interactive
    /// (a pop started by the edge swipe then uses the built-in one).
    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    /// `viewController`'s view is about to be shown by a push, pop or stack change.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                              animated: Bool)
    /// `viewController`'s view is shown (the transition completed).
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                              animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController,
                                     animationControllerFor operation: NavigationController.Operation,
                                     from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: NavigationController,
                                     interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? { nil }
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                                     animated: Bool) {}
}
