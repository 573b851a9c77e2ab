import Foundation

/// Everything a layer shows, as plain values: the model (what the properties were set to) or the presentation
/// (the model with the running animations applied) of one layer.
///
/// ```swift
/// let values = layer.presentationValues         // this frame's values, animations applied
/// values.position, values.opacity               // where and how visible the layer is on screen
/// ```
nonisolated public struct LayerValues: Equatable, Sendable {
    public var bounds: CGRect = .zero
    public var position: CGPoint = .zero
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var zPosition: CGFloat = 0
    public var transform: Transform3D = .identity
    public var sublayerTransform: Transform3D = .identity
    public var opacity: Float = 1
    public var isHidden = false
    public var masksToBounds = false
    public var cornerRadius: CGFloat = 0
    public var maskedCorners: CornerMask = .all
    public var borderWidth: CGFloat = 0
    /// Colours as values (a frame's presentation makes no object; the layer's properties give `CGColor`s).
    public var borderColor: Color = .black
    public var backgroundColor: Color = .clear
    public var shadowColor: Color = .black
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3
    public var shadowPath: CGPath?
    /// The turn a keyframe animation along a path with `.rotateAuto` adds (radians about z; 0 otherwise).
    public var pathRotation: CGFloat = 0
    /// What a `ShapeLayer` draws (the defaults for every other layer, which draws no shape).
    public var shape = ShapeValues()
    /// What a `GradientLayer` draws (nil colours for every other layer).
    public var gradient = GradientValues()
    /// A `TextLayer`'s animatable size and colour.
    public var text = TextValues()
    /// How a `ReplicatorLayer` copies its sublayers (the defaults for every other layer).
    public var replicator = ReplicatorValues()

    public init() {}

    /// The frame in the superlayer: the bounding box of the transformed bounds about the anchor point.
    public var frame: CGRect {
        let quad = LayerQuad(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: fullTransform)
        let xs = quad.corners.map(\.x), ys = quad.corners.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The transform with the path rotation of a `.rotateAuto` keyframe animation.
    public var fullTransform: Transform3D {
        pathRotation == 0 ? transform : Transform3DMakeRotation(pathRotation, 0, 0, 1).concatenating(transform)
    }

    /// The matrix from this layer's bounds space to its superlayer's (before the superlayer's
    /// `sublayerTransform`): anchor to origin, transform, then to the position.
    public var toSuperlayer: Transform3D {
        LayerQuad.matrix(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: fullTransform)
    }
}

/// Which corners `cornerRadius` rounds (CACornerMask): min/max X and Y name the corners in the layer's space.
///
/// ```swift
/// layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]   // the top corners only
/// ```
nonisolated public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
    public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// How `contents` is placed in the bounds (CALayerContentsGravity).
nonisolated public struct LayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resize = LayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = LayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = LayerContentsGravity(rawValue: "resizeAspectFill")
    public static let center = LayerContentsGravity(rawValue: "center")
    public static let top = LayerContentsGravity(rawValue: "top")
    public static let bottom = LayerContentsGravity(rawValue: "bottom")
    public static let left = LayerContentsGravity(rawValue: "left")
    public static let right = LayerContentsGravity(rawValue: "right")
    public static let topLeft = LayerContentsGravity(rawValue: "topLeft")
    public static let topRight = LayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = LayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = LayerContentsGravity(rawValue: "bottomRight")

    /// Where content of `size` goes in `bounds` under this gravity.
    public func rect(forContentSize size: CGSize, in bounds: CGRect) -> CGRect {
        let w = size.width, h = size.height
        guard w > 0, h > 0 else { return bounds }
        switch self {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            return CGRect(x: bounds.midX - w * s / 2, y: bounds.midY - h * s / 2, width: w * s, height: h * s)
        default:
            var x = bounds.midX - w / 2, y = bounds.midY - h / 2
            if self == .left || self == .topLeft || self == .bottomLeft { x = bounds.minX }
            if self == .right || self == .topRight || self == .bottomRight { x = bounds.maxX - w }
            // CALayer's "top" is the minimum y in a flipped (UIKit) layer.
            if self == .top || self == .topLeft || self == .topRight { y = bounds.minY }
            if self == .bottom || self == .bottomLeft || self == .bottomRight { y = bounds.maxY - h }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}

/// The animatable values of a shape layer (CAShapeLayer): its path, colours, line width and how much of the
/// path is stroked.
nonisolated public struct ShapeValues: Equatable, Sendable {
    public var path: CGPath?
    public var fillColor: Color = .black
    public var strokeColor: Color = .clear
    public var lineWidth: CGFloat = 1
    public var miterLimit: CGFloat = 10
    public var lineDashPhase: CGFloat = 0
    /// The stroked part of the path, as fractions of its length.
    public var strokeStart: CGFloat = 0
    public var strokeEnd: CGFloat = 1

    public init() {}
}
