import Foundation

/// Where a sequence of wheel notches goes: decided by its first notch and kept for the whole sequence (until the
/// wheel has been still for `gap` seconds), like macOS's scroll latching — so a list that scrolls an icon under
/// the pointer does not turn the rest of the turn into a press on that icon.
///
/// The first notch picks, walking up from the view under the pointer: a view with a pressure interaction (the
/// 3D-touch preview) → pressure; else the innermost scroll view whose content can move → scrolling; else
/// pressure, as without scroll views. While the button is down the wheel is always pressure (force on the touch).
struct WheelLatch {
    enum Target {
        case pressure
        case scroll
    }

    /// Seconds without notches that end a sequence.
    static let gap: TimeInterval = 0.3

    private(set) var target = Target.pressure
    private(set) weak var scrollView: ScrollView?
    private var lastNotch: TimeInterval = -.infinity

    /// The target of a notch at `time` over `hitView` (the view under the pointer), latching a new sequence.
    mutating func route(at time: TimeInterval, over hitView: @autoclosure () -> View?, touching: Bool) -> Target {
        defer { lastNotch = time }
        if touching {
            target = .pressure
            scrollView = nil
            return target
        }
        let continues = time - lastNotch <= WheelLatch.gap && (target == .pressure || scrollView != nil)
        if continues { return target }
        target = .pressure
        scrollView = nil
        var v = hitView()
        while let view = v {
            if !view.pressureInteractions.isEmpty { break }
            if let scroll = view as? ScrollView, scroll.acceptsWheel {
                target = .scroll
                scrollView = scroll
                break
            }
            v = view.superview
        }
        return target
    }
}
