import Views

/// A small blurred box with one label: the menu that pops from a pressed icon (seed 000's IconEffectView).
final class IconEffectView: VisualEffectView {
    let label = Label(text: "Custom Action", font: .systemFont(ofSize: 18, weight: .semibold), color: Color(white: 0.1))

    init(blur: BlurEffect.Style) {
        super.init(effect: BlurEffect(style: blur))
        cornerRadius = 14
        clipsToBounds = true
        // It only shows: the wheel and clicks reach the icons and the blur beneath it.
        isUserInteractionEnabled = false
        label.textAlignment = .center
        contentView.addSubview(label)
    }

    /// The label keeps the width its text needs (never truncated while the menu shrinks back into the icon:
    /// the card clips it as it fades), centred in the card; laid out inside the menu's animations, it moves
    /// with them.
    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        let width = max(b.width, label.intrinsicContentSize.width + 24)
        label.bounds = CGRect(x: 0, y: 0, width: width, height: b.height)
        label.center = CGPoint(x: b.midX, y: b.midY)
    }
}
