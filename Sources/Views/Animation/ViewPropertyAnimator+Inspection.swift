import Foundation

extension ViewPropertyAnimator: CustomStringConvertible {
    public var description: String {
        "ViewPropertyAnimator(state: \(state), running: \(isRunning), reversed: \(reversed), fractionComplete: \(fractionComplete))"
    }
}

extension ViewPropertyAnimator {
    /// The animator as the inspector lists it.
    func inspection() -> InspectedAnimation {
        var words = state == .stopped ? "stopped" : (isRunning ? "active · running" : "active · paused")
        if reversed { words += " · reversed" }
        let timing = currentTiming
        let leg = segment ?? makeSegment(from: progress, toward: target, velocity: nil,
                                          usesOwnVelocity: progress == .zero && scrubbedFraction == nil && !reversed)
        var targets: [String] = [], layers: [String] = []
        for group in groups {
            for store in group.stores {
                if let t = describeTarget(store), !targets.contains(t) { targets.append(t) }
                if let view = store.owner, let t = describeTiming(view.layer), !layers.contains(t) { layers.append(t) }
            }
        }
        return InspectedAnimation(
            id: ObjectIdentifier(self), kind: .propertyAnimator, state: words, duration: duration, delay: delay,
            timing: describe(timing), timingSource: "ViewPropertyAnimator(duration: \(swiftLiteral(duration)), "
                + "timingParameters: \(swiftSource(of: timing)))",
            curves: leg.curves, time: leg.time, progress: Double(fractionComplete), targets: targets,
            layerTiming: layers, startTime: startedAt, canScrub: state == .active && isInterruptible)
    }
}
