import Foundation

/// Tabs of controllers with a bar to switch between them (UITabBarController).
///
/// ```swift
/// let tabs = TabBarController()
/// tabs.viewControllers = [feed, search, profile]      // each shows its `tabBarItem`
/// tabs.delegate = self                                // custom transitions: return TabSlideAnimator
/// window.rootViewController = tabs
///
/// func tabBarController(_ tabBarController: TabBarController,
///                       animationControllerForTransitionFrom fromVC: ViewController,
///                       to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
///     TabSlideAnimator(tabBarController: tabBarController, from: fromVC, to: toVC)
/// }
/// ```
///
/// A tap on a tab asks the delegate's `shouldSelect`, selects it and calls `didSelect`. Without an
/// animation controller from the delegate the switch is immediate; with one it runs in a transition context
/// whose container is `containerView` (both views in it), interactive when the delegate's
/// `interactionControllerFor` gives an interaction controller. A horizontal drag across the content switches
/// to the neighbouring tab interactively when the delegate gives an animation controller (finishing on
/// release past half way or when moving forward, cancelling otherwise). `selectedIndex` reads the new tab from
/// the start of a switch; a cancelled switch puts the old one back. A tab tapped while a switch runs is
/// selected when that switch has ended (the latest tap wins), so no tap is lost and the views never rest
/// half-way.
open class TabBarController: ViewController {
    /// Decides selections and supplies transitions.
    public weak var delegate: TabBarControllerDelegate?
    /// The bar of tabs at the bottom.
    public let tabBar = TabBar()
    /// The selected controller's view lives here; it is the container of tab transitions.
    public let containerView = View()
    /// The horizontal drag across the content that switches tabs interactively.
    public let interactiveSwitchGestureRecognizer = PanGestureRecognizer()

    /// The tabs' controllers, in bar order. Setting it selects the same index (clamped), without a transition.
    public var viewControllers: [ViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The selected tab's index. Setting it switches tabs (with the delegate's transition when it gives one)
    /// without asking `shouldSelect` or calling `didSelect`, as in UIKit.
    public var selectedIndex: Int {
        get { selected }
        set {
            guard tabs.indices.contains(newValue) else {
                Diagnostics.report("selectedIndex \(newValue) is out of range for \(tabs.count) tabs")
                return
            }
            select(newValue, userInitiated: false)
        }
    }

