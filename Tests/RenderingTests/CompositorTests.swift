import Foundation
import Testing
import TestSupport
@testable import Rendering
import Views
import PlaygroundTesting

extension RenderingSuite {
    @Suite struct CompositorTests {
        let compositor: Compositor

        init() throws {
            compositor = try Compositor()
            World.current.textMeasurer = compositor.text
        }

        // MARK: Geometry

        @Test func backgroundColourFillsTheViewAndTheClearColourTheRest() {
            compositor.clearColor = .blue
            let root = makeRoot(100, 100)
            root.addSubview(makeView(CGRect(x: 0, y: 0, width: 50, height: 50), .red))
            let fb = render(root, with: compositor)
            #expect(fb.argb(25, 25) == .red)
            #expect(fb.argb(49, 49) == .red)
            #expect(fb.argb(50, 50) == .blue)
            #expect(fb.argb(75, 10) == .blue)
            #expect(fb.color(atPoint: CGPoint(x: 10, y: 10)) == .red)
        }

        @Test func translucentBackgroundBlendsOverWhatIsBehind() {
            let root = makeRoot(20, 20, color: .white)
            root.addSubview(makeView(CGRect(x: 0, y: 0, width: 20, height: 20), Color(red: 0, green: 0, blue: 1, alpha: 0.5)))
            let fb = render(root, with: compositor)
            #expect(fb.argb(10, 10).isClose(to: ARGB(r: 128, g: 128, b: 255), 1), "\(fb.argb(10, 10))")
        }

        @Test func framesNestAndBoundsOriginShiftsSubviews() {
            let root = makeRoot(200, 200)
            let parent = makeView(CGRect(x: 20, y: 30, width: 100, height: 100))
            let child = makeView(CGRect(x: 10, y: 10, width: 20, height: 20), .red)
            root.addSubview(parent)
            parent.addSubview(child)
            var fb = render(root, with: compositor)
            // The child sits at parent origin + child origin: (30, 40)…(50, 60).
            #expect(fb.argb(30, 40) == .red)
            #expect(fb.argb(49, 59) == .red)
            #expect(fb.argb(29, 45) == .black)
            #expect(fb.argb(35, 39) == .black)
            #expect(fb.argb(50, 50) == .black)
            #expect(fb.argb(15, 15) == .black, "not at the child's own origin")

            // A bounds origin of (5, 5) shows the parent's content from (5, 5): the child moves up-left by 5.
            parent.bounds.origin = CGPoint(x: 5, y: 5)
            fb = render(root, with: compositor)
            #expect(fb.argb(25, 35) == .red)
            #expect(fb.argb(44, 54) == .red)
            #expect(fb.argb(45, 55) == .black)
            #expect(fb.argb(24, 40) == .black)
        }

        @Test func contentScaleMultipliesPixels() {
            let root = makeRoot(50, 50)
            root.addSubview(makeView(CGRect(x: 10, y: 10, width: 20, height: 20), .green))
            let fb = render(root, with: compositor, scale: 2)
            #expect(fb.width == 100 && fb.height == 100)
            #expect(fb.argb(20, 20) == .green)
            #expect(fb.argb(59, 59) == .green)
            #expect(fb.argb(19, 40) == .black)
            #expect(fb.argb(60, 40) == .black)
            #expect(fb.color(atPoint: CGPoint(x: 15, y: 15)) == .green)
        }

