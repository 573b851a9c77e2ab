import Foundation
import Testing
import TestSupport
@testable import Rendering
@testable import Views

extension RenderingSuite {
    /// Gradient layers (CAGradientLayer): every pixel against the closed form of each type, locations (given,
    /// outside 0…1, or evenly spaced when nil), a gradient as a mask, and an animated one redrawn each frame.
    @Suite struct GradientLayerRenderingTests {
        typealias RGBA = (r: Double, g: Double, b: Double, a: Double)

        /// The colour at `t` for stops at `locations`: the end colours outside, per component (unpremultiplied)
        /// between neighbours — written out here independently of the renderer.
        static func closedForm(_ t: Double, _ colors: [RGBA], _ locations: [Double]) -> RGBA {
            if t <= locations[0] { return colors[0] }
            for i in 1..<colors.count where t < locations[i] {
                let f = (t - locations[i - 1]) / (locations[i] - locations[i - 1])
                let a = colors[i - 1], b = colors[i]
                return (a.r + (b.r - a.r) * f, a.g + (b.g - a.g) * f, a.b + (b.b - a.b) * f, a.a + (b.a - a.a) * f)
            }
            return colors[colors.count - 1]
        }

        /// The expected pixel of `c` over opaque `background` (0…255 per channel).
        static func over(_ c: RGBA, _ background: RGBA) -> ARGB {
            func ch(_ x: Double, _ y: Double) -> Int { Int(((x * c.a + y * (1 - c.a)) * 255).rounded()) }
            return ARGB(r: ch(c.r, background.r), g: ch(c.g, background.g), b: ch(c.b, background.b))
        }

        static let palette: [RGBA] = [(1, 0, 0, 1), (0, 0.8, 0.2, 1), (0.1, 0.2, 1, 1)]

        /// Renders a gradient filling a `w` × `h` root (white behind it) and compares every pixel whose centre
        /// is not excluded with the closed form at `t(x, y)` (pixel centres in points): at most 2 levels off.
        func expectPixels(_ configure: (GradientLayer) -> Void, w: Int = 160, h: Int = 100, scale: Double = 1,
                          colors: [RGBA] = palette, locations: [Double],
                          t: (Double, Double) -> Double?) throws {
            let compositor = try Compositor()
            let root = makeRoot(CGFloat(w), CGFloat(h), color: .white)
            let gradient = GradientLayer()
            gradient.frame = root.bounds
            gradient.colors = colors.map { CGColor(red: $0.r, green: $0.g, blue: $0.b, alpha: $0.a) }
            configure(gradient)
            root.layer.addSublayer(gradient)
            let fb = render(root, with: compositor, scale: scale)
            var worst = 0, at = (0, 0), checked = 0
            for py in 0..<fb.height {
                for px in 0..<fb.width {
                    guard let tv = t((Double(px) + 0.5) / scale, (Double(py) + 0.5) / scale) else { continue }
                    let want = Self.over(Self.closedForm(tv, colors, locations), (1, 1, 1, 1))
                    let got = fb.argb(px, py)
                    let d = max(abs(got.r - want.r), abs(got.g - want.g), abs(got.b - want.b))
                    checked += 1
                    if d > worst { worst = d; at = (px, py) }
                }
            }
            #expect(checked > fb.width * fb.height / 2)
            #expect(worst <= 2, "worst \(worst) levels at \(at): \(fb.argb(at.0, at.1))")
        }

        @Test func axialWithLocationsMatchesTheClosedForm() throws {
            // From (0.1, 0.2) to (0.8, 0.9) of 160 × 100: t is the projection onto that axis.
            let s = (16.0, 20.0), e = (128.0, 90.0)
            let dx = e.0 - s.0, dy = e.1 - s.1
            try expectPixels({
                $0.startPoint = CGPoint(x: 0.1, y: 0.2)
                $0.endPoint = CGPoint(x: 0.8, y: 0.9)
                $0.locations = [0.2, 0.35, 0.9]
            }, locations: [0.2, 0.35, 0.9], t: { x, y in ((x - s.0) * dx + (y - s.1) * dy) / (dx * dx + dy * dy) })
        }

