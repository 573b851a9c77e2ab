import Views

/// Decides whether a block may move and learns when it did (the board).
protocol BlockViewDelegate: AnyObject {
    /// The offsets a block moving `direction` ends at, or nil when the way is blocked.
    func block(_ block: BlockView, destinationFor direction: AnimationDirection) -> CGPoint?
    /// The block finished a move in `direction` (false: it went back where it was).
    func block(_ block: BlockView, didFinishMoving direction: AnimationDirection, moved: Bool)
}

/// One coloured block, animated as seed 001's BlockViewController: its leading and top constraints move
/// inside a property animator that a pan scrubs, catches mid-flight, reverses and continues with a spring.
final class BlockView: View {
    let index: Int
    weak var delegate: BlockViewDelegate?

    var startingXOffset: CGFloat = 0
    var endingXOffset: CGFloat = 0
    var startingYOffset: CGFloat = 0
    var endingYOffset: CGFloat = 0
    var topConstraint: LayoutConstraint!
    var leadingConstraint: LayoutConstraint!

    private(set) var animationDirection: AnimationDirection = .undefined
    var isVerticalAnimation: Bool { animationDirection == .up || animationDirection == .down }
    private(set) var transitionAnimator: ViewPropertyAnimator?
    private var animationProgress: CGFloat = 0
    /// Seconds a whole move takes when it runs by itself.
    static let moveDuration: TimeInterval = 0.45
    /// The axis a drag toward a wall or another block pulls along (rubber band), while it does.
    private var blockedDirection: AnimationDirection?
    /// The tick shown while the block sits on its target.
    private let tick = TickView()

