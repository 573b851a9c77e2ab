import Foundation

/// A 4 × 4 homogeneous transform, as Core Animation's CATransform3D: a point is a row vector
/// (x, y, z, 1) multiplied on the left, p′ = p · M, so m41, m42, m43 hold the translation.
///
/// ```swift
/// var t = Transform3DIdentity
/// t.m34 = -1 / 500                                    // perspective: the eye 500 pt in front
/// t = Transform3DRotate(t, .pi / 4, 0, 1, 0)          // turned 45° about the y axis
/// let p = t.transform(CGPoint(x: 100, y: 0))          // (≈ 61.9, 0): the right edge recedes
/// ```
///
/// As in Core Animation, `Transform3DConcat(a, b)` applies `a` then `b`, and `Transform3DTranslate`,
/// `Transform3DScale` and `Transform3DRotate` put the new step before the given transform. A positive angle
/// about z turns clockwise on the y-down screen, as `CGAffineTransform(rotationAngle:)` does. `init()` is the
/// zero matrix, as `CATransform3D()` is in Swift; start from `Transform3DIdentity`.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The zero matrix (as `CATransform3D()`); use `Transform3DIdentity` for "no transform".
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// The transform that changes nothing.
    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other` (the matrix product self · other).
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = self, b = other
        func row(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ w: CGFloat)
            -> (CGFloat, CGFloat, CGFloat, CGFloat) {
            (x * b.m11 + y * b.m21 + z * b.m31 + w * b.m41, x * b.m12 + y * b.m22 + z * b.m32 + w * b.m42,
             x * b.m13 + y * b.m23 + z * b.m33 + w * b.m43, x * b.m14 + y * b.m24 + z * b.m34 + w * b.m44)
        }
        let r1 = row(a.m11, a.m12, a.m13, a.m14), r2 = row(a.m21, a.m22, a.m23, a.m24)
        let r3 = row(a.m31, a.m32, a.m33, a.m34), r4 = row(a.m41, a.m42, a.m43, a.m44)
        return Transform3D(m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3, m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
                           m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3, m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
    }

    /// The inverse, or nil when the matrix is singular (or not finite).
    public func inverted() -> Transform3D? {
        // Cofactor expansion by 2 × 2 minors of the top and bottom halves.
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard det != 0, det.isFinite else { return nil }
        let i = 1 / det
        return Transform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * i, m12: (-m12 * c5 + m13 * c4 - m14 * c3) * i,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * i, m14: (-m32 * s5 + m33 * s4 - m34 * s3) * i,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * i, m22: (m11 * c5 - m13 * c2 + m14 * c1) * i,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * i, m24: (m31 * s5 - m33 * s2 + m34 * s1) * i,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * i, m32: (-m11 * c4 + m12 * c2 - m14 * c0) * i,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * i, m34: (-m31 * s4 + m32 * s2 - m34 * s0) * i,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * i, m42: (m11 * c3 - m12 * c1 + m13 * c0) * i,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * i, m44: (m31 * s3 - m32 * s1 + m33 * s0) * i)
    }

    public var description: String {
        "[\(m11) \(m12) \(m13) \(m14); \(m21) \(m22) \(m23) \(m24); "
            + "\(m31) \(m32) \(m33) \(m34); \(m41) \(m42) \(m43) \(m44)]"
    }
}

/// The identity transform (CATransform3DIdentity).
public let Transform3DIdentity = Transform3D.identity

/// Whether `t` is the identity (CATransform3DIsIdentity).
public func Transform3DIsIdentity(_ t: Transform3D) -> Bool { t.isIdentity }

/// Whether `a` and `b` are equal, entry by entry (CATransform3DEqualToTransform).
public func Transform3DEqualToTransform(_ a: Transform3D, _ b: Transform3D) -> Bool { a == b }

/// A translation by (tx, ty, tz) (CATransform3DMakeTranslation).
public func Transform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> Transform3D {
    var t = Transform3D.identity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A scale by (sx, sy, sz) (CATransform3DMakeScale).
public func Transform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> Transform3D {
    var t = Transform3D.identity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z) (CATransform3DMakeRotation). About (0, 0, 1) a
/// positive angle turns clockwise on the y-down screen, like `CGAffineTransform(rotationAngle:)`; about
/// (0, 1, 0) it moves +x away from the viewer (toward −z). A zero axis gives the identity.
public func Transform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> Transform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return .identity }
    let x = x / length, y = y / length, z = z / length
    let c = CGFloat(cos(Double(angle))), s = CGFloat(sin(Double(angle))), t = 1 - c
    return Transform3D(
        m11: t * x * x + c, m12: t * x * y + z * s, m13: t * x * z - y * s, m14: 0,
        m21: t * x * y - z * s, m22: t * y * y + c, m23: t * y * z + x * s, m24: 0,
        m31: t * x * z + y * s, m32: t * y * z - x * s, m33: t * z * z + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `t` with a translation applied first: MakeTranslation(tx, ty, tz) · t (CATransform3DTranslate).
public func Transform3DTranslate(_ t: Transform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> Transform3D {
    Transform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// `t` with a scale applied first: MakeScale(sx, sy, sz) · t (CATransform3DScale).
public func Transform3DScale(_ t: Transform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> Transform3D {
    Transform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// `t` with a rotation applied first: MakeRotation(angle, x, y, z) · t (CATransform3DRotate).
public func Transform3DRotate(_ t: Transform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> Transform3D {
    Transform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// `a` followed by `b`: the product a · b (CATransform3DConcat).
public func Transform3DConcat(_ a: Transform3D, _ b: Transform3D) -> Transform3D { a.concatenating(b) }

/// The inverse of `t`; a singular `t` is returned unchanged, as Core Animation does (CATransform3DInvert).
public func Transform3DInvert(_ t: Transform3D) -> Transform3D { t.inverted() ?? t }

/// The 3D form of an affine transform: a, b, c, d in the upper 2 × 2, tx, ty in m41, m42
/// (CATransform3DMakeAffineTransform).
public func Transform3DMakeAffineTransform(_ m: CGAffineTransform) -> Transform3D {
    Transform3D(m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
                m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` is exactly an affine transform of the plane: nothing in or out of z, no perspective
/// (CATransform3DIsAffine).
public func Transform3DIsAffine(_ t: Transform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t`: m11, m12, m21, m22, m41, m42 (CATransform3DGetAffineTransform); the rest is
/// dropped.
public func Transform3DGetAffineTransform(_ t: Transform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
