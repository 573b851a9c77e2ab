import Foundation

extension TabBarController {
    /// Shows `to` instead of `from`: in a transition context when the delegate gives an animation controller
    /// and the view is in a window, else at once. A cancelled switch puts `oldIndex` back.
    func runSwitch(from: ViewController?, to: ViewController, oldIndex: Int) {
        guard isViewLoaded else { return }
        let onScreen = isAppearingOrAppeared
        guard let from, from !== to, view.window != nil,
              let animator = panAnimator(from: from, to: to) ?? delegate?.tabBarController(
                self, animationControllerForTransitionFrom: from, to: to) else {
            swapAtOnce(from: from, to: to, onScreen: onScreen)
            finishSwitch()
            return
        }
        let fromView: View = from.view, toView: View = to.view
        if fromView.superview !== containerView { containerView.addSubview(fromView) }
        View.performWithoutAnimation { toView.frame = containerView.bounds }
        // A switch the content drag started is driven by the drag.
        let interaction = panInteraction ?? delegate?.tabBarController(self, interactionControllerFor: animator)
        let context = TransitionContext(
            container: containerView, from: from, to: to, fromView: fromView, toView: toView, animated: true,
            style: .fullScreen, animationController: animator, interactionController: interaction)
        context.setFrames(for: from, initial: containerView.bounds, final: .zero)
        context.setFrames(for: to, initial: .zero, final: containerView.bounds)
        activeTransition = context
        context.onComplete = { [self] completed in
            activeTransition = nil
            if !completed { selected = oldIndex }
            let shown = completed ? toView : fromView, hidden = completed ? fromView : toView
            hidden.removeFromSuperview()
            if shown.superview !== containerView { containerView.addSubview(shown) }
            View.performWithoutAnimation { shown.frame = containerView.bounds }
            if onScreen {
                if completed {
                    from.endAppearanceTransition()
                    to.endAppearanceTransition()
                } else {
                    to.beginAppearanceTransition(false, animated: true)
                    to.endAppearanceTransition()
                    from.beginAppearanceTransition(true, animated: true)
                    from.endAppearanceTransition()
                }
            }
            finishSwitch()
        }
        if onScreen {
            from.beginAppearanceTransition(false, animated: true)
            to.beginAppearanceTransition(true, animated: true)
        }
        context.start()
    }

    /// After a switch: the bar shows the selection, and a tab tapped meanwhile is selected now.
    private func finishSwitch() {
        tabBar.select(pendingIndex ?? selected)
        guard let pending = pendingIndex else { return }
        pendingIndex = nil
        if pending != selected { select(pending, userInitiated: true) }
    }

    /// Shows `to` instead of `from` with no transition.
    func swapAtOnce(from: ViewController?, to: ViewController?, onScreen: Bool) {
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

    // MARK: Interactive switching

    /// The animation controller a content drag asked the delegate for (kept from `shouldBegin`).
    private func panAnimator(from: ViewController, to: ViewController) -> ViewControllerAnimatedTransitioning? {
        guard panInteraction != nil, let animator = panDelegate.animator else { return nil }
        panDelegate.animator = nil
        return animator
    }

    /// The tab a horizontal drag by `dx` points switches to (left: the next one), if there is one.
    func panTargetIndex(forDrag dx: CGFloat) -> Int? {
        guard dx != 0 else { return nil }
        let target = dx < 0 ? selected + 1 : selected - 1
        return tabs.indices.contains(target) ? target : nil
    }

    func handleSwitchPan(_ pan: PanGestureRecognizer) {
        guard let target = panTarget, let origin = panDelegate.fromIndex else { return }
        let width = max(containerView.bounds.width, 1)
        // Toward a later tab the finger moves left.
        let forward: CGFloat = target > origin ? -1 : 1
        let progress = min(max(pan.translation(in: containerView).x * forward / width, 0), 1)
        switch pan.state {
        case .began:
            let interaction = PercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            panInteraction = interaction
            select(target, userInitiated: true)
            interaction.update(progress)
            if pendingIndex == nil { tabBar.select(origin) }
        case .changed:
            panInteraction?.update(progress)
            if pendingIndex == nil { tabBar.select(progress > 0.5 ? target : origin) }
        case .ended:
            let velocity = pan.velocity(in: containerView).x * forward
            let interaction = panInteraction
            endPan()
            let finishes = TabBarController.switchFinishes(progress: progress, velocity: velocity)
            // The bar shows where the page is going from the moment the finger lifts (a flick at 30 %).
            if pendingIndex == nil { tabBar.select(finishes ? target : origin) }
            if finishes {
                interaction?.finish()
            } else {
                interaction?.cancel()
            }
        case .cancelled, .failed:
            let interaction = panInteraction
            endPan()
            interaction?.cancel()
        case .possible:
            break
        }
    }

    private func endPan() {
        panInteraction = nil
        panTarget = nil
        panDelegate.animator = nil
        panDelegate.fromIndex = nil
    }

    /// Whether a released drag switches: past half way, or still moving toward the new tab.
    public static func switchFinishes(progress: CGFloat, velocity: CGFloat) -> Bool {
        progress > 0.5 || velocity > 0
    }
}

/// Lets the content drag begin only when it is mostly horizontal, no switch runs, there is a tab that way,
/// the delegate allows selecting it and gives an animation controller for it.
final class TabSwitchGestureDelegate: GestureRecognizerDelegate {
    weak var tabs: TabBarController?
    /// The animation controller asked for when the drag began, used by the switch it starts.
    var animator: ViewControllerAnimatedTransitioning?
    /// The selected index when the drag began.
    var fromIndex: Int?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let tabs, let pan = gestureRecognizer as? PanGestureRecognizer, tabs.activeTransition == nil,
              tabs.pendingIndex == nil, let delegate = tabs.delegate else { return false }
        let t = pan.translation(in: tabs.containerView)
        guard abs(t.x) > abs(t.y), let target = tabs.panTargetIndex(forDrag: t.x),
              let from = tabs.selectedViewController else { return false }
        let to = tabs.tabs[target]
        guard delegate.tabBarController(tabs, shouldSelect: to),
              let animator = delegate.tabBarController(tabs, animationControllerForTransitionFrom: from, to: to) else {
            return false
        }
        self.animator = animator
        fromIndex = tabs.selected
        tabs.panTarget = target
        return true
    }
}
