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
    private var blockedThisPan = false

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
            blockedThisPan = false
        case .changed:
            didChangePan(recognizer: recognizer)
        case .ended, .cancelled:
            didEndPan(recognizer: recognizer)
        default:
            break
        }
    }

    private func didChangePan(recognizer: PanGestureRecognizer) {
        guard let superview, !blockedThisPan else { return }
        if transitionAnimator == nil {
            let direction = directionFromVelocity(recognizer.velocity(in: superview))
            guard direction != .undefined else { return }
            guard beginAnimation(direction, interactive: true) else { blockedThisPan = true; return }
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

    private func didEndPan(recognizer: PanGestureRecognizer) {
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
