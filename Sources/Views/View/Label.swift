import Foundation

/// How text lines up horizontally (NSTextAlignment).
///
/// ```swift
/// label.textAlignment = .center
/// ```
nonisolated public enum TextAlignment: Int, Sendable {
    case left, center, right, natural, justified
}

/// A view that shows text (UILabel).
///
/// ```swift
/// let title = Label(text: "Good morning", font: .boldSystemFont(ofSize: 28), color: .white)
/// title.numberOfLines = 0
/// title.frame.size.height = title.textHeight(forWidth: 300)
/// ```
open class Label: View {
    public var text: String? { didSet { if text != oldValue { setNeedsDisplay(); superview?.setNeedsLayout() } } }
    public var font = Font.systemFont(ofSize: 17) { didSet { setNeedsDisplay() } }
    public var textColor = Color.black { didSet { setNeedsDisplay() } }
    public var textAlignment = TextAlignment.natural { didSet { setNeedsDisplay() } }
    /// Maximum number of lines; 0 means as many as needed.
    public var numberOfLines = 1 { didSet { setNeedsDisplay() } }

    public override init() {
        super.init()
        isUserInteractionEnabled = false
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// A label showing `text`.
    public convenience init(text: String, font: Font = .systemFont(ofSize: 17), color: Color = .black) {
        self.init()
        self.text = text
        self.font = font
        self.textColor = color
    }

    /// The size of the text on one line.
    open var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return world.textMeasurer.size(of: text, font: font)
    }

    /// The height the text needs when wrapped to `width` points (greedy word wrap with the installed measurer),
    /// at most `numberOfLines` lines unless that is 0.
    public func textHeight(forWidth width: CGFloat) -> CGFloat {
        guard let text, !text.isEmpty else { return 0 }
        let measurer = world.textMeasurer
        var lines = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            lines += 1
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if measurer.size(of: candidate, font: font).width > width, !line.isEmpty {
                    lines += 1
                    line = String(word)
                } else {
                    line = candidate
                }
            }
        }
        if numberOfLines > 0 { lines = min(lines, numberOfLines) }
        return CGFloat(lines) * font.lineHeight
    }

    open override func draw(_ rect: CGRect) {
        guard let text, !text.isEmpty, let context = GraphicsGetCurrentContext() else { return }
        context.drawText(text, in: rect, font: font, color: textColor, alignment: textAlignment,
                         numberOfLines: numberOfLines)
    }

    /// Resizes the label to fit its text.
    public func sizeToFit() {
        var b = bounds
        b.size = intrinsicContentSize
        bounds = b
    }

    open override func makeSnapshotCopy() -> View {
        let copy = Label()
        copy.text = text
        copy.font = font
        copy.textColor = textColor
        copy.textAlignment = textAlignment
        copy.numberOfLines = numberOfLines
        return copy
    }
}
