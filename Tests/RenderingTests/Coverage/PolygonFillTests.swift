import CCairo
import Foundation
import Testing
@testable import Rendering

extension RenderingSuite {
    /// A fill through the own scan converter, composited, against cairo_fill of the same shape over the same
    /// background: the same bytes, opaque (cairo's lerp) or translucent (pixman's OVER).
    @Suite struct PolygonFillTests {
        static func pixels(_ surface: OpaquePointer, _ w: Int, _ h: Int) -> [UInt32] {
            cairo_surface_flush(surface)
            let d = cairo_image_surface_get_data(surface)!
            let stride = Int(cairo_image_surface_get_stride(surface))
            var out: [UInt32] = []
            for y in 0..<h { for x in 0..<w { out.append(UnsafeRawPointer(d + y * stride + 4 * x).load(as: UInt32.self)) } }
            return out
        }

        /// Fills a rounded rectangle under `m` over a translucent background, by cairo or by the converter.
        static func draw(own: Bool, _ m: FixedPath.Matrix, w: Double, h: Double, r: Double,
                         _ c: (Double, Double, Double, Double)) throws -> [UInt32] {
            let size = 200
            let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size)))
            defer { cairo_surface_destroy(surface) }
            let cr = try #require(cairo_create(surface))
            defer { cairo_destroy(cr) }
            cairo_set_source_rgba(cr, 0.2, 0.7, 0.4, 0.6)
            cairo_paint(cr)
            cairo_surface_flush(surface)
            if own {
                let fill = PolygonFill()
                fill.path.reset(matrix: m)
                fill.path.appendRoundedRect(x: 0, y: 0, width: w, height: h, radius: r)
                fill.path.finish()
                let box = fill.extent.intersection(PixelBox(x0: 0, y0: 0, x1: size, y1: size))
                let target = try #require(PixmanTarget(surface: surface))
                let pixel = PixmanTarget.pixel(red: c.0, green: c.1, blue: c.2, alpha: c.3)
                if pixel >> 24 == 0xFF {
                    #expect(fill.lerp(box, pixel: pixel, onto: target))
                } else {
                    let mask = try #require(fill.cover(box))
                    target.fill(box, red: c.0, green: c.1, blue: c.2, alpha: c.3, mask: mask, 0, 0)
                }
                cairo_surface_mark_dirty(surface)
            } else {
                var cm = cairo_matrix_t(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0)
                cairo_set_matrix(cr, &cm)
                if r <= 0.01 { cairo_rectangle(cr, 0, 0, w, h) } else {
                    cairo_new_sub_path(cr)
                    cairo_arc(cr, w - r, r, r, -Double.pi / 2, 0)
                    cairo_arc(cr, w - r, h - r, r, 0, Double.pi / 2)
                    cairo_arc(cr, r, h - r, r, Double.pi / 2, Double.pi)
                    cairo_arc(cr, r, r, r, Double.pi, 3 * Double.pi / 2)
                    cairo_close_path(cr)
                }
                cairo_set_source_rgba(cr, c.0, c.1, c.2, c.3)
                cairo_fill(cr)
            }
            return pixels(surface, size, size)
        }

        @Test(arguments: [(1.0, 0.584, 0.0, 1.0), (0.3, 0.6, 0.9, 1.0), (0.0, 0.0, 0.0, 0.18), (1.0, 1.0, 1.0, 0.35)])
        func aFillOverABackgroundLeavesCairosBytes(color: (Double, Double, Double, Double)) throws {
            let turned = FixedPath.Matrix(xx: 0.866, yx: 0.5, xy: -0.5, yy: 0.866, x0: 100.37, y0: 20.81)
            let straight = FixedPath.Matrix(xx: 1, yx: 0, xy: 0, yy: 1, x0: 2.15, y0: 2.3)
            for (m, w, h, r) in [(turned, 110.0, 90.0, 16.0), (straight, 98.1, 87.2, 43.6), (turned, 60, 60, 0)] {
                let own = try Self.draw(own: true, m, w: w, h: h, r: r, color)
                let cairo = try Self.draw(own: false, m, w: w, h: h, r: r, color)
                let differing = zip(own, cairo).filter { $0 != $1 }.count
                #expect(differing == 0, "\(differing) pixels differ (\(w)×\(h) r \(r))")
                #expect(Set(own).count > 10, "the shape was drawn")
            }
        }
    }
}
