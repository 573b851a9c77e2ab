import Foundation

/// A `Transform3D` split into scale, skew, rotation, translation and perspective: the form a transform
/// animates in (CSS Transforms 2's "unmatrix", written for Core Animation's row vectors).
///
/// ```swift
/// var parts = Transform3DComponents(Transform3DMakeRotation(.pi / 2, 0, 1, 0))
/// parts.rotationY                       // π/2
/// parts.scaleX = 2
/// let t = Transform3D(parts)            // turned 90° about y, twice as wide
/// ```
///
/// Convention (row vectors, first applied on the left):
/// `transform = scale · skew · rotation · translation · perspective`, where the skew maps (x, y, z) to
/// (x + skew.x · y + skew.y · z, y + skew.z · z, z) — row 2 gains `skew.x` of row 1, row 3 `skew.y` of row 1
/// and `skew.z` of row 2 — the rotation is the unit quaternion `rotation` (x, y, z, w; w ≥ 0), and the
/// perspective matrix is the identity with its last column replaced by `perspective`. Every matrix whose
/// upper 3 × 3 is invertible round-trips; a mirrored one carries the flip as negative scales on all three
/// axes (as CSS does). A singular upper 3 × 3 decomposes without NaN but loses its perspective.
///
/// The accessors `rotationX`, `rotationY`, `rotationZ` (Euler angles, applied x, then y, then z), `scaleX`…
/// and `translationX`… read and write the parts the key paths "transform.rotation.x" and the like name.
public struct Transform3DComponents: Hashable, Sendable {
    public var translation: SIMD3<Double>
    public var scale: SIMD3<Double>
    /// xy, xz, yz shear factors (see the convention above).
    public var skew: SIMD3<Double>
    /// The transform's last column after the affine part is removed; (0, 0, 0, 1) for none.
    public var perspective: SIMD4<Double>
    /// A unit quaternion (x, y, z, w): a turn by θ about the unit axis u is (u · sin(θ/2), cos(θ/2)).
    public var rotation: SIMD4<Double>

