import Foundation

extension ViewController {
    /// The controller this one (or its root ancestor) presents.
    public var presentedViewController: ViewController? {
        rootAncestor.outgoingPresentation?.presented
    }

    /// The controller that presented this one, or the nearest ancestor that was presented.
    public var presentingViewController: ViewController? {
        var candidate: ViewController? = self
        while let controller = candidate {
            if let presentation = controller.incomingPresentation { return presentation.presenting }
            candidate = controller.parent
        }
        return nil
    }

    /// Whether this controller is being presented right now (its presentation transition runs).
    public var isBeingPresented: Bool {
        guard let presentation = incomingPresentation else { return false }
        return presentation.transition != nil && !presentation.isDismissing
    }

    /// Whether this controller is being dismissed right now.
    public var isBeingDismissed: Bool { incomingPresentation?.isDismissing ?? false }

    /// Presents `viewController` above this controller's root ancestor, in a container over the window, with
    /// its `transitioningDelegate`'s animator (a slide up from the bottom by default). `completion` runs after
    /// the transition ended (also when an interactive presentation was cancelled).
    public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let host = rootAncestor
        if let current = host.outgoingPresentation {
            Diagnostics.report("Attempt to present \(viewController) on \(host) which is already presenting \(current.presented)")
            return
        }
        if viewController.incomingPresentation != nil || viewController.parent != nil || viewController === host {
            Diagnostics.report("Application tried to present modally a view controller \(viewController) that is already presented or is a child")
            return
        }
        if let presentation = host.incomingPresentation, presentation.transition != nil {
            Diagnostics.report("Attempt to present \(viewController) on \(host) while a presentation is in progress")
            return
        }
        guard let window = host.viewIfLoaded?.window else {
            Diagnostics.report("Attempt to present \(viewController) on \(host) whose view is not in the window hierarchy")
            return
        }
        let presentation = Presentation(presenting: host, presented: viewController, window: window)
        host.outgoingPresentation = presentation
        viewController.incomingPresentation = presentation
        presentation.runPresentation(animated: animated, source: self, completion: completion)
    }

    /// Dismisses the controller this one presents, or, if it presents none, the presented controller this
    /// one is (or is inside). Controllers presented above it go first, without animation. `completion` runs
    /// after the transition ended.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let host = rootAncestor
        let presentation: Presentation
        if let outgoing = host.outgoingPresentation {
            presentation = outgoing
        } else if let incoming = host.incomingPresentation {
            presentation = incoming
        } else {
            return
        }
        guard presentation.transition == nil else {
            Diagnostics.report("Attempt to dismiss \(presentation.presented) while a transition is in progress")
            return
        }
        if let above = presentation.presented.outgoingPresentation {
            guard above.transition == nil else {
                Diagnostics.report("Attempt to dismiss \(presentation.presented) while a transition is in progress")
                return
            }
            presentation.presented.dismiss(animated: false)
        }
        presentation.runDismissal(animated: animated, completion: completion)
    }
}
