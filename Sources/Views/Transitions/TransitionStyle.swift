import Foundation

/// Which animation a `TransitionAnimator` gives one transition: a zoom from a view (Photos), a slide from an
/// edge, a shrink-and-fade, or an animation controller of your own; with an optional duration of its own.
///
/// ```swift
/// let animator = TransitionAnimator(duration: 0.4) { from, to, operation in
///     switch to {
///     case is PhotoController: return .zoom(from: selectedThumbnail)      // A
///     case is ComposeController: return .slide(from: .right)              // B
///     default: return nil                                                 // C: the system's
///     }
/// }
/// ```
///
/// Each style plays forward for push and present (the new view arrives) and backward for pop and dismiss
/// (the old view leaves the same way): `.zoom` grows the new view out of the source view's frame and shrinks
/// it back into it, `.slide` brings it in from the edge over the old one (which moves a little the other
/// way), `.shrink` grows it from nothing and fades it in, and shrinks it away while it fades out — so a pinch
/// that scrubs a dismissal's progress as `1 − scale` keeps the view exactly as big as the fingers say.
public struct TransitionStyle {
    enum Kind {
        case zoom(from: ZoomSource)
        case slide(from: RectEdge)
        case shrink
        case custom(ViewControllerAnimatedTransitioning)
    }

    let kind: Kind
    /// The duration of this transition; nil: the animator's.
    public var duration: TimeInterval?

    /// Grows the new view out of `view`'s frame (and, going back, shrinks it into it), as Photos does.
    public static func zoom(from view: View, duration: TimeInterval? = nil) -> TransitionStyle {
        TransitionStyle(kind: .zoom(from: ZoomSource(view: view)), duration: duration)
    }

    /// Slides the new view in from `edge` (and, going back, out toward it) over the old one.
    public static func slide(from edge: RectEdge = .right, duration: TimeInterval? = nil) -> TransitionStyle {
        TransitionStyle(kind: .slide(from: edge), duration: duration)
    }

    /// Grows the new view from nothing while it fades in (and, going back, shrinks it away while it fades out).
    public static func shrink(duration: TimeInterval? = nil) -> TransitionStyle {
        TransitionStyle(kind: .shrink, duration: duration)
    }

    /// Your own animation controller (its `transitionDuration` counts, not `duration`).
    public static func custom(_ animator: ViewControllerAnimatedTransitioning) -> TransitionStyle {
        TransitionStyle(kind: .custom(animator), duration: nil)
    }
}

/// The view a zoom grows from, held weakly.
final class ZoomSource {
    weak var view: View?
    init(view: View) { self.view = view }
}
