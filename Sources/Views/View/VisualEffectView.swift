import Foundation

/// A view that blurs what lies behind it (UIVisualEffectView). Setting `effect` inside an animation block
/// animates the blur radius, saturation and tint themselves.
///
/// ```swift
/// let blurView = VisualEffectView(effect: nil)
/// let animator = ViewPropertyAnimator(duration: 0.55, curve: .easeOut) {
///     blurView.effect = BlurEffect(style: .dark)
/// }
/// animator.startAnimation()
/// ```
///
/// `effect` always reads what the view shows at rest: after an animator ends at `.start` (reversed, or
/// stopped and finished there) it reads the effect from before the animation.
open class VisualEffectView: View {
    lazy var blurStore: AnimatedValue<BlurParameters> = {
        let store = AnimatedValue(BlurParameters.none, owner: self, affectsContent: true)
        addContentStore(store)
        return store
    }()
    /// The last effect object set or read, handed back while the store still holds its parameters.
    private var lastEffect: VisualEffect?

    /// Put content here: it is drawn unblurred above the effect.
    public let contentView = View()

    public init(effect: VisualEffect?) {
        super.init()
        setUp()
        self.effect = effect
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    private func setUp() {
        addSubview(contentView)
    }

    /// The effect (nil: none). Animatable. Reads the model: the effect whose parameters the view holds.
    public var effect: VisualEffect? {
        get {
            let held = blurStore.model
            if let last = lastEffect, last.blur == held { return last }
            if held == .none { return nil }
            let effect = BlurEffect.Style.allCases.first { BlurParameters(style: $0) == held }
                .map { BlurEffect(style: $0) as VisualEffect }
                ?? CustomBlurEffect(radius: held.radius, saturation: held.saturation, tint: held.tint)
            lastEffect = effect
            return effect
        }
        set {
            lastEffect = newValue
            blurStore.set(newValue?.blur ?? .none)
        }
    }

    /// The blur on screen now.
    public var presentationBlur: BlurParameters { blurStore.presentation }

    open override func draw(_ rect: CGRect) {
        let blur = presentationBlur
        guard !blur.isIdentity, let context = GraphicsGetCurrentContext() else { return }
        context.drawBackdropBlur(blur, in: rect, cornerRadius: min(presentationValues.cornerRadius, min(rect.width, rect.height) / 2))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    open override func makeSnapshotCopy() -> View {
        let copy = VisualEffectView(frame: .zero)
        copy.contentView.removeFromSuperview()
        View.performWithoutAnimation { copy.blurStore.set(presentationBlur) }
        return copy
    }
}
