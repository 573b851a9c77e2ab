import Foundation

/// An animation through several values or along a path (CAKeyframeAnimation).
///
/// ```swift
/// let shake = KeyframeAnimation(keyPath: "position.x")
/// shake.values = [0, 10, -10, 10, 0]
/// shake.keyTimes = [0, 0.25, 0.5, 0.75, 1]
/// shake.duration = 0.4
/// shake.isAdditive = true                  // around wherever the field is
/// field.layer.add(shake, forKey: "shake")
///
/// let fly = KeyframeAnimation(keyPath: "position")
/// fly.path = BezierPath(ovalIn: orbit).cgPath
/// fly.calculationMode = .paced             // constant speed along the path
/// fly.rotationMode = .rotateAuto           // turned along its tangent
/// ```
///
/// `keyTimes` (0…1, one per value; evenly spaced when nil) and `timingFunctions` (one per segment) pace the
/// values; `.paced` and `.cubicPaced` ignore them and move at constant speed; `.cubic` passes through the
/// values on a Catmull-Rom curve; `.discrete` jumps.
@MainActor
open class KeyframeAnimation: PropertyAnimation {
    public var values: [Any]? { didSet { track = nil } }
    public var path: CGPath? { didSet { measured = nil } }
    public var keyTimes: [NSNumber]? { didSet { track = nil; measured = nil } }
    public var timingFunctions: [MediaTimingFunction]? { didSet { track = nil } }
    public var calculationMode: AnimationCalculationMode = .linear { didSet { track = nil } }
    public var rotationMode: AnimationRotationMode?
    /// Tension, continuity and bias per value for `.cubic` (Kochanek-Bartels; 0 is Catmull-Rom).
    public var tensionValues: [NSNumber]? { didSet { track = nil } }
    public var continuityValues: [NSNumber]?
    public var biasValues: [NSNumber]?

    private var measured: PathKeyframes?
    /// The values read once in the property's kind, with their times (a frame's evaluation allocates nothing).
    private var track: KeyframeTrack?

    open override func copyProperties(from other: PropertyAnimation) {
        super.copyProperties(from: other)
        guard let o = other as? KeyframeAnimation else { return }
        values = o.values; path = o.path; keyTimes = o.keyTimes; timingFunctions = o.timingFunctions
        calculationMode = o.calculationMode; rotationMode = o.rotationMode
        tensionValues = o.tensionValues; continuityValues = o.continuityValues; biasValues = o.biasValues
    }

    /// Reads the values once when added, so a value of the wrong kind is reported then, drawn or not.
    override func validate() {
        super.validate()
        if let property, path == nil {
            _ = value(at: AnimationTime(iteration: 0, local: 0, duration: 1), base: property.kind, kind: property.kind)
        }
    }

    override func apply(to values: inout LayerValues, parentTime: Double, begin: Double, layer: Layer) {
        guard let property, let time = timing(parentTime: parentTime, begin: begin) else { return }
        let base = property.get(values)
        if let path, case .point = property.kind {
            let (point, angle) = pathValue(path, at: time)
            var v = AnimationValue.point(point)
            if isCumulative && time.iteration > 0, let first = pathKeyframes(path).points.first,
               let last = pathKeyframes(path).points.last {
                v = v + AnimationValue.point(CGPoint(x: last.x - first.x, y: last.y - first.y)).times(time.iteration)
            }
            property.set(&values, isAdditive ? base + v : v)
            if rotationMode != nil { values.pathRotation = angle + (rotationMode == .rotateAutoReverse ? .pi : 0) }
            return
        }
        guard let v = value(at: time, base: base, kind: property.kind) else { return }
        property.set(&values, isAdditive ? base + v : v)
    }

    override func value(at time: AnimationTime, base: AnimationValue, kind: AnimationValue) -> AnimationValue? {
        if track == nil || track?.kind != kind {
            let list = (values ?? []).compactMap { value($0, as: kind, role: "a value") }
            for (a, b) in zip(list, list.dropFirst()) { checkInterpolable(a, b) }
            track = KeyframeTrack(list, kind: kind, keyTimes: keyTimes?.map(\.doubleValue), timingFunctions: timingFunctions,
                                  mode: calculationMode, tension: tensionValues?.map(\.doubleValue) ?? [])
        }
        guard let track, let first = track.values.first, let last = track.values.last else { return nil }
        var v = track.value(at: time.fraction)
        if isCumulative && time.iteration > 0 { v = v + (last - first).times(time.iteration) }
        return v
    }

