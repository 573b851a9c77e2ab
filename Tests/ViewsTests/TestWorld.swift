import Foundation
import Testing
import TestSupport
@testable import Views

/// The world of one test: the fresh world on a virtual clock at 60 fps that `@Suite(.world)` binds around
/// the test, with its diagnostics captured instead of printed. Keep it for the whole test
/// (`let world = TestWorld()`) and check `takeDiagnostics()`: captured diagnostics are only seen there.
final class TestWorld {
    let world: World
    let clock: VirtualClock
    let scheduler: FrameScheduler
    private(set) var diagnostics: [String] = []

    init(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(World.isBound, "the test's suite needs the .world trait", sourceLocation: sourceLocation)
        world = World.current
        scheduler = world.scheduler
        clock = (scheduler.clock as? VirtualClock) ?? VirtualClock()
        // Weak: a diagnostic reported after this test world is gone fails the test it comes in instead of
        // crashing the whole test process.
        world.diagnostics.handler = { [weak self] message in
            guard let self else {
                Issue.record("a diagnostic after the test's TestWorld was released: \(message)")
                return
            }
            self.diagnostics.append(message)
        }
    }

    /// Runs `n` frames.
    func frames(_ n: Int) { scheduler.advance(frames: n) }

    /// Runs frames until at least `seconds` have passed.
    func run(seconds: Double) { scheduler.advance(seconds: seconds) }

    /// The current media time.
    var now: TimeInterval { scheduler.currentTime }

    /// Diagnostics produced since the last call.
    func takeDiagnostics() -> [String] {
        defer { diagnostics.removeAll() }
        return diagnostics
    }
}

/// A root view with one 100×100 square at (0, 0).
func makeSquare() -> (root: View, square: View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let square = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.addSubview(square)
    return (root, square)
}

/// A 100×100 standalone layer at (100, 100) in a 400×400 root, shown for a frame (so its first values do not
/// animate). Keep the root: the layer does not hold its superlayer.
@MainActor
func shownLayer(_ world: TestWorld) -> (root: View, layer: Layer) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let layer = Layer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    layer.position = CGPoint(x: 100, y: 100)
    root.layer.addSublayer(layer)
    world.frames(1)
    return (root, layer)
}
