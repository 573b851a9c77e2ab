import Foundation

/// A path under construction, as in Core Graphics: moves, lines, curves, arcs, rectangles, rounded rectangles
/// and ellipses, each optionally mapped through a transform as it is added.
///
/// ```swift
/// let check = CGMutablePath()
/// check.move(to: CGPoint(x: 4, y: 12))
/// check.addLine(to: CGPoint(x: 10, y: 18))
/// check.addLine(to: CGPoint(x: 20, y: 6))
/// let pin = CGMutablePath()
/// pin.addArc(center: CGPoint(x: 20, y: 20), radius: 8, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
/// ```
///
/// Angles are radians from the positive x axis; `clockwise` is Core Graphics' sense in a y-up space, so in
/// UIKit's y-down drawing `clockwise: true` turns counter-clockwise on screen (angles decreasing) —
/// `BezierPath`'s `clockwise` is the on-screen sense. A line or curve with no current point is ignored (CG
/// logs it), and one after a close starts a new subpath where the closed one began.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(elements: [], subpathStart: .zero, last: nil) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        elements.append(.move(to: p))
        subpathStart = p
        last = p
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard reopen() else { return }
        let p = point.applying(transform)
        elements.append(.line(to: p))
        last = p
    }

    /// A move to the first point and lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard reopen() else { return }
        let p = end.applying(transform)
        elements.append(.quadCurve(to: p, control: control.applying(transform)))
        last = p
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        guard reopen() else { return }
        let p = end.applying(transform)
        elements.append(.curve(to: p, control1: control1.applying(transform), control2: control2.applying(transform)))
        last = p
    }

    /// Closes the current subpath with a line back to where it started; the current point goes there.
    public func closeSubpath() {
        guard last != nil, elements.last != .closeSubpath else { return }
        elements.append(.closeSubpath)
        self.last = subpathStart
    }

    /// A closed rectangle: a move to `rect.origin`, lines along the x edge first, a close.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        move(to: CGPoint(x: rect.minX, y: rect.minY), transform: transform)
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY), transform: transform)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY), transform: transform)
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY), transform: transform)
        closeSubpath()
    }

    /// Each rectangle as `addRect(_:transform:)` adds it.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// The ellipse inscribed in `rect`: a move to its right-hand end, four cubic curves through its bottom,
    /// left and top ends (clockwise on a y-down screen), a close.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2, kx = rx * Self.kappa, ky = ry * Self.kappa
        let cx = r.midX, cy = r.midY
        move(to: CGPoint(x: r.maxX, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + ky),
                 control2: CGPoint(x: cx + kx, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - kx, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: cy + ky), transform: transform)
        addCurve(to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - ky),
                 control2: CGPoint(x: cx - kx, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + kx, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: cy - ky), transform: transform)
        closeSubpath()
    }

    /// A closed rectangle with elliptical corners (each clamped to half its side; zero gives a plain
    /// rectangle): from the end of the top-left corner along the top edge, clockwise on a y-down screen.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let c = CGSize(width: cornerWidth, height: cornerHeight)
        addRoundedRect(in: rect, topLeft: c, topRight: c, bottomRight: c, bottomLeft: c, transform: transform)
    }

    /// A closed rectangle with its own elliptical radii at each corner (top: the minimum y), each clamped to
    /// half the rectangle's side; UIBezierPath's rounded rectangles are built on it.
    package func addRoundedRect(in rect: CGRect, topLeft: CGSize, topRight: CGSize, bottomRight: CGSize,
                                bottomLeft: CGSize, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        func clamp(_ s: CGSize) -> CGSize {
            CGSize(width: min(max(s.width, 0), r.width / 2), height: min(max(s.height, 0), r.height / 2))
        }
        let tl = clamp(topLeft), tr = clamp(topRight), br = clamp(bottomRight), bl = clamp(bottomLeft)
        let k = Self.kappa
        move(to: CGPoint(x: r.minX + tl.width, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY), transform: transform)
        if tr.width > 0, tr.height > 0 {
            addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr.height),
                     control1: CGPoint(x: r.maxX - tr.width * (1 - k), y: r.minY),
                     control2: CGPoint(x: r.maxX, y: r.minY + tr.height * (1 - k)), transform: transform)
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height), transform: transform)
        if br.width > 0, br.height > 0 {
            addCurve(to: CGPoint(x: r.maxX - br.width, y: r.maxY),
                     control1: CGPoint(x: r.maxX, y: r.maxY - br.height * (1 - k)),
                     control2: CGPoint(x: r.maxX - br.width * (1 - k), y: r.maxY), transform: transform)
        }
        addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY), transform: transform)
        if bl.width > 0, bl.height > 0 {
            addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl.height),
                     control1: CGPoint(x: r.minX + bl.width * (1 - k), y: r.maxY),
                     control2: CGPoint(x: r.minX, y: r.maxY - bl.height * (1 - k)), transform: transform)
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height), transform: transform)
        if tl.width > 0, tl.height > 0 {
            addCurve(to: CGPoint(x: r.minX + tl.width, y: r.minY),
                     control1: CGPoint(x: r.minX, y: r.minY + tl.height * (1 - k)),
                     control2: CGPoint(x: r.minX + tl.width * (1 - k), y: r.minY), transform: transform)
        }
        closeSubpath()
    }

    /// Every element of `path`, mapped through `transform`, after this path's.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for e in path.elements {
            switch e.applying(transform) {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// The cubic control distance of a quarter circle of radius 1: 4/3 · tan(π/8).
    static let kappa: CGFloat = 4.0 / 3.0 * tan(.pi / 8)

    /// Whether there is a current point to draw from; after a close, starts the next subpath where the closed
    /// one began (CG's implicit move).
    func reopen() -> Bool {
        guard last != nil else { return false }
        if elements.last == .closeSubpath { elements.append(.move(to: subpathStart)) }
        return true
    }
}
