import Foundation
import PlaygroundHost
import Rendering
import Views

/// The pictures of `playground compare`: A and B on the same virtual clock, side by side (A above B in a
/// strip, A left of B in a clip) or B ghosted at 40 % over A, under a title naming both.
///
/// ```swift
/// let strip = try ComparePictures(a: "spring (bouncy)", b: "spring (smooth)", frameSize: (800, 600), overlay: false)
/// let png = try strip.strip(a: framesA, b: framesB, frameNumbers: [0, 12, 24], framesPerSecond: 60)
/// ```
@MainActor
struct ComparePictures {
    /// B's opacity over A with `--overlay`.
    static let ghostAlpha = 0.4
    static let background = Color(hex: 0x121418)
    let a: String, b: String
    let frameWidth: Int, frameHeight: Int
    let overlay: Bool
    /// A line under the title (the divergence found).
    var subtitle = ""

    // MARK: Strip

    /// Cell width of a sampled frame in a strip, points.
    static let cellWidth: CGFloat = 240
    private var cellHeight: CGFloat { (ComparePictures.cellWidth * CGFloat(frameHeight) / CGFloat(max(frameWidth, 1))).rounded() }
    private static let labelWidth: CGFloat = 150, margin: CGFloat = 16, header: CGFloat = 84, gap: CGFloat = 10

    /// A strip of `frameNumbers` (a frame of A and of B each).
    func strip(a framesA: [Framebuffer], b framesB: [Framebuffer], frameNumbers: [Int], framesPerSecond: Double) throws -> Framebuffer {
        let m = ComparePictures.margin, gap = ComparePictures.gap, cw = ComparePictures.cellWidth
        let rows = overlay ? 1 : 2
        let width = m * 2 + ComparePictures.labelWidth + CGFloat(frameNumbers.count) * (cw + gap) - gap
        let height = ComparePictures.header + CGFloat(rows) * (cellHeight + gap) - gap + m
        let canvas = try renderLabels(size: CGSize(width: width, height: height)) { root in
            for (i, frame) in frameNumbers.enumerated() {
                let x = m + ComparePictures.labelWidth + CGFloat(i) * (cw + gap)
                let label = ComparePictures.label(String(format: "frame %d · %.2f s", frame, Double(frame) / framesPerSecond),
                                                  size: 12, color: Color(white: 0.7))
                label.textAlignment = .center
                label.frame = CGRect(x: x, y: ComparePictures.header - 24, width: cw, height: 18)
                root.addSubview(label)
                for row in 0..<rows {
                    let cell = CGRect(x: x, y: ComparePictures.header + CGFloat(row) * (cellHeight + gap), width: cw,
                                      height: cellHeight)
                    root.addSubview(ComparePictures.outline(cell))
                }
            }
            let names: [(String, Color, CGFloat)] = overlay
                ? [("A  \(a)", .white, 0), ("B  \(b)", ComparePictures.bColor, 20), ("    ghosted at 40 %", ComparePictures.bColor, 38)]
                : [("A  \(a)", .white, 0), ("B  \(b)", ComparePictures.bColor, cellHeight + gap)]
            for (text, color, y) in names {
                let label = ComparePictures.label(text, size: 13, color: color)
                label.frame = CGRect(x: m, y: ComparePictures.header + y + 4, width: ComparePictures.labelWidth - 8, height: 18)
                root.addSubview(label)
            }
        }
        for i in frameNumbers.indices {
            let x = m + ComparePictures.labelWidth + CGFloat(i) * (cw + gap)
            let top = CGRect(x: x, y: ComparePictures.header, width: cw, height: cellHeight)
            canvas.draw(framesA[i], in: top)
            if overlay {
                canvas.draw(framesB[i], in: top, alpha: ComparePictures.ghostAlpha)
            } else {
                canvas.draw(framesB[i], in: top.offsetBy(dx: 0, dy: cellHeight + gap))
            }
        }
        return canvas
    }

    // MARK: Clip

    /// The size of a clip's frame, pixels (even, as H.264 wants).
    var clipSize: (width: Int, height: Int) {
        let w = overlay ? frameWidth + 32 : frameWidth * 2 + 48
        let h = frameHeight + 64
        return (w + w % 2, h + h % 2)
    }

    /// The clip's frame without the scenes: its title and the names of A and B.
    func clipBackground() throws -> Framebuffer {
        let size = clipSize
        return try renderLabels(size: CGSize(width: size.width, height: size.height), title: false) { root in
            let names: [(String, CGFloat, Color)] = overlay
                ? [("A  \(a) · B  \(b) at 40 %", 16, .white)]
                : [("A  \(a)", 16, .white), ("B  \(b)", CGFloat(frameWidth) + 32, ComparePictures.bColor)]
            for (text, x, color) in names {
                let label = ComparePictures.label(text, size: 15, color: color)
                label.frame = CGRect(x: x, y: 14, width: CGFloat(frameWidth), height: 22)
                root.addSubview(label)
                root.addSubview(ComparePictures.outline(CGRect(x: x, y: 48, width: CGFloat(frameWidth),
                                                               height: CGFloat(frameHeight))))
            }
        }
    }

    /// One frame of the clip: `background` with A and B drawn in.
    func clipFrame(background: Framebuffer, a frameA: Framebuffer, b frameB: Framebuffer, into out: Framebuffer) {
        out.copyPixels(from: background)
        let first = CGRect(x: 16, y: 48, width: frameWidth, height: frameHeight)
        out.draw(frameA, in: first)
        if overlay {
            out.draw(frameB, in: first, alpha: ComparePictures.ghostAlpha)
        } else {
            out.draw(frameB, in: first.offsetBy(dx: CGFloat(frameWidth) + 16, dy: 0))
        }
    }

    // MARK: Drawing

    static let bColor = Color(red: 1, green: 0.62, blue: 0.2, alpha: 1)

    private func renderLabels(size: CGSize, title: Bool = true, build: (View) -> Void) throws -> Framebuffer {
        let world = World(clock: VirtualClock())
        return try world.run { () throws -> Framebuffer in
            let root = View(frame: CGRect(origin: .zero, size: size))
            root.backgroundColor = ComparePictures.background
            if title {
                let heading = ComparePictures.label("A/B compare · A \(a) · B \(b)", size: 16, color: .white)
                heading.frame = CGRect(x: ComparePictures.margin, y: 12, width: size.width - 32, height: 22)
                root.addSubview(heading)
                let line = ComparePictures.label(subtitle, size: 13, color: Color(white: 0.75))
                line.frame = CGRect(x: ComparePictures.margin, y: 36, width: size.width - 32, height: 18)
                root.addSubview(line)
            }
            build(root)
            return try ViewRenderer.render(root, background: ComparePictures.background)
        }
    }

    /// A faint frame just outside `rect`, so a scene's dark background still reads as a cell.
    private static func outline(_ rect: CGRect) -> View {
        let view = View(frame: rect.insetBy(dx: -1, dy: -1))
        view.borderWidth = 1
        view.borderColor = Color(white: 1, alpha: 0.22)
        return view
    }

    private static func label(_ text: String, size: CGFloat, color: Color) -> Label {
        Label(text: text, font: .systemFont(ofSize: size, weight: .medium), color: color)
    }
}
