import Views

/// The floating window: a round bubble showing the kept article, above every screen. Drag it anywhere; let go
/// and it springs to the nearest side; click it to open the article again.
final class FloatBubble: View {
    static let size: CGFloat = 64
    let article: Article
    let index: Int
    var onOpen: (() -> Void)?
    private var dragStart: CGPoint = .zero
    private(set) var snapAnimator: ViewPropertyAnimator?

    init(article: Article, index: Int) {
        self.article = article
        self.index = index
        super.init(frame: CGRect(x: 0, y: 0, width: FloatBubble.size, height: FloatBubble.size))
        backgroundColor = .white
        cornerRadius = FloatBubble.size / 2
        borderWidth = 3
        borderColor = article.color
        let image = ImageView(image: Image(named: article.image))
        image.frame = CGRect(x: 12, y: 12, width: 40, height: 40)
        image.cornerRadius = 10
        image.clipsToBounds = true
        image.isUserInteractionEnabled = false
        addSubview(image)
        let pan = PanGestureRecognizer()
        pan.addTarget(self, action: FloatBubble.dragged)
        addGestureRecognizer(pan)
        let tap = TapGestureRecognizer()
        tap.addAction { [weak self] _ in self?.onOpen?() }
        addGestureRecognizer(tap)
    }

    func dragged(_ pan: PanGestureRecognizer) {
        guard let superview else { return }
        switch pan.state {
        case .began:
            // Catch a snap in flight (a finished one is inactive: stopping it would be misuse).
            if snapAnimator?.state == .active { snapAnimator?.stopAnimation(true) }
            dragStart = center
        case .changed:
            let t = pan.translation(in: superview)
            center = CGPoint(x: dragStart.x + t.x, y: dragStart.y + t.y)
        case .ended, .cancelled:
            snap(velocity: pan.velocity(in: superview))
        default: break
        }
    }

    /// The resting place nearest to the bubble: against the left or right side, inside the screen.
    func restingCenter(in bounds: CGRect) -> CGPoint {
        let r = FloatBubble.size / 2 + 12
        let x = center.x < bounds.midX ? bounds.minX + r : bounds.maxX - r
        let y = min(max(center.y, bounds.minY + r + 40), bounds.maxY - r - 40)
        return CGPoint(x: x, y: y)
    }

    /// Springs to the nearest side, starting with the release velocity.
    func snap(velocity: CGPoint) {
        guard let superview else { return }
        let target = restingCenter(in: superview.bounds)
        let dx = target.x - center.x, dy = target.y - center.y
        let v = CGVector(dx: abs(dx) > 1 ? velocity.x / dx : 0, dy: abs(dy) > 1 ? velocity.y / dy : 0)
        let animator = ViewPropertyAnimator(duration: 0.6, timingParameters: SpringTimingParameters(dampingRatio: 0.62, initialVelocity: v))
        animator.addAnimations { self.center = target }
        animator.startAnimation()
        snapAnimator = animator
    }
}

/// The quarter circle in the lower-right corner that appears while popping: release over it to float the article.
final class FloatZone: View {
    static let radius: CGFloat = 150
    private let label = Label(text: "浮窗 · Float", font: .systemFont(ofSize: 14, weight: .semibold), color: .white)
    private(set) var isHighlighted = false

    override init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 2 * FloatZone.radius, height: 2 * FloatZone.radius))
        backgroundColor = Color(white: 0.12, alpha: 0.82)
        cornerRadius = FloatZone.radius
        isUserInteractionEnabled = false
        label.textAlignment = .center
        label.frame = CGRect(x: 20, y: 40, width: 120, height: 20)
        addSubview(label)
    }

    /// Whether `point` (in the zone's superview) is inside the quarter circle.
    func contains(_ point: CGPoint) -> Bool {
        hypot(point.x - center.x, point.y - center.y) <= FloatZone.radius && alpha > 0.5
    }

    func setHighlighted(_ highlighted: Bool) {
        guard highlighted != isHighlighted else { return }
        isHighlighted = highlighted
        View.animate(withDuration: 0.15) {
            self.backgroundColor = highlighted ? Color(hex: 0xE0533D, alpha: 0.92) : Color(white: 0.12, alpha: 0.82)
            self.transform = highlighted ? CGAffineTransform(scaleX: 1.12, y: 1.12) : .identity
        }
    }
}
