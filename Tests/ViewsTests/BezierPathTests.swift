import Foundation
import Testing
@testable import Views

/// BezierPath (UIBezierPath): its initializers' geometry, the on-screen sense of `clockwise` against
/// CGMutablePath's, and what `fill()`, `stroke()` and `addClip()` ask of the current context.
@Suite(.world) struct BezierPathTests {
    /// The point half way along `path`.
    func midpoint(_ path: CGPath) -> CGPoint { PathMeasure(path).point(atLength: path.length / 2) }

    @Test func clockwiseIsOnScreenTheOppositeOfCGMutablePath() {
        let c = CGPoint(x: 50, y: 50)
        // UIKit: clockwise: true from 0 to π/2 turns clockwise on a y-down screen — through π/4, down-right.
        let ui = BezierPath(arcCenter: c, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let expectedShort = CGPoint(x: 50 + 40 * cos(CGFloat.pi / 4), y: 50 + 40 * sin(CGFloat.pi / 4))
        #expect(abs(midpoint(ui.cgPath).x - expectedShort.x) < 0.01 && abs(midpoint(ui.cgPath).y - expectedShort.y) < 0.01)
        // CG: the same arguments go the long way, through −3π/4 (up-left on screen).
        let cg = CGMutablePath()
        cg.addArc(center: c, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(midpoint(cg).x < 30 && midpoint(cg).y < 30, "\(midpoint(cg))")
        // And UIKit's clockwise: false is CG's clockwise: true.
        let uiBack = BezierPath(arcCenter: c, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(uiBack.cgPath == cg)
        // The well-known full circle: 0 → 2π clockwise draws it; counter-clockwise draws nothing.
        #expect(abs(BezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath.length - 20 * .pi) < 0.05)
        #expect(BezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false).cgPath.length == 0)
    }

    @Test func roundedRectsClampTheRadiusAndRoundOnlyTheCornersAsked() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 40)
        let pill = BezierPath(roundedRect: r, cornerRadius: 500)
        #expect(pill.bounds == r, "bounds hold every point")
        #expect(!pill.contains(CGPoint(x: 3, y: 3)) && pill.contains(CGPoint(x: 20, y: 20)))
        #expect(pill.cgPath.elements.first == .move(to: CGPoint(x: 20, y: 0)), "the radius clamped to 20")
        let tab = BezierPath(roundedRect: r, byRoundingCorners: [.topLeft, .topRight],
                             cornerRadii: CGSize(width: 10, height: 99))
        #expect(!tab.contains(CGPoint(x: 1, y: 1)) && !tab.contains(CGPoint(x: 99, y: 1)), "top corners round")
        #expect(tab.contains(CGPoint(x: 1, y: 39)) && tab.contains(CGPoint(x: 99, y: 39)), "bottom ones square")
        #expect(tab.contains(CGPoint(x: 3.5, y: 3.5)), "a radius of cornerRadii.width (10), not height")
    }

    @Test func buildingEditingAndTheFillRule() {
        let p = BezierPath()
        #expect(p.isEmpty)
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        p.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 8, y: 14), controlPoint2: CGPoint(x: 2, y: 14))
        p.close()
        #expect(p.currentPoint == .zero && p.bounds == CGRect(x: 0, y: 0, width: 20, height: 14))
        p.apply(CGAffineTransform(translationX: 100, y: 0))
        #expect(p.bounds.minX == 100 && p.currentPoint == CGPoint(x: 100, y: 0))
        let donut = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        donut.append(BezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(donut.contains(CGPoint(x: 50, y: 50)))
        donut.usesEvenOddFillRule = true
        #expect(!donut.contains(CGPoint(x: 50, y: 50)) && donut.contains(CGPoint(x: 10, y: 50)))
        let cg = CGMutablePath()
        cg.addLines(between: [.zero, CGPoint(x: 5, y: 5)])
        let wrapped = BezierPath(cgPath: cg)
        cg.addLine(to: CGPoint(x: 9, y: 9))
        #expect(wrapped.cgPath.elements.count == 2, "it took a copy")
        let rev = wrapped.reversing()
        #expect(rev.cgPath.elements == [.move(to: CGPoint(x: 5, y: 5)), .line(to: .zero)])
        wrapped.removeAllPoints()
        #expect(wrapped.isEmpty)
    }

