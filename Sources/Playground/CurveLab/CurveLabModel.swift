import Foundation
import Views
import PlaygroundHost

/// The curve lab's parameters and what they make: the timing, the Swift, the sliders of each mode.
@MainActor
final class CurveLabModel {
    var point1 = CGPoint(x: 0.57, y: -0.4)
    var point2 = CGPoint(x: 0.96, y: 0.87)
    /// Seconds of a Bézier leg (springs run their own time).
    var duration = 0.8
    var dampingRatio = 0.5
    /// Seconds for one oscillation of the undamped spring.
    var response = 0.55
    var mass = 1.0, stiffness = 100.0, damping = 10.0
    /// In distances to go per second.
    var velocity = 0.0

    /// The timing the current mode describes.
    func timing(_ mode: CurveLabScene.Mode) -> TimingCurveProvider {
        let v = CGVector(dx: velocity, dy: velocity)
        switch mode {
        case .bezier:
            return CubicTimingParameters(controlPoint1: point1, controlPoint2: point2)
        case .springRatio:
            // SwiftUI's spring(response:dampingFraction:): ω0 = 2π / response at unit mass.
            let k = pow(2 * Double.pi / response, 2), c = 4 * Double.pi * dampingRatio / response
            return SpringTimingParameters(mass: 1, stiffness: CGFloat(k), damping: CGFloat(c), initialVelocity: v)
        case .springPhysical:
            return SpringTimingParameters(mass: CGFloat(mass), stiffness: CGFloat(stiffness), damping: CGFloat(damping),
                                          initialVelocity: v)
        }
    }

    /// The Swift that makes the animator the box runs.
    func swiftSource(_ mode: CurveLabScene.Mode) -> String {
        let parameters = (timing(mode) as? SwiftSourceDescribable)?.swiftSource ?? ""
        switch mode {
        case .bezier:
            return "ViewPropertyAnimator(duration: \(swiftLiteral(duration)), timingParameters: \(parameters))"
        case .springRatio, .springPhysical:
            // A physical spring ignores the duration: it runs until it settles.
            return "ViewPropertyAnimator(duration: 0, timingParameters: \(parameters))"
        }
    }

    /// The sliders of `mode`, set to the current values, calling `changed` after each move.
    func sliders(for mode: CurveLabScene.Mode, changed: @escaping () -> Void) -> [LabeledSlider] {
        func slider(_ title: String, _ range: ClosedRange<Double>, log: Bool = false, format: String = "%.2f",
                    _ get: Double, _ set: @escaping (Double) -> Void) -> LabeledSlider {
            let s = LabeledSlider(title, range: range, logarithmic: log, format: format)
            s.set(get)
            s.onChange = { set($0); changed() }
            return s
        }
        switch mode {
        case .bezier:
            return [slider("duration (s)", 0.1...3, duration) { self.duration = $0 }]
        case .springRatio:
            return [slider("damping ratio ζ", 0.05...1.5, dampingRatio) { self.dampingRatio = $0 },
                    slider("response (s)", 0.1...2, log: true, response) { self.response = $0 },
                    slider("initial velocity", -10...10, format: "%.1f", velocity) { self.velocity = $0 }]
        case .springPhysical:
            return [slider("mass", 0.1...10, log: true, mass) { self.mass = $0 },
                    slider("stiffness", 1...1000, log: true, format: "%.1f", stiffness) { self.stiffness = $0 },
                    slider("damping", 0.1...100, log: true, format: "%.2f", damping) { self.damping = $0 },
                    slider("initial velocity", -10...10, format: "%.1f", velocity) { self.velocity = $0 }]
        }
    }
}
