import Foundation

/// Decides and hears a tab bar controller's selections and supplies its transitions (UITabBarControllerDelegate).
/// Every method has a default: selections allowed, no custom transition (the switch is immediate).
///
/// ```swift
/// extension AppTabs: TabBarControllerDelegate {
///     func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
///         !(viewController is LockedViewController)
///     }
/// }
/// tabBarController.delegate = tabs    // weak: keep the delegate alive
/// ```
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tab showing `viewController` may be selected (asked on a tap and before an interactive switch).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// `viewController`'s tab was selected (after a tap; a cancelled interactive switch does not select).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// The animator of a switch from `fromVC` to `toVC`; nil: the switch happens at once.
    func tabBarController(_ tabBarController: TabBarController,
                          animationControllerForTransitionFrom fromVC: ViewController,
                          to toVC: ViewController) -> ViewControllerAnimatedTransitioning?
    /// The interaction controller for the switch run by `animationController`; nil: non-interactive (a switch
    /// the content pan started then uses the built-in one).
    func tabBarController(_ tabBarController: TabBarController,
                          interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        true
    }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    public func tabBarController(_ tabBarController: TabBarController,
                                 animationControllerForTransitionFrom fromVC: ViewController,
                                 to toVC: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(_ tabBarController: TabBarController,
                                 interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? { nil }
}
