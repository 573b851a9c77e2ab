import Foundation

/// Learns what a scroll view does: dragging, deceleration, animated scrolls (UIScrollViewDelegate).
///
/// ```swift
/// extension LockScreen: ScrollViewDelegate {
///     func scrollViewWillBeginDragging(_ scrollView: ScrollView) { isDragging = true }
///     func scrollViewDidScroll(_ scrollView: ScrollView) {
///         guard isDragging else { return }
///         if scrollView.contentOffset.y < -30 { … }
///     }
///     func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
///                                    targetContentOffset: UnsafeMutablePointer<CGPoint>) {
///         targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 100).rounded() * 100   // snap
///     }
/// }
/// ```
///
/// Every method is optional. For a fling the calls come in this order: `scrollViewWillBeginDragging`,
/// `scrollViewDidScroll`…, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate: true)`, `scrollViewWillBeginDecelerating`,
/// `scrollViewDidScroll`…, `scrollViewDidEndDecelerating`. A spring back after a pull past an edge counts as
/// deceleration. A touch that stops a deceleration ends it without `scrollViewDidEndDecelerating` (as UIKit).
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (dragging, decelerating, animating, the wheel, or set in code).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted: `velocity` is in points per millisecond (positive: the offset grows), and
    /// `targetContentOffset` points at where the deceleration will stop; write another offset there to make it
    /// stop there instead (paging and snapping).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` says whether the content moves on (coasting, or springing back).
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts to coast (or spring back) after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The coast (or spring back) came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// A `setContentOffset(_:animated: true)` arrived.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
