import Foundation
import Synchronization

/// A rectangular node of the view tree (UIView): geometry, appearance and subviews.
///
/// ```swift
/// let card = View(frame: CGRect(x: 20, y: 40, width: 160, height: 100))
/// card.backgroundColor = .systemBlue
/// card.cornerRadius = 12
/// view.addSubview(card)
/// View.animate(withDuration: 0.3) { card.center.y += 100 }
/// ```
///
/// Setting an animatable property inside an animation block records an animation; the model (what the
/// getters return) always holds the final value, and `presentationValues` what is on screen now.
@MainActor
open class View {
    /// The world the view belongs to: the one current when it was made, then the one of the tree it is added
    /// to.
    public private(set) var world: World
    /// The view's row in its world's `ViewValuesColumn` (-1 until its first read) and the storage that holds
    /// it: the first fields of the view, so a frame's read of it touches one line of the view.
    final var valuesRow: Int32 = -1
    final var valuesStorage: UnsafeMutablePointer<AnimationStorage.Shared>?
    /// The layer carrying this view's media timing.
    public private(set) lazy var layer = Layer(view: self, world: world)
    /// Whether the compositor draws the view as a layer (its layer's `needsLayerRendering`), kept here so the
    /// per-frame walk reads a stored flag instead of the lazy layer.
    package internal(set) final var rendersAsLayer = false
    /// Whether the superview's layer has a sublayerTransform (perspective for its subviews): the view is then
    /// drawn as a layer, under that transform.
    package private(set) final var inheritsSublayerTransform = false

    func inheritSublayerTransform(_ flag: Bool) {
        inheritsSublayerTransform = flag
        rendersAsLayer = layer.needsLayerRendering || flag
        setNeedsDisplay()
    }

    // One store per `ViewProperty`, stored constants: a frame reads thousands of them, and reading a constant of the view
    // takes no reference count (a lazy property's getter would).
    let centerStore = AnimatedValue(CGPoint.zero, property: .center)
    let boundsStore = AnimatedValue(CGRect.zero, property: .bounds)
    let transformStore = AnimatedValue(CGAffineTransform.identity, property: .transform)
    let alphaStore = AnimatedValue(CGFloat(1), property: .alpha)
    let backgroundColorStore = AnimatedValue(Color.clear, property: .backgroundColor)
    let cornerRadiusStore = AnimatedValue(CGFloat(0), property: .cornerRadius)
    let borderWidthStore = AnimatedValue(CGFloat(0), property: .borderWidth)
    let borderColorStore = AnimatedValue(Color.black, property: .borderColor)

    // The model values of the eight stores, kept until one of them changes (a frame reads the presentation of
    // every view, and most views are still), which stores animate and the rows of those in their columns are
    // the view's row of the world's `ViewValuesColumn` (see `View+Presentation.swift`).

    private func bindStores() {
        centerStore.bind(to: self)
        boundsStore.bind(to: self)
        transformStore.bind(to: self)
        alphaStore.bind(to: self)
        backgroundColorStore.bind(to: self)
        cornerRadiusStore.bind(to: self)
        borderWidthStore.bind(to: self)
        borderColorStore.bind(to: self)
    }

    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []

    /// Hidden views are not drawn and receive no touches.
    public var isHidden = false { didSet { setNeedsDisplay() } }
    /// Whether subviews are clipped to the bounds (and rounded corners).
    public var clipsToBounds = false { didSet { setNeedsDisplay() } }
    /// Whether the view receives touches.
    public var isUserInteractionEnabled = true
    /// An integer to find the view by.
    public var tag = 0
    /// Dash lengths of the border (solid when nil or empty).
    public var borderDashPattern: [CGFloat]? { didSet { setNeedsDisplay() } }
    /// Kept for source compatibility; constraints apply whatever its value.
    public var translatesAutoresizingMaskIntoConstraints = true
    /// A content transition in flight, if any.
    public internal(set) var contentTransition: ContentTransition? { didSet { setNeedsDisplay() } }

