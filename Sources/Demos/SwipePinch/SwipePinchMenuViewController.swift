import Views

/// The first screen of the swipe-pinch scene: six photo thumbnails (A), a row for B and one for C; a left
/// swipe anywhere presents B interactively.
final class SwipePinchMenuViewController: ViewController {
    static let photoColors: [Color] = [
        Color(hex: 0x5AC8FA), Color(hex: 0xFF9500), Color(hex: 0x34C759),
        Color(hex: 0xAF52DE), Color(hex: 0xFF2D55), Color(hex: 0x5856D6),
    ]
    private let titleLabel = Label(text: "Animators", font: .systemFont(ofSize: 34, weight: .bold), color: Color(hex: 0x1C1C1E))
    private let swipeHint = Label(text: "← Swipe left anywhere to present B", font: .systemFont(ofSize: 14, weight: .medium),
                                  color: .systemBlue)
    private let sectionLabel = Label(text: "A · Zoom from a photo, like Photos", font: .systemFont(ofSize: 13, weight: .semibold),
                                     color: Color(hex: 0x6C6C70))
    private(set) var thumbnails: [View] = []
    private let rowB = DemoRow(title: "B · Slide", detail: "Swipe left or click: slides in with you", key: "B")
    private let rowC = DemoRow(title: "C · System", detail: "The closure says nil: the system's slide up", key: "C")
    private let pinchHint = Label(text: "Pinch a page to close it: Alt+drag left, Ctrl+wheel down, or D",
                                  font: .systemFont(ofSize: 13), color: Color(hex: 0x8E8E93))
    /// The swipe that presents B.
    let swipe = PanGestureRecognizer()

    var onThumbnail: ((Int) -> Void)?
    var onB: (() -> Void)?
    var onC: (() -> Void)?

    override init() {
        super.init()
        title = "Animators"
    }

    override func loadView() {
        let root = LayoutView()
        root.onLayout = { [weak self] bounds in
            View.performWithoutAnimation { self?.layoutContent(in: bounds) }
        }
        view = root
    }

    override func viewDidLoad() {
        view.backgroundColor = Color(hex: 0xF2F2F7)
        pinchHint.textAlignment = .center
        pinchHint.numberOfLines = 2
        [titleLabel, swipeHint, sectionLabel, rowB, rowC, pinchHint].forEach(view.addSubview)
        thumbnails = SwipePinchMenuViewController.photoColors.enumerated().map { index, color in
            let thumb = View()
            thumb.backgroundColor = color
            thumb.cornerRadius = 10
            thumb.clipsToBounds = true
            thumb.addSubview(PhotoArtView())
            let tap = TapGestureRecognizer { [weak self] recognizer in
                guard recognizer.state == .ended else { return }
                self?.onThumbnail?(index)
            }
            thumb.addGestureRecognizer(tap)
            view.addSubview(thumb)
            return thumb
        }
        rowB.onTap = { [weak self] in self?.onB?() }
        rowC.onTap = { [weak self] in self?.onC?() }
        swipe.name = "swipeToPresent"
        view.addGestureRecognizer(swipe)
    }

    private func layoutContent(in bounds: CGRect) {
        titleLabel.frame = CGRect(x: 20, y: 52, width: bounds.width - 40, height: 42)
        swipeHint.frame = CGRect(x: 20, y: 96, width: bounds.width - 40, height: 20)
        sectionLabel.frame = CGRect(x: 20, y: 132, width: bounds.width - 40, height: 18)
        let gap: CGFloat = 8, side = ((bounds.width - 32 - 2 * gap) / 3).rounded(.down)
        for (i, thumb) in thumbnails.enumerated() {
            let column = CGFloat(i % 3), row = CGFloat(i / 3)
            thumb.frame = CGRect(x: 16 + column * (side + gap), y: 158 + row * (side + gap), width: side, height: side)
            thumb.subviews.first?.frame = thumb.bounds
        }
        let below = 158 + 2 * side + gap + 20
        rowB.frame = CGRect(x: 16, y: below, width: bounds.width - 32, height: 62)
        rowC.frame = CGRect(x: 16, y: below + 74, width: bounds.width - 32, height: 62)
        pinchHint.frame = CGRect(x: 24, y: below + 152, width: bounds.width - 48, height: 40)
    }
}
