import Foundation

/// The kind of one element of a path, as in Core Graphics.
///
/// ```swift
/// path.applyWithBlock { element in
///     if element.pointee.type == .addCurveToPoint { curves += 1 }
/// }
/// ```
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path as `CGPath.applyWithBlock(_:)` hands it over: its type and its points (the end point
/// last: one for a move or a line, two for a quadratic curve, three for a cubic one, none for a close).
///
/// ```swift
/// path.applyWithBlock { element in
///     let e = element.pointee
///     if e.type == .moveToPoint { print("starts at", e.points[0]) }
/// }
/// ```
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// Which points a path's fill covers, as in Core Graphics: non-zero winding, or an odd number of crossings.
///
/// ```swift
/// let donut = CGMutablePath()
/// donut.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
/// donut.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
/// donut.contains(CGPoint(x: 50, y: 50), using: .evenOdd)     // false: the hole
/// ```
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

extension CGPath {
    /// One element of a path as a value (SwiftUI's `Path.Element`): what `elements` lists.
    ///
    /// ```swift
    /// for element in path.elements {
    ///     if case .curve(let end, _, _) = element { print("a curve to", end) }
    /// }
    /// ```
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath

        /// The element with its points mapped through `t`.
        public func applying(_ t: CGAffineTransform) -> Element {
            if t.isIdentity { return self }
            switch self {
            case .move(let p): return .move(to: p.applying(t))
            case .line(let p): return .line(to: p.applying(t))
            case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2):
                return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: return .closeSubpath
            }
        }

        /// The end point (nil for a close, which ends where its subpath started).
        var end: CGPoint? {
            switch self {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .closeSubpath: return nil
            }
        }
    }
}