    /// Pressure (3D-touch style) interactions attached to the view.
    var pressureInteractions: [PressureInteraction] = []
    /// The view controller whose root view this is: the next responder after the view.
    weak var owningViewController: ViewController?
    /// The gesture recognizers attached to the view.
    public internal(set) var gestureRecognizers: [GestureRecognizer]?
    /// The view's identity for a renderer's records (unique for the process's life: never reused, unlike an
    /// address). The renderer keeps what it remembers of a view in its own tables, keyed by this.
    package let renderID = View.nextRenderID()
    /// Counts changes to what the view draws that are not animatable values (text, image, flags).
    package private(set) var contentRevision: UInt64 = 0

    var needsLayout = true
    var subtreeNeedsLayout = true
    /// Constraints whose first item is this view.
    var constraintsOnView: [LayoutConstraint] = []

    public init() {
        world = World.current
        #if DEBUG
        world.liveObjects.views += 1
        #endif
        bindStores()
        #if DEBUG
        reportIfMadeOutsideAnyWorld()
        #endif
    }

    isolated deinit {
        // Subviews that outlive this view lose their superview, and with it their layer's parent time.
        if !subviews.isEmpty { world.layerTimingStamp &+= 1 }
        releaseValuesRow()
        #if DEBUG
        world.liveObjects.views -= 1
        #endif
    }

    public init(frame: CGRect) {
        world = World.current
        #if DEBUG
        world.liveObjects.views += 1
        #endif
        bindStores()
        boundsStore.setWithoutAnimation(CGRect(origin: .zero, size: frame.size))
        centerStore.setWithoutAnimation(CGPoint(x: frame.midX, y: frame.midY))
        #if DEBUG
        reportIfMadeOutsideAnyWorld()
        #endif
    }

    // MARK: Overridable behaviour

    /// Lays out the subviews; the default applies the constraints of the subviews. Call super when overriding.
    open func layoutSubviews() {
        applyConstraintsToSubviews()
    }

