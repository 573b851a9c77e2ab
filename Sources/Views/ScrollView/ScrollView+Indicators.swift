import Foundation

/// The scroll indicators, as iOS draws them: a thin dark bar along the right (and bottom) edge whose length is
/// the visible part of the content, shrinking past an edge; shown while the user scrolls, faded out half a
/// second after the content comes to rest. Only for content longer than the view.
extension ScrollView {
    static let indicatorThickness: CGFloat = 3
    static let indicatorInset: CGFloat = 2.5
    static let indicatorMinimumLength: CGFloat = 36

    /// Makes the indicators visible for a moment (UIScrollView.flashScrollIndicators).
    public func flashScrollIndicators() {
        showIndicators()
        fadeIndicators()
    }

    /// Places the indicators for the current offset (called whenever the content moved).
    func layoutIndicators() {
        layoutIndicator(vertical: true)
        layoutIndicator(vertical: false)
    }

    private func layoutIndicator(vertical: Bool) {
        let shows = vertical ? showsVerticalScrollIndicator && contentOverflowsVertically
            : showsHorizontalScrollIndicator && contentOverflowsHorizontally
        let existing = vertical ? verticalIndicator : horizontalIndicator
        guard shows else {
            existing?.isHidden = true
            return
        }
        let indicator = existing ?? makeIndicator(vertical: vertical)
        indicator.isHidden = false
        let offset = vertical ? contentOffset.y : contentOffset.x
        let lo = vertical ? minimumOffset.y : minimumOffset.x, hi = vertical ? maximumOffset.y : maximumOffset.x
        let size = vertical ? bounds.height - contentInset.top - contentInset.bottom
            : bounds.width - contentInset.left - contentInset.right
        let content = vertical ? contentSize.height : contentSize.width
        let track = size - 2 * ScrollView.indicatorInset
        // Plain comparisons: this runs every frame of a motion (debug builds box generic `min` / `max`).
        var length = track * size / (content > 1 ? content : 1)
        if length < ScrollView.indicatorMinimumLength { length = ScrollView.indicatorMinimumLength }
        // Past an edge the bar shortens by the overscroll, as on iOS.
        if offset < lo { length -= lo - offset } else if offset > hi { length -= offset - hi }
        if length < 7 { length = 7 }
        if length > track { length = track }
        var progress = hi > lo ? (offset - lo) / (hi - lo) : 0
        if progress < 0 { progress = 0 } else if progress > 1 { progress = 1 }
        let along = offset + (vertical ? contentInset.top : contentInset.left) + ScrollView.indicatorInset
            + progress * (track - length)
        let t = ScrollView.indicatorThickness, i = ScrollView.indicatorInset
        let frame = vertical
            ? CGRect(x: contentOffset.x + bounds.width - t - i, y: along, width: t, height: length)
            : CGRect(x: along, y: contentOffset.y + bounds.height - t - i, width: length, height: t)
        if indicator.frame != frame { withoutRecording { indicator.frame = frame } }
    }

    private func makeIndicator(vertical: Bool) -> View {
        let indicator = View()
        indicator.isUserInteractionEnabled = false
        indicator.backgroundColor = Color(white: 0, alpha: 0.35)
        indicator.cornerRadius = ScrollView.indicatorThickness / 2
        indicator.alpha = 0
        addSubview(indicator)
        if vertical { verticalIndicator = indicator } else { horizontalIndicator = indicator }
        return indicator
    }

    /// Shows the indicators at once, on top of the content.
    func showIndicators() {
        guard !indicatorsShown else { return }
        indicatorsShown = true
        layoutIndicators()
        for indicator in [verticalIndicator, horizontalIndicator].compactMap({ $0 }) {
            indicator.layer.removeAllAnimations()
            indicator.alpha = 1
            if subviews.last !== indicator { bringSubviewToFront(indicator) }
        }
    }

    /// Fades the indicators out after a moment.
    func fadeIndicators() {
        guard indicatorsShown else { return }
        indicatorsShown = false
        let indicators = [verticalIndicator, horizontalIndicator].compactMap { $0 }
        View.animate(withDuration: 0.3, delay: 0.5, options: [], animations: {
            for indicator in indicators { indicator.alpha = 0 }
        })
    }
}
