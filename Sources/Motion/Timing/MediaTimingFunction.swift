import Foundation

/// The pace of a Core Animation animation: a cubic Bézier from (0, 0) to (1, 1) (CAMediaTimingFunction).
///
/// ```swift
/// let pulse = MediaTimingFunction(name: .easeInEaseOut)
/// pulse.progress(at: 0.5)                                      // 0.5
/// let custom = MediaTimingFunction(controlPoints: 0.5, -0.4, 0.5, 1.4)
/// var point: [Float] = [0, 0]
/// custom.getControlPoint(at: 1, values: &point)               // [0.5, -0.4]
/// ```
///
/// The names keep Core Animation's curves, which differ from UIKit's animation curves: `.default` is
/// (0.25, 0.1), (0.25, 1), and `.easeInEaseOut` is (0.42, 0), (0.58, 1).
public final class MediaTimingFunction: Hashable, Sendable, CustomStringConvertible {
    /// A named curve (CAMediaTimingFunctionName).
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let linear = Name(rawValue: "linear")
        public static let easeIn = Name(rawValue: "easeIn")
        public static let easeOut = Name(rawValue: "easeOut")
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        public static let `default` = Name(rawValue: "default")
    }

    /// The first and second control points (the curve runs from (0, 0) to (1, 1)).
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    private let bezier: UnitBezier

    /// One of Core Animation's named curves; an unknown name is linear.
    public convenience init(name: Name) {
        switch name {
        case .easeIn: self.init(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: self.init(CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeInEaseOut: self.init(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .default: self.init(CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1))
        default: self.init(CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }

    /// A curve through the control points (c1x, c1y) and (c2x, c2y); x values are clamped to 0…1 when solving,
    /// y values may overshoot.
    public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.init(CGPoint(x: CGFloat(c1x), y: CGFloat(c1y)), CGPoint(x: CGFloat(c2x), y: CGFloat(c2y)))
    }

    private init(_ p1: CGPoint, _ p2: CGPoint) {
        controlPoint1 = p1
        controlPoint2 = p2
        bezier = UnitBezier(p1, p2)
    }

    /// Control point `index` (0: (0, 0), 1 and 2: the curve's, 3: (1, 1)) into `values` (two floats), as
    /// CAMediaTimingFunction's `getControlPoint(at:values:)`; an index outside 0…3 leaves `values` alone.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point: CGPoint
        switch index {
        case 0: point = .zero
        case 1: point = controlPoint1
        case 2: point = controlPoint2
        case 3: point = CGPoint(x: 1, y: 1)
        default: return
        }
        values[0] = Float(point.x)
        values[1] = Float(point.y)
    }

    /// The curve's progress at `fraction` (0…1) of the time.
    public func progress(at fraction: Double) -> Double { bezier.solve(min(max(fraction, 0), 1)) }

    /// The same curve as UIKit timing parameters (for a property animator).
    public var cubicTimingParameters: CubicTimingParameters {
        CubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    }

    public static func == (a: MediaTimingFunction, b: MediaTimingFunction) -> Bool {
        a.controlPoint1 == b.controlPoint1 && a.controlPoint2 == b.controlPoint2
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(controlPoint1.x); hasher.combine(controlPoint1.y)
        hasher.combine(controlPoint2.x); hasher.combine(controlPoint2.y)
    }

    public var description: String {
        "MediaTimingFunction(controlPoints: \(controlPoint1.x), \(controlPoint1.y), \(controlPoint2.x), \(controlPoint2.y))"
    }
}
