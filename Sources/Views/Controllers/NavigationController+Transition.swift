import Foundation

extension NavigationController {
    /// Replaces the stack with `newStack` and shows its top: through a transition when the top changes and the
    /// view is loaded (animated when asked for and in a window), else at once. The stack reads the new value
    /// from the start; a cancelled transition puts the old one back. Returns false when a transition runs.
    @discardableResult
    func change(to newStack: [ViewController], operation: Operation, animated: Bool) -> Bool {
        guard activeTransition == nil else {
            Diagnostics.report("Cannot change the stack of \(self) while a transition is in progress")
            return false
        }
        let old = stack
        let added = newStack.filter { new in !old.contains { $0 === new } }
        let removed = old.filter { gone in !newStack.contains { $0 === gone } }
        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        stack = newStack
        let onScreen = isViewLoaded && isAppearingOrAppeared
        if let root = viewIfLoaded { View.performWithoutAnimation { containerView.frame = root.bounds } }
        guard isViewLoaded, let from = old.last, let to = newStack.last, from !== to else {
            if isViewLoaded, old.last !== newStack.last { swapAtOnce(from: old.last, to: newStack.last, onScreen: onScreen) }
            settle(old: old, added: added, removed: removed, completed: true)
            return true
        }
        let animate = animated && view.window != nil
        let fromView: View = from.view, toView: View = to.view
        if fromView.superview !== containerView { containerView.addSubview(fromView) }
        View.performWithoutAnimation { toView.frame = containerView.bounds }
        let animator: ViewControllerAnimatedTransitioning
        var interaction: ViewControllerInteractiveTransitioning?
        if animate {
            animator = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
                ?? NavigationSlideAnimator(operation: operation)
            interaction = delegate?.navigationController(self, interactionControllerFor: animator)
                ?? (operation == .pop ? edgePopInteraction : nil)
        } else {
            animator = ImmediateTransitionAnimator()
        }
        let context = TransitionContext(
            container: containerView, from: from, to: to, fromView: fromView, toView: toView, animated: animate,
            style: .fullScreen, animationController: animator, interactionController: interaction)
        context.setFrames(for: from, initial: containerView.bounds, final: .zero)
        context.setFrames(for: to, initial: .zero, final: containerView.bounds)
        activeTransition = context
        containerView.world.register(self)
        context.onComplete = { [self] completed in
            activeTransition = nil
            let shown = completed ? toView : fromView, hidden = completed ? fromView : toView
            hidden.removeFromSuperview()
            if shown.superview !== containerView { containerView.addSubview(shown) }
            View.performWithoutAnimation { shown.frame = containerView.bounds }
            settle(old: old, added: added, removed: removed, completed: completed)
            guard onScreen else { return }
            if completed {
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            } else {
                to.beginAppearanceTransition(false, animated: animate)
                to.endAppearanceTransition()
                from.beginAppearanceTransition(true, animated: animate)
                from.endAppearanceTransition()
            }
            if completed { delegate?.navigationController(self, didShow: to, animated: animate) }
        }
        delegate?.navigationController(self, willShow: to, animated: animate)
        if onScreen {
            from.beginAppearanceTransition(false, animated: animate)
            to.beginAppearanceTransition(true, animated: animate)
        }
        context.start()
        return true
    }

    /// Shows `to` instead of `from` with no transition (the view is not loaded, or one side is missing).
    private func swapAtOnce(from: ViewController?, to: ViewController?, onScreen: Bool) {
        if onScreen {
            from?.beginAppearanceTransition(false, animated: false)
            to?.beginAppearanceTransition(true, animated: false)
        }
        from?.viewIfLoaded?.removeFromSuperview()
        if let to {
            let toView: View = to.view
            View.performWithoutAnimation { toView.frame = containerView.bounds }
            containerView.addSubview(toView)
        }
        if onScreen {
            from?.endAppearanceTransition()
            to?.endAppearanceTransition()
        }
    }

    /// Finishes the parent–child moves of a stack change; a cancelled one restores the old stack.
    private func settle(old: [ViewController], added: [ViewController], removed: [ViewController], completed: Bool) {
        if completed {
            for controller in removed { controller.removeFromParent() }
            for controller in added { controller.didMove(toParent: self) }
        } else {
            stack = old
            for controller in added {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            for controller in removed { controller.didMove(toParent: self) }
        }
    }
}

extension NavigationController: AbandonedWithWorld {
    /// The world ended mid-transition: the transition, which holds the controllers (and, through its clean-up,
    /// this controller), is let go.
    func worldDidEnd(_ world: World) {
        if let transition = activeTransition, transition.containerView.world === world { activeTransition = nil }
    }
}
