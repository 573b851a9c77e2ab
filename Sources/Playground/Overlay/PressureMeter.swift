import Foundation
import Views
import PlaygroundHost

/// The host's pressure gauge: a small dark panel beside the pointer with a vertical track that fills with the
/// current pressure, and two marks — "Peek" (where the preview transition ends) and "Commit" (where it pops).
/// It shows while the wheel (or a held press) presses on a preview interaction, and fades out shortly after
/// the pressure is back to nothing.
///
/// ```swift
/// meter.update(pressure: 0.5, marks: (peek: 0.75, commit: 1), pointer: p, in: size, at: now)
/// ```
final class PressureMeter: View {
    /// The panel's size (points).
    static let size = CGSize(width: 92, height: 104)
    /// Seconds the empty gauge stays after the pressure went to nothing, then seconds it takes to fade out.
    static let linger: TimeInterval = 0.25
    static let fade: TimeInterval = 0.3
    /// Points between the pointer and the panel's near edge.
    static let distance: CGFloat = 56

    /// The pressure shown, 0…1.
    private(set) var pressure: CGFloat = 0
    /// The thresholds marked.
    private(set) var marks: (peek: CGFloat, commit: CGFloat) = (0.75, 1)
    /// When the pressure last went to nothing (nil while there is some).
    private var emptySince: TimeInterval?

    override init() {
        super.init()
        isUserInteractionEnabled = false
        isHidden = true
    }

    /// Whether the gauge is fading out (it needs frames without input).
    var isFading: Bool { !isHidden && emptySince != nil }

    /// Brings the gauge up to date: `pressure` on an interaction with `marks` (nil when the pressure acts on no
    /// preview interaction), placed beside `pointer` within a window of `size`, at overlay time `now`.
    func update(pressure newPressure: CGFloat, marks newMarks: (peek: CGFloat, commit: CGFloat)?, pointer: CGPoint,
                in size: CGSize, at now: TimeInterval) {
        if newPressure > 0, let newMarks {
            emptySince = nil
            if isHidden { isHidden = false }
            if alpha != 1 { alpha = 1 }
            if newMarks != marks { marks = newMarks; setNeedsDisplay() }
            if newPressure != pressure { pressure = newPressure; setNeedsDisplay() }
            place(beside: pointer, in: size)
            return
        }
        guard !isHidden else { return }
        if pressure != 0 { pressure = 0; setNeedsDisplay() }
        let since = emptySince ?? now
        emptySince = since
        let fading = (now - since - PressureMeter.linger) / PressureMeter.fade
        let newAlpha = CGFloat(min(max(1 - fading, 0), 1))
        if newAlpha <= 0 {
            isHidden = true
            emptySince = nil
        } else if newAlpha != alpha {
            alpha = newAlpha
        }
    }

    /// To the right of the pointer (left when there is no room), centred on it vertically, inside the window.
    private func place(beside pointer: CGPoint, in size: CGSize) {
        let s = PressureMeter.size
        // Clear of what a preview grows under the pointer (an icon at 1.5×).
        var x = pointer.x + PressureMeter.distance
        if x + s.width > size.width - 6 { x = pointer.x - PressureMeter.distance - s.width }
        let y = min(max(pointer.y - s.height / 2, 6), max(size.height - s.height - 6, 6))
        let origin = CGPoint(x: max(x, 6).rounded(), y: y.rounded())
        if frame.origin != origin || frame.size != s { frame = CGRect(origin: origin, size: s) }
    }

    override func draw(_ rect: CGRect) {
        guard let context = GraphicsGetCurrentContext() else { return }
        context.setFillColor(Color(white: 0.08, alpha: 0.82))
        context.beginPath()
        context.addRoundedRect(rect, cornerRadius: 12)
        context.fillPath()

        let track = CGRect(x: 14, y: 18, width: 8, height: rect.height - 30)
        context.setFillColor(Color(white: 1, alpha: 0.16))
        context.beginPath()
        context.addRoundedRect(track, cornerRadius: 4)
        context.fillPath()

        let level = min(max(pressure, 0), 1)
        if level > 0 {
            let height = max(track.height * level, 8)
            let fill = level >= marks.commit - 1e-9 ? Color.systemGreen
                : level >= marks.peek - 1e-9 ? Color(hex: 0x0A84FF) : Color(white: 0.95)
            context.setFillColor(fill)
            context.beginPath()
            context.addRoundedRect(CGRect(x: track.minX, y: track.maxY - height, width: track.width, height: height),
                                   cornerRadius: 4)
            context.fillPath()
        }

        drawMark(at: marks.peek, named: "Peek", level: level, track: track, in: rect, on: context)
        drawMark(at: marks.commit, named: "Commit", level: level, track: track, in: rect, on: context)
    }

    /// A threshold's tick across the track and its name beside it (bright once the level reached it).
    private func drawMark(at value: CGFloat, named name: String, level: CGFloat, track: CGRect, in rect: CGRect,
                          on context: GraphicsContext) {
        let y = (track.maxY - track.height * min(max(value, 0), 1)).rounded()
        let reached = level >= value - 1e-9
        context.setFillColor(Color(white: 1, alpha: 0.9))
        context.fill(CGRect(x: track.minX - 4, y: y - 1, width: track.width + 8, height: 2))
        let color = reached ? Color.white : Color(white: 1, alpha: 0.6)
        let font = Font.systemFont(ofSize: 12, weight: reached ? .semibold : .regular)
        context.drawText(name, in: CGRect(x: track.maxX + 10, y: y - 9, width: rect.width - track.maxX - 12, height: 18),
                         font: font, color: color, alignment: .left, numberOfLines: 1)
    }
}
