import Foundation
import Testing
import Views
import PlaygroundTesting
@testable import Demos

/// What the LockSearch suites share: the scene under a tester, and points of its phone screen and icons in
/// window coordinates.
protocol LockSearchTesting {}

extension LockSearchTesting {
    func scene(_ runner: SceneTester) throws -> LockSearchScene {
        try #require(runner.driver.pipeline.scene as? LockSearchScene)
    }

    /// A point of the phone screen in window coordinates.
    func root(_ s: LockSearchScene, _ p: CGPoint) -> CGPoint { s.screen.convert(p, to: nil) }

    /// The centre of icon `i` of the favourites widget in window coordinates.
    func iconCenter(_ s: LockSearchScene, _ i: Int) -> CGPoint {
        let icon = s.widget.icons[i].icon
        return icon.convert(CGPoint(x: icon.bounds.midX, y: icon.bounds.midY), to: nil)
    }
}
