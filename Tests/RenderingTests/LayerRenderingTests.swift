import Foundation
import Testing
import TestSupport
@testable import Rendering
@testable import Views
import PlaygroundTesting

extension RenderingSuite {
    /// The compositor draws the layer tree: standalone sublayers (order, zPosition, shadows, masks, contents),
    /// projected 3D layers with exact texture mapping and back faces, and the damage a moving layer makes.
    @Suite struct LayerRenderingTests {
        let compositor: Compositor

        init() throws {
            compositor = try Compositor()
            World.current.textMeasurer = compositor.text
        }

        /// A standalone layer of `frame` filled with `color`, its properties set with actions off.
        func makeLayer(_ frame: CGRect, _ color: Color?, _ configure: (Layer) -> Void = { _ in }) -> Layer {
            Transaction.begin()
            Transaction.setDisableActions(true)
            let layer = Layer(frame: frame)
            layer.backgroundColor = color?.cgColor
            configure(layer)
            Transaction.commit()
            return layer
        }

        /// Perspective with the eye 500 pt away, turned by `angle` about the y axis.
        static func turned(_ angle: CGFloat) -> Transform3D {
            var perspective = Transform3DIdentity
            perspective.m34 = -1 / 500
            return Transform3DRotate(perspective, angle, 0, 1, 0)
        }

        /// The red coverage of a pixel over white (a red fill leaves red at 255 and takes green away).
        static func coverage(_ p: ARGB) -> Double { 1 - Double(p.g) / 255 }

        // MARK: 3D

        /// The corners of a 200 × 200 layer centred at (200, 200), turned π/4 about y with m34 = −1/500, worked
        /// out by hand: a point (dx, dy) from the anchor goes to (dx·cos θ, dy, −dx·sin θ) · P, w = 1 + dx·sin θ / 500.
        static func handProjectedCorners() -> [(x: Double, y: Double)] {
            let c = cos(Double.pi / 4), s = sin(Double.pi / 4)
            return [(-100.0, -100.0), (100, -100), (100, 100), (-100, 100)].map { dx, dy in
                let w = 1 + dx * s / 500
                return (200 + dx * c / w, 200 + dy / w)
            }
        }

        @Test func aTurnedLayerCoversItsProjectedQuad() throws {
            let root = makeRoot(400, 400, color: .white)
            root.layer.addSublayer(makeLayer(CGRect(x: 100, y: 100, width: 200, height: 200), .red) {
                $0.transform = Self.turned(.pi / 4)
            })
            let fb = render(root, with: compositor)
            let q = Self.handProjectedCorners()   // top-left, top-right, bottom-right, bottom-left
            #expect(abs(q[0].x - 117.65) < 0.05 && abs(q[0].y - 83.53) < 0.05 && abs(q[1].x - 261.95) < 0.05)
            /// The left and right edges of the red span of row `y` (pixel centre y + 0.5), from its coverage.
            func edges(_ y: Int) -> (Double, Double) {
                let row = fb.row(y).map(Self.coverage)
                let mid = 190
                return (Double(mid) - row[..<mid].reduce(0, +), Double(mid) + row[mid...].reduce(0, +))
            }
            /// Where the edge from `a` to `b` crosses the horizontal line at `y`.
            func cross(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double), _ y: Double) -> Double {
                a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
            }
            // Between the right corners both edges are vertical: the left one at q0.x, the right one at q1.x.
            for y in [120, 200, 280] {
                let (l, r) = edges(y)
                #expect(abs(l - q[0].x) < 0.75, "row \(y): left edge \(l), expected \(q[0].x)")
                #expect(abs(r - q[1].x) < 0.75, "row \(y): right edge \(r), expected \(q[1].x)")
            }
            // Above and below the right corners the slanted top and bottom edges end the rows.
            for (y, a, b) in [(100, q[0], q[1]), (300, q[3], q[2])] {
                let (l, r) = edges(y)
                #expect(abs(l - q[0].x) < 0.75, "row \(y): left edge \(l)")
                let expected = cross(a, b, Double(y) + 0.5)
                #expect(abs(r - expected) < 1, "row \(y): right end \(r), expected \(expected)")
            }
            // Nothing beyond the quad's extremes.
            #expect(fb.row(82).allSatisfy { $0 == .white } && fb.row(318).allSatisfy { $0 == .white })
            #expect((0..<400).allSatisfy { fb.argb(116, $0) == .white && fb.argb(263, $0) == .white })
            #expect(fb.argb(200, 200) == .red)
            try assertGolden(fb, named: "turned-quarter")
        }

