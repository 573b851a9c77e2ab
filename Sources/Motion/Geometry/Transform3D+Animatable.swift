import Foundation

/// A 3D transform animates through its decomposition, as Core Animation's "transform" does: translation,
/// scale, skew and perspective linearly, the rotation along the shortest arc (quaternion slerp).
extension Transform3D: Animatable {
    public var animatableData: Transform3DComponents { Transform3DComponents(self) }
    public init(animatableData: Transform3DComponents) { self.init(animatableData) }
}

/// As a vector, every part adds, except the rotation: `a + b` turns by `a` then by `b` (the quaternion
/// product b·a), `a − b` is the turn from `b` to `a` the short way round, and scaling a turn scales its
/// angle. So `a + (b − a) · f` is the spherical interpolation from `a` to `b`. `translation.y` scales with
/// the y progress, everything else with x. `zero` has every additive part 0 and no rotation.
extension Transform3DComponents: AnimatableVector {
    public static let zero = Transform3DComponents(scale: .zero, perspective: .zero)

    public static func + (lhs: Transform3DComponents, rhs: Transform3DComponents) -> Transform3DComponents {
        Transform3DComponents(translation: lhs.translation + rhs.translation, scale: lhs.scale + rhs.scale,
                              skew: lhs.skew + rhs.skew, perspective: lhs.perspective + rhs.perspective,
                              rotation: canonical(product(rhs.rotation, lhs.rotation)))
    }

    public static func - (lhs: Transform3DComponents, rhs: Transform3DComponents) -> Transform3DComponents {
        let inverse = SIMD4(-rhs.rotation.x, -rhs.rotation.y, -rhs.rotation.z, rhs.rotation.w)
        return Transform3DComponents(translation: lhs.translation - rhs.translation, scale: lhs.scale - rhs.scale,
                                     skew: lhs.skew - rhs.skew, perspective: lhs.perspective - rhs.perspective,
                                     rotation: canonical(product(lhs.rotation, inverse)))
    }

    public func scaled(x: Double, y: Double) -> Transform3DComponents {
        Transform3DComponents(translation: SIMD3(translation.x * x, translation.y * y, translation.z * x),
                              scale: scale * x, skew: skew * x, perspective: perspective * x,
                              rotation: Transform3DComponents.power(rotation, x))
    }

    /// The Hamilton product a·b: the turn b, then a.
    static func product(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> {
        SIMD4(a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
              a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
              a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
              a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z)
    }

    /// The unit quaternion q turned `f` times as far about the same axis.
    static func power(_ q: SIMD4<Double>, _ f: Double) -> SIMD4<Double> {
        let v = SIMD3(q.x, q.y, q.z), n = length3(v)
        guard n > 0, n.isFinite else { return SIMD4(0, 0, 0, 1) }
        let half = atan2(n, q.w) * f
        let axis = v / n * sin(half)
        return SIMD4(axis.x, axis.y, axis.z, cos(half))
    }
}

/// The parts the key paths "transform.rotation.x/y/z", "transform.scale(.x/.y/.z)" and
/// "transform.translation.x/y/z" read and write.
extension Transform3DComponents {
    /// The rotation as Euler angles in radians, applied about x, then y, then z (row vectors:
    /// Rx · Ry · Rz). Of the two triples giving the same rotation, the one with the smaller turns about x and z
    /// is read, so a turn about y alone reads as that turn even past π/2 (a card flipped by π has rotation.y π,
    /// not x = z = π): "transform.rotation.y" animated over a transform set to the end of a flip turns it the
    /// way it was set. Setting them replaces the whole rotation.
    public var eulerAngles: SIMD3<Double> {
        get {
            let q = rotation
            let x = atan2(2 * (q.w * q.x + q.y * q.z), 1 - 2 * (q.x * q.x + q.y * q.y))
            let y = asin(min(max(2 * (q.w * q.y - q.z * q.x), -1), 1))
            let z = atan2(2 * (q.w * q.z + q.x * q.y), 1 - 2 * (q.y * q.y + q.z * q.z))
            // (x, y, z) and (x ∓ π, ±π − y, z ∓ π) are the same rotation.
            let other = SIMD3(x > 0 ? x - .pi : x + .pi, (y >= 0 ? Double.pi : -.pi) - y, z > 0 ? z - .pi : z + .pi)
            if abs(other.x) + abs(other.z) < abs(x) + abs(z) - 1e-9 { return other }
            return SIMD3(x, y, z)
        }
        set {
            let cx = cos(newValue.x / 2), sx = sin(newValue.x / 2)
            let cy = cos(newValue.y / 2), sy = sin(newValue.y / 2)
            let cz = cos(newValue.z / 2), sz = sin(newValue.z / 2)
            rotation = Transform3DComponents.canonical(SIMD4(sx * cy * cz - cx * sy * sz,
                                                             cx * sy * cz + sx * cy * sz,
                                                             cx * cy * sz - sx * sy * cz,
                                                             cx * cy * cz + sx * sy * sz))
        }
    }

    /// "transform.rotation.x": radians about x.
    public var rotationX: CGFloat {
        get { CGFloat(eulerAngles.x) }
        set { eulerAngles.x = Double(newValue) }
    }
    /// "transform.rotation.y": radians about y.
    public var rotationY: CGFloat {
        get { CGFloat(eulerAngles.y) }
        set { eulerAngles.y = Double(newValue) }
    }
    /// "transform.rotation.z" and "transform.rotation": radians about z, clockwise on the y-down screen.
    public var rotationZ: CGFloat {
        get { CGFloat(eulerAngles.z) }
        set { eulerAngles.z = Double(newValue) }
    }
    /// "transform.scale.x".
    public var scaleX: CGFloat {
        get { CGFloat(scale.x) }
        set { scale.x = Double(newValue) }
    }
    /// "transform.scale.y".
    public var scaleY: CGFloat {
        get { CGFloat(scale.y) }
        set { scale.y = Double(newValue) }
    }
    /// "transform.scale.z".
    public var scaleZ: CGFloat {
        get { CGFloat(scale.z) }
        set { scale.z = Double(newValue) }
    }
    /// "transform.scale": the mean of the three scales to read; sets all three.
    public var uniformScale: CGFloat {
        get { CGFloat((scale.x + scale.y + scale.z) / 3) }
        set { scale = SIMD3(repeating: Double(newValue)) }
    }
    /// "transform.translation.x".
    public var translationX: CGFloat {
        get { CGFloat(translation.x) }
        set { translation.x = Double(newValue) }
    }
    /// "transform.translation.y".
    public var translationY: CGFloat {
        get { CGFloat(translation.y) }
        set { translation.y = Double(newValue) }
    }
    /// "transform.translation.z".
    public var translationZ: CGFloat {
        get { CGFloat(translation.z) }
        set { translation.z = Double(newValue) }
    }
}
