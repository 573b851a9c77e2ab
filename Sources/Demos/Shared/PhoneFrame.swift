import Views

/// A phone-sized screen (375 × 667 points) in a rounded bezel, centred in the window and scaled down to fit
/// when the window is small. Phone-style scenes put their content in `screen`.
public final class PhoneFrame: View {
    /// The phone's screen: content goes here, in 375 × 667 points.
    public let screen = View(frame: CGRect(origin: .zero, size: PhoneFrame.screenSize))
    public static let screenSize = CGSize(width: 375, height: 667)
    private static let bezel: CGFloat = 14

    public override init() {
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
    }

    /// Centres the phone in a window of `size`, scaled to fit with a margin.
    public func place(in size: CGSize) {
        let margin: CGFloat = 24
        let s = min(1, (size.height - 2 * margin) / bounds.height, (size.width - 2 * margin) / bounds.width)
        center = CGPoint(x: size.width / 2, y: size.height / 2)
        transform = s < 1 ? CGAffineTransform(scaleX: max(s, 0.1), y: max(s, 0.1)) : .identity
    }
}

/// A caption beside the phone describing how to drive the scene.
public final class SceneCaption: View {
    private let title: Label
    private let body: Label

    public init(title text: String, body lines: String) {
        title = Label(text: text, font: .systemFont(ofSize: 22, weight: .bold), color: .white)
        body = Label(text: lines, font: .systemFont(ofSize: 15), color: Color(white: 0.75))
        body.numberOfLines = 0
        super.init()
        isUserInteractionEnabled = false
        addSubview(title)
        addSubview(body)
    }

    /// Puts the caption left of the phone when there is room, hiding it otherwise.
    public func place(in size: CGSize, beside phone: PhoneFrame) {
        let phoneLeft = phone.frame.minX
        let width = min(300, phoneLeft - 48)
        isHidden = width < 160
        let bodyHeight = body.textHeight(forWidth: width - 4) + 8
        frame = CGRect(x: phoneLeft - 24 - width, y: phone.frame.minY + 40, width: width, height: 40 + bodyHeight)
        title.frame = CGRect(x: 0, y: 0, width: width, height: 30)
        body.frame = CGRect(x: 0, y: 40, width: width, height: bodyHeight)
    }

    /// Changes the body text.
    public func setBody(_ text: String) {
        body.text = text
        setNeedsLayout()
    }
}
