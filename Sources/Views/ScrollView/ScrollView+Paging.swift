import Foundation

/// Paging (UIScrollView.isPagingEnabled): the content comes to rest on multiples of the scroll view's size.
///
/// ```swift
/// pager.isPagingEnabled = true        // a fling turns one page; a wheel turn turns one page
/// ```
///
/// A release goes to the next page in the direction of a fling (faster than 0.2 pt/ms), else to the nearest
/// page, at most one page from where the content is; the delegate's `scrollViewWillEndDragging` sees that page
/// as `targetContentOffset`, and a different value written there is ignored with UIKit's diagnostic ("Stop
/// offset can not be modified for paging scroll views"). A wheel turn (notches less than 0.3 s apart) turns one
/// page.
extension ScrollView {
    /// The page a release at `offset` with `velocity` (points per millisecond) goes to, along one axis.
    func pagedTarget(_ offset: CGFloat, velocity: CGFloat, page: CGFloat, lower: CGFloat, upper: CGFloat) -> CGFloat {
        guard page > 0 else { return offset }
        let current = offset / page
        var index = current.rounded()
        if velocity > 0.2 { index = current.rounded(.down) + 1 } else if velocity < -0.2 { index = current.rounded(.up) - 1 }
        return min(max(index * page, lower), upper)
    }

    /// The wheel's target for a paging scroll view: one page further in the direction of `delta` from the page
    /// the content is on, once per turn (nil: this notch belongs to a turn that already turned a page).
    func pagedWheelTarget(from current: CGPoint, delta: CGPoint) -> CGPoint? {
        let now = world.now
        defer { lastPagingWheelTime = now }
        if now - lastPagingWheelTime < 0.3 { return nil }
        var target = current
        let lo = minimumOffset, hi = maximumOffset
        if contentOverflowsHorizontally, delta.x != 0, bounds.width > 0 {
            let index = (current.x / bounds.width).rounded() + (delta.x > 0 ? 1 : -1)
            target.x = min(max(index * bounds.width, lo.x), hi.x)
        }
        if contentOverflowsVertically, delta.y != 0, bounds.height > 0 {
            let index = (current.y / bounds.height).rounded() + (delta.y > 0 ? 1 : -1)
            target.y = min(max(index * bounds.height, lo.y), hi.y)
        }
        return target
    }
}
