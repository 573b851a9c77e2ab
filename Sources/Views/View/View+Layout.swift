import Foundation

extension View {
    /// Marks the view for layout on the next layout pass.
    public func setNeedsLayout() {
        needsLayout = true
        if let block = AnimationRecorder.current?.group as? LayerAnimationGroup, block.laysOutSubviews {
            block.noteLayoutRequest(self)
        }
        var v: View? = self
        while let current = v, !current.subtreeNeedsLayout || current === self {
            current.subtreeNeedsLayout = true
            v = current.superview
        }
    }

    /// Lays out this view and its subtree now where needed. Inside an animation block the frame changes animate.
    public func layoutIfNeeded() {
        guard subtreeNeedsLayout || needsLayout else { return }
        subtreeNeedsLayout = false
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for sub in subviews { sub.layoutIfNeeded() }
    }

    /// Whether this view or a descendant waits for layout.
    public var needsLayoutPass: Bool { subtreeNeedsLayout || needsLayout }
}
