import Foundation

extension Window {
    /// Steps back one level, as Escape on a keyboard does: the controller on top (the last one presented, else
    /// the root) is asked first (`accessibilityPerformEscape()`: a navigation controller pops); a presented
    /// controller that does nothing is dismissed, animated. Returns whether anything stepped back — false at
    /// the root with nothing to pop, where the host may leave the scene.
    ///
    /// ```swift
    /// if key == .escape, window.performEscape() { return true }
    /// ```
    ///
    /// While a presentation or dismissal runs, Escape is taken and does nothing more (it does not stack).
    @discardableResult
    public func performEscape() -> Bool {
        guard var top = rootViewController else { return false }
        while let presented = top.presentedViewController, presented !== top { top = presented }
        if top.isBeingPresented || top.isBeingDismissed { return true }
        if top.accessibilityPerformEscape() { return true }
        guard top.presentingViewController != nil else { return false }
        top.dismiss(animated: true)
        return true
    }
}

extension View {
    /// The windows in this view's subtree, front-most last (depth first, in drawing order).
    var windowsInSubtree: [Window] {
        var found: [Window] = []
        func visit(_ view: View) {
            if let window = view as? Window { found.append(window) }
            for subview in view.subviews where !subview.isHidden { visit(subview) }
        }
        visit(self)
        return found
    }
}
