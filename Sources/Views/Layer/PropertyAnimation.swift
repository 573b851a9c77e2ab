import Foundation

/// An animation of one layer property named by key path (CAPropertyAnimation): the base of basic, spring and
/// keyframe animations.
///
/// ```swift
/// let nudge = BasicAnimation(keyPath: "position.x")
/// nudge.byValue = 20
/// nudge.isAdditive = true     // added to the value the layer shows, whatever it is
/// ```
@MainActor
open class PropertyAnimation: Animation {
    /// The property animated ("position", "transform.rotation.z", "opacity"…; see `LayerProperty`).
    public var keyPath: String? { didSet { resolved = nil } }
    /// Whether the animated value is added to the property's value instead of replacing it.
    public var isAdditive = false
    /// Whether each repetition starts where the previous ended.
    public var isCumulative = false

    private var resolved: LayerProperty?
    private var reportedUnknownKey = false
    private var reportedMismatch = false

    public required override init() { super.init() }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copy() -> Any {
        let c = Self()
        c.copyProperties(from: self)
        return c
    }

    /// Copies the settings of `other` (subclasses extend it).
    open func copyProperties(from other: PropertyAnimation) {
        copyTiming(from: other)
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    override func validate() { _ = property }

    /// The property of the key path (reported once when no layer property has that key path).
    var property: LayerProperty? {
        if let resolved { return resolved }
        guard let keyPath else { return nil }
        if let p = LayerProperty.named(keyPath) {
            resolved = p
            return p
        }
        if !reportedUnknownKey {
            reportedUnknownKey = true
            Diagnostics.report("\(type(of: self)): no animatable layer property has the key path \"\(keyPath)\"; the animation shows nothing")
        }
        return nil
    }

    /// A value given as `Any` in the property's kind (reported once when it cannot be).
    func value(_ any: Any?, as kind: AnimationValue, role: String) -> AnimationValue? {
        guard let any else { return nil }
        if let v = AnimationValue(any: any)?.converted(to: kind) { return v }
        if !reportedUnknownKey {
            reportedUnknownKey = true
            Diagnostics.report("\(type(of: self)) \"\(keyPath ?? "")\": \(role) \(type(of: any)) is not a value of this property; the animation shows nothing")
        }
        return nil
    }

    /// Reports once when two values the animation goes between cannot be interpolated element by element —
    /// paths of different structures, lists of different lengths — as it then shows the end value (Core
    /// Animation's `path` animation only moves points).
    func checkInterpolable(_ a: AnimationValue, _ b: AnimationValue) {
        guard !reportedMismatch else { return }
        let problem: String
        switch (a, b) {
        case (.path(let p), .path(let q)) where !p.hasSameStructure(as: q):
            problem = "the paths have different elements (\(p.elements.count) and \(q.elements.count))"
        case _ where a.listCount != nil && b.listCount != nil && a.listCount != b.listCount:
            problem = "the lists have \(a.listCount ?? 0) and \(b.listCount ?? 0) elements"
        default: return
        }
        reportedMismatch = true
        Diagnostics.report("\(type(of: self)) \"\(keyPath ?? "")\": \(problem); the animation shows its end value")
    }

    override func apply(to values: inout LayerValues, parentTime: Double, begin: Double, layer: Layer) {
        guard let property, let time = timing(parentTime: parentTime, begin: begin) else { return }
        let base = property.get(values)
        guard let value = value(at: time, base: base, kind: property.kind) else { return }
        property.set(&values, isAdditive ? base + value : value)
    }

    /// The animated value at `time` (`base`: what the layer shows without this animation).
    func value(at time: AnimationTime, base: AnimationValue, kind: AnimationValue) -> AnimationValue? { nil }
}

/// An animation between two values (CABasicAnimation): `fromValue`, `toValue`, `byValue`, any two or one.
///
/// ```swift
/// let spin = BasicAnimation(keyPath: "transform.rotation.z")
/// spin.fromValue = 0
/// spin.toValue = 2 * CGFloat.pi
/// spin.duration = 1
/// spin.repeatCount = .infinity
/// spinner.layer.add(spin, forKey: "spin")
/// ```
///
/// from + to; from + by (to = from + by); by + to (from = to − by); from only (to: what the layer shows
/// without it); to only (from: what the layer shows); by only (from what it shows, by more).
@MainActor
open class BasicAnimation: PropertyAnimation {
    public var fromValue: Any? { didSet { converted = nil } }
    public var toValue: Any? { didSet { converted = nil } }
    public var byValue: Any? { didSet { converted = nil } }
    /// The values read once in the property's kind (a frame's evaluation casts nothing).
    private var converted: (kind: AnimationValue, from: AnimationValue?, to: AnimationValue?, by: AnimationValue?)?