    /// Whether `point` (in this view's coordinates) lies inside the view.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        hitTestingBounds.contains(point)
    }

    /// The deepest visible, interactive descendant (or this view) containing `point`, in this view's coordinates.
    /// While views animate, their on-screen geometry is hit, unless the animator asks for manual hit testing.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        defaultHitTest(point, with: event)
    }

    /// A touch began in this view; the default passes it to the next responder: the view controller whose
    /// root view this is, else the superview.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if let owner = owningViewController { owner.touchesBegan(touches, with: event) } else { superview?.touchesBegan(touches, with: event) }
    }
    /// A touch that began in this view moved; the default passes it to the next responder.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if let owner = owningViewController { owner.touchesMoved(touches, with: event) } else { superview?.touchesMoved(touches, with: event) }
    }
    /// A touch that began in this view ended; the default passes it to the next responder.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if let owner = owningViewController { owner.touchesEnded(touches, with: event) } else { superview?.touchesEnded(touches, with: event) }
    }
    /// A touch that began in this view was cancelled; the default passes it to the next responder.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if let owner = owningViewController { owner.touchesCancelled(touches, with: event) } else { superview?.touchesCancelled(touches, with: event) }
    }
    /// The pressure (0…1, from the mouse wheel) over this view changed; the default passes it to the superview.
    open func pressureChanged(_ pressure: CGFloat, at point: CGPoint) {
        guard let superview else { return }
        superview.pressureChanged(pressure, at: convert(point, to: superview))
    }

    // MARK: Responder (UIResponder; the world holds the first responder, see Input/Responder.swift)

    /// Whether the view can take key presses and typed text (false unless a subclass says so: a text field).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the view gives the keyboard up when asked (true by default).
    open var canResignFirstResponder: Bool { true }
    /// Makes the view its world's first responder, the current one resigning first; false when either refuses.
    @discardableResult
    open func becomeFirstResponder() -> Bool { world.responders.makeFirstResponder(self) }
    /// Stops being the first responder; false when the view refuses.
    @discardableResult
    open func resignFirstResponder() -> Bool { world.responders.resign(self) }
    /// Whether the view is its world's first responder.
    public var isFirstResponder: Bool { world.responders.first === self }
    /// A key press sent along the responder chain (UIKit's pressesBegan): return whether it was used; the
    /// default passes it to the superview.
    open func handleKey(_ key: Key) -> Bool { superview?.handleKey(key) ?? false }

    /// A new view of the same kind showing this view's current on-screen appearance, without subviews.
    /// Subclasses copy their own content.
    open func makeSnapshotCopy() -> View {
        View()
    }

    // MARK: Geometry

    /// The center in the superview's coordinates.
    public var center: CGPoint {
        get { centerStore.model }
        set { centerStore.set(newValue) }
    }

    /// The view's own coordinate space: origin and size.
    public var bounds: CGRect {
        get { boundsStore.model }
        set { boundsStore.set(newValue) }
    }

    /// The transform applied about the center.
    public var transform: CGAffineTransform {
        get { transformStore.model }
        set { transformStore.set(newValue) }
    }

    /// The smallest rectangle in the superview holding the transformed bounds; setting it sets the center
    /// and the bounds' size.
    public var frame: CGRect {
        get { View.frame(center: center, size: bounds.size, transform: transform) }
        set {
            let r = newValue.standardized
            center = CGPoint(x: r.midX, y: r.midY)
            var b = bounds
            b.size = r.size
            bounds = b
        }
    }

    // MARK: Appearance

    /// Opacity of the view and its subviews as a group, 0…1.
    public var alpha: CGFloat {
        get { alphaStore.model }
        set { alphaStore.set(min(max(newValue, 0), 1)) }
    }

    /// The fill behind the content (nil is clear).
    public var backgroundColor: Color? {
        get { backgroundColorStore.model == .clear ? nil : backgroundColorStore.model }
        set { backgroundColorStore.set(newValue ?? .clear) }
    }

    public var cornerRadius: CGFloat {
        get { cornerRadiusStore.model }
        set { cornerRadiusStore.set(max(newValue, 0)) }
    }

    public var borderWidth: CGFloat {
        get { borderWidthStore.model }
        set { borderWidthStore.set(max(newValue, 0)) }
    }

    public var borderColor: Color {
        get { borderColorStore.model }
        set { borderColorStore.set(newValue) }
    }

    /// The content transition on screen now, with its progress.
    public var presentationTransition: ContentTransitionState? {
        guard let t = contentTransition else { return nil }
        return ContentTransitionState(kind: t.kind, before: t.before, progress: t.source.progress(layer: layer).x)
    }

    // MARK: Hierarchy

    /// Adds `view` on top of the subviews, removing it from its old superview first.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in the subviews (0 is the back).
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            let at = min(max(index > old ? index - 1 : index, 0), subviews.count)
            subviews.insert(view, at: at)
            layer.subviewWasInserted(view, at: at, of: subviews)
            setNeedsDisplay()
            return
        }
        view.removeFromSuperview()
        if view.world !== world { view.join(world) }
        view.willMove(toSuperview: self)
        let at = min(max(index, 0), subviews.count)
        subviews.insert(view, at: at)
        layer.subviewWasInserted(view, at: at, of: subviews)
        view.superview = self
        let inherits = rendersAsLayer && !layer.sublayerTransform.isIdentity
        if view.inheritsSublayerTransform != inherits { view.inheritSublayerTransform(inherits) }
        world.layerTimingStamp &+= 1
        view.setNeedsLayout()
        setNeedsLayout()
        didAddSubview(view)
        view.didMoveToSuperview()
        setNeedsDisplay()
    }

    /// Moves this view and its subtree into `other` (the world of the tree it joins).
    private func join(_ other: World) {
        #if DEBUG
        world.liveObjects.views -= 1
        other.liveObjects.views += 1
        #endif
        releaseValuesRow()
        world = other
        let hosted = layer.isHostedByEngine
        if hosted { world.engine.layerWillGo(layer) }
        layer.world = other
        if hosted { other.engine.hostExplicitAnimations(layer) }
        for child in layer.children where !child.isBacking { child.join(other) }
        // Running animations go with the view: the old world's frames no longer evaluate them.
        for store in animatedStores { store.moveTracks(to: other.animationStorage) }
        for sub in subviews { sub.join(other) }
    }

    /// Inserts `view` just above `sibling`.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        insertSubview(view, at: i + 1)
    }

    /// Inserts `view` just below `sibling`.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        insertSubview(view, at: i)
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` to the back of the subviews.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Detaches the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        world.responders.viewWillLeave(self)
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        parent.layer.subviewWasRemoved(self)
        superview = nil
        if inheritsSublayerTransform { inheritSublayerTransform(false) }
        world.layerTimingStamp &+= 1
        parent.setNeedsLayout()
        parent.setNeedsDisplay()
        didMoveToSuperview()
    }

    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The first view in this subtree (this view included) with `tag`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for sub in subviews { if let hit = sub.viewWithTag(tag) { return hit } }
        return nil
    }

    /// The root of the tree this view belongs to.
    public var rootView: View {
        var v = self
        while let parent = v.superview { v = parent }
        return v
    }

    open func willMove(toSuperview newSuperview: View?) {}
    open func didMoveToSuperview() {}
    open func didAddSubview(_ subview: View) {}
    open func willRemoveSubview(_ subview: View) {}

    // MARK: Display

    /// Marks the view's appearance as changed.
    public func setNeedsDisplay() {
        world.displayRevision &+= 1
        contentRevision &+= 1
    }

    func storeDidChange(affectsLayout: Bool, affectsContent: Bool = false) {
        if affectsContent { contentRevision &+= 1 }
        world.displayRevision &+= 1
        invalidateModelValues()
        if affectsLayout { setNeedsLayout() }
    }

    // MARK: Animation state

    var animatedStores: [AnyAnimatedValue] {
        [centerStore, boundsStore, transformStore, alphaStore, backgroundColorStore, cornerRadiusStore,
         borderWidthStore, borderColorStore] + extraAnimatedStores
    }

    /// Animated properties that subclasses add: the built-in views' and `@Animated` ones.
    var extraAnimatedStores: [AnyAnimatedValue] { contentStores }

    /// The stores of animated properties the view's `draw(_:)` reads (`@Animated`, a blur's parameters).
    private(set) var contentStores: [AnyAnimatedValue] = []

    func addContentStore(_ store: AnyAnimatedValue) {
        contentStores.append(store)
    }

    /// Moves whenever what `draw(_:)` draws may have changed: `setNeedsDisplay()`, a content property set, and
    /// every frame while one animates.
    package var contentStamp: UInt64 {
        var stamp = contentRevision
        for store in contentStores where store.isAnimating {
            stamp = (stamp ^ world.scheduler.currentTime.bitPattern) &* 0x100_0000_01b3
            break
        }
        return stamp
    }

    // MARK: Drawing

    /// Draws the view's content in `rect` (its bounds) between its background and its subviews (UIView.draw).
    /// The default draws nothing; override it and draw with `GraphicsGetCurrentContext()`. It runs when the
    /// renderer needs the content: after `setNeedsDisplay()`, and every frame while an `@Animated` property
    /// of the view animates.
    open func draw(_ rect: CGRect) {}

    /// Whether any property of the view has an animation running (no array is built when none has).
    var hasAnimatedProperties: Bool {
        if currentValuesRow().pointee.animating != 0 { return true }
        return extraAnimatedStores.contains { $0.isAnimating }
    }

    /// Whether any animation runs on this view's properties or content.
    public var isAnimating: Bool {
        contentTransition != nil || hasAnimatedProperties
    }

    /// Removes the block-based animations on this view (Layer.removeAllAnimations).
    func removeLayerAnimations() {
        var groups: [LayerAnimationGroup] = []
        for store in animatedStores {
            for g in store.groups {
                if let lg = g as? LayerAnimationGroup, !groups.contains(where: { $0 === lg }) { groups.append(lg) }
            }
        }
        if let g = contentTransition?.source.group as? LayerAnimationGroup, !groups.contains(where: { $0 === g }) {
            groups.append(g)
        }
        for group in groups { group.remove(from: self) }
    }
}

/// The counter behind `View.renderID` (atomic: views are made in every test's world at once).
private nonisolated let renderIDs = Atomic<UInt64>(0)

extension View {
    nonisolated static func nextRenderID() -> UInt64 { renderIDs.add(1, ordering: .relaxed).newValue }
}
