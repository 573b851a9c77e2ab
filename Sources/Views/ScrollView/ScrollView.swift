import Foundation

/// A view whose content scrolls under the finger with iOS's physics (UIScrollView).
///
/// ```swift
/// let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
/// scrollView.contentSize = CGSize(width: 375, height: 3000)
/// scrollView.delegate = self
/// scrollView.addSubview(longContent)            // in content coordinates
/// scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
/// ```
///
/// `contentOffset` is the bounds' origin. Dragging moves the content 1:1 inside its bounds and with the rubber
/// band past an edge ((1 − 1/(x·0.55/d + 1))·d for x points past it, d the view's size along that axis).
/// Released, it coasts: the speed decays by `decelerationRate` every millisecond and it stops exactly where
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` was told (or where the delegate wrote). Past
/// an edge, it springs back (critically damped, about half a second) carrying the release velocity; a coast
/// that hits an edge overshoots with the same spring. A touch down stops the motion at once. The mouse wheel
/// scrolls it (see `InputDispatcher`). The motion runs from a display link on the world's frame scheduler,
/// paused while the content rests.
open class ScrollView: View {
    /// How fast a coast slows down: the fraction of the speed kept each millisecond
    /// (UIScrollView.DecelerationRate).
    ///
    /// ```swift
    /// scrollView.decelerationRate = .fast                               // a short coast, for paging
    /// scrollView.decelerationRate = ScrollView.DecelerationRate(rawValue: 0.995)
    /// ```
    nonisolated public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998: a long, gentle coast.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99: a short one (paging, snapping).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    public weak var delegate: ScrollViewDelegate?
    /// The size of the content, in content coordinates.
    public var contentSize: CGSize = .zero { didSet { if contentSize != oldValue { contentGeometryDidChange() } } }
    /// Extra room around the content (the offset then runs from −top to contentHeight + bottom − height).
    public var contentInset: EdgeInsets = .zero { didSet { if contentInset != oldValue { contentGeometryDidChange() } } }
    /// Whether dragging and the wheel scroll the content.
    public var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Whether the content may go past its edges (with the rubber band) and spring back.
    public var bounces = true
    /// Whether a vertical drag bounces even when the content is not taller than the view.
    public var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content is not wider than the view.
    public var alwaysBounceHorizontal = false
    /// How fast a coast slows down.
    public var decelerationRate = DecelerationRate.normal
    /// Whether the content comes to rest on multiples of the view's size (a fling or a wheel turn turns one
    /// page; see ScrollView+Paging).
    public var isPagingEnabled = false
    /// When the wheel last turned a paging scroll view (notches of one turn turn one page).
    var lastPagingWheelTime: TimeInterval = -.infinity
    /// Whether a bar shows where the content is along y while the user scrolls.
    public var showsVerticalScrollIndicator = true
    /// Whether a bar shows where the content is along x while the user scrolls.
    public var showsHorizontalScrollIndicator = true

    /// True from the touch going down in the scroll view until it lifts.
    public internal(set) var isTracking = false
    /// True from the moment a drag moves the content until the finger lifts.
    public internal(set) var isDragging = false
    /// True while the content coasts or springs back after a drag.
    public internal(set) var isDecelerating = false

    /// The pan that drags the content; add `require(toFail:)` relations or a delegate to it as in UIKit.
    public let panGestureRecognizer: PanGestureRecognizer

    // Motion state (see ScrollView+Motion).
    var motionX = AxisMotion.idle
    var motionY = AxisMotion.idle
    /// Whether the running motion is a `setContentOffset(_:animated: true)`.
    var isScrollAnimating = false
    var motionLink: DisplayLink?
    weak var motionLinkWorld: World?
    // Drag state (see ScrollView+Dragging).
    var dragOrigin = CGPoint.zero
    // Indicators (see ScrollView+Indicators).
    var verticalIndicator: View?
    var horizontalIndicator: View?
    var indicatorsShown = false

    public override init() {
        panGestureRecognizer = ScrollViewPanGestureRecognizer()
        super.init()
        setUp()
    }

    public override init(frame: CGRect) {
        panGestureRecognizer = ScrollViewPanGestureRecognizer()
        super.init(frame: frame)
        setUp()
    }

    private func setUp() {
        clipsToBounds = true
        (panGestureRecognizer as? ScrollViewPanGestureRecognizer)?.scrollView = self
        panGestureRecognizer.addTarget(self, action: ScrollView.handlePan)
        addGestureRecognizer(panGestureRecognizer)
    }

    isolated deinit {
        motionLink?.invalidate()
    }

    // MARK: Offset

    /// Where the content is scrolled to: the bounds' origin. Setting it stops any motion.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Scrolls to `offset`, at once or animated (about 0.3 s, then `scrollViewDidEndScrollingAnimation`).
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        if animated {
            animateScroll(to: offset)
        } else {
            stopMotion()
            applyOffset(offset)
        }
    }

    /// Scrolls the least that brings `rect` (content coordinates) into view; nothing when it is in view already
    /// (UIScrollView.scrollRectToVisible). A rect larger than the view brings in its top-left part.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        var offset = contentOffset
        if rect.maxX > visible.maxX { offset.x = rect.maxX - visible.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > visible.maxY { offset.y = rect.maxY - visible.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        let low = minimumOffset, high = maximumOffset
        offset.x = min(max(offset.x, low.x), high.x)
        offset.y = min(max(offset.y, low.y), high.y)
        guard offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }

    /// The inset the offsets are measured with (UIKit adds safe-area insets; here it is `contentInset`).
    public var adjustedContentInset: EdgeInsets { contentInset }

    /// The smallest offset at rest: −inset.left, −inset.top.
    var minimumOffset: CGPoint { CGPoint(x: -contentInset.left, y: -contentInset.top) }

    /// The largest offset at rest: the far edge of the content (plus its inset) at the far edge of the view.
    var maximumOffset: CGPoint {
        let size = bounds.size
        let x = contentSize.width + contentInset.right - size.width, y = contentSize.height + contentInset.bottom - size.height
        // Plain comparisons: this runs every frame of a motion (debug builds box generic `max`).
        return CGPoint(x: x > -contentInset.left ? x : -contentInset.left, y: y > -contentInset.top ? y : -contentInset.top)
    }

    /// Whether the content is longer than the view along x (so dragging and the wheel move it).
    var contentOverflowsHorizontally: Bool { maximumOffset.x > minimumOffset.x }
    /// Whether the content is longer than the view along y.
    var contentOverflowsVertically: Bool { maximumOffset.y > minimumOffset.y }
    /// Whether a drag moves the content along x.
    var scrollsHorizontally: Bool { contentOverflowsHorizontally || (bounces && alwaysBounceHorizontal) }
    /// Whether a drag moves the content along y.
    var scrollsVertically: Bool { contentOverflowsVertically || (bounces && alwaysBounceVertical) }

    /// `offset` limited to the range at rest.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let lo = minimumOffset, hi = maximumOffset
        return CGPoint(x: min(max(offset.x, lo.x), hi.x), y: min(max(offset.y, lo.y), hi.y))
    }

    /// Moves the content to `offset` (no animation) and tells the delegate if it moved.
    func applyOffset(_ offset: CGPoint) {
        guard offset != bounds.origin else { return }
        withoutRecording {
            var b = bounds
            b.origin = offset
            bounds = b
        }
        if indicatorsShown { layoutIndicators() }
        delegate?.scrollViewDidScroll(self)
    }

    /// Runs `body` so that its changes are not animated; binds nothing (allocates nothing) when no animation
    /// block is being recorded, which is every frame of the scroll view's own motion.
    func withoutRecording(_ body: () -> Void) {
        if AnimationRecorder.current == nil { body() } else { View.performWithoutAnimation(body) }
    }

    /// Called when the content size or insets change.
    func contentGeometryDidChange() {
        if indicatorsShown { layoutIndicators() }
    }

    // MARK: Touches

    /// While the content moves on its own, a touch lands on the scroll view itself: it stops the motion and
    /// does not reach the content (a tap on a coasting list does not select a row).
    open override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        return hit != nil && (isDecelerating || isScrollAnimating) ? self : hit
    }
}
