import Foundation

/// Control states for per-state values (UIControl.State).
nonisolated public struct ControlState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = ControlState([])
    public static let highlighted = ControlState(rawValue: 1 << 0)
    public static let disabled = ControlState(rawValue: 1 << 1)
    public static let selected = ControlState(rawValue: 1 << 2)
}

/// A button with a title that can change (UIButton).
open class Button: View {
    /// The label showing the current title.
    public let titleLabel = Label()
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: Color] = [:]

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

    /// Sets the title shown in `state`.
    public func setTitle(_ title: String?, for state: ControlState) {
        titles[state.rawValue] = title
        if state == .normal { titleLabel.text = title }
    }

    /// The title for `state` (falling back to the normal one).
    public func title(for state: ControlState) -> String? {
        titles[state.rawValue] ?? titles[ControlState.normal.rawValue]
    }

    /// The title shown now.
    public var currentTitle: String? { titleLabel.text }

    /// Sets the title colour for `state`.
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        titleColors[state.rawValue] = color
        if state == .normal, let color { titleLabel.textColor = color }
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
