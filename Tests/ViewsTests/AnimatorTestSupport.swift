import Foundation
import Testing
@testable import Views

/// Whether two numbers agree within `tolerance`.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// One frame at 60 fps.
let frameTime = 1.0 / 60

/// The easeIn / easeInOut / easeOut curves' progress at time fraction `x`.
func curveValue(_ curve: AnimationCurve, _ x: Double) -> Double {
    CubicTimingParameters(animationCurve: curve).bezier.solve(x)
}

/// The rotation angle of a transform, in radians.
func rotation(_ t: CGAffineTransform) -> Double { Double(TransformComponents(t).rotation) }

/// The horizontal scale of a transform.
func scaleX(_ t: CGAffineTransform) -> Double { Double(TransformComponents(t).sx) }

/// Records the positions completions receive, in the order they ran.
final class CompletionLog {
    private(set) var entries: [(id: Int, position: ViewAnimatingPosition)] = []
    var positions: [ViewAnimatingPosition] { entries.map(\.position) }
    var ids: [Int] { entries.map(\.id) }

    /// Adds a completion tagged `id` to `animator`.
    func add(to animator: ViewPropertyAnimator, id: Int = 0) {
        animator.addCompletion { position in self.entries.append((id, position)) }
    }
}

extension View {
    /// The presentation center's x.
    var screenX: Double { Double(presentationValues.center.x) }
    /// The presentation alpha.
    var screenAlpha: Double { Double(presentationValues.alpha) }
}

/// Runs `n` frames and records `value` after each.
func trace(_ world: TestWorld, frames n: Int, _ value: () -> Double) -> [Double] {
    (0..<n).map { _ in
        world.frames(1)
        return value()
    }
}

/// The largest change between consecutive samples.
func largestStep(_ samples: [Double]) -> Double {
    zip(samples, samples.dropFirst()).map { abs($1 - $0) }.max() ?? 0
}

/// A square moving its center from x 50 to 250 (y stays 50) on a new animator.
func movingSquare(duration: TimeInterval = 1, curve: AnimationCurve = .linear)
    -> (root: View, square: View, animator: ViewPropertyAnimator) {
    let (root, square) = makeSquare()
    let animator = ViewPropertyAnimator(duration: duration, curve: curve) {
        square.center = CGPoint(x: 250, y: 50)
    }
    return (root, square, animator)
}

/// Fraction 0…1 of the way from 50 to 250 the square is on screen.
func travelled(_ square: View) -> Double { (square.screenX - 50) / 200 }