        @Test func aSingleSidedLayerTurnedAwayIsNotDrawnAndADoubleSidedOneShowsItsBackMirrored() throws {
            for doubleSided in [false, true] {
                let root = makeRoot(400, 400, color: .white)
                let card = makeLayer(CGRect(x: 100, y: 100, width: 200, height: 200), .red) {
                    $0.transform = Self.turned(2 * .pi / 3)
                    $0.isDoubleSided = doubleSided
                }
                // The left half is blue: seen from behind it is on the right.
                card.addSublayer(makeLayer(CGRect(x: 0, y: 0, width: 100, height: 200), .blue))
                root.layer.addSublayer(card)
                let fb = render(root, with: compositor)
                if doubleSided {
                    #expect(fb.argb(220, 200) == .blue, "the back shows the left half on the right")
                    #expect(fb.argb(180, 200) == .red)
                } else {
                    #expect((0..<400).allSatisfy { y in fb.row(y).allSatisfy { $0 == .white } }, "nothing drawn")
                }
            }
        }

        @Test func aLayerBehindTheEyeIsSkipped() {
            let root = makeRoot(200, 200, color: .white)
            root.layer.addSublayer(makeLayer(CGRect(x: 0, y: 0, width: 200, height: 200), .red) {
                var t = Transform3DMakeTranslation(0, 0, 600)
                t.m34 = -1 / 500
                $0.transform = t.concatenating(Self.turned(0.3))
            })
            root.layer.addSublayer(makeLayer(CGRect(x: 50, y: 50, width: CGFloat.nan, height: 10), .red))
            root.layer.addSublayer(makeLayer(CGRect(x: 0, y: 0, width: 0, height: 0), .red))
            let fb = render(root, with: compositor)
            #expect(fb.argb(100, 100) == .white)
        }

        // MARK: Shadows, masks, order, contents

        @Test func shadowOfARoundedLayer() throws {
            let root = makeRoot(200, 160, color: Color(white: 0.9))
            root.layer.addSublayer(makeLayer(CGRect(x: 50, y: 30, width: 100, height: 80), .white) {
                $0.cornerRadius = 16
                $0.shadowOpacity = 0.5
                $0.shadowRadius = 8
                $0.shadowOffset = CGSize(width: 0, height: 6)
            })
            let fb = render(root, with: compositor)
            let background = fb.argb(5, 5)
            #expect(fb.argb(100, 70) == .white)
            #expect(fb.argb(100, 116).r < background.r - 30, "the shadow falls below: \(fb.argb(100, 116))")
            #expect(fb.argb(100, 116).r < fb.argb(100, 26).r, "more below than above (offset down)")
            #expect(fb.argb(100, 150) .isClose(to: background, 2), "it fades out")
            try assertGolden(fb, named: "rounded-shadow")
        }

        @Test func aLayerMaskedByARoundLayer() throws {
            let root = makeRoot(160, 160, color: .white)
            let square = makeLayer(CGRect(x: 20, y: 20, width: 120, height: 120), .orange)
            square.addSublayer(makeLayer(CGRect(x: 0, y: 50, width: 120, height: 20), .blue))
            square.mask = makeLayer(CGRect(x: 0, y: 0, width: 120, height: 120), .black) { $0.cornerRadius = 60 }
            root.layer.addSublayer(square)
            let fb = render(root, with: compositor)
            #expect(fb.argb(21, 21) == .white && fb.argb(25, 35) == .white, "outside the circle")
            #expect(fb.argb(80, 40).isClose(to: ARGB(r: 255, g: 128, b: 0), 2))
            #expect(fb.argb(80, 80) == .blue && fb.argb(30, 80) == .blue)
            #expect(fb.argb(20, 70) != .blue && fb.argb(139, 70) != .blue, "the sublayer is masked too")
            try assertGolden(fb, named: "round-mask")
        }

        @Test func laterSiblingsDrawOnTopUnlessTheirZPositionIsLower() {
            for lower in [false, true] {
                let root = makeRoot(100, 100, color: .white)
                root.layer.addSublayer(makeLayer(CGRect(x: 10, y: 10, width: 50, height: 50), .red))
                root.layer.addSublayer(makeLayer(CGRect(x: 40, y: 40, width: 50, height: 50), .blue) {
                    if lower { $0.zPosition = -1 }
                })
                let fb = render(root, with: compositor)
                #expect(fb.argb(50, 50) == (lower ? .red : .blue))
                #expect(fb.argb(20, 20) == .red && fb.argb(80, 80) == .blue)
            }
        }

