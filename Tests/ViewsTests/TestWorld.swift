import Foundation
import Testing
@testable import Views

/// A fresh world for one test: a frame scheduler on a virtual clock at 60 fps, installed as current, and
/// diagnostics captured instead of printed.
final class TestWorld {
    let clock = VirtualClock()
    let scheduler: FrameScheduler
    private(set) var diagnostics: [String] = []
    private let previousScheduler: FrameScheduler
    private let previousHandler: (String) -> Void

    init() {
        scheduler = FrameScheduler(clock: clock)
        previousScheduler = FrameScheduler.current
        previousHandler = Diagnostics.handler
        FrameScheduler.current = scheduler
        Diagnostics.handler = { [unowned self] in self.diagnostics.append($0) }
    }

    deinit {
        FrameScheduler.current = previousScheduler
        Diagnostics.handler = previousHandler
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
