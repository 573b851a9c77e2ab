import Foundation
@testable import Motion

/// Whether two numbers agree within `tolerance`.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

func close(_ p: CGPoint, _ q: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(p.x, q.x, tolerance) && close(p.y, q.y, tolerance)
}

func close(_ r: CGRect, _ s: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(r.origin, s.origin, tolerance) && close(r.width, s.width, tolerance) && close(r.height, s.height, tolerance)
}

func close(_ t: CGAffineTransform, _ u: CGAffineTransform, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(t.a, u.a, tolerance) && close(t.b, u.b, tolerance) && close(t.c, u.c, tolerance)
        && close(t.d, u.d, tolerance) && close(t.tx, u.tx, tolerance) && close(t.ty, u.ty, tolerance)
}

func close(_ c: Color, _ d: Color, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(c.red, d.red, tolerance) && close(c.green, d.green, tolerance)
        && close(c.blue, d.blue, tolerance) && close(c.alpha, d.alpha, tolerance)
}

/// One running animation on a property: its from and to values and its progress per axis.
struct RunningAnimation<Value: Animatable> {
    var from: Value, to: Value, progressX: Double, progressY: Double
    init(from: Value, to: Value, progress: Double) { self.init(from: from, to: to, x: progress, y: progress) }
    init(from: Value, to: Value, x: Double, y: Double) {
        self.from = from; self.to = to; progressX = x; progressY = y
    }
}

/// The additive law: presentation = model + Σ (from − to) · (1 − progress).
func presentation<Value: Animatable>(model: Value, _ animations: [RunningAnimation<Value>]) -> Value {
    var data = model.animatableData
    for a in animations {
        data = data + (a.from.animatableData - a.to.animatableData).scaled(x: 1 - a.progressX, y: 1 - a.progressY)
    }
    return Value(animatableData: data)
}
