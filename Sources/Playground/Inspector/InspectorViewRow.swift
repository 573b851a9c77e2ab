import Foundation
import Views
import PlaygroundHost

/// One view of the scene's tree in the inspector, indented by depth; hovering it outlines the view on screen,
/// clicking it selects it (the onion skin draws its motion path).
final class InspectorViewRow: View {
    static let height: CGFloat = 22
    private let label = Label(text: "", font: .systemFont(ofSize: 12), color: Color(white: 0.85))
    private(set) weak var target: View?
    private var depth = 0
    var onSelect: (() -> Void)?

    override init() {
        super.init()
        cornerRadius = 4
        addSubview(label)
    }

    func show(_ view: View, depth: Int, highlighted: Bool, selected: Bool = false) {
        target = view
        self.depth = depth
        let f = view.frame
        var text = describeView(view) + String(format: "  (%.0f, %.0f, %.0f × %.0f)", f.minX, f.minY, f.width, f.height)
        if view.isAnimating { text += "  ● animating" }
        if selected { text += "  ◆ selected" }
        if label.text != text { label.text = text }
        label.textColor = view.isAnimating ? Color(red: 0.55, green: 0.85, blue: 1, alpha: 1) : Color(white: 0.85)
        backgroundColor = selected ? Color(red: 0.2, green: 0.4, blue: 0.7, alpha: 0.55)
            : highlighted ? Color(white: 1, alpha: 0.14) : .clear
        setNeedsLayout()
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onSelect?()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let indent = CGFloat(min(depth, 12)) * 14 + 8
        label.frame = CGRect(x: indent, y: 0, width: bounds.width - indent - 4, height: bounds.height)
    }
}
