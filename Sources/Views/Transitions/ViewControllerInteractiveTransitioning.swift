import Foundation

/// Drives a transition's progress, from a gesture for example (UIViewControllerInteractiveTransitioning).
///
/// ```swift
/// // In a ViewControllerTransitioningDelegate: a PercentDrivenInteractiveTransition while a pinch runs.
/// func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
///     -> ViewControllerInteractiveTransitioning? {
///     isPinching ? pinchInteraction : nil
/// }
/// ```
///
/// A conformer of its own is handed the context in `startInteractiveTransition(_:)` and reports progress to it.
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition; keep the context to report progress to it.
    func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning)
    /// Speed of the automatic completion after the interaction ends (1: the animation's own pace).
    var completionSpeed: CGFloat { get }
    /// The curve of the automatic completion.
    var completionCurve: AnimationCurve { get }
    /// Whether the transition starts interactively (true) or runs on its own until paused (false).
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
