import Foundation

/// What a tab shows in a tab bar: a title, a simple drawn glyph and an optional badge (UITabBarItem).
///
/// ```swift
/// let inbox = InboxController()
/// inbox.tabBarItem = TabBarItem(title: "Inbox", glyph: .list)
/// inbox.tabBarItem.badgeValue = "3"          // the bar updates at once
/// ```
public final class TabBarItem {
    /// The title under the glyph.
    public var title: String { didSet { onChange?() } }
    /// The glyph above the title.
    public var glyph: TabBarGlyph { didSet { onChange?() } }
    /// Text in a red badge at the glyph's top right; nil hides the badge.
    public var badgeValue: String? { didSet { onChange?() } }
    /// Set by the tab bar showing the item.
    var onChange: (() -> Void)?

    public init(title: String, glyph: TabBarGlyph = .circle, badgeValue: String? = nil) {
        self.title = title
        self.glyph = glyph
        self.badgeValue = badgeValue
    }
}

/// The simple shapes a tab bar draws for its items (in place of SF Symbols).
///
/// ```swift
/// settings.tabBarItem = TabBarItem(title: "Settings", glyph: .grid, badgeValue: "2")
/// ```
nonisolated public enum TabBarGlyph: Sendable, CaseIterable {
    /// A filled disc.
    case circle
    /// An outlined circle.
    case ring
    /// A rounded square.
    case square
    /// Four small squares.
    case grid
    /// Three horizontal bars.
    case list
    /// A square on its corner.
    case diamond
    /// A head above shoulders.
    case person
}

