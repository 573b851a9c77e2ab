import Views

/// A caption beside the phone describing how to drive the scene: a title and a wrapped body, left of the
/// phone when there is room for it whole, hidden otherwise (the hint line under the phone and the help
/// panel, F1, say the same).
///
/// ```swift
/// let caption = SceneCaption(title: "Bloq", body: "Drag a block toward a free cell…")
/// override func layout(in size: CGSize) { phone.place(in: size); caption.place(in: size, beside: phone) }
/// ```
public final class SceneCaption: View {
    private let title: Label
    private let body: Label
    /// The narrowest the caption may be: below this its lines would hold a word or two.
    static let minimumWidth: CGFloat = 200
    /// Where the caption was last placed, to place it again when its text changes.
    private var placement: (size: CGSize, phone: PhoneFrame)?

    public init(title text: String, body lines: String) {
        title = Label(text: text, font: .systemFont(ofSize: 22, weight: .bold), color: .white)
        body = Label(text: lines, font: .systemFont(ofSize: 15), color: Color(white: 0.75))
        body.numberOfLines = 0
        super.init()
        isUserInteractionEnabled = false
        addSubview(title)
        addSubview(body)
    }

    /// Puts the caption left of the phone, top-aligned with its screen, when it fits there whole (at least
    /// `minimumWidth` wide and no taller than the phone); hides it otherwise.
    public func place(in size: CGSize, beside phone: PhoneFrame) {
        placement = (size, phone)
        let phoneFrame = phone.frame
        let width = min(300, phoneFrame.minX - 48).rounded(.down)
        let bodyHeight = width > 0 ? (body.textHeight(forWidth: width - 4) + 8).rounded(.up) : 0
        let top = (phoneFrame.minY + 40 * phone.scale).rounded(.down)
        let fits = width >= SceneCaption.minimumWidth && top + 40 + bodyHeight <= phoneFrame.maxY
        isHidden = !fits
        guard fits else { return }
        frame = CGRect(x: phoneFrame.minX - 24 - width, y: top, width: width, height: 40 + bodyHeight)
        title.frame = CGRect(x: 0, y: 0, width: width, height: 30)
        body.frame = CGRect(x: 0, y: 40, width: width, height: bodyHeight)
    }

    /// The body text.
    public var bodyText: String { body.text ?? "" }

    /// Changes the body text (placed again: it may now fit, or not).
    public func setBody(_ text: String) {
        body.text = text
        if let placement { place(in: placement.size, beside: placement.phone) }
    }
}
