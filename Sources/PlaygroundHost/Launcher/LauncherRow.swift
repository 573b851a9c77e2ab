import Views

/// One scene entry of the launcher: its number (the digit key that opens it), name and summary. Pressed,
/// chosen (keyboard or hover) and plain each have their own colour.
@MainActor
package final class LauncherRow: View {
    package let sceneName: String
    package var onOpen: (() -> Void)?
    /// Told when the pointer comes over the row (true) and leaves it (false).
    package var onHover: ((Bool) -> Void)?
    /// Chosen by the keyboard or the pointer: lighter, with a ring.
    package var isSelected = false { didSet { if isSelected != oldValue { updateColours() } } }
    private var isPressed = false { didSet { if isPressed != oldValue { updateColours() } } }
    private let numberLabel: Label
    private let nameLabel: Label
    private let summaryLabel: Label

    package init(number: Int, name: String, summary: String) {
        sceneName = name
        numberLabel = Label(text: number <= 9 ? "\(number)" : "", font: .systemFont(ofSize: 15, weight: .semibold),
                            color: Color(white: 0.5))
        numberLabel.textAlignment = .center
        nameLabel = Label(text: name, font: .systemFont(ofSize: 20, weight: .semibold), color: .white)
        summaryLabel = Label(text: summary, font: .systemFont(ofSize: 15), color: Color(white: 0.72))
        summaryLabel.numberOfLines = 2
        summaryLabel.textAlignment = .left
        super.init()
        cornerRadius = 12
        borderColor = Color(hex: 0x5B8DEF)
        addSubview(numberLabel)
        addSubview(nameLabel)
        addSubview(summaryLabel)
        addGestureRecognizer(HoverGestureRecognizer(target: self, action: LauncherRow.hovered))
        updateColours()
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        let summaryHeight = summaryLabel.textHeight(forWidth: bounds.width - 56)
        let top = ((bounds.height - 28 - summaryHeight) / 2).rounded(.down)
        numberLabel.frame = CGRect(x: 8, y: top, width: 28, height: 26)
        nameLabel.frame = CGRect(x: 40, y: top, width: bounds.width - 56, height: 26)
        summaryLabel.frame = CGRect(x: 40, y: top + 28, width: bounds.width - 56, height: summaryHeight)
    }

    private func updateColours() {
        backgroundColor = isPressed ? Color(hex: 0x3A4050) : isSelected ? Color(hex: 0x2D323D) : Color(hex: 0x23262E)
        borderWidth = isSelected ? 2 : 0
    }

    private func hovered(_ recognizer: HoverGestureRecognizer) {
        switch recognizer.state {
        case .began: onHover?(true)
        case .ended, .cancelled: onHover?(false)
        default: break
        }
    }

    package override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { isPressed = true }

    package override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        isPressed = false
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onOpen?()
    }

    package override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { isPressed = false }
}
