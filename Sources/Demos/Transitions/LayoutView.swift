import Views

/// A root view that hands its layout to its controller: `onLayout` runs with the bounds on every layout pass.
final class LayoutView: View {
    var onLayout: ((CGRect) -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?(bounds)
    }
}
