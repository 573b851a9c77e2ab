import Foundation
import Testing
@testable import Views
@testable import Motion

/// ShapeLayer's model: path morphs point by point, a mismatch reported once, presentation copies of its type.
@Suite(.world) struct ShapeLayerTests {
    /// A shown shape layer (its first values set, so later changes animate only when asked).
    private func shownShape(_ world: TestWorld) -> (View, ShapeLayer) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let shape = ShapeLayer(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.layer.addSublayer(shape)
        world.frames(1)
        return (root, shape)
    }

    /// A triangle (move, two lines, close) with its first point at `a`.
    private func triangle(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGPath {
        let p = CGMutablePath()
        p.move(to: a); p.addLine(to: b); p.addLine(to: c); p.closeSubpath()
        return p
    }

    @Test func aPathAnimatesPointByPointBetweenPathsOfTheSameStructure() {
        let world = TestWorld()
        let (root, shape) = shownShape(world)
        defer { withExtendedLifetime(root) {} }
        defer { #expect(world.takeDiagnostics().isEmpty, "correct use: no diagnostic") }
        let from = triangle(CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100))
        let to = triangle(CGPoint(x: 40, y: 20), CGPoint(x: 200, y: 60), CGPoint(x: 20, y: 180))
        shape.path = to
        let morph = BasicAnimation(keyPath: "path")
        morph.fromValue = from
        morph.toValue = to
        morph.duration = 1
        shape.add(morph, forKey: "morph")
        world.run(seconds: 0.25)
        let mid = try! #require(shape.presentationValues.shape.path)
        let points = mid.elements.compactMap(\.end)
        #expect(points.count == 3)
        // A quarter of a linear second: each point a quarter of the way.
        #expect(abs(points[0].x - 10) < 1e-6 && abs(points[0].y - 5) < 1e-6, "\(points)")
        #expect(abs(points[1].x - 125) < 1e-6 && abs(points[1].y - 15) < 1e-6, "\(points)")
        #expect(abs(points[2].x - 5) < 1e-6 && abs(points[2].y - 120) < 1e-6, "\(points)")
        #expect(shape.path == to, "the model is the end path")
        let copy = shape.presentation()
        #expect(copy is ShapeLayer && (copy as? ShapeLayer)?.path == mid, "the presentation is a shape layer")
    }

    @Test func pathsOfDifferentStructuresShowTheEndPathAndAreReportedOnce() {
        let world = TestWorld()
        let (root, shape) = shownShape(world)
        defer { withExtendedLifetime(root) {} }
        let from = triangle(CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100))
        let to = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let morph = BasicAnimation(keyPath: "path")
        morph.fromValue = from
        morph.toValue = to
        morph.duration = 1
        shape.add(morph, forKey: "morph")
        for _ in 0..<20 {
            world.frames(1)
            #expect(shape.presentationValues.shape.path == to)
        }
        let reports = world.takeDiagnostics()
        #expect(reports.count == 1, "\(reports)")
        #expect(reports.first?.contains("different elements") == true)
    }

    @Test func aMutablePathIsTakenAsItIsWhenSet() {
        let world = TestWorld()
        let (root, shape) = shownShape(world)
        defer { withExtendedLifetime(root) {} }
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: 10, y: 0))
        shape.path = p
        p.addLine(to: CGPoint(x: 10, y: 10))
        #expect(shape.path?.elements.count == 2, "later changes to the mutable path change nothing")
    }

    @Test func strokeEndAndLineDashPhaseAnimateImplicitlyOnAStandaloneLayer() {
        let world = TestWorld()
        let (root, shape) = shownShape(world)
        defer { withExtendedLifetime(root) {} }
        shape.strokeEnd = 0
        shape.lineDashPhase = 20
        world.run(seconds: 0.125)
        let v = shape.presentationValues.shape
        // Half of the default 0.25 s, on the default timing function (fast at first): about 0.8 of the way.
        #expect(v.strokeEnd > 0.05 && v.strokeEnd < 0.5, "\(v.strokeEnd)")
        #expect(v.lineDashPhase > 10 && v.lineDashPhase < 19.5, "\(v.lineDashPhase)")
        world.run(seconds: 0.25)
        #expect(shape.presentationValues.shape.strokeEnd == 0 && shape.presentationValues.shape.lineDashPhase == 20)
    }
}

/// presentation() gives a copy of the layer's own class, with what it draws.
@Suite(.world) struct PresentationCopyTests {
    @Test func gradientAndTextLayersGiveCopiesOfTheirOwnClass() {
        let world = TestWorld()
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let gradient = GradientLayer()
        gradient.type = .conic
        let text = TextLayer()
        text.string = "42"
        text.alignmentMode = .center
        root.layer.addSublayer(gradient)
        root.layer.addSublayer(text)
        world.frames(1)
        text.fontSize = 20
        world.run(seconds: 0.1)
        let g = gradient.presentation()
        let t = text.presentation()
        #expect(g?.type == .conic)
        #expect(t?.text == "42" && t?.alignmentMode == .center)
        let shown = t?.fontSize ?? 0
        #expect(shown > 20 && shown < 36, "mid-way in its implicit animation: \(shown)")
        #expect(text.fontSize == 20)
        let replicator = ReplicatorLayer()
        replicator.instanceCount = 5
        replicator.preservesDepth = true
        #expect(replicator.presentation()?.instanceCount == 5 && replicator.presentation()?.preservesDepth == true)
        _ = root
    }
}
