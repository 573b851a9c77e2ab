import Foundation
import Testing
import TestSupport
@testable import Rendering
import Views

/// Black on the left half, white on the right half of a 200 × 100 root, with a visual-effect view over all.
private struct EdgeScene {
    let root = makeRoot(200, 100)
    let black = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), .black)
    let white = makeView(CGRect(x: 100, y: 0, width: 100, height: 100), .white)
    let effect: VisualEffectView

    init(effect visualEffect: VisualEffect?) {
        effect = VisualEffectView(effect: visualEffect)
        effect.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.addSubview(black)
        root.addSubview(white)
        root.addSubview(effect)
    }

    /// The red channel along the middle row.
    func profile(_ fb: Framebuffer) -> [Double] { fb.row(50).map { Double($0.r) } }
}

/// A blur with no saturation change and no tint.
private func plainBlur(_ radius: CGFloat) -> CustomBlurEffect {
    CustomBlurEffect(radius: radius, saturation: 1, tint: .clear)
}

/// What the backdrop's saturation and tint make of a grey `level` (0…255), per BlurParameters.
private func tinted(_ level: Double, _ blur: BlurParameters) -> Double {
    let ta = Double(blur.tint.alpha)
    return level * (1 - ta) + Double(blur.tint.red) * ta * 255
}

extension RenderingSuite {
    @Suite struct BackdropBlurTests {
        let compositor: Compositor

        init() throws {
            compositor = try Compositor()
            World.current.textMeasurer = compositor.text
        }

        @Test func withoutBlurTheEdgeIsSharp() {
            let scene = EdgeScene(effect: nil)
            let p = scene.profile(render(scene.root, with: compositor))
            #expect(p[99] == 0 && p[100] == 255)
            #expect(p.filter { $0 > 0 && $0 < 255 }.isEmpty)
            #expect(!(compositor.existingRecord(of: scene.effect) is BackdropBlur), "no backdrop is built for a nil effect")
        }

