import Foundation
import Views
import PlaygroundHost

/// A named slider with its value: linear or logarithmic over a range.
final class LabeledSlider: View {
    private let name: Label
    private let valueLabel = Label(text: "", font: .systemFont(ofSize: 13, weight: .semibold), color: .white)
    private let slider = OverlaySlider()
    let range: ClosedRange<Double>
    let logarithmic: Bool
    private let format: String
    /// Called as the user moves it.
    var onChange: ((Double) -> Void)?

    init(_ title: String, range: ClosedRange<Double>, logarithmic: Bool = false, format: String = "%.2f") {
        name = Label(text: title, font: .systemFont(ofSize: 13), color: Color(white: 0.7))
        self.range = range
        self.logarithmic = logarithmic
        self.format = format
        super.init()
        valueLabel.textAlignment = .right
        for v in [name, valueLabel, slider] as [View] { addSubview(v) }
        slider.onChange = { [weak self] fraction in
            guard let self else { return }
            let v = value(at: fraction)
            showValue(v)
            onChange?(v)
        }
    }

    private func value(at fraction: Double) -> Double {
        logarithmic ? range.lowerBound * pow(range.upperBound / range.lowerBound, fraction)
            : range.lowerBound + (range.upperBound - range.lowerBound) * fraction
    }

    private func fraction(of value: Double) -> Double {
        let v = min(max(value, range.lowerBound), range.upperBound)
        return logarithmic ? log(v / range.lowerBound) / log(range.upperBound / range.lowerBound)
            : (v - range.lowerBound) / (range.upperBound - range.lowerBound)
    }

    private func showValue(_ v: Double) {
        valueLabel.text = String(format: format, v)
    }

    /// Sets the slider to `value` (no callback).
    func set(_ value: Double) {
        slider.setValue(fraction(of: value))
        showValue(value)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        name.frame = CGRect(x: 0, y: 0, width: bounds.width - 80, height: 18)
        valueLabel.frame = CGRect(x: bounds.width - 80, y: 0, width: 80, height: 18)
        slider.frame = CGRect(x: -8, y: 18, width: bounds.width + 16, height: 26)
    }
}
