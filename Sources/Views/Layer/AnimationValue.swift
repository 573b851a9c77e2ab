import Foundation

/// A value an explicit animation moves a layer property through: what `fromValue`, `toValue`, `byValue` and
/// keyframe `values` hold once read (numbers, points, sizes, rectangles, transforms, colours, paths).
///
/// ```swift
/// AnimationValue(any: 1.5)                          // .scalar(1.5)
/// AnimationValue(any: Color.red.cgColor)            // .color(…)
/// a.interpolated(to: b, fraction: 0.5)              // half way
/// ```
nonisolated public enum AnimationValue: Equatable, Sendable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(Transform3D)
    case color(Color)
    case path(CGPath)
    /// A gradient's colours (`colors`), interpolated element by element.
    case colors([Color])
    /// A list of numbers (a gradient's `locations`), interpolated element by element.
    case numbers([Double])

    /// The value a property-list style `Any` (as UIKit code passes it) stands for; nil when it stands for none.
    public init?(any value: Any?) {
        switch value {
        case let v as Double: self = .scalar(v)
        case let v as CGFloat: self = .scalar(Double(v))
        case let v as Float: self = .scalar(Double(v))
        case let v as Int: self = .scalar(Double(v))
        case let v as Bool: self = .scalar(v ? 1 : 0)
        case let v as NSNumber: self = .scalar(v.doubleValue)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as Transform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(Transform3DMakeAffineTransform(v))
        case let v as CGColor: self = .color(v.color)
        case let v as Color: self = .color(v)
        case let v as CGPath: self = .path(v)
        case let v as AnimationValue: self = v
        default:
            guard let list = AnimationValue(list: value) else { return nil }
            self = list
        }
    }

    /// The value as the type a property of `kind` holds (a number for a transform's scale, say), or nil when it
    /// cannot be one.
    func converted(to kind: AnimationValue) -> AnimationValue? {
        switch (self, kind) {
        case (.scalar, .scalar), (.point, .point), (.size, .size), (.rect, .rect), (.transform, .transform),
             (.color, .color), (.path, .path), (.colors, .colors), (.numbers, .numbers):
            return self
        case (.numbers(let n), .colors) where n.isEmpty: return .colors([])
        case (.colors(let c), .numbers) where c.isEmpty: return .numbers([])
        case (.size(let s), .point): return .point(CGPoint(x: s.width, y: s.height))
        case (.point(let p), .size): return .size(CGSize(width: p.x, height: p.y))
        default: return nil
        }
    }

    /// The value `fraction` of the way to `other` (transforms by their decomposition, colours per component,
    /// paths point by point; between paths of different structures, the end path throughout).
    public func interpolated(to other: AnimationValue, fraction f: Double) -> AnimationValue {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + (b - a) * f)
        case (.point(let a), .point(let b)): return .point(a.interpolated(to: b, fraction: f))
        case (.size(let a), .size(let b)): return .size(a.interpolated(to: b, fraction: f))
        case (.rect(let a), .rect(let b)): return .rect(a.interpolated(to: b, fraction: f))
        case (.transform(let a), .transform(let b)):
            if f == 0 { return self }
            if f == 1 { return other }
            return .transform(a.interpolated(to: b, fraction: f))
        case (.color(let a), .color(let b)): return .color(a.interpolated(to: b, fraction: f))
        case (.path(let a), .path(let b)):
            if f == 0 && a.hasSameStructure(as: b) { return self }
            if f == 1 { return other }
            return a.interpolated(to: b, fraction: f).map(AnimationValue.path) ?? other
        case (.colors(let a), .colors(let b)):
            guard a.count == b.count else { return other }
            return .colors(zip(a, b).map { $0.interpolated(to: $1, fraction: f) })
        case (.numbers(let a), .numbers(let b)):
            guard a.count == b.count else { return other }
            return .numbers(zip(a, b).map { $0 + ($1 - $0) * f })
        default: return f < 0.5 ? self : other
        }
    }

    /// The sum (transforms: one after the other), for `byValue`, additive and cumulative animations.
    public static func + (a: AnimationValue, b: AnimationValue) -> AnimationValue {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x + y)
        case (.point(let x), .point(let y)): return .point(CGPoint(x: x.x + y.x, y: x.y + y.y))
        case (.size(let x), .size(let y)): return .size(CGSize(width: x.width + y.width, height: x.height + y.height))
        case (.rect(let x), .rect(let y)):
            return .rect(CGRect(x: x.minX + y.minX, y: x.minY + y.minY, width: x.width + y.width, height: x.height + y.height))
        case (.transform(let x), .transform(let y)): return .transform(y.concatenating(x))
        case (.color(let x), .color(let y)):
            return .color(Color(red: x.red + y.red, green: x.green + y.green, blue: x.blue + y.blue, alpha: x.alpha + y.alpha))
        case (.numbers(let x), .numbers(let y)) where x.count == y.count: return .numbers(zip(x, y).map(+))
        default: return a
        }
    }

    /// The difference (transforms: `a` after undoing `b`).
    public static func - (a: AnimationValue, b: AnimationValue) -> AnimationValue {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x - y)
        case (.point(let x), .point(let y)): return .point(CGPoint(x: x.x - y.x, y: x.y - y.y))
        case (.size(let x), .size(let y)): return .size(CGSize(width: x.width - y.width, height: x.height - y.height))
        case (.rect(let x), .rect(let y)):
            return .rect(CGRect(x: x.minX - y.minX, y: x.minY - y.minY, width: x.width - y.width, height: x.height - y.height))
        case (.transform(let x), .transform(let y)): return .transform((y.inverted() ?? .identity).concatenating(x))
        case (.color(let x), .color(let y)):
            return .color(Color(red: x.red - y.red, green: x.green - y.green, blue: x.blue - y.blue, alpha: x.alpha - y.alpha))
        case (.numbers(let x), .numbers(let y)) where x.count == y.count: return .numbers(zip(x, y).map(-))
        default: return a
        }
    }

    /// `n` times the value (transforms: applied n times, for whole n).
    func times(_ n: Double) -> AnimationValue {
        switch self {
        case .scalar(let x): return .scalar(x * n)
        case .point(let p): return .point(CGPoint(x: p.x * n, y: p.y * n))
        case .size(let s): return .size(CGSize(width: s.width * n, height: s.height * n))
        case .rect(let r): return .rect(CGRect(x: r.minX * n, y: r.minY * n, width: r.width * n, height: r.height * n))
        case .transform(let t):
            // Applied n times by squaring (n bounded: a repetition count past a million is not a visible turn).
            var k = n.isFinite ? Int(min(max(n.rounded(), 0), 1_000_000)) : 0
            var out = Transform3D.identity, base = t
            while k > 0 {
                if k & 1 == 1 { out = out.concatenating(base) }
                base = base.concatenating(base)
                k >>= 1
            }
            return .transform(out)
        case .color(let c): return .color(Color(red: c.red * n, green: c.green * n, blue: c.blue * n, alpha: c.alpha * n))
        case .path, .colors: return self
        case .numbers(let x): return .numbers(x.map { $0 * n })
        }
    }

    /// The distance to `other`, for paced keyframes (Euclidean over the components).
    func distance(to other: AnimationValue) -> Double {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return abs(b - a)
        case (.point(let a), .point(let b)): return Double(hypot(b.x - a.x, b.y - a.y))
        case (.size(let a), .size(let b)): return Double(hypot(b.width - a.width, b.height - a.height))
        case (.rect(let a), .rect(let b)):
            let d = [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].map { Double($0 * $0) }
            return d.reduce(0, +).squareRoot()
        case (.color(let a), .color(let b)):
            let d = [a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha].map { Double($0 * $0) }
            return d.reduce(0, +).squareRoot()
        case (.numbers(let a), .numbers(let b)) where a.count == b.count:
            return zip(a, b).map { ($1 - $0) * ($1 - $0) }.reduce(0, +).squareRoot()
        case (.transform(let a), .transform(let b)):
            let ca = Transform3DComponents(a), cb = Transform3DComponents(b)
            let t = ca.translation - cb.translation, s = ca.scale - cb.scale
            return ((t * t).sum() + (s * s).sum()).squareRoot() + Double(abs(ca.rotationZ - cb.rotationZ))
        default: return self == other ? 0 : 1
        }
    }

    /// The value as a number (0 when it is not one).
    var scalarValue: Double { if case .scalar(let s) = self { return s }; return 0 }
}
