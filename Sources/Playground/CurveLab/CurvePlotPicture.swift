import Foundation
import Rendering
import Views
import PlaygroundHost

/// `playground curve … --png FILE`: a curve's plot as a picture.
@MainActor
enum CurvePlotPicture {
    /// Draws `curve` (progress over its seconds; `settling` marked) into a 640 × 400 PNG at `path`, written
    /// whole or not at all.
    static func write(_ curve: any ProgressCurve, settling: TimeInterval?, to path: String) throws {
        let world = World(clock: VirtualClock())
        let frame = try world.run { () throws -> Framebuffer in
            let root = View(frame: CGRect(x: 0, y: 0, width: 640, height: 400))
            root.backgroundColor = Color(hex: 0x121418)
            let plot = CurvePlotView(frame: CGRect(x: 16, y: 40, width: 608, height: 344))
            plot.inset = 16
            plot.backgroundColor = Color(white: 1, alpha: 0.04)
            plot.cornerRadius = 10
            if let settling { plot.timeSpan = settling * 1.25 }
            plot.curve = curve
            plot.marker = settling
            let title = Label(text: settling.map { String(format: "progress over %.3f s · settles at the dashed line", $0) }
                              ?? String(format: "progress over %.3f s", curve.duration),
                              font: .systemFont(ofSize: 15, weight: .semibold), color: .white)
            title.frame = CGRect(x: 20, y: 10, width: 600, height: 22)
            root.addSubview(plot)
            root.addSubview(title)
            return try ViewRenderer.render(root, background: Color(hex: 0x121418))
        }
        try PNGOutput.write(frame, to: path)
    }
}
