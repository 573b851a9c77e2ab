import Demos
import Foundation
import PlaygroundTesting
import Views
@testable import Playground
@testable import PlaygroundHost

/// The built-in demos with their launcher, and the playground's tools, as `playground` lists them.
let demoCatalog = SceneCatalog(Demos.scenes, tools: SceneCatalog.playgroundTools)

/// A scene tester on the demo called `name` (or the launcher), at `size`, with the playground's overlay over it
/// as in the window (the pressure meter, help and time-control badge are part of what these tests see).
func demoTester(_ name: String, size: CGSize = CGSize(width: 1280, height: 800)) throws -> SceneTester {
    guard let type = demoCatalog.scene(named: name) else {
        throw PlaygroundError.unknownScene(name: name, known: demoCatalog.names)
    }
    let tester = try SceneTester(type, size: size, catalog: demoCatalog)
    try tester.driver.pipeline.installHostOverlay()
    return tester
}

/// A scene driver on the demo called `name` (or the launcher), at `size` points and `scale` pixels a point, with
/// the playground's overlay.
func demoDriver(_ name: String, size: CGSize = CGSize(width: 1280, height: 800), scale: Double = 1) throws -> SceneDriver {
    guard let type = demoCatalog.scene(named: name) else {
        throw PlaygroundError.unknownScene(name: name, known: demoCatalog.names)
    }
    let driver = try SceneDriver(scene: type, catalog: demoCatalog, size: size, scale: scale)
    try driver.pipeline.installHostOverlay()
    return driver
}

/// A scene tester on the demo `scene` at 1280×800, settled.
func settledRunner(_ scene: String) throws -> SceneTester {
    let runner = try demoTester(scene)
    runner.pumpUntilSettled()
    return runner
}

extension SceneTester {
    /// Plays script commands.
    func run(_ commands: Script.Command...) throws {
        try driver.play(Script(commands: commands))
    }

    /// Runs `n` frames and records `value()` after each.
    func trace<T>(frames n: Int, _ value: () -> T) -> [T] {
        (0..<n).map { _ in
            pump(frames: 1)
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
