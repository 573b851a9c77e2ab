import Foundation
import Views

/// Records a `MotionTrace` frame by frame: the presentation values of chosen views, or of every view that
/// animates during the run.
///
/// ```swift
/// let recorder = TraceRecorder(root: scene.view, views: [card], framesPerSecond: 60)
/// recorder.sample()                          // frame 0: now
/// for _ in 0..<30 { driver.step(); recorder.sample() }
/// let trace = recorder.trace                 // 31 frames of card's center, bounds, transform, alpha, …
/// ```
///
/// Each view gives `center.x`, `center.y`, `bounds.width`, `bounds.height`, `transform.translation.x`/`.y`,
/// `transform.scale.x`/`.y`, `transform.rotation`, `alpha`, `cornerRadius`, `borderWidth`, its background
/// colour's components and every `@Animated` property (a number, or its numeric parts: `value.x`). A view
/// that comes or goes during the run holds its first (last) value over the frames it was not there.
@MainActor
public final class TraceRecorder {
    private let root: View
    private let chosen: [View]?
    private let framesPerSecond: Double
    private var frame = 0
    /// Views seen, held so their identities stay unique, with their names and whether they animated.
    private var seen: [ObjectIdentifier: (view: View, name: String, animated: Bool)] = [:]
    private var order: [String] = []
    private var series: [String: (view: ObjectIdentifier, first: Int, values: [Double])] = [:]

    /// Records `views` (named from `root`), or with nil every view under `root` that animates at some frame.
    public init(root: View, views: [View]? = nil, framesPerSecond: Double) {
        self.root = root
        chosen = views
        self.framesPerSecond = framesPerSecond
    }

    /// Samples the current presentation values as the next frame.
    public func sample() {
        if let chosen {
            for view in chosen { record(view) }
        } else {
            walk(root)
        }
        frame += 1
    }

    private func walk(_ view: View) {
        record(view)
        for sub in view.subviews { walk(sub) }
    }

    private func record(_ view: View) {
        let id = ObjectIdentifier(view)
        let entry = seen[id] ?? (view, ViewPath.name(of: view, in: root), false)
        seen[id] = (entry.view, entry.name, entry.animated || view.isAnimating)
        for (property, value) in TraceRecorder.values(of: view) {
            let name = entry.name + "." + property
            if var existing = series[name] {
                let last = existing.values.last ?? value
                while existing.first + existing.values.count < frame { existing.values.append(last) }
                existing.values.append(value)
                series[name] = existing
            } else {
                order.append(name)
                series[name] = (id, frame, [value])
            }
        }
    }

    /// The trace so far (views that never animated left out when recording every view).
    public var trace: MotionTrace {
        var tracks: [MotionTrace.Track] = []
        for name in order {
            guard let entry = series[name] else { continue }
            if chosen == nil, seen[entry.view]?.animated != true { continue }
            var values = Array(repeating: entry.values.first ?? 0, count: entry.first) + entry.values
            while values.count < frame { values.append(values.last ?? 0) }
            tracks.append(MotionTrace.Track(name: name, values: values))
        }
        return MotionTrace(framesPerSecond: framesPerSecond, tracks: tracks)
    }

    /// The traced properties of `view` now, named.
    public static func values(of view: View) -> [(String, Double)] {
        let p = view.presentationValues
        let t = p.transform
        let scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        let scaleY = scaleX == 0 ? (t.c * t.c + t.d * t.d).squareRoot() : (t.a * t.d - t.b * t.c) / scaleX
        var out: [(String, Double)] = [
            ("center.x", Double(p.center.x)), ("center.y", Double(p.center.y)),
            ("bounds.width", Double(p.bounds.width)), ("bounds.height", Double(p.bounds.height)),
            ("transform.translation.x", Double(t.tx)), ("transform.translation.y", Double(t.ty)),
            ("transform.scale.x", Double(scaleX)), ("transform.scale.y", Double(scaleY)),
            ("transform.rotation", Double(atan2(t.b, t.a))),
            ("alpha", Double(p.alpha)), ("cornerRadius", Double(p.cornerRadius)), ("borderWidth", Double(p.borderWidth)),
            ("backgroundColor.red", Double(p.backgroundColor.red)), ("backgroundColor.green", Double(p.backgroundColor.green)),
            ("backgroundColor.blue", Double(p.backgroundColor.blue)), ("backgroundColor.alpha", Double(p.backgroundColor.alpha)),
        ]
        for (name, value) in view.animatedPropertyValues() { numbers(in: value, named: name, into: &out) }
        return out
    }

    /// The numeric leaves of `value` (a number, or a struct of numbers: `value.x`, `value.y`).
    private static func numbers(in value: Any, named name: String, into out: inout [(String, Double)]) {
        switch value {
        case let v as CGFloat: out.append((name, Double(v)))
        case let v as Double: out.append((name, v))
        case let v as Float: out.append((name, Double(v)))
        case let v as Int: out.append((name, Double(v)))
        default:
            for child in Mirror(reflecting: value).children {
                guard let label = child.label else { continue }
                numbers(in: child.value, named: name + "." + label, into: &out)
            }
        }
    }
}
