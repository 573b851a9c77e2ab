import Views

/// One example of the layers scene: a rounded card with a title under what it shows.
///
/// ```swift
/// let tile = LayerTile(title: "Pulse", frame: CGRect(x: 12, y: 60, width: 169, height: 130))
/// tile.stage.layer.addSublayer(dot)    // the example lives in the stage, above the title
/// ```
final class LayerTile: View {
    /// Where the example goes: the card above the title line.
    let stage = View()
    let titleLabel: Label

    init(title: String, frame: CGRect) {
        titleLabel = Label(text: title, font: .systemFont(ofSize: 13, weight: .semibold), color: Color(hex: 0x3A3F4A))
        super.init(frame: frame)
        backgroundColor = .white
        cornerRadius = 14
        stage.frame = CGRect(x: 0, y: 0, width: frame.width, height: frame.height - 26)
        titleLabel.textAlignment = .center
        titleLabel.frame = CGRect(x: 6, y: frame.height - 26, width: frame.width - 12, height: 20)
        addSubview(stage)
        addSubview(titleLabel)
    }

    /// The centre of the stage, in the stage's coordinates.
    var stageCenter: CGPoint { CGPoint(x: stage.bounds.midX, y: stage.bounds.midY) }
}

/// Draws the curve the path example's layer flies along (a dashed stroke).
final class PathGuideView: View {
    var path: CGPath? { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        guard let path else { return }
        let bezier = BezierPath(cgPath: path)
        bezier.lineWidth = 1.5
        bezier.setLineDash([5, 4], count: 2, phase: 0)
        Color(hex: 0xB8BDC8).setStroke()
        bezier.stroke()
    }
}
