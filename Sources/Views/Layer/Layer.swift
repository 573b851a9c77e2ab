import Foundation

/// A node of the layer tree (CALayer): geometry, appearance, sublayers and the animations it hosts.
///
/// ```swift
/// let dot = Layer()
/// dot.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
/// dot.position = CGPoint(x: 100, y: 80)
/// dot.cornerRadius = 10
/// dot.backgroundColor = Color.systemRed.cgColor
/// view.layer.addSublayer(dot)
///
/// let pulse = BasicAnimation(keyPath: "transform.scale")
/// pulse.toValue = 1.4
/// pulse.autoreverses = true
/// pulse.repeatCount = .infinity
/// dot.add(pulse, forKey: "pulse")           // the model keeps scale 1; the presentation pulses
/// ```
///
/// Every view is backed by a layer and is its delegate: `view.layer.opacity` is `view.alpha`,
/// `view.layer.position` is `view.center`, one state. A layer that backs no view (a standalone layer) animates
/// implicitly when a property changes (0.25 s, see `Transaction`); a view's layer does not, outside a view
/// animation block.
@MainActor
open class Layer {
    /// The view this layer backs (nil for a standalone layer).
    public private(set) weak var view: View?
    /// The layer's delegate: its view, for a view's layer.
    public weak var delegate: LayerDelegate?
    /// The world the layer belongs to (caches keyed by the old world's counters are dropped when it changes).
    unowned var world: World { didSet { timingCache.reset() } }

    /// Rate of local time relative to the parent's: 0 pauses, −1 runs backward.
    public var speed: Float = 1 { didSet { timingDidChange() } }
    /// Added to local time after scaling by speed.
    public var timeOffset: TimeInterval = 0 { didSet { timingDidChange() } }
    /// The parent time at which local time starts.
    public var beginTime: TimeInterval = 0 { didSet { timingDidChange() } }
    var timingCache = LayerTimingCache()

    /// The model: what the properties were set to. For a view's layer the properties the view shares (position,
    /// bounds, opacity, colours, corners, border, the affine part of the transform, hidden, clipping) live in the
    /// view and are read from it; the rest live here.
    var modelState = LayerValues()
    /// The layer's sublayers in drawing order, a view's subviews' layers among them.
    var children: [Layer] = [] { didSet { drawingOrder = nil } }
    /// The children sorted by zPosition, kept until the children or a child's zPosition change.
    var drawingOrder: [Layer]?
    /// How many children back no view (the compositor draws those itself).
    private(set) var standaloneChildren = 0
    private weak var parent: Layer?
    /// The commit count of the world when the layer joined its superlayer (implicit animations wait for the next).
    var attachedAtCommit: UInt64 = .max

    /// The explicit animations the layer runs, in the order they were added.
    var animationEntries: [LayerAnimationEntry] = []
    /// The value on screen before the change an action is running for (its implicit animation's from value).
    var pendingFromValue: AnimationValue?
    /// Whether this is a presentation copy (it never animates).
    private(set) var isPresentationCopy = false

    /// An image to show in the bounds (CALayer.contents): an `Image` (`image.cgImage` as UIKit code writes it).
    public var contents: Any? { didSet { contentsDidChange() } }
    /// How the contents fit the bounds.
    public var contentsGravity: LayerContentsGravity = .resize { didSet { setNeedsDisplay() } }
    /// Whether the back of the layer shows when it is turned away (false: it is not drawn then).
    public var isDoubleSided = true { didSet { setNeedsDisplay() } }
    /// A layer whose alpha masks this one (in this layer's bounds space); it has no superlayer.
    public var mask: Layer? {
        didSet {
            if let mask, mask.wouldMaskItself(self) {
                Diagnostics.report("Layer.mask: a layer cannot mask itself, its superlayers or its own mask; ignored")
                self.mask = oldValue
                return
            }
            oldValue?.maskOwner = nil
            mask?.removeFromSuperlayer()
            mask?.maskOwner = self
            mask?.attachedAtCommit = world.engine.commitCount
            noteLayerState()
        }
    }

    /// Whether this layer masking `owner` would make a cycle: `owner` is this layer, lies under it, or masks it.
    private func wouldMaskItself(_ owner: Layer) -> Bool {
        var seen: [Layer] = []
        func reaches(_ l: Layer) -> Bool {
            if l === owner { return true }
            if seen.contains(where: { $0 === l }) { return false }
            seen.append(l)
            if let m = l.mask, reaches(m) { return true }
            return l.children.contains { reaches($0) }
        }
        // owner's superlayers, masked by this layer, would draw themselves too.
        var up: Layer? = owner.superlayer
        while let u = up { if u === self { return true }; up = u.superlayer }
        return reaches(self)
    }
    weak var maskOwner: Layer?
    /// A name to find the layer by.
    public var name: String?
    /// Actions per key, asked before the default ones (`NSNull()` turns the implicit animation of a key off).
    public var actions: [String: Action]?
    /// Hidden-rendering scale of the contents (kept for source compatibility; the compositor draws at the
    /// framebuffer's scale).
    public var contentsScale: CGFloat = 1
    /// Kept for source compatibility: layers are always rasterized as the compositor sees fit.
    public var shouldRasterize = false
    public var rasterizationScale: CGFloat = 1

