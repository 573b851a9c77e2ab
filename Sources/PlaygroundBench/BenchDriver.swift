import Foundation
import Views
import PlaygroundHost

/// p50, p99 and max of a set of durations (ms), nearest-rank.
package struct Percentiles {
    package var p50 = 0.0, p99 = 0.0, max = 0.0

    package init(_ samples: [Double]) {
        guard !samples.isEmpty else { return }
        let sorted = samples.sorted()
        func rank(_ q: Double) -> Double { sorted[Swift.min(Swift.max(Int((q * Double(sorted.count)).rounded(.up)) - 1, 0), sorted.count - 1)] }
        p50 = rank(0.5)
        p99 = rank(0.99)
        max = sorted[sorted.count - 1]
    }
}

/// The process's resident memory (VmRSS of /proc/self/status) in MB (2^20 bytes).
package func residentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
        return kb / 1024
    }
    return 0
}

/// Runs one scene for the bench: a scene driver whose frames are timed, with input delivered inside the timed
/// frame as the window delivers it.
///
/// ```swift
/// final class SpinCase: BenchScenario {
///     let state = "the card dragged back and forth"
///     func prepare(_ d: BenchDriver) throws { d.settle(); d.frame { d.down(CGPoint(x: 400, y: 300)) } }
///     func input(_ d: BenchDriver, frame i: Int) { d.move(CGPoint(x: 400 + CGFloat(i % 60), y: 300)) }
/// }
/// ```
@MainActor
public final class BenchDriver {
    /// The driver underneath (its pipeline, world and scene).
    public let driver: SceneDriver
    /// Where the pointer is, in window points.
    public private(set) var pointer = CGPoint.zero

    /// `setUp` prepares the pipeline before its first frame (the window's overlay is installed by the command).
    package init(scene: Scene.Type, catalog: SceneCatalog, size: CGSize, scale: Double = 1,
                 setUp: ((FramePipeline) throws -> Void)? = nil) throws {
        driver = try SceneDriver(scene: scene, catalog: catalog, size: size, scale: scale)
        try setUp?(driver.pipeline)
        driver.compositesEveryFrame = true
        driver.pipeline.frame(at: driver.clock.now)
    }

    public var pipeline: FramePipeline { driver.pipeline }
    /// The scene's root view.
    public var root: View { driver.scene.view }

    /// One frame: `input` is delivered at its start, then display links, animations, layout and composite.
    /// Returns the whole frame's and the composite's durations in ms.
    @discardableResult
    public func frame(_ input: () -> Void = {}) -> (whole: Double, composite: Double) {
        let start = monotonicNanos()
        driver.step(input)
        let end = monotonicNanos()
        return (milliseconds(from: start, to: end), pipeline.lastCompositeDuration * 1000)
    }

    /// Runs `n` frames without input.
    public func frames(_ n: Int) { for _ in 0..<n { frame() } }

    /// Runs frames until nothing changes any more (at most 10 s).
    public func settle() { driver.settle() }

    // Input, to call inside `frame { … }`.

    public func down(_ p: CGPoint) { pointer = p; pipeline.pointerDown(at: p) }
    public func move(_ p: CGPoint) { pointer = p; pipeline.pointerMoved(to: p) }
    public func up() { pipeline.pointerUp(at: pointer) }
    public func wheel(_ notches: CGFloat) { pipeline.wheel(notches) }
    public func key(_ key: Key) { pipeline.key(key) }

    /// Input spread over frames, as a script's `move X Y N` delivers it.
    public func drag(to p: CGPoint, frames n: Int) {
        let start = pointer
        for i in 1...max(n, 1) {
            let f = CGFloat(i) / CGFloat(max(n, 1))
            let q = CGPoint(x: start.x + (p.x - start.x) * f, y: start.y + (p.y - start.y) * f)
            frame { move(q) }
        }
    }

    /// A click: down, one frame, up.
    public func click(_ p: CGPoint) {
        frame { down(p) }
        frame { up() }
    }
}
