import Foundation
import PlaygroundSnapshotTesting
import PlaygroundTesting
import Rendering
import Testing
import TestSupport
import Views

/// swift-snapshot-testing's assertSnapshot with the playground's strategies.
@Suite(.world) struct SnapshottingTests {
    @Test func aSceneTypeAsAnImage() {
        assertSnapshot(of: LabelScene.self, as: .image(size: CGSize(width: 200, height: 80)))
    }

    @Test func aTesterMidAnimation() throws {
        let tester = try SceneTester(SquareScene.self, size: CGSize(width: 200, height: 120))
        tester.tap(at: CGPoint(x: 40, y: 30))
        tester.pump(frames: 5)
        assertSnapshot(of: tester, as: .image)
    }

    @Test func aViewOnItsOwn() {
        let view = View(frame: CGRect(x: 30, y: 40, width: 60, height: 40))
        view.backgroundColor = .systemOrange
        view.cornerRadius = 10
        assertSnapshot(of: view, as: .image(scale: 2))
    }

    @Test func aDifferentPictureFailsWithActualExpectedAndDiff() throws {
        let tester = try SceneTester(SquareScene.self, size: CGSize(width: 200, height: 120))
        let reference = try Framebuffer.decode(png: tester.frame().pngData())   // a copy: the frame is reused
        tester.tap(at: CGPoint(x: 20, y: 20))
        tester.pumpUntilSettled()
        let moved = try tester.frame()
        let diffing = Snapshotting<Framebuffer, Framebuffer>.image.diffing
        let result = diffing.diffV2(reference, moved)
        let message = try #require(result?.0)
        #expect(message.contains("actual.png") && message.contains("expected.png") && message.contains("diff.png"))
        #expect(diffing.diffV2(reference, reference) == nil)
        // PNG data round-trips.
        let again = diffing.fromData(diffing.toData(reference))
        #expect(diffing.diffV2(reference, again) == nil)
    }
}
