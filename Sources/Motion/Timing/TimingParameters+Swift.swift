import Foundation

/// The Swift that builds a timing, as the inspector and the curve lab copy it.
///
/// ```swift
/// CubicTimingParameters(controlPoint1: CGPoint(x: 0.57, y: -0.4), controlPoint2: CGPoint(x: 0.96, y: 0.87))
///     .swiftSource   // "CubicTimingParameters(controlPoint1: CGPoint(x: 0.57, y: -0.4), controlPoint2: …)"
/// ```
public protocol SwiftSourceDescribable {
    /// Code that makes an equal value.
    var swiftSource: String { get }
}

/// A number as short Swift source: up to 4 decimals, no trailing zeros ("0.57", "-0.4", "100").
public func swiftLiteral(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? ".nan" : (value > 0 ? ".infinity" : "-.infinity") }
    var text = String(format: "%.4f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
}

extension CubicTimingParameters: SwiftSourceDescribable {
    public var swiftSource: String {
        if let curve = animationCurve { return "CubicTimingParameters(animationCurve: .\(curve))" }
        func point(_ p: CGPoint) -> String { "CGPoint(x: \(swiftLiteral(Double(p.x))), y: \(swiftLiteral(Double(p.y))))" }
        return "CubicTimingParameters(controlPoint1: \(point(controlPoint1)), controlPoint2: \(point(controlPoint2)))"
    }
}

extension SpringTimingParameters: SwiftSourceDescribable {
    public var swiftSource: String {
        let v = "CGVector(dx: \(swiftLiteral(Double(initialVelocity.dx))), dy: \(swiftLiteral(Double(initialVelocity.dy))))"
        if let ratio = dampingRatio {
            return "SpringTimingParameters(dampingRatio: \(swiftLiteral(ratio)), initialVelocity: \(v))"
        }
        return "SpringTimingParameters(mass: \(swiftLiteral(mass)), stiffness: \(swiftLiteral(stiffness)), "
            + "damping: \(swiftLiteral(damping)), initialVelocity: \(v))"
    }
}
