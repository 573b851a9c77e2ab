import Foundation
import Views

/// The help panel (F1 or ?): the scene's gestures and keys, then the keys every scene has.
final class HelpPanel: View {
    /// The keys the host handles in every scene.
    static let hostItems: [HelpItem] = [
        HelpItem("Ctrl+Down / Ctrl+Up", "slower / faster: 100, 50, 25, 10 %"),
        HelpItem("Ctrl+Space", "pause / resume all animations"),
        HelpItem("Ctrl+Right", "step one frame (pauses first)"),
        HelpItem("Ctrl+0", "full speed again"),
        HelpItem("Ctrl+I", "the inspector: every running animation"),
        HelpItem("Ctrl+R / Ctrl+Shift+R", "record the window to an MP4 / a GIF (again: stop)"),
        HelpItem("F1 or ?", "this help"),
        HelpItem("Esc", "back one level; on the launcher, twice within a second quits"),
        HelpItem("Ctrl+Q", "quit"),
    ]

    private let title = Label(text: "", font: .systemFont(ofSize: 20, weight: .bold), color: .white)
    private var rows: [(input: Label, action: Label)] = []
    private var shownScene: ObjectIdentifier?

    override init() {
        super.init()
        backgroundColor = Color(white: 0.08, alpha: 0.94)
        cornerRadius = 16
        borderWidth = 1
        borderColor = Color(white: 1, alpha: 0.12)
        addSubview(title)
    }

    /// Fills the panel for `scene` (once per scene).
    func show(for scene: Scene.Type) {
        guard shownScene != ObjectIdentifier(scene) else { return }
        shownScene = ObjectIdentifier(scene)
        for row in rows {
            row.input.removeFromSuperview()
            row.action.removeFromSuperview()
        }
        rows.removeAll()
        title.text = scene.name.isEmpty ? "Help" : "\(scene.name) — help"
        var items = scene.helpItems
        if items.isEmpty, !scene.hint.isEmpty { items = [HelpItem(scene.hint, "")] }
        var all: [HelpItem] = []
        if !items.isEmpty { all += [HelpItem("In this scene", "")] + items + [HelpItem("", "")] }
        all += [HelpItem("In every scene", "")] + HelpPanel.hostItems
        for item in all {
            let heading = item.action.isEmpty && (item.input == "In this scene" || item.input == "In every scene")
            let input = Label(text: item.input, font: .systemFont(ofSize: heading ? 12 : 14, weight: .semibold),
                              color: heading ? Color(red: 0.55, green: 0.75, blue: 1, alpha: 1) : Color(white: 0.95))
            if item.action.isEmpty { input.numberOfLines = 1 }
            let action = Label(text: item.action, font: .systemFont(ofSize: 14), color: Color(white: 0.75))
            addSubview(input)
            addSubview(action)
            rows.append((input, action))
        }
        setNeedsLayout()
    }

    func layOut(in size: CGSize) {
        let width = min(max(size.width - 40, 200), 620)
        let rowHeight: CGFloat = 22
        let height = min(56 + CGFloat(rows.count) * rowHeight + 16, max(size.height - 40, 100))
        frame = CGRect(x: (size.width - width) / 2, y: max((size.height - height) / 2, 20), width: width, height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = CGRect(x: 24, y: 16, width: bounds.width - 48, height: 28)
        let inputWidth = min(190, bounds.width * 0.36)
        for (i, row) in rows.enumerated() {
            let y = 56 + CGFloat(i) * 22
            let visible = y + 22 <= bounds.height - 8
            row.input.isHidden = !visible
            row.action.isHidden = !visible
            // A line without an action (a heading, a hint) runs across the panel.
            let inputSpan = row.action.text?.isEmpty ?? true ? bounds.width - 48 : inputWidth - 8
            row.input.frame = CGRect(x: 24, y: y, width: inputSpan, height: 22)
            row.action.frame = CGRect(x: 24 + inputWidth, y: y, width: bounds.width - 48 - inputWidth, height: 22)
        }
    }
}
