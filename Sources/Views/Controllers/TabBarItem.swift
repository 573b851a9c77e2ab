import Foundation

/// What a tab shows in a tab bar: a title, a simple drawn glyph (or an image) and an optional badge
/// (UITabBarItem).
///
/// ```swift
/// let inbox = InboxController()
/// inbox.tabBarItem = TabBarItem(title: "Inbox", glyph: .list)
/// inbox.tabBarItem.badgeValue = "3"          // the bar updates at once
/// photos.tabBarItem = TabBarItem(title: "Photos", image: Image(named: "icon-4"), tag: 1)   // as UIKit spells it
/// ```
public final class TabBarItem {
    /// The title under the glyph.
    public var title: String { didSet { onChange?() } }
    /// The glyph above the title.
    public var glyph: TabBarGlyph { didSet { onChange?() } }
    /// Text in a red badge at the glyph's top right; nil hides the badge.
    public var badgeValue: String? { didSet { onChange?() } }
    /// An image drawn in place of the glyph, tinted with the bar's colours (UIKit's template rendering of tab
    /// images); nil shows the glyph.
    public var image: Image? { didSet { onChange?() } }
    /// A number the app chooses to tell its items apart (UIBarItem.tag); 0 by default.
    public var tag = 0
    /// Set by the tab bar showing the item.
    var onChange: (() -> Void)?

    public init(title: String, glyph: TabBarGlyph = .circle, badgeValue: String? = nil) {
        self.title = title
        self.glyph = glyph
        self.badgeValue = badgeValue
    }

    /// UIKit's `UITabBarItem(title:image:tag:)`: the image drawn in place of the glyph (a nil title shows none).
    public convenience init(title: String?, image: Image?, tag: Int) {
        self.init(title: title ?? "")
        self.image = image
        self.tag = tag
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