        @Test func rotationTurnsAboutTheCenter() {
            let root = makeRoot(100, 100)
            // A wide bar across the center, x 20…80, y 40…60.
            let bar = makeView(CGRect(x: 20, y: 40, width: 60, height: 20), .red)
            root.addSubview(bar)
            var fb = render(root, with: compositor)
            #expect(fb.argb(25, 50) == .red)
            #expect(fb.argb(50, 25) == .black)

            bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
            fb = render(root, with: compositor)
            // Now tall: x 40…60, y 20…80, about the same center.
            #expect(fb.argb(50, 50) == .red)
            #expect(fb.argb(50, 25) == .red)
            #expect(fb.argb(50, 75) == .red)
            #expect(fb.argb(25, 50) == .black)
            #expect(fb.argb(75, 50) == .black)

            // A 40 × 40 square turned 45°: a diamond reaching 28.3 from the center.
            bar.transform = .identity
            bar.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
            bar.transform = CGAffineTransform(rotationAngle: .pi / 4)
            fb = render(root, with: compositor)
            #expect(fb.argb(32, 32) == .black, "the square's corner is turned away")
            #expect(fb.argb(50, 24) == .red, "the diamond's tip reaches above the square")
            #expect(fb.argb(24, 50) == .red)
            #expect(fb.argb(50, 50) == .red)
        }

        @Test func scaleIsAboutTheCenter() {
            let root = makeRoot(100, 100)
            let square = makeView(CGRect(x: 30, y: 30, width: 40, height: 40), .red)
            root.addSubview(square)
            square.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            var fb = render(root, with: compositor)
            // 40…60 now.
            #expect(fb.argb(35, 50) == .black)
            #expect(fb.argb(41, 50) == .red)
            #expect(fb.argb(58, 58) == .red)
            #expect(fb.argb(61, 61) == .black)
            square.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
            fb = render(root, with: compositor)
            // 20…80 now.
            #expect(fb.argb(21, 21) == .red)
            #expect(fb.argb(78, 78) == .red)
            #expect(fb.argb(19, 50) == .black)
        }

        // MARK: Appearance

