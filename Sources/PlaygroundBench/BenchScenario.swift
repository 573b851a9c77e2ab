import Foundation
import Views
import PlaygroundHost

/// One scene in its heaviest state for `playground bench`: `prepare` brings the scene there, then `input` is
/// delivered at the start of every measured frame so no frame is idle.
///
/// ```swift
/// Playground.main(.init(scenes: [CardScene.self], benchmarks: ["card": { CardDragCase() }]))
/// ```
///
/// `input` runs inside the timed frame: it must not allocate. A scene without a case of its own is measured
/// with `DragAcrossScenario`.
@MainActor
public protocol BenchScenario: AnyObject {
    /// What the case exercises, for the table.
    var state: String { get }
    /// Brings the scene to the state measured (runs untimed frames).
    func prepare(_ d: BenchDriver) throws
    /// The input of measured frame `i` (0, 1, 2, …).
    func input(_ d: BenchDriver, frame i: Int)
    /// Throws when the scene is not in the state the case names (checked after the warm-up and after the
    /// steady frames); the default checks nothing. Besides, the bench fails a case any of whose measured
    /// frames redrew no pixel.
    func verify(_ d: BenchDriver) throws
}

extension BenchScenario {
    public func verify(_ d: BenchDriver) throws {}
}

/// A bench case could not bring its scene to the state it measures.
///
/// ```swift
/// guard let tile = firstTile(in: d.root) else { throw BenchError(description: "gallery: no tile to turn") }
/// ```
public struct BenchError: Error, CustomStringConvertible {
    public let description: String
    public init(description: String) { self.description = description }
}

/// Thrown by a case's `prepare` when its scene cannot reach the state it measures at this size (a window too
/// small for what it drags): the case is listed as skipped, with the reason, instead of measured.
///
/// ```swift
/// guard d.pipeline.size.width >= 600 else { throw BenchSkip(reason: "the window is too narrow to drag a card across") }
/// ```
public struct BenchSkip: Error {
    public let reason: String
    public init(reason: String) { self.reason = reason }
}

/// A triangle wave between `low` and `high` with a period of `period` frames, starting at `low` and rising.
@inline(__always)
public func triangle(_ i: Int, period: Int, low: CGFloat, high: CGFloat) -> CGFloat {
    let phase = CGFloat(i % period) / CGFloat(period)
    let t = phase < 0.5 ? phase * 2 : 2 - phase * 2
    return low + (high - low) * t
}

/// The case of a scene that has none of its own: settled, then the button held in the middle of the window and
/// dragged back and forth across a third of its width, every frame.
///
/// ```swift
/// // What `playground bench` uses for a scene without a case; as an explicit choice:
/// Playground.main(.init(scenes: [CardScene.self], benchmarks: ["card": { DragAcrossScenario() }]))
/// ```
@MainActor
public final class DragAcrossScenario: BenchScenario {
    public let state = "generic: a drag back and forth across the middle, every frame"
    private var center = CGPoint.zero
    private var width: CGFloat = 0

    public init() {}

    public func prepare(_ d: BenchDriver) throws {
        d.settle()
        let size = d.pipeline.size
        center = CGPoint(x: size.width / 2, y: size.height / 2)
        width = size.width / 3
        d.frame { d.down(center) }
    }

    public func input(_ d: BenchDriver, frame i: Int) {
        d.move(CGPoint(x: center.x + triangle(i, period: 60, low: -0.5, high: 0.5) * width, y: center.y))
    }
}