    open override func copyProperties(from other: PropertyAnimation) {
        super.copyProperties(from: other)
        guard let o = other as? BasicAnimation else { return }
        fromValue = o.fromValue; toValue = o.toValue; byValue = o.byValue
    }

    /// Reads the values once when added, so a value of the wrong kind is reported then, drawn or not.
    override func validate() {
        super.validate()
        if let property { _ = endpoints(base: property.kind, kind: property.kind) }
    }

    /// The from and to values when the layer shows `base` without this animation.
    func endpoints(base: AnimationValue, kind: AnimationValue) -> (AnimationValue, AnimationValue)? {
        if converted == nil || converted?.kind != kind {
            converted = (kind, value(fromValue, as: kind, role: "fromValue"), value(toValue, as: kind, role: "toValue"),
                         value(byValue, as: kind, role: "byValue"))
        }
        guard let (_, from, to, by) = converted else { return nil }
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f + b)
        case let (nil, t?, b?): return (t - b, t)
        case let (f?, nil, nil): return (f, base)
        case let (nil, t?, nil): return (base, t)
        case let (nil, nil, b?): return (base, base + b)
        default: return nil
        }
    }

    /// The pace of a repetition: the timing function's progress at `time`'s fraction.
    func progress(at time: AnimationTime) -> Double {
        timingFunction?.progress(at: time.fraction) ?? time.fraction
    }

    override func value(at time: AnimationTime, base: AnimationValue, kind: AnimationValue) -> AnimationValue? {
        guard let (from, to) = endpoints(base: base, kind: kind) else { return nil }
        checkInterpolable(from, to)
        var v = from.interpolated(to: to, fraction: progress(at: time))
        if isCumulative && time.iteration > 0 { v = v + (to - from).times(time.iteration) }
        return v
    }
}

/// A spring between two values (CASpringAnimation): mass, stiffness, damping and initial velocity, or iOS 17's
/// perceptual duration and bounce. Give it `settlingDuration` as its duration.
///
/// ```swift
/// let pop = SpringAnimation(keyPath: "transform.scale")
/// pop.fromValue = 0.5
/// pop.toValue = 1
/// pop.damping = 8
/// pop.duration = pop.settlingDuration
/// badge.add(pop, forKey: "pop")
/// ```
@MainActor
open class SpringAnimation: BasicAnimation {
    public var mass: CGFloat = 1
    public var stiffness: CGFloat = 100
    public var damping: CGFloat = 10
    /// Initial velocity in units of the whole move per second (positive toward the to value).
    public var initialVelocity: CGFloat = 0
    /// Whether a damping ratio over 1 is honoured (true; kept for source compatibility).
    public var allowsOverdamping = true

    /// iOS 17: a spring that feels `perceptualDuration` seconds long and bounces by `bounce` (−1…1): stiffness
    /// (2π/duration)², damping ratio 1 − bounce (bounce ≥ 0) or 1/(1 + bounce), mass 1; its duration is set to
    /// its settling duration.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        if let problem = SpringParameters.misuse(perceptualDuration: perceptualDuration, bounce: Double(bounce),
                                                 caller: "SpringAnimation(perceptualDuration:bounce:)") {
            Diagnostics.report(problem)
        }
        let p = SpringParameters(perceptualDuration: perceptualDuration, bounce: Double(bounce))
        mass = CGFloat(p.mass)
        stiffness = CGFloat(p.stiffness)
        damping = CGFloat(p.damping)
        duration = settlingDuration
    }

    /// The spring's perceptual duration: 2π/√(k/m).
    public var perceptualDuration: TimeInterval { 2 * .pi / (Double(stiffness) / Double(max(mass, 1e-9))).squareRoot() }
    /// The spring's bounce: 1 − ζ when ζ ≤ 1, 1/ζ − 1 otherwise.
    public var bounce: CGFloat {
        let zeta = solver.dampingRatio
        return CGFloat(zeta <= 1 ? 1 - zeta : 1 / zeta - 1)
    }

    /// Seconds for the spring to come to rest from its from value: the duration to give it.
    public var settlingDuration: TimeInterval { solver.settlingDuration() }

    var solver: SpringSolver {
        SpringSolver(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                     initialVelocity: Double(initialVelocity))
    }

    open override func copyProperties(from other: PropertyAnimation) {
        super.copyProperties(from: other)
        guard let o = other as? SpringAnimation else { return }
        mass = o.mass; stiffness = o.stiffness; damping = o.damping; initialVelocity = o.initialVelocity
        allowsOverdamping = o.allowsOverdamping
    }

    /// The spring's progress at the repetition's time in seconds (the timing function is not used).
    override func progress(at time: AnimationTime) -> Double { solver.progress(at: time.local) }
}
