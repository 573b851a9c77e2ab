import CCairo
import CPixman
import Foundation
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
    }
}
