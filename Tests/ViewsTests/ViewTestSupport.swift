import Foundation
@_exported import TestSupport
@testable import Views

// Helpers shared by the view tests (TestWorld.swift stays as it is).

/// Whether two numbers agree within `tolerance`.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

func close(_ p: CGPoint, _ q: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(p.x, q.x, tolerance) && close(p.y, q.y, tolerance)
}

func close(_ s: CGSize, _ u: CGSize, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(s.width, u.width, tolerance) && close(s.height, u.height, tolerance)
}

func close(_ r: CGRect, _ s: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(r.origin, s.origin, tolerance) && close(r.size, s.size, tolerance)
}

func close(_ t: CGAffineTransform, _ u: CGAffineTransform, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(t.a, u.a, tolerance) && close(t.b, u.b, tolerance) && close(t.c, u.c, tolerance)
        && close(t.d, u.d, tolerance) && close(t.tx, u.tx, tolerance) && close(t.ty, u.ty, tolerance)
}

func close(_ c: Color, _ d: Color, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(c.red, d.red, tolerance) && close(c.green, d.green, tolerance)
        && close(c.blue, d.blue, tolerance) && close(c.alpha, d.alpha, tolerance)
}

/// An independent cubic Bézier timing function from the formulas of the reference (P0 = (0,0), P3 = (1,1)),
/// solved by plain bisection so the tests do not lean on the production solver.
func referenceBezier(_ p1: CGPoint, _ p2: CGPoint, at x: Double) -> Double {
    let cx = 3 * p1.x, bx = 3 * (p2.x - p1.x) - cx, ax = 1 - cx - bx
    let cy = 3 * p1.y, by = 3 * (p2.y - p1.y) - cy, ay = 1 - cy - by
    func sx(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sy(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if sx(mid) < x { lo = mid } else { hi = mid }
    }
    return sy((lo + hi) / 2)
}

/// Counts completion calls and remembers their arguments.
final class CallLog<Argument> {
    private(set) var calls: [Argument] = []
    /// The frame count of the scheduler at each call.
    private(set) var frames: [Int] = []
    var count: Int { calls.count }
    func record(_ argument: Argument) {
        calls.append(argument)
        frames.append(World.current.scheduler.frameCount)
    }
}

/// Runs frames one at a time and collects `sample()` after each (what the renderer would draw for that frame).
func sampleFrames<T>(_ world: TestWorld, _ n: Int, _ sample: () -> T) -> [T] {
    var values: [T] = []
    for _ in 0..<n {
        world.frames(1)
        values.append(sample())
    }
    return values
}

/// A view that counts its layout passes.
final class LayoutCountingView: View {
    var layoutCount = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }
}