        @Test func nilLocationsAreEvenlySpacedAndTheDefaultsRunTopToBottom() throws {
            try expectPixels({ _ in }, locations: [0, 0.5, 1], t: { _, y in y / 100 })
        }

        @Test func locationsOutsideZeroToOneKeepTheirPlace() throws {
            // The shimmer's half-way frame: the band (the middle colour) in the middle, from x = 0 to 160.
            try expectPixels({
                $0.startPoint = CGPoint(x: 0, y: 0.5)
                $0.endPoint = CGPoint(x: 1, y: 0.5)
                $0.locations = [-0.6, 0.4, 1.3]
            }, locations: [-0.6, 0.4, 1.3], t: { x, _ in x / 160 })
        }

        @Test func radialIsAnEllipseFromTheStartPointReachingTheEndPoint() throws {
            // Centre (64, 50), semi-axes |0.9 − 0.4| · 160 = 80 and |0.8 − 0.5| · 100 = 30; at scale 2.
            try expectPixels({
                $0.type = .radial
                $0.startPoint = CGPoint(x: 0.4, y: 0.5)
                $0.endPoint = CGPoint(x: 0.9, y: 0.8)
                $0.locations = [0.1, 0.6, 1]
            }, scale: 2, locations: [0.1, 0.6, 1], t: { x, y in (pow((x - 64) / 80, 2) + pow((y - 50) / 30, 2)).squareRoot() })
        }

        @Test func conicTurnsClockwiseFromTheEndPointsDirection() throws {
            // About (70, 50), starting toward (70, 0) (straight up), clockwise on screen (y down).
            let colors: [RGBA] = [(1, 0, 0, 1), (1, 1, 0, 1), (0, 0, 1, 1), (1, 0, 0, 1)]
            try expectPixels({
                $0.type = .conic
                $0.startPoint = CGPoint(x: 70.0 / 160, y: 0.5)
                $0.endPoint = CGPoint(x: 70.0 / 160, y: 0)
            }, colors: colors, locations: [0, 1.0 / 3, 2.0 / 3, 1], t: { x, y in
                let dx = x - 70, dy = y - 50
                guard dx * dx + dy * dy > 9 else { return nil }   // the centre, where a pixel spans every angle
                var t = (atan2(dy, dx) + Double.pi / 2) / (2 * Double.pi)
                t -= t.rounded(.down)
                return t < 0.005 || t > 0.995 ? nil : t           // the seam
            })
        }

        @Test func conicQuartersLandWhereTheyShould() throws {
            // Four hard quarters: red from the top, green to the right…, clockwise.
            let compositor = try Compositor()
            let root = makeRoot(100, 100, color: .white)
            let g = GradientLayer()
            g.frame = root.bounds
            g.type = .conic
            g.startPoint = CGPoint(x: 0.5, y: 0.5)
            g.endPoint = CGPoint(x: 0.5, y: 0)
            g.colors = [Color.red, .red, .green, .green, .blue, .blue, .black, .black].map(\.cgColor)
            g.locations = [0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1]
            root.layer.addSublayer(g)
            let fb = render(root, with: compositor)
            #expect(fb.argb(60, 10) == .red, "just clockwise of the top")
            #expect(fb.argb(90, 60) == .green, "just clockwise of the right")
            #expect(fb.argb(40, 90) == .blue, "just clockwise of the bottom")
            #expect(fb.argb(10, 40) == .black, "just clockwise of the left")
        }

