import Foundation
import Testing
import TestSupport
@testable import Rendering
@testable import Views
import PlaygroundTesting

extension RenderingSuite {
    /// BezierPath and CGPath drawn by a view's `draw(_:)` through cairo: even-odd fills, partly rounded
    /// rectangles, arcs in UIKit's on-screen sense, and tutorial code ported by dropping prefixes.
    @Suite struct BezierPathDrawingTests {
        let compositor: Compositor

        init() throws {
            compositor = try Compositor()
            World.current.textMeasurer = compositor.text
        }

        /// A pentagram filled even-odd (its centre left empty), a rectangle rounded at its top-left and
        /// bottom-right corners, and a thick arc from 0 to π drawn clockwise on screen (the bottom half).
        final class Shapes: View {
            override func draw(_ rect: CGRect) {
                let star = BezierPath()
                for k in 0..<5 {
                    let a = -CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
                    let p = CGPoint(x: 50 + 40 * cos(a), y: 52 + 40 * sin(a))
                    if k == 0 { star.move(to: p) } else { star.addLine(to: p) }
                }
                star.close()
                star.usesEvenOddFillRule = true
                Color.orange.setFill()
                star.fill()

                let tab = BezierPath(roundedRect: CGRect(x: 100, y: 15, width: 60, height: 70),
                                     byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 20, height: 20))
                Color.blue.setFill()
                tab.fill()

                let smile = BezierPath(arcCenter: CGPoint(x: 205, y: 45), radius: 25, startAngle: 0, endAngle: .pi,
                                       clockwise: true)
                smile.lineWidth = 6
                smile.lineCapStyle = .round
                Color.red.setStroke()
                smile.stroke()
            }
        }

        @Test func goldenStarTabAndArc() throws {
            let root = makeRoot(240, 100, color: .white)
            root.addSubview(Shapes(frame: root.bounds))
            let fb = render(root, with: compositor)
            try assertGolden(fb, named: "star-tab-arc")
            let orange = ARGB(r: 255, g: 128, b: 0)
            #expect(fb.argb(50, 52) == .white, "even-odd: the pentagram's centre is a hole")
            #expect(fb.argb(50, 20).isClose(to: orange, 8), "its top arm is filled: \(fb.argb(50, 20))")
            #expect(fb.argb(101, 16) == .white && fb.argb(158, 84) == .white, "rounded corners")
            #expect(fb.argb(158, 16) == .blue && fb.argb(101, 84) == .blue, "square corners")
            #expect(fb.argb(205, 70).isClose(to: .red, 8), "clockwise on screen from 0 to π: the bottom half")
            #expect(fb.argb(205, 20) == .white, "not the top half")
        }

        /// A tutorial's drawing code, written for iOS with the prefixes dropped.
        final class Card: View {
            override func draw(_ rect: CGRect) {
                let path = BezierPath(roundedRect: rect.insetBy(dx: 10, dy: 10), cornerRadius: 12)
                Color.systemBlue.setFill()
                path.fill()

                let check = CGMutablePath()
                check.move(to: CGPoint(x: 30, y: 50))
                check.addLine(to: CGPoint(x: 45, y: 65))
                check.addLine(to: CGPoint(x: 75, y: 30))
                guard let context = GraphicsGetCurrentContext() else { return }
                context.addPath(check)
                context.setStrokeColor(.white)
                context.setLineWidth(6)
                context.strokePath()
            }
        }

        @Test func aTutorialSnippetPortsByDroppingPrefixes() {
            let root = makeRoot(100, 100, color: .black)
            root.addSubview(Card(frame: root.bounds))
            let fb = render(root, with: compositor)
            let blue = ARGB(r: 0, g: 122, b: 255)
            #expect(fb.argb(50, 85).isClose(to: blue, 2), "the card")
            #expect(fb.argb(11, 11) == .black, "its rounded corner")
            #expect(fb.argb(5, 50) == .black, "its inset")
            #expect(fb.argb(45, 64).isClose(to: .white, 8), "the tick's corner: \(fb.argb(45, 64))")
            #expect(fb.argb(60, 47).isClose(to: .white, 8), "its long stroke: \(fb.argb(60, 47))")
        }

        @Test func aBezierClipKeepsDrawingInsideTheEvenOddFill() {
            final class Clipped: View {
                override func draw(_ rect: CGRect) {
                    let ring = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
                    ring.append(BezierPath(ovalIn: CGRect(x: 30, y: 30, width: 40, height: 40)))
                    ring.usesEvenOddFillRule = true
                    ring.addClip()
                    Color.green.setFill()
                    BezierPath(rect: rect).fill()
                }
            }
            let root = makeRoot(100, 100, color: .white)
            root.addSubview(Clipped(frame: root.bounds))
            let fb = render(root, with: compositor)
            #expect(fb.argb(50, 50) == .white && fb.argb(2, 2) == .white, "the hole and the outside")
            #expect(fb.argb(15, 50) == .green && fb.argb(50, 85) == .green, "the ring")
        }
    }
}
