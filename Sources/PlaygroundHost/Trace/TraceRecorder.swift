import Foundation
import Views

/// Records a `MotionTrace` frame by frame: the presentation values of chosen views, or of every view that
/// animates or moves during the run.
///
/// ```swift
/// let recorder = TraceRecorder(root: scene.view, views: [card], framesPerSecond: 60)
/// recorder.sample()                          // frame 0: now
/// for _ in 0..<30 { driver.step(); recorder.sample() }
/// let trace = recorder.trace                 // 31 frames of card's center, bounds, transform, alpha, …
/// ```
///
/// Each view gives `center.x`, `center.y`, `bounds.x`, `bounds.y` (a scroll view's offset), `bounds.width`,
/// `bounds.height`, `transform.translation.x`/`.y`,
/// `transform.scale.x`/`.y`, `transform.rotation` (about z), `.rotation.x`, `.rotation.y`, `alpha`,
/// `cornerRadius`, `borderWidth`, its background colour's components and every `@Animated` property (a number, or its numeric parts: `value.x`). A view
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
        let entry = seen[id] ?? (view, uniqueName(for: view), false)
        seen[id] = (entry.view, entry.name,
                    entry.animated || view.isAnimating || (view.rendersAsLayer && view.layer.subtreeHasExplicitAnimations))
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

    private var names: Set<String> = []

    /// The view's name where it is first seen; a second view first seen where another was (a recycled cell)
    /// is told apart by a count: `Cell[0/3+1]`.
    private func uniqueName(for view: View) -> String {
        let name = ViewPath.name(of: view, in: root)
        var unique = name, n = 0
        while names.contains(unique) {
            n += 1
            unique = String(name.dropLast()) + "+\(n)]"
        }
        names.insert(unique)
        return unique
    }

    /// The trace so far. Recording every view, a view is kept when it animated or moved: an animation ran on
    /// it, or one of its values changed (a drag that follows the finger, a scroll view's bounds as it coasts).
    public var trace: MotionTrace {
        var tracks: [MotionTrace.Track] = []
        var moved: Set<ObjectIdentifier> = []
        for name in order {
            guard let entry = series[name] else { continue }
            if entry.values.contains(where: { $0 != entry.values.first }) { moved.insert(entry.view) }
        }
        for name in order {
            guard let entry = series[name] else { continue }
            if chosen == nil, seen[entry.view]?.animated != true, !moved.contains(entry.view) { continue }
            var values = Array(repeating: entry.values.first ?? 0, count: entry.first) + entry.values
            while values.count < frame { values.append(values.last ?? 0) }
            tracks.append(MotionTrace.Track(name: name, values: values))
        }
        return MotionTrace(framesPerSecond: framesPerSecond, tracks: tracks)
    }

    /// The traced properties of `view` now, named. A view drawn as a layer is read through its layer's
    /// presentation, so explicit animations on the layer (a keyframe shake, a 3D flip) are traced too.
    public static func values(of view: View) -> [(String, Double)] {
        let center: CGPoint, bounds: CGRect, transform: Transform3D, alpha: Double, cornerRadius: CGFloat
        let borderWidth: CGFloat, background: Color
        if view.rendersAsLayer {
            let v = view.layer.presentationValues
            (center, bounds, transform, alpha) = (v.position, v.bounds, v.transform, Double(v.opacity))
            (cornerRadius, borderWidth, background) = (v.cornerRadius, v.borderWidth, v.backgroundColor)
        } else {
            let p = view.presentationValues
            (center, bounds, transform, alpha) = (p.center, p.bounds, Transform3DMakeAffineTransform(p.transform), Double(p.alpha))
            (cornerRadius, borderWidth, background) = (p.cornerRadius, p.borderWidth, p.backgroundColor)
        }
        let t = Transform3DComponents(transform)
        var out: [(String, Double)] = [
            ("center.x", Double(center.x)), ("center.y", Double(center.y)),
            ("bounds.x", Double(bounds.minX)), ("bounds.y", Double(bounds.minY)),
            ("bounds.width", Double(bounds.width)), ("bounds.height", Double(bounds.height)),
            ("transform.translation.x", Double(t.translationX)), ("transform.translation.y", Double(t.translationY)),
            ("transform.scale.x", Double(t.scaleX)), ("transform.scale.y", Double(t.scaleY)),
            ("transform.rotation", Double(t.rotationZ)), ("transform.rotation.x", Double(t.rotationX)),
            ("transform.rotation.y", Double(t.rotationY)),
            ("alpha", alpha), ("cornerRadius", Double(cornerRadius)), ("borderWidth", Double(borderWidth)),
            ("backgroundColor.red", Double(background.red)), ("backgroundColor.green", Double(background.green)),
            ("backgroundColor.blue", Double(background.blue)), ("backgroundColor.alpha", Double(background.alpha)),
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
