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

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}
