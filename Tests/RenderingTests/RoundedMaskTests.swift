import CCairo
import CPixman
import Foundation
import Motion
import Testing
@testable import Rendering

extension RenderingSuite {
    /// The masks a blur is composited through, and the A8 targets they are covered on.
    @Suite struct RoundedMaskTests {
        @Test func anOpaqueFillOfAnA8TargetWritesOneBytePerPixelInsideTheBox() throws {
            let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_A8, 16, 4))
            defer { cairo_surface_destroy(surface) }
            let target = try #require(PixmanTarget(surface: surface))
            target.fill(PixelBox(x0: 2, y0: 1, x1: 6, y1: 3), red: 0, green: 0, blue: 0, alpha: 1)
            let data = try #require(cairo_image_surface_get_data(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            for y in 0..<4 {
                for x in 0..<16 {
                    let inside = (2..<6).contains(x) && (1..<3).contains(y)
                    #expect(data[y * stride + x] == (inside ? 255 : 0), "(\(x), \(y))")
                }
            }
        }

        @Test(arguments: [(CGRect(x: 3.25, y: 2.5, width: 60, height: 40), 12.0),
                          (CGRect(x: 0, y: 0, width: 90, height: 30), 15.0),
                          (CGRect(x: 1.5, y: 4, width: 50, height: 50), 25.0),
                          (CGRect(x: 7.3, y: 5.8, width: 70.6, height: 33.1), 9.7)] as [(CGRect, CGFloat)])
        func aBlurMaskCoveredWithoutCairoIsTheShapeAsCairoCoversIt(rect: CGRect, radius: CGFloat) throws {
            let compositor = try Compositor()
            let m = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
            let box = PixelBox(covering: rect, pad: 1)
            let covered = RoundedMask(coverage: true), drawn = RoundedMask()
            let a = try #require(covered.image(rect: rect, radius: radius, device: m, box: box, compositor: compositor))
            let b = try #require(drawn.image(rect: rect, radius: radius, device: m, box: box, compositor: compositor))
            func pixels(_ image: OpaquePointer) -> [UInt8] {
                let data = pixman_image_get_data(image)!
                let stride = Int(pixman_image_get_stride(image))
                let bytes = UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self)
                return (0..<(box.y1 - box.y0)).flatMap { y in (0..<(box.x1 - box.x0)).map { bytes[y * stride + $0] } }
            }
            let pa = pixels(a), pb = pixels(b)
            // The same shape: inside wholly covered, outside untouched, the edge within two sub-rows (of 15) of cairo's
            // mask — where an edge falls exactly on a sub-row sample, cairo's A8 fill leaves that sample out and the
            // coverage counts it (a half-pixel edge is 7/15 there, 8/15 here) — and the covered area that of the shape.
            let largest = zip(pa, pb).map { abs(Int($0) - Int($1)) }.max() ?? 0
            let w = box.x1 - box.x0
            let worst = zip(pa, pb).enumerated().filter { abs(Int($0.element.0) - Int($0.element.1)) > 8 }
                .map { "(\($0.offset % w),\($0.offset / w)) \($0.element.0)/\($0.element.1)" }
            #expect(largest <= 34, "largest difference \(largest): \(worst)")
            let area = pa.reduce(0.0) { $0 + Double($1) / 255 }
            let exact = Double(rect.width * rect.height) - (4 - .pi) * Double(radius * radius)
            #expect(abs(area - exact) / exact < 0.005, "covered \(area) of \(exact)")
            #expect(pa.filter { $0 == 255 }.count > pa.count / 2)
        }

        /// A clip's mask is the coverage cairo multiplies a mask painted under that clip by (its trapezoids,
        /// rasterized by pixman): particles across a clip's corner are drawn through it straight through pixman.
        /// 120 random rounded rectangles, at four scales, on and off the pixel grid.
        @Test func aClipsMaskIsTheCoverageCairoMasksUnderTheClip() throws {
            let compositor = try Compositor()
            var rng = SplitMix(seed: 2411)
            for _ in 0..<120 {
                let s = [1.0, 2.0, 0.75, 1.5][Int.random(in: 0..<4, using: &rng)]
                let rect = CGRect(x: Double(Int.random(in: 0...40, using: &rng)) / 4,
                                  y: Double(Int.random(in: 0...40, using: &rng)) / 4,
                                  width: Double.random(in: 40...200, using: &rng),
                                  height: Double.random(in: 40...200, using: &rng))
                let radius = CGFloat.random(in: 2...60, using: &rng)
                let m = cairo_matrix_t(xx: s, yx: 0, xy: 0, yy: s, x0: Double(Int.random(in: 0...50, using: &rng)),
                                       y0: Double(Int.random(in: 0...50, using: &rng)))
                let box = PixelBox(covering: CGRect(x: m.xx * rect.minX + m.x0, y: m.yy * rect.minY + m.y0,
                                                    width: rect.width * s, height: rect.height * s), pad: 1)
                let mask = RoundedMask()
                let image = try #require(mask.image(rect: rect, radius: radius, device: m, box: box,
                                                    compositor: compositor))
                let w = box.x1 - box.x0, h = box.y1 - box.y0
                // Cairo: a wholly opaque A8 mask painted under the clip onto a clear A8 surface.
                let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)))
                let opaque = try #require(cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)))
                defer { cairo_surface_destroy(surface); cairo_surface_destroy(opaque) }
                memset(cairo_image_surface_get_data(opaque), 0xFF, Int(cairo_image_surface_get_stride(opaque)) * h)
                cairo_surface_mark_dirty(opaque)
                let cr = try #require(cairo_create(surface))
                var local = cairo_matrix_t(xx: s, yx: 0, xy: 0, yy: s, x0: m.x0 - Double(box.x0), y0: m.y0 - Double(box.y0))
                cairo_set_matrix(cr, &local)
                let saved = compositor.cr
                compositor.cr = cr
                compositor.appendRoundedRect(rect, radius: radius)
                compositor.cr = saved
                cairo_clip(cr)
                cairo_identity_matrix(cr)
                cairo_set_source_rgba(cr, 0, 0, 0, 1)
                cairo_mask_surface(cr, opaque, 0, 0)
                cairo_destroy(cr)
                cairo_surface_flush(surface)
                let cairos = try #require(cairo_image_surface_get_data(surface))
                let cairoStride = Int(cairo_image_surface_get_stride(surface))
                let ours = UnsafeRawPointer(try #require(pixman_image_get_data(image))).assumingMemoryBound(to: UInt8.self)
                let stride = Int(pixman_image_get_stride(image))
                var differing = 0
                for y in 0..<h { for x in 0..<w where ours[y * stride + x] != cairos[y * cairoStride + x] { differing += 1 } }
                #expect(differing == 0, "\(rect) radius \(radius) at scale \(s): \(differing) pixels differ")
                #expect(ours[(h / 2) * stride + w / 2] == 255 && ours[0] == 0)
            }
        }
    }
}