        @Test func blurSoftensASharpEdgeMonotonically() {
            let scene = EdgeScene(effect: plainBlur(4))
            let fb = render(scene.root, with: compositor)
            let p = scene.profile(fb)
            let intermediate = p.filter { $0 > 10 && $0 < 245 }.count
            #expect(intermediate >= 6, "\(intermediate) intermediate values")
            for x in 1..<200 { #expect(p[x] >= p[x - 1], "not monotonic at \(x): \(p[x - 1]) → \(p[x])") }
            // Far from the edge the halves keep their colour; the middle of the edge stays put.
            #expect(p[10] == 0 && p[190] == 255)
            let mid = crossing(p, 127.5) ?? -1
            #expect(abs(mid - 99.5) <= 1, "edge centre at \(mid)")
            // Grey stays grey and opaque.
            let px = fb.argb(100, 50)
            #expect(px.a == 255 && abs(px.r - px.g) <= 1 && abs(px.g - px.b) <= 1)
            // The vertical extent is not affected (the halves run top to bottom).
            #expect(fb.argb(98, 5).isClose(to: fb.argb(98, 50), 1))
        }

        @Test func largerRadiusSpreadsFurther() {
            var widths: [Double] = []
            for radius in [1.0, 2.0, 4.0, 8.0, 16.0] as [CGFloat] {
                let scene = EdgeScene(effect: plainBlur(radius))
                let p = scene.profile(render(scene.root, with: compositor))
                let width = edgeWidth(p, low: 0, high: 255) ?? -1
                // A Gaussian edge rises from 10 % to 90 % over 2.563 σ.
                #expect(abs(width / (2.563 * Double(radius)) - 1) < 0.2, "σ = \(radius): 10–90 % width \(width)")
                #expect(abs((crossing(p, 127.5) ?? -1) - 99.5) <= 1)
                widths.append(width)
            }
            for (a, b) in zip(widths, widths.dropFirst()) { #expect(b > a * 1.6, "widths \(widths)") }
        }

        @Test(arguments: BlurEffect.Style.allCases)
        func styleTintsAsExpected(style: BlurEffect.Style) {
            let root = makeRoot(120, 80, color: Color(white: 0.5))
            let effect = VisualEffectView(effect: BlurEffect(style: style))
            effect.frame = CGRect(x: 10, y: 10, width: 100, height: 60)
            root.addSubview(effect)
            let fb = render(root, with: compositor)
            let grey = Double(fb.argb(5, 5).r)
            #expect(abs(grey - 127.5) <= 1)
            let blur = BlurParameters(style: style)
            let got = fb.argb(60, 40)
            let expected = tinted(grey, blur)
            #expect(abs(Double(got.r) - expected) <= 3, "\(style): \(got), expected \(expected)")
            #expect(abs(got.r - got.g) <= 1 && abs(got.g - got.b) <= 1, "grey stays neutral: \(got)")
            switch style {
            case .dark: #expect(Double(got.r) < grey - 50)
            case .light: #expect(Double(got.r) > grey + 20)
            case .extraLight: #expect(Double(got.r) > grey + 50)
            }
        }

        @Test func saturationStrengthensColours() {
            let root = makeRoot(60, 60, color: Color(red: 200.0 / 255, green: 100.0 / 255, blue: 50.0 / 255))
            let effect = VisualEffectView(effect: CustomBlurEffect(radius: 2, saturation: 1.8))
            effect.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            root.addSubview(effect)
            let fb = render(root, with: compositor)
            // Luma 117.6; each channel moves 1.8× as far from it, clamped: (255, 86, 0).
            #expect(fb.argb(30, 30).isClose(to: ARGB(r: 255, g: 86, b: 0), 2), "\(fb.argb(30, 30))")
        }

        @Test func tintAloneLaysColourOver() {
            let root = makeRoot(40, 40, color: .black)
            let effect = VisualEffectView(effect: CustomBlurEffect(radius: 0, saturation: 1, tint: Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
            effect.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            root.addSubview(effect)
            let fb = render(root, with: compositor)
            #expect(fb.argb(20, 20).isClose(to: ARGB(r: 128, g: 0, b: 0), 1), "\(fb.argb(20, 20))")
        }

        @Test func blurIsClippedToRoundedCorners() {
            let scene = EdgeScene(effect: BlurEffect(style: .dark))
            scene.effect.frame = CGRect(x: 50, y: 20, width: 100, height: 60)
            scene.effect.cornerRadius = 20
            let fb = render(scene.root, with: compositor)
            #expect(fb.argb(51, 21) == .black, "outside the rounded corner the backdrop is untouched")
            #expect(fb.argb(148, 21) == .white)
            #expect(fb.argb(148, 50) != .white, "inside, the dark tint covers the white half")
            #expect(fb.argb(45, 50) == .black && fb.argb(155, 50) == .white, "nothing outside the view")
        }

        /// A white screen that clips, inside a black bezel, with a plain blur over the whole screen: the blur
        /// samples only the screen (edges extended, as iOS blurs at a screen's edge), so its edge stays white.
        @Test(arguments: [1.0, 0.5] as [CGFloat])
        func blurInsideAClipExtendsTheEdgeInsteadOfSamplingWhatIsOutside(screenAlpha: CGFloat) {
            let root = makeRoot(200, 160, color: .black)
            let screen = makeView(CGRect(x: 40, y: 30, width: 120, height: 100), .white)
            screen.clipsToBounds = true
            screen.alpha = screenAlpha    // below 1 the screen is drawn in a group: the slower path
            let effect = VisualEffectView(effect: plainBlur(10))
            effect.frame = screen.bounds
            screen.addSubview(effect)
            root.addSubview(screen)
            let fb = render(root, with: compositor)
            let white = Double(fb.argb(100, 80).r)
            #expect(white > 120, "the middle of the screen: \(white)")
            for (x, y) in [(40, 80), (159, 80), (100, 30), (100, 129), (41, 31)] {
                #expect(abs(Double(fb.argb(x, y).r) - white) <= 2,
                        "edge pixel (\(x), \(y)) is \(fb.argb(x, y)), the middle \(white): no dark band from the bezel")
            }
            #expect(fb.argb(35, 80) == .black, "outside the clip nothing is drawn")
        }

        // MARK: Caching

        @Test func resultIsReusedUntilSomethingBehindChanges() throws {
            let scene = EdgeScene(effect: plainBlur(6))
            // Half the backdrop shows the clear colour: the white half becomes transparent.
            scene.white.backgroundColor = nil
            compositor.clearColor = .black
            let front = makeView(CGRect(x: 150, y: 60, width: 20, height: 20), .red)
            scene.root.addSubview(front)
            let fb = Framebuffer(width: 200, height: 100)
            compositor.render(scene.root, into: fb)
            let cache = try #require(compositor.existingRecord(of: scene.effect) as? BackdropBlur)
            #expect(cache.updateCount == 1)
            let first = (0..<100).flatMap { fb.row($0) }

            compositor.render(scene.root, into: fb)
            #expect(cache.updateCount == 1, "nothing changed: reused")
            #expect((0..<100).flatMap { fb.row($0) } == first, "and drawn the same")

            // A view in front of the effect is not behind it.
            front.backgroundColor = .yellow
            compositor.render(scene.root, into: fb)
            #expect(cache.updateCount == 1)
            #expect(fb.argb(160, 70) == ARGB(r: 255, g: 255, b: 0))

            // Something behind changes colour: rebuilt, and the new colour shows through.
            scene.black.backgroundColor = .blue
            compositor.render(scene.root, into: fb)
            #expect(cache.updateCount == 2)
            #expect(fb.argb(20, 50).b > 200)

            // Something behind moves.
            scene.black.center.y += 10
            compositor.render(scene.root, into: fb)
            #expect(cache.updateCount == 3)
            #expect(fb.argb(20, 2).b < 100)

            // Something behind disappears.
            scene.black.isHidden = true
            compositor.render(scene.root, into: fb)
            #expect(cache.updateCount == 4)
            #expect(fb.argb(20, 50).b == 0)

            // The clear colour is behind everything too.
            compositor.clearColor = .white
            compositor.render(scene.root, into: fb)
            #expect(cache.updateCount == 5)
            #expect(fb.argb(150, 50).isClose(to: .white, 1), "the new clear colour shows: \(fb.argb(150, 50))")

            compositor.render(scene.root, into: fb)
            #expect(cache.updateCount == 5)
        }

        @Test func animatedRadiusRebuildsEveryFrame() throws {
            try withVirtualClock { scheduler in
                let scene = EdgeScene(effect: plainBlur(2))
                let fb = Framebuffer(width: 200, height: 100)
                compositor.render(scene.root, into: fb)
                let cache = try #require(compositor.existingRecord(of: scene.effect) as? BackdropBlur)
                #expect(cache.updateCount == 1)
                View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
                    scene.effect.effect = plainBlur(10)
                })
                var widths: [Double] = []
                for frame in 1...5 {
                    scheduler.advance(frames: 1)
                    compositor.render(scene.root, into: fb)
                    #expect(cache.updateCount == 1 + frame)
                    widths.append(edgeWidth(scene.profile(fb), low: 0, high: 255) ?? -1)
                }
                for (a, b) in zip(widths, widths.dropFirst()) { #expect(b > a, "widths \(widths)") }
                scheduler.advance(frames: 60)
                compositor.render(scene.root, into: fb)
                let settled = cache.updateCount
                compositor.render(scene.root, into: fb)
                #expect(cache.updateCount == settled, "a finished animation leaves the result reusable")
                #expect(abs(scene.effect.presentationBlur.radius - 10) < 1e-9)
            }
        }

        // MARK: Animating the effect

        @Test func animatingFromNoEffectToDarkGrowsTheRadiusWithoutCrossFade() throws {
            try withVirtualClock { scheduler in
                let scene = EdgeScene(effect: nil)
                View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                    scene.effect.effect = BlurEffect(style: .dark)
                })
                var previousRadius: CGFloat = 0
                var previousWidth = 0.0
                for frame in 1...60 {
                    scheduler.advance(frames: 1)
                    let blur = scene.effect.presentationBlur
                    let t = Double(frame) / 60
                    // Every parameter moves together, continuously (to the precision of the curve solver).
                    #expect(abs(Double(blur.radius) - 20 * t) < 1e-4, "frame \(frame): radius \(blur.radius)")
                    #expect(blur.radius > previousRadius)
                    #expect(abs(Double(blur.radius - previousRadius) - 20.0 / 60) < 1e-4)
                    #expect(abs(Double(blur.tint.alpha) - 0.73 * t) < 1e-5)
                    #expect(abs(Double(blur.saturation) - (1 + 0.8 * t)) < 1e-5)
                    previousRadius = blur.radius

                    let fb = render(scene.root, with: compositor)
                    let p = scene.profile(fb)
                    let low = p[2], high = p[197]
                    // The halves far from the edge show the partial tint over black and white.
                    #expect(abs(low - tinted(0, blur)) <= 2, "frame \(frame): low \(low) vs \(tinted(0, blur))")
                    #expect(abs(high - tinted(255, blur)) <= 2, "frame \(frame): high \(high) vs \(tinted(255, blur))")
                    if frame == 30 {
                        // Halfway both the radius and the tint are partial: 10 points and alpha 0.365, so the
                        // white half is a light grey, not white and not the full dark tint.
                        #expect(abs(blur.radius - 10) < 1e-4 && abs(blur.tint.alpha - 0.365) < 1e-5)
                        #expect(high > 160 && high < 185, "white half at 50 %: \(high)")
                    }
                    guard frame >= 6 else { continue }
                    // One blurred edge of the current radius, never a sharp edge faded over a blurred one.
                    let width = edgeWidth(p, low: low, high: high) ?? -1
                    #expect(abs(width / (2.563 * Double(blur.radius)) - 1) < 0.2,
                            "frame \(frame): width \(width) for σ \(blur.radius)")
                    // (Past σ 16 the blur runs at 1/8 resolution: its edge is measured to about half a pixel.)
                    #expect(width >= previousWidth - (blur.radius >= 16 ? 0.5 : 0.25), "frame \(frame): width \(previousWidth) → \(width)")
                    previousWidth = width
                    let steepest = zip(p, p.dropFirst()).map { abs($1 - $0) }.max() ?? 0
                    let gaussian = (high - low) / (Double(blur.radius) * (2 * Double.pi).squareRoot())
                    #expect(steepest <= gaussian * 1.3 + 2, "frame \(frame): step \(steepest) vs Gaussian slope \(gaussian)")
                }
                #expect(abs(scene.effect.presentationBlur.radius - 20) < 1e-9)
            }
        }
    }
}