    /// A standalone layer, with no size, at the origin.
    public init() {
        world = World.current
    }

    /// A standalone layer with `frame`.
    public convenience init(frame: CGRect) {
        self.init()
        bounds = CGRect(origin: .zero, size: frame.size)
        position = CGPoint(x: frame.midX, y: frame.midY)
    }

    /// A presentation copy's initializer: `values` as its model, in no tree.
    init(presentationOf layer: Layer, values: LayerValues) {
        world = layer.world
        isPresentationCopy = true
        modelState = values
        contents = layer.contents
        contentsGravity = layer.contentsGravity
        isDoubleSided = layer.isDoubleSided
        name = layer.name
        speed = layer.speed
        timeOffset = layer.timeOffset
        beginTime = layer.beginTime
    }

    /// A presentation copy of this layer showing `values` (a subclass returns one of its own type).
    func presentationCopy(values: LayerValues) -> Layer {
        Layer(presentationOf: self, values: values)
    }

    convenience init(view: View, world: World) {
        self.init()
        self.view = view
        self.delegate = view
        self.world = world
    }

    isolated deinit {
        guard !animationEntries.isEmpty else { return }
        // Its animations end with it: the transactions waiting for them are told (their blocks still run).
        for entry in animationEntries { for t in entry.transactions { t.animationEnded() } }
        world.engine.layerWillGo(self)
    }

    /// The presentation last computed and what for.
    var presentationCache = LayerValues()
    var presentationKey = PresentationKey.none

    /// Whether the engine advances this layer's explicit animations (kept here: no search per add).
    var isHostedByEngine = false

    /// Whether the layer backs a view.
    var isBacking: Bool { view != nil }

    // MARK: Tree

    /// The layer above this one: the superview's layer for a view's layer.
    public var superlayer: Layer? {
        if let view { return view.superview?.layer }
        return parent
    }

