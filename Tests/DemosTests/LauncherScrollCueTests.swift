import Foundation
import Testing
import Views
@testable import Playground
@testable import PlaygroundHost

/// At 1280×800 the demos' list goes on below the window: the launcher says how many scenes are further down
/// and fades its bottom edge, until the list is scrolled to its end.
@MainActor
@Suite struct LauncherScrollCueTests {
    @Test func theLauncherSaysHowManyScenesAreBelowUntilScrolledToTheEnd() throws {
        let driver = try demoDriver("launcher")
        let launcher = try #require(driver.scene as? LauncherScene)
        let rows = demoCatalog.scenes.count
        // Two columns of 96-point lines from y 140: the lines that end below 800 are hidden.
        let visibleLines = Int((800 - 140 + 12) / 96)
        #expect(launcher.rowsHiddenBelow == rows - 2 * visibleLines)
        #expect(launcher.rowsHiddenBelow > 0 && launcher.showsScrollCue)
        driver.key(.end)
        driver.frames(120)
        #expect(launcher.rowsHiddenBelow == 0)
        #expect(!launcher.showsScrollCue, "at the end of the list nothing is below")
        // Row 1 is still in view at the end, so Home does not scroll: the list is put back at the top.
        driver.world.run { launcher.list.contentOffset = .zero }
        driver.frames(1)
        #expect(launcher.showsScrollCue, "back at the top, the cue again")
    }

    @Test func aWindowTallEnoughForEveryRowShowsNoCue() throws {
        let driver = try demoDriver("launcher", size: CGSize(width: 1280, height: 1100))
        let launcher = try #require(driver.scene as? LauncherScene)
        #expect(launcher.rowsHiddenBelow == 0)
        #expect(!launcher.showsScrollCue)
    }
}
