import Views

/// The lock screen's view controller (seed 003's LockScreenViewController): it presents Settings, and its
/// touches interrupt a running present (touches over the presented view reach it through the presentation).
final class LockScreenController: ViewController {
    weak var scene: LockSearchScene?

    override func loadView() {
        view = View(frame: CGRect(origin: .zero, size: PhoneFrame.screenSize))
        view.backgroundColor = .black
        view.clipsToBounds = true
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if scene?.touchesBegan(touches) != true { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if scene?.touchesMoved(touches) != true { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        scene?.touchesEnded()
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        scene?.touchesEnded()
        super.touchesCancelled(touches, with: event)
    }
}
