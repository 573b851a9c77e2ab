import Foundation
import Testing
import TestSupport
@testable import Rendering
@testable import Views

extension RenderingSuite {
    /// Text layers (CATextLayer): the Label's glyphs, an animated font size, alignment, wrapping, truncation.
    @Suite struct TextLayerRenderingTests {
        /// The box of the pixels that are not white (x0, y0, x1, y1; exclusive ends), or nil.
        static func ink(_ fb: Framebuffer, in region: (Int, Int, Int, Int)? = nil) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
            let (rx0, ry0, rx1, ry1) = region ?? (0, 0, fb.width, fb.height)
            var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
            for y in ry0..<ry1 {
                for x in rx0..<rx1 where fb.argb(x, y).r < 200 {
                    x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
                }
            }
            return x1 < 0 ? nil : (x0, y0, x1, y1)
        }

        /// A text layer over white in a `w` × `h` root, configured by `body`, rendered at `scale`.
        func renderText(_ w: CGFloat = 300, _ h: CGFloat = 80, scale: Double = 1, frame: CGRect? = nil,
                        _ body: (TextLayer) -> Void) throws -> Framebuffer {
            let compositor = try Compositor()
            World.current.textMeasurer = compositor.text
            let root = makeRoot(w, h, color: .white)
            let t = TextLayer()
            t.frame = frame ?? CGRect(x: 10, y: 10, width: w - 20, height: h - 20)
            t.foregroundColor = Color.black.cgColor
            body(t)
            root.layer.addSublayer(t)
            return render(root, with: compositor, scale: scale)
        }

