import Foundation

/// The pointer over views with no button down: the hover recognizers on the view under it and its ancestors.
extension InputDispatcher {
    /// The pointer moved to `point` with no button down: hover recognizers it left end, those it is over
    /// begin or change.
    func updateHover(at point: CGPoint) {
        pointerIsInside = true
        // The recognizers under the pointer, gathered in storage kept between calls (no array per move).
        var over = hoverScratch
        hoverScratch = []
        over.removeAll(keepingCapacity: true)
        var view = root.hitTest(root.convert(point, from: nil), with: nil)
        while let current = view {
            for case let hover as HoverGestureRecognizer in current.gestureRecognizers ?? [] where hover.isEnabled {
                over.append(hover)
            }
            view = current.superview
        }
        for hover in hovering where !over.contains(where: { $0 === hover }) { hover.endHover() }
        swap(&hovering, &over)
        hoverScratch = over
        for hover in hovering { hover.hover(at: point) }
    }

    /// The pointer left the window (or a button went down): every hover ends.
    public func pointerExited() {
        pointerIsInside = false
        let ended = hovering
        hovering = []
        for hover in ended { hover.endHover() }
    }
}
