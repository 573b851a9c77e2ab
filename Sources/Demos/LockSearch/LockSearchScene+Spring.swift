import Views

/// Show More's spring on screen: a line at the foot of the lock screen names the spring and its physics while
/// Show More moves (seed 000's is so overdamped that it looks stuck without it), and S switches to a brisk one.
extension LockSearchScene {
    func addSpringPill() {
        springPill.backgroundColor = Color(white: 0.06, alpha: 0.8)
        springPill.cornerRadius = 14
        springPill.isUserInteractionEnabled = false
        springPill.alpha = 0
        springPill.frame = CGRect(x: 10, y: content.bounds.height - 40, width: content.bounds.width - 20, height: 28)
        springLabel.textAlignment = .center
        springLabel.frame = springPill.bounds.insetBy(dx: 8, dy: 0)
        springPill.addSubview(springLabel)
        // Under the blur: a search, a menu or Settings over the lock screen covers it like the widgets.
        content.insertSubview(springPill, belowSubview: blurView)
    }

    /// S: the other spring, for the next Show More (and the one after).
    func switchShowMoreSpring() {
        showMoreSpring = showMoreSpring == .seed ? .brisk : .seed
        widgetCell?.spring = showMoreSpring
        showSpringPill(hidingAfter: 3)
    }

    /// A Show More spring started: the line shows until it settles.
    func showMoreStarted(_ animator: ViewPropertyAnimator) {
        showSpringPill(hidingAfter: nil)
        let showing = springPillShowings
        animator.addCompletion { [weak self] _ in
            guard let self, self.springPillShowings == showing else { return }
            self.hideSpringPill(after: 1)
        }
    }

    private func showSpringPill(hidingAfter delay: TimeInterval?) {
        springPillShowings += 1
        springLabel.text = showMoreSpring.summary
        View.animate(withDuration: 0.2, delay: 0, options: .beginFromCurrentState, animations: { self.springPill.alpha = 1 })
        if let delay { hideSpringPill(after: delay) }
    }

    private func hideSpringPill(after delay: TimeInterval) {
        View.animate(withDuration: 0.4, delay: delay, options: .beginFromCurrentState, animations: { self.springPill.alpha = 0 })
    }
}
