import CCairo
import Foundation
import Motion
import Testing
import TestSupport
@testable import Rendering
@testable import Views

extension RenderingSuite {
    /// Layer shadows made on the target's pixel grid and painted straight through pixman: the bytes cairo
    /// paints from the same coverage.
    @Suite struct LayerShadowTests {
        /// A random scene of shadowed views and a standalone layer: rounded or square, off the pixel grid,
        /// offsets and radii with fractions, coloured and translucent shadows, some inside a rounded clip, one
        /// turned (its shadow resampled by cairo in both runs).
        static func scene(seed: UInt64) -> View {
            var rng = SplitMix(seed: seed)
            func unit() -> CGFloat { CGFloat(Double.random(in: 0...1, using: &rng)) }
            let root = makeRoot(240, 180, color: Color(white: 0.92))
            let clip = makeView(CGRect(x: 120 + unit() * 4, y: 10, width: 110, height: 160), Color(white: 0.97))
            clip.cornerRadius = 20
            clip.clipsToBounds = true
            root.addSubview(clip)
            for i in 0..<6 {
                let host = i % 2 == 0 ? root : clip
                let card = makeView(CGRect(x: 10 + unit() * 60, y: 10 + unit() * 100, width: 30 + unit() * 40,
                                           height: 20 + unit() * 40), .white)
                card.cornerRadius = i % 3 == 0 ? 0 : unit() * 16
                card.layer.shadowOpacity = Float(0.2 + unit() * 0.8)
                card.layer.shadowRadius = unit() * 10
                card.layer.shadowOffset = CGSize(width: unit() * 6 - 3, height: unit() * 8)
                card.layer.shadowColor = i == 4 ? CGColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 0.8) : Color.black.cgColor
                if i == 5 { card.transform = CGAffineTransform(rotationAngle: 0.3) }
                host.addSubview(card)
            }
            // A standalone layer's shadow too.
            Transaction.begin()
            Transaction.setDisableActions(true)
            let layer = Layer(frame: CGRect(x: 20 + unit() * 40, y: 110 + unit() * 20, width: 40, height: 30))
            layer.backgroundColor = Color.white.cgColor
            layer.cornerRadius = unit() * 12
            layer.shadowOpacity = 0.6
            layer.shadowRadius = 2 + unit() * 6
            layer.shadowOffset = CGSize(width: unit() * 4, height: 2 + unit() * 4)
            root.layer.addSublayer(layer)
            Transaction.commit()
            return root
        }

        @Test(arguments: [1.0, 2.0])
        func shadowsStraightThroughPixmanAreCairos(scale: Double) throws {
            for seed in 0..<12 {
                func frames(throughCairo: Bool) throws -> ([[UInt32]], Int) {
                    let compositor = try Compositor()
                    compositor.shadowsThroughCairo = throughCairo
                    World.current.textMeasurer = compositor.text
                    let root = LayerShadowTests.scene(seed: UInt64(seed) &+ 300)
                    var shots: [[UInt32]] = []
                    let fb = Framebuffer(width: Int(240 * scale), height: Int(180 * scale), scale: scale)
                    for step in 0..<2 {
                        // The second frame moves one card: the damage cuts the other shadows.
                        if step == 1, let card = root.subviews.last { card.center.x += 7.25 }
                        compositor.render(root, into: fb)
                        shots.append((0..<fb.height).flatMap { y in fb.row(y).map(\.packed) })
                    }
                    return (shots, compositor.shadowsDrawnDirectly)
                }
                let (direct, drawn) = try frames(throughCairo: false)
                let (cairo, none) = try frames(throughCairo: true)
                #expect(drawn >= 5 && none == 0, "seed \(seed): \(drawn) shadows through pixman")
                for (frame, (a, b)) in zip(direct, cairo).enumerated() {
                    let differing = zip(a, b).filter { $0 != $1 }.count
                    #expect(differing == 0, "seed \(seed), frame \(frame): \(differing) pixels differ")
                }
            }
        }