        @Test func groupOpacityShowsOneTranslucentLayer() {
            let root = makeRoot(100, 100)
            let parent = makeView(CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.alpha = 0.5
            let a = makeView(CGRect(x: 10, y: 10, width: 50, height: 50), .red)
            let b = makeView(CGRect(x: 30, y: 30, width: 50, height: 50), .red)
            root.addSubview(parent)
            parent.addSubview(a)
            parent.addSubview(b)
            var fb = render(root, with: compositor)
            let single = fb.argb(15, 15), overlap = fb.argb(40, 40)
            #expect(single.isClose(to: ARGB(r: 128, g: 0, b: 0), 1), "\(single)")
            #expect(overlap == single, "the overlap is not darker: \(overlap) vs \(single)")
            #expect(fb.argb(5, 5) == .black)

            // With a blue child on top, the overlap shows blue at half strength, without red from below.
            b.backgroundColor = .blue
            fb = render(root, with: compositor)
            #expect(fb.argb(40, 40).isClose(to: ARGB(r: 0, g: 0, b: 128), 1), "\(fb.argb(40, 40))")
            #expect(fb.argb(15, 15).isClose(to: ARGB(r: 128, g: 0, b: 0), 1))
        }

        @Test func roundedCornersShowTheClearColourAndAntialiasTheArc() {
            let root = makeRoot(120, 120)
            let card = makeView(CGRect(x: 10, y: 10, width: 100, height: 100), .white)
            card.cornerRadius = 30
            root.addSubview(card)
            let fb = render(root, with: compositor)
            #expect(fb.argb(10, 10) == .black, "the corner pixel is outside the arc")
            #expect(fb.argb(13, 13) == .black)
            #expect(fb.argb(109, 109) == .black)
            // The straight edges stay crisp and the middle is filled.
            #expect(fb.argb(10, 60) == .white)
            #expect(fb.argb(60, 10) == .white)
            #expect(fb.argb(60, 60) == .white)
            // The arc (center (40, 40), radius 30) crosses pixel (18, 18) diagonally: partly covered.
            let edge = fb.argb(18, 18)
            #expect(edge.a == 255)
            #expect(edge.r > 0 && edge.r < 255, "\(edge)")
            #expect(edge.r == edge.g && edge.g == edge.b)
            // And the mirrored corner matches.
            #expect(fb.argb(101, 101).r == edge.r)
        }

        @Test func cornerRadiusIsLimitedToHalfTheShortSide() {
            let root = makeRoot(120, 60)
            let pill = makeView(CGRect(x: 10, y: 10, width: 100, height: 40), .white)
            pill.cornerRadius = 500
            root.addSubview(pill)
            let fb = render(root, with: compositor)
            // A stadium: the middle of the long sides is filled, the ends are round.
            #expect(fb.argb(60, 10) == .white)
            #expect(fb.argb(60, 49) == .white)
            #expect(fb.argb(12, 30) == .white)
            #expect(fb.argb(12, 13) == .black)
        }

        @Test func clipsToBoundsClipsSubviews() {
            let root = makeRoot(120, 120)
            let parent = makeView(CGRect(x: 10, y: 10, width: 50, height: 50), .blue)
            let child = makeView(CGRect(x: 30, y: 30, width: 60, height: 60), .green)
            root.addSubview(parent)
            parent.addSubview(child)
            var fb = render(root, with: compositor)
            #expect(fb.argb(45, 45) == .green)
            #expect(fb.argb(80, 80) == .green, "without clipping the child sticks out")

            parent.clipsToBounds = true
            fb = render(root, with: compositor)
            #expect(fb.argb(45, 45) == .green)
            #expect(fb.argb(59, 59) == .green)
            #expect(fb.argb(60, 60) == .black)
            #expect(fb.argb(80, 80) == .black)
            #expect(fb.argb(30, 30) == .blue)

            // Clipping follows rounded corners.
            child.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            parent.cornerRadius = 20
            fb = render(root, with: compositor)
            #expect(fb.argb(11, 11) == .black)
            #expect(fb.argb(58, 58) == .black)
            #expect(fb.argb(35, 35) == .green)
        }

        @Test func hiddenAndTransparentViewsDrawNothing() {
            let root = makeRoot(100, 100)
            let hidden = makeView(CGRect(x: 0, y: 0, width: 50, height: 50), .red)
            hidden.addSubview(makeView(CGRect(x: 10, y: 10, width: 20, height: 20), .white))
            let transparent = makeView(CGRect(x: 50, y: 50, width: 50, height: 50), .red)
            transparent.addSubview(makeView(CGRect(x: 10, y: 10, width: 20, height: 20), .white))
            root.addSubview(hidden)
            root.addSubview(transparent)
            var fb = render(root, with: compositor)
            #expect(fb.argb(5, 5) == .red && fb.argb(20, 20) == .white)
            #expect(fb.argb(55, 55) == .red && fb.argb(70, 70) == .white)

            hidden.isHidden = true
            transparent.alpha = 0
            fb = render(root, with: compositor)
            #expect(fb.argb(5, 5) == .black)
            #expect(fb.argb(20, 20) == .black, "subviews of a hidden view are hidden too")
            #expect(fb.argb(55, 55) == .black)
            #expect(fb.argb(70, 70) == .black)
            let lit = (0..<100).flatMap { y in (0..<100).map { fb.argb($0, y) } }.filter { $0 != .black }
            #expect(lit.isEmpty)
        }

        @Test func solidBorderIsDrawnInsideTheEdgeAboveSubviews() {
            let root = makeRoot(120, 120)
            let box = makeView(CGRect(x: 10, y: 10, width: 100, height: 100), .white)
            box.borderWidth = 4
            box.borderColor = .blue
            // A subview covering the whole box: the border stays on top.
            box.addSubview(makeView(CGRect(x: 0, y: 0, width: 100, height: 100), .green))
            root.addSubview(box)
            let fb = render(root, with: compositor)
            for (x, y) in [(10, 60), (13, 60), (60, 10), (60, 13), (109, 60), (106, 60), (60, 109), (10, 10), (109, 109)] {
                #expect(fb.argb(x, y) == .blue, "(\(x), \(y)): \(fb.argb(x, y))")
            }
            #expect(fb.argb(14, 60) == .green)
            #expect(fb.argb(60, 60) == .green)
            #expect(fb.argb(9, 60) == .black, "the border stays inside the bounds")
            // Solid: the whole top edge is stroked.
            #expect(fb.row(12, from: 10, to: 110).allSatisfy { $0 == .blue })
        }

        @Test func dashedBorderAlternatesStrokesAndGaps() {
            let root = makeRoot(120, 120)
            let box = makeView(CGRect(x: 10, y: 10, width: 100, height: 100), .white)
            box.borderWidth = 4
            box.borderColor = .blue
            box.borderDashPattern = [6, 6]
            root.addSubview(box)
            let fb = render(root, with: compositor)
            let edge = fb.row(12, from: 14, to: 106)
            let stroked = edge.filter { $0 == .blue }.count
            let gaps = edge.filter { $0 == .white }.count
            #expect(stroked >= 30 && gaps >= 30, "\(stroked) stroked, \(gaps) gap pixels")
            // Runs of about six pixels each.
            var runs: [Int] = []
            var last = edge[0], length = 0
            for p in edge {
                if p == last { length += 1 } else { runs.append(length); length = 1; last = p }
            }
            let inner = runs.dropFirst()
            #expect(inner.count >= 10)
            #expect(inner.allSatisfy { $0 >= 5 && $0 <= 7 }, "run lengths \(runs)")
            // The middle of the box is not stroked.
            #expect(fb.argb(60, 60) == .white)
        }

        // MARK: Images

        @Test func imageIsDrawnWithTheContentMode() throws {
            let asset = try Framebuffer.load(png: AssetLocator.path("Images/landscape.png"))
            let root = makeRoot(256, 256)
            let imageView = ImageView(image: Image(named: "landscape"))
            root.addSubview(imageView)

            // Scale to fill at the image's own size: pixel for pixel.
            imageView.frame = CGRect(x: 0, y: 0, width: 256, height: 192)
            var fb = render(root, with: compositor)
            for (x, y) in [(0, 0), (170, 92), (128, 150), (40, 185), (255, 191)] {
                #expect(fb.pixel(x: x, y: y) == asset.pixel(x: x, y: y), "(\(x), \(y))")
            }
            // The bottom of the landscape is a dark green hill, the top a purple sky.
            let hill = fb.argb(40, 185), sky = fb.argb(128, 2)
            #expect(hill.g > hill.r && hill.r < 60 && hill.g < 90, "\(hill)")
            #expect(sky.b > sky.r && sky.r > sky.g, "\(sky)")
            #expect(fb.argb(128, 200) == .black)

            // Scale to fill a square: stretched vertically, covering the whole square.
            imageView.frame = CGRect(x: 0, y: 0, width: 256, height: 256)
            fb = render(root, with: compositor)
            #expect(fb.argb(128, 10) != .black)
            #expect(fb.argb(128, 250).isClose(to: asset.argb(128, 188), 6), "\(fb.argb(128, 250)) vs \(asset.argb(128, 188))")

            // Aspect fit: 256 × 192 letterboxed in the square, 32 points above and below.
            imageView.contentMode = .scaleAspectFit
            fb = render(root, with: compositor)
            #expect(fb.argb(128, 10) == .black)
            #expect(fb.argb(128, 250) == .black)
            #expect(fb.pixel(x: 128, y: 40) == asset.pixel(x: 128, y: 8))
            #expect(fb.pixel(x: 40, y: 32 + 185) == asset.pixel(x: 40, y: 185))

            // Aspect fill in a portrait frame: the middle 128 columns, clipped to the frame.
            imageView.frame = CGRect(x: 0, y: 0, width: 128, height: 192)
            imageView.contentMode = .scaleAspectFill
            fb = render(root, with: compositor)
            #expect(fb.pixel(x: 0, y: 100) == asset.pixel(x: 64, y: 100))
            #expect(fb.pixel(x: 127, y: 185) == asset.pixel(x: 191, y: 185))
            #expect(fb.argb(130, 100) == .black)

            // Scaled down by two: each pixel averages a 2 × 2 block.
            imageView.frame = CGRect(x: 0, y: 0, width: 128, height: 96)
            imageView.contentMode = .scaleToFill
            fb = render(root, with: compositor)
            for (x, y) in [(10, 5), (60, 40), (20, 92)] {
                let a = asset.argb(2 * x, 2 * y), b = asset.argb(2 * x + 1, 2 * y + 1)
                let expected = ARGB(r: (a.r + b.r) / 2, g: (a.g + b.g) / 2, b: (a.b + b.b) / 2)
                #expect(fb.argb(x, y).isClose(to: expected, 8), "(\(x), \(y)): \(fb.argb(x, y)) vs \(expected)")
            }
            #expect(compositor.errors.isEmpty)
        }

        @Test func missingImageIsReportedOnceNamingTheFile() {
            let root = makeRoot(50, 50)
            let imageView = ImageView(image: Image(named: "no-such-image"))
            imageView.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            imageView.backgroundColor = .red
            root.addSubview(imageView)
            var fb = render(root, with: compositor)
            fb = render(root, with: compositor)
            #expect(compositor.errors.count == 1)
            let path = compositor.images.path(for: "no-such-image")
            #expect(compositor.errors.first == .missingFile(path: path))
            #expect(compositor.errors.first?.description.contains("Images/no-such-image.png") == true)
            // The rest of the view still draws.
            #expect(fb.argb(25, 25) == .red)
        }

        // MARK: Text

        @Test func labelDrawsGlyphsOfTheTextColourInsideItsFrame() {
            let root = makeRoot(200, 60)
            let label = Label(text: "Hello", font: .systemFont(ofSize: 20), color: .red)
            label.frame = CGRect(x: 20, y: 15, width: 160, height: 30)
            root.addSubview(label)
            let fb = render(root, with: compositor)
            var inside: [ARGB] = [], outside: [ARGB] = []
            for y in 0..<60 {
                for x in 0..<200 {
                    if x >= 20 && x < 180 && y >= 15 && y < 45 { inside.append(fb.argb(x, y)) } else { outside.append(fb.argb(x, y)) }
                }
            }
            #expect(outside.allSatisfy { $0 == .black }, "\(outside.filter { $0 != .black }.count) pixels drawn outside")
            let glyphs = inside.filter { $0 != .black }
            #expect(glyphs.count >= 60, "\(glyphs.count) glyph pixels")
            #expect(glyphs.allSatisfy { $0.g == 0 && $0.b == 0 && $0.a == 255 }, "only shades of red over black")
            #expect(glyphs.filter { $0 == .red }.count >= 20, "solid glyph cores are the text colour")
        }

        @Test func labelAlignmentMovesTheText() {
            func inkCenter(_ alignment: TextAlignment) -> Double {
                let root = makeRoot(300, 40)
                let label = Label(text: "Align", font: .systemFont(ofSize: 20), color: .white)
                label.textAlignment = alignment
                label.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
                root.addSubview(label)
                let fb = render(root, with: compositor)
                var sum = 0.0, weight = 0.0
                for y in 0..<40 { for x in 0..<300 { let v = Double(fb.argb(x, y).r); sum += v * Double(x); weight += v } }
                return sum / weight
            }
            let left = inkCenter(.left), center = inkCenter(.center), right = inkCenter(.right)
            #expect(left < 60, "left \(left)")
            #expect(abs(center - 150) < 10, "center \(center)")
            #expect(right > 240, "right \(right)")
        }

        @Test func wrappingLabelBreaksLinesAndKeepsItsAlignment() {
            /// The ink's horizontal extent and the number of rows holding ink.
            func ink(_ text: String, _ alignment: TextAlignment) -> (minX: Int, maxX: Int, rows: Int) {
                let root = makeRoot(300, 120)
                let label = Label(text: text, font: .systemFont(ofSize: 17), color: .white)
                label.numberOfLines = 0
                label.textAlignment = alignment
                label.frame = CGRect(x: 0, y: 0, width: 300, height: 120)
                root.addSubview(label)
                let fb = render(root, with: compositor)
                var minX = Int.max, maxX = -1, rows = 0
                for y in 0..<120 {
                    var any = false
                    for x in 0..<300 where fb.argb(x, y) != .black {
                        any = true
                        minX = min(minX, x); maxX = max(maxX, x)
                    }
                    if any { rows += 1 }
                }
                return (minX, maxX, rows)
            }
            let short = "Short words"
            let left = ink(short, .left), center = ink(short, .center), right = ink(short, .right)
            #expect(left.minX < 5, "left: \(left)")
            #expect(abs((center.minX + center.maxX) / 2 - 150) <= 4, "center: \(center)")
            #expect(right.maxX > 294, "right-aligned wrapped text ends at the right edge: \(right)")
            let long = ink("Many words that cannot fit on a single line of three hundred points, so they wrap", .left)
            #expect(long.rows > 2 * left.rows, "wrapped onto several lines: \(long.rows) rows of ink vs \(left.rows)")
        }

        @Test func cjkLabelRendersGlyphs() {
            let root = makeRoot(200, 50)
            let label = Label(text: "你好世界", font: .systemFont(ofSize: 24), color: .white)
            label.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
            label.textAlignment = .left
            root.addSubview(label)
            let fb = render(root, with: compositor)
            var lit = 0, solid = 0, maxX = 0
            for y in 0..<50 {
                for x in 0..<200 where fb.argb(x, y) != .black {
                    lit += 1
                    maxX = max(maxX, x)
                    if fb.argb(x, y) == .white { solid += 1 }
                }
            }
            #expect(lit >= 200, "\(lit) glyph pixels")
            #expect(solid >= 50)
            // Four ideographs of about one em each.
            #expect(maxX >= 80 && maxX <= 100, "ink reaches x = \(maxX)")
        }

        // MARK: Content transitions

        @Test func crossDissolveMixesBeforeAndAfter() throws {
            try withVirtualClock { scheduler in
                compositor.clearColor = .green
                let root = makeRoot(200, 100)
                let view = makeView(CGRect(x: 50, y: 20, width: 100, height: 60), .red)
                let badge = makeView(CGRect(x: 10, y: 10, width: 20, height: 20), .white)
                view.addSubview(badge)
                root.addSubview(view)
                View.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
                    view.backgroundColor = .blue
                    badge.removeFromSuperview()
                })
                scheduler.advance(frames: 15)
                let quarter = try #require(view.presentationTransition)
                #expect(abs(quarter.progress - 0.25) < 1e-6)
                var fb = render(root, with: compositor)
                #expect(fb.argb(100, 50).isClose(to: ARGB(r: 191, g: 0, b: 64), 2), "25 %: \(fb.argb(100, 50))")

                scheduler.advance(frames: 15)
                #expect(abs((view.presentationTransition?.progress ?? -1) - 0.5) < 1e-6)
                fb = render(root, with: compositor)
                // Half the old red, half the new blue; the clear colour behind does not show through.
                #expect(fb.argb(100, 50).isClose(to: ARGB(r: 128, g: 0, b: 128), 2), "50 %: \(fb.argb(100, 50))")
                // The old badge (in the snapshot) fades out over the new blue.
                #expect(fb.argb(70, 40).isClose(to: ARGB(r: 128, g: 128, b: 255), 2), "badge: \(fb.argb(70, 40))")
                #expect(fb.argb(10, 10) == .green)

                scheduler.advance(frames: 40)
                #expect(view.presentationTransition == nil)
                fb = render(root, with: compositor)
                #expect(fb.argb(100, 50) == .blue)
                #expect(fb.argb(70, 40) == .blue)
            }
        }

