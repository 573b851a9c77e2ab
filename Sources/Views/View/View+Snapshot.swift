import Foundation

extension View {
    /// A frozen copy of the view's current on-screen appearance and subtree, framed at the origin with the
    /// view's size and no transform (UIView.snapshotView). The copy neither animates nor receives touches.
    public func snapshotView(afterScreenUpdates: Bool) -> View? {
        let copy = snapshotTree()
        View.performWithoutAnimation {
            copy.transform = .identity
            copy.center = CGPoint(x: copy.bounds.width / 2, y: copy.bounds.height / 2)
            copy.bounds.origin = bounds.origin
        }
        return copy
    }

    private func snapshotTree() -> View {
        let copy = makeSnapshotCopy()
        let p = presentationValues
        View.performWithoutAnimation {
            copy.center = p.center
            copy.bounds = p.bounds
            copy.transform = p.transform
            copy.alpha = p.alpha
            copy.backgroundColor = p.backgroundColor
            copy.cornerRadius = p.cornerRadius
            copy.borderWidth = p.borderWidth
            copy.borderColor = p.borderColor
        }
        copy.isHidden = isHidden
        copy.clipsToBounds = clipsToBounds
        copy.borderDashPattern = borderDashPattern
        copy.isUserInteractionEnabled = false
        copy.tag = tag
        for sub in subviews { copy.addSubview(sub.snapshotTree()) }
        copy.needsLayout = false
        copy.subtreeNeedsLayout = false
        return copy
    }
}
