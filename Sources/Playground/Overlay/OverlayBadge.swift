import Foundation
import Views
import PlaygroundHost

/// The pill in the top-right corner that shows the playback rate while it is not 100 % (or time is paused).
final class OverlayBadge: View {
    private let label = Label(text: "", font: .systemFont(ofSize: 14, weight: .semibold), color: .white)

    override init() {
        super.init()
        backgroundColor = Color(red: 0.95, green: 0.45, blue: 0.1, alpha: 0.92)
        cornerRadius = 13
        label.textAlignment = .center
        addSubview(label)
        isUserInteractionEnabled = false
    }

    func show(_ control: TimeControl) {
        isHidden = !control.isActive
        let text = control.isPaused ? control.label : "▶ " + control.label
        if label.text != text { label.text = text }
    }

    func layOut(in size: CGSize) {
        let width = max(label.intrinsicContentSize.width + 28, 64)
        frame = CGRect(x: size.width - width - 14, y: 14, width: width, height: 26)
        label.frame = bounds
    }
}