        /// The same string, face, size and colour as a Label and as a TextLayer, both left-aligned at x = 10:
        /// the same glyph pixels, at the same x.
        @Test(arguments: [1.0, 2.0]) func glyphsMatchTheLabelRenderer(scale: Double) throws {
            let text = "Slide to unlock 你好", font = Font.systemFont(ofSize: 22, weight: .semibold)
            let compositor = try Compositor()
            World.current.textMeasurer = compositor.text
            let labelRoot = makeRoot(300, 60, color: .white)
            let label = Label(text: text, font: font, color: Color(hex: 0x203040))
            label.frame = CGRect(x: 10, y: 10, width: 280, height: 40)
            labelRoot.addSubview(label)
            let a = render(labelRoot, with: compositor, scale: scale)
            let b = try renderText(300, 60, scale: scale, frame: CGRect(x: 10, y: 10, width: 280, height: 40)) {
                $0.string = text
                $0.font = font
                $0.fontSize = 22
                $0.foregroundColor = Color(hex: 0x203040).cgColor
            }
            let ia = try #require(Self.ink(a)), ib = try #require(Self.ink(b))
            #expect(ia.x0 == ib.x0 && ia.x1 - ia.x0 == ib.x1 - ib.x0 && ia.y1 - ia.y0 == ib.y1 - ib.y0, "\(ia) vs \(ib)")
            #expect(ib.y0 < ia.y0, "the text layer sets its text at the top, the label centres it")
            var worst = 0
            for y in 0..<(ia.y1 - ia.y0) {
                for x in 0..<(ia.x1 - ia.x0) {
                    let p = a.argb(ia.x0 + x, ia.y0 + y), q = b.argb(ib.x0 + x, ib.y0 + y)
                    worst = max(worst, abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b))
                }
            }
            #expect(worst <= 2, "glyph pixels differ by \(worst) levels")
        }

        @Test func anAnimatedFontSizeDrawsTheMidSize() throws {
            let compositor = try Compositor()
            World.current.textMeasurer = compositor.text
            let root = makeRoot(300, 100, color: .white)
            let t = TextLayer()
            t.frame = CGRect(x: 10, y: 0, width: 280, height: 100)
            t.string = "HH"
            t.fontSize = 20
            t.foregroundColor = Color.black.cgColor
            root.layer.addSublayer(t)
            let fb = Framebuffer(width: 300, height: 100, scale: 1)
            compositor.render(root, into: fb)
            let small = try #require(Self.ink(fb))
            let grow = BasicAnimation(keyPath: "fontSize")
            grow.fromValue = 20
            grow.toValue = 60
            grow.duration = 1
            t.add(grow, forKey: "grow")
            World.current.scheduler.advance(seconds: 0.5)
            #expect(abs(t.presentationValues.text.fontSize - 40) < 1)
            compositor.render(root, into: fb)
            let mid = try #require(Self.ink(fb))
            let ratio = Double(mid.y1 - mid.y0) / Double(small.y1 - small.y0)
            #expect(abs(ratio - t.presentationValues.text.fontSize / 20) < 0.15, "cap height ratio \(ratio)")
        }

        @Test func alignmentPlacesTheLineAcrossTheBounds() throws {
            // Bounds x 10…290.
            let left = try #require(Self.ink(try renderText { $0.string = "Hello"; $0.fontSize = 20 }))
            let center = try #require(Self.ink(try renderText { $0.string = "Hello"; $0.fontSize = 20; $0.alignmentMode = .center }))
            let right = try #require(Self.ink(try renderText { $0.string = "Hello"; $0.fontSize = 20; $0.alignmentMode = .right }))
            #expect(left.x0 >= 10 && left.x0 <= 13)
            #expect(abs((center.x0 - 10) - (290 - center.x1)) <= 3, "\(center)")
            #expect(right.x1 <= 290 && right.x1 >= 286, "\(right)")
            #expect(left.y0 == center.y0 && center.y0 == right.y0 && left.y0 < 20, "at the top of the bounds")
        }

        @Test func wrappingBreaksLinesAtTheWidth() throws {
            let words = "one two three four five six seven eight nine ten"
            let single = try #require(Self.ink(try renderText(200, 120) { $0.string = words; $0.fontSize = 16 }))
            let wrapped = try #require(Self.ink(try renderText(200, 120) { $0.string = words; $0.fontSize = 16; $0.isWrapped = true }))
            #expect(single.x1 == 190, "one line, clipped at the bounds: \(single)")
            #expect(wrapped.y1 - wrapped.y0 > 2 * (single.y1 - single.y0), "several lines: \(wrapped) vs \(single)")
            #expect(wrapped.x1 <= 190)
        }

        /// "H"s fill the line from cap height to baseline; "..." only sits on the baseline. So where the dots
        /// went shows in the top half of the line: the columns there with no ink.
        @Test(arguments: [TextLayerTruncationMode.start, .middle, .end])
        func truncationPutsTheEllipsisWhereAsked(mode: TextLayerTruncationMode) throws {
            let fb = try renderText(200, 60) { $0.string = String(repeating: "H", count: 40); $0.fontSize = 20; $0.truncationMode = mode }
            let box = try #require(Self.ink(fb))
            #expect(box.x1 <= 190 && box.x1 < 188, "fits the bounds, not clipped: \(box)")
            // The columns with ink in the upper half of the capitals.
            let y = box.y0 + (box.y1 - box.y0) / 4
            let tall = (box.x0..<box.x1).map { x in (box.y0...y).contains { fb.argb(x, $0).r < 200 } }
            let gap = tall.indices.filter { !tall[$0] }
            // The longest run of columns without tall ink is the ellipsis.
            var best = (start: 0, length: 0), run = (start: 0, length: 0)
            for (i, isTall) in tall.enumerated() {
                if isTall { run = (i + 1, 0) } else { run.length += 1; if run.length > best.length { best = run } }
            }
            #expect(best.length > 8, "an ellipsis: \(gap.count) short columns")
            let centre = Double(best.start) + Double(best.length) / 2, width = Double(tall.count)
            switch mode {
            case .start: #expect(centre < width * 0.15, "\(centre) of \(width)")
            case .middle: #expect(abs(centre - width / 2) < width * 0.1, "\(centre) of \(width)")
            default: #expect(centre > width * 0.85, "\(centre) of \(width)")
            }
        }
    }
}
