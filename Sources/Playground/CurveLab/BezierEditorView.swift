import Foundation
import Views
import PlaygroundHost

/// A cubic Bézier timing curve you shape by dragging its two control points: time runs left to right, progress
/// bottom to top; the points may go above 1 or below 0 (overshoot) but stay within 0…1 in time.
final class BezierEditorView: View {
    /// The control points, in curve space ((0, 0) to (1, 1)).
    private(set) var point1 = CGPoint(x: 0.25, y: 0.1)
    private(set) var point2 = CGPoint(x: 0.25, y: 1)
    /// Called while a point is dragged.
    var onChange: (() -> Void)?
    /// The progress range shown.
    private let low: CGFloat = -0.6, high: CGFloat = 1.6
    private var dragging: Int?

    override init() {
        super.init()
        backgroundColor = Color(white: 1, alpha: 0.04)
        cornerRadius = 10
    }

    func set(_ p1: CGPoint, _ p2: CGPoint) {
        point1 = p1
        point2 = p2
        setNeedsDisplay()
    }

    /// The square the unit curve is drawn in.
    private var plot: CGRect {
        let side = min(bounds.width, bounds.height / (high - low)) - 8
        let x = (bounds.width - side) / 2
        return CGRect(x: x, y: 4, width: side, height: side * (high - low))
    }

    private func toView(_ p: CGPoint) -> CGPoint {
        let r = plot
        return CGPoint(x: r.minX + p.x * r.width, y: r.maxY - (p.y - low) / (high - low) * r.height)
    }

    private func toCurve(_ q: CGPoint) -> CGPoint {
        let r = plot
        return CGPoint(x: min(max((q.x - r.minX) / r.width, 0), 1),
                       y: min(max(low + (r.maxY - q.y) / r.height * (high - low), low), high))
    }

    override func draw(_ rect: CGRect) {
        guard let context = GraphicsGetCurrentContext() else { return }
        let zero = toView(.zero), one = toView(CGPoint(x: 1, y: 1))
        context.setStrokeColor(Color(white: 1, alpha: 0.16))
        context.setLineWidth(1)
        context.stroke(CGRect(x: zero.x, y: one.y, width: one.x - zero.x, height: zero.y - one.y))
        // The handles.
        let a = toView(point1), b = toView(point2)
        context.setStrokeColor(Color(white: 1, alpha: 0.45))
        context.strokeLineSegments(between: [zero, a, one, b])
        // The curve, sampled in its parameter.
        context.setStrokeColor(Color(red: 0.35, green: 0.75, blue: 1, alpha: 1))
        context.setLineWidth(3)
        context.beginPath()
        context.move(to: zero)
        context.addCurve(to: one, control1: a, control2: b)
        context.strokePath()
        for (i, q) in [a, b].enumerated() {
            context.setFillColor(dragging == i ? .white : Color(red: 1, green: 0.6, blue: 0.2, alpha: 1))
            context.fillEllipse(in: CGRect(x: q.x - 8, y: q.y - 8, width: 16, height: 16))
        }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard let q = touches.first?.location(in: self) else { return }
        let d1 = hypot(q.x - toView(point1).x, q.y - toView(point1).y)
        let d2 = hypot(q.x - toView(point2).x, q.y - toView(point2).y)
        dragging = min(d1, d2) < 30 ? (d1 <= d2 ? 0 : 1) : nil
        setNeedsDisplay()
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let i = dragging, let q = touches.first?.location(in: self) else { return }
        let p = toCurve(q)
        let rounded = CGPoint(x: (p.x * 100).rounded() / 100, y: (p.y * 100).rounded() / 100)
        if i == 0 { point1 = rounded } else { point2 = rounded }
        setNeedsDisplay()
        onChange?()
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        dragging = nil
        setNeedsDisplay()
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { touchesEnded(touches, with: event) }
}
