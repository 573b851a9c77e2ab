import CCairo
import Foundation
import Testing
@testable import Rendering

extension RenderingSuite {
    /// The own scan converter against cairo itself: the same shapes filled by both, every pixel's coverage
    /// compared byte for byte.
    @Suite struct ScanConverterTests {
        /// A small deterministic generator (the shapes are the same in every run).
        struct Generator {
            var state: UInt64
            mutating func next() -> Double {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return Double(state >> 11) / Double(1 << 53)
            }
            mutating func range(_ a: Double, _ b: Double) -> Double { a + (b - a) * next() }
        }

        enum Shape { case rect, rounded(Double) }

        /// Cairo's coverage (the alpha of opaque white filled over transparent) and ours, for one shape.
        static func compare(_ shape: Shape, x: Double, y: Double, w: Double, h: Double, matrix m: FixedPath.Matrix,
                            size: Int = 320) throws -> (differing: Int, maxDelta: Int, drawn: Int, handled: Bool) {
            let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size)))
            defer { cairo_surface_destroy(surface) }
            let cr = try #require(cairo_create(surface))
            defer { cairo_destroy(cr) }
            var cm = cairo_matrix_t(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0)
            cairo_set_matrix(cr, &cm)
            switch shape {
            case .rect: cairo_rectangle(cr, x, y, w, h)
            case .rounded(let r):
                cairo_new_sub_path(cr)
                cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
                cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
                cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
                cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
                cairo_close_path(cr)
            }
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
            cairo_fill(cr)
            cairo_surface_flush(surface)
            let data = try #require(cairo_image_surface_get_data(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))

            let path = FixedPath()
            path.reset(matrix: m)
            switch shape {
            case .rect: path.appendRectangle(x: x, y: y, width: w, height: h)
            case .rounded(let r): path.appendRoundedRect(x: x, y: y, width: w, height: h, radius: r)
            }
            path.finish()
            guard path.isValid, !path.isRectilinear else { return (0, 0, 0, false) }
            let mask = UnsafeMutablePointer<UInt8>.allocate(capacity: size * size)
            defer { mask.deallocate() }
            ScanConverter().cover(path, box: PixelBox(x0: 0, y0: 0, x1: size, y1: size), into: mask, stride: size)
            var differing = 0, maxDelta = 0, drawn = 0
            for py in 0..<size {
                for px in 0..<size {
                    let theirs = Int(data[py * stride + px * 4 + 3]), ours = Int(mask[py * size + px])
                    if theirs > 0 { drawn += 1 }
                    if theirs != ours { differing += 1; maxDelta = max(maxDelta, abs(theirs - ours)) }
                }
            }
            return (differing, maxDelta, drawn, true)
        }

        /// Cairo's coverage of a shape crossing an integer clip box (cairo then cuts the polygon to the box) and
        /// ours, prepared as the compositor prepares it, inside the box.
        static func compareClipped(_ shape: Shape, x: Double, y: Double, w: Double, h: Double,
                                   matrix m: FixedPath.Matrix, clip: PixelBox, size: Int = 320) throws
            -> (differing: Int, maxDelta: Int, drawn: Int, cut: Bool) {
            let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size)))
            defer { cairo_surface_destroy(surface) }
            let cr = try #require(cairo_create(surface))
            defer { cairo_destroy(cr) }
            cairo_rectangle(cr, Double(clip.x0), Double(clip.y0), Double(clip.x1 - clip.x0), Double(clip.y1 - clip.y0))
            cairo_clip(cr)
            var cm = cairo_matrix_t(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0)
            cairo_set_matrix(cr, &cm)
            let fill = PolygonFill()
            let ready = fill.prepare(matrix: m, clip: clip) { path in
                switch shape {
                case .rect: path.appendRectangle(x: x, y: y, width: w, height: h)
                case .rounded(let r): path.appendRoundedRect(x: x, y: y, width: w, height: h, radius: r)
                }
            }
            // An axis-aligned rectangle is filled by cairo as boxes; a curve at the clip's edge is left to cairo.
            guard ready else { return (0, 0, 0, false) }
            let path = fill.path
            let cut = path.limit != nil
            switch shape {
            case .rect:
                cairo_rectangle(cr, x, y, w, h)
            case .rounded(let r):
                cairo_new_sub_path(cr)
                cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
                cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
                cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
                cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
                cairo_close_path(cr)
            }
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
            cairo_fill(cr)
            cairo_surface_flush(surface)
            let data = try #require(cairo_image_surface_get_data(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            let cw = clip.x1 - clip.x0, ch = clip.y1 - clip.y0
            let mask = UnsafeMutablePointer<UInt8>.allocate(capacity: cw * ch)
            defer { mask.deallocate() }
            ScanConverter().cover(path, box: clip, into: mask, stride: cw)
            var differing = 0, maxDelta = 0, drawn = 0
            for py in clip.y0..<clip.y1 {
                for px in clip.x0..<clip.x1 {
                    let theirs = Int(data[py * stride + px * 4 + 3]), ours = Int(mask[(py - clip.y0) * cw + px - clip.x0])
                    if theirs > 0 { drawn += 1 }
                    if theirs != ours { differing += 1; maxDelta = max(maxDelta, abs(theirs - ours)) }
                }
            }
            return (differing, maxDelta, drawn, cut)
        }

        @Test func shapesLargerThanTheClipAreCutAsCairoCutsThem() throws {
            var g = Generator(state: 11)
            var cutShapes = 0
            defer { #expect(cutShapes > 250) }
            for k in 0..<600 {
                let m = Self.randomMatrix(&g, turned: k % 2 == 0)
                let w = g.range(40, 90), h = g.range(40, 90)
                let radius = k % 3 == 0 ? min(w, h) / 2 : g.range(0.5, min(w, h) / 2)
                let cx = Int(g.range(100, 200)), cy = Int(g.range(100, 200))
                let clip = PixelBox(x0: cx - Int(g.range(5, 40)), y0: cy - Int(g.range(5, 40)),
                                    x1: cx + Int(g.range(5, 40)), y1: cy + Int(g.range(5, 40)))
                let shape: Shape = k % 5 == 4 ? .rect : .rounded(radius)
                let r = try Self.compareClipped(shape, x: -w / 2, y: -h / 2, w: w, h: h, matrix: m, clip: clip)
                if r.cut { cutShapes += 1 }
                #expect(r.differing == 0, """
                    \(r.differing) pixels differ by up to \(r.maxDelta) (matrix \(m), \(shape) \(w)×\(h), clip \(clip), \
                    cut \(r.cut))
                    """)
            }
        }

        /// Inside a rounded clip (a path clip to cairo, a zone to the fast path), away from its corners: cairo's
        /// coverage is still the shape's alone.
        @Test func shapesInsideARoundedClipAreCoveredAsCairoCoversThem() throws {
            var g = Generator(state: 23)
            for k in 0..<300 {
                let m = Self.randomMatrix(&g, turned: k % 2 == 0)
                let w = g.range(4, 30), h = g.range(4, 30), radius = g.range(0.5, min(w, h) / 2)
                let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 320, 320))
                defer { cairo_surface_destroy(surface) }
                let cr = try #require(cairo_create(surface))
                defer { cairo_destroy(cr) }
                // The clip: (10.5, 12.25)–(310.5, 308.75), corners of 48 — its extent rounded out is 10…311 × 12…309.
                cairo_new_sub_path(cr)
                let (cx, cy, cw, ch, cr0) = (10.5, 12.25, 300.0, 296.5, 48.0)
                cairo_arc(cr, cx + cw - cr0, cy + cr0, cr0, -Double.pi / 2, 0)
                cairo_arc(cr, cx + cw - cr0, cy + ch - cr0, cr0, 0, Double.pi / 2)
                cairo_arc(cr, cx + cr0, cy + ch - cr0, cr0, Double.pi / 2, Double.pi)
                cairo_arc(cr, cx + cr0, cy + cr0, cr0, Double.pi, 3 * Double.pi / 2)
                cairo_close_path(cr)
                cairo_clip(cr)
                var cm = cairo_matrix_t(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0)
                cairo_set_matrix(cr, &cm)
                let (x, y) = (-w / 2, -h / 2)
                cairo_new_sub_path(cr)
                cairo_arc(cr, x + w - radius, y + radius, radius, -Double.pi / 2, 0)
                cairo_arc(cr, x + w - radius, y + h - radius, radius, 0, Double.pi / 2)
                cairo_arc(cr, x + radius, y + h - radius, radius, Double.pi / 2, Double.pi)
                cairo_arc(cr, x + radius, y + radius, radius, Double.pi, 3 * Double.pi / 2)
                cairo_close_path(cr)
                cairo_set_source_rgba(cr, 1, 1, 1, 1)
                cairo_fill(cr)
                cairo_surface_flush(surface)
                let fill = PolygonFill()
                let ready = fill.prepare(matrix: m, clip: PixelBox(x0: 10, y0: 12, x1: 311, y1: 309)) {
                    $0.appendRoundedRect(x: x, y: y, width: w, height: h, radius: radius)
                }
                #expect(ready)
                let box = fill.extent
                let mask = try #require(fill.cover(box))
                _ = mask
                let data = try #require(cairo_image_surface_get_data(surface))
                let stride = Int(cairo_image_surface_get_stride(surface))
                let bytes = try #require(fill.maskBytes)
                var differing = 0
                for py in box.y0..<box.y1 {
                    for px in box.x0..<box.x1 where data[py * stride + px * 4 + 3] != bytes[(py - box.y0) * fill.maskStride + px - box.x0] {
                        differing += 1
                    }
                }
                #expect(differing == 0, "\(differing) pixels differ (matrix \(m), \(w)×\(h) r \(radius))")
            }
        }

        /// Absurd shapes — a turned square 300,000 pixels on a side far above the box, one at the edge of the
        /// range — are covered without a trap (cairo's arithmetic wraps there; so does the converter's) or left
        /// to cairo.
        @Test func absurdShapesNeitherTrapNorWriteOutsideTheBox() throws {
            let box = PixelBox(x0: 0, y0: 0, x1: 64, y1: 64)
            let mask = UnsafeMutablePointer<UInt8>.allocate(capacity: 66 * 66)
            defer { mask.deallocate() }
            mask.initialize(repeating: 7, count: 66 * 66)
            let turned = FixedPath.Matrix(xx: 0.7071, yx: 0.7071, xy: -0.7071, yy: 0.7071, x0: 32, y0: -150_000)
            let edge = FixedPath.Matrix(xx: 0.6, yx: 0.8, xy: -0.8, yy: 0.6, x0: 3_999_000, y0: -3_999_000)
            for (m, side) in [(turned, 300_000.0), (edge, 3_999_000.0), (turned, 5_000_000.0)] {
                let fill = PolygonFill()
                let ready = fill.prepare(matrix: m, clip: box) {
                    $0.appendRectangle(x: -side / 2, y: 0, width: side, height: side)
                }
                if ready { fill.converter.cover(fill.path, box: box, into: mask + 66 + 1, stride: 66) }
            }
            // The border around the box is untouched.
            for i in 0..<66 {
                #expect(mask[i] == 7 && mask[65 * 66 + i] == 7 && mask[i * 66] == 7 && mask[i * 66 + 65] == 7)
            }
        }

        static func randomMatrix(_ g: inout Generator, turned: Bool) -> FixedPath.Matrix {
            let angle = turned ? g.range(-Double.pi, Double.pi) : 0
            let s = g.range(0.5, 2.5)
            return FixedPath.Matrix(xx: s * cos(angle), yx: s * sin(angle), xy: -s * sin(angle), yy: s * cos(angle),
                                    x0: g.range(140, 180), y0: g.range(140, 180))
        }

        @Test func turnedRectanglesAreCoveredAsCairoCoversThem() throws {
            var g = Generator(state: 1)
            var handled = 0
            for _ in 0..<400 {
                let m = Self.randomMatrix(&g, turned: true)
                let w = g.range(2, 50), h = g.range(2, 50)
                let r = try Self.compare(.rect, x: -w / 2, y: -h / 2, w: w, h: h, matrix: m)
                guard r.handled else { continue }
                handled += 1
                #expect(r.drawn > 0)
                #expect(r.differing == 0, "\(r.differing) pixels differ by up to \(r.maxDelta) (matrix \(m), \(w)×\(h))")
            }
            #expect(handled > 350)
        }

        @Test func roundedRectanglesOfEveryRadiusAreCoveredAsCairoCoversThem() throws {
            var g = Generator(state: 7)
            for k in 0..<600 {
                let m = Self.randomMatrix(&g, turned: k % 2 == 0)
                let w = g.range(4, 60), h = g.range(4, 60)
                let radius = k % 5 == 0 ? min(w, h) / 2 : g.range(0.5, min(w, h) / 2)
                let r = try Self.compare(.rounded(radius), x: -w / 2, y: -h / 2, w: w, h: h, matrix: m)
                #expect(r.handled)
                #expect(r.drawn > 0)
                #expect(r.differing == 0,
                        "\(r.differing) pixels differ by up to \(r.maxDelta) (matrix \(m), \(w)×\(h) r \(radius))")
            }
        }

        @Test func aPillWiderThanTheBoxStillMatchesWhereTheBoxIs() throws {
            // A 600-pixel pill whose corners (radius 90 device pixels) cross the box's edges.
            let m = FixedPath.Matrix(xx: 3, yx: 0, xy: 0, yy: 3, x0: -300.37, y0: 20.6)
            let r = try Self.compare(.rounded(30), x: 0, y: 0, w: 200, h: 60, matrix: m)
            #expect(r.drawn > 1000)
            #expect(r.differing == 0, "\(r.differing) pixels differ by up to \(r.maxDelta)")
        }
    }
}
