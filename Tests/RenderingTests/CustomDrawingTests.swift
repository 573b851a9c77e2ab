import Foundation
import Testing
import TestSupport
@testable import Rendering
@testable import Views

extension RenderingSuite {
    /// Views that draw their own content with `draw(_:)` on the renderer's graphics context.
    @Suite struct CustomDrawingTests {
        let compositor: Compositor

        init() throws {
            compositor = try Compositor()
            World.current.textMeasurer = compositor.text
        }

        /// A horizontal bar `level` × the width, red, from the left; counts its draws.
        final class Bar: View {
            @Animated var level: CGFloat = 0
            private(set) var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                guard let context = GraphicsGetCurrentContext() else { return }
                context.setFillColor(.red)
                context.fill(CGRect(x: 0, y: 0, width: rect.width * $level.presentationValue, height: rect.height))
            }
        }

        @Test func drawFillsWhatItDrawsAndNothingElse() {
            let root = makeRoot(100, 20, color: .white)
            let bar = Bar(frame: root.bounds)
            bar.level = 0.5
            root.addSubview(bar)
            let fb = render(root, with: compositor)
            #expect(fb.argb(10, 10) == .red)
            #expect(fb.argb(48, 10) == .red)
            #expect(fb.argb(52, 10) == .white)
            #expect(GraphicsGetCurrentContext() == nil, "only while drawing")
        }

        @Test func anAnimatedPropertyRedrawsEveryFrameAndIdleContentIsNotRedrawn() {
            let world = World.current
            let root = makeRoot(100, 20, color: .white)
            let bar = Bar(frame: root.bounds)
            root.addSubview(bar)
            let fb = Framebuffer(width: 100, height: 20)
            compositor.render(root, into: fb)
            let first = bar.draws
            compositor.render(root, into: fb)
            #expect(bar.draws == first, "nothing changed: not drawn again")
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { bar.level = 1 })
            var widths: [Int] = []
            for _ in 0..<30 {
                world.scheduler.advance(frames: 1)
                compositor.render(root, into: fb)
                widths.append((0..<100).filter { fb.argb($0, 10) == .red }.count)
            }
            #expect(widths[14] >= 24 && widths[14] <= 26, "a quarter of the way after 15 frames: \(widths[14])")
            #expect(widths == widths.sorted() && Set(widths).count > 20, "it grows frame by frame")
            #expect(bar.draws >= first + 30)
        }

        @Test func contentPastTheBoundsIsDrawnAndItsOldPixelsErased() {
            final class Overhang: View {
                var dx: CGFloat = 0 { didSet { setNeedsDisplay() } }
                override func draw(_ rect: CGRect) {
                    guard let context = GraphicsGetCurrentContext() else { return }
                    context.setFillColor(.blue)
                    context.fillEllipse(in: CGRect(x: 30 + dx, y: 0, width: 20, height: 20))
                }
            }
            let root = makeRoot(100, 20, color: .white)
            let v = Overhang(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            root.addSubview(v)
            let fb = Framebuffer(width: 100, height: 20)
            compositor.render(root, into: fb)
            #expect(fb.argb(40, 10) == .blue, "drawn outside its 20-point bounds")
            v.dx = 40
            compositor.render(root, into: fb)
            #expect(fb.argb(40, 10) == .white, "the old pixels are redrawn (damage covers the drawn content)")
            #expect(fb.argb(80, 10) == .blue)
        }

        @Test func aTranslucentViewWithOverlappingStrokesIsDrawnAsOneGroup() {
            final class Cross: View {
                override func draw(_ rect: CGRect) {
                    guard let context = GraphicsGetCurrentContext() else { return }
                    context.setFillColor(.black)
                    context.fill(CGRect(x: 0, y: 8, width: 20, height: 4))
                    context.fill(CGRect(x: 8, y: 0, width: 4, height: 20))
                }
            }
            let root = makeRoot(20, 20, color: .white)
            let cross = Cross(frame: root.bounds)
            cross.alpha = 0.5
            root.addSubview(cross)
            let fb = render(root, with: compositor)
            // Where the bars overlap the view is no darker than elsewhere: its opacity applies once.
            #expect(fb.argb(10, 10) == fb.argb(2, 10))
            #expect(fb.argb(2, 10).isClose(to: ARGB(r: 128, g: 128, b: 128), 1))
        }

        @Test func pathsArcsAndStylesDraw() {
            final class Ring: View {
                override func draw(_ rect: CGRect) {
                    guard let context = GraphicsGetCurrentContext() else { return }
                    context.setStrokeColor(.green)
                    context.setLineWidth(6)
                    context.beginPath()
                    context.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: .pi, endAngle: 0, clockwise: true)
                    context.strokePath()
                }
            }
            let root = makeRoot(40, 40, color: .white)
            root.addSubview(Ring(frame: root.bounds))
            let fb = render(root, with: compositor)
            #expect(fb.argb(20, 5).isClose(to: .green, 2), "the top of the circle, drawn clockwise from the left")
            #expect(fb.argb(20, 35) == .white, "not the bottom half")
        }
    }
}
