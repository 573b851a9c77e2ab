import Foundation

/// An immutable graphics path, as in Core Graphics: subpaths of lines and quadratic and cubic Bézier curves
/// (arcs, ellipses and rounded corners become cubic curves, as CG makes them). Build one with `CGMutablePath`.
///
/// ```swift
/// let badge = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 32), cornerWidth: 16,
///                    cornerHeight: 16, transform: nil)
/// badge.boundingBox                              // (0, 0, 80, 32)
/// badge.contains(CGPoint(x: 40, y: 16))          // true
/// let moved = badge.copy(using: &shift)          // var shift = CGAffineTransform(translationX: 10, y: 0)
/// ```
///
/// A class, as CG's is in Swift (`let p = CGMutablePath(); p.move(to: …)`); `==` compares the elements. An
/// immutable `CGPath` may be shared between threads; a `CGMutablePath` must not change while another thread
/// reads it (as in CG) — hand over a `copy()`.
public class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The elements, in order.
    public internal(set) var elements: [Element]
    /// Where the current subpath started (a close returns there).
    var subpathStart: CGPoint
    /// The end of the last element; nil while the path is empty.
    var last: CGPoint?

    init(elements: [Element], subpathStart: CGPoint, last: CGPoint?) {
        self.elements = elements
        self.subpathStart = subpathStart
        self.last = last
    }

    /// A rectangle: a move to its origin, three lines and a close (clockwise on screen).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let p = CGMutablePath()
        p.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(copying: p)
    }

    /// The ellipse inscribed in `rect`: four cubic curves from its right-hand end, clockwise on screen.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let p = CGMutablePath()
        p.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(copying: p)
    }

    /// A rectangle with elliptical corners `cornerWidth` × `cornerHeight` (each at most half the side).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>? = nil) {
        let p = CGMutablePath()
        p.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                         transform: transform?.pointee ?? .identity)
        self.init(copying: p)
    }

    convenience init(copying path: CGPath) {
        self.init(elements: path.elements, subpathStart: path.subpathStart, last: path.last)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the last element ended (`.zero` for an empty path, as CG answers).
    public var currentPoint: CGPoint { last ?? .zero }

    /// An immutable copy (CG's is optional; this never fails).
    public func copy() -> CGPath? { CGPath(copying: self) }

    /// An immutable copy with every point mapped through `transform` (nil: unchanged).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let t = transform?.pointee ?? .identity
        return CGPath(elements: elements.map { $0.applying(t) }, subpathStart: subpathStart.applying(t),
                      last: last?.applying(t))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { mutableCopy(using: nil) }

    /// A mutable copy with every point mapped through `transform` (nil: unchanged).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let t = transform?.pointee ?? .identity
        let p = CGMutablePath()
        p.elements = elements.map { $0.applying(t) }
        p.subpathStart = subpathStart.applying(t)
        p.last = last?.applying(t)
        return p
    }

    /// Calls `block` with each element in order (CG's `applyWithBlock`), its points in a buffer that lives for
    /// the call only.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 3) { buffer in
            let points = buffer.baseAddress!
            for element in elements {
                let type: CGPathElementType
                switch element {
                case .move(let p): points[0] = p; type = .moveToPoint
                case .line(let p): points[0] = p; type = .addLineToPoint
                case .quadCurve(let p, let c): points[0] = c; points[1] = p; type = .addQuadCurveToPoint
                case .curve(let p, let c1, let c2):
                    points[0] = c1; points[1] = c2; points[2] = p; type = .addCurveToPoint
                case .closeSubpath: type = .closeSubpath
                }
                var e = CGPathElement(type: type, points: points)
                withUnsafePointer(to: &e) { block($0) }
            }
        }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs === rhs || lhs.elements == rhs.elements }

    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    public var description: String {
        "CGPath(" + elements.map { e -> String in
            switch e {
            case .move(let p): "M \(p.x) \(p.y)"
            case .line(let p): "L \(p.x) \(p.y)"
            case .quadCurve(let p, let c): "Q \(c.x) \(c.y) \(p.x) \(p.y)"
            case .curve(let p, let c1, let c2): "C \(c1.x) \(c1.y) \(c2.x) \(c2.y) \(p.x) \(p.y)"
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ") + ")"
    }
}
