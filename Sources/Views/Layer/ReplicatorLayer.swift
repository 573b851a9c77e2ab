import Foundation

/// A layer that draws its sublayers `instanceCount` times (CAReplicatorLayer), each copy moved by
/// `instanceTransform` once more than the one before, its animations `instanceDelay` later, and its colours
/// multiplied by `instanceColor` plus the per-copy offsets — the loading-dots idiom.
///
/// ```swift
/// let replicator = ReplicatorLayer()
/// replicator.frame = CGRect(x: 0, y: 0, width: 90, height: 30)
/// let dot = Layer()
/// dot.frame = CGRect(x: 0, y: 7, width: 16, height: 16)
/// dot.cornerRadius = 8
/// dot.backgroundColor = Color.systemBlue.cgColor
/// replicator.addSublayer(dot)
/// replicator.instanceCount = 3
/// replicator.instanceTransform = Transform3DMakeTranslation(28, 0, 0)
/// replicator.instanceDelay = 0.2                 // each dot pulses 0.2 s after the one before
///
/// let pulse = BasicAnimation(keyPath: "transform.scale")
/// pulse.fromValue = 1; pulse.toValue = 0.4
/// pulse.duration = 0.6; pulse.autoreverses = true; pulse.repeatCount = .infinity
/// dot.add(pulse, forKey: "pulse")
/// ```
///
/// Every property animates ("instanceCount" by whole copies, "instanceTransform" and its parts such as
/// "instanceTransform.rotation.z", "instanceColor", the offsets, "instanceDelay"), and animates implicitly as
/// every standalone layer's properties. The transform is applied about the centre of the replicator's bounds
/// (the superlayer of the copied layers), after each sublayer's own transform. `preservesDepth` is stored
/// only: the copies are always flattened into the replicator's plane.
open class ReplicatorLayer: Layer {
    /// How many copies of the sublayers are drawn, the sublayers themselves included (1: no extra copy;
    /// 0: nothing).
    public var instanceCount: Int {
        get { modelState.replicator.instanceCount }
        set { setModel(\.replicator.instanceCount, max(newValue, 0), key: "instanceCount") }
    }
    /// Seconds each copy's animations run behind the copy before it.
    public var instanceDelay: TimeInterval {
        get { modelState.replicator.instanceDelay }
        set { setModel(\.replicator.instanceDelay, newValue.isFinite ? newValue : 0, key: "instanceDelay") }
    }
    /// What takes copy i − 1 to copy i (applied i times to copy i), about the replicator's centre.
    public var instanceTransform: Transform3D {
        get { modelState.replicator.instanceTransform }
        set { setModel(\.replicator.instanceTransform, newValue, key: "instanceTransform") }
    }
    /// What the first copy's colours are multiplied by (opaque white by default; nil is white).
    public var instanceColor: CGColor? {
        get { modelState.replicator.instanceColor.cgColor }
        set { setModel(\.replicator.instanceColor, newValue?.color ?? .white, key: "instanceColor") }
    }
    /// Added to the red component of the multiplying colour for each copy after the first.
    public var instanceRedOffset: Float {
        get { modelState.replicator.instanceRedOffset }
        set { setModel(\.replicator.instanceRedOffset, newValue, key: "instanceRedOffset") }
    }
    public var instanceGreenOffset: Float {
        get { modelState.replicator.instanceGreenOffset }
        set { setModel(\.replicator.instanceGreenOffset, newValue, key: "instanceGreenOffset") }
    }
    public var instanceBlueOffset: Float {
        get { modelState.replicator.instanceBlueOffset }
        set { setModel(\.replicator.instanceBlueOffset, newValue, key: "instanceBlueOffset") }
    }
    public var instanceAlphaOffset: Float {
        get { modelState.replicator.instanceAlphaOffset }
        set { setModel(\.replicator.instanceAlphaOffset, newValue, key: "instanceAlphaOffset") }
    }
    /// Stored only (source compatibility): the copies are always flattened into the replicator's plane.
    public var preservesDepth = false

    public override init() { super.init() }

    override init(presentationOf layer: Layer, values: LayerValues) {
        super.init(presentationOf: layer, values: values)
        preservesDepth = (layer as? ReplicatorLayer)?.preservesDepth ?? false
    }

    override func presentationCopy(values: LayerValues) -> ReplicatorLayer {
        ReplicatorLayer(presentationOf: self, values: values)
    }
}
