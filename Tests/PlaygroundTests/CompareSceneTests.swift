import Foundation
import PlaygroundTesting
import Testing
import TestSupport
@testable import Playground
import Views

/// `compare --window`'s scene: two scenes in one world on one clock, keys to both, the pointer to one.
@Suite(.world) struct CompareSceneTests {
    private func opened(a: (Scene.Type, String?), b: (Scene.Type, String?), overlay: Bool = false) throws
        -> (SceneTester, CompareScene) {
        let tester = try SceneTester(CompareScene.self, size: CGSize(width: 836, height: 292))
        let scene = tester.scene(as: CompareScene.self)
        try tester.world.run { try scene.show(a: a, b: b, overlay: overlay) }
        tester.pump()
        return (tester, scene)
    }

    @Test func sideBySideEachSideIsAWholeSceneOfItsHalf() throws {
        let (_, scene) = try opened(a: (SlideScene.self, "short"), b: (SlideScene.self, "long"))
        let a = try #require(scene.sides[0] as? SlideScene), b = try #require(scene.sides[1] as? SlideScene)
        #expect(a.parameters.duration == 0.5 && b.parameters.duration == 0.6)
        // Each laid out at (836 − 3 × 12) / 2 = 400 × 240, the second 412 pt to the right.
        #expect(a.view.bounds.size == CGSize(width: 400, height: 240))
        #expect(b.view.convert(CGPoint.zero, to: scene.view) == CGPoint(x: 424, y: CompareScene.header))
    }

    @Test func keysGoToBothSidesThePointerToTheSideUnderIt() throws {
        let (tester, scene) = try opened(a: (SquareScene.self, nil), b: (SlideScene.self, nil))
        let square = try #require(scene.sides[0] as? SquareScene), slide = try #require(scene.sides[1] as? SlideScene)
        tester.key(.space)
        #expect(square.keys == [.space])
        // A tap on B's half moves B's card, and A's square stays where it was.
        let home = square.square.center
        tester.tap(at: CGPoint(x: 600, y: 200))
        tester.pump(frames: 10)
        #expect(slide.card.presentationValues.center.x > 80)
        #expect(square.square.presentationValues.center == home)
    }

    @Test func overlaidBIsGhostedOverAAndLeavesThePointerToA() throws {
        let (tester, scene) = try opened(a: (SlideScene.self, "short"), b: (SlideScene.self, "long"), overlay: true)
        let a = try #require(scene.sides[0] as? SlideScene), b = try #require(scene.sides[1] as? SlideScene)
        #expect(b.view.superview?.alpha == 0.4 && (b.view.backgroundColor ?? .clear).alpha == 0)
        tester.tap(at: CGPoint(x: 300, y: 200))
        tester.pump(frames: 10)
        #expect(a.card.presentationValues.center.x > 80)
        #expect(b.card.presentationValues.center.x == 80)
    }
}
