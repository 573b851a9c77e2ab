import Foundation

/// Where a controller's view stands on screen, so appearance callbacks come balanced and once each.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

extension ViewController {
    /// Starts an appearance change: `viewWillAppear(_:)` or `viewWillDisappear(_:)`, then the same for the
    /// children whose views are in this view. Ignored when the view is already headed that way; a change
    /// that reverses one under way (a cancelled transition) is allowed.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            loadViewIfNeeded()
            prepareToAppear()
            appearanceState = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the appearance change under way: `viewDidAppear(_:)` or `viewDidDisappear(_:)`, then the children's.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in appearanceChildren { child.endAppearanceTransition() }
    }

    /// Whether the view is on screen or on its way there.
    var isAppearingOrAppeared: Bool { appearanceState == .appearing || appearanceState == .appeared }
}