    /// The value at `fraction` of a repetition through `list`.
    static func evaluate(_ list: [AnimationValue], fraction: Double, keyTimes: [Double]?,
                         timingFunctions: [MediaTimingFunction]?, mode: AnimationCalculationMode,
                         tension: [Double]) -> AnimationValue {
        KeyframeTrack(list, kind: list.first ?? .scalar(0), keyTimes: keyTimes, timingFunctions: timingFunctions,
                      mode: mode, tension: tension).value(at: fraction)
    }

    // MARK: Paths

    private func pathKeyframes(_ path: CGPath) -> PathKeyframes {
        if let measured { return measured }
        let m = PathKeyframes(path, keyTimes: keyTimes?.map(\.doubleValue))
        measured = m
        return m
    }

    /// The point on the path and the tangent's angle at `time`.
    private func pathValue(_ path: CGPath, at time: AnimationTime) -> (CGPoint, CGFloat) {
        let frames = pathKeyframes(path)
        guard frames.measure.length > 0 else { return (frames.points.first ?? .zero, 0) }
        let f = min(max(time.fraction, 0), 1)
        var distance: CGFloat
        let n = frames.vertexLengths.count
        if calculationMode == .paced || calculationMode == .cubicPaced || n < 2 {
            distance = CGFloat(timingFunctions?.first.map { $0.progress(at: f) } ?? f) * frames.measure.length
        } else {
            // One keyframe per element end: keyTimes (or even spacing) over the vertices, arc length within each.
            let times = frames.vertexTimes
            var i = 0
            while i + 2 < n && f >= times[i + 1] { i += 1 }
            let span = times[i + 1] - times[i]
            var local = span > 0 ? min(max((f - times[i]) / span, 0), 1) : 1
            if calculationMode == .discrete { local = f >= times[i + 1] ? 1 : 0 }
            if let functions = timingFunctions, !functions.isEmpty { local = functions[min(i, functions.count - 1)].progress(at: local) }
            distance = frames.vertexLengths[i] + CGFloat(local) * (frames.vertexLengths[i + 1] - frames.vertexLengths[i])
        }
        distance = min(max(distance, 0), frames.measure.length)
        let tangent = frames.measure.tangent(atLength: distance)
        return (frames.measure.point(atLength: distance), CGFloat(atan2(Double(tangent.dy), Double(tangent.dx))))
    }
}

/// A path measured for a keyframe animation: its arc length and the length at each element's end.
struct PathKeyframes {
    let measure: PathMeasure
    let points: [CGPoint]
    let vertexLengths: [CGFloat]
    /// The time of each vertex: the key times when there is one per vertex, else evenly spaced.
    let vertexTimes: [Double]

    init(_ path: CGPath, keyTimes: [Double]?) {
        measure = PathMeasure(path)
        var points: [CGPoint] = []
        var lengths: [CGFloat] = []
        let prefix = CGMutablePath()
        path.applyWithBlock { element in
            let e = element.pointee
            let count: Int
            switch e.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            }
            switch e.type {
            case .moveToPoint: prefix.move(to: e.points[0])
            case .addLineToPoint: prefix.addLine(to: e.points[0])
            case .addQuadCurveToPoint: prefix.addQuadCurve(to: e.points[1], control: e.points[0])
            case .addCurveToPoint: prefix.addCurve(to: e.points[2], control1: e.points[0], control2: e.points[1])
            case .closeSubpath: prefix.closeSubpath()
            }
            if e.type == .moveToPoint && !points.isEmpty { return }
            if count > 0 { points.append(e.points[count - 1]) } else if let first = points.first { points.append(first) }
            lengths.append(PathMeasure(prefix).length)
        }
        self.points = points
        vertexLengths = lengths
        let n = lengths.count
        vertexTimes = keyTimes?.count == n ? keyTimes! : (0..<n).map { Double($0) / Double(max(n - 1, 1)) }
    }
}