        @Test func contentsResizeAspectLetterboxes() throws {
            let root = makeRoot(200, 100, color: .white)
            root.layer.addSublayer(makeLayer(CGRect(x: 0, y: 0, width: 200, height: 100), .green) {
                $0.contents = Image(named: "landscape")
                $0.contentsGravity = .resizeAspect
            })
            let fb = render(root, with: compositor)
            #expect(compositor.errors.isEmpty)
            // 256 × 192 fitted to 200 × 100: 133⅓ wide, centred.
            #expect(fb.argb(20, 50) == .green && fb.argb(180, 50) == .green)
            #expect(fb.argb(36, 50) != .green && fb.argb(163, 50) != .green && fb.argb(100, 2) != .green)
        }

        // MARK: A view's layer

        @Test func aViewsAnchorPointAndShadowAreHonoured() {
            let root = makeRoot(250, 250, color: .white)
            let card = makeView(CGRect(x: 50, y: 50, width: 100, height: 100), .red)
            root.addSubview(card)
            card.layer.anchorPoint = CGPoint(x: 0, y: 0)     // the frame moves: the position is now the top left
            let fb = render(root, with: compositor)
            #expect(fb.argb(105, 105) == .red && fb.argb(195, 195) == .red && fb.argb(95, 95) == .white)
            card.layer.shadowOpacity = 1
            card.layer.shadowOffset = CGSize(width: 0, height: 10)
            let shadowed = render(root, with: compositor)
            #expect(shadowed.argb(150, 206).r < 200, "the shadow below: \(shadowed.argb(150, 206))")
            #expect(shadowed.argb(150, 95) == .white, "none above")
        }