    /// Whether the block sits on the target of its colour (a tick fades in).
    var isOnTarget = false {
        didSet {
            guard isOnTarget != oldValue else { return }
            let on = isOnTarget
            View.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, animations: {
                self.tick.alpha = on ? 1 : 0
                self.tick.transform = on ? .identity : CGAffineTransform(scaleX: 0.4, y: 0.4)
                self.borderColor = on ? Color(white: 1, alpha: 0.9) : Color(white: 1, alpha: 0.35)
            })
        }
    }

    init(index: Int, color: Color, size: CGFloat) {
        self.index = index
        super.init(frame: CGRect(x: 0, y: 0, width: size, height: size))
        backgroundColor = color
        cornerRadius = 14
        borderWidth = 3
        borderColor = Color(white: 1, alpha: 0.35)
        let recognizer = PanGestureRecognizer()
        recognizer.addTarget(self, action: BlockView.viewPanned)
        addGestureRecognizer(recognizer)
        tick.frame = CGRect(x: size - 30, y: 6, width: 24, height: 24)
        tick.alpha = 0
        tick.transform = CGAffineTransform(scaleX: 0.4, y: 0.4)
        addSubview(tick)
    }

    /// Pins the block to `board` at the given offsets.
    func install(in board: View, x: CGFloat, y: CGFloat) {
        board.addSubview(self)
        startingXOffset = x; endingXOffset = x
        startingYOffset = y; endingYOffset = y
        topConstraint = topAnchor.constraint(equalTo: board.topAnchor, constant: y)
        leadingConstraint = leadingAnchor.constraint(equalTo: board.leadingAnchor, constant: x)
        topConstraint.isActive = true
        leadingConstraint.isActive = true
        widthAnchor.constraint(equalToConstant: bounds.width).isActive = true
        heightAnchor.constraint(equalToConstant: bounds.height).isActive = true
    }

    // MARK: Helpers (seed 001)

    private func swapXConstraints() { (startingXOffset, endingXOffset) = (endingXOffset, startingXOffset) }
    private func swapYConstraints() { (startingYOffset, endingYOffset) = (endingYOffset, startingYOffset) }

    private func nullifyAnimations() {
        transitionAnimator = nil
        animationDirection = .undefined
    }

    private func reverseAnimation() {
        guard let animator = transitionAnimator else { return }
        animator.isReversed = !animator.isReversed
    }

    private func directionFromVelocity(_ velocity: CGPoint) -> AnimationDirection {
        guard velocity != .zero else { return .undefined }
        let isVertical = abs(velocity.y) > abs(velocity.x)
        if isVertical { return velocity.y < 0 ? .up : .down }
        return velocity.x < 0 ? .left : .right
    }

    private func oppositeOfInitialAnimation(velocity: CGPoint) -> Bool {
        switch animationDirection {
        case .up: return velocity.y > 0
        case .down: return velocity.y < 0
        case .left: return velocity.x > 0
        case .right: return velocity.x < 0
        case .undefined: return false
        }
    }

    // MARK: Interaction

    /// A press on a moving block catches it at once; a click without a drag lets it go on.
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if let animator = transitionAnimator, animator.isRunning { animator.pauseAnimation() }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if let animator = transitionAnimator, animator.state == .active, !animator.isRunning {
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
    }

    func viewPanned(recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            // Catch a running move where it is; the drag then counts from here, so catching never jumps.
            animationProgress = transitionAnimator?.fractionComplete ?? 0
            if transitionAnimator != nil, let superview { recognizer.setTranslation(.zero, in: superview) }
            blockedDirection = nil
        case .changed:
            didChangePan(recognizer: recognizer)
        case .ended, .cancelled:
            didEndPan(recognizer: recognizer)
        default:
            break
        }
    }

    private func didChangePan(recognizer: PanGestureRecognizer) {
        guard let superview else { return }
        if let blocked = blockedDirection {
            stretch(toward: blocked, by: recognizer.translation(in: superview))
            return
        }
        if transitionAnimator == nil {
            let direction = directionFromVelocity(recognizer.velocity(in: superview))
            guard direction != .undefined else { return }
            guard beginAnimation(direction, interactive: true) else {
                // A wall, the edge or another block: the block gives a little, like a rubber band.
                blockedDirection = direction
                stretch(toward: direction, by: recognizer.translation(in: superview))
                return
            }
            animationProgress = 0
        }
        guard let animator = transitionAnimator else { return }
        if animator.isRunning { animator.pauseAnimation() }
        let translation = recognizer.translation(in: superview)
        let distance = isVerticalAnimation ? abs(endingYOffset - startingYOffset) : abs(endingXOffset - startingXOffset)
        var along = isVerticalAnimation ? translation.y : translation.x
        if animationDirection == .up || animationDirection == .left { along = -along }
        animator.fractionComplete = animationProgress + along / max(distance, 1)
    }

    /// Pulls the block toward a blocked `direction` by iOS's rubber band: (1 − 1 / (x·0.55 / d + 1)) · d of a
    /// drag x, d a cell; never the other way.
    private func stretch(toward direction: AnimationDirection, by translation: CGPoint) {
        let d = bounds.width
        var x: CGFloat
        switch direction {
        case .left: x = -translation.x
        case .right: x = translation.x
        case .up: x = -translation.y
        case .down: x = translation.y
        case .undefined: x = 0
        }
        x = max(x, 0)
        let give = (1 - 1 / (x * 0.55 / d + 1)) * d
        let offset: CGPoint = switch direction {
        case .left: CGPoint(x: -give, y: 0)
        case .right: CGPoint(x: give, y: 0)
        case .up: CGPoint(x: 0, y: -give)
        default: CGPoint(x: 0, y: give)
        }
        transform = CGAffineTransform(translationX: offset.x, y: offset.y)
    }

    private func didEndPan(recognizer: PanGestureRecognizer) {
        if blockedDirection != nil {
            // Back into place, carrying the release speed.
            blockedDirection = nil
            let v = recognizer.velocity(in: superview)
            let t = transform
            let distance = max(hypot(t.tx, t.ty), 1)
            let speed = -(t.tx * v.x + t.ty * v.y) / distance
            let spring = SpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: speed / distance, dy: speed / distance))
            let back = ViewPropertyAnimator(duration: 0.35, timingParameters: spring)
            back.addAnimations { self.transform = .identity }
            back.startAnimation()
            return
        }
        guard let animator = transitionAnimator, let superview else { return }
        let velocity = recognizer.velocity(in: superview)
        let isOpposite = oppositeOfInitialAnimation(velocity: velocity)
        if isOpposite && !animator.isReversed {
            reverseAnimation()
        } else if !isOpposite && animator.isReversed {
            reverseAnimation()
        }
        // Hand the release velocity to a spring, relative to the distance left.
        let distance = isVerticalAnimation ? abs(endingYOffset - startingYOffset) : abs(endingXOffset - startingXOffset)
        let fraction = animator.fractionComplete
        let remaining = max((animator.isReversed ? fraction : 1 - fraction) * distance, 1)
        let speed = abs(isVerticalAnimation ? velocity.y : velocity.x)
        let relative = min(speed / remaining, 40)
        let spring = SpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: relative, dy: relative))
        animator.continueAnimation(withTimingParameters: spring, durationFactor: 0.7)
    }

    /// Starts a move toward `direction`; returns false when the way is blocked.
    @discardableResult
    func beginAnimation(_ direction: AnimationDirection, interactive: Bool) -> Bool {
        guard transitionAnimator == nil, let superview,
              let destination = delegate?.block(self, destinationFor: direction) else { return false }
        animationDirection = direction
        endingXOffset = destination.x
        endingYOffset = destination.y
        let animator = ViewPropertyAnimator(duration: BlockView.moveDuration, curve: .easeOut) { [unowned self] in
            self.topConstraint.constant = self.endingYOffset
            self.leadingConstraint.constant = self.endingXOffset
            superview.layoutIfNeeded()
        }
        transitionAnimator = animator
        configureAnimationCompletionBlock()
        if interactive {
            animator.pauseAnimation()
        } else {
            animator.startAnimation()
        }
        return true
    }

    /// Stops a move in flight where it is, without completions (a new level replaces the board).
    func cancelMove() {
        if let animator = transitionAnimator, animator.state == .active { animator.stopAnimation(true) }
        nullifyAnimations()
    }

    private func configureAnimationCompletionBlock() {
        transitionAnimator?.addCompletion { [weak self] position in
            guard let self else { return }
            let direction = self.animationDirection
            switch position {
            case .start:
                // Back where it started: the constraints return to the old offsets.
                self.topConstraint.constant = self.startingYOffset
                self.leadingConstraint.constant = self.startingXOffset
            case .end:
                // Arrived: start and end swap, so the next move can bring it back.
                self.topConstraint.constant = self.endingYOffset
                self.leadingConstraint.constant = self.endingXOffset
                self.swapXConstraints()
                self.swapYConstraints()
            case .current:
                break
            }
            self.superview?.layoutIfNeeded()
            self.nullifyAnimations()
            self.delegate?.block(self, didFinishMoving: direction, moved: position == .end)
        }
    }
}

/// A white tick in a dark disc: the mark of a block on its target, drawn with the graphics context.
final class TickView: View {
    override init() {
        super.init()
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: CGRect) {
        guard let context = GraphicsGetCurrentContext() else { return }
        context.setFillColor(Color(white: 0, alpha: 0.28))
        context.fillEllipse(in: rect)
        context.setStrokeColor(.white)
        context.setLineWidth(2.5)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.beginPath()
        context.addLines(between: [CGPoint(x: rect.minX + rect.width * 0.27, y: rect.midY + 0.5),
                                   CGPoint(x: rect.minX + rect.width * 0.44, y: rect.minY + rect.height * 0.68),
                                   CGPoint(x: rect.minX + rect.width * 0.74, y: rect.minY + rect.height * 0.34)])
        context.strokePath()
    }
}
