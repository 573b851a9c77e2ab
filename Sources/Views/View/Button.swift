import Foundation

/// Control states for per-state values (UIControl.State).
///
/// ```swift
/// button.setTitle("Send", for: .normal)
/// button.setTitle("Sending…", for: .disabled)
/// button.setTitleColor(.systemBlue, for: .highlighted)
/// ```
nonisolated public struct ControlState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = ControlState([])
    public static let highlighted = ControlState(rawValue: 1 << 0)
    public static let disabled = ControlState(rawValue: 1 << 1)
    public static let selected = ControlState(rawValue: 1 << 2)
}

/// A button with a title per state that sends its actions on a tap (UIButton).
///
/// ```swift
/// let button = Button()
/// button.setTitle("Show More", for: .normal)
/// button.addTarget(self, action: WidgetCell.toggleShowMore, for: .touchUpInside)   // func toggleShowMore(_ sender: Button)
/// ```
///
/// A touch up inside sends `.touchUpInside` then `.primaryActionTriggered`. While pressed, the title dims
/// (as a system button's) unless a title colour is set for `.highlighted`.
open class Button: Control {
    /// The label showing the current title.
    public let titleLabel = Label()
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: Color] = [:]
    /// The title's opacity while pressed, when no colour is set for `.highlighted`.
    private static let highlightedTitleAlpha: CGFloat = 0.2

    public override init() {
        super.init()
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    private func setUp() {
        titleLabel.textAlignment = .center
        titleLabel.textColor = .systemBlue
        addSubview(titleLabel)
    }

    /// Sets the title shown in `state` (other states without their own title show the normal one).
    public func setTitle(_ title: String?, for state: ControlState) {
        titles[state.rawValue] = title
        updateTitle()
    }

    /// The title for `state` (falling back to the normal one).
    public func title(for state: ControlState) -> String? {
        titles[state.rawValue] ?? titles[ControlState.normal.rawValue]
    }

    /// The title shown now.
    public var currentTitle: String? { titleLabel.text }

    /// Sets the title colour for `state` (other states without their own colour use the normal one).
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    /// The title colour for `state` (falling back to the normal one).
    public func titleColor(for state: ControlState) -> Color? {
        titleColors[state.rawValue] ?? titleColors[ControlState.normal.rawValue]
    }

    open override var touchUpInsideEvents: Control.Event { [.touchUpInside, .primaryActionTriggered] }

    open override func stateDidChange() {
        super.stateDidChange()
        // Pressing and releasing restyles at once, not as part of an animation that happens to be recorded.
        View.performWithoutAnimation { updateTitle() }
    }

    /// Shows the title and colour of the current state.
    private func updateTitle() {
        let s = state
        let text = title(for: s)
        if titleLabel.text != text { titleLabel.text = text }
        if let color = titleColor(for: s), titleLabel.textColor != color { titleLabel.textColor = color }
        let dims = isHighlighted && titleColors[ControlState.highlighted.rawValue] == nil
        let alpha: CGFloat = dims ? Button.highlightedTitleAlpha : (isEnabled ? 1 : 0.35)
        if titleLabel.alpha != alpha { titleLabel.alpha = alpha }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds
    }

    open override func makeSnapshotCopy() -> View {
        // The title label is a subview, so it is copied with the subtree.
        View()
    }
}
