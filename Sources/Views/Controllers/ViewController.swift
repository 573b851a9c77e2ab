import Foundation

/// Manages a view hierarchy: loads it on first use, hears when it appears and disappears, and presents other
/// controllers (UIViewController).
///
/// ```swift
/// final class ProfileViewController: ViewController {
///     override func viewDidLoad() {
///         view.backgroundColor = .white
///         view.addSubview(Label(text: "Profile"))
///     }
/// }
/// present(ProfileViewController(), animated: true)
/// ```
///
/// Subclass it: build the views in `loadView()` (or let the default make a plain `View`) and `viewDidLoad()`.
/// Touches that reach the root view and are not handled there come to the controller's touch methods.
open class ViewController: CustomStringConvertible {
    /// A name shown by containers (a navigation bar, a list).
    open var title: String?
    /// How `present(_:animated:completion:)` shows this controller.
    public var modalPresentationStyle = ModalPresentationStyle.fullScreen
    /// Supplies the animators and interaction controllers when this controller is presented and dismissed.
    public weak var transitioningDelegate: ViewControllerTransitioningDelegate?
    /// What a tab bar controller shows for this controller; made from `title` on first use.
    public lazy var tabBarItem = TabBarItem(title: title ?? "")

    /// The parent container, if this controller is a child.
    public internal(set) weak var parent: ViewController?
    /// The child controllers, in the order added.
    public internal(set) var children: [ViewController] = []

    /// The presentation this controller shows (as presenter).
    var outgoingPresentation: Presentation?
    /// The presentation showing this controller (as presented).
    weak var incomingPresentation: Presentation?
    /// Appearance bookkeeping (see ViewController+Appearance).
    var appearanceState = AppearanceState.disappeared
    /// The `animated` flag of the appearance change under way.
    var appearanceAnimated = false

    private var loadedView: View?
    private var isLoadingView = false

    public init() {}

    // MARK: The view

    /// The root view, loaded on first access by `loadView()` then `viewDidLoad()`.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view if it has been loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the root view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the root view now if it has not been.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { view = View() }
        isLoadingView = false
        viewDidLoad()
    }

    /// Makes the root view; override to build your own and assign it to `view` (do not call super then).
    open func loadView() {
        view = View()
    }

    /// Called once, after the root view is loaded.
    open func viewDidLoad() {}

    // MARK: Appearance

    /// The view is about to be added to the screen.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is on screen (the transition showing it completed).
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the screen.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left the screen (the transition hiding it completed).
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Parent and children

    /// Called before the controller is added to `parent`, or before it is removed (nil).
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to `parent`, or after it was removed (nil).
    open func didMove(toParent parent: ViewController?) {}

    // MARK: Escape

    /// Steps back one level if this controller can (UIKit's `accessibilityPerformEscape()`, which VoiceOver's
    /// two-finger scrub and a keyboard's Escape trigger); returns whether it did. The default does nothing;
    /// a navigation controller pops, a tab bar controller asks its selected tab. A presented controller that
    /// does nothing here is dismissed by the window (see `Window.performEscape()`).
    ///
    /// ```swift
    /// override func accessibilityPerformEscape() -> Bool {
    ///     guard menu.isOpen else { return false }
    ///     menu.close()
    ///     return true
    /// }
    /// ```
    open func accessibilityPerformEscape() -> Bool { false }

    /// The children that receive this controller's appearance callbacks: those whose views are in its view.
    var appearanceChildren: [ViewController] {
        guard let root = loadedView else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) ?? false }
    }

    /// Called before `viewWillAppear(_:)`: containers size their content here.
    func prepareToAppear() {}

    // MARK: Touches (the next responder after the root view)

    /// A touch began in the root view (or a subview that passed it on); the default passes it to the root
    /// view's superview.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        loadedView?.superview?.touchesBegan(touches, with: event)
    }
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        loadedView?.superview?.touchesMoved(touches, with: event)
    }
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        loadedView?.superview?.touchesEnded(touches, with: event)
    }
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        loadedView?.superview?.touchesCancelled(touches, with: event)
    }

    // MARK: Containers

    /// The nearest navigation controller among the ancestors.
    public var navigationController: NavigationController? {
        var candidate = parent
        while let controller = candidate {
            if let navigation = controller as? NavigationController { return navigation }
            candidate = controller.parent
        }
        return nil
    }

    /// The nearest tab bar controller among the ancestors.
    public var tabBarController: TabBarController? {
        var candidate = parent
        while let controller = candidate {
            if let tabs = controller as? TabBarController { return tabs }
            candidate = controller.parent
        }
        return nil
    }

    /// The class name and the title, as diagnostics show the controller.
    open var description: String {
        "<\(type(of: self))\(title.map { " \"\($0)\"" } ?? "")>"
    }

    /// The topmost ancestor (or this controller): the one that presents on behalf of its descendants.
    var rootAncestor: ViewController {
        var controller = self
        while let up = controller.parent { controller = up }
        return controller
    }
}
