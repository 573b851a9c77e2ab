import Foundation

/// An emitter as the inspector lists it: one row with its particle count and birth rates, beside the
/// explicit animations.
///
/// ```swift
/// // Ctrl+I on the emitter scene:
/// // Core Animation · "emitting · 562 particles" · EmitterLayer 'snow' birthRate 1 × 40/s, lifetime 14 s
/// ```
extension EmitterLayer {
    func inspection() -> InspectedAnimation {
        let cells = emitterCells ?? []
        let perSecond = cells.filter(\.isEnabled).reduce(Float(0)) { $0 + $1.birthRate }
        let longest = Double(cells.map { $0.lifetime + $0.lifetimeRange }.max() ?? 0) * Double(lifetime)
        let d = max(longest, 0.001)
        let state = (isEmitting ? "emitting" : "finishing") + " · \(particleCount) particles"
        let curves = MediaTimingFunction(name: .linear).cubicTimingParameters.curves(forDuration: d)
        let what = name.map { "EmitterLayer '\($0)'" } ?? "EmitterLayer"
        return InspectedAnimation(
            id: ObjectIdentifier(self), kind: .explicit, state: state, duration: d, delay: 0,
            timing: "birthRate \(swiftLiteral(Double(birthRate))) × \(swiftLiteral(Double(perSecond)))/s",
            timingSource: "EmitterLayer · birthRate = \(swiftLiteral(Double(birthRate))) · \(cells.count) cells",
            curves: curves, time: 0, progress: 0,
            targets: ["\(what) \(particleCount) particles, lifetime up to \(swiftLiteral((longest * 100).rounded() / 100)) s"],
            layerTiming: speed != 1 || timeOffset != 0 ? ["speed \(speed), timeOffset \(swiftLiteral(timeOffset))"] : [],
            startTime: startTime ?? 0, canScrub: false)
    }
}
