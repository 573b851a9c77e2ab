import Foundation

/// The root of a controller hierarchy on screen (UIWindow): shows `rootViewController`'s view filling its
/// bounds, and the views of presented controllers in containers above it. Add it to a scene's view.
///
/// ```swift
/// let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
/// view.addSubview(window)                           // in a scene's didLoad()
/// window.rootViewController = NavigationController(rootViewController: ListViewController())
/// ```
open class Window: View {
    /// The controller whose view fills the window. Setting it replaces the old one's view, with appearance
    /// callbacks (viewWillAppear / viewDidAppear on the new one, the disappear pair on the old one).
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue {
                old.beginAppearanceTransition(false, animated: false)
                old.viewIfLoaded?.removeFromSuperview()
                old.endAppearanceTransition()
            }
            guard let root = rootViewController else { return }
            let rootView: View = root.view
            View.performWithoutAnimation { rootView.frame = bounds }
            root.beginAppearanceTransition(true, animated: false)
            insertSubview(rootView, at: 0)
            root.endAppearanceTransition()
        }
    }

    /// Keeps the root view and the presentation containers sized to the window.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let rootView = rootViewController?.viewIfLoaded, rootView.superview === self { rootView.frame = bounds }
        for case let container as TransitionContainerView in subviews { container.frame = bounds }
    }
}

extension View {
    /// The window this view is in, if any.
    public var window: Window? {
        var candidate: View? = self
        while let view = candidate {
            if let window = view as? Window { return window }
            candidate = view.superview
        }
        return nil
    }
}
