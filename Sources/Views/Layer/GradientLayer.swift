import Foundation

/// A layer that fills its bounds with a gradient (CAGradientLayer): axial between two points, radial as an
/// ellipse, or conic around a point. Used as a `mask` its alpha shows the layer it masks — the "slide to
/// unlock" shimmer.
///
/// ```swift
/// let gradient = GradientLayer()
/// gradient.frame = label.bounds
/// gradient.colors = [Color.white.withAlphaComponent(0.3).cgColor, Color.white.cgColor,
///                    Color.white.withAlphaComponent(0.3).cgColor]
/// gradient.startPoint = CGPoint(x: 0, y: 0.5)
/// gradient.endPoint = CGPoint(x: 1, y: 0.5)
/// gradient.locations = [0, 0.5, 1]
/// label.layer.mask = gradient
///
/// let shimmer = BasicAnimation(keyPath: "locations")
/// shimmer.fromValue = [-1.0, -0.5, 0.0]
/// shimmer.toValue = [1.0, 1.5, 2.0]
/// shimmer.duration = 2
/// shimmer.repeatCount = .infinity
/// gradient.add(shimmer, forKey: "shimmer")
/// ```
///
/// `colors`, `locations`, `startPoint` and `endPoint` animate (explicitly on those keys, and implicitly as every
/// standalone layer's properties); arrays interpolate element by element when their counts match (otherwise
/// the animation shows its end value, reported once). Between stops colours interpolate per unpremultiplied
/// component (so `Color.clear` → white passes through grey, as on iOS: fade `white` to `white` at alpha 0).
/// Outside the locations the first and last colours extend.
open class GradientLayer: Layer {
    /// The colours, as `CGColor`s (`[Color.white.cgColor, Color.black.cgColor]`); nil draws nothing. Anything
    /// that is no colour is reported and left out.
    public var colors: [Any]? {
        get { modelState.gradient.colors?.map { $0.cgColor } }
        set { setModel(\.gradient.colors, newValue.map(GradientLayer.colorValues), key: "colors") }
    }
    /// Where each colour sits on the axis (0 start, 1 end; nil: evenly spaced). Values may lie outside 0…1.
    public var locations: [NSNumber]? {
        get { modelState.gradient.locations?.map { NSNumber(value: $0) } }
        set { setModel(\.gradient.locations, newValue?.map(\.doubleValue), key: "locations") }
    }
    /// Where the gradient starts, in unit coordinates of the bounds: (0.5, 0) by default (the top centre).
    public var startPoint: CGPoint {
        get { modelState.gradient.startPoint }
        set { setModel(\.gradient.startPoint, newValue, key: "startPoint") }
    }
    /// Where it ends: (0.5, 1) by default (the bottom centre).
    public var endPoint: CGPoint {
        get { modelState.gradient.endPoint }
        set { setModel(\.gradient.endPoint, newValue, key: "endPoint") }
    }
    /// Axial (along start → end), radial (an ellipse centred at the start point whose axes reach the end
    /// point) or conic (the angle about the start point, from the direction of the end point, clockwise on
    /// screen).
    public var type: GradientLayerType = .axial { didSet { setNeedsDisplay() } }

    public override init() { super.init() }

    override init(presentationOf layer: Layer, values: LayerValues) {
        super.init(presentationOf: layer, values: values)
        if let gradient = layer as? GradientLayer { type = gradient.type }
    }

    override func presentationCopy(values: LayerValues) -> GradientLayer {
        GradientLayer(presentationOf: self, values: values)
    }

    static func colorValues(_ list: [Any]) -> [Color] {
        list.compactMap { item in
            if case .color(let c)? = AnimationValue(any: item) { return c }
            Diagnostics.report("GradientLayer.colors: \(Swift.type(of: item)) is no CGColor; left out")
            return nil
        }
    }
}

/// The shape of a gradient (CAGradientLayerType).
nonisolated public struct GradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point.
    public static let axial = GradientLayerType(rawValue: "axial")
    /// An ellipse centred at the start point, its axes reaching the end point.
    public static let radial = GradientLayerType(rawValue: "radial")
    /// Around the start point, starting toward the end point and going clockwise on screen.
    public static let conic = GradientLayerType(rawValue: "conic")
}
