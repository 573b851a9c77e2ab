import Foundation

/// Names the two view controllers of a transition (UITransitionContextViewControllerKey).
///
/// ```swift
/// guard let card = context.viewController(forKey: .to) as? CardViewController else { return }
/// card.view.frame = context.finalFrame(for: card)
/// ```
nonisolated public enum TransitionContextViewControllerKey: Sendable {
    /// The controller whose view is on screen when the transition starts.
    case from
    /// The controller whose view is on screen when the transition completes.
    case to
}

/// Names the two views of a transition (UITransitionContextViewKey).
///
/// ```swift
/// let outgoing = context.view(forKey: .from)    // nil when the presenter's view stays on screen
/// context.view(forKey: .to).map(context.containerView.addSubview)
/// ```
nonisolated public enum TransitionContextViewKey: Sendable {
    case from
    case to
}

/// Everything an animator needs to know about one transition, and the calls that report its progress
/// (UIViewControllerContextTransitioning). The transition machinery supplies it.
///
/// ```swift
/// func animateTransition(using context: ViewControllerContextTransitioning) {
///     guard let to = context.viewController(forKey: .to) else { return }
///     context.containerView.addSubview(to.view)
///     to.view.frame = context.finalFrame(for: to)
///     context.completeTransition(!context.transitionWasCancelled)   // at the end of the animation
/// }
/// ```
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The superview of the views taking part in the transition.
    var containerView: View { get }
    /// Whether the transition is animated (false: `animated: false` was asked for).
    var isAnimated: Bool { get }
    /// Whether the transition is driven interactively now (by an interaction controller's updates).
    var isInteractive: Bool { get }
    /// Whether the interaction controller cancelled the transition.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a presentation or dismissal (`.fullScreen` for navigation).
    var presentationStyle: ModalPresentationStyle { get }

    /// The from or to view controller.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The from or to view; nil for the presenter's view in a presentation that keeps it on screen
    /// (`.overFullScreen`, `.custom`), both when presenting and when dismissing.
    func view(forKey key: TransitionContextViewKey) -> View?
    /// Where `viewController`'s view starts (`.zero` when unknown or not taking part).
    func initialFrame(for viewController: ViewController) -> CGRect
    /// Where `viewController`'s view ends (`.zero` when it leaves the screen or is unknown).
    func finalFrame(for viewController: ViewController) -> CGRect

    /// Ends the transition: the only way it ends. Only the first call counts.
    func completeTransition(_ didComplete: Bool)

    /// Reports the progress of an interactive transition, 0…1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the interaction ended toward the end.
    func finishInteractiveTransition()
    /// Reports that the interaction ended toward the start (the transition will be cancelled).
    func cancelInteractiveTransition()
    /// Pauses a running transition (its interruptible animator) and makes it interactive.
    func pauseInteractiveTransition()
}