    /// The selected tab's controller.
    public var selectedViewController: ViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
                Diagnostics.report("selectedViewController must be one of the tab bar controller's viewControllers")
                return
            }
            selectedIndex = index
        }
    }

    /// Whether a tab switch is under way.
    public var isTransitioning: Bool { activeTransition != nil }

    /// Escape goes to the selected tab (a navigation controller in it pops); switching tabs is not a level.
    open override func accessibilityPerformEscape() -> Bool {
        if isTransitioning { return true }
        return selectedViewController?.accessibilityPerformEscape() ?? false
    }

    var tabs: [ViewController] = []
    var selected = 0
    /// The switch under way.
    var activeTransition: TransitionContext?
    /// A tab tapped during a switch, selected once it ends.
    var pendingIndex: Int?
    /// The interaction controller of a switch the content drag started, and that switch's target.
    var panInteraction: PercentDrivenInteractiveTransition?
    var panTarget: Int?
    let panDelegate = TabSwitchGestureDelegate()

    public override init() {
        super.init()
    }

    open override func loadView() {
        let root = TabBarRootView()
        root.tabs = self
        root.backgroundColor = .white
        containerView.clipsToBounds = true
        root.addSubview(containerView)
        root.addSubview(tabBar)
        view = root
        tabBar.onSelect = { [unowned self] index in self.tabTapped(index) }
        tabBar.setItems(tabs.map(\.tabBarItem), selected: tabs.isEmpty ? nil : selected)
        interactiveSwitchGestureRecognizer.name = "interactiveTabSwitch"
        panDelegate.tabs = self
        interactiveSwitchGestureRecognizer.delegate = panDelegate
        interactiveSwitchGestureRecognizer.addTarget(self, action: TabBarController.handleSwitchPan)
        containerView.addGestureRecognizer(interactiveSwitchGestureRecognizer)
        if let shown = selectedViewController {
            let shownView: View = shown.view
            containerView.addSubview(shownView)
        }
    }

    override func prepareToAppear() {
        guard let root = viewIfLoaded else { return }
        View.performWithoutAnimation { (root as? TabBarRootView)?.layoutParts() }
    }

    override var appearanceChildren: [ViewController] {
        guard let shown = selectedViewController, let shownView = shown.viewIfLoaded,
              shownView.isDescendant(of: containerView) else { return [] }
        return [shown]
    }

    // MARK: Tabs

    /// Replaces the tabs; the selected index stays (clamped to the new count). Not while a switch runs.
    public func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        guard activeTransition == nil else {
            Diagnostics.report("Cannot change the tabs of \(self) while a tab switch is in progress")
            return
        }
        var seen: [ViewController] = []
        for controller in viewControllers ?? [] where !seen.contains(where: { $0 === controller }) { seen.append(controller) }
        let oldShown = selectedViewController
        let onScreen = isViewLoaded && isAppearingOrAppeared
        for old in tabs where !seen.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            if old === oldShown, onScreen { old.beginAppearanceTransition(false, animated: false) }
            old.viewIfLoaded?.removeFromSuperview()
            if old === oldShown, onScreen { old.endAppearanceTransition() }
            old.removeFromParent()
        }
        let added = seen.filter { new in !tabs.contains { $0 === new } }
        for controller in added { addChild(controller) }
        tabs = seen
        selected = min(max(selected, 0), max(seen.count - 1, 0))
        pendingIndex = nil
        for controller in added { controller.didMove(toParent: self) }
        guard isViewLoaded else { return }
        tabBar.setItems(tabs.map(\.tabBarItem), selected: tabs.isEmpty ? nil : selected)
        if let shown = selectedViewController, shown !== oldShown || shown.viewIfLoaded?.superview !== containerView {
            swapAtOnce(from: oldShown === shown ? nil : oldShown, to: shown, onScreen: onScreen)
        }
    }

    // MARK: Selecting

    /// A tap on tab `index`: asks the delegate, selects, tells the delegate; during a switch it waits.
    func tabTapped(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        let controller = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        if activeTransition != nil {
            pendingIndex = index
            tabBar.select(index)
            return
        }
        select(index, userInitiated: true)
    }

    /// Selects tab `index`: through the delegate's transition when it gives one (and the view is in a window),
    /// else at once.
    func select(_ index: Int, userInitiated: Bool) {
        if activeTransition != nil {
            pendingIndex = index
            return
        }
        guard index != selected || selectedViewController?.viewIfLoaded?.superview !== containerView else {
            if userInitiated, let controller = selectedViewController { delegate?.tabBarController(self, didSelect: controller) }
            return
        }
        let old = selected
        selected = index
        let from = tabs.indices.contains(old) ? tabs[old] : nil
        let to = tabs[index]
        if isViewLoaded { tabBar.select(index) }
        runSwitch(from: from, to: to, oldIndex: old)
        if userInitiated { delegate?.tabBarController(self, didSelect: to) }
    }
}

/// A tab bar controller's root view: the content above the bar, the bar at the bottom.
final class TabBarRootView: View {
    weak var tabs: TabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    func layoutParts() {
        guard let tabs else { return }
        let barHeight = TabBar.height
        tabs.containerView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(bounds.height - barHeight, 0))
        tabs.tabBar.frame = CGRect(x: 0, y: max(bounds.height - barHeight, 0), width: bounds.width, height: barHeight)
        if tabs.activeTransition == nil, let shown = tabs.selectedViewController?.viewIfLoaded,
           shown.superview === tabs.containerView {
            shown.frame = tabs.containerView.bounds
        }
    }
}
