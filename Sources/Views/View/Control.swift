import Foundation

/// A view that turns touches into control events sent to its targets (UIControl).
///
/// ```swift
/// // UIKit: button.addTarget(self, action: #selector(toggleShowMore(_:)), for: .touchUpInside)
/// button.addTarget(self, action: WidgetCell.toggleShowMore, for: .touchUpInside)   // func toggleShowMore(_ sender: Button)
/// // UIKit: button.addTarget(self, action: #selector(dismissMenu), for: .touchUpInside)
/// button.addTarget(self, action: LockScreen.dismissMenu, for: .touchUpInside)      // func dismissMenu()
/// ```
///
/// Both selector shapes UIKit accepts work — a method without arguments and one taking the sender (typed as
/// the control's own class) — and a third taking the sender and the touch event. Targets are held weakly.
/// A touch that goes down in the control is tracked until it ends: `.touchDown`, `.touchDragInside` /
/// `.touchDragOutside` (inside means within 70 points of the bounds, as UIKit), `.touchUpInside` or
/// `.touchUpOutside`, `.touchCancel` when a gesture recognizer takes the touch. Controls keep their touches
/// (they do not pass them up the responder chain). A disabled control sends nothing.
open class Control: View {
    /// The events a control sends (UIControl.Event).
    ///
    /// ```swift
    /// button.addTarget(self, action: Form.submit, for: .touchUpInside)         // func submit()
    /// field.addTarget(self, action: Form.textChanged, for: .editingChanged)    // func textChanged(_ field: TextField)
    /// ```
    nonisolated public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A text field became first responder.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed (typed, deleted, composed).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field resigned first responder.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return was pressed in a text field (a target for it makes Return end editing).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control responds to touches; a disabled control shows its `.disabled` look.
    open var isEnabled = true { didSet { if isEnabled != oldValue { stateDidChange() } } }
    /// Whether the control is selected (a toggle's on state).
    open var isSelected = false { didSet { if isSelected != oldValue { stateDidChange() } } }
    /// Whether a touch is down inside the control now.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    /// Whether a touch that went down in the control is being tracked.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the control (its bounds grown by `touchSlop`).
    public private(set) var isTouchInside = false
    /// How far outside its bounds a tracked touch still counts as inside.
    public var touchSlop: CGFloat = 70

    /// The state for per-state values: highlighted, disabled, selected.
    public var state: ControlState {
        var s = ControlState.normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    private struct TargetAction {
        let events: Event
        /// The target's identity, for `removeTarget` (nil for closures).
        let target: ObjectIdentifier?
        let send: (Control, Views.Event?) -> Void
    }
    private var targetActions: [TargetAction] = []
    private var trackedTouch: Touch?

    // MARK: Targets and actions

    /// Sends `action` to `target` for `events`; the method takes the sender (`func act(_ sender: Button)`).
    public func addTarget<Target: AnyObject, Sender: Control>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for events: Event) {
        targetActions.append(TargetAction(events: events, target: ObjectIdentifier(target)) { [weak target] control, _ in
            guard let target, let sender = control as? Sender else { return }
            action(target)(sender)
        })
    }

    /// Sends `action` to `target` for `events`; the method takes no arguments (`func dismissMenu()`).
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void, for events: Event) {
        targetActions.append(TargetAction(events: events, target: ObjectIdentifier(target)) { [weak target] _, _ in
            guard let target else { return }
            action(target)()
        })
    }

    /// Sends `action` to `target` for `events`; the method takes the sender and the touch event
    /// (`func act(_ sender: Button, forEvent event: Event)`; the event is nil for `sendActions(for:)`).
    public func addTarget<Target: AnyObject, Sender: Control>(
        _ target: Target, action: @escaping (Target) -> (Sender, Views.Event?) -> Void, for events: Event) {
        targetActions.append(TargetAction(events: events, target: ObjectIdentifier(target)) { [weak target] control, event in
            guard let target, let sender = control as? Sender else { return }
            action(target)(sender, event)
        })
    }

    /// Calls `handler` for `events` (UIAction's closure form).
    public func addAction(for events: Event, _ handler: @escaping (Control) -> Void) {
        targetActions.append(TargetAction(events: events, target: nil) { control, _ in handler(control) })
    }

    /// Stops sending `events` to `target` (every target when nil), as `removeTarget(_:action: nil, for:)`.
    public func removeTarget(_ target: AnyObject?, for events: Event = .allEvents) {
        let id = target.map(ObjectIdentifier.init)
        targetActions.removeAll { entry in
            (id == nil || entry.target == id) && !entry.events.isDisjoint(with: events)
        }
    }

    /// Whether any target or action is registered for one of `events`.
    public func hasActions(for events: Event) -> Bool {
        targetActions.contains { !$0.events.isDisjoint(with: events) }
    }

    /// Sends the actions registered for `events`, in the order they were added.
    public func sendActions(for events: Event) {
        send(events, with: nil)
    }

    private func send(_ events: Event, with event: Views.Event?) {
        guard !targetActions.isEmpty else { return }
        // A snapshot: an action may add or remove targets.
        for entry in targetActions where !entry.events.isDisjoint(with: events) {
            entry.send(self, event)
        }
    }

    // MARK: Tracking (override to customise, as UIControl's)

    /// A touch went down in the control; return false to stop tracking it.
    open func beginTracking(_ touch: Touch, with event: Views.Event?) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking it.
    open func continueTracking(_ touch: Touch, with event: Views.Event?) -> Bool { true }
    /// The tracked touch ended.
    open func endTracking(_ touch: Touch?, with event: Views.Event?) {}
    /// The tracked touch was cancelled.
    open func cancelTracking(with event: Views.Event?) {}
    /// The events besides `.touchUpInside` a touch up inside sends (a button adds `.primaryActionTriggered`).
    open var touchUpInsideEvents: Event { .touchUpInside }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes (the place to restyle).
    open func stateDidChange() {}

    private func isInside(_ touch: Touch) -> Bool {
        bounds.insetBy(dx: -touchSlop, dy: -touchSlop).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Views.Event?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTracking = beginTracking(touch, with: event)
        isTouchInside = true
        isHighlighted = true
        send(touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Views.Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = isInside(touch)
        let was = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != was { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        send(events, with: event)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Views.Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = isInside(touch)
        finishTracking()
        endTracking(touch, with: event)
        if inside {
            send(.touchUpInside, with: event)
            let more = touchUpInsideEvents.subtracting(.touchUpInside)
            if !more.isEmpty { send(more, with: event) }
        } else {
            send(.touchUpOutside, with: event)
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Views.Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        finishTracking()
        cancelTracking(with: event)
        send(.touchCancel, with: event)
    }

    private func finishTracking() {
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }
}
