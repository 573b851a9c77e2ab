import Foundation

/// A minimal layout constraint (NSLayoutConstraint): one attribute of a view equals another item's
/// attribute × multiplier + constant.
///
/// ```swift
/// let top = panel.topAnchor.constraint(equalTo: container.topAnchor, constant: 600)
/// top.isActive = true
/// top.constant = 200
/// View.animate(withDuration: 0.4) { container.layoutIfNeeded() }   // the panel slides up
/// ```
///
/// Applied by the superview's layout pass, so changing `constant` and calling `layoutIfNeeded()` inside an
/// animation block animates the change.
public final class LayoutConstraint {
    /// The attributes a constraint can relate (NSLayoutConstraint.Attribute).
    ///
    /// ```swift
    /// LayoutConstraint(item: badge, attribute: .centerX, toItem: card, attribute: .right).isActive = true
    /// ```
    nonisolated public enum Attribute: Int, Sendable {
        case notAnAttribute = 0
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY

        var isHorizontal: Bool { [.left, .right, .leading, .trailing, .width, .centerX].contains(self) }
    }

    public unowned let firstItem: View
    public let firstAttribute: Attribute
    public private(set) weak var secondItem: View?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// The offset added to the related value; changing it lays the view out again.
    public var constant: CGFloat {
        didSet { if isActive { firstItem.superview?.setNeedsLayout() } }
    }
    /// Whether the constraint takes part in layout.
    public var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive { firstItem.constraintsOnView.append(self) } else { firstItem.constraintsOnView.removeAll { $0 === self } }
            firstItem.superview?.setNeedsLayout()
        }
    }
    /// A name for debugging.
    public var identifier: String?

    public init(item: View, attribute: Attribute, toItem: View?, attribute secondAttribute: Attribute,
                multiplier: CGFloat = 1, constant: CGFloat = 0) {
        self.firstItem = item
        self.firstAttribute = attribute
        self.secondItem = toItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Activates each constraint.
    public static func activate(_ constraints: [LayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) { constraints.forEach { $0.isActive = false } }

    /// The value the constraint asks for, in the coordinates of the first item's superview.
    func resolvedValue(in container: View) -> CGFloat {
        guard let second = secondItem, secondAttribute != .notAnAttribute else { return constant }
        let rect: CGRect = second === container ? container.bounds
            : (second.superview === container ? second.frame : container.convert(second.bounds, from: second))
        return LayoutConstraint.value(of: secondAttribute, in: rect) * multiplier + constant
    }

    static func value(of attribute: Attribute, in r: CGRect) -> CGFloat {
        switch attribute {
        case .left, .leading: return r.minX
        case .right, .trailing: return r.maxX
        case .top: return r.minY
        case .bottom: return r.maxY
        case .width: return r.width
        case .height: return r.height
        case .centerX: return r.midX
        case .centerY: return r.midY
        case .notAnAttribute: return 0
        }
    }
}

extension View {
    /// Sets each subview's frame from its active constraints (part of the default `layoutSubviews`).
    func applyConstraintsToSubviews() {
        for sub in subviews where !sub.constraintsOnView.isEmpty {
            let f = sub.frameFromConstraints(in: self)
            if f != sub.frame { sub.frame = f }
        }
    }

    private func frameFromConstraints(in container: View) -> CGRect {
        var values: [LayoutConstraint.Attribute: CGFloat] = [:]
        for c in constraintsOnView where c.secondItem !== self { values[c.firstAttribute] = c.resolvedValue(in: container) }
        var rect = frameFromValues(values)
        // Constraints relating the view to itself (an aspect ratio: height = width × m + c) use the frame the
        // other constraints give, not the stale one.
        let own = constraintsOnView.filter { $0.secondItem === self && $0.secondAttribute != .notAnAttribute }
        if !own.isEmpty {
            for c in own {
                values[c.firstAttribute] = LayoutConstraint.value(of: c.secondAttribute, in: rect) * c.multiplier + c.constant
            }
            rect = frameFromValues(values)
        }
        return rect
    }

    private func frameFromValues(_ values: [LayoutConstraint.Attribute: CGFloat]) -> CGRect {
        let current = frame
        let (x, w) = View.solveAxis(start: values[.leading] ?? values[.left], end: values[.trailing] ?? values[.right],
                                    center: values[.centerX], length: values[.width],
                                    currentStart: current.minX, currentLength: current.width)
        let (y, h) = View.solveAxis(start: values[.top], end: values[.bottom], center: values[.centerY],
                                    length: values[.height], currentStart: current.minY, currentLength: current.height)
        return CGRect(x: x, y: y, width: w, height: h)
    }

    private static func solveAxis(start: CGFloat?, end: CGFloat?, center: CGFloat?, length: CGFloat?,
                                  currentStart: CGFloat, currentLength: CGFloat) -> (CGFloat, CGFloat) {
        if let start, let end { return (start, max(end - start, 0)) }
        let len = length ?? currentLength
        if let start { return (start, len) }
        if let end { return (end - len, len) }
        if let center { return (center - len / 2, len) }
        return (currentStart, len)
    }
}
