import Foundation

/// How far a traced value may stray from its golden, by the kind of property.
///
/// ```swift
/// TraceTolerance()                                  // 0.01 pt for positions and sizes, 1e-4 for alpha, scale, angles
/// TraceTolerance(points: 0.5)                       // looser positions
/// TraceTolerance(overrides: ["alpha": 0.01])        // one property by name (or a whole track name)
/// TraceTolerance.uniform(0.1)                       // one ε for everything (`compare --epsilon`)
/// ```
public struct TraceTolerance: Equatable, Sendable {
    /// Positions, sizes, translations, corner radii, border widths (points).
    public var points: Double
    /// Alpha, scale factors, colour components (fractions).
    public var fractions: Double
    /// Rotations (radians).
    public var angles: Double
    /// Anything else (`@Animated` properties).
    public var other: Double
    /// Tolerances by property name ("alpha", "center.x") or whole track name ("View[1].alpha").
    public var overrides: [String: Double]

    public init(points: Double = 0.01, fractions: Double = 1e-4, angles: Double = 1e-4, other: Double = 1e-4,
                overrides: [String: Double] = [:]) {
        self.points = points
        self.fractions = fractions
        self.angles = angles
        self.other = other
        self.overrides = overrides
    }

    /// The same `epsilon` for every property.
    public static func uniform(_ epsilon: Double) -> TraceTolerance {
        TraceTolerance(points: epsilon, fractions: epsilon, angles: epsilon, other: epsilon)
    }

    /// The tolerance of the track `name` ("View[1].center.x").
    public func tolerance(forTrack name: String) -> Double {
        if let exact = overrides[name] { return exact }
        let property = MotionTrace.split(name).property
        if let byProperty = overrides[property] { return byProperty }
        // By the traced properties' own names (an @Animated `centerOffset` is not `center.x`).
        if property.hasPrefix("center.") || property.hasPrefix("bounds.") || property.hasPrefix("transform.translation.")
            || property == "cornerRadius" || property == "borderWidth" { return points }
        if property == "alpha" || property == "transform.scale" || property.hasPrefix("transform.scale.")
            || property.hasPrefix("backgroundColor.") { return fractions }
        if property == "transform.rotation" || property.hasPrefix("transform.rotation.") { return angles }
        return other
    }
}

/// Where two traces first differ beyond their tolerance, and every track that differs somewhere.
///
/// ```swift
/// if let divergence = actual.firstDivergence(from: golden) {
///     print(divergence)   // "frame 12 (0.200 s): View[1].center.x is 312.41, expected 298.1 (± 0.01)"
/// }
/// ```
public struct TraceDivergence: Equatable, Sendable, CustomStringConvertible {
    /// The first frame that differs.
    public let frame: Int
    /// Its time since recording began, seconds.
    public let time: Double
    /// The first track that differs at that frame.
    public let track: String
    /// The golden's (A's) value there, nil when the golden has no such frame or track.
    public let expected: Double?
    /// This run's (B's) value there, nil when it has no such frame or track.
    public let actual: Double?
    /// The tolerance that was exceeded.
    public let tolerance: Double
    /// Every track that differs beyond its tolerance at some frame, in trace order.
    public let differingTracks: [String]

    public var description: String {
        let where_ = String(format: "frame %d (%.3f s): %@", frame, time, track)
        switch (expected, actual) {
        case let (e?, a?):
            return where_ + " is \(MotionTrace.number(a)), expected \(MotionTrace.number(e)) (± \(MotionTrace.number(tolerance)))"
        case (nil, _?): return where_ + " is not in the golden trace"
        case (_?, nil): return where_ + " is missing from this run"
        case (nil, nil): return where_ + " differs"
        }
    }

    /// The same divergence in A/B words: "frame 12 (0.200 s): View[1].center.x A 298.1, B 312.41 (ε 0.01)".
    public var comparisonDescription: String {
        let a = expected.map(MotionTrace.number) ?? "—", b = actual.map(MotionTrace.number) ?? "—"
        return String(format: "frame %d (%.3f s): %@ A %@, B %@ (ε %@)", frame, time, track, a, b,
                      MotionTrace.number(tolerance))
    }
}

extension MotionTrace {
    /// Where this trace (the run) first differs from `expected` (the golden) beyond `tolerance`: frames in
    /// order, tracks in the golden's order within a frame; nil when they agree. With `commonTracksOnly`, tracks
    /// only one side has are ignored (comparing two different scenes); otherwise they differ at frame 0.
    public func firstDivergence(from expected: MotionTrace, tolerance: TraceTolerance = TraceTolerance(),
                                commonTracksOnly: Bool = false) -> TraceDivergence? {
        var names = expected.tracks.map(\.name)
        for track in tracks where !names.contains(track.name) { names.append(track.name) }
        var first: (frame: Int, index: Int, e: Double?, a: Double?, tolerance: Double)?
        var differing: [String] = []
        for (index, name) in names.enumerated() {
            let e = expected.track(named: name), a = track(named: name)
            if commonTracksOnly, e == nil || a == nil { continue }
            let limit = tolerance.tolerance(forTrack: name)
            let count = max(e?.values.count ?? 0, a?.values.count ?? 0)
            for frame in 0..<count {
                let ev = e.flatMap { frame < $0.values.count ? $0.values[frame] : nil }
                let av = a.flatMap { frame < $0.values.count ? $0.values[frame] : nil }
                let differs: Bool
                if let ev, let av { differs = !(abs(ev - av) <= limit) && !(ev == av) } else { differs = true }
                guard differs else { continue }
                differing.append(name)
                if first == nil || frame < first!.frame || (frame == first!.frame && index < first!.index) {
                    first = (frame, index, ev, av, limit)
                }
                break
            }
        }
        guard let first else { return nil }
        let fps = expected.framesPerSecond > 0 ? expected.framesPerSecond : 60
        return TraceDivergence(frame: first.frame, time: Double(first.frame) / fps, track: names[first.index],
                               expected: first.e, actual: first.a, tolerance: first.tolerance, differingTracks: differing)
    }
}
