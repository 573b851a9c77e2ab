import Foundation

extension TransitionAnimator {
    /// Whether an interactive transition is being driven (by a gesture or the finishing display link).
    public var isInteracting: Bool { interaction != nil }

    /// Makes the next transition interactive: call from a gesture's `.began`, just before `present`,
    /// `dismiss`, `push` or `pop`. Returns the interaction controller it will drive.
    @discardableResult
    public func beginInteraction() -> PercentDrivenInteractiveTransition {
        stopFinishLink()
        let interaction = PercentDrivenInteractiveTransition()
        self.interaction = interaction
        progress = 0
        return interaction
    }

    /// Scrubs the interactive transition to `progress` (0…1).
    public func updateInteraction(_ progress: CGFloat) {
        guard let interaction, finishLink == nil else { return }
        self.progress = min(max(progress, 0), 1)
        interaction.update(self.progress)
    }

    /// Ends the interaction with seed 002's rule: past `finishThreshold`, a display link advances the progress
    /// every frame (by `finishRate` per second) to 0.98, then calls `finish()`; otherwise `cancel()` plays it
    /// back. `cancelled` (a gesture that was cancelled) always cancels.
    public func endInteraction(cancelled: Bool = false) {
        guard let interaction, finishLink == nil else { return }
        guard !cancelled, progress > finishThreshold else {
            self.interaction = nil
            interaction.cancel()
            return
        }
        let link = DisplayLink { [weak self] link in
            guard let self, let interaction = self.interaction else { return link.invalidate() }
            self.progress = min(self.progress + self.finishRate * CGFloat(link.duration), 0.98)
            if self.progress >= 0.98 {
                self.stopFinishLink()
                self.interaction = nil
                interaction.update(self.progress)
                interaction.finish()
            } else {
                interaction.update(self.progress)
            }
        }
        finishLink = link
        link.add(to: .main, forMode: .common)
    }

    private func stopFinishLink() {
        finishLink?.invalidate()
        finishLink = nil
    }
}
