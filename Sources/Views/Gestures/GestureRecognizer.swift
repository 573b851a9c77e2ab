import Foundation

/// Asks whether gesture recognizers may begin and work together (UIGestureRecognizerDelegate).
///
/// ```swift
/// final class PullDelegate: GestureRecognizerDelegate {
///     func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
///         guard let pan = gestureRecognizer as? PanGestureRecognizer else { return false }
///         let t = pan.translation(in: pan.view)
///         return t.y > abs(t.x)                     // only a mostly downward drag
///     }
/// }
/// pull.delegate = pullDelegate                      // weak: keep the delegate alive
/// ```
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether `gestureRecognizer` may leave the possible state; false makes it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the two may recognize at the same time (either delegate saying yes allows it).
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    /// Whether the recognizer sees `touch` at all.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
}

/// Turns touches on a view into a gesture with a state machine and target–action callbacks (UIGestureRecognizer).
///
/// ```swift
/// let pan = PanGestureRecognizer(target: self, action: CardScene.handlePan)   // func handlePan(_ pan: PanGestureRecognizer)
/// card.addGestureRecognizer(pan)
/// let tap = TapGestureRecognizer { _ in print("tapped") }
/// card.addGestureRecognizer(tap)
/// ```
///
/// States: possible → began → changed* → ended | cancelled (continuous gestures), possible → ended
/// (discrete gestures, `.recognized`), or possible → failed. Actions fire on every change except to possible
/// and failed. Subclasses override the touch methods and set `state`.
open class GestureRecognizer {
    /// The states of a gesture recognizer (UIGestureRecognizer.State).
    ///
    /// ```swift
    /// switch pan.state {
    /// case .began, .changed: card.transform = CGAffineTransform(translationX: 0, y: pan.translation(in: view).y)
    /// case .ended, .cancelled: View.animate(withDuration: 0.3) { card.transform = .identity }
    /// default: break
    /// }
    /// ```
    nonisolated public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's recognition.
        public static let recognized = State.ended
        public var description: String { ["possible", "began", "changed", "ended", "cancelled", "failed"][rawValue] }
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    public weak var delegate: GestureRecognizerDelegate?
    /// A disabled recognizer sees no touches; disabling one mid-gesture cancels it (fails it if not yet begun).
    public var isEnabled = true {
        didSet {
            guard !isEnabled && oldValue else { return }
            if state == .began || state == .changed {
                state = .cancelled
            } else if state == .possible && !trackedTouches.isEmpty {
                state = .failed
            }
        }
    }
    /// When true (the default) the view's touches are cancelled once the gesture is recognized.
    public var cancelsTouchesInView = true
    /// A name for debugging.
    public var name: String?

    private var actions: [(GestureRecognizer) -> Void] = []
    private var stateStorage = State.possible
    /// Recognizers that must fail before this one may recognize.
    var requiredToFail: [GestureRecognizer] = []
    /// The touches being tracked.
    public internal(set) var trackedTouches: [Touch] = []

    public init() {}

    /// A recognizer calling `action` on `target` at every state change (held weakly).
    public convenience init<Target: AnyObject, Recognizer: GestureRecognizer>(
        target: Target, action: @escaping (Target) -> (Recognizer) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer calling `action` (a method without arguments, like `@objc func dismissMenu()`) on `target`
    /// at every state change (held weakly).
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer calling `handler` at every state change.
    public convenience init(handler: @escaping (GestureRecognizer) -> Void) {
        self.init()
        addAction(handler)
    }

    /// Adds a target–action pair; the method receives the recognizer as its own type.
    public func addTarget<Target: AnyObject, Recognizer: GestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void) {
        actions.append { [weak target] recognizer in
            guard let target, let typed = recognizer as? Recognizer else { return }
            action(target)(typed)
        }
    }

    /// Adds a target–action pair whose method takes no arguments.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        actions.append { [weak target] _ in
            guard let target else { return }
            action(target)()
        }
    }

    /// Adds a closure called at every state change.
    public func addAction(_ handler: @escaping (GestureRecognizer) -> Void) {
        actions.append(handler)
    }

    /// Removes every target and action.
    public func removeAllActions() { actions.removeAll() }

    /// Makes this recognizer wait for `other` to fail before recognizing.
    public func require(toFail other: GestureRecognizer) {
        requiredToFail.append(other)
    }

    /// The current state; setting it (in subclasses) fires the actions for began, changed, ended, cancelled.
    public var state: State {
        get { stateStorage }
        set { transition(to: newValue) }
    }

    /// The arena's answer to a recognizer that wants to begin or recognize.
    enum RecognitionVerdict { case allow, wait, fail }
    /// Hook for the arena: whether a move to began/recognized may happen now, must wait (a recognizer this
    /// one requires to fail is still undecided), or fails.
    var canTransition: ((GestureRecognizer) -> RecognitionVerdict)?
    /// Hook for the arena: told after the recognizer began or recognized.
    var didRecognize: ((GestureRecognizer) -> Void)?
    /// A began or recognized held back until the recognizers this one requires to fail have failed.
    var pendingState: State?

    private func transition(to newState: State) {
        guard newState != stateStorage else {
            if newState == .changed { fire() }
            return
        }
        if stateStorage == .possible && (newState == .began || newState == .ended) {
            if pendingState != nil {
                pendingState = newState  // still waiting; the delegate was asked already
                return
            }
            if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
                stateStorage = .failed
                return
            }
            switch canTransition?(self) ?? .allow {
            case .allow: break
            case .fail:
                stateStorage = .failed
                return
            case .wait:
                pendingState = newState
                return
            }
        }
        pendingState = nil
        enter(newState)
    }

    private func enter(_ newState: State) {
        stateStorage = newState
        switch newState {
        case .began, .changed, .ended, .cancelled:
            if newState == .began || (newState == .ended && !isContinuousRecognition) { didRecognize?(self) }
            fire()
        case .possible, .failed:
            break
        }
    }

    /// Called by the arena once a held-back began or recognized may happen (`allowed`) or must fail.
    func resolvePending(allowed: Bool) {
        guard let pending = pendingState else { return }
        pendingState = nil
        guard stateStorage == .possible else { return }
        if allowed { enter(pending) } else { stateStorage = .failed }
    }

    /// True between began and the end of a continuous gesture.
    private var isContinuousRecognition = false

    private func fire() {
        if stateStorage == .began { isContinuousRecognition = true }
        for action in actions { action(self) }
    }

    /// Back to possible after a gesture ended, failed or was cancelled; subclasses clear their data.
    open func reset() {
        stateStorage = .possible
        pendingState = nil
        isContinuousRecognition = false
        trackedTouches.removeAll()
    }

    /// The centroid of the tracked touches in `view`'s coordinates.
    open func location(in view: View?) -> CGPoint {
        guard let touch = trackedTouches.last else { return .zero }
        return touch.location(in: view)
    }

    /// Number of touches tracked.
    public var numberOfTouches: Int { trackedTouches.count }

    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }
    /// Called once per frame while tracking (time-based gestures such as long press).
    open func frameDidAdvance(to time: TimeInterval) {}
}

extension View {
    /// Attaches a gesture recognizer to the view.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    }

    /// Detaches a gesture recognizer.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
        if gestureRecognizers?.isEmpty == true { gestureRecognizers = nil }
    }
}
