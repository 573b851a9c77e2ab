import CCairo
import Foundation
import Testing
import TestSupport
@testable import Rendering
import Views

/// The premultiplied pixels of a text raster.
private func pixels(of raster: TextRaster) -> [[ARGB]] {
    cairo_surface_flush(raster.surface)
    let data = cairo_image_surface_get_data(raster.surface)!
    let stride = Int(cairo_image_surface_get_stride(raster.surface))
    return (0..<raster.height).map { y in
        (0..<raster.width).map { x in
            ARGB(UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self))
        }
    }
}

/// The sum of the alpha over a raster: how much ink it holds.
private func ink(_ raster: TextRaster) -> Int { pixels(of: raster).joined().reduce(0) { $0 + $1.a } }

extension RenderingSuite {
    @Suite struct TextRendererTests {
        let text: TextRenderer

        init() throws { text = try TextRenderer() }

        @Test func widthGrowsWithTextLength() {
            let font = Font.systemFont(ofSize: 17)
            let sizes = ["i", "in", "ink", "inks and pens", "inks and pens and paper"].map { text.size(of: $0, font: font) }
            for (a, b) in zip(sizes, sizes.dropFirst()) { #expect(b.width > a.width, "\(b.width) ≤ \(a.width)") }
            // One line: the height does not grow with the length and is about 1.2 em.
            #expect(Set(sizes.map(\.height)).count == 1)
            #expect(sizes[0].height >= 17 && sizes[0].height <= 26, "line height \(sizes[0].height)")
            #expect(text.size(of: "", font: font) == .zero)
        }

        @Test func widthGrowsWithFontSize() {
            let small = text.size(of: "Hello", font: .systemFont(ofSize: 12))
            let large = text.size(of: "Hello", font: .systemFont(ofSize: 24))
            #expect(abs(large.width / small.width - 2) < 0.2, "\(small.width) → \(large.width)")
        }

        @Test func boldIsAtLeastAsWideAndInkier() throws {
            let regular = text.size(of: "Bold words", font: .systemFont(ofSize: 20))
            let bold = text.size(of: "Bold words", font: .boldSystemFont(ofSize: 20))
            #expect(bold.width >= regular.width)
            let r = try #require(text.render("Bold words", font: .systemFont(ofSize: 20), color: .black, scale: 1,
                                             wrapWidth: nil, maxWidth: nil, alignment: .left))
            let b = try #require(text.render("Bold words", font: .boldSystemFont(ofSize: 20), color: .black, scale: 1,
                                             wrapWidth: nil, maxWidth: nil, alignment: .left))
            #expect(ink(b) > ink(r) * 11 / 10, "bold ink \(ink(b)) vs regular \(ink(r))")
        }

        @Test func wrappedTextIsTallerThanOneLine() throws {
            let string = "The quick brown fox jumps over the lazy dog again and again"
            let font = Font.systemFont(ofSize: 17)
            let line = try #require(text.render(string, font: font, color: .black, scale: 1, wrapWidth: nil,
                                                maxWidth: nil, alignment: .left))
            let wrapped = try #require(text.render(string, font: font, color: .black, scale: 1, wrapWidth: 120,
                                                   maxWidth: nil, alignment: .left))
            #expect(wrapped.height >= 3 * line.height - 2, "wrapped \(wrapped.height) vs one line \(line.height)")
            #expect(wrapped.width <= 120)
            #expect(line.width > 300)
        }

        @Test func wrappedTextKeepsToItsNumberOfLinesEndingInAnEllipsis() throws {
            let string = "The quick brown fox jumps over the lazy dog again and again"
            let font = Font.systemFont(ofSize: 17)
            let all = try #require(text.render(string, font: font, color: .black, scale: 1, wrapWidth: 120,
                                               maxWidth: nil, alignment: .left))
            let two = try #require(text.render(string, font: font, color: .black, scale: 1, wrapWidth: 120,
                                               maxWidth: nil, maxLines: 2, alignment: .left))
            let line = try #require(text.render("The", font: font, color: .black, scale: 1, wrapWidth: nil,
                                                maxWidth: nil, alignment: .left))
            #expect(all.height >= 3 * line.height - 2)
            #expect(two.height >= 2 * line.height - 2 && two.height < 3 * line.height - 2,
                    "two lines: \(two.height) for a line of \(line.height)")
            #expect(two.width <= 120)
            let short = try #require(text.render("Short", font: font, color: .black, scale: 1, wrapWidth: 120,
                                                 maxWidth: nil, maxLines: 2, alignment: .left))
            #expect(short.height == line.height, "text that fits is left alone")
        }

        @Test func longTextIsTruncatedToTheMaximumWidth() throws {
            let raster = try #require(text.render("A sentence far too long for its label", font: .systemFont(ofSize: 17),
                                                  color: .black, scale: 1, wrapWidth: nil, maxWidth: 80,
                                                  alignment: .left))
            #expect(raster.width <= 80)
            #expect(raster.width >= 60, "truncation keeps as much as fits (\(raster.width))")
        }

        /// The face's "…" is the CJK one, centred on the line: after Latin text it is set as three full stops on
        /// the baseline (as "...": the same pixels), after Chinese it stays; truncation picks the same way.
        @Test func anEllipsisSitsOnTheBaselineAfterLatinTextAndCentredAfterChinese() throws {
            func raster(_ s: String, maxWidth: Int? = nil) throws -> [[ARGB]] {
                pixels(of: try #require(text.render(s, font: .systemFont(ofSize: 17), color: .black, scale: 1,
                                                    wrapWidth: nil, maxWidth: maxWidth, alignment: .left)))
            }
            #expect(try raster("Type to search…") == raster("Type to search..."))
            #expect(text.size(of: "Wait…", font: .systemFont(ofSize: 17)) == text.size(of: "Wait...", font: .systemFont(ofSize: 17)))
            #expect(try raster("稍后再读…") != raster("稍后再读..."), "after Chinese the centred ellipsis stays")
            #expect(TextRenderer.displayed("稍后……") == "稍后……", "both of a Chinese double ellipsis")
            #expect(TextRenderer.displayed("Wait…") == "Wait...")
            // Truncated Latin ends in full stops on the baseline: the bottom rows of the last 12 pixels hold ink.
            let cut = try raster("Scrub, reverse and continue any animation", maxWidth: 120)
            let baselineInk = cut[(cut.count * 2 / 3)..<cut.count].map { row in row.suffix(12).reduce(0) { $0 + $1.a } }.reduce(0, +)
            let middleInk = cut[(cut.count / 3)..<(cut.count / 2)].map { row in row.suffix(12).reduce(0) { $0 + $1.a } }.reduce(0, +)
            #expect(baselineInk > 0 && middleInk == 0, "dots on the baseline (\(baselineInk)), none mid-line (\(middleInk))")
        }

        @Test func scaleRendersMorePixels() throws {
            let one = try #require(text.render("Scale", font: .systemFont(ofSize: 17), color: .black, scale: 1,
                                               wrapWidth: nil, maxWidth: nil, alignment: .left))
            let two = try #require(text.render("Scale", font: .systemFont(ofSize: 17), color: .black, scale: 2,
                                               wrapWidth: nil, maxWidth: nil, alignment: .left))
            #expect(abs(Double(two.width) / Double(one.width) - 2) < 0.15)
            #expect(abs(Double(two.height) / Double(one.height) - 2) < 0.15)
        }

        @Test func glyphsArePremultipliedInTheTextColour() throws {
            let color = Color(red: 1, green: 0.5, blue: 0)
            let raster = try #require(text.render("Premultiplied", font: .systemFont(ofSize: 24), color: color,
                                                  scale: 1, wrapWidth: nil, maxWidth: nil, alignment: .left))
            let all = Array(pixels(of: raster).joined())
            let opaque = all.filter { $0.a == 255 }
            let partial = all.filter { $0.a > 0 && $0.a < 255 }
            #expect(opaque.count > 20 && partial.count > 20, "\(opaque.count) opaque, \(partial.count) edge pixels")
            #expect(opaque.allSatisfy { $0 == ARGB(r: 255, g: 128, b: 0) })
            // Edge pixels carry colour × coverage (straight alpha would leave red at 255 with alpha below it).
            #expect(partial.allSatisfy { $0.r == $0.a && abs($0.g - ($0.a * 128 + 127) / 255) <= 1 && $0.b == 0 })
            #expect(all.filter { $0.a == 0 }.allSatisfy { $0 == ARGB(a: 0, r: 0, g: 0, b: 0) })
        }

        @Test func translucentTextColourScalesAlpha() throws {
            let raster = try #require(text.render("Half", font: .systemFont(ofSize: 24), color: Color(white: 1, alpha: 0.5),
                                                  scale: 1, wrapWidth: nil, maxWidth: nil, alignment: .left))
            let all = Array(pixels(of: raster).joined())
            #expect(all.map(\.a).max() == 128)
            #expect(all.allSatisfy { $0.r == $0.a && $0.g == $0.a && $0.b == $0.a })
        }

        @Test func cjkTextHasGlyphs() throws {
            let font = Font.systemFont(ofSize: 20)
            let size = text.size(of: "你好世界", font: font)
            #expect(abs(size.width - 80) <= 6, "four ideographs are about 4 em wide (\(size.width))")
            let a = try #require(text.render("你好", font: font, color: .black, scale: 1, wrapWidth: nil, maxWidth: nil,
                                             alignment: .left))
            let b = try #require(text.render("世界", font: font, color: .black, scale: 1, wrapWidth: nil, maxWidth: nil,
                                             alignment: .left))
            #expect(ink(a) > 255 * 40 && ink(b) > 255 * 40)
            #expect(pixels(of: a) != pixels(of: b), "different ideographs draw different glyphs")
        }

        @Test func missingFontFileThrowsNamingThePath() {
            let path = "/nonexistent-\(UUID().uuidString)/font.ttf"
            #expect {
                _ = try TextRenderer(fontPath: path)
            } throws: { error in
                (error as? RenderingError) == .missingFile(path: path) && "\(error)".contains(path)
            }
        }

        /// A font path that is a FIFO, a directory or an empty file fails at once, naming the path (the font is
        /// mapped from a regular file only: opening a FIFO to read would wait for a writer).
        @Test func aFontPathThatIsNoRegularFileFailsAtOnce() throws {
            let dir = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let fifo = dir + "/font.ttc", empty = dir + "/empty.ttf"
            #expect(mkfifo(fifo, 0o600) == 0)
            #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
            for path in [fifo, dir, empty] {
                #expect {
                    _ = try TextRenderer(fontPath: path)
                } throws: { error in
                    guard let e = error as? RenderingError, case .font(let p, _) = e else { return false }
                    return p == path && e.description.contains(path)
                }
            }
        }

        @Test func unreadableFontFileThrowsNamingThePath() throws {
            let dir = try makeTemporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let path = dir + "/broken.ttf"
            try Data(repeating: 7, count: 512).write(to: URL(fileURLWithPath: path))
            #expect {
                _ = try TextRenderer(fontPath: path)
            } throws: { error in
                guard let e = error as? RenderingError, case .font(let p, _) = e else { return false }
                return p == path && e.description.contains(path)
            }
        }
    }
}
