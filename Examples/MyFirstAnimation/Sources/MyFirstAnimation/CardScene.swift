import Views

/// A card you drag anywhere; let go and it springs back to the middle, carrying your release velocity.
/// Grab it while it flies and it stops where it is.
public final class CardScene: Scene {
    public override class var name: String { "card" }
    public override class var summary: String { "Drag the card: it springs back with your release velocity" }
    public override class var hint: String { "Drag the card and let go; grab it while it flies" }

    public let card = View()
    private let label = Label(text: "Drag me", font: .systemFont(ofSize: 22, weight: .semibold), color: .white)
    private var home = CGPoint.zero
    private var grabbedAt = CGPoint.zero
    private var animator: ViewPropertyAnimator?

    public override func didLoad() {
        view.backgroundColor = Color(hex: 0x15171C)
        card.backgroundColor = .systemBlue
        card.cornerRadius = 20
        label.textAlignment = .center
        card.addSubview(label)
        view.addSubview(card)
        card.addGestureRecognizer(PanGestureRecognizer(target: self, action: CardScene.pan))
    }

    public override func layout(in size: CGSize) {
        home = CGPoint(x: size.width / 2, y: size.height / 2)
        card.bounds = CGRect(x: 0, y: 0, width: 220, height: 140)
        card.center = home
        label.frame = card.bounds
    }

    func pan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            // Caught mid-flight: keep it where it is on screen.
            if let animator, animator.state == .active {
                animator.stopAnimation(false)
                animator.finishAnimation(at: .current)
            }
            grabbedAt = card.center
        case .changed:
            let t = pan.translation(in: view)
            card.center = CGPoint(x: grabbedAt.x + t.x, y: grabbedAt.y + t.y)
        case .ended, .cancelled:
            // The release velocity, in distances to go per second on each axis, starts the spring.
            let v = pan.velocity(in: view)
            let dx = home.x - card.center.x, dy = home.y - card.center.y
            let velocity = CGVector(dx: dx != 0 ? v.x / dx : 0, dy: dy != 0 ? v.y / dy : 0)
            let spring = SpringTimingParameters(dampingRatio: 0.6, initialVelocity: velocity)
            let animator = ViewPropertyAnimator(duration: 0.7, timingParameters: spring)
            animator.addAnimations { self.card.center = self.home }
            animator.startAnimation()
            self.animator = animator
        default:
            break
        }
    }
}
