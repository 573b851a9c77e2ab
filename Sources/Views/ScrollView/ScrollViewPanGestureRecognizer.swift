import Foundation

/// The pan of a scroll view: a touch down tells the scroll view (a coast stops at once), and the pan fails
/// when the touch moves mainly along an axis the scroll view cannot scroll, so an enclosing scroll view (or
/// another recognizer) gets that drag.
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        scrollView?.touchDown()
    }

    override func movesAllowed(_ delta: CGPoint) -> Bool {
        guard let scrollView else { return false }
        let horizontal = abs(delta.x) > abs(delta.y)
        return horizontal ? scrollView.scrollsHorizontally : scrollView.scrollsVertically
    }

    /// The touch sequence is over (however it ended): the scroll view stops tracking.
    override func reset() {
        super.reset()
        scrollView?.trackingEnded()
    }
}
