import Views

/// Edit presents Settings with the custom transition; pulling the widget table down presents it
/// interactively; a click during the non-interactive present pauses it, then a drag finishes or cancels it
/// (seed 000, chapter 23, and seed 003).
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

    func editTapped(_ recognizer: TapGestureRecognizer) {
        presentTransition.wantsInteractiveStart = false
        presentSettings()
    }

    // MARK: Pull to present (the table's "scroll view")

    /// The pull may start only while nothing is presented or being presented.
    var canPullToPresent: Bool {
        lockController.presentedViewController == nil && presentTransition.animator == nil
    }

    func tablePanned(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            isDragging = true
        case .changed:
            guard isDragging else { return }
            let pull = max(0, pan.translation(in: content).y)
            View.performWithoutAnimation { tableView.bounds.origin.y = -pull * 0.6 }
            if !isPresentingSettings && pull > 30 {
                isPresentingSettings = true
                presentTransition.wantsInteractiveStart = true
                presentSettings()
                return
            }
            if isPresentingSettings {
                let progress = max(0.0, min(1.0, (pull - 30) / 90.0))
                presentTransition.update(progress)
            }
        case .ended, .cancelled:
            let pull = max(0, pan.translation(in: content).y)
            if isPresentingSettings {
                let progress = max(0.0, min(1.0, (pull - 30) / 90.0))
                if progress > 0.5 { presentTransition.finish() } else { presentTransition.cancel() }
            }
            isPresentingSettings = false
            isDragging = false
            ViewPropertyAnimator(duration: 0.4, dampingRatio: 0.8) { self.tableView.bounds.origin.y = 0 }.startAnimation()
        default:
            break
        }
    }

    // MARK: Interrupting the present

    /// A touch during the non-interactive present pauses it; returns whether it was used.
    func touchesBegan(_ touches: Set<Touch>) -> Bool {
        guard presentTransition.wantsInteractiveStart == false, presentTransition.animator != nil,
              let touch = touches.first else { return false }
        touchesStartPointY = touch.location(in: content).y
        presentTransition.interruptTransition()
        return true
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
