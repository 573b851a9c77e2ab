import Foundation
import Views
import PlaygroundHost

/// One view of the scene's tree in the inspector, indented by depth; hovering it outlines the view on screen.
final class InspectorViewRow: View {
    static let height: CGFloat = 22
    private let label = Label(text: "", font: .systemFont(ofSize: 12), color: Color(white: 0.85))
    private(set) weak var target: View?
    private var depth = 0

    override init() {
        super.init()
        cornerRadius = 4
        addSubview(label)
    }

    func show(_ view: View, depth: Int, highlighted: Bool) {
        target = view
        self.depth = depth
        let f = view.frame
        var text = describeView(view) + String(format: "  (%.0f, %.0f, %.0f × %.0f)", f.minX, f.minY, f.width, f.height)
        if view.isAnimating { text += "  ● animating" }
        if label.text != text { label.text = text }
        label.textColor = view.isAnimating ? Color(red: 0.55, green: 0.85, blue: 1, alpha: 1) : Color(white: 0.85)
        backgroundColor = highlighted ? Color(white: 1, alpha: 0.14) : .clear
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let indent = CGFloat(min(depth, 12)) * 14 + 8
        label.frame = CGRect(x: indent, y: 0, width: bounds.width - indent - 4, height: bounds.height)
    }
}
