import Views

/// Seed 002's third kind of custom transition, tab switching (标签切换): a tab bar controller with four
/// tabs in a phone.
///
/// ```swift
/// // playground run tabs
/// let tester = try SceneTester(TabsScene.self)
/// tester.key(.right)               // the next tab slides in from the right
/// ```
///
/// A click on a tab slides the new one in from the side of the index change (the old one drifts the other way
/// under a dim); a horizontal drag across the content switches interactively, finishing past half way or while
/// still moving forward; a tab clicked during a slide is selected once it ends.
public final class TabsScene: Scene, TabBarControllerDelegate {
    public override class var name: String { "tabs" }
    public override class var summary: String {
        "Seed 002's tab switching: click a tab to slide, drag the content sideways to switch interactively"
    }
    public override class var helpItems: [HelpItem] {
        [HelpItem("Click a tab", "the new page slides in from its side"),
         HelpItem("Drag the page sideways", "the switch follows; past half way or a flick switches, else back"),
         HelpItem("Click a tab during a slide", "the slide ends, then that tab is selected"),
         HelpItem("← → · 1–4", "previous / next tab, or that tab")]
    }
    public override class var hint: String { "Click a tab · drag the content left or right · ← → keys" }

    let phone = PhoneFrame(hint: TabsScene.hint)
    let window = Window()
    let tabs = TabBarController()
    let pages: [TabPageViewController] = [
        TabPageViewController(title: "Feed", subtitle: "Click another tab: it slides in from its side.",
                              glyph: .list, accent: .systemBlue),
        TabPageViewController(title: "Explore", subtitle: "Drag the content sideways: the switch follows your finger.",
                              glyph: .grid, accent: .systemOrange),
        TabPageViewController(title: "Inbox", subtitle: "Let go past half way, or while moving on, and it switches.",
                              glyph: .ring, accent: .systemGreen, badge: "3"),
        TabPageViewController(title: "Profile", subtitle: "Click a tab during a slide: it is selected when the slide ends.",
                              glyph: .person, accent: .systemPurple),
    ]
    private let caption = SceneCaption(title: "Tabs", body: """
        Click a tab: the new page slides in from its side while the old one drifts away (a custom \
        transition from the delegate).

        Drag the page left or right: the switch follows the drag. Let go past half way — or while still \
        moving toward the new tab — and it switches; otherwise it slides back.

        Click another tab during a slide: the slide ends, then that tab is selected.

        Keys: ← → or 1–4.
        """)

    public override func didLoad() {
        view.backgroundColor = Color(hex: 0x101216)
        view.addSubview(caption)
        view.addSubview(phone)
        window.frame = phone.screen.bounds
        phone.screen.addSubview(window)
        tabs.viewControllers = pages
        tabs.delegate = self
        window.rootViewController = tabs
    }

    public override func layout(in size: CGSize) {
        phone.place(in: size)
        caption.place(in: size, beside: phone)
    }

    public override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .left: select(tabs.selectedIndex - 1)
        case .right: select(tabs.selectedIndex + 1)
        case .digit1: select(0)
        case .digit2: select(1)
        case .digit3: select(2)
        case .digit4: select(3)
        default: return false
        }
        return true
    }

    /// Selects tab `index` as a tap on it would.
    private func select(_ index: Int) {
        guard pages.indices.contains(index), !tabs.isTransitioning else { return }
        tabs.selectedIndex = index
    }

    // MARK: TabBarControllerDelegate

    public func tabBarController(_ tabBarController: TabBarController,
                                 animationControllerForTransitionFrom fromVC: ViewController,
                                 to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        TabSlideAnimator(tabBarController: tabBarController, from: fromVC, to: toVC)
    }
}
