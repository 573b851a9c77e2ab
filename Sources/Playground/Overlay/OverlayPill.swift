import Foundation
import Views
import PlaygroundHost

/// A rounded label over the scene: the recording badge, a notice.
final class OverlayPill: View {
    enum Corner {
        /// Top right, `trailing` points from the window's right edge (beside the rate badge when it shows).
        case topRight(trailing: CGFloat)
        /// Top centre: above the scene's own caption and hint lines, which demos keep at the bottom.
        case top
        case bottom
    }
    private let label = Label(text: "", font: .systemFont(ofSize: 14, weight: .semibold), color: .white)

    init(color: Color) {
        super.init()
        backgroundColor = color
        cornerRadius = 13
        label.textAlignment = .center
        addSubview(label)
        isUserInteractionEnabled = false
    }

    var text: String {
        get { label.text ?? "" }
        set { if label.text != newValue { label.text = newValue } }
    }

    func layOut(in size: CGSize, corner: Corner) {
        let width = min(max(label.intrinsicContentSize.width + 28, 64), max(size.width - 28, 64))
        switch corner {
        case .topRight(let trailing): frame = CGRect(x: size.width - trailing - width, y: 14, width: width, height: 26)
        case .top: frame = CGRect(x: ((size.width - width) / 2).rounded(), y: 8, width: width, height: 26)
        case .bottom: frame = CGRect(x: (size.width - width) / 2, y: size.height - 26 - 18, width: width, height: 26)
        }
        label.frame = bounds
    }
}
