import Foundation
import Testing
@testable import Views

/// Gradient and text layers' animatable values (CAGradientLayer, CATextLayer) on the virtual clock: explicit
/// and implicit animations of colours, locations, points, font size and colour, and their defaults.
@Suite(.world) struct GradientAndTextLayerTests {
    /// A standalone layer of `type` shown for a frame in a root (kept by the caller).
    private func shown<L: Layer>(_ layer: L, _ world: TestWorld) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.layer.addSublayer(layer)
        world.frames(1)
        return root
    }

    @Test func defaultsAreCoreAnimations() {
        let g = GradientLayer()
        #expect(g.colors == nil && g.locations == nil && g.type == .axial)
        #expect(g.startPoint == CGPoint(x: 0.5, y: 0) && g.endPoint == CGPoint(x: 0.5, y: 1))
        let t = TextLayer()
        #expect(t.fontSize == 36 && t.foregroundColor?.color == .white)
        #expect(t.alignmentMode == .natural && !t.isWrapped && t.truncationMode == .none)
    }

    @Test func colorsTakeCGColorsAsTutorialsWriteThem() {
        let world = TestWorld()
        let g = GradientLayer()
        g.colors = [Color.white.cgColor, Color.black.cgColor]
        #expect((g.colors as? [CGColor])?.map(\.color) == [.white, .black])
        #expect(g.presentationValues.gradient.colors == [.white, .black])
        g.colors = [Color.red.cgColor, "not a colour"]
        #expect(g.presentationValues.gradient.colors == [.red])
        #expect(world.takeDiagnostics().count == 1)
        g.locations = [0, 0.25, 1]
        #expect(g.locations?.map(\.doubleValue) == [0, 0.25, 1])
    }

    /// Nil locations mean evenly spaced: an animation with only a toValue starts from there (not a jump).
    @Test func locationsAnimateFromEvenlySpacedWhenNil() {
        let world = TestWorld()
        let g = GradientLayer()
        g.colors = [Color.white.cgColor, Color.gray.cgColor, Color.black.cgColor]
        let root = shown(g, world)
        defer { withExtendedLifetime(root) {} }
        let move = BasicAnimation(keyPath: "locations")
        move.toValue = [0.5, 0.75, 1.0]
        move.duration = 1
        g.add(move, forKey: "move")
        world.run(seconds: 0.5)
        let shown = g.presentationValues.gradient.locations ?? []
        #expect(shown.count == 3 && abs(shown[0] - 0.25) < 0.02 && abs(shown[1] - 0.625) < 0.02, "\(shown)")
        #expect(world.takeDiagnostics().isEmpty)
    }

    @Test func locationsAnimateElementByElement() {
        let world = TestWorld()
        let g = GradientLayer()
        let root = shown(g, world)
        defer { withExtendedLifetime(root) {} }
        g.colors = [Color.clear.cgColor, Color.white.cgColor, Color.clear.cgColor]
        let sweep = BasicAnimation(keyPath: "locations")
        sweep.fromValue = [-1.0, -0.5, 0.0]
        sweep.toValue = [1.0, 1.5, 2.0]
        sweep.duration = 1
        g.add(sweep, forKey: "shimmer")
        world.run(seconds: 0.5)
        let mid = g.presentationValues.gradient.locations ?? []
        #expect(mid.count == 3)
        for (got, want) in zip(mid, [0.0, 0.5, 1.0]) { #expect(abs(got - want) < 1e-9, "\(mid)") }
        #expect(g.locations == nil, "the model is untouched")
        world.run(seconds: 1)
        #expect(g.presentationValues.gradient.locations == nil)
    }

    @Test func colorsAndPointsAnimateExplicitlyAndKeyframed() {
        let world = TestWorld()
        let g = GradientLayer()
        let root = shown(g, world)
        defer { withExtendedLifetime(root) {} }
        let recolor = BasicAnimation(keyPath: "colors")
        recolor.fromValue = [Color.black.cgColor, Color.red.cgColor]
        recolor.toValue = [Color.white.cgColor, Color.blue.cgColor]
        recolor.duration = 1
        g.add(recolor, forKey: "c")
        let move = KeyframeAnimation(keyPath: "startPoint")
        move.values = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)]
        move.duration = 1
        g.add(move, forKey: "p")
        let end = BasicAnimation(keyPath: "endPoint")
        end.toValue = CGPoint(x: 0, y: 0)
        end.duration = 1
        g.add(end, forKey: "e")
        world.run(seconds: 0.25)
        let v = g.presentationValues.gradient
        let c = v.colors ?? []
        #expect(c.count == 2)
        #expect(abs(c[0].red - 0.25) < 1e-6 && abs(c[0].green - 0.25) < 1e-6)
        #expect(abs(c[1].red - 0.75) < 1e-6 && abs(c[1].blue - 0.25) < 1e-6)
        #expect(abs(v.startPoint.x - 0.5) < 1e-6 && v.startPoint.y == 0)
        #expect(abs(v.endPoint.x - 0.375) < 1e-6 && abs(v.endPoint.y - 0.75) < 1e-6, "\(v.endPoint)")
    }

    @Test func keyframesOfLocationsInterpolateBetweenLists() {
        let world = TestWorld()
        let g = GradientLayer()
        let root = shown(g, world)
        defer { withExtendedLifetime(root) {} }
        let k = KeyframeAnimation(keyPath: "locations")
        k.values = [[0.0, 0.2], [0.5, 0.7], [0.6, 1.0]]
        k.keyTimes = [0, 0.5, 1]
        k.duration = 1
        g.add(k, forKey: "k")
        world.run(seconds: 0.25)
        let a = g.presentationValues.gradient.locations ?? []
        #expect(a.count == 2 && abs(a[0] - 0.25) < 1e-6 && abs(a[1] - 0.45) < 1e-6, "\(a)")
        world.run(seconds: 0.5)
        let b = g.presentationValues.gradient.locations ?? []
        #expect(b.count == 2 && abs(b[0] - 0.55) < 1e-6 && abs(b[1] - 0.85) < 1e-6, "\(b)")
    }

    @Test func aCountMismatchShowsTheEndValueReportedOnce() {
        let world = TestWorld()
        let g = GradientLayer()
        let root = shown(g, world)
        defer { withExtendedLifetime(root) {} }
        let a = BasicAnimation(keyPath: "locations")
        a.fromValue = [0.0, 1.0]
        a.toValue = [0.0, 0.5, 1.0]
        a.duration = 1
        a.fillMode = .forwards
        g.add(a, forKey: "a")
        world.run(seconds: 0.3)
        #expect(g.presentationValues.gradient.locations == [0, 0.5, 1])
        world.run(seconds: 0.3)
        #expect(world.takeDiagnostics().count == 1)
    }

    @Test func aStandaloneGradientAnimatesImplicitly() {
        let world = TestWorld()
        let g = GradientLayer()
        g.locations = [0, 1]
        g.startPoint = CGPoint(x: 0, y: 0)
        let root = shown(g, world)
        defer { withExtendedLifetime(root) {} }
        g.locations = [0.5, 1]
        g.startPoint = CGPoint(x: 1, y: 0)
        world.frames(1)
        let mid = g.presentationValues.gradient
        #expect(mid.locations.map { $0[0] > 0.01 && $0[0] < 0.49 } == true, "\(String(describing: mid.locations))")
        #expect(mid.startPoint.x > 0.01 && mid.startPoint.x < 0.99)
        world.run(seconds: 0.5)
        #expect(g.presentationValues.gradient.locations == [0.5, 1])
    }

    @Test func fontSizeAndForegroundColorAnimate() {
        let world = TestWorld()
        let t = TextLayer()
        let root = shown(t, world)
        defer { withExtendedLifetime(root) {} }
        t.string = "42"
        let grow = BasicAnimation(keyPath: "fontSize")
        grow.fromValue = 20
        grow.toValue = 40
        grow.duration = 1
        t.add(grow, forKey: "grow")
        let tint = BasicAnimation(keyPath: "foregroundColor")
        tint.fromValue = Color.black.cgColor
        tint.toValue = Color.white.cgColor
        tint.duration = 1
        t.add(tint, forKey: "tint")
        world.run(seconds: 0.5)
        #expect(abs(t.presentationValues.text.fontSize - 30) < 1e-6)
        #expect(abs(t.presentationValues.text.foregroundColor.red - 0.5) < 1e-6)
        #expect(t.fontSize == 36)
        // Implicitly, as a standalone layer's property.
        world.run(seconds: 1)
        t.fontSize = 12
        world.frames(2)
        let s = t.presentationValues.text.fontSize
        #expect(s < 36 && s > 12, "\(s)")
        world.run(seconds: 0.5)
        #expect(t.presentationValues.text.fontSize == 12)
    }

    @Test func stringAndFontReadAsUIKitPassesThem() {
        let world = TestWorld()
        let t = TextLayer()
        t.string = "plain"
        #expect(t.text == "plain" && t.string as? String == "plain")
        t.string = NSAttributedString(string: "attributed")
        #expect(t.text == "attributed")
        t.font = Font.systemFont(ofSize: 12, weight: .bold)
        #expect(t.weight == .bold && t.font(ofSize: 30) == Font(size: 30, weight: .bold))
        t.font = "Helvetica"
        #expect(t.weight == .regular)
        t.string = 42
        #expect(t.text == "" && world.takeDiagnostics().count == 1)
    }
}
