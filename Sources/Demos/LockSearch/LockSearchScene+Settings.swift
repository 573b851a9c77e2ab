import Views

/// Edit presents Settings with the custom transition; a click during the non-interactive present pauses it,
/// then a drag finishes or cancels it (seed 000, chapter 23, and seed 003). Pulling the table down presents it
/// interactively (LockSearchScene+Table).
extension LockSearchScene: ViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? {
        presentTransition
    }

    public func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        presentTransition
    }

    /// Presents Settings with the blur injected as auxiliary animations.
    func presentSettings() {
        guard lockController.presentedViewController == nil else { return }
        presentTransition.auxAnimations = blurAnimations(true)
        presentTransition.auxAnimationsCancel = blurAnimations(false)
        let settings = EditWidgetsViewController()
        settings.modalPresentationStyle = .overFullScreen
        settings.transitioningDelegate = self
        settings.didDismiss = { [unowned self] in self.toggleBlur(false) }
        settingsController = settings
        lockController.present(settings, animated: true, completion: nil)
    }

    // MARK: Interrupting the present

    /// A touch during the non-interactive present pauses it; returns whether it was used. The drag that
    /// follows belongs to the lock screen, not to the table under the finger: the table does not scroll until
    /// the touch lifts.
    func touchesBegan(_ touches: Set<Touch>) -> Bool {
        guard presentTransition.wantsInteractiveStart == false, presentTransition.animator != nil,
              let touch = touches.first else { return false }
        touchesStartPointY = touch.location(in: content).y
        tableView.isScrollEnabled = false
        presentTransition.interruptTransition()
        return true
    }

    /// The touch lifted (or was taken away): the table scrolls again.
    func touchesEnded() {
        tableView.isScrollEnabled = true
    }

    /// Dragging 40 pt down finishes the paused present, 40 pt up cancels it.
    func touchesMoved(_ touches: Set<Touch>) -> Bool {
        guard let startY = touchesStartPointY, let touch = touches.first else { return false }
        let currentPoint = touch.location(in: content).y
        if currentPoint < startY - 40 {
            touchesStartPointY = nil
            presentTransition.animator?.addCompletion { _ in
                self.blurView.effect = nil
            }
            presentTransition.cancel()
        } else if currentPoint > startY + 40 {
            touchesStartPointY = nil
            presentTransition.finish()
        }
        return true
    }
}