/// A keyframe animation's values read once, with the time of each and how to go between them.
struct KeyframeTrack {
    let values: [AnimationValue]
    let kind: AnimationValue
    /// When each value is reached (0…1); for `.discrete`, when each starts.
    let times: [Double]
    let timingFunctions: [MediaTimingFunction]?
    let mode: AnimationCalculationMode
    let tension: [Double]

    init(_ values: [AnimationValue], kind: AnimationValue, keyTimes: [Double]?, timingFunctions: [MediaTimingFunction]?,
         mode: AnimationCalculationMode, tension: [Double]) {
        self.values = values
        self.kind = kind
        self.timingFunctions = timingFunctions
        self.mode = mode
        self.tension = tension
        let n = values.count
        let paced = mode == .paced || mode == .cubicPaced
        if n < 2 {
            times = [0]
        } else if paced {
            var lengths = [0.0]
            for i in 1..<n { lengths.append(lengths[i - 1] + values[i - 1].distance(to: values[i])) }
            let total = lengths[n - 1]
            times = total > 0 ? lengths.map { $0 / total } : (0..<n).map { Double($0) / Double(n - 1) }
        } else if let keyTimes, keyTimes.count == n {
            times = keyTimes
        } else if let keyTimes, mode == .discrete, keyTimes.count == n + 1 {
            // Core Animation's discrete form: one more key time than values, value i from key time i.
            times = Array(keyTimes.prefix(n))
        } else if mode == .discrete {
            // n values over n intervals when keyTimes are even: each value holds for its share.
            times = (0..<n).map { Double($0) / Double(n) }
        } else {
            times = (0..<n).map { Double($0) / Double(n - 1) }
        }
    }

    /// The value at `fraction` of a repetition.
    func value(at fraction: Double) -> AnimationValue {
        let n = values.count
        guard n > 1 else { return values.first ?? kind }
        let f = min(max(fraction, 0), 1)
        if mode == .discrete {
            var i = 0
            while i + 1 < n && f >= times[i + 1] { i += 1 }
            return values[i]
        }
        var i = 0
        while i + 2 < n && f >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? min(max((f - times[i]) / span, 0), 1) : 1
        let paced = mode == .paced || mode == .cubicPaced
        if !paced, let functions = timingFunctions, !functions.isEmpty {
            local = functions[min(i, functions.count - 1)].progress(at: local)
        }
        if mode == .cubic || mode == .cubicPaced { return cubic(segment: i, t: local) }
        return values[i].interpolated(to: values[i + 1], fraction: local)
    }

    /// Catmull-Rom (Kochanek-Bartels with tension) between values i and i+1, in the values' components.
    private func cubic(segment i: Int, t: Double) -> AnimationValue {
        let list = values
        let p0 = list[max(i - 1, 0)], p1 = list[i], p2 = list[i + 1], p3 = list[min(i + 2, list.count - 1)]
        let t1 = 1 - (i < tension.count ? tension[i] : 0), t2 = 1 - (i + 1 < tension.count ? tension[i + 1] : 0)
        // Tangents m1 = (p2 − p0)/2, m2 = (p3 − p1)/2, scaled by (1 − tension); Hermite basis.
        let m1 = (p2 - p0).times(0.5 * t1), m2 = (p3 - p1).times(0.5 * t2)
        let t2_ = t * t, t3 = t2_ * t
        let h00 = 2 * t3 - 3 * t2_ + 1, h10 = t3 - 2 * t2_ + t, h01 = -2 * t3 + 3 * t2_, h11 = t3 - t2_
        if case .transform = p1 { return p1.interpolated(to: p2, fraction: t) }
        return p1.times(h00) + m1.times(h10) + p2.times(h01) + m2.times(h11)
    }
}

/// How a keyframe animation gets from value to value (CAAnimationCalculationMode).
nonisolated public struct AnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = AnimationCalculationMode(rawValue: "linear")
    public static let discrete = AnimationCalculationMode(rawValue: "discrete")
    public static let paced = AnimationCalculationMode(rawValue: "paced")
    public static let cubic = AnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = AnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a keyframe animation along a path turns the layer along the path (CAAnimationRotationMode).
nonisolated public struct AnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = AnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = AnimationRotationMode(rawValue: "autoReverse")
}
