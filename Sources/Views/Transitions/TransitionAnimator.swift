import Foundation

/// One object that gives each destination its own transition (seed 002's `LVAnimator`): the delegate of a
/// navigation controller and the transitioning delegate of presented controllers, asking one closure which
/// `TransitionStyle` a push, pop, present or dismiss from one controller to another gets — nil keeps the
/// system's (the navigation slide, the cover-vertical presentation).
///
/// ```swift
/// let animator = TransitionAnimator(duration: 0.4) { from, to, operation in
///     switch (to, operation) {
///     case (is PhotoController, .present): return .zoom(from: tappedThumbnail)     // A
///     case (is MenuController, .dismiss): return from is PhotoController ? .zoom(from: tappedThumbnail) : nil
///     case (is ComposeController, _): return .slide(from: .right)                   // B
///     default: return nil                                                           // C: the system's
///     }
/// }
/// navigationController.delegate = animator        // push / pop
/// animator.register(photo)                        // present / dismiss: its transitioningDelegate
/// menu.present(photo, animated: true)
/// ```
///
/// Delegates are weak: keep the animator alive (a property of the scene or controller that owns it). For an
/// interactive transition, call `beginInteraction()` just before presenting, dismissing, pushing or popping
/// from a gesture's `.began`, `updateInteraction(_:)` as it moves, and `endInteraction()` when it ends (see
/// `TransitionAnimator+Interaction`).
public final class TransitionAnimator: NavigationControllerDelegate, ViewControllerTransitioningDelegate {
    /// The kind of transition the closure is asked about.
    ///
    /// ```swift
    /// TransitionAnimator(duration: 0.4) { from, to, operation in
    ///     operation == .present ? .slide(from: .bottom) : nil      // nil: the system's
    /// }
    /// ```
    nonisolated public enum Operation: Sendable, CustomStringConvertible {
        case push, pop, present, dismiss
        public var description: String {
            switch self {
            case .push: "push"
            case .pop: "pop"
            case .present: "present"
            case .dismiss: "dismiss"
            }
        }
    }

    /// The duration of transitions whose style gives none.
    public var duration: TimeInterval
    /// Chooses each transition's style: `(from, to, operation)`; nil: the system transition.
    public var style: (_ from: ViewController, _ to: ViewController, _ operation: Operation) -> TransitionStyle?

    /// The interaction controller of the interactive transition under way (see `beginInteraction()`).
    public internal(set) var interaction: PercentDrivenInteractiveTransition?
    /// Progress beyond which a released interaction finishes (seed 002: 0.4); at or below it, it cancels.
    public var finishThreshold: CGFloat = 0.4
    /// How much progress per second the display link adds after a release past `finishThreshold`.
    public var finishRate: CGFloat = 2.4
    /// The last progress given to `updateInteraction(_:)` (or stepped by the display link).
    public internal(set) var progress: CGFloat = 0
    /// The display link finishing a released interaction.
    var finishLink: DisplayLink?

    /// An animator whose transitions last `duration` unless their style says otherwise.
    public init(duration: TimeInterval = 0.4,
                style: @escaping (_ from: ViewController, _ to: ViewController, _ operation: Operation) -> TransitionStyle?) {
        self.duration = duration
        self.style = style
    }

    /// Makes this animator `controller`'s transitioning delegate, so its presentation and dismissal ask the
    /// closure (seed 002's `registerDelegate`). Call before `present`.
    public func register(_ controller: ViewController) {
        controller.transitioningDelegate = self
    }

    /// The animation controller for a transition, or nil for the system's.
    func animationController(from: ViewController, to: ViewController, operation: Operation)
        -> ViewControllerAnimatedTransitioning? {
        guard let chosen = style(from, to, operation) else { return nil }
        if case .custom(let animator) = chosen.kind { return animator }
        let arriving = operation == .push || operation == .present
        return StyleTransitionAnimator(kind: chosen.kind, isArriving: arriving, duration: max(chosen.duration ?? duration, 0))
    }

    // MARK: NavigationControllerDelegate

    public func navigationController(_ navigationController: NavigationController,
                                     animationControllerFor operation: NavigationController.Operation,
                                     from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        switch operation {
        case .push: return animationController(from: fromVC, to: toVC, operation: .push)
        case .pop: return animationController(from: fromVC, to: toVC, operation: .pop)
        case .none: return nil
        }
    }

    public func navigationController(_ navigationController: NavigationController,
                                     interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        interaction
    }

    // MARK: ViewControllerTransitioningDelegate

    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> ViewControllerAnimatedTransitioning? {
        animationController(from: presenting, to: presented, operation: .present)
    }

    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        guard let presenting = dismissed.presentingViewController else { return nil }
        return animationController(from: dismissed, to: presenting, operation: .dismiss)
    }

    public func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        interaction
    }

    public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        interaction
    }
}
