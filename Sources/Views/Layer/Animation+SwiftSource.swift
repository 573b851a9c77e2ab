import Foundation

/// An explicit animation written back as the Swift that makes it: what the inspector's Copy Swift gives.
///
/// ```swift
/// let chase = AnimationGroup()
/// chase.animations = [end, start]
/// print(chase.swiftSource(named: "chase"))
/// // let chase1 = BasicAnimation(keyPath: "strokeEnd") … let chase = AnimationGroup() … chase.animations = [chase1, chase2]
/// ```
extension Animation {
    /// Statements that make this animation under `name` (its children first, for a group): its type, key
    /// path, values and every timing setting that is not the default.
    public func swiftSource(named name: String) -> String {
        var lines: [String] = []
        var children: [String] = []
        if let group = self as? AnimationGroup {
            for (i, child) in (group.animations ?? []).enumerated() {
                let childName = "\(name)\(i + 1)"
                lines.append(child.swiftSource(named: childName))
                children.append(childName)
            }
        }
        let type = String(describing: Swift.type(of: self))
        if let property = self as? PropertyAnimation {
            lines.append("let \(name) = \(type)(keyPath: \(property.keyPath.map { "\"\($0)\"" } ?? "nil"))")
        } else {
            lines.append("let \(name) = \(type)()")
        }
        if let group = self as? AnimationGroup, group.animations != nil {
            lines.append("\(name).animations = [\(children.joined(separator: ", "))]")
        }
        lines.append(contentsOf: valueLines(name))
        lines.append(contentsOf: timingLines(name))
        return lines.joined(separator: "\n")
    }

    private func valueLines(_ name: String) -> [String] {
        var lines: [String] = []
        if let spring = self as? SpringAnimation {
            lines.append("\(name).mass = \(swiftLiteral(Double(spring.mass)))")
            lines.append("\(name).stiffness = \(swiftLiteral(Double(spring.stiffness)))")
            lines.append("\(name).damping = \(swiftLiteral(Double(spring.damping)))")
            if spring.initialVelocity != 0 { lines.append("\(name).initialVelocity = \(swiftLiteral(Double(spring.initialVelocity)))") }
        }
        if let basic = self as? BasicAnimation {
            for (role, value) in [("fromValue", basic.fromValue), ("toValue", basic.toValue), ("byValue", basic.byValue)] {
                if let value { lines.append("\(name).\(role) = \(Self.literal(value))") }
            }
        }
        if let keyframes = self as? KeyframeAnimation {
            if let values = keyframes.values { lines.append("\(name).values = [\(values.map(Self.literal).joined(separator: ", "))]") }
            if let times = keyframes.keyTimes { lines.append("\(name).keyTimes = [\(times.map { swiftLiteral($0.doubleValue) }.joined(separator: ", "))]") }
            if keyframes.path != nil { lines.append("\(name).path = path   // the path it follows") }
        }
        if let property = self as? PropertyAnimation {
            if property.isAdditive { lines.append("\(name).isAdditive = true") }
            if property.isCumulative { lines.append("\(name).isCumulative = true") }
        }
        return lines
    }

    private func timingLines(_ name: String) -> [String] {
        var lines: [String] = []
        if duration != 0 { lines.append("\(name).duration = \(swiftLiteral(duration))") }
        if beginTime != 0 { lines.append("\(name).beginTime = \(swiftLiteral(beginTime))") }
        if let f = timingFunction {
            let names: [MediaTimingFunction.Name] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
            if let known = names.first(where: { MediaTimingFunction(name: $0) == f }) {
                lines.append("\(name).timingFunction = MediaTimingFunction(name: .\(known.rawValue))")
            } else {
                let (a, b) = (f.controlPoint1, f.controlPoint2)
                lines.append("\(name).timingFunction = MediaTimingFunction(controlPoints: \(swiftLiteral(Double(a.x))), "
                             + "\(swiftLiteral(Double(a.y))), \(swiftLiteral(Double(b.x))), \(swiftLiteral(Double(b.y))))")
            }
        }
        if repeatCount.isInfinite { lines.append("\(name).repeatCount = .infinity") } else if repeatCount != 0 {
            lines.append("\(name).repeatCount = \(swiftLiteral(Double(repeatCount)))")
        }
        if repeatDuration != 0 { lines.append("\(name).repeatDuration = \(repeatDuration.isInfinite ? ".infinity" : swiftLiteral(repeatDuration))") }
        if autoreverses { lines.append("\(name).autoreverses = true") }
        if speed != 1 { lines.append("\(name).speed = \(swiftLiteral(Double(speed)))") }
        if timeOffset != 0 { lines.append("\(name).timeOffset = \(swiftLiteral(timeOffset))") }
        if fillMode != .removed { lines.append("\(name).fillMode = .\(fillMode.rawValue)") }
        if !isRemovedOnCompletion { lines.append("\(name).isRemovedOnCompletion = false") }
        return lines
    }

    /// A value as Swift: numbers as literals, lists of numbers, points and sizes; anything else by description.
    private static func literal(_ value: Any) -> String {
        switch AnimationValue(any: value) {
        case .scalar(let x)?: return swiftLiteral(x)
        case .numbers(let list)?: return "[" + list.map(swiftLiteral).joined(separator: ", ") + "]"
        case .point(let p)?: return "CGPoint(x: \(swiftLiteral(Double(p.x))), y: \(swiftLiteral(Double(p.y))))"
        case .size(let s)?: return "CGSize(width: \(swiftLiteral(Double(s.width))), height: \(swiftLiteral(Double(s.height))))"
        case .color(let c)?: return "Color(red: \(swiftLiteral(Double(c.red))), green: \(swiftLiteral(Double(c.green))), "
            + "blue: \(swiftLiteral(Double(c.blue))), alpha: \(swiftLiteral(Double(c.alpha)))).cgColor"
        default: return "\(value)"
        }
    }
}
