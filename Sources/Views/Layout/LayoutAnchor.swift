import Foundation

/// An edge or center of a view, for making constraints (NSLayoutAnchor).
///
/// ```swift
/// badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12).isActive = true
/// badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 12).isActive = true
/// ```
public struct LayoutAnchor {
    unowned let view: View
    let attribute: LayoutConstraint.Attribute

    /// This anchor equals `anchor` + `constant`.
    public func constraint(equalTo anchor: LayoutAnchor, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(item: view, attribute: attribute, toItem: anchor.view, attribute: anchor.attribute,
                         multiplier: 1, constant: constant)
    }
}

/// A width or height, for making constraints (NSLayoutDimension).
///
/// ```swift
/// badge.widthAnchor.constraint(equalToConstant: 24).isActive = true
/// badge.heightAnchor.constraint(equalTo: badge.widthAnchor).isActive = true
/// ```
public struct LayoutDimension {
    unowned let view: View
    let attribute: LayoutConstraint.Attribute

    /// This dimension equals `constant`.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item: view, attribute: attribute, toItem: nil, attribute: .notAnAttribute, constant: constant)
    }

    /// This dimension equals `dimension` × `multiplier` + `constant`.
    public func constraint(equalTo dimension: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(item: view, attribute: attribute, toItem: dimension.view, attribute: dimension.attribute,
                         multiplier: multiplier, constant: constant)
    }
}

extension View {
    public var leadingAnchor: LayoutAnchor { LayoutAnchor(view: self, attribute: .leading) }
    public var trailingAnchor: LayoutAnchor { LayoutAnchor(view: self, attribute: .trailing) }
    public var leftAnchor: LayoutAnchor { LayoutAnchor(view: self, attribute: .left) }
    public var rightAnchor: LayoutAnchor { LayoutAnchor(view: self, attribute: .right) }
    public var topAnchor: LayoutAnchor { LayoutAnchor(view: self, attribute: .top) }
    public var bottomAnchor: LayoutAnchor { LayoutAnchor(view: self, attribute: .bottom) }
    public var centerXAnchor: LayoutAnchor { LayoutAnchor(view: self, attribute: .centerX) }
    public var centerYAnchor: LayoutAnchor { LayoutAnchor(view: self, attribute: .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(view: self, attribute: .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(view: self, attribute: .height) }
}
