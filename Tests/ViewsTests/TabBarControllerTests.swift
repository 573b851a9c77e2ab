import Foundation
import Testing
@testable import Views

/// TabBarController: UIKit's selection semantics and delegate calls, immediate and custom switches, the
/// interactive drag across the content, and a tab tapped during a switch.
@Suite(.world) struct TabBarControllerTests {
    final class Delegate: TabBarControllerDelegate {
        var log: [String] = []
        var refuse: Set<String> = []
        var animates = false

        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
            log.append("should(\(viewController.title ?? ""))")
            return !refuse.contains(viewController.title ?? "")
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
            log.append("did(\(viewController.title ?? ""))")
        }
        func tabBarController(_ tabBarController: TabBarController,
                              animationControllerForTransitionFrom fromVC: ViewController,
                              to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
            guard animates else { return nil }
            log.append("animator(\(fromVC.title ?? "")→\(toVC.title ?? ""))")
            return TabSlideAnimator(tabBarController: tabBarController, from: fromVC, to: toVC)
        }
    }

    final class Stage {
        let log = EventLog()
        let tabs = TabBarController()
        let pages: [LoggingViewController]
        let delegate = Delegate()
        let window: Window

        init() {
            let log = self.log
            pages = ["A", "B", "C"].map { LoggingViewController($0, log: log) }
            tabs.viewControllers = pages
            tabs.delegate = delegate
            window = makeWindow(root: tabs)
            _ = log.take()
        }

        /// The pages whose views are in the container, by title.
        var shown: [String] { tabs.containerView.subviews.compactMap { view in pages.first { $0.viewIfLoaded === view }?.name } }
    }

    @Test func aTapAsksTheDelegateSelectsAndSwitchesAtOnceWithoutAnAnimator() {
        let world = TestWorld()
        let stage = Stage()
        #expect(stage.tabs.selectedIndex == 0)
        #expect(stage.tabs.selectedViewController === stage.pages[0])
        #expect(stage.shown == ["A"])
        #expect(stage.tabs.tabBar.items.map(\.title) == ["A", "B", "C"])
        #expect(stage.tabs.containerView.frame == CGRect(x: 0, y: 0, width: 400, height: 800 - TabBar.height))
        #expect(stage.pages.allSatisfy { $0.tabBarController === stage.tabs })
        stage.tabs.tabTapped(2)
        #expect(stage.delegate.log == ["should(C)", "did(C)"])
        #expect(stage.tabs.selectedIndex == 2)
        #expect(stage.shown == ["C"])
        #expect(stage.tabs.tabBar.selectedItem === stage.pages[2].tabBarItem)
        #expect(stage.log.take() == ["A.willDisappear", "C.loadView", "C.viewDidLoad", "C.willAppear",
                                     "A.didDisappear", "C.didAppear"])
        // A refused selection changes nothing.
        stage.delegate.refuse = ["B"]
        stage.tabs.tabTapped(1)
        #expect(stage.tabs.selectedIndex == 2)
        #expect(stage.delegate.log.suffix(1) == ["should(B)"])
        // Setting selectedIndex does not ask the delegate (UIKit); out of range is a diagnostic.
        stage.delegate.log.removeAll()
        stage.tabs.selectedIndex = 1
        #expect(stage.tabs.selectedIndex == 1 && stage.shown == ["B"])
        #expect(stage.delegate.log.isEmpty)
        stage.tabs.selectedIndex = 7
        #expect(world.takeDiagnostics().count == 1)
        #expect(stage.tabs.selectedIndex == 1)
    }

    @Test func aCustomTransitionSlidesBothViewsThenLeavesOnlyTheNewOne() {
        let world = TestWorld()
        let stage = Stage()
        stage.delegate.animates = true
        stage.tabs.tabTapped(1)
        #expect(stage.tabs.isTransitioning)
        #expect(stage.tabs.selectedIndex == 1, "selectedIndex reads the new tab from the start")
        #expect(stage.delegate.log == ["should(B)", "animator(A→B)", "did(B)"])
        world.frames(10)
        let a = stage.pages[0].view!, b = stage.pages[1].view!
        #expect(Set(stage.shown) == ["A", "B"])
        // Forward: B comes in from the right, A drifts left.
        #expect(b.presentationValues.frame.minX > 0 && b.presentationValues.frame.minX < 400)
        #expect(a.presentationValues.frame.minX < 0 && a.presentationValues.frame.minX > -120)
        world.run(seconds: 0.5)
        #expect(!stage.tabs.isTransitioning)
        #expect(stage.shown == ["B"])
        #expect(b.presentationValues.frame == stage.tabs.containerView.bounds)
        #expect(stage.log.take().suffix(2) == ["A.didDisappear", "B.didAppear"])
        // Backward: C → A comes in from the left.
        stage.tabs.selectedIndex = 2
        world.run(seconds: 0.5)
        stage.tabs.tabTapped(0)
        world.frames(8)
        #expect(a.presentationValues.frame.minX < 0, "the earlier tab comes from the left")
        world.run(seconds: 0.5)
        #expect(stage.shown == ["A"])
    }

    @Test func aTabTappedDuringASwitchIsSelectedWhenItEnds() {
        let world = TestWorld()
        let stage = Stage()
        stage.delegate.animates = true
        stage.tabs.tabTapped(1)
        world.frames(6)
        stage.tabs.tabTapped(2)
        #expect(stage.tabs.tabBar.selectedItem === stage.pages[2].tabBarItem, "the bar shows the tap at once")
        #expect(stage.tabs.selectedIndex == 1, "the running switch goes on")
        world.frames(30)
        #expect(stage.tabs.isTransitioning)
        #expect(stage.tabs.selectedIndex == 2, "then the tapped tab is selected")
        world.run(seconds: 0.6)
        #expect(!stage.tabs.isTransitioning)
        #expect(stage.shown == ["C"], "never two views at rest")
        #expect(stage.pages[2].view.presentationValues.frame == stage.tabs.containerView.bounds)
        #expect(stage.pages[1].viewIfLoaded?.superview == nil)
        #expect(stage.delegate.log == ["should(B)", "animator(A→B)", "did(B)", "should(C)", "animator(B→C)", "did(C)"])
        // Two taps during one switch: the latest wins.
        stage.tabs.tabTapped(0)
        world.frames(4)
        stage.tabs.tabTapped(1)
        stage.tabs.tabTapped(2)
        world.run(seconds: 1.5)
        #expect(stage.tabs.selectedIndex == 2)
        #expect(stage.shown == ["C"])
    }

    @Test func dragAcrossTheContentSwitchesInteractivelyOrGoesBack() {
        let world = TestWorld()
        let stage = Stage()
        stage.delegate.animates = true
        let input = makeInput(world, root: stage.window)
        // Drag left 120 pt slowly (0.3 of 400) and stop: it goes back.
        input.pointerDown(at: CGPoint(x: 300, y: 300))
        moveEachFrame(world, input, from: CGPoint(x: 300, y: 300), step: CGPoint(x: -6, y: 0), frames: 20)
        #expect(stage.tabs.isTransitioning)
        let b = stage.pages[1].view!
        #expect(abs(b.presentationValues.frame.minX - (400 - 120)) < 0.5, "B follows the drag from where it went down")
        world.frames(8)
        input.pointerUp(at: CGPoint(x: 180, y: 300))
        world.run(seconds: 0.6)
        #expect(stage.tabs.selectedIndex == 0)
        #expect(stage.shown == ["A"])
        #expect(stage.delegate.log.contains("did(B)"), "didSelect came when the drag began (UIKit: a selection)")
        // Drag left only 80 pt but still moving on release: it switches.
        input.pointerDown(at: CGPoint(x: 300, y: 300))
        moveEachFrame(world, input, from: CGPoint(x: 300, y: 300), step: CGPoint(x: -8, y: 0), frames: 10)
        input.pointerUp(at: CGPoint(x: 220, y: 300))
        #expect(stage.tabs.tabBar.selectedItem === stage.pages[1].tabBarItem,
                "the bar shows the tab the flick goes to as the finger lifts, not when the slide ends")
        world.run(seconds: 0.6)
        #expect(stage.tabs.selectedIndex == 1)
        #expect(stage.shown == ["B"])
        // Dragging right on the first… second tab goes back to the first; on the first there is nothing left.
        stage.tabs.selectedIndex = 0
        world.run(seconds: 0.6)
        input.pointerDown(at: CGPoint(x: 100, y: 300))
        moveEachFrame(world, input, from: CGPoint(x: 100, y: 300), step: CGPoint(x: 8, y: 0), frames: 10)
        #expect(!stage.tabs.isTransitioning, "no tab to the left of the first")
        input.pointerUp(at: CGPoint(x: 180, y: 300))
    }

    /// Issue 21, item 7: `TabBarItem(title:image:tag:)` as UIKit spells it. The bar draws the image, tinted with
    /// the bar's colours, in place of the glyph; a nil title shows none.
    @Test func anItemMadeWithTitleImageAndTagDrawsItsImageTinted() throws {
        let item = TabBarItem(title: "Photos", image: Image(named: "icon-4"), tag: 7)
        #expect(item.title == "Photos" && item.tag == 7 && item.image == Image(named: "icon-4"))
        #expect(TabBarItem(title: nil, image: nil, tag: 0).title == "")
        let log = EventLog()
        let pages = ["A", "B"].map { LoggingViewController($0, log: log) }
        pages[0].tabBarItem = item
        let tabs = TabBarController()
        tabs.viewControllers = pages
        let window = makeWindow(root: tabs)
        window.layoutIfNeeded()
        let images = allSubviews(of: tabs.tabBar).compactMap { $0 as? ImageView }.filter { !$0.isHidden }
        let shown = try #require(images.first)
        #expect(images.count == 1, "only the item with an image draws one")
        #expect(shown.image == Image(named: "icon-4"))
        #expect(shown.tintColor == tabs.tabBar.tintColor, "the selected item's image in the bar's tint")
        #expect(shown.frame.width == 24 && shown.frame.height == 24)
        tabs.selectedIndex = 1
        #expect(shown.tintColor == tabs.tabBar.unselectedItemTintColor)
    }

    private func allSubviews(of view: View) -> [View] { view.subviews + view.subviews.flatMap(allSubviews) }
}
