import Foundation
import Views

/// Curves of one property over frames, drawn with the view tree's graphics context: one line a series, a
/// dashed marker at a frame (where two traces first differ) and faint lines at the range's ends.
///
/// ```swift
/// let plot = TracePlotView(frame: CGRect(x: 0, y: 0, width: 600, height: 160))
/// plot.series = [(golden.values, .white, [6, 4]), (actual.values, .systemBlue, [])]
/// plot.marker = 12
/// ```
package final class TracePlotView: View {
    package typealias Series = (values: [Double], color: Color, dash: [CGFloat])
    /// The curves, drawn in order (the last on top).
    package var series: [Series] = [] { didSet { setNeedsDisplay() } }
    /// A frame to mark with a dashed vertical line.
    package var marker: Int? { didSet { setNeedsDisplay() } }
    /// Inner margin, points.
    package var inset: CGFloat = 10

    /// The lowest and highest value plotted (a flat range widened so a constant still shows as a line).
    package var range: (low: Double, high: Double) {
        let all = series.flatMap(\.values).filter(\.isFinite)
        guard var low = all.min(), var high = all.max() else { return (0, 1) }
        if high - low < 1e-9 { low -= 1; high += 1 }
        return (low, high)
    }

    private var frameSpan: Int { max((series.map(\.values.count).max() ?? 1) - 1, 1) }

    private func point(_ frame: Int, _ value: Double, in rect: CGRect, _ r: (low: Double, high: Double)) -> CGPoint {
        CGPoint(x: rect.minX + CGFloat(Double(frame) / Double(frameSpan)) * rect.width,
                y: rect.maxY - CGFloat((value - r.low) / (r.high - r.low)) * rect.height)
    }

    package override func draw(_ rect: CGRect) {
        guard let context = GraphicsGetCurrentContext() else { return }
        let plot = rect.insetBy(dx: inset, dy: inset)
        guard plot.width > 2, plot.height > 2 else { return }
        let r = range
        context.setStrokeColor(Color(white: 1, alpha: 0.16))
        context.setLineWidth(1)
        context.strokeLineSegments(between: [CGPoint(x: plot.minX, y: plot.minY), CGPoint(x: plot.maxX, y: plot.minY),
                                             CGPoint(x: plot.minX, y: plot.maxY), CGPoint(x: plot.maxX, y: plot.maxY)])
        if let marker {
            let x = point(marker, r.low, in: plot, r).x
            context.setStrokeColor(Color(red: 1, green: 0.42, blue: 0.36, alpha: 0.9))
            context.setLineDash(phase: 0, lengths: [4, 4])
            context.strokeLineSegments(between: [CGPoint(x: x, y: plot.minY - 4), CGPoint(x: x, y: plot.maxY)])
            context.setLineDash(phase: 0, lengths: [])
        }
        context.setLineJoin(.round)
        context.setLineCap(.round)
        for s in series where !s.values.isEmpty {
            context.setStrokeColor(s.color)
            context.setLineWidth(s.dash.isEmpty ? 2 : 2.5)
            context.setLineDash(phase: 0, lengths: s.dash)
            context.beginPath()
            for (frame, value) in s.values.enumerated() {
                let q = point(frame, value.isFinite ? value : r.low, in: plot, r)
                if frame == 0 { context.move(to: q) } else { context.addLine(to: q) }
            }
            context.strokePath()
            context.setLineDash(phase: 0, lengths: [])
            if s.values.count <= 90 {
                context.setFillColor(s.color)
                for (frame, value) in s.values.enumerated() where value.isFinite {
                    let q = point(frame, value, in: plot, r)
                    context.fillEllipse(in: CGRect(x: q.x - 1.5, y: q.y - 1.5, width: 3, height: 3))
                }
            }
        }
    }
}