        /// A sharp shadow (radius 0) is the layer's shape moved by the offset, to the byte: cairo's black fill of
        /// that shape there — rounded, off the pixel grid, at scales 1 and 2, for a view's shadow and a standalone
        /// layer's, each straight through pixman.
        @Test(arguments: [1.0, 2.0])
        func aSharpShadowIsTheShapeItself(scale: Double) throws {
            for (i, frame) in [CGRect(x: 20.25, y: 10.5, width: 50, height: 30), CGRect(x: 31.7, y: 12.1, width: 40.3, height: 27.9),
                               CGRect(x: 8, y: 20, width: 60.5, height: 20.25)].enumerated() {
                let radius: CGFloat = [8, 12.5, 3][i], offset = CGSize(width: [10, -4.25, 0.5][i], height: [30, 22.75, 31][i])
                // Cairo's fill of the shape, moved by the offset, black on white.
                let size = (w: Int(120 * scale), h: Int(90 * scale))
                let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.w), Int32(size.h)))
                defer { cairo_surface_destroy(surface) }
                let cr = try #require(cairo_create(surface))
                cairo_set_source_rgb(cr, 1, 1, 1)
                cairo_paint(cr)
                cairo_scale(cr, scale, scale)
                Compositor.appendRect(frame.offsetBy(dx: offset.width, dy: offset.height), radius: radius, corners: .all, to: cr)
                cairo_set_source_rgb(cr, 0, 0, 0)
                cairo_fill(cr)
                cairo_destroy(cr)
                cairo_surface_flush(surface)
                let data = try #require(cairo_image_surface_get_data(surface))
                let stride = Int(cairo_image_surface_get_stride(surface))
                for standalone in [false, true] {
                    let compositor = try Compositor()
                    let root = makeRoot(120, 90, color: .white)
                    Transaction.begin()
                    Transaction.setDisableActions(true)
                    let layer = standalone ? Layer(frame: frame) : {
                        let card = makeView(frame, nil)
                        root.addSubview(card)
                        return card.layer
                    }()
                    layer.cornerRadius = radius
                    layer.shadowOpacity = 1
                    layer.shadowRadius = 0
                    layer.shadowOffset = offset
                    if standalone { root.layer.addSublayer(layer) }
                    Transaction.commit()
                    let fb = render(root, with: compositor, scale: scale)
                    var differing = 0
                    for y in 0..<size.h {
                        for x in 0..<size.w where fb.pixel(x: x, y: y) != UnsafeRawPointer(data + y * stride + x * 4).load(as: UInt32.self) {
                            differing += 1
                        }
                    }
                    #expect(differing == 0, "shape \(i), standalone \(standalone): \(differing) pixels differ")
                    #expect(compositor.shadowsDrawnDirectly == 1, "shape \(i), standalone \(standalone)")
                }
            }
        }

        /// On the pixel grid the shadow lands where the layer's shape is, moved by the offset: a square
        /// layer's shadow with radius 0 is its shape, to the pixel, even off the grid.
        @Test func aSharpShadowIsTheShapeMovedByTheOffset() throws {
            let compositor = try Compositor()
            let root = makeRoot(100, 80, color: .white)
            let card = makeView(CGRect(x: 20.25, y: 10, width: 30, height: 20), nil)
            card.layer.shadowOpacity = 1
            card.layer.shadowRadius = 0
            card.layer.shadowOffset = CGSize(width: 10, height: 30)
            root.addSubview(card)
            let fb = render(root, with: compositor, scale: 2)
            // The shape at x 30.25…60.25, y 40…60 points: pixels 60.5…120.5 × 80…120, so columns 61…119
            // black, 60 and 120 half covered, nothing outside.
            #expect(fb.argb(61, 80) == .black && fb.argb(119, 119) == .black)
            #expect(abs(fb.argb(60, 90).r - 128) <= 1 && abs(fb.argb(120, 90).r - 128) <= 1, "\(fb.argb(60, 90))")
            #expect(fb.argb(59, 90) == .white && fb.argb(121, 90) == .white)
            #expect(fb.argb(90, 79) == .white && fb.argb(90, 120) == .white)
            #expect(compositor.shadowsDrawnDirectly == 1)
        }
    }
}
