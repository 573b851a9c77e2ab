import Foundation
import Views
@testable import Platform

/// A headless runner on `scene` at 1280×800, settled.
func settledRunner(_ scene: String) throws -> HeadlessRunner {
    let runner = try HeadlessRunner(scene: scene, size: CGSize(width: 1280, height: 800),
                                    outputDirectory: NSTemporaryDirectory())
    runner.settle()
    return runner
}

extension HeadlessRunner {
    /// Plays script commands.
    func run(_ commands: Script.Command...) throws {
        try play(Script(commands: commands))
    }

    /// Runs `n` frames and records `value()` after each.
    func trace<T>(frames n: Int, _ value: () -> T) -> [T] {
        (0..<n).map { _ in
            frames(1)
            return value()
        }
    }
}

extension View {
    /// The on-screen center in root coordinates.
    var screenCenter: CGPoint {
        guard let superview else { return presentationValues.center }
        return superview.convert(presentationValues.center, to: nil)
    }
}
