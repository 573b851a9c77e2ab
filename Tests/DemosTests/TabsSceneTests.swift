import Foundation
import Testing
import PlaygroundTesting
import Views
@testable import Demos
@testable import Playground
@testable import PlaygroundHost

/// The tabs scene driven like a user: a drag across the content switches interactively (continuous every
/// frame, ending whole), and a click on a tab during a slide is honoured once it ends. The phone's screen is
/// 375 × 667 at (452.5, 66.5) in the 1280 × 800 window; the tab bar is its bottom 56 pt.
@Suite struct TabsSceneTests {
    final class Stage {
        let runner: SceneTester
        let scene: TabsScene

        init() throws {
            runner = try demoTester("tabs")
            scene = runner.scene(as: TabsScene.self)
            runner.pumpUntilSettled()
        }

        var tabs: TabBarController { scene.tabs }
        /// The centre of tab `index` in the bar, in window points.
        func tabPoint(_ index: Int) -> CGPoint { CGPoint(x: 452.5 + (CGFloat(index) + 0.5) * 375 / 4, y: 705) }
        /// The pages whose views are in the container.
        var shown: [String] {
            tabs.containerView.subviews.compactMap { view in scene.pages.first { $0.viewIfLoaded === view }?.title }
        }
    }

    @Test func draggingTheContentSwitchesTabsFollowingTheFinger() throws {
        let stage = try Stage()
        #expect(stage.shown == ["Feed"])
        stage.runner.press(at: CGPoint(x: 760, y: 400))
        stage.runner.move(to: CGPoint(x: 560, y: 400), frames: 20)   // 200 of 375: 53 %
        #expect(stage.tabs.isTransitioning)
        let explore = stage.scene.pages[1].view!
        let x = { explore.presentationValues.frame.minX }
        #expect(abs(x() - 175) < 0.01, "the new page's edge is under the finger")
        #expect(stage.tabs.tabBar.selectedItem === stage.scene.pages[1].tabBarItem, "past half way the bar shows it")
        try stage.runner.assertGolden(named: "midDrag")
        stage.runner.pump(frames: 8)   // hold still: the velocity falls to 0
        stage.runner.release()
        var trace: [CGFloat] = [175]
        for _ in 0..<40 where stage.tabs.isTransitioning {
            stage.runner.pump(frames: 1)
            trace.append(x())
        }
        #expect(!stage.tabs.isTransitioning)
        #expect(zip(trace, trace.dropFirst()).allSatisfy { a, b in b <= a && a - b < 30 }, "\(trace)")
        #expect(trace.last == 0)
        #expect(stage.tabs.selectedIndex == 1)
        #expect(stage.shown == ["Explore"])
    }

    @Test func aShortSlowDragGoesBack() throws {
        let stage = try Stage()
        stage.runner.press(at: CGPoint(x: 760, y: 400))
        stage.runner.move(to: CGPoint(x: 640, y: 400), frames: 20)   // 120 of 375: 32 %
        stage.runner.pump(frames: 8)
        stage.runner.release()
        let explore = stage.scene.pages[1].view!
        var trace: [CGFloat] = [255]
        for _ in 0..<40 where stage.tabs.isTransitioning {
            stage.runner.pump(frames: 1)
            if explore.superview != nil { trace.append(explore.presentationValues.frame.minX) }
        }
        #expect(zip(trace, trace.dropFirst()).allSatisfy { a, b in b >= a && b - a < 30 }, "\(trace)")
        #expect(trace.last! > 370)
        #expect(stage.tabs.selectedIndex == 0)
        #expect(stage.shown == ["Feed"])
        #expect(stage.scene.pages[0].view.presentationValues.frame == stage.tabs.containerView.bounds)
    }

    @Test func aTabClickedDuringASlideIsSelectedWhenTheSlideEnds() throws {
        let stage = try Stage()
        stage.runner.tap(at: stage.tabPoint(1))
        stage.runner.pump(frames: 6)
        #expect(stage.tabs.isTransitioning && stage.tabs.selectedIndex == 1)
        try stage.runner.assertGolden(named: "midSlide")
        stage.runner.tap(at: stage.tabPoint(3))
        #expect(stage.tabs.tabBar.selectedItem === stage.scene.pages[3].tabBarItem)
        stage.runner.pumpUntilSettled()
        #expect(!stage.tabs.isTransitioning)
        #expect(stage.tabs.selectedIndex == 3)
        #expect(stage.shown == ["Profile"], "one page at rest, the last one clicked")
        #expect(stage.scene.pages[3].view.presentationValues.frame == stage.tabs.containerView.bounds)
        // Keys switch too; on the last tab → does nothing.
        stage.runner.key(.right)
        #expect(!stage.tabs.isTransitioning)
        stage.runner.key(.left)
        stage.runner.pumpUntilSettled()
        #expect(stage.tabs.selectedIndex == 2)
    }

    /// Clicking the tab the slide leaves (Feed, during Feed → Profile) comes back to it: at rest the page and
    /// the bar agree.
    @Test func clickingTheTabBeingLeftComesBackToIt() throws {
        let stage = try Stage()
        stage.runner.tap(at: stage.tabPoint(3))
        stage.runner.pump(frames: 6)
        #expect(stage.tabs.isTransitioning)
        stage.runner.tap(at: stage.tabPoint(0))
        stage.runner.pumpUntilSettled()
        #expect(stage.tabs.selectedIndex == 0)
        #expect(stage.shown == ["Feed"], "the page at rest: \(stage.shown)")
        #expect(stage.tabs.tabBar.selectedItem === stage.scene.pages[0].tabBarItem, "the bar agrees")
    }
}
