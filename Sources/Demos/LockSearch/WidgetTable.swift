import Views

/// The lock screen's list of widgets (seed 000's table view): cells stacked top to bottom with a gap, each
/// as tall as its height constraint says, so a changing widget height moves the cells below.
final class WidgetTable: View {
    static let gap: CGFloat = 12
    let cells: [View]

    init(cells: [View]) {
        self.cells = cells
        super.init()
        cells.forEach(addSubview)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var y: CGFloat = 0
        for cell in cells {
            let height = cell.frame.height
            cell.frame = CGRect(x: 12, y: y, width: bounds.width - 24, height: height)
            y += height + WidgetTable.gap
        }
    }
}

/// A plain widget with a title and a line of text.
final class TextWidget: View {
    private let background = VisualEffectView(effect: BlurEffect(style: .extraLight))
    private let title: Label
    private let body: Label

    init(title text: String, body line: String, height: CGFloat) {
        title = Label(text: text, font: .systemFont(ofSize: 13, weight: .semibold), color: Color(white: 0.25))
        body = Label(text: line, font: .systemFont(ofSize: 16), color: Color(white: 0.1))
        super.init(frame: CGRect(x: 0, y: 0, width: 351, height: height))
        cornerRadius = 16
        clipsToBounds = true
        background.isUserInteractionEnabled = false
        [background, title, body].forEach(addSubview)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        title.frame = CGRect(x: 16, y: 10, width: bounds.width - 32, height: 20)
        body.frame = CGRect(x: 16, y: 38, width: bounds.width - 32, height: 24)
    }
}
