import Foundation

/// An animatable layer property, declared once: its key path as explicit animations name it, how to read and
/// write it on `LayerValues`, and the kind of value it holds. The table below is what `BasicAnimation(keyPath:)`,
/// keyframe animations, implicit animations and the inspector look keys up in; `register` adds your own.
///
/// ```swift
/// LayerProperty.named("transform.rotation.y")?.get(layer.presentationValues)   // .scalar(angle)
/// ```
nonisolated public struct LayerProperty: Sendable {
    /// The key path ("position.x", "transform.rotation.y", "shadowOpacity").
    public let keyPath: String
    /// A value of the kind the property holds (its zero).
    public let kind: AnimationValue
    /// Reads the property.
    public let get: @Sendable (LayerValues) -> AnimationValue
    /// Writes the property (a value of another kind is ignored).
    public let set: @Sendable (inout LayerValues, AnimationValue) -> Void

    public init(keyPath: String, kind: AnimationValue, get: @escaping @Sendable (LayerValues) -> AnimationValue,
                set: @escaping @Sendable (inout LayerValues, AnimationValue) -> Void) {
        self.keyPath = keyPath
        self.kind = kind
        self.get = get
        self.set = set
    }

    /// The property with this key path ("transform.rotation" is "transform.rotation.z"), or nil.
    @MainActor public static func named(_ keyPath: String) -> LayerProperty? { table[keyPath] }

    /// Adds an animatable property (a layer subclass's) under its key path.
    @MainActor public static func register(_ property: LayerProperty) { table[property.keyPath] = property }

    /// Every key path known, sorted (for the inspector and diagnostics).
    @MainActor public static var keyPaths: [String] { table.keys.sorted() }

    @MainActor private static var table: [String: LayerProperty] = {
        var t: [String: LayerProperty] = [:]
        func add(_ p: LayerProperty) { t[p.keyPath] = p }
        func scalar(_ name: String, _ kp: WritableKeyPath<LayerValues, CGFloat> & Sendable) {
            add(LayerProperty(keyPath: name, kind: .scalar(0), get: { .scalar(Double($0[keyPath: kp])) },
                              set: { v, a in if case .scalar(let s) = a { v[keyPath: kp] = CGFloat(s) } }))
        }
        func float(_ name: String, _ kp: WritableKeyPath<LayerValues, Float> & Sendable) {
            add(LayerProperty(keyPath: name, kind: .scalar(0), get: { .scalar(Double($0[keyPath: kp])) },
                              set: { v, a in if case .scalar(let s) = a { v[keyPath: kp] = Float(s) } }))
        }
        func point(_ name: String, _ kp: WritableKeyPath<LayerValues, CGPoint> & Sendable) {
            add(LayerProperty(keyPath: name, kind: .point(.zero), get: { .point($0[keyPath: kp]) },
                              set: { v, a in if case .point(let p) = a { v[keyPath: kp] = p } }))
        }
        func size(_ name: String, _ kp: WritableKeyPath<LayerValues, CGSize> & Sendable) {
            add(LayerProperty(keyPath: name, kind: .size(.zero), get: { .size($0[keyPath: kp]) },
                              set: { v, a in if case .size(let s) = a { v[keyPath: kp] = s } }))
        }
        func color(_ name: String, _ kp: WritableKeyPath<LayerValues, Color> & Sendable) {
            add(LayerProperty(keyPath: name, kind: .color(.clear), get: { .color($0[keyPath: kp]) },
                              set: { v, a in if case .color(let c) = a { v[keyPath: kp] = c } }))
        }
        // Transforms and their parts go through closures, not key paths: a key path through the computed
        // `components` would allocate on every frame's write.
        typealias Part = (get: @Sendable (Transform3DComponents) -> CGFloat,
                          set: @Sendable (inout Transform3DComponents, CGFloat) -> Void)
        let parts: [(String, Part)] = [
            ("rotation", ({ $0.rotationZ }, { $0.rotationZ = $1 })), ("rotation.x", ({ $0.rotationX }, { $0.rotationX = $1 })),
            ("rotation.y", ({ $0.rotationY }, { $0.rotationY = $1 })), ("rotation.z", ({ $0.rotationZ }, { $0.rotationZ = $1 })),
            ("scale", ({ $0.uniformScale }, { $0.uniformScale = $1 })), ("scale.x", ({ $0.scaleX }, { $0.scaleX = $1 })),
            ("scale.y", ({ $0.scaleY }, { $0.scaleY = $1 })), ("scale.z", ({ $0.scaleZ }, { $0.scaleZ = $1 })),
            ("translation.x", ({ $0.translationX }, { $0.translationX = $1 })),
            ("translation.y", ({ $0.translationY }, { $0.translationY = $1 })),
            ("translation.z", ({ $0.translationZ }, { $0.translationZ = $1 }))]
        func transform(_ name: String, get: @escaping @Sendable (LayerValues) -> Transform3D,
                       set: @escaping @Sendable (inout LayerValues, Transform3D) -> Void) {
            add(LayerProperty(keyPath: name, kind: .transform(.identity), get: { .transform(get($0)) },
                              set: { v, a in if case .transform(let m) = a { set(&v, m) } }))
            for (suffix, part) in parts {
                add(LayerProperty(keyPath: name + "." + suffix, kind: .scalar(0),
                                  get: { .scalar(Double(part.get(Transform3DComponents(get($0))))) },
                                  set: { v, a in
                                      guard case .scalar(let s) = a else { return }
                                      var c = Transform3DComponents(get(v))
                                      part.set(&c, CGFloat(s))
                                      set(&v, Transform3D(c))
                                  }))
            }
            add(LayerProperty(keyPath: name + ".m34", kind: .scalar(0), get: { .scalar(Double(get($0).m34)) },
                              set: { v, a in
                                  guard case .scalar(let s) = a else { return }
                                  var m = get(v)
                                  m.m34 = CGFloat(s)
                                  set(&v, m)
                              }))
            add(LayerProperty(keyPath: name + ".translation", kind: .size(.zero),
                              get: {
                                  let c = Transform3DComponents(get($0))
                                  return .size(CGSize(width: c.translationX, height: c.translationY))
                              },
                              set: { v, a in
                                  guard case .size(let s) = a else { return }
                                  var c = Transform3DComponents(get(v))
                                  c.translationX = s.width
                                  c.translationY = s.height
                                  set(&v, Transform3D(c))
                              }))
        }
        point("position", \.position)
        scalar("position.x", \.position.x)
        scalar("position.y", \.position.y)
        add(LayerProperty(keyPath: "bounds", kind: .rect(.zero), get: { .rect($0.bounds) },
                          set: { v, a in if case .rect(let r) = a { v.bounds = r } }))
        point("bounds.origin", \.bounds.origin)
        scalar("bounds.origin.x", \.bounds.origin.x)
        scalar("bounds.origin.y", \.bounds.origin.y)
        size("bounds.size", \.bounds.size)
        scalar("bounds.size.width", \.bounds.size.width)
        scalar("bounds.size.height", \.bounds.size.height)
        point("anchorPoint", \.anchorPoint)
        scalar("zPosition", \.zPosition)
        transform("transform", get: { $0.transform }, set: { $0.transform = $1 })
        transform("sublayerTransform", get: { $0.sublayerTransform }, set: { $0.sublayerTransform = $1 })
        // CAReplicatorLayer's animatable keys (instanceCount by whole copies).
        transform("instanceTransform", get: { $0.replicator.instanceTransform }, set: { $0.replicator.instanceTransform = $1 })
        add(LayerProperty(keyPath: "instanceCount", kind: .scalar(0), get: { .scalar(Double($0.replicator.instanceCount)) },
                          set: { v, a in
                              if case .scalar(let s) = a, s.isFinite { v.replicator.instanceCount = Int(max(min(s.rounded(), 1e6), 0)) }
                          }))
        add(LayerProperty(keyPath: "instanceDelay", kind: .scalar(0), get: { .scalar($0.replicator.instanceDelay) },
                          set: { v, a in if case .scalar(let s) = a { v.replicator.instanceDelay = s } }))
        color("instanceColor", \.replicator.instanceColor)
        float("instanceRedOffset", \.replicator.instanceRedOffset)
        float("instanceGreenOffset", \.replicator.instanceGreenOffset)
        float("instanceBlueOffset", \.replicator.instanceBlueOffset)
        float("instanceAlphaOffset", \.replicator.instanceAlphaOffset)
        float("opacity", \.opacity)
        scalar("cornerRadius", \.cornerRadius)
        scalar("borderWidth", \.borderWidth)
        color("borderColor", \.borderColor)
        color("backgroundColor", \.backgroundColor)
        color("shadowColor", \.shadowColor)
        float("shadowOpacity", \.shadowOpacity)
        scalar("shadowRadius", \.shadowRadius)
        size("shadowOffset", \.shadowOffset)
        add(LayerProperty(keyPath: "shadowPath", kind: .path(CGMutablePath()), get: { .path($0.shadowPath ?? CGMutablePath()) },
                          set: { v, a in if case .path(let p) = a { v.shadowPath = p } }))
        // CAShapeLayer's animatable keys.
        add(LayerProperty(keyPath: "path", kind: .path(CGMutablePath()), get: { .path($0.shape.path ?? CGMutablePath()) },
                          set: { v, a in if case .path(let p) = a { v.shape.path = p } }))
        color("fillColor", \.shape.fillColor)
        color("strokeColor", \.shape.strokeColor)
        scalar("lineWidth", \.shape.lineWidth)
        scalar("miterLimit", \.shape.miterLimit)
        scalar("lineDashPhase", \.shape.lineDashPhase)
        scalar("strokeStart", \.shape.strokeStart)
        scalar("strokeEnd", \.shape.strokeEnd)
        // CAGradientLayer's and CATextLayer's animatable keys.
        add(LayerProperty(keyPath: "colors", kind: .colors([]), get: { .colors($0.gradient.colors ?? []) },
                          set: { v, a in if case .colors(let c) = a { v.gradient.colors = c } }))
        add(LayerProperty(keyPath: "locations", kind: .numbers([]), get: { .numbers($0.gradient.locations ?? GradientValues.evenLocations(count: $0.gradient.colors?.count ?? 0)) },
                          set: { v, a in if case .numbers(let n) = a { v.gradient.locations = n.isEmpty ? nil : n } }))
        point("startPoint", \.gradient.startPoint)
        point("endPoint", \.gradient.endPoint)
        scalar("fontSize", \.text.fontSize)
        color("foregroundColor", \.text.foregroundColor)
        add(LayerProperty(keyPath: "hidden", kind: .scalar(0), get: { .scalar($0.isHidden ? 1 : 0) },
                          set: { v, a in if case .scalar(let s) = a { v.isHidden = s >= 0.5 } }))
        add(LayerProperty(keyPath: "masksToBounds", kind: .scalar(0), get: { .scalar($0.masksToBounds ? 1 : 0) },
                          set: { v, a in if case .scalar(let s) = a { v.masksToBounds = s >= 0.5 } }))
        return t
    }()
}