        @Test func curlUpLiftsTheOldPageFromTheBottomAndCurlDownLaysTheNewOneFromTheTop() throws {
            try withVirtualClock { scheduler in
                let root = makeRoot(100, 100)
                let up = makeView(CGRect(x: 0, y: 0, width: 50, height: 100), .red)
                let down = makeView(CGRect(x: 50, y: 0, width: 50, height: 100), .red)
                root.addSubview(up)
                root.addSubview(down)
                View.transition(with: up, duration: 1, options: [.transitionCurlUp, .curveLinear], animations: {
                    up.backgroundColor = .blue
                })
                View.transition(with: down, duration: 1, options: [.transitionCurlDown, .curveLinear], animations: {
                    down.backgroundColor = .blue
                })
                scheduler.advance(frames: 30)
                let fb = render(root, with: compositor)
                try assertGolden(fb, named: "curls-half-way")
                // Half way: the fold at y = 50. Curl up: old (red) above it, new (blue) below, past the page's back.
                #expect(fb.argb(25, 10) == .red)
                #expect(fb.argb(25, 95) == .blue)
                // Curl down: new (blue) above the fold, old (red) below, past the band and its shadow.
                #expect(fb.argb(75, 10) == .blue)
                #expect(fb.argb(75, 95) == .red)
                // The page's back: a light band next to the fold.
                #expect(fb.argb(25, 45).r > 200 && fb.argb(25, 45).g > 200)
                scheduler.advance(frames: 31)
                let end = render(root, with: compositor)
                #expect(end.argb(25, 10) == .blue && end.argb(75, 95) == .blue)
            }
        }