        /// A red layer masked by a gradient from transparent (left) to opaque (right), over black: its red is
        /// the gradient's alpha. Both a standalone layer's mask and a view's layer's.
        @Test func aGradientMaskShowsTheLayerByItsAlpha() throws {
            let compositor = try Compositor()
            let root = makeRoot(200, 100, color: .black)
            func mask() -> GradientLayer {
                let g = GradientLayer()
                g.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
                g.colors = [Color.white.withAlphaComponent(0).cgColor, Color.white.cgColor]
                g.startPoint = CGPoint(x: 0, y: 0.5)
                g.endPoint = CGPoint(x: 1, y: 0.5)
                return g
            }
            let layer = Layer()
            layer.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
            layer.backgroundColor = Color.red.cgColor
            layer.mask = mask()
            root.layer.addSublayer(layer)
            let view = makeView(CGRect(x: 0, y: 50, width: 200, height: 50), .red)
            view.layer.mask = mask()
            root.addSubview(view)
            let fb = render(root, with: compositor)
            for y in [25, 75] {
                for x in stride(from: 5, to: 200, by: 15) {
                    let want = Int(((Double(x) + 0.5) / 200 * 255).rounded())
                    #expect(abs(fb.argb(x, y).r - want) <= 2 && fb.argb(x, y).g == 0, "(\(x), \(y)): \(fb.argb(x, y)) ≠ \(want)")
                }
            }
        }

        /// Damage tracking: a still gradient and text layer redraw nothing; a change that is no animatable value
        /// (the type, the string) redraws them.
        @Test func stillLayersRedrawNothingAndAChangedTypeRedraws() throws {
            let compositor = try Compositor()
            World.current.textMeasurer = compositor.text
            let root = makeRoot(200, 100, color: .white)
            let g = GradientLayer()
            g.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            g.colors = [Color.red.cgColor, Color.blue.cgColor]
            let t = TextLayer()
            t.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
            t.string = "Hi"
            root.layer.addSublayer(g)
            root.layer.addSublayer(t)
            let fb = Framebuffer(width: 200, height: 100, scale: 1)
            compositor.render(root, into: fb)
            compositor.render(root, into: fb)
            #expect(compositor.lastRedrawnPixels == 0)
            g.type = .radial
            compositor.render(root, into: fb)
            #expect(compositor.lastRedrawnPixels >= 100 * 100)
            t.string = "Ho"
            compositor.render(root, into: fb)
            #expect(compositor.lastRedrawnPixels >= 100 * 100)
            compositor.render(root, into: fb)
            #expect(compositor.lastRedrawnPixels == 0)
        }

        /// The shimmer's animation, damage tracking on: each frame shows the presentation's locations.
        @Test func anAnimatedMaskIsRedrawnEveryFrame() throws {
            let compositor = try Compositor()
            let root = makeRoot(200, 40, color: .black)
            let layer = Layer()
            layer.frame = root.bounds
            layer.backgroundColor = Color.white.cgColor
            let g = GradientLayer()
            g.frame = root.bounds
            g.colors = [Color.clear.cgColor, Color.white.cgColor, Color.clear.cgColor]
            g.startPoint = CGPoint(x: 0, y: 0.5)
            g.endPoint = CGPoint(x: 1, y: 0.5)
            layer.mask = g
            root.layer.addSublayer(layer)
            let sweep = BasicAnimation(keyPath: "locations")
            sweep.fromValue = [-1.0, -0.5, 0.0]
            sweep.toValue = [1.0, 1.5, 2.0]
            sweep.duration = 1
            sweep.repeatCount = .infinity
            g.add(sweep, forKey: "shimmer")
            let fb = Framebuffer(width: 200, height: 40, scale: 1)
            var peaks: [Int] = []
            World.current.scheduler.advance(frames: 10)      // the band enters at 0.25 s
            for _ in 0..<5 {
                World.current.scheduler.advance(frames: 6)
                compositor.render(root, into: fb)
                let row = fb.row(20)
                let peak = row.indices.max { row[$0].r < row[$1].r }!
                peaks.append(peak)
                // The band's centre is the middle location, as the presentation has it now.
                let mid = g.presentationValues.gradient.locations![1]
                #expect(abs(Double(peak) + 0.5 - mid * 200) <= 2, "peak \(peak), middle location \(mid)")
            }
            #expect(peaks == peaks.sorted() && Set(peaks).count == peaks.count, "moves right every frame: \(peaks)")
        }
    }
}
