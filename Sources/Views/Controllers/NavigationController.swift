import Foundation

/// A stack of controllers, the top one on screen (UINavigationController).
///
/// ```swift
/// let navigation = NavigationController(rootViewController: ListViewController())
/// window.rootViewController = navigation
/// navigation.pushViewController(DetailViewController(), animated: true)
/// navigation.popViewController(animated: true)
/// ```
///
/// Pushing slides the new view in from the right while the old one moves a third of the way left under a dim;
/// popping reverses it; a drag from the left edge pops interactively. A delegate may supply its own animators and
/// interaction controllers.
open class NavigationController: ViewController {
    /// The kind of stack change a transition shows (UINavigationController.Operation).
    ///
    /// ```swift
    /// // In a NavigationControllerDelegate:
    /// operation == .push ? ZoomAnimator() : nil    // nil: the built-in slide
    /// ```
    nonisolated public enum Operation: Int, Sendable {
        case none, push, pop
    }

    /// Supplies animators and interaction controllers per operation.
    public weak var delegate: NavigationControllerDelegate?
    /// The left-edge drag that pops the top controller interactively.
    public let interactivePopGestureRecognizer = ScreenEdgePanGestureRecognizer()

    /// The controllers on the stack, the root first. Setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The controller on top of the stack.
    public var topViewController: ViewController? { stack.last }
    /// The controller shown now: the one the top controller presents, else the top controller.
    public var visibleViewController: ViewController? { presentedViewController ?? topViewController }

    var stack: [ViewController] = []
    /// The push or pop under way.
    var activeTransition: TransitionContext?
    /// The interaction controller of a pop the edge drag started.
    var edgePopInteraction: PercentDrivenInteractiveTransition?
    private let popGestureDelegate = InteractivePopGestureDelegate()
    /// The children's views live here; it is the container of push and pop transitions.
    public let containerView = View()

    public override init() {
        super.init()
    }

    /// A navigation controller showing `rootViewController`.
    public convenience init(rootViewController: ViewController) {
        self.init()
        setViewControllers([rootViewController], animated: false)
    }

    open override func loadView() {
        let root = NavigationRootView()
        root.navigation = self
        root.addSubview(containerView)
        view = root
        interactivePopGestureRecognizer.edges = .left
        interactivePopGestureRecognizer.name = "interactivePop"
        popGestureDelegate.navigation = self
        interactivePopGestureRecognizer.delegate = popGestureDelegate
        interactivePopGestureRecognizer.addTarget(self, action: NavigationController.handleInteractivePop)
        root.addGestureRecognizer(interactivePopGestureRecognizer)
        if let top = topViewController {
            let topView: View = top.view
            containerView.addSubview(topView)
        }
    }

    /// Sizes the container and the top view to the navigation controller's view before it appears.
    override func prepareToAppear() {
        guard let root = viewIfLoaded else { return }
        View.performWithoutAnimation {
            containerView.frame = root.bounds
            if activeTransition == nil, let top = topViewController?.viewIfLoaded, top.superview === containerView {
                top.frame = containerView.bounds
            }
        }
    }

    override var appearanceChildren: [ViewController] {
        guard let top = topViewController, let topView = top.viewIfLoaded, topView.isDescendant(of: containerView) else {
            return []
        }
        return [top]
    }

    /// Whether a push or pop is under way.
    public var isTransitioning: Bool { activeTransition != nil }

    /// Escape pops the top controller (while a push or pop runs, it waits for it: used, nothing more).
    open override func accessibilityPerformEscape() -> Bool {
        if isTransitioning { return true }
        if let top = stack.last, top.accessibilityPerformEscape() { return true }
        return popViewController(animated: true) != nil
    }

    // MARK: Stack

    /// Pushes `viewController` on the stack and shows it.
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            Diagnostics.report("Pushing the same view controller instance (\(viewController)) more than once is not supported")
            return
        }
        guard viewController.parent == nil, viewController.incomingPresentation == nil else {
            Diagnostics.report("Cannot push \(viewController): it is a child of another controller or presented")
            return
        }
        change(to: stack + [viewController], operation: .push, animated: animated)
    }

    /// Pops the top controller and shows the one below; returns the popped one (nil at the root).
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        guard change(to: Array(stack.dropLast()), operation: .pop, animated: animated) else { return nil }
        return top
    }

    /// Pops every controller above the root; returns them (nil when the root is on top).
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        guard change(to: [stack[0]], operation: .pop, animated: animated) else { return nil }
        return popped
    }

    /// Pops the controllers above `viewController`; returns them.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard change(to: Array(stack[...index]), operation: .pop, animated: animated) else { return nil }
        return popped
    }

    /// Replaces the stack; animates like a push when the new top is new, like a pop when it was below.
    public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        var seen: [ViewController] = []
        for controller in viewControllers where !seen.contains(where: { $0 === controller }) { seen.append(controller) }
        let newTop = seen.last
        let operation: Operation
        if let newTop, newTop !== stack.last {
            operation = stack.contains(where: { $0 === newTop }) ? .pop : .push
        } else {
            operation = .none
        }
        change(to: seen, operation: operation, animated: animated)
    }

    // MARK: Interactive pop

    private func handleInteractivePop(_ recognizer: ScreenEdgePanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        let progress = recognizer.translation(in: view).x / width
        switch recognizer.state {
        case .began:
            let interaction = PercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            edgePopInteraction = interaction
            popViewController(animated: true)
            interaction.update(progress)
        case .changed:
            edgePopInteraction?.update(progress)
        case .ended:
            let velocity = recognizer.velocity(in: view).x
            if NavigationController.interactivePopFinishes(progress: progress, velocity: velocity) {
                edgePopInteraction?.finish()
            } else {
                edgePopInteraction?.cancel()
            }
            edgePopInteraction = nil
        case .cancelled, .failed:
            edgePopInteraction?.cancel()
            edgePopInteraction = nil
        case .possible:
            break
        }
    }

    /// Whether a released edge drag pops: a flick toward the end (over 300 pt/s to the right), or past 40 % of
    /// the width (seed 002's rule) unless flicked back to the left. Custom interactive pops use it too, so one
    /// gesture ends one way everywhere.
    public static func interactivePopFinishes(progress: CGFloat, velocity: CGFloat) -> Bool {
        velocity > 300 || (progress > 0.4 && velocity >= -300)
    }
}

/// Lets the edge drag begin only when there is something to pop and no transition runs.
final class InteractivePopGestureDelegate: GestureRecognizerDelegate {
    weak var navigation: NavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let navigation else { return false }
        return navigation.stack.count > 1 && navigation.activeTransition == nil
    }
}

/// A navigation controller's root view: keeps the container and the top view sized to it.
final class NavigationRootView: View {
    weak var navigation: NavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let navigation else { return }
        navigation.containerView.frame = bounds
        if navigation.activeTransition == nil, let top = navigation.topViewController?.viewIfLoaded,
           top.superview === navigation.containerView {
            top.frame = navigation.containerView.bounds
        }
    }
}
