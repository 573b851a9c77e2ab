import Foundation
import Views
import PlaygroundHost

/// One live animation in the inspector: kind and state, timing, what it animates, and its curve with a dot
/// at the current position.
final class InspectorAnimationRow: View {
    static let height: CGFloat = 78
    private let title = Label(text: "", font: .systemFont(ofSize: 13, weight: .semibold), color: .white)
    private let timing = Label(text: "", font: .systemFont(ofSize: 12), color: Color(white: 0.78))
    private let targets = Label(text: "", font: .systemFont(ofSize: 12), color: Color(white: 0.6))
    let plot = CurvePlotView()
    private(set) var shown: InspectedAnimation?
    var isSelected = false { didSet { updateBackground() } }
    var onSelect: (() -> Void)?

    override init() {
        super.init()
        cornerRadius = 10
        for v in [title, timing, targets] as [View] { addSubview(v) }
        plot.backgroundColor = Color(white: 0, alpha: 0.25)
        plot.cornerRadius = 6
        plot.inset = 5
        plot.isUserInteractionEnabled = false
        addSubview(plot)
        updateBackground()
    }

    private func updateBackground() {
        backgroundColor = isSelected ? Color(red: 0.2, green: 0.4, blue: 0.7, alpha: 0.55) : Color(white: 1, alpha: 0.06)
    }

    /// Shows `animation` (text is set only when it changed; the dot moves every frame).
    func show(_ animation: InspectedAnimation) {
        let same = shown?.id == animation.id
        shown = animation
        let header = "\(animation.kind.rawValue) · \(animation.state)"
        if title.text != header { title.text = header }
        var words = "\(swiftLiteral(animation.duration)) s · \(animation.timing)"
        if animation.delay > 0 { words += " · delay \(swiftLiteral(animation.delay)) s" }
        words += String(format: " · %.0f %%", animation.progress * 100)
        if timing.text != words { timing.text = words }
        var what = animation.targets.joined(separator: ", ")
        if !animation.layerTiming.isEmpty { what += " · layer " + animation.layerTiming.joined(separator: "; ") }
        if targets.text != what { targets.text = what.isEmpty ? "(nothing animated yet)" : what }
        if !same { plot.curve = animation.curves.x }
        plot.position = animation.time
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let plotWidth: CGFloat = 92
        let textWidth = bounds.width - plotWidth - 30
        title.frame = CGRect(x: 12, y: 8, width: textWidth, height: 18)
        timing.frame = CGRect(x: 12, y: 30, width: textWidth, height: 16)
        targets.frame = CGRect(x: 12, y: 50, width: textWidth, height: 16)
        plot.frame = CGRect(x: bounds.width - plotWidth - 10, y: 9, width: plotWidth, height: bounds.height - 18)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onSelect?()
    }
}
