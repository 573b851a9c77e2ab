import Foundation

/// A layer that draws a path (CAShapeLayer): filled, stroked, dashed, and stroked only between `strokeStart` and
/// `strokeEnd` — the line that draws itself.
///
/// ```swift
/// let check = ShapeLayer()
/// check.path = tick.cgPath                 // in the layer's bounds space
/// check.strokeColor = Color.systemGreen.cgColor
/// check.fillColor = nil
/// check.lineWidth = 6
/// check.lineCap = .round
/// view.layer.addSublayer(check)
///
/// let draw = BasicAnimation(keyPath: "strokeEnd")
/// draw.fromValue = 0
/// draw.toValue = 1
/// check.add(draw, forKey: "draw")
/// ```
///
/// `path`, the colours, `lineWidth`, `miterLimit`, `lineDashPhase`, `strokeStart` and `strokeEnd` animate (and
/// animate implicitly, as every standalone layer's properties); the trim is by arc length.
open class ShapeLayer: Layer {
    public var path: CGPath? {
        get { modelState.shape.path }
        // A mutable path is copied, as the path it is now (later changes to it change nothing here).
        set { setModel(\.shape.path, newValue is CGMutablePath ? newValue?.copy() : newValue, key: "path") }
    }
    /// The fill (black by default; nil fills nothing).
    public var fillColor: CGColor? {
        get { modelState.shape.fillColor == .clear ? nil : modelState.shape.fillColor.cgColor }
        set { setModel(\.shape.fillColor, newValue?.color ?? .clear, key: "fillColor") }
    }
    /// The stroke (nil by default: no stroke).
    public var strokeColor: CGColor? {
        get { modelState.shape.strokeColor == .clear ? nil : modelState.shape.strokeColor.cgColor }
        set { setModel(\.shape.strokeColor, newValue?.color ?? .clear, key: "strokeColor") }
    }
    public var lineWidth: CGFloat {
        get { modelState.shape.lineWidth }
        set { setModel(\.shape.lineWidth, max(newValue, 0), key: "lineWidth") }
    }
    public var miterLimit: CGFloat {
        get { modelState.shape.miterLimit }
        set { setModel(\.shape.miterLimit, max(newValue, 0), key: "miterLimit") }
    }
    /// How far into the dash pattern the stroke starts (animate it for marching ants).
    public var lineDashPhase: CGFloat {
        get { modelState.shape.lineDashPhase }
        set { setModel(\.shape.lineDashPhase, newValue, key: "lineDashPhase") }
    }
    /// Where the stroke starts and ends, as fractions (0…1) of the path's length.
    public var strokeStart: CGFloat {
        get { modelState.shape.strokeStart }
        set { setModel(\.shape.strokeStart, min(max(newValue, 0), 1), key: "strokeStart") }
    }
    public var strokeEnd: CGFloat {
        get { modelState.shape.strokeEnd }
        set { setModel(\.shape.strokeEnd, min(max(newValue, 0), 1), key: "strokeEnd") }
    }
    /// Dash lengths, alternately drawn and skipped (nil: solid).
    public var lineDashPattern: [NSNumber]? { didSet { setNeedsDisplay() } }
    public var lineCap: ShapeLayerLineCap = .butt { didSet { setNeedsDisplay() } }
    public var lineJoin: ShapeLayerLineJoin = .miter { didSet { setNeedsDisplay() } }
    public var fillRule: ShapeLayerFillRule = .nonZero { didSet { setNeedsDisplay() } }

    public override init() { super.init() }

    override init(presentationOf layer: Layer, values: LayerValues) {
        super.init(presentationOf: layer, values: values)
        guard let shape = layer as? ShapeLayer else { return }
        lineDashPattern = shape.lineDashPattern
        lineCap = shape.lineCap
        lineJoin = shape.lineJoin
        fillRule = shape.fillRule
    }

    override func presentationCopy(values: LayerValues) -> ShapeLayer {
        ShapeLayer(presentationOf: self, values: values)
    }
}

/// How open ends of a stroke look (CAShapeLayerLineCap).
nonisolated public enum ShapeLayerLineCap: Sendable { case butt, round, square }
/// How corners of a stroke look (CAShapeLayerLineJoin).
nonisolated public enum ShapeLayerLineJoin: Sendable { case miter, round, bevel }
/// Which points a self-crossing path fills (CAShapeLayerFillRule).
nonisolated public enum ShapeLayerFillRule: Sendable { case nonZero, evenOdd }
