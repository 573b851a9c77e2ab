import Foundation
import Views
import PlaygroundHost

/// The help panel (F1 or ?): the scene's gestures and keys, then the keys every scene has.
final class HelpPanel: View {
    /// The keys the host handles in every scene.
    static let hostItems: [HelpItem] = [
        HelpItem("Ctrl+Down / Ctrl+Up", "slower / faster: 100, 50, 25, 10 %"),
        HelpItem("Ctrl+Space", "pause / resume all animations"),
        HelpItem("Ctrl+Right", "step one frame (pauses first)"),
        HelpItem("Ctrl+0", "full speed again"),
        HelpItem("Ctrl+I", "the inspector: animations, timeline, views, gestures"),
        HelpItem("Ctrl+O", "onion skin: ghosts of the last frames, a motion path"),
        HelpItem("Ctrl+R / Ctrl+Shift+R", "record the scene to an MP4 / a GIF (again: stop)"),
        HelpItem("F1 or ?", "this help"),
        HelpItem("Esc", "back one level; on the launcher, twice within a second quits"),
        HelpItem("Ctrl+Q", "quit"),
    ]

    private let title = Label(text: "", font: .systemFont(ofSize: 20, weight: .bold), color: .white)
    /// The rows, scrolled (wheel or drag) when the window is too short for them all.
    private let list = ScrollView()
    private var rows: [(input: Label, action: Label)] = []
    private var shownScene: ObjectIdentifier?
    /// Each row's height at `measuredWidth` (measured once per scene and width, not every frame).
    private var heights: [CGFloat] = []
    private var measuredWidth: CGFloat = -1

    override init() {
        super.init()
        styleAsOverlayPanel(cornerRadius: 16)
        list.alwaysBounceVertical = false
        addSubview(title)
        addSubview(list)
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
            input.numberOfLines = 0
            let action = Label(text: item.action, font: .systemFont(ofSize: 14), color: Color(white: 0.75))
            action.numberOfLines = 0
            list.addSubview(input)
            list.addSubview(action)
            rows.append((input, action))
        }
        list.contentOffset = .zero
        measuredWidth = -1
        setNeedsLayout()
    }

    /// Sizes the panel to its rows (wrapped to its width), at most the window's height less a margin; the
    /// rows then scroll.
    func layOut(in size: CGSize) {
        let width = min(max(size.width - 40, 200), 640)
        if width != measuredWidth || heights.count != rows.count {
            heights = rowHeights(width: width)
            measuredWidth = width
        }
        let contentHeight = heights.reduce(0, +)
        let height = min(56 + contentHeight + 12, max(size.height - 40, 100))
        let frame = CGRect(x: ((size.width - width) / 2).rounded(), y: max(((size.height - height) / 2).rounded(), 20),
                           width: width, height: height)
        if frame != self.frame { self.frame = frame }
    }

    /// Scrolls the rows by wheel notches (away from you: toward the top), 40 pt a notch.
    func scroll(byNotches notches: CGFloat) {
        let maxY = max(list.contentSize.height - list.bounds.height, 0)
        list.contentOffset = CGPoint(x: 0, y: min(max(list.contentOffset.y - notches * 40, 0), maxY))
    }

    private var inputWidth: CGFloat { min(200, frame.width * 0.36) }
    /// The share of a column's width text is measured in (see `rowHeights`).
    static let wrapSlack: CGFloat = 0.94

    /// The height of each row at a panel `width`: its input and action wrapped to their columns.
    private func rowHeights(width: CGFloat) -> [CGFloat] {
        let inputWidth = min(200, width * 0.36)
        return rows.map { row in
            let wide = row.action.text?.isEmpty ?? true
            // Measured a little narrower than drawn: the window's hinted text at scale 1 is a few percent wider
            // than the measurement, and a line it wraps that the measurement did not ran into the next row.
            let inputHeight = row.input.textHeight(forWidth: (wide ? width - 48 : inputWidth - 10) * HelpPanel.wrapSlack)
            let actionHeight = row.action.textHeight(forWidth: (width - 48 - inputWidth) * HelpPanel.wrapSlack)
            return max(max(inputHeight, actionHeight) + 5, 22)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = CGRect(x: 24, y: 16, width: bounds.width - 48, height: 28)
        list.frame = CGRect(x: 0, y: 56, width: bounds.width, height: max(bounds.height - 56 - 8, 0))
        let inputWidth = self.inputWidth
        var y: CGFloat = 0
        if bounds.width != measuredWidth || heights.count != rows.count {
            heights = rowHeights(width: bounds.width)
            measuredWidth = bounds.width
        }
        for (row, height) in zip(rows, heights) {
            // A line without an action (a heading, a hint) runs across the panel.
            let wide = row.action.text?.isEmpty ?? true
            // Both columns centred on the row (a label centres its text in its frame): a one-line input beside
            // a two-line action sits between its lines, and where measuring and setting text differ by a
            // pixel the two stay on one line together.
            row.input.frame = CGRect(x: 24, y: y, width: wide ? bounds.width - 48 : inputWidth - 10, height: height)
            row.action.frame = CGRect(x: 24 + inputWidth, y: y, width: bounds.width - 48 - inputWidth, height: height)
            y += height
        }
        list.contentSize = CGSize(width: bounds.width, height: y + 4)
    }
}
