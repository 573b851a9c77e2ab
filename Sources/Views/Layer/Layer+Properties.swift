import Foundation

/// The layer's properties (CALayer's names and types). On a view's layer, the ones the view shares read and
/// write the view: `layer.position` is `view.center`, `layer.opacity` is `view.alpha`.
extension Layer {
    /// The layer's own coordinate space: origin and size.
    public var bounds: CGRect {
        get { view?.bounds ?? modelState.bounds }
        set { if let view { view.bounds = newValue } else { setModel(\.bounds, newValue, key: "bounds") } }
    }

    /// Where the anchor point sits in the superlayer.
    public var position: CGPoint {
        get { view?.center ?? modelState.position }
        set { if let view { view.center = newValue } else { setModel(\.position, newValue, key: "position") } }
    }

    /// The point of the bounds, in unit coordinates, that `position` places and transforms turn about.
    public var anchorPoint: CGPoint {
        get { modelState.anchorPoint }
        set { setModel(\.anchorPoint, newValue, key: "anchorPoint") }
    }

    /// The bounding box of the transformed bounds in the superlayer; setting it sets the position and the
    /// bounds' size.
    public var frame: CGRect {
        get { modelValues.frame }
        set {
            let r = newValue.standardized
            var b = bounds
            b.size = r.size
            bounds = b
            position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
        }
    }

    /// The transform about the anchor point (3D: `m34` gives perspective).
    public var transform: Transform3D {
        get {
            guard let view else { return modelState.transform }
            return modelState.transform.isIdentity ? Transform3DMakeAffineTransform(view.transform) : modelState.transform
        }
        set {
            guard let view else { return setModel(\.transform, newValue, key: "transform") }
            if Transform3DIsAffine(newValue) {
                if !modelState.transform.isIdentity { setModel(\.transform, .identity, key: "transform") }
                view.transform = Transform3DGetAffineTransform(newValue)
            } else {
                view.transform = .identity
                setModel(\.transform, newValue, key: "transform")
            }
        }
    }

    /// The transform as an affine one (the 3D transform's 2D part).
    public func affineTransform() -> CGAffineTransform { Transform3DGetAffineTransform(transform) }
    /// Sets the transform to an affine one.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = Transform3DMakeAffineTransform(m) }

    /// A transform applied to the sublayers, about the center of the bounds (perspective for a set of cards).
    public var sublayerTransform: Transform3D {
        get { modelState.sublayerTransform }
        set { setModel(\.sublayerTransform, newValue, key: "sublayerTransform") }
    }

    /// Orders siblings: higher draws later (on top); no depth sort beyond that.
    public var zPosition: CGFloat {
        get { modelState.zPosition }
        set {
            setModel(\.zPosition, newValue, key: "zPosition")
            superlayer?.drawingOrder = nil
        }
    }

    /// Opacity of the layer and its sublayers as a group, 0…1.
    public var opacity: Float {
        get { view.map { Float($0.alpha) } ?? modelState.opacity }
        set {
            if let view { view.alpha = CGFloat(newValue) } else { setModel(\.opacity, min(max(newValue, 0), 1), key: "opacity") }
        }
    }

    /// Whether the layer (and its sublayers) is drawn.
    public var isHidden: Bool {
        get { view?.isHidden ?? modelState.isHidden }
        set { if let view { view.isHidden = newValue } else { setModel(\.isHidden, newValue, key: "hidden") } }
    }

    /// Whether sublayers are clipped to the bounds (and rounded corners).
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? modelState.masksToBounds }
        set { if let view { view.clipsToBounds = newValue } else { setModel(\.masksToBounds, newValue, key: "masksToBounds") } }
    }

    public var cornerRadius: CGFloat {
        get { view?.cornerRadius ?? modelState.cornerRadius }
        set { if let view { view.cornerRadius = newValue } else { setModel(\.cornerRadius, max(newValue, 0), key: "cornerRadius") } }
    }

    /// Which corners `cornerRadius` rounds.
    public var maskedCorners: CornerMask {
        get { modelState.maskedCorners }
        set { setModel(\.maskedCorners, newValue, key: "maskedCorners") }
    }

    public var borderWidth: CGFloat {
        get { view?.borderWidth ?? modelState.borderWidth }
        set { if let view { view.borderWidth = newValue } else { setModel(\.borderWidth, max(newValue, 0), key: "borderWidth") } }
    }

    public var borderColor: CGColor? {
        get { view.map { $0.borderColor.cgColor } ?? modelState.borderColor.cgColor }
        set {
            if let view { view.borderColor = newValue?.color ?? .clear } else {
                setModel(\.borderColor, newValue?.color ?? .clear, key: "borderColor")
            }
        }
    }

    public var backgroundColor: CGColor? {
        get {
            let c = view?.backgroundColor ?? modelState.backgroundColor
            return c == .clear ? nil : c.cgColor
        }
        set {
            if let view { view.backgroundColor = newValue?.color } else {
                setModel(\.backgroundColor, newValue?.color ?? .clear, key: "backgroundColor")
            }
        }
    }

    /// The shadow's colour (black by default).
    public var shadowColor: CGColor? {
        get { modelState.shadowColor == .clear ? nil : modelState.shadowColor.cgColor }
        set { setModel(\.shadowColor, newValue?.color ?? .clear, key: "shadowColor") }
    }

    /// The shadow's opacity: 0 (no shadow) by default.
    public var shadowOpacity: Float {
        get { modelState.shadowOpacity }
        set { setModel(\.shadowOpacity, min(max(newValue, 0), 1), key: "shadowOpacity") }
    }

    /// Where the shadow falls relative to the layer: (0, −3) by default.
    public var shadowOffset: CGSize {
        get { modelState.shadowOffset }
        set { setModel(\.shadowOffset, newValue, key: "shadowOffset") }
    }

    /// The shadow's blur radius: 3 by default.
    public var shadowRadius: CGFloat {
        get { modelState.shadowRadius }
        set { setModel(\.shadowRadius, max(newValue, 0), key: "shadowRadius") }
    }

    /// The shadow's shape (nil: the layer's shape — its rounded bounds, or its contents' alpha).
    public var shadowPath: CGPath? {
        get { modelState.shadowPath }
        set { setModel(\.shadowPath, newValue, key: "shadowPath") }
    }

    /// The model values as one value (a view's layer reads the view's).
    public var modelValues: LayerValues {
        guard let view else { return modelState }
        var v = modelState
        v.bounds = view.bounds
        v.position = view.center
        v.transform = transform
        v.opacity = Float(view.alpha)
        v.isHidden = view.isHidden
        v.masksToBounds = view.clipsToBounds
        v.cornerRadius = view.cornerRadius
        v.borderWidth = view.borderWidth
        v.borderColor = view.borderColor
        v.backgroundColor = view.backgroundColor ?? .clear
        return v
    }

    /// Sets one model value; a standalone layer (or a view's layer, when its delegate says so) runs the action
    /// for the key — by default an implicit animation from the value on screen.
    func setModel<T: Equatable>(_ keyPath: WritableKeyPath<LayerValues, T>, _ value: T, key: String) {
        guard modelState[keyPath: keyPath] != value else { return }
        let action = actionWillRun ? action(forKey: key) : nil
        let before = action != nil ? LayerProperty.named(key).map { $0.get(presentationValues) } : nil
        modelState[keyPath: keyPath] = value
        noteLayerState()
        if let before, let action {
            pendingFromValue = before
            action.run(forKey: key, object: self, arguments: nil)
            pendingFromValue = nil
        }
    }
}