    /// The sublayers in drawing order (nil when there are none), a view's subviews' layers among them.
    /// Setting it replaces the standalone sublayers (a view's subviews stay).
    public var sublayers: [Layer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children where !child.isBacking { child.removeFromSuperlayer() }
            for layer in newValue ?? [] where !layer.isBacking { addSublayer(layer) }
        }
    }

    /// Adds `layer` on top of the sublayers, removing it from its old superlayer first.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: UInt32(clamping: children.count))
    }

    /// Inserts `layer` at `index` of the sublayers (0 is the back).
    public func insertSublayer(_ layer: Layer, at index: UInt32) {
        guard layer !== self else { return }
        guard !layer.isBacking else {
            Diagnostics.report("Layer.insertSublayer: a view's layer moves with its view; use addSubview instead")
            return
        }
        var cursor: Layer? = self
        while let c = cursor {
            if c === layer {
                Diagnostics.report("Layer.insertSublayer: a layer cannot be added under itself")
                return
            }
            cursor = c.superlayer
        }
        var at = Int(index)
        if layer.parent === self, let old = children.firstIndex(where: { $0 === layer }) {
            children.remove(at: old)
            if at > old { at -= 1 }
        } else {
            layer.removeFromSuperlayer()
            if layer.world !== world { layer.join(world) }
            standaloneChildren += 1
            layer.parent = self
            layer.attachedAtCommit = world.engine.commitCount
        }
        children.insert(layer, at: min(max(at, 0), children.count))
        world.layerTimingStamp &+= 1
        noteLayerState()
        setNeedsDisplay()
        layer.didMoveToSuperlayer()
    }

    /// Called when the layer was added to a superlayer (an emitter starts emitting then).
    func didMoveToSuperlayer() {}

    /// Inserts `layer` just above `sibling`.
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        guard let sibling, let i = children.firstIndex(where: { $0 === sibling }) else { return addSublayer(layer) }
        insertSublayer(layer, at: UInt32(i + 1))
    }

    /// Inserts `layer` just below `sibling`.
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        guard let sibling, let i = children.firstIndex(where: { $0 === sibling }) else { return insertSublayer(layer, at: 0) }
        insertSublayer(layer, at: UInt32(i))
    }

    /// Puts `layer` in the place of `old`, a sublayer.
    public func replaceSublayer(_ old: Layer, with layer: Layer) {
        guard let i = children.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(layer, at: UInt32(i))
    }

    /// Detaches the layer from its superlayer (a view's layer: use `removeFromSuperview`).
    public func removeFromSuperlayer() {
        if let view {
            view.removeFromSuperview()
            return
        }
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        p.standaloneChildren -= 1
        parent = nil
        attachedAtCommit = .max
        world.layerTimingStamp &+= 1
        p.noteLayerState()
        p.setNeedsDisplay()
    }

    /// Moves this layer and its subtree into `other`.
    func join(_ other: World) {
        if isHostedByEngine {
            world.engine.layerWillGo(self)
            other.engine.hostExplicitAnimations(self)
        }
        world = other
        (self as? EmitterLayer)?.worldDidChange()
        for child in children where !child.isBacking { child.join(other) }
    }

    /// Keeps the children in step with the view's subviews: `view`'s layer goes where `view` now stands.
    func subviewWasInserted(_ view: View, at index: Int, of subviews: [View]) {
        let layer = view.layer
        children.removeAll { $0 === layer }
        // Below the layer of the subview that now follows it; the last subview goes on top of every sublayer,
        // as addSubview adds its layer on top.
        if index + 1 < subviews.count, let next = children.firstIndex(where: { $0 === subviews[index + 1].layer }) {
            children.insert(layer, at: next)
        } else {
            children.append(layer)
        }
        layer.attachedAtCommit = world.engine.commitCount
    }

    func subviewWasRemoved(_ view: View) {
        let layer = view.layer
        children.removeAll { $0 === layer }
        layer.attachedAtCommit = .max
    }

    /// The children in drawing order with `zPosition` applied (a stable sort: equal positions keep their order).
    public var sublayersInDrawingOrder: [Layer] {
        guard children.contains(where: { $0.zPosition != 0 }) else { return children }
        if let drawingOrder { return drawingOrder }
        let sorted = children.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
        }.map(\.element)
        drawingOrder = sorted
        return sorted
    }

    // MARK: Display

    /// Marks what the layer shows as changed.
    public func setNeedsDisplay() {
        if let view { view.setNeedsDisplay() } else { world.displayRevision &+= 1; contentRevision &+= 1 }
    }

    /// Counts changes of a standalone layer's drawing that are not animatable values.
    package private(set) var contentRevision: UInt64 = 0

    private func contentsDidChange() {
        if contents != nil && !(contents is Image) {
            Diagnostics.report("Layer.contents takes an Image (got \(type(of: contents!))); nothing is drawn")
        }
        noteLayerState()
        setNeedsDisplay()
    }

    /// Whether the compositor must treat the layer as a layer (3D, anchor, shadow, mask, contents, sublayers
    /// that are no view, explicit animations) rather than as a plain view.
    package private(set) var needsLayerRendering = false

    func noteLayerState() {
        let m = modelState
        needsLayerRendering = standaloneChildren > 0 || !animationEntries.isEmpty || mask != nil || contents != nil
            || m.anchorPoint != CGPoint(x: 0.5, y: 0.5) || !m.transform.isIdentity || !m.sublayerTransform.isIdentity
            || m.shadowOpacity > 0 || m.zPosition != 0 || (view != nil && m.maskedCorners != .all)
        if let view {
            view.rendersAsLayer = needsLayerRendering || view.inheritsSublayerTransform
            let inherits = !m.sublayerTransform.isIdentity || hasSublayerTransformAnimation
            for sub in view.subviews where sub.inheritsSublayerTransform != inherits { sub.inheritSublayerTransform(inherits) }
            view.setNeedsDisplay()
        } else {
            world.displayRevision &+= 1
        }
    }

    /// Whether an explicit animation of the layer animates its sublayerTransform.
    private var hasSublayerTransformAnimation: Bool {
        animationEntries.contains { $0.animation.animatedKeyPaths.contains { $0.hasPrefix("sublayerTransform") } }
    }

    /// Whether any of this layer's standalone sublayers (or their sublayers) need drawing.
    package var hasStandaloneSublayers: Bool { standaloneChildren > 0 }
}

/// What a layer asks its delegate (CALayerDelegate); a view is its layer's delegate.
@MainActor
public protocol LayerDelegate: AnyObject {
    /// The action for a change of `event` on `layer`: nil to go on looking, `NSNull()` for none.
    func action(for layer: Layer, forKey event: String) -> Action?
}

extension LayerDelegate {
    public func action(for layer: Layer, forKey event: String) -> Action? { nil }
}

/// Something run when a layer property changes (CAAction): an animation, or `NSNull()` for nothing.
@MainActor
public protocol Action {
    func run(forKey event: String, object: Any, arguments: [AnyHashable: Any]?)
}

extension NSNull: Action {
    public func run(forKey event: String, object: Any, arguments: [AnyHashable: Any]?) {}
}
