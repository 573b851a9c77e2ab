import Foundation
import Views
import PlaygroundHost

/// A timing curve plotted as progress over time: the curve, the 0 and 1 lines (overshoot shows above 1),
/// an optional marker at the settling time and a dot at the current position.
///
/// ```swift
/// let plot = CurvePlotView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
/// plot.curve = SpringTimingParameters(dampingRatio: 0.4).curves(forDuration: 1).x
/// plot.position = 0.3          // seconds into the curve: the dot
/// ```
public final class CurvePlotView: View {
    /// The curve plotted (nil: empty axes).
    public var curve: (any ProgressCurve)? { didSet { resample() } }
    /// Seconds into the curve where the dot is (nil: no dot).
    public var position: Double? { didSet { if position != oldValue { setNeedsDisplay() } } }
    /// The seconds the plot spans (at least the curve's duration): room to see a spring settle.
    public var timeSpan: Double? { didSet { resample() } }
    /// A time to mark with a vertical line (the settling time of a spring), nil for none.
    public var marker: Double? { didSet { if marker != oldValue { setNeedsDisplay() } } }
    public var curveColor = Color(red: 0.35, green: 0.75, blue: 1, alpha: 1) { didSet { setNeedsDisplay() } }
    public var gridColor = Color(white: 1, alpha: 0.18) { didSet { setNeedsDisplay() } }
    /// Inner margin, points.
    public var inset: CGFloat = 6 { didSet { setNeedsDisplay() } }

    /// The curve sampled once per change (drawing reuses the samples).
    private var samples: [Double] = []
    private var low = 0.0, high = 1.0, duration = 1.0
    private static let sampleCount = 96

    private func resample() {
        samples.removeAll(keepingCapacity: true)
        guard let curve else { setNeedsDisplay(); return }
        duration = max(curve.duration, timeSpan ?? 0, 1e-6)
        low = 0; high = 1
        for i in 0...CurvePlotView.sampleCount {
            let p = curve.progress(at: duration * Double(i) / Double(CurvePlotView.sampleCount))
            let v = p.isFinite ? p : 0
            samples.append(v)
            low = min(low, v); high = max(high, v)
        }
        setNeedsDisplay()
    }

    /// Where progress `p` at `t` seconds lands in `rect`.
    private func point(_ t: Double, _ p: Double, in rect: CGRect) -> CGPoint {
        let x = rect.minX + CGFloat(t / duration) * rect.width
        let y = rect.maxY - CGFloat((p - low) / max(high - low, 1e-9)) * rect.height
        return CGPoint(x: x, y: y)
    }

    public override func draw(_ rect: CGRect) {
        guard let context = GraphicsGetCurrentContext() else { return }
        let plot = rect.insetBy(dx: inset, dy: inset)
        guard plot.width > 2, plot.height > 2 else { return }
        context.setStrokeColor(gridColor)
        context.setLineWidth(1)
        context.strokeLineSegments(between: [point(0, 0, in: plot), point(duration, 0, in: plot),
                                             point(0, 1, in: plot), point(duration, 1, in: plot)])
        if let marker, marker > 0, marker <= duration {
            context.setLineDash(phase: 0, lengths: [3, 3])
            context.strokeLineSegments(between: [point(marker, low, in: plot), point(marker, high, in: plot)])
            context.setLineDash(phase: 0, lengths: [])
        }
        guard !samples.isEmpty else { return }
        context.setStrokeColor(curveColor)
        context.setLineWidth(2)
        context.setLineJoin(.round)
        context.beginPath()
        for (i, p) in samples.enumerated() {
            let q = point(duration * Double(i) / Double(samples.count - 1), p, in: plot)
            if i == 0 { context.move(to: q) } else { context.addLine(to: q) }
        }
        context.strokePath()
        if let position, let curve {
            let t = min(max(position, 0), duration)
            let q = point(t, curve.progress(at: t), in: plot)
            context.setFillColor(.white)
            context.fillEllipse(in: CGRect(x: q.x - 4, y: q.y - 4, width: 8, height: 8))
            context.setFillColor(curveColor)
            context.fillEllipse(in: CGRect(x: q.x - 2.5, y: q.y - 2.5, width: 5, height: 5))
        }
    }
}
