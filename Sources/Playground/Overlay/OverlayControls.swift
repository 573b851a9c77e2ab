import Foundation
import Views
import PlaygroundHost

/// A small button of the overlay's panels: a rounded label that highlights while pressed and calls `action`
/// when released over it.
final class OverlayButton: View {
    private let label: Label
    var action: (() -> Void)?
    private let normal = Color(white: 1, alpha: 0.12), pressed = Color(white: 1, alpha: 0.28)

    init(_ title: String, action: (() -> Void)? = nil) {
        label = Label(text: title, font: .systemFont(ofSize: 13, weight: .semibold), color: .white)
        self.action = action
        super.init()
        backgroundColor = normal
        cornerRadius = 8
        label.textAlignment = .center
        addSubview(label)
    }

    var title: String {
        get { label.text ?? "" }
        set { label.text = newValue }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { backgroundColor = pressed }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { backgroundColor = normal }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        backgroundColor = normal
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        action?()
    }
}

/// A horizontal slider of the overlay: drag the knob (or click the track) to set `value` in 0…1.
final class OverlaySlider: View {
    private let track = View()
    private let fill = View()
    private let knob = View()
    /// 0…1.
    private(set) var value: Double = 0
    /// Called as the user moves it (not when set in code).
    var onChange: ((Double) -> Void)?

    override init() {
        super.init()
        track.backgroundColor = Color(white: 1, alpha: 0.18)
        track.cornerRadius = 2
        fill.backgroundColor = Color(red: 0.35, green: 0.75, blue: 1, alpha: 1)
        fill.cornerRadius = 2
        knob.backgroundColor = .white
        knob.cornerRadius = 8
        for v in [track, fill, knob] { v.isUserInteractionEnabled = false; addSubview(v) }
    }

    func setValue(_ v: Double) {
        let clamped = v.isFinite ? min(max(v, 0), 1) : 0
        guard clamped != value else { return }
        value = clamped
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width - 16
        track.frame = CGRect(x: 8, y: bounds.midY - 2, width: max(w, 0), height: 4)
        fill.frame = CGRect(x: 8, y: bounds.midY - 2, width: max(w * CGFloat(value), 0), height: 4)
        knob.frame = CGRect(x: 8 + w * CGFloat(value) - 8, y: bounds.midY - 8, width: 16, height: 16)
    }

    private func follow(_ touches: Set<Touch>) {
        guard let touch = touches.first else { return }
        let x = touch.location(in: self).x
        setValue(Double((x - 8) / max(bounds.width - 16, 1)))
        onChange?(value)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { follow(touches) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { follow(touches) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { follow(touches) }
}