        @Test func flipNarrowsTheViewAndSwapsContentHalfway() throws {
            try withVirtualClock { scheduler in
                let root = makeRoot(200, 100)
                let view = makeView(CGRect(x: 50, y: 20, width: 100, height: 60), .red)
                root.addSubview(view)
                var fb = render(root, with: compositor)
                #expect(fb.row(50).filter { $0 != .black }.count == 100)

                View.transition(with: view, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {
                    view.backgroundColor = .blue
                })
                scheduler.advance(frames: 15)
                #expect(abs((view.presentationTransition?.progress ?? -1) - 0.25) < 1e-6)
                fb = render(root, with: compositor)
                // cos 45° of the width, about the center, still the old content.
                var row = fb.row(50)
                let lit = row.filter { $0 != .black }.count
                #expect(abs(Double(lit) - 100 * cos(Double.pi / 4)) <= 2, "\(lit) pixels wide")
                #expect(row[100] == .red)
                #expect(row[55] == .black && row[144] == .black)
                #expect(fb.argb(100, 21) == .red, "the height is unchanged")

                scheduler.advance(frames: 30)
                fb = render(root, with: compositor)
                row = fb.row(50)
                #expect(abs(Double(row.filter { $0 != .black }.count) - 100 * cos(Double.pi / 4)) <= 2)
                #expect(row[100] == .blue, "past halfway the new content shows")
            }
        }

