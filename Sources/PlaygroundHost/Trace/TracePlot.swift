import Foundation
import Rendering
import Views

/// A picture of where two traces differ: for each differing property (at most four), the expected and the
/// actual curve over frames, the first divergent frame marked, a legend and the values there.
///
/// ```swift
/// if let divergence = actual.firstDivergence(from: golden) {
///     try TracePlot.write(expected: golden, actual: actual, divergence: divergence, to: "card.trace-diff.png")
/// }
/// ```
@MainActor
public enum TracePlot {
    /// Panels drawn at most (the rest are named in the title).
    public static let maximumPanels = 4
    package static let width: CGFloat = 760
    package static let panelHeight: CGFloat = 170
    package static let expectedColor = Color(white: 0.92)
    package static let actualColor = Color(red: 1, green: 0.62, blue: 0.2, alpha: 1)

    /// Renders the plot; `labels` name the two sides in the legend (golden and this run by default).
    public static func render(expected: MotionTrace, actual: MotionTrace, divergence: TraceDivergence,
                              tolerance: TraceTolerance = TraceTolerance(),
                              labels: (String, String) = ("expected (golden)", "actual (this run)"),
                              valueNames: (String, String) = ("expected", "actual")) throws -> Framebuffer {
        let names = Array(divergence.differingTracks.prefix(maximumPanels))
        let height = 92 + CGFloat(max(names.count, 1)) * panelHeight
        let world = World(clock: VirtualClock())
        return try world.run { () throws -> Framebuffer in
            let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
            root.backgroundColor = Color(hex: 0x121418)
            let more = divergence.differingTracks.count - names.count
            let title = label(String(format: "Motion differs from frame %d (%.3f s)", divergence.frame, divergence.time)
                              + (more > 0 ? " · \(divergence.differingTracks.count) properties, \(names.count) shown" : ""),
                              size: 17, weight: .semibold, color: .white)
            title.frame = CGRect(x: 20, y: 14, width: width - 40, height: 24)
            root.addSubview(title)
            legend(labels, in: root)
            for (i, name) in names.enumerated() {
                panel(name, index: i, expected: expected, actual: actual, divergence: divergence,
                      tolerance: tolerance.tolerance(forTrack: name), valueNames: valueNames, in: root)
            }
            return try ViewRenderer.render(root, background: Color(hex: 0x121418))
        }
    }

    /// Renders the plot and writes it as a PNG at `path` (whole or not at all).
    public static func write(expected: MotionTrace, actual: MotionTrace, divergence: TraceDivergence, to path: String,
                             tolerance: TraceTolerance = TraceTolerance(),
                             labels: (String, String) = ("expected (golden)", "actual (this run)"),
                             valueNames: (String, String) = ("expected", "actual")) throws {
        try PNGOutput.write(render(expected: expected, actual: actual, divergence: divergence, tolerance: tolerance,
                                   labels: labels, valueNames: valueNames), to: path)
    }

    private static func legend(_ labels: (String, String), in root: View) {
        var x: CGFloat = 20
        for (text, color, dashed) in [(labels.0, expectedColor, true), (labels.1, actualColor, false)] {
            // The swatch is drawn as the curve is: dashed for the first side, solid for the second.
            for (offset, width) in dashed ? [(CGFloat(0), CGFloat(6)), (11, 6), (22, 4)] : [(0, 26)] {
                let swatch = View(frame: CGRect(x: x + offset, y: 52, width: width, height: 3))
                swatch.backgroundColor = color
                swatch.cornerRadius = 1.5
                root.addSubview(swatch)
            }
            let name = label(text, size: 13, weight: .medium, color: Color(white: 0.85))
            name.frame = CGRect(x: x + 30, y: 44, width: 220, height: 20)
            root.addSubview(name)
            x += 260
        }
        let marker = label("- - first difference", size: 13, weight: .medium, color: Color(red: 1, green: 0.42, blue: 0.36, alpha: 1))
        marker.frame = CGRect(x: x, y: 44, width: 200, height: 20)
        root.addSubview(marker)
    }

    private static func panel(_ name: String, index: Int, expected: MotionTrace, actual: MotionTrace,
                              divergence: TraceDivergence, tolerance: Double, valueNames: (String, String), in root: View) {
        let top = 80 + CGFloat(index) * panelHeight
        let e = expected.track(named: name)?.values ?? [], a = actual.track(named: name)?.values ?? []
        let firstDiff = firstDifferingFrame(e, a, tolerance: tolerance) ?? divergence.frame
        let card = View(frame: CGRect(x: 16, y: top, width: width - 32, height: panelHeight - 12))
        card.backgroundColor = Color(white: 1, alpha: 0.04)
        card.cornerRadius = 10
        root.addSubview(card)
        let heading = label(name, size: 14, weight: .semibold, color: .white)
        heading.frame = CGRect(x: 14, y: 8, width: card.bounds.width - 28, height: 20)
        card.addSubview(heading)
        let ev = firstDiff < e.count ? MotionTrace.number(e[firstDiff]) : "—"
        let av = firstDiff < a.count ? MotionTrace.number(a[firstDiff]) : "—"
        let detail = label("frame \(firstDiff): \(valueNames.0) \(ev), \(valueNames.1) \(av)", size: 12, weight: .regular,
                           color: Color(white: 0.7))
        detail.textAlignment = .right
        detail.frame = CGRect(x: 14, y: 9, width: card.bounds.width - 28, height: 18)
        card.addSubview(detail)
        let plot = TracePlotView(frame: CGRect(x: 70, y: 32, width: card.bounds.width - 84, height: card.bounds.height - 56))
        plot.series = [(e, expectedColor, [6, 5]), (a, actualColor, [])]
        plot.marker = firstDiff
        card.addSubview(plot)
        let r = plot.range
        for (text, y) in [(axisNumber(r.high, span: r.high - r.low), plot.frame.minY + plot.inset - 8),
                          (axisNumber(r.low, span: r.high - r.low), plot.frame.maxY - plot.inset - 8)] {
            let axis = label(text, size: 11, weight: .regular, color: Color(white: 0.6))
            axis.textAlignment = .right
            axis.frame = CGRect(x: 4, y: y, width: 60, height: 16)
            card.addSubview(axis)
        }
        let frames = max(e.count, a.count)
        for (text, x, alignment) in [("frame 0", plot.frame.minX + plot.inset - 2, TextAlignment.left),
                                     ("frame \(max(frames - 1, 0))", plot.frame.maxX - plot.inset - 118, TextAlignment.right)] {
            let axis = label(text, size: 11, weight: .regular, color: Color(white: 0.6))
            axis.textAlignment = alignment
            axis.frame = CGRect(x: x, y: plot.frame.maxY - 4, width: 120, height: 16)
            card.addSubview(axis)
        }
    }

    /// An axis value with as many decimals as the range needs (two more than its magnitude shows).
    private static func axisNumber(_ value: Double, span: Double) -> String {
        let decimals = max(0, min(5, 2 - Int(log10(max(span, 1e-9)).rounded(.down))))
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    private static func firstDifferingFrame(_ e: [Double], _ a: [Double], tolerance: Double) -> Int? {
        for frame in 0..<max(e.count, a.count) {
            guard frame < e.count, frame < a.count else { return frame }
            if !(abs(e[frame] - a[frame]) <= tolerance) && e[frame] != a[frame] { return frame }
        }
        return nil
    }

    private static func label(_ text: String, size: CGFloat, weight: Font.Weight, color: Color) -> Label {
        Label(text: text, font: .systemFont(ofSize: size, weight: weight), color: color)
    }
}
