import Views

/// The three destinations of the swipe-pinch scene's menu, each a full-screen page with a pinch that
/// dismisses it: A a photo (zooms from its thumbnail), B a page that slides in (the swipe presents it), C a
/// page with the system's transition.
class PinchablePageViewController: ViewController {
    /// Which destination this is: "A", "B" or "C".
    let letter: String
    let pinch = PinchGestureRecognizer()
    let hintLabel = Label(text: "Pinch to close: Alt+drag left · Ctrl+wheel down · D",
                          font: .systemFont(ofSize: 13, weight: .medium), color: Color(white: 1, alpha: 0.8))

    init(letter: String, title: String) {
        self.letter = letter
        super.init()
        self.title = title
    }

    override func loadView() {
        let root = LayoutView()
        root.onLayout = { [weak self] bounds in
            View.performWithoutAnimation { self?.layoutContent(in: bounds) }
        }
        view = root
    }

    override func viewDidLoad() {
        pinch.name = "pinchToDismiss"
        view.addGestureRecognizer(pinch)
        hintLabel.textAlignment = .center
        view.addSubview(hintLabel)
    }

    func layoutContent(in bounds: CGRect) {
        hintLabel.frame = CGRect(x: 0, y: bounds.height - 44, width: bounds.width, height: 20)
    }
}

/// A: a photo shown large on black, as Photos does.
final class PhotoPageViewController: PinchablePageViewController {
    let photo = View()
    private let art = PhotoArtView()
    let color: Color
    private let captionLabel = Label()

    init(index: Int, color: Color) {
        self.color = color
        super.init(letter: "A", title: "Photo \(index + 1)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        photo.backgroundColor = color
        photo.addSubview(art)
        captionLabel.text = "A · zoomed from its thumbnail"
        captionLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        captionLabel.textColor = .white
        captionLabel.textAlignment = .center
        [photo, captionLabel].forEach(view.addSubview)
    }

    override func layoutContent(in bounds: CGRect) {
        super.layoutContent(in: bounds)
        photo.frame = CGRect(x: 0, y: (bounds.height - bounds.width) / 2, width: bounds.width, height: bounds.width)
        art.frame = photo.bounds
        captionLabel.frame = CGRect(x: 0, y: photo.frame.minY - 44, width: bounds.width, height: 24)
    }
}

/// B and C: a coloured page with a big letter and what its transition is.
final class LetterPageViewController: PinchablePageViewController {
    let color: Color
    private let letterLabel = Label()
    private let detailLabel = Label()
    private let detail: String

    init(letter: String, title: String, detail: String, color: Color) {
        self.color = color
        self.detail = detail
        super.init(letter: letter, title: title)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        letterLabel.text = letter
        letterLabel.font = .systemFont(ofSize: 120, weight: .bold)
        letterLabel.textColor = .white
        letterLabel.textAlignment = .center
        detailLabel.text = detail
        detailLabel.font = .systemFont(ofSize: 17, weight: .medium)
        detailLabel.textColor = .white
        detailLabel.textAlignment = .center
        detailLabel.numberOfLines = 0
        [letterLabel, detailLabel].forEach(view.addSubview)
    }

    override func layoutContent(in bounds: CGRect) {
        super.layoutContent(in: bounds)
        letterLabel.frame = CGRect(x: 0, y: bounds.midY - 150, width: bounds.width, height: 150)
        detailLabel.frame = CGRect(x: 30, y: bounds.midY + 10, width: bounds.width - 60, height: 60)
    }
}

/// Simple drawn art for the photos: a sun over two hills, laid out in its own bounds.
final class PhotoArtView: View {
    private let sunView = View()
    private let hill = View()
    private let hill2 = View()

    override init() {
        super.init()
        isUserInteractionEnabled = false
        clipsToBounds = true
        sunView.backgroundColor = Color(hex: 0xFFE08A)
        hill.backgroundColor = Color(white: 1, alpha: 0.35)
        hill2.backgroundColor = Color(white: 0, alpha: 0.18)
        [sunView, hill, hill2].forEach(addSubview)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let s = min(size.width, size.height)
        sunView.frame = CGRect(x: size.width * 0.58, y: size.height * 0.16, width: s * 0.24, height: s * 0.24)
        sunView.cornerRadius = s * 0.12
        hill.frame = CGRect(x: -size.width * 0.2, y: size.height * 0.62, width: size.width * 0.9, height: size.height * 0.8)
        hill.cornerRadius = size.width * 0.45
        hill2.frame = CGRect(x: size.width * 0.35, y: size.height * 0.7, width: size.width * 0.9, height: size.height * 0.8)
        hill2.cornerRadius = size.width * 0.45
    }
}
