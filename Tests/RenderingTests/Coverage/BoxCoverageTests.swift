import CCairo
import Foundation
import Testing
@testable import Rendering

extension RenderingSuite {
    /// An axis-aligned rectangle's coverage against cairo's opaque fill of it on a cleared A8 surface.
    @Suite struct BoxCoverageTests {
        @Test func rectanglesOffThePixelGridAreCoveredAsCairoCoversThem() throws {
            var g = ScanConverterTests.Generator(state: 5)
            var drawn = 0
            for _ in 0..<300 {
                let x0 = g.range(2, 40), y0 = g.range(2, 40), w = g.range(0.1, 30), h = g.range(0.1, 30)
                let s = try #require(cairo_image_surface_create(CAIRO_FORMAT_A8, 80, 80))
                defer { cairo_surface_destroy(s) }
                let cr = try #require(cairo_create(s))
                defer { cairo_destroy(cr) }
                cairo_rectangle(cr, x0, y0, w, h)
                cairo_set_source_rgba(cr, 0, 0, 0, 1)
                cairo_fill(cr)
                cairo_surface_flush(s)
                let d = try #require(cairo_image_surface_get_data(s)), stride = Int(cairo_image_surface_get_stride(s))
                // cairo_rectangle: a move to the corner, then lines by the width and the height.
                let path = FixedPath()
                let fx0 = Int(path.fixed(x0)), fy0 = Int(path.fixed(y0))
                let fx1 = fx0 + Int(path.fixed(w)), fy1 = fy0 + Int(path.fixed(h))
                let mask = UnsafeMutablePointer<UInt8>.allocate(capacity: 80 * 80)
                defer { mask.deallocate() }
                BoxCoverage.write(left: fx0, top: fy0, right: fx1, bottom: fy1,
                                  box: PixelBox(x0: 0, y0: 0, x1: 80, y1: 80), into: mask, stride: 80)
                var differing = 0
                for y in 0..<80 {
                    for x in 0..<80 {
                        if d[y * stride + x] != mask[y * 80 + x] { differing += 1 }
                        if mask[y * 80 + x] > 0 { drawn += 1 }
                    }
                }
                #expect(differing == 0, "\(differing) pixels differ (\(x0), \(y0), \(w) × \(h))")
            }
            #expect(drawn > 10_000)
        }
    }
}
