import Views

/// A rounded, tappable row of the phone's lists: a title, a detail line and the key that does the same.
final class DemoRow: PressHighlightingView {
    private let titleLabel: Label
    private let detailLabel: Label
    private let keyLabel: Label
    /// Runs on a tap.
    var onTap: (() -> Void)?

    init(title: String, detail: String, key: String, color: Color = .white) {
        titleLabel = Label(text: title, font: .systemFont(ofSize: 17, weight: .semibold), color: Color(hex: 0x1C1C1E))
        detailLabel = Label(text: detail, font: .systemFont(ofSize: 13), color: Color(hex: 0x6C6C70))
        keyLabel = Label(text: key, font: .systemFont(ofSize: 13, weight: .bold), color: .systemBlue)
        super.init()
        restingColor = color
        pressedColor = Color(hex: 0xE5E5EA)
        cornerRadius = 14
        keyLabel.textAlignment = .center
        keyLabel.borderWidth = 1.5
        keyLabel.borderColor = .systemBlue
        keyLabel.cornerRadius = 6
        [titleLabel, detailLabel, keyLabel].forEach(addSubview)
        let tap = TapGestureRecognizer { [weak self] recognizer in
            guard recognizer.state == .ended else { return }
            self?.onTap?()
        }
        tap.cancelsTouchesInView = false
        addGestureRecognizer(tap)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 16, y: 10, width: bounds.width - 70, height: 24)
        detailLabel.frame = CGRect(x: 16, y: 34, width: bounds.width - 70, height: 18)
        keyLabel.frame = CGRect(x: bounds.width - 44, y: (bounds.height - 26) / 2, width: 28, height: 26)
    }
}