        @Test func aViewsMaskedCornersAndMaskAreHonoured() {
            let root = makeRoot(200, 100, color: .white)
            let tab = makeView(CGRect(x: 10, y: 10, width: 80, height: 80), .blue)
            tab.cornerRadius = 30
            tab.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]   // the top corners only
            root.addSubview(tab)
            let disc = makeView(CGRect(x: 110, y: 10, width: 80, height: 80), .red)
            disc.layer.mask = makeLayer(CGRect(x: 0, y: 0, width: 80, height: 80), .black) { $0.cornerRadius = 40 }
            root.addSubview(disc)
            let fb = render(root, with: compositor)
            #expect(fb.argb(12, 12) == .white && fb.argb(88, 12) == .white, "top corners rounded")
            #expect(fb.argb(11, 88) == .blue && fb.argb(88, 88) == .blue, "bottom corners square")
            #expect(fb.argb(112, 12) == .white && fb.argb(188, 88) == .white, "the mask's circle")
            #expect(fb.argb(150, 50) == .red && fb.argb(150, 12) == .red)
        }

        @Test func aTranslucentViewFadesItsSublayersAsAGroup() {
            let root = makeRoot(100, 100, color: .white)
            let view = makeView(CGRect(x: 0, y: 0, width: 100, height: 100), .red)
            view.alpha = 0.5
            view.layer.addSublayer(makeLayer(CGRect(x: 50, y: 0, width: 50, height: 100), .blue))
            root.addSubview(view)
            let fb = render(root, with: compositor)
            #expect(fb.argb(25, 50).isClose(to: ARGB(r: 255, g: 128, b: 128), 2), "\(fb.argb(25, 50))")
            #expect(fb.argb(75, 50).isClose(to: ARGB(r: 128, g: 128, b: 255), 2), "no red under the blue: \(fb.argb(75, 50))")
        }

        @Test func aViewTurnedIn3DIsProjectedAndItsSubviewsWithIt() {
            let root = makeRoot(400, 400, color: .white)
            let card = makeView(CGRect(x: 100, y: 100, width: 200, height: 200), .red)
            card.addSubview(makeView(CGRect(x: 0, y: 0, width: 100, height: 200), .blue))
            root.addSubview(card)
            card.layer.transform = Self.turned(.pi / 4)
            let fb = render(root, with: compositor)
            let q = Self.handProjectedCorners()
            #expect(fb.argb(Int(q[0].x) + 2, 200) == .blue && fb.argb(Int(q[1].x) - 2, 200) == .red)
            #expect(fb.argb(Int(q[0].x) - 2, 200) == .white && fb.argb(Int(q[1].x) + 2, 200) == .white)
        }

        /// A root with a card turning away about y over a second (an explicit animation on the view's layer).
        func turningCard() -> View {
            let root = makeRoot(120, 120, color: .white)
            let card = makeView(CGRect(x: 20, y: 20, width: 80, height: 80), .red)
            root.addSubview(card)
            let turn = BasicAnimation(keyPath: "transform")
            turn.fromValue = Self.turned(0)
            turn.toValue = Self.turned(.pi / 3)
            turn.duration = 1
            card.layer.add(turn, forKey: "turn")
            return root
        }

        @Test func aViewsLayerAnimationShowsOnScreenFrameByFrame() throws {
            try withVirtualClock { scheduler in
                let root = turningCard(), wholeRoot = turningCard()
                let fb = render(root, with: compositor)
                let untracked = try Compositor()
                untracked.tracksDamage = false
                let wholeFB = Framebuffer(width: 120, height: 120)
                var widths: [Int] = []
                for _ in 0..<4 {
                    scheduler.advance(frames: 12)
                    compositor.render(root, into: fb)
                    untracked.render(wholeRoot, into: wholeFB)
                    var same = true
                    for y in 0..<120 { for x in 0..<120 where fb.pixel(x: x, y: y) != wholeFB.pixel(x: x, y: y) { same = false } }
                    #expect(same, "tracked frames match full redraws")
                    widths.append(fb.row(60).filter { $0 != .white }.count)
                }
                #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 > $1 }, "the card turns away: \(widths)")
            }
        }

        // MARK: Damage

        /// A root holding a rounded, shadowed dot (a layer inside a layer), and the dot.
        func dotScene() -> (root: View, dot: Layer) {
            let root = makeRoot(200, 200, color: .white)
            let dot = makeLayer(CGRect(x: 20, y: 20, width: 40, height: 40), .red) {
                $0.cornerRadius = 8
                $0.shadowOpacity = 0.4
            }
            let holder = Layer(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            holder.addSublayer(dot)
            root.layer.addSublayer(holder)
            return (root, dot)
        }

        @Test func aMovedLayerIsRedrawnAtItsNewPlaceAndItsOldPlaceCleared() throws {
            // The same scene twice: one drawn with damage tracking, one drawn whole every frame.
            let tracked = dotScene(), whole = dotScene()
            let fb = render(tracked.root, with: compositor)
            #expect(fb.argb(40, 40) == .red)
            let untracked = try Compositor()
            untracked.tracksDamage = false
            let wholeFB = Framebuffer(width: 200, height: 200)
            for (frame, position) in [CGPoint(x: 120, y: 90), CGPoint(x: 150, y: 150), CGPoint(x: 150, y: 150)].enumerated() {
                Transaction.begin()
                Transaction.setDisableActions(true)
                tracked.dot.position = position
                whole.dot.position = position
                Transaction.commit()
                compositor.render(tracked.root, into: fb)
                if frame == 2 {
                    #expect(compositor.lastRedrawnPixels == 0, "a still layer costs nothing")
                } else {
                    #expect(compositor.lastRedrawnPixels > 0 && compositor.lastRedrawnPixels < 200 * 200 / 2,
                            "only the damage is redrawn: \(compositor.lastRedrawnPixels)")
                }
                untracked.render(whole.root, into: wholeFB)
                #expect(fb.argb(40, 40) == .white, "the old place is cleared")
                #expect(fb.argb(Int(position.x), Int(position.y)) == .red)
                var differing = 0
                for y in 0..<200 { for x in 0..<200 where fb.pixel(x: x, y: y) != wholeFB.pixel(x: x, y: y) { differing += 1 } }
                #expect(differing == 0, "frame \(frame): \(differing) pixels differ from a full redraw")
            }
        }

        /// A root with a bar sliding across it for a second (an explicit animation).
        func slidingBar() -> (View, Layer) {
            let root = makeRoot(200, 100, color: .white)
            let bar = makeLayer(CGRect(x: 0, y: 40, width: 20, height: 20), .blue)
            root.layer.addSublayer(bar)
            let slide = BasicAnimation(keyPath: "position.x")
            slide.fromValue = CGFloat(10)
            slide.toValue = CGFloat(190)
            slide.duration = 1
            bar.add(slide, forKey: "slide")
            return (root, bar)
        }

        @Test func anAnimatingLayerIsRedrawnEveryFrame() throws {
            try withVirtualClock { scheduler in
                let (root, bar) = slidingBar(), (wholeRoot, _) = slidingBar()
                let fb = render(root, with: compositor)
                let untracked = try Compositor()
                untracked.tracksDamage = false
                let wholeFB = Framebuffer(width: 200, height: 100)
                var xs: [CGFloat] = []
                for _ in 0..<5 {
                    scheduler.advance(frames: 6)
                    #expect(compositor.render(root, into: fb), "redrawn")
                    untracked.render(wholeRoot, into: wholeFB)
                    var same = true
                    for y in 0..<100 { for x in 0..<200 where fb.pixel(x: x, y: y) != wholeFB.pixel(x: x, y: y) { same = false } }
                    #expect(same)
                    xs.append(bar.presentationValues.position.x)
                }
                #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 }, "\(xs)")
            }
        }
    }
}
