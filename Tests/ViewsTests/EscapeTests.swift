import Foundation
import Testing
@testable import Views

/// Escape steps back one level: the top presented controller is asked, then dismissed; a navigation
/// controller pops; a tab bar controller asks its selected tab; at the root nothing happens (false), and
/// while a transition runs Escape is taken without stacking a second one.
@Suite(.world) struct EscapeTests {
    @Test func aPresentedControllerIsDismissedThenNothingIsLeft() {
        let world = TestWorld()
        let a = ViewController(), b = ViewController()
        let window = makeWindow(root: a)
        a.present(b, animated: true)
        #expect(window.performEscape(), "taken while the presentation runs")
        #expect(a.presentedViewController === b && !b.isBeingDismissed, "and nothing more")
        world.frames(30)
        #expect(window.performEscape())
        #expect(b.isBeingDismissed)
        world.frames(30)
        #expect(a.presentedViewController == nil)
        #expect(!window.performEscape(), "at the root: nothing to step back from")
        #expect(world.takeDiagnostics().isEmpty)
    }

    @Test func aNavigationControllerPopsOneLevelAtATime() {
        let world = TestWorld()
        let root = ViewController(), second = ViewController(), third = ViewController()
        let navigation = NavigationController(rootViewController: root)
        let window = makeWindow(root: navigation)
        navigation.pushViewController(second, animated: false)
        navigation.pushViewController(third, animated: false)
        #expect(window.performEscape())
        #expect(navigation.isTransitioning)
        #expect(window.performEscape(), "taken during the pop")
        world.frames(40)
        #expect(navigation.viewControllers.count == 2, "one level, not two")
        #expect(window.performEscape())
        world.frames(40)
        #expect(navigation.viewControllers.count == 1)
        #expect(!window.performEscape())
        #expect(world.takeDiagnostics().isEmpty)
    }

    @Test func aPresentedNavigationControllerPopsBeforeItIsDismissed() {
        let world = TestWorld()
        let a = ViewController()
        let navigation = NavigationController(rootViewController: ViewController())
        let window = makeWindow(root: a)
        a.present(navigation, animated: false)
        navigation.pushViewController(ViewController(), animated: false)
        #expect(window.performEscape())
        world.frames(40)
        #expect(navigation.viewControllers.count == 1 && a.presentedViewController === navigation)
        #expect(window.performEscape())
        world.frames(40)
        #expect(a.presentedViewController == nil)
    }

    @Test func aTabBarControllerAsksItsSelectedTab() {
        let world = TestWorld()
        let navigation = NavigationController(rootViewController: ViewController())
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, ViewController()]
        let window = makeWindow(root: tabs)
        navigation.pushViewController(ViewController(), animated: false)
        #expect(window.performEscape())
        world.frames(40)
        #expect(navigation.viewControllers.count == 1)
        tabs.selectedIndex = 1
        world.frames(40)
        #expect(!window.performEscape(), "switching tabs is not a level to step back from")
    }

    @Test func aControllerCanTakeEscapeItself() {
        final class Menu: ViewController {
            var isOpen = true
            override func accessibilityPerformEscape() -> Bool {
                guard isOpen else { return false }
                isOpen = false
                return true
            }
        }
        let world = TestWorld()
        let a = ViewController(), menu = Menu()
        let window = makeWindow(root: a)
        a.present(menu, animated: false)
        #expect(window.performEscape())
        #expect(!menu.isOpen && a.presentedViewController === menu, "its own level first")
        #expect(window.performEscape())
        world.frames(30)
        #expect(a.presentedViewController == nil)
    }
}
