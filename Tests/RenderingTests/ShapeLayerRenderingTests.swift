import Foundation
import Testing
import TestSupport
@testable import Rendering
@testable import Views

extension RenderingSuite {
    /// Shape layers (CAShapeLayer): fill, stroke trimmed by arc length, and an animated strokeEnd drawn each frame.
    @Suite struct ShapeLayerRenderingTests {
        /// A shape layer whose path is a 200-point line from (20, 50) to (220, 50).
        static func horizontalLine() -> ShapeLayer {
            let line = ShapeLayer()
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 20, y: 50))
            path.addLine(to: CGPoint(x: 220, y: 50))
            line.path = path
            return line
        }

        /// "strokeEnd" from 0 to 1 over a second, linear: the line that draws itself.
        static func drawing() -> BasicAnimation {
            let draw = BasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = 1
            draw.duration = 1
            return draw
        }

        /// A 200-point line stroked 8 wide from x = 20, trimmed to its first 40 %: ink up to x = 100, none past it.
        @Test func strokeEndTrimsTheLineByLength() throws {
            let compositor = try Compositor()
            World.current.textMeasurer = compositor.text
            let root = makeRoot(240, 100, color: .white)
            let line = ShapeLayerRenderingTests.horizontalLine()
            line.fillColor = nil
            line.strokeColor = Color.black.cgColor
            line.lineWidth = 8
            line.strokeEnd = 0.4
            root.layer.addSublayer(line)
            let fb = Framebuffer(width: 240, height: 100, scale: 1)
            compositor.render(root, into: fb)
            #expect(fb.argb(60, 50).r < 20 && fb.argb(98, 50).r < 20, "stroked before 100")
            #expect(fb.argb(103, 50).r > 235 && fb.argb(150, 50).r > 235, "nothing past 100")
            #expect(fb.argb(60, 45).r > 235 && fb.argb(60, 47).r < 20, "8 wide: 46…54")
            // strokeStart trims the other end; the model and a re-render follow.
            line.strokeStart = 0.25
            compositor.render(root, into: fb)
            #expect(fb.argb(60, 50).r > 235 && fb.argb(75, 50).r < 20)
        }

        @Test func fillsByTheFillRule() throws {
            let compositor = try Compositor()
            World.current.textMeasurer = compositor.text
            let root = makeRoot(200, 200, color: .white)
            let ring = ShapeLayer()
            let path = CGMutablePath()
            path.addEllipse(in: CGRect(x: 20, y: 20, width: 160, height: 160))
            path.addEllipse(in: CGRect(x: 60, y: 60, width: 80, height: 80))
            ring.path = path
            ring.fillColor = Color.red.cgColor
            ring.fillRule = .evenOdd
            root.layer.addSublayer(ring)
            let fb = Framebuffer(width: 200, height: 200, scale: 1)
            compositor.render(root, into: fb)
            #expect(fb.argb(40, 100).r > 235 && fb.argb(40, 100).g < 20, "the ring is red")
            #expect(fb.argb(100, 100).g > 235, "its hole is not filled (even-odd)")
            ring.fillRule = .nonZero
            compositor.render(root, into: fb)
            #expect(fb.argb(100, 100).g < 20, "filled through with non-zero winding")
        }

        /// strokeEnd animated from 0 to 1 over a second: each frame the ink reaches the animated length.
        @Test func anAnimatedStrokeEndDrawsTheLineFrameByFrame() throws {
            let compositor = try Compositor()
            World.current.textMeasurer = compositor.text
            let root = makeRoot(240, 100, color: .white)
            let line = ShapeLayerRenderingTests.horizontalLine()
            line.strokeColor = Color.black.cgColor
            line.lineWidth = 6
            root.layer.addSublayer(line)
            line.add(ShapeLayerRenderingTests.drawing(), forKey: "draw")
            let fb = Framebuffer(width: 240, height: 100, scale: 1)
            let scheduler = World.current.scheduler
            for _ in 0..<30 { scheduler.advance(frames: 1) }
            compositor.render(root, into: fb)
            let end = 20 + 200 * line.presentationValues.shape.strokeEnd
            #expect(line.strokeEnd == 1, "the model is the end")
            #expect(end > 100 && end < 140)
            #expect(fb.argb(Int(end) - 4, 50).r < 30 && fb.argb(Int(end) + 4, 50).r > 225, "ink up to \(end)")
        }

        /// Dashes 10 on, 10 off along the line from x = 20: the phase moves them back along the line, so a phase
        /// of 5 puts the first gap at 25…35 instead of 30…40 — marching ants.
        @Test func lineDashPhaseMovesTheDashes() throws {
            let compositor = try Compositor()
            World.current.textMeasurer = compositor.text
            let root = makeRoot(240, 100, color: .white)
            let line = ShapeLayerRenderingTests.horizontalLine()
            line.strokeColor = Color.black.cgColor
            line.lineWidth = 6
            line.lineDashPattern = [10, 10]
            root.layer.addSublayer(line)
            let fb = Framebuffer(width: 240, height: 100, scale: 1)
            func inked(_ x: Int) -> Bool { fb.argb(x, 50).r < 40 }
            compositor.render(root, into: fb)
            #expect(inked(22) && inked(28) && !inked(32) && !inked(38) && inked(42), "on 20…30, off 30…40")
            line.lineDashPhase = 5
            compositor.render(root, into: fb)
            #expect(inked(22) && !inked(27) && !inked(33) && inked(37), "on 20…25, off 25…35, on 35…45")
        }

        /// strokeEnd animating for 30 frames: the path is measured once, not every frame.
        @Test func anAnimatedTrimMeasuresItsPathOnce() throws {
            let compositor = try Compositor()
            World.current.textMeasurer = compositor.text
            let root = makeRoot(240, 100, color: .white)
            let ring = ShapeLayer()
            ring.path = CGPath(ellipseIn: CGRect(x: 20, y: 10, width: 80, height: 80))
            ring.fillColor = nil
            ring.strokeColor = Color.black.cgColor
            ring.lineWidth = 4
            root.layer.addSublayer(ring)
            ring.add(ShapeLayerRenderingTests.drawing(), forKey: "draw")
            let fb = Framebuffer(width: 240, height: 100, scale: 1)
            var hashes = Set<Int>()
            for _ in 0..<30 {
                World.current.scheduler.advance(frames: 1)
                compositor.render(root, into: fb)
                hashes.insert((0..<100).flatMap { fb.row($0).map(\.packed) }.hashValue)
            }
            #expect(compositor.shapeMeasures.measured == 1)
            #expect(hashes.count == 30, "every frame draws more of the ring")
        }
    }
}
