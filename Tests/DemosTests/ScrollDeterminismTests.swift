import Foundation
import Testing
import Views
@testable import Playground
@testable import PlaygroundHost
@testable import Rendering

/// Two tables scrolled alike draw alike: cells leaving the screen go back to the pool in row order, so the same
/// scrolling hands the same cells (and their drawing: stores kept per view) to the same rows in every table.
/// Before, the order was a dictionary's — different from one table to another — and two scroll scenes driven in
/// lockstep with the same settings differed by a few hairline separators (up to 10 levels).
@Suite struct ScrollDeterminismTests {
    @Test func twoScrollScenesDrivenAlikeDrawTheSameBytes() throws {
        let pair = try LockstepPair("scroll", comparison: .nearlyExact) { _ in }
        var input = RandomInput(seed: "scroll-clear", size: CGSize(width: 1280, height: 800))
        for _ in 0..<6 {
            for command in input.next() {
                switch command {
                case .down(let p): pair.step { $0.pipeline.pointerDown(at: p) }
                case .move(let p, let n): pair.steps(max(n, 1)) { runner, _ in runner.pipeline.pointerMoved(to: p) }
                case .up: pair.step { $0.pipeline.pointerUp(at: $0.pipeline.dispatcher.pointerLocation) }
                case .frames(let n): pair.steps(n)
                default: pair.steps(2)
                }
            }
        }
        pair.steps(60)
        #expect(pair.differingFrames == 0, "\(pair.differingFrames) of \(pair.frames) frames differ")
        pair.expectChanges(atLeast: 20)
    }
}