    /// Defaults describe the identity transform.
    public init(translation: SIMD3<Double> = .zero, scale: SIMD3<Double> = .one, skew: SIMD3<Double> = .zero,
                perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1), rotation: SIMD4<Double> = SIMD4(0, 0, 0, 1)) {
        self.translation = translation; self.scale = scale; self.skew = skew
        self.perspective = perspective; self.rotation = rotation
    }

    /// Decomposes `t`.
    public init(_ t: Transform3D) {
        let (m0, m1, m2, m3) = Transform3DComponents.rows(t)
        translation = SIMD3(m3.x, m3.y, m3.z)
        let l0 = SIMD3(m0.x, m0.y, m0.z), l1 = SIMD3(m1.x, m1.y, m1.z)
        let l2 = SIMD3(m2.x, m2.y, m2.z)
        // Perspective: the last column is L · p for rows 1–3 and t · p + p4 for row 4.
        let column = SIMD3(m0.w, m1.w, m2.w)
        if column == .zero {
            perspective = SIMD4(0, 0, 0, m3.w)
        } else if let p = Transform3DComponents.solve(rows: (l0, l1, l2), column) {
            perspective = SIMD4(p.x, p.y, p.z, m3.w - dot3(translation, p))
        } else {
            perspective = SIMD4(0, 0, 0, m3.w)
        }
        // Scale and skew by Gram–Schmidt on the rows; a vanishing row takes a fallback direction.
        var r0 = l0, sx = length3(l0)
        if sx > 1e-12 { r0 /= sx } else { sx = 0; r0 = SIMD3(1, 0, 0) }
        let a = dot3(l1, r0)
        var r1 = l1 - a * r0, sy = length3(r1)
        if sy > 1e-12 { r1 /= sy } else { sy = 0; r1 = Transform3DComponents.perpendicular(to: r0) }
        let b = dot3(l2, r0), c = dot3(l2, r1)
        var r2 = l2 - b * r0 - c * r1, sz = length3(r2)
        if sz > 1e-12 { r2 /= sz } else { sz = 0; r2 = cross3(r0, r1) }
        skew = SIMD3(sy == 0 ? 0 : a / sy, sz == 0 ? 0 : b / sz, sz == 0 ? 0 : c / sz)
        scale = SIMD3(sx, sy, sz)
        if dot3(r0, cross3(r1, r2)) < 0 {
            scale = -scale; r0 = -r0; r1 = -r1; r2 = -r2
        }
        rotation = Transform3DComponents.quaternion(rows: r0, r1, r2)
    }

    /// The rotation as Core Animation's row-vector matrix rows.
    static func rotationRows(_ q: SIMD4<Double>) -> (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
        let x = q.x, y = q.y, z = q.z, w = q.w
        return (SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
                SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
                SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)))
    }

    /// The unit quaternion (w ≥ 0) of the rotation whose row-vector matrix has rows r0, r1, r2.
    static func quaternion(rows r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) -> SIMD4<Double> {
        let trace = r0.x + r1.y + r2.z
        var q: SIMD4<Double>
        if trace > 0 {
            let s = 2 * (1 + trace).squareRoot()
            q = SIMD4((r1.z - r2.y) / s, (r2.x - r0.z) / s, (r0.y - r1.x) / s, s / 4)
        } else if r0.x >= r1.y && r0.x >= r2.z {
            let s = 2 * max(1 + r0.x - r1.y - r2.z, 1e-300).squareRoot()
            q = SIMD4(s / 4, (r1.x + r0.y) / s, (r2.x + r0.z) / s, (r1.z - r2.y) / s)
        } else if r1.y >= r2.z {
            let s = 2 * max(1 + r1.y - r0.x - r2.z, 1e-300).squareRoot()
            q = SIMD4((r1.x + r0.y) / s, s / 4, (r2.y + r1.z) / s, (r2.x - r0.z) / s)
        } else {
            let s = 2 * max(1 + r2.z - r0.x - r1.y, 1e-300).squareRoot()
            q = SIMD4((r2.x + r0.z) / s, (r2.y + r1.z) / s, s / 4, (r0.y - r1.x) / s)
        }
        return Transform3DComponents.canonical(q)
    }

    /// `q` normalised, with w ≥ 0 (the same rotation, the short way round).
    static func canonical(_ q: SIMD4<Double>) -> SIMD4<Double> {
        let n = (q * q).sum().squareRoot()
        guard n > 0, n.isFinite else { return SIMD4(0, 0, 0, 1) }
        let u = q / n
        return u.w < 0 ? -u : u
    }

    private static func rows(_ t: Transform3D)
        -> (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>) {
        (SIMD4(Double(t.m11), Double(t.m12), Double(t.m13), Double(t.m14)),
         SIMD4(Double(t.m21), Double(t.m22), Double(t.m23), Double(t.m24)),
         SIMD4(Double(t.m31), Double(t.m32), Double(t.m33), Double(t.m34)),
         SIMD4(Double(t.m41), Double(t.m42), Double(t.m43), Double(t.m44)))
    }

    /// p with L · p = v, L the matrix with rows l0, l1, l2 (Cramer's rule); nil when L is singular.
    private static func solve(rows l: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>),
                              _ v: SIMD3<Double>) -> SIMD3<Double>? {
        // L · p = v means dot(l_i, p) = v_i: p = (c0, c1, c2) · v / det with c_i the cofactor columns.
        let c0 = cross3(l.1, l.2), c1 = cross3(l.2, l.0), c2 = cross3(l.0, l.1)
        let det = dot3(l.0, c0)
        guard abs(det) > 1e-300, det.isFinite else { return nil }
        return (v.x * c0 + v.y * c1 + v.z * c2) / det
    }

    /// A unit vector perpendicular to the unit vector `v`.
    private static func perpendicular(to v: SIMD3<Double>) -> SIMD3<Double> {
        var p = cross3(SIMD3(0, 0, 1), v)
        if length3(p) < 1e-6 { p = cross3(SIMD3(1, 0, 0), v) }
        return p / length3(p)
    }
}

extension Transform3D {
    /// Recomposes a transform from its components (see `Transform3DComponents` for the convention).
    public init(_ c: Transform3DComponents) {
        let (r0, r1, r2) = Transform3DComponents.rotationRows(c.rotation)
        let l0 = c.scale.x * r0
        let l1 = c.scale.y * (r1 + c.skew.x * r0)
        let l2 = c.scale.z * (r2 + c.skew.y * r0 + c.skew.z * r1)
        let p = SIMD3(c.perspective.x, c.perspective.y, c.perspective.z), t = c.translation
        func f(_ v: Double) -> CGFloat { CGFloat(v) }
        self.init(m11: f(l0.x), m12: f(l0.y), m13: f(l0.z), m14: f(dot3(l0, p)),
                  m21: f(l1.x), m22: f(l1.y), m23: f(l1.z), m24: f(dot3(l1, p)),
                  m31: f(l2.x), m32: f(l2.y), m33: f(l2.z), m34: f(dot3(l2, p)),
                  m41: f(t.x), m42: f(t.y), m43: f(t.z), m44: f(dot3(t, p) + c.perspective.w))
    }

    /// The transform's components; setting them recomposes the transform.
    public var components: Transform3DComponents {
        get { Transform3DComponents(self) }
        set { self = Transform3D(newValue) }
    }
}

@inline(__always) func dot3(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
@inline(__always) func length3(_ a: SIMD3<Double>) -> Double { dot3(a, a).squareRoot() }
@inline(__always) func cross3(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
