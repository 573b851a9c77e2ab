import Views

/// A phone-sized screen (375 × 667 points) in a rounded bezel, centred in the window and scaled down to fit
/// when the window is small, with the scene's hint on one line beneath it. Phone-style scenes put their
/// content in `screen`.
///
/// ```swift
/// let phone = PhoneFrame(hint: MyScene.hint)
/// override func didLoad() { view.addSubview(phone); phone.screen.addSubview(content) }
/// override func layout(in size: CGSize) { phone.place(in: size) }
/// ```
///
/// The phone is drawn at exactly 100 % whenever it fits (text stays crisp), its corner on whole points; the
/// hint is not scaled with it, so it stays readable at every window size (truncated with an ellipsis when
/// the window is narrower than the line).
public final class PhoneFrame: View {
    /// The phone's screen: content goes here, in 375 × 667 points.
    public let screen = View(frame: CGRect(origin: .zero, size: PhoneFrame.screenSize))
    public static let screenSize = CGSize(width: 375, height: 667)
    /// The line under the phone saying what to do (the scene's `hint`); empty hides it.
    public let hintLine = Label(text: "", font: .systemFont(ofSize: 13), color: Color(white: 0.62))
    /// The scale the phone is drawn at (1 when it fits).
    public private(set) var scale: CGFloat = 1
    private static let bezel: CGFloat = 14
    /// Points kept for the hint line under the phone.
    static let hintStrip: CGFloat = 26

    /// A phone with `hint` shown beneath it.
    public init(hint: String = "") {
        super.init()
        bounds = CGRect(x: 0, y: 0, width: PhoneFrame.screenSize.width + 2 * PhoneFrame.bezel,
                        height: PhoneFrame.screenSize.height + 2 * PhoneFrame.bezel)
        backgroundColor = Color(hex: 0x050505)
        cornerRadius = 44
        borderWidth = 2
        borderColor = Color(hex: 0x3A3D44)
        screen.center = CGPoint(x: bounds.midX, y: bounds.midY)
        screen.cornerRadius = 32
        screen.clipsToBounds = true
        screen.backgroundColor = .black
        addSubview(screen)
        hintLine.text = hint
        hintLine.textAlignment = .center
    }

    public override convenience init() { self.init(hint: "") }

    /// The hint line goes with the phone, beneath it in the same superview.
    public override func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard let superview else { hintLine.removeFromSuperview(); return }
        if hintLine.superview !== superview { superview.insertSubview(hintLine, belowSubview: self) }
    }

    /// Centres the phone in a window of `size` above its hint line, at 100 % when it fits (with a margin of
    /// at least 4 points), else scaled down to fit; the phone's corner and the hint sit on whole points.
    public func place(in size: CGSize) {
        let strip = (hintLine.text ?? "").isEmpty ? 0 : PhoneFrame.hintStrip
        let width = bounds.width, height = bounds.height
        let roomy = min((size.height - 48 - strip) / height, (size.width - 48) / width)
        let tight = min((size.height - 8 - strip) / height, (size.width - 8) / width)
        scale = tight >= 1 ? 1 : max(min(roomy, 1), 0.1)
        let w = width * scale, h = height * scale
        let x = ((size.width - w) / 2).rounded(.down)
        let y = ((size.height - strip - h) / 2).rounded(.down)
        transform = scale < 1 ? CGAffineTransform(scaleX: scale, y: scale) : .identity
        center = CGPoint(x: x + w / 2, y: y + h / 2)
        hintLine.isHidden = strip == 0
        hintLine.frame = CGRect(x: 12, y: (y + h + 4).rounded(.down), width: max(size.width - 24, 0), height: 20)
    }
}
