import Foundation

/// Makes a property of a view subclass animatable the way `center` and `alpha` are: set inside an animation
/// block (or a property animator's) it animates from what is on screen, additively, scrubbable and reversible.
///
/// ```swift
/// final class GaugeView: View {
///     @Animated var value: CGFloat = 0          // any Animatable: CGFloat, CGPoint, Color, your own types
///
///     override func draw(_ rect: CGRect) {
///         let shown = $value.presentationValue  // what is on screen this frame
///         // … draw the gauge at `shown`
///     }
/// }
///
/// let gauge = GaugeView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
/// let animator = ViewPropertyAnimator(duration: 1, dampingRatio: 0.6) { gauge.value = 0.8 }
/// animator.startAnimation()                     // gauge.value == 0.8 at once; the drawing follows the spring
/// ```
///
/// Reading the property gives the model value (the target); `$property.presentationValue` gives the value on
/// screen. While it animates, the view's `draw(_:)` runs again every frame; a change without animation
/// redraws once. Like Facebook POP's animatable properties, any type conforming to `Animatable` works.
@propertyWrapper
public struct Animated<Value: Animatable> {
    private let storage: AnimatedStorage<Value>

    public init(wrappedValue: Value) {
        storage = AnimatedStorage(initial: wrappedValue)
    }

    @available(*, unavailable, message: "@Animated works on properties of View subclasses")
    public var wrappedValue: Value {
        get { fatalError("@Animated works on properties of View subclasses") }
        set { fatalError("@Animated works on properties of View subclasses") }
    }

    /// The property's model and presentation values.
    public var projectedValue: AnimatedProperty<Value> { AnimatedProperty(storage: storage) }

    public static subscript<Owner: View>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Animated<Value>>
    ) -> Value {
        get { owner[keyPath: storageKeyPath].storage.store(for: owner).model }
        set { owner[keyPath: storageKeyPath].storage.store(for: owner).set(newValue) }
    }
}

/// What `$property` gives for an `@Animated` property: the value on screen and whether it animates.
///
/// ```swift
/// gauge.value = 0.8                       // inside an animation block
/// gauge.$value.value                      // 0.8: the model
/// gauge.$value.presentationValue          // what is on screen this frame
/// gauge.$value.isAnimating                // true until it settles
/// ```
public struct AnimatedProperty<Value: Animatable> {
    fileprivate let storage: AnimatedStorage<Value>

    /// The value on screen now (the presentation layer's).
    public var presentationValue: Value { storage.store?.presentation ?? storage.initial }
    /// The model value: what the property was last set to.
    public var value: Value { storage.store?.model ?? storage.initial }
    /// Whether an animation runs on the property.
    public var isAnimating: Bool { storage.store?.isAnimating ?? false }
}

/// The store behind one `@Animated` property, made when the property is first used (the view is needed).
final class AnimatedStorage<Value: Animatable> {
    let initial: Value
    private(set) var store: AnimatedValue<Value>?

    init(initial: Value) { self.initial = initial }

    func store(for owner: View) -> AnimatedValue<Value> {
        if let store { return store }
        let made = AnimatedValue(initial, owner: owner, affectsContent: true)
        owner.addContentStore(made)
        store = made
        return made
    }
}
