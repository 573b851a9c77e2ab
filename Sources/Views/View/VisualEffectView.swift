import Foundation

/// A view that blurs what lies behind it (UIVisualEffectView). Setting `effect` inside an animation block
/// animates the blur radius, saturation and tint themselves.
open class VisualEffectView: View {
    lazy var blurStore = AnimatedValue(BlurParameters.none, owner: self)
    private var modelEffect: VisualEffect?

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

    /// The effect (nil: none). Animatable.
    public var effect: VisualEffect? {
        get { modelEffect }
        set {
            modelEffect = newValue
            blurStore.set(newValue?.blur ?? .none)
        }
    }

    /// The blur on screen now.
    public var presentationBlur: BlurParameters { blurStore.presentation }

    override var extraAnimatedStores: [AnyAnimatedValue] { [blurStore] }

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