        // MARK: Golden image

        @Test func goldenRoundedCardWithBorderLabelAndBlur() throws {
            let root = makeRoot(200, 150, color: Color(white: 0.92))
            for (i, color) in [Color.systemRed, .systemOrange, .systemGreen, .systemBlue, .systemPurple].enumerated() {
                root.addSubview(makeView(CGRect(x: 12 + CGFloat(i) * 36, y: 10, width: 24, height: 130), color))
            }
            let card = makeView(CGRect(x: 16, y: 20, width: 110, height: 70), .white)
            card.cornerRadius = 14
            card.borderWidth = 2
            card.borderColor = .systemBlue
            let label = Label(text: "Hello 你好", font: .boldSystemFont(ofSize: 17), color: .black)
            label.frame = CGRect(x: 0, y: 0, width: 110, height: 70)
            label.textAlignment = .center
            card.addSubview(label)
            root.addSubview(card)
            let blur = VisualEffectView(effect: BlurEffect(style: .light))
            blur.frame = CGRect(x: 96, y: 70, width: 94, height: 66)
            blur.cornerRadius = 12
            blur.clipsToBounds = true
            blur.contentView.frame = blur.bounds
            let caption = Label(text: "blur", font: .systemFont(ofSize: 15), color: .darkGray)
            caption.frame = CGRect(x: 0, y: 0, width: 94, height: 66)
            caption.textAlignment = .center
            blur.contentView.addSubview(caption)
            root.addSubview(blur)
            compositor.clearColor = .black
            let fb = render(root, with: compositor)
            #expect(compositor.errors.isEmpty)
            try assertGolden(fb, named: "cardBorderLabelBlur")
        }
    }
}
