import Foundation

/// A `CGAffineTransform` split into scale, shear, rotation and translation: the transform's additive form.
///
/// ```swift
/// let parts = TransformComponents(CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2))
/// parts.rotation                                  // π/2
/// parts.sx                                        // 2
/// let t = CGAffineTransform(parts)                // the same transform again
/// ```
///
/// Convention (Core Graphics order, row vectors, first applied on the left):
/// `transform = scale(sx, sy) · shear · rotation(rotation) · translation(tx, ty)`, where the shear maps
/// (x, y) to (x + shear · y, y). In matrix entries:
///
///     a = sx · cos θ                 b = sx · sin θ
///     c = sy · (shear · cos θ − sin θ)   d = sy · (shear · sin θ + cos θ)
///
/// A flip (negative determinant) is carried by a negative `sx` or `sy`: `sx` when `a < d`, else `sy`,
/// which keeps the rotation of a mirrored transform small. Every invertible transform round-trips;
/// a singular one decomposes without NaN but may lose its degenerate part.
///
/// As a vector, `tx` scales with the x progress, `ty` with y, and scale, rotation and shear with x.
/// Subtraction wraps the rotation difference into (−π, π], so a rotation animates the short way round.
public struct TransformComponents: AnimatableVector, Hashable, Sendable {
    public var tx: CGFloat
    public var ty: CGFloat
    public var sx: CGFloat
    public var sy: CGFloat
    /// Radians; positive is clockwise on a y-down screen.
    public var rotation: CGFloat
    /// Horizontal shear factor: x moves by `shear · y` (before the rotation).
    public var shear: CGFloat

    /// Defaults describe the identity transform.
    public init(tx: CGFloat = 0, ty: CGFloat = 0, sx: CGFloat = 1, sy: CGFloat = 1,
                rotation: CGFloat = 0, shear: CGFloat = 0) {
        self.tx = tx; self.ty = ty; self.sx = sx; self.sy = sy
        self.rotation = rotation; self.shear = shear
    }

    /// The components of the identity transform (not the additive zero).
    public static let identity = TransformComponents()

    /// The additive zero: every component 0.
    public static let zero = TransformComponents(tx: 0, ty: 0, sx: 0, sy: 0, rotation: 0, shear: 0)

    /// Decomposes `t`.
    public init(_ t: CGAffineTransform) {
        tx = t.tx; ty = t.ty
        var scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        guard scaleX != 0 else {
            // Singular: the first row is zero, take the rotation from the second row.
            sx = 0; sy = (t.c * t.c + t.d * t.d).squareRoot()
            rotation = CGFloat(atan2(Double(-t.c), Double(t.d))); shear = 0
            return
        }
        let det = t.determinant
        if det < 0 && t.a < t.d { scaleX = -scaleX }
        let cosθ = t.a / scaleX, sinθ = t.b / scaleX
        sx = scaleX
        rotation = CGFloat(atan2(Double(sinθ), Double(cosθ)))
        sy = det / scaleX
        shear = sy == 0 ? 0 : (t.c * cosθ + t.d * sinθ) / sy
    }

    public static func + (lhs: TransformComponents, rhs: TransformComponents) -> TransformComponents {
        TransformComponents(tx: lhs.tx + rhs.tx, ty: lhs.ty + rhs.ty, sx: lhs.sx + rhs.sx, sy: lhs.sy + rhs.sy,
                            rotation: lhs.rotation + rhs.rotation, shear: lhs.shear + rhs.shear)
    }

    /// The difference, with the rotation difference wrapped into (−π, π].
    public static func - (lhs: TransformComponents, rhs: TransformComponents) -> TransformComponents {
        TransformComponents(tx: lhs.tx - rhs.tx, ty: lhs.ty - rhs.ty, sx: lhs.sx - rhs.sx, sy: lhs.sy - rhs.sy,
                            rotation: wrappedAngle(lhs.rotation - rhs.rotation), shear: lhs.shear - rhs.shear)
    }

    /// `tx` multiplied by `x`, `ty` by `y`; scale, rotation and shear by `x`.
    public func scaled(x: Double, y: Double) -> TransformComponents {
        let fx = CGFloat(x), fy = CGFloat(y)
        return TransformComponents(tx: tx * fx, ty: ty * fy, sx: sx * fx, sy: sy * fx,
                                   rotation: rotation * fx, shear: shear * fx)
    }

    /// `angle` moved by whole turns into (−π, π].
    public static func wrappedAngle(_ angle: CGFloat) -> CGFloat {
        let r = CGFloat(remainder(Double(angle), 2 * Double.pi))
        return r <= -.pi ? r + 2 * .pi : r
    }
}
