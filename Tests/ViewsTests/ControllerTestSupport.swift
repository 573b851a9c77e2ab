import Foundation
@testable import Views

/// A shared, ordered record of lifecycle callbacks and transition events ("A.willAppear", "anim.ended(true)").
final class EventLog {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    /// The entries since the last call.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A controller that records its lifecycle callbacks in `log` under `name`.
class LoggingViewController: ViewController {
    let name: String
    let log: EventLog
    var backgroundColor: Color = .white

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
        title = name
    }

    override func loadView() {
        log.add("\(name).loadView")
        let root = View()
        root.backgroundColor = backgroundColor
        view = root
    }
    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).didDisappear") }
    override func willMove(toParent parent: ViewController?) { log.add("\(name).willMove(\(parent?.title ?? "nil"))") }
    override func didMove(toParent parent: ViewController?) { log.add("\(name).didMove(\(parent?.title ?? "nil"))") }
}

/// A 400 × 800 window showing `root`.
func makeWindow(root: ViewController) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.rootViewController = root
    return window
}

/// Presents by sliding the presented view up from below the container while the presenter fades to 0.5;
/// dismisses by sliding it back down. Plain `View.animate`, linear, so positions are easy to predict.
final class BlockSlideAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval
    let log: EventLog?
    private(set) var endedWith: [Bool] = []

    init(presenting: Bool, duration: TimeInterval = 0.5, log: EventLog? = nil) {
        self.presenting = presenting
        self.duration = duration
        self.log = log
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let height = container.bounds.height
        let presenterView = presenting ? transitionContext.view(forKey: .from) : transitionContext.view(forKey: .to)
        if presenting {
            let to = transitionContext.view(forKey: .to)!
            container.addSubview(to)
            to.frame = container.bounds.offsetBy(dx: 0, dy: height)
            View.animate(withDuration: duration, delay: 0, options: [.curveLinear, .allowUserInteraction], animations: {
                to.frame = container.bounds
                presenterView?.alpha = 0.5
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            let from = transitionContext.view(forKey: .from)!
            View.animate(withDuration: duration, delay: 0, options: [.curveLinear, .allowUserInteraction], animations: {
                from.frame = container.bounds.offsetBy(dx: 0, dy: height)
                presenterView?.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endedWith.append(transitionCompleted)
        log?.add("animationEnded(\(transitionCompleted))")
    }
}

/// The same slide through an interruptible property animator, kept for the transition (asked for once).
/// Counts how often the machinery asks for it and calls `animateTransition`.
final class AnimatorSlideAnimator: ViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let curve: AnimationCurve
    private(set) var endedWith: [Bool] = []
    private(set) var animatorRequests = 0
    private(set) var animateTransitionCalls = 0
    /// The animator of the transition under way.
    private(set) var animator: ViewPropertyAnimator?

    init(duration: TimeInterval = 0.5, curve: AnimationCurve = .linear) {
        self.duration = duration
        self.curve = curve
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        animateTransitionCalls += 1
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating {
        animatorRequests += 1
        if let animator { return animator }
        let container = transitionContext.containerView
        let to = transitionContext.view(forKey: .to)!
        let presenterView = transitionContext.view(forKey: .from)
        container.addSubview(to)
        to.frame = container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
        let animator = ViewPropertyAnimator(duration: duration, curve: curve) {
            to.frame = container.bounds
            presenterView?.alpha = 0.5
        }
        animator.addCompletion { position in
            transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
        }
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        endedWith.append(transitionCompleted)
        animator = nil
    }
}

/// A transitioning delegate handing out fixed animators and interaction controllers.
final class StubTransitioningDelegate: ViewControllerTransitioningDelegate {
    var presentAnimator: ViewControllerAnimatedTransitioning?
    var dismissAnimator: ViewControllerAnimatedTransitioning?
    var presentInteraction: ViewControllerInteractiveTransitioning?
    var dismissInteraction: ViewControllerInteractiveTransitioning?

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? { presentAnimator }
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { dismissAnimator }
    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? { presentInteraction }
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? { dismissInteraction }
}

/// Runs frames until `done()` (at most `limit`); returns how many ran.
@discardableResult
func framesUntil(_ world: TestWorld, limit: Int = 600, _ done: () -> Bool) -> Int {
    var n = 0
    while !done() && n < limit {
        world.frames(1)
        n += 1
    }
    return n
}
