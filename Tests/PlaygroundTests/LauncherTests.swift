import Foundation
import Testing
import Views
@testable import Playground
@testable import PlaygroundHost
import PlaygroundTesting
import TestSupport

/// The launcher: a list that scrolls in a short window (wheel and drag), keyboard choice (↑ ↓ Tab Home End,
/// Return, digits), hover highlighting the row under the pointer, one highlight at a time.
@Suite struct LauncherTests {
    private func launcher(size: CGSize = CGSize(width: 800, height: 600)) throws -> (SceneDriver, LauncherScene) {
        let driver = try SceneDriver(scene: LauncherScene.self, catalog: fixtureCatalog, size: size)
        driver.frames(1)
        return (driver, try #require(driver.scene as? LauncherScene))
    }

    @Test func theWheelScrollsAShortWindowToItsLastRow() throws {
        let (driver, launcher) = try launcher(size: CGSize(width: 480, height: 230))
        let last = try #require(launcher.row(named: "curvelab"))
        #expect(last.convert(last.bounds, to: nil).minY > 230, "the last row starts below the window")
        driver.move(to: CGPoint(x: 240, y: 120))
        for _ in 0..<8 { driver.wheel(-1) }
        driver.frames(60)
        let shown = last.convert(last.bounds, to: nil)
        #expect(shown.maxY <= 230 && shown.minY >= 0, "scrolled into the window: \(shown)")
        #expect(launcher.list.contentOffset.y > 0)
    }

    @Test func aDragScrollsTheListAndOpensNothing() throws {
        let (driver, launcher) = try launcher(size: CGSize(width: 480, height: 230))
        driver.drag(from: CGPoint(x: 240, y: 200), to: CGPoint(x: 240, y: 120), frames: 8)
        driver.frames(90)
        #expect(driver.pipeline.isShowingLauncher, "a drag over a row scrolls, it does not open the row")
        #expect(launcher.list.contentOffset.y > 20)
    }

    @Test func arrowsChooseAndReturnOpens() throws {
        let (driver, launcher) = try launcher()
        #expect(launcher.selectedIndex == nil)
        driver.key(.down)
        #expect(launcher.selectedIndex == 0)
        driver.key(.down)
        driver.key(.down)
        driver.key(.down)
        #expect(launcher.selectedIndex == 2, "stops at the last row (square, label, curvelab)")
        driver.key(.up)
        #expect(launcher.selectedIndex == 1)
        driver.key(.home)
        #expect(launcher.selectedIndex == 0)
        driver.key(.end)
        #expect(launcher.selectedIndex == 2)
        driver.key(Key.tab.with(.shift))
        driver.key(Key.tab.with(.shift))
        driver.key(.tab)
        driver.key(Key.tab.with(.shift))
        #expect(launcher.selectedIndex == 0)
        driver.key(.return)
        driver.frames(1)
        #expect(driver.scene is SquareScene)
    }

    @Test func aDigitOpensThatRow() throws {
        let (driver, _) = try launcher()
        driver.key(.digit2)
        driver.frames(1)
        #expect(driver.scene is LabelScene)
    }

    @Test func aDigitBeyondTheListIsNotUsed() throws {
        let (driver, launcher) = try launcher()
        driver.key(.digit9)
        driver.frames(1)
        #expect(driver.pipeline.isShowingLauncher && launcher.selectedIndex == nil)
    }

    @Test func hoverHighlightsTheRowUnderThePointerAndTakesTheKeyboardsChoice() throws {
        let (driver, launcher) = try launcher()
        driver.key(.down)
        #expect(launcher.selectedIndex == 0)
        let second = try #require(launcher.row(named: "label"))
        driver.move(to: second.convert(CGPoint(x: 40, y: 30), to: nil))
        #expect(launcher.selectedIndex == 1, "the hovered row is the chosen one")
        driver.move(to: CGPoint(x: 5, y: 5))
        #expect(launcher.selectedIndex == nil, "leaving it clears the highlight")
        driver.move(to: second.convert(CGPoint(x: 40, y: 30), to: nil))
        driver.pipeline.pointerExited()
        #expect(launcher.selectedIndex == nil)
    }

    @Test func aChosenRowLooksChosen() throws {
        let (driver, launcher) = try launcher(size: CGSize(width: 640, height: 420))
        driver.key(.down)
        driver.frames(30)
        #expect(launcher.selectedIndex == 0)
        try assertGolden(try driver.currentFrame(), named: "chosen")
    }

    /// Back from a scene, the launcher shows where you were: that scene's row is the chosen one (Return opens it
    /// again).
    @Test func comingBackTheRowOfTheSceneLeftIsChosen() throws {
        let (driver, launcher) = try launcher()
        let row = try #require(launcher.row(named: "label"))
        driver.tap(at: row.convert(CGPoint(x: 30, y: 30), to: nil))
        driver.frames(1)
        #expect(driver.scene is LabelScene)
        driver.key(.escape)
        driver.frames(1)
        let back = try #require(driver.scene as? LauncherScene)
        #expect(back !== launcher)
        #expect(back.selectedIndex == 1, "label's row is chosen")
        driver.key(.return)
        driver.frames(1)
        #expect(driver.scene is LabelScene)
    }

    /// The list scrolled by the wheel under a still pointer: the highlight follows the row now under it.
    @Test func theHighlightFollowsTheRowUnderTheWheelScrolledList() throws {
        let (driver, launcher) = try launcher(size: CGSize(width: 480, height: 230))
        let first = try #require(launcher.row(named: "square"))
        let point = first.convert(CGPoint(x: 60, y: 30), to: nil)
        driver.move(to: point)
        #expect(launcher.selectedIndex == 0)
        func rowUnderPointer() -> Int? {
            let under = launcher.view.hitTest(point, with: nil)
            return ["square", "label", "curvelab"].firstIndex { name in
                launcher.row(named: name).map { under?.isDescendant(of: $0) == true } ?? false
            }
        }
        var index: Int? = 0
        for _ in 0..<8 where index == 0 {
            driver.wheel(-1)
            driver.frames(30)
            index = rowUnderPointer()
        }
        #expect(index != nil && index != 0, "the list moved another row under the pointer (offset \(launcher.list.contentOffset.y))")
        #expect(launcher.selectedIndex == index, "the highlight is on the row under the pointer")
        // A notch, then the pointer leaves the window while the list still glides: no hover comes back.
        driver.wheel(-1)
        driver.pipeline.pointerExited()
        driver.frames(30)
        #expect(launcher.selectedIndex == nil, "the pointer left: nothing is highlighted")
    }
}
