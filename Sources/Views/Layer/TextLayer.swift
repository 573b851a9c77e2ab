import Foundation

/// A layer that draws a string (CATextLayer), with the same text renderer a `Label` uses: a `TextLayer` and a
/// `Label` with the same string, font, size and colour show the same glyphs.
///
/// ```swift
/// let counter = TextLayer()
/// counter.frame = CGRect(x: 0, y: 0, width: 200, height: 48)
/// counter.string = "42"
/// counter.font = Font.systemFont(ofSize: 17, weight: .bold)   // its face; the size is `fontSize`
/// counter.fontSize = 40
/// counter.foregroundColor = Color.systemBlue.cgColor
/// counter.alignmentMode = .center
/// counter.contentsScale = Screen.main.scale                   // kept; the compositor draws at its own scale
/// view.layer.addSublayer(counter)
///
/// let grow = BasicAnimation(keyPath: "fontSize")
/// grow.toValue = 56
/// counter.add(grow, forKey: "grow")
/// ```
///
/// The text sits at the top of the bounds (as Core Animation sets it) and is clipped to them. `fontSize` and
/// `foregroundColor` animate (explicitly and implicitly); the rest redraw at once. Plain strings only: an
/// `NSAttributedString` shows its characters without its attributes. `.justified` sets as `.natural`.
open class TextLayer: Layer {
    /// What to draw: a `String` (an `NSAttributedString` draws its plain characters).
    public var string: Any? {
        didSet {
            let new = TextLayer.text(of: string)
            if new != text { text = new; setNeedsDisplay() }
        }
    }
    /// The face: a `Font` (its weight; the size is `fontSize`, as on iOS) or a font name ("…Bold" sets bold).
    public var font: Any? {
        didSet {
            let new = TextLayer.weight(of: font)
            if new != weight { weight = new; setNeedsDisplay() }
        }
    }
    /// The size of the text in points: 36 by default.
    public var fontSize: CGFloat {
        get { modelState.text.fontSize }
        set { setModel(\.text.fontSize, max(newValue, 0), key: "fontSize") }
    }
    /// The text's colour: white by default.
    public var foregroundColor: CGColor? {
        get { modelState.text.foregroundColor.cgColor }
        set { setModel(\.text.foregroundColor, newValue?.color ?? .clear, key: "foregroundColor") }
    }
    /// How lines sit across the bounds.
    public var alignmentMode: TextLayerAlignmentMode = .natural { didSet { setNeedsDisplay() } }
    /// Whether the text wraps at the bounds' width (false: one line).
    public var isWrapped = false { didSet { setNeedsDisplay() } }
    /// Where text too long for the bounds loses characters for an ellipsis (.none: it is clipped).
    public var truncationMode: TextLayerTruncationMode = .none { didSet { setNeedsDisplay() } }

    /// The string as drawn, and the face's weight (read by the compositor).
    public private(set) var text = ""
    public private(set) var weight: Font.Weight = .regular

    public override init() { super.init() }

    override init(presentationOf layer: Layer, values: LayerValues) {
        super.init(presentationOf: layer, values: values)
        guard let source = layer as? TextLayer else { return }
        // An initializer's own assignments run no observers: the derived text and weight are copied too.
        string = source.string; text = source.text
        font = source.font; weight = source.weight
        alignmentMode = source.alignmentMode
        isWrapped = source.isWrapped
        truncationMode = source.truncationMode
    }

    override func presentationCopy(values: LayerValues) -> TextLayer {
        TextLayer(presentationOf: self, values: values)
    }

    /// The font the text is drawn in at `size` points.
    public func font(ofSize size: CGFloat) -> Font { Font(size: size, weight: weight) }

    private static func text(of value: Any?) -> String {
        switch value {
        case nil: return ""
        case let s as String: return s
        case let s as Substring: return String(s)
        case let s as NSAttributedString: return s.string
        case let v?:
            Diagnostics.report("TextLayer.string: \(type(of: v)) is no String; nothing is drawn")
            return ""
        }
    }

    private static func weight(of value: Any?) -> Font.Weight {
        switch value {
        case let f as Font: return f.weight
        case let name as String: return name.lowercased().contains("bold") ? .bold : .regular
        default: return .regular
        }
    }
}

/// The animatable values of a text layer: its size and colour.
nonisolated public struct TextValues: Equatable, Sendable {
    public var fontSize: CGFloat = 36
    public var foregroundColor: Color = .white
    public init() {}
}

/// How a text layer's lines sit across its bounds (CATextLayerAlignmentMode).
nonisolated public enum TextLayerAlignmentMode: Sendable { case natural, left, right, center, justified }
/// Where a text layer's too-long line gives way to an ellipsis (CATextLayerTruncationMode).
nonisolated public enum TextLayerTruncationMode: Sendable { case none, start, middle, end }
