import Foundation

/// Explicit animations as the inspector lists them: one row per running animation, with its key path, values
/// and timing, beside the view animations.
extension Layer {
    /// The rows of this layer's explicit animations.
    func inspectExplicitAnimations() -> [InspectedAnimation] {
        let now = currentLocalTime
        return animationEntries.map { entry in
            let anim = entry.animation
            let begin = begin(of: entry)
            let time = anim.timing(parentTime: now, begin: begin)
            let phase = anim.phase(parentTime: now, begin: begin)
            let state = phase == .waiting ? "waiting (beginTime)" : phase == .ended ? "ended, held (fillMode)" : "running"
            let d = anim.effectiveDuration
            let curves = Self.curves(of: anim, duration: d)
            let local = time?.local ?? 0
            var targets: [String] = []
            for path in anim.animatedKeyPaths {
                targets.append("\(describeLayer) \"\(path)\"" + Self.values(of: anim, keyPath: path))
            }
            var options: [String] = []
            if anim.repeatCount.isInfinite { options.append("repeatCount .infinity") } else if anim.repeatCount > 0 {
                options.append("repeatCount \(swiftLiteral(Double(anim.repeatCount)))")
            }
            if anim.autoreverses { options.append("autoreverses") }
            if anim.fillMode != .removed { options.append("fillMode .\(anim.fillMode.rawValue)") }
            let timingWords = Self.timingWords(of: anim)
            return InspectedAnimation(
                id: ObjectIdentifier(anim), kind: .explicit, state: (entry.key.map { "\"\($0)\" · " } ?? "") + state,
                duration: d, delay: max(begin - entry.retimeShift - entry.addedAt, 0),
                timing: timingWords + (options.isEmpty ? "" : " " + options.joined(separator: " ")),
                timingSource: anim.swiftSource(named: entry.key.map(Self.identifier) ?? "animation"),
                curves: curves, time: local, progress: curves.x.progress(at: local), targets: targets,
                layerTiming: speed != 1 || timeOffset != 0 ? ["speed \(speed), timeOffset \(swiftLiteral(timeOffset))"] : [],
                startTime: entry.addedAt, canScrub: false)
        }
    }

    /// A key as a Swift identifier ("fade-in" → "fadeIn"; one that starts with a digit gets a prefix).
    private static func identifier(_ key: String) -> String {
        let words = key.split { !$0.isLetter && !$0.isNumber }
        guard let first = words.first else { return "animation" }
        let name = first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first?.isLetter == true ? name : "animation" + name
    }

    private var describeLayer: String {
        if let view { return describeView(view) + ".layer" }
        return name.map { "Layer '\($0)'" } ?? "Layer"
    }

    private static func timingWords(of anim: Animation) -> String {
        if let spring = anim as? SpringAnimation {
            return "spring m \(swiftLiteral(Double(spring.mass))) k \(swiftLiteral(Double(spring.stiffness))) c \(swiftLiteral(Double(spring.damping)))"
        }
        if let group = anim as? AnimationGroup, group.timingFunction == nil, let first = group.animations?.first {
            return "group of \(group.animations?.count ?? 0), " + timingWords(of: first)
        }
        guard let f = anim.timingFunction else { return "linear" }
        let names: [MediaTimingFunction.Name] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
        if let name = names.first(where: { MediaTimingFunction(name: $0) == f }) { return ".\(name.rawValue)" }
        return "\(f)"
    }

    private static func values(of anim: Animation, keyPath: String) -> String {
        if let basic = anim as? BasicAnimation {
            func word(_ v: Any?) -> String {
                switch AnimationValue(any: v) {
                case .scalar(let x)?: return swiftLiteral((x * 1000).rounded() / 1000)
                case .numbers(let list)?: return "[" + list.map { swiftLiteral(($0 * 1000).rounded() / 1000) }.joined(separator: ", ") + "]"
                case .colors(let list)?: return "\(list.count) colours"
                case nil: return v.map { "\($0)" } ?? "current"
                default: return v.map { "\($0)" } ?? "current"
                }
            }
            if basic.byValue != nil { return " by \(word(basic.byValue))" }
            return " \(word(basic.fromValue)) → \(word(basic.toValue))"
        }
        if let group = anim as? AnimationGroup, let child = group.animations?.first(where: { $0.animatedKeyPaths.contains(keyPath) }) {
            return values(of: child, keyPath: keyPath)
        }
        if let keyframes = anim as? KeyframeAnimation {
            return keyframes.path != nil ? " along a path" : " \(keyframes.values?.count ?? 0) values"
        }
        return ""
    }

    /// The curve of one repetition, for the inspector's plot.
    private static func curves(of anim: Animation, duration d: Double) -> AxisCurves {
        if let spring = anim as? SpringAnimation { return AxisCurves(SolverCurve(solver: spring.solver, duration: d)) }
        // A group's own pace is linear unless it has a function: its first child's curve is the one that shows.
        if let group = anim as? AnimationGroup, group.timingFunction == nil, let first = group.animations?.first {
            return curves(of: first, duration: first.duration > 0 ? first.duration : d)
        }
        let function = anim.timingFunction ?? MediaTimingFunction(name: .linear)
        return function.cubicTimingParameters.curves(forDuration: d)
    }
}

/// A spring's progress over a fixed duration, as a curve the inspector plots.
private struct SolverCurve: ProgressCurve {
    let solver: SpringSolver
    let duration: TimeInterval
    func progress(at time: TimeInterval) -> Double { time >= duration ? 1 : solver.progress(at: max(time, 0)) }
    func velocity(at time: TimeInterval) -> Double { time >= duration ? 0 : solver.velocity(at: max(time, 0)) }
}
