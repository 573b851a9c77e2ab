import Foundation

/// A path with its own line style that draws itself into the current context (UIBezierPath): build it with
/// UIKit's initializers and calls, then `fill()`, `stroke()` or `addClip()` inside `draw(_:)`.
///
/// ```swift
/// override func draw(_ rect: CGRect) {
///     let card = BezierPath(roundedRect: rect.insetBy(dx: 4, dy: 4), cornerRadius: 12)
///     Color.systemBlue.setFill()
///     card.fill()
///     let ring = BezierPath(arcCenter: CGPoint(x: rect.midX, y: rect.midY), radius: 20,
///                           startAngle: -.pi / 2, endAngle: .pi, clockwise: true)   // three quarters
///     ring.lineWidth = 4
///     Color.white.setStroke()
///     ring.stroke()
/// }
/// ```
///
/// `clockwise` is the on-screen sense in UIKit's y-down space (angles increasing), the opposite of
/// `CGMutablePath`'s. Rounded rectangles have circular corners (UIKit's iOS 7 "continuous" corners are not
/// reproduced); `byRoundingCorners` uses `cornerRadii.width`, as UIKit does. `cgPath` hands out an immutable
/// copy, as UIKit's does. Not isolated to the main actor (UIKit's is not either); drawing needs a current
/// context, so `fill()`, `stroke()` and `addClip()` are.
nonisolated open class BezierPath {
    private var path = CGMutablePath()
    private var dash: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// Fill and hit-test with the even-odd rule instead of non-zero winding.
    open var usesEvenOddFillRule = false
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: LineCap = .butt
    open var lineJoinStyle: LineJoin = .miter
    open var miterLimit: CGFloat = 10
    /// Kept for porting; curves are always drawn smooth.
    open var flatness: CGFloat = 0.6

    public init() {}

    /// A closed rectangle from its origin, clockwise on screen.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The ellipse inscribed in `rect`, from its right-hand end, clockwise on screen.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with circular corners of `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle with the given corners rounded by `cornerRadii.width` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = min(max(cornerRadii.width, 0), min(r.width, r.height) / 2)
        func size(_ c: RectCorner) -> CGSize { corners.contains(c) ? CGSize(width: radius, height: radius) : .zero }
        path.addRoundedRect(in: r, topLeft: size(.topLeft), topRight: size(.topRight),
                            bottomRight: size(.bottomRight), bottomLeft: size(.bottomLeft))
    }

    /// An open arc about `center`; `clockwise` on screen runs through increasing angles.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    // MARK: The path

    /// The path as a Core Graphics path: an immutable copy; setting it replaces the elements.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(rect: .null) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Every point, control points included (CGPath's `boundingBox`).
    open var bounds: CGRect { path.boundingBox }
    open var currentPoint: CGPoint { path.currentPoint }
    open var isEmpty: Bool { path.isEmpty }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// An arc, preceded by a line from the current point; `clockwise` on screen runs through increasing angles.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    /// Adds `bezierPath`'s elements after these.
    open func append(_ bezierPath: BezierPath) { path.addPath(bezierPath.path) }
    /// Maps every point through `transform`.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }
    /// The same subpaths traced backwards (line style kept).
    open func reversing() -> BezierPath {
        let reversed = BezierPath(cgPath: path.reversed())
        reversed.copyStyle(from: self)
        return reversed
    }

    /// Whether `point` is inside the fill, by `usesEvenOddFillRule`.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Dashes strokes: `count` lengths from `pattern` (nil or 0: solid), starting `phase` into them.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dash = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(count, 0))) } ?? []
        dashPhase = phase
    }

    // MARK: Drawing into the current context

    /// Fills the path with the context's fill colour by the path's fill rule; the context's state and path
    /// are left as they were.
    @MainActor open func fill() {
        guard let context = GraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.beginPath()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the context's stroke colour and this path's line style; the context's state is
    /// left as it was.
    @MainActor open func stroke() {
        guard let context = GraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dash)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path's fill (by its fill rule), until the context's
    /// state is restored.
    @MainActor open func addClip() {
        guard let context = GraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func copyStyle(from other: BezierPath) {
        usesEvenOddFillRule = other.usesEvenOddFillRule
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        dash = other.dash
        dashPhase = other.dashPhase
    }
}
