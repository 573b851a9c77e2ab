import Foundation
import Testing
import Views
import PlaygroundTesting
@testable import Demos
@testable import Playground
@testable import PlaygroundHost

/// Escape steps back one level in the demos: out of a search, closing a menu, dismissing or popping what is
/// on top; only with nothing left does it go back to the launcher.
@Suite struct EscapeInScenesTests {
    @Test func lockSearchEscapeCancelsTheSearchThenLeaves() throws {
        let runner = try settledRunner("locksearch")
        let s = try #require(runner.driver.pipeline.scene as? LockSearchScene)
        try runner.run(.down(s.screen.convert(CGPoint(x: 120, y: 44), to: nil)), .up, .frames(40))
        #expect(s.searchBar.isEditing)
        try runner.run(.key(.escape), .frames(40))
        #expect(!s.searchBar.isEditing, "the search is cancelled")
        #expect(runner.driver.pipeline.scene === s, "still in the scene")
        #expect(s.blurView.presentationBlur.radius == 0, "and the blur went")
        try runner.run(.key(.escape), .frames(2))
        #expect(runner.driver.pipeline.isShowingLauncher)
    }

    @Test func lockSearchEscapeClosesTheIconMenu() throws {
        let runner = try settledRunner("locksearch")
        let s = try #require(runner.driver.pipeline.scene as? LockSearchScene)
        let icon = s.widget.icons[1].icon
        try runner.run(.move(icon.convert(CGPoint(x: icon.bounds.midX, y: icon.bounds.midY), to: nil), frames: 1),
                       .wheel(4), .wheel(3), .wheel(3), .frames(30))
        #expect(s.blurView.isUserInteractionEnabled, "the menu is open")
        try runner.run(.key(.escape), .frames(40))
        #expect(s.previewEffectView.superview == nil, "the menu closed")
        #expect(!s.blurView.isUserInteractionEnabled)
        #expect(runner.driver.pipeline.scene === s)
    }

    @Test func lockSearchEscapeDismissesTheEditScreen() throws {
        let runner = try settledRunner("locksearch")
        let s = try #require(runner.driver.pipeline.scene as? LockSearchScene)
        try runner.run(.down(s.editButton.convert(CGPoint(x: 175, y: 20), to: nil)), .up)
        runner.pumpUntilSettled()
        #expect(s.lockController.presentedViewController != nil)
        #expect(s.blurView.presentationBlur.radius > 0, "the lock screen is blurred under Settings")
        try runner.run(.key(.escape), .frames(6))
        #expect(s.lockController.presentedViewController != nil, "dismissed animated, as choosing a row does")
        runner.pumpUntilSettled()
        #expect(s.lockController.presentedViewController == nil)
        #expect(s.blurView.presentationBlur.radius == 0, "and the lock screen un-blurs")
        #expect(s.tableView.presentationValues.alpha == 1 && s.dateLabel.presentationValues.alpha == 1,
                "the widgets and the time come back")
        #expect(runner.driver.pipeline.scene === s)
    }

    @Test func transitionsEscapeDismissesThenPopsThenLeaves() throws {
        let runner = try settledRunner("transitions")
        let s = try #require(runner.driver.pipeline.scene as? TransitionsScene)
        try runner.run(.key(.n))
        runner.pumpUntilSettled()
        #expect(s.navigation.viewControllers.count == 2)
        try runner.run(.key(.p))
        runner.pumpUntilSettled()
        #expect(s.navigation.presentedViewController != nil)
        try runner.run(.key(.escape))
        runner.pumpUntilSettled()
        #expect(s.navigation.presentedViewController == nil, "first the card")
        #expect(s.navigation.viewControllers.count == 2)
        try runner.run(.key(.escape))
        runner.pumpUntilSettled()
        #expect(s.navigation.viewControllers.count == 1, "then the pushed screen")
        #expect(runner.driver.pipeline.scene === s)
        try runner.run(.key(.escape), .frames(2))
        #expect(runner.driver.pipeline.isShowingLauncher)
    }

    @Test func swipePinchEscapeDismissesThePage() throws {
        let runner = try settledRunner("swipepinch")
        let s = try #require(runner.driver.pipeline.scene as? SwipePinchScene)
        try runner.run(.key(.b))
        runner.pumpUntilSettled()
        #expect(s.menu.presentedViewController != nil)
        try runner.run(.key(.escape))
        runner.pumpUntilSettled()
        #expect(s.menu.presentedViewController == nil)
        #expect(runner.driver.pipeline.scene === s)
    }

    @Test func helpClosesBeforeTheSceneStepsBack() throws {
        let runner = try settledRunner("transitions")
        let s = try #require(runner.driver.pipeline.scene as? TransitionsScene)
        try runner.run(.key(.n))
        runner.pumpUntilSettled()
        try runner.run(.key(.f1), .key(.escape))
        runner.pumpUntilSettled()
        #expect(!runner.driver.pipeline.hostOverlay!.showsHelp)
        #expect(s.navigation.viewControllers.count == 2, "the help went, not the screen")
    }
}
