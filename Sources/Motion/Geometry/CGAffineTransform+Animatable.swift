import Foundation

/// A transform animates through its decomposition, so rotations turn instead of squashing.
extension CGAffineTransform: Animatable {
    /// Recomposes a transform from its components (see `TransformComponents` for the convention).
    public init(_ components: TransformComponents) {
        let θ = Double(components.rotation)
        let cosθ = CGFloat(cos(θ)), sinθ = CGFloat(sin(θ))
        let sx = components.sx, sy = components.sy, k = components.shear
        self.init(a: sx * cosθ, b: sx * sinθ,
                  c: sy * (k * cosθ - sinθ), d: sy * (k * sinθ + cosθ),
                  tx: components.tx, ty: components.ty)
    }

    public var animatableData: TransformComponents { TransformComponents(self) }
    public init(animatableData: TransformComponents) { self.init(animatableData) }
}