    @Test func fillStrokeAndClipDrawThePathInTheCurrentContextAndRestoreIt() {
        let context = RecordingContext()
        final class Drawn: View {
            override func draw(_ rect: CGRect) {
                let star = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
                star.usesEvenOddFillRule = true
                Color.red.setFill()
                star.fill()
                let line = BezierPath()
                line.move(to: .zero)
                line.addLine(to: CGPoint(x: 5, y: 5))
                line.lineWidth = 6
                line.lineCapStyle = .round
                line.setLineDash([4, 2], count: 2, phase: 1)
                Color.blue.setStroke()
                line.stroke()
                star.addClip()
            }
        }
        Drawn(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).drawContent(in: context, rect: .zero)
        #expect(context.log == [
            "fill red", "save", "begin", "move", "line", "line", "line", "close", "fill evenOdd", "restore",
            "stroke blue", "save", "width 6.0", "cap round", "join miter", "miter 10.0", "dash 1.0 [4.0, 2.0]",
            "begin", "move", "line", "stroke", "restore",
            "begin", "move", "line", "line", "line", "close", "clip evenOdd",
        ])
        #expect(GraphicsGetCurrentContext() == nil)
        BezierPath(rect: .zero).fill()   // no current context: nothing happens, nothing traps
    }
}

/// A graphics context that logs the calls it gets.
final class RecordingContext: GraphicsContext {
    var log: [String] = []
    func saveGState() { log.append("save") }
    func restoreGState() { log.append("restore") }
    func translateBy(x: CGFloat, y: CGFloat) {}
    func scaleBy(x: CGFloat, y: CGFloat) {}
    func rotate(by angle: CGFloat) {}
    func concatenate(_ transform: CGAffineTransform) {}
    func setFillColor(_ color: Color) { log.append("fill " + name(color)) }
    func setStrokeColor(_ color: Color) { log.append("stroke " + name(color)) }
    func setLineWidth(_ width: CGFloat) { log.append("width \(width)") }
    func setLineCap(_ cap: LineCap) { log.append("cap \(cap)") }
    func setLineJoin(_ join: LineJoin) { log.append("join \(join)") }
    func setMiterLimit(_ limit: CGFloat) { log.append("miter \(limit)") }
    func setLineDash(phase: CGFloat, lengths: [CGFloat]) { log.append("dash \(phase) \(lengths)") }
    func setAlpha(_ alpha: CGFloat) {}
    func beginPath() { log.append("begin") }
    func move(to point: CGPoint) { log.append("move") }
    func addLine(to point: CGPoint) { log.append("line") }
    func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { log.append("curve") }
    func addQuadCurve(to end: CGPoint, control: CGPoint) { log.append("quad") }
    func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
    func addRect(_ rect: CGRect) {}
    func addEllipse(in rect: CGRect) {}
    func addRoundedRect(_ rect: CGRect, cornerRadius: CGFloat) {}
    func closePath() { log.append("close") }
    func fillPath() { log.append("fill") }
    func fillPath(using rule: CGPathFillRule) { log.append("fill \(rule)") }
    func strokePath() { log.append("stroke") }
    func clip() { log.append("clip") }
    func clip(using rule: CGPathFillRule) { log.append("clip \(rule)") }
    func drawText(_ text: String, in rect: CGRect, font: Font, color: Color, alignment: TextAlignment,
                  numberOfLines: Int) {}
    func drawImage(_ image: Image, in rect: CGRect, contentMode: ContentMode, tint: Color?) {}
    func drawBackdropBlur(_ blur: BlurParameters, in rect: CGRect, cornerRadius: CGFloat) {}

    private func name(_ c: Color) -> String { c == .red ? "red" : c == .blue ? "blue" : "\(c)" }
}
