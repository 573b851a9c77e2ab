import Foundation

extension CGMutablePath {
    /// A circular arc about `center` from `startAngle` to `endAngle`, preceded by a line from the current point
    /// to its start (a move when the path is empty), as cubic curves of at most a quarter turn each.
    /// `clockwise` is CG's y-up sense: true runs through decreasing angles — counter-clockwise on a y-down
    /// screen. The turn is at most a full circle; angles equal modulo 2π against the direction draw nothing.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        let delta = Self.sweep(from: startAngle, to: endAngle, increasing: !clockwise)
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// A circular arc about `center` from `startAngle` turning by `delta` radians (positive: increasing angles,
    /// clockwise on a y-down screen), preceded by a line from the current point to its start.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if last == nil { move(to: start, transform: transform) } else { addLine(to: start, transform: transform) }
        guard radius != 0, delta != 0, delta.isFinite else { return }
        let count = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / CGFloat(count)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var a0 = startAngle
        for i in 1...count {
            let a1 = i == count ? startAngle + delta : startAngle + step * CGFloat(i)
            let c0 = cos(a0), s0 = sin(a0), c1 = cos(a1), s1 = sin(a1)
            addCurve(to: CGPoint(x: center.x + radius * c1, y: center.y + radius * s1),
                     control1: CGPoint(x: center.x + radius * c0 - k * s0, y: center.y + radius * s0 + k * c0),
                     control2: CGPoint(x: center.x + radius * c1 + k * s1, y: center.y + radius * s1 - k * c1),
                     transform: transform)
            a0 = a1
        }
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the line from
    /// `tangent1End` to `tangent2End` (a rounded corner), preceded by a line from the current point to the
    /// first tangent point; a line to `tangent1End` when the three points are in line or the radius is 0.
    /// Needs a current point.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard let current = last else { return }
        let p0 = current.applying(transform.inverted())
        let v1 = CGVector(dx: p0.x - tangent1End.x, dy: p0.y - tangent1End.y)
        let v2 = CGVector(dx: tangent2End.x - tangent1End.x, dy: tangent2End.y - tangent1End.y)
        let l1 = hypot(v1.dx, v1.dy), l2 = hypot(v2.dx, v2.dy)
        guard radius > 0, l1 > 0, l2 > 0 else { return addLine(to: tangent1End, transform: transform) }
        let u1 = CGVector(dx: v1.dx / l1, dy: v1.dy / l1), u2 = CGVector(dx: v2.dx / l2, dy: v2.dy / l2)
        let cross = u1.dx * u2.dy - u1.dy * u2.dx
        guard abs(cross) > 1e-12 else { return addLine(to: tangent1End, transform: transform) }
        let angle = acos(min(max(u1.dx * u2.dx + u1.dy * u2.dy, -1), 1))   // at tangent1End, between the lines
        let d = radius / tan(angle / 2)
        let a = CGPoint(x: tangent1End.x + u1.dx * d, y: tangent1End.y + u1.dy * d)
        let b = CGPoint(x: tangent1End.x + u2.dx * d, y: tangent1End.y + u2.dy * d)
        let bx = u1.dx + u2.dx, by = u1.dy + u2.dy, bl = hypot(bx, by)
        let h = radius / sin(angle / 2)
        let center = CGPoint(x: tangent1End.x + bx / bl * h, y: tangent1End.y + by / bl * h)
        let start = atan2(a.y - center.y, a.x - center.x), end = atan2(b.y - center.y, b.x - center.x)
        var delta = end - start
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        addRelativeArc(center: center, radius: radius, startAngle: start, delta: delta, transform: transform)
    }

    /// The turn from `a` to `b` in the given direction, in [0, 2π] (or [−2π, 0]), as cairo and CG sweep.
    static func sweep(from a: CGFloat, to b: CGFloat, increasing: Bool) -> CGFloat {
        let full = 2 * CGFloat.pi
        var d = b - a
        if increasing {
            if d < 0 {
                d = d.truncatingRemainder(dividingBy: full) + full
                if d >= full { d -= full }
            }
            return min(d, full)
        } else {
            if d > 0 {
                d = d.truncatingRemainder(dividingBy: full) - full
                if d <= -full { d += full }
            }
            return max(d, -full)
        }
    }
}
