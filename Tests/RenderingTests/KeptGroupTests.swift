import Foundation
import Motion
import Testing
import TestSupport
@testable import Rendering
import Views

extension RenderingSuite {
    /// Translucent views with subviews (groups) drawn on the kept group surface and composited through pixman
    /// leave the bytes cairo's own groups leave, pushed and popped each time.
    @Suite struct KeptGroupTests {
        /// A random scene of translucent groups: children filled, rounded, bordered, turned and off the pixel
        /// grid, some with text; groups clipping, turned, nested, or over the whole frame.
        private func scene(_ rng: inout SplitMix, width: CGFloat, height: CGFloat) -> (root: View, groups: [View]) {
            func unit() -> CGFloat { CGFloat(Double.random(in: 0...1, using: &rng)) }
            func color(alpha: ClosedRange<Double> = 0.2...1) -> Color {
                Color(red: Double(unit()), green: Double(unit()), blue: Double(unit()),
                      alpha: Double.random(in: alpha, using: &rng))
            }
            let root = makeRoot(width, height, color: .white)
            var groups: [View] = []
            for _ in 0..<6 {
                let w = 30 + unit() * width * 0.5, h = 30 + unit() * height * 0.5
                let group = makeView(CGRect(x: unit() * (width - w / 2) - w / 4, y: unit() * (height - h / 2) - h / 4,
                                            width: w, height: h), unit() < 0.5 ? color() : nil)
                group.alpha = 0.05 + unit() * 0.9
                if unit() < 0.3 { group.cornerRadius = unit() * 20 }
                if unit() < 0.25 { group.clipsToBounds = true }
                if unit() < 0.2 { group.transform = CGAffineTransform(rotationAngle: unit() * 0.6 - 0.3) }
                for _ in 0..<(2 + Int(unit() * 3)) {
                    let child = makeView(CGRect(x: unit() * w - 10, y: unit() * h - 10, width: 8 + unit() * w / 2,
                                                height: 8 + unit() * h / 2), color())
                    if unit() < 0.4 { child.cornerRadius = unit() * 24 }
                    if unit() < 0.3 {
                        child.borderWidth = 0.5 + unit() * 3
                        child.borderColor = color()
                    }
                    if unit() < 0.25 { child.transform = CGAffineTransform(rotationAngle: unit() * 3) }
                    if unit() < 0.15 {
                        child.alpha = 0.2 + unit() * 0.6
                        child.addSubview(makeView(CGRect(x: 2, y: 2, width: 10, height: 6), color()))
                    }
                    if unit() < 0.2 {
                        let label = Label(text: "Kept 42", font: .systemFont(ofSize: 11 + unit() * 8), color: color(alpha: 1...1))
                        label.frame = CGRect(x: unit() * 20, y: unit() * 20, width: 70, height: 22)
                        child.addSubview(label)
                    }
                    group.addSubview(child)
                }
                root.addSubview(group)
                groups.append(group)
            }
            return (root, groups)
        }

        /// A compositor keeping groups, and one leaving them all to cairo.
        static func compositors() throws -> (own: Compositor, cairo: Compositor) {
            let own = try Compositor(), cairo = try Compositor()
            cairo.keepsGroups = false
            return (own, cairo)
        }

        /// Expects the two frames byte for byte the same (naming how they differ otherwise).
        static func expectSame(_ a: Framebuffer, _ b: Framebuffer, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(memcmp(a.bytes, b.bytes, a.stride * a.height) == 0, "\(difference(a, b))", sourceLocation: sourceLocation)
        }

        /// How many pixels differ and by how much at most (for a failure's message).
        static func difference(_ a: Framebuffer, _ b: Framebuffer) -> String {
            var count = 0, most = 0
            for y in 0..<a.height {
                for x in 0..<a.width {
                    let p = a.argb(x, y), q = b.argb(x, y)
                    let d = max(abs(Int(p.a) - Int(q.a)), abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)),
                                abs(Int(p.b) - Int(q.b)))
                    if d > 0 { count += 1; most = max(most, d) }
                }
            }
            return "\(count) pixels differ, by up to \(most)"
        }

        /// A group holding a backdrop blur is cairo's (the blur samples up to its group surface's edges); one
        /// holding a nested translucent group keeps the outer group, the inner one cairo's on it.
        @Test func aBlurStaysInCairosGroupANestedGroupInTheKeptOne() throws {
            for blurs in [true, false] {
                let root = makeRoot(160, 120, color: Color(red: 0.9, green: 0.6, blue: 0.2, alpha: 1))
                root.addSubview(makeView(CGRect(x: 30, y: 20, width: 40, height: 70), .black))
                let group = makeView(CGRect(x: 10.5, y: 15, width: 120, height: 90))
                group.alpha = 0.6
                if blurs {
                    let effect = VisualEffectView(effect: BlurEffect(style: .light))
                    effect.frame = CGRect(x: 5, y: 5, width: 80, height: 60)
                    group.addSubview(effect)
                } else {
                    let inner = makeView(CGRect(x: 5, y: 5, width: 80, height: 60), Color(red: 0, green: 0.3, blue: 1, alpha: 1))
                    inner.alpha = 0.5
                    inner.addSubview(makeView(CGRect(x: 10, y: 10, width: 30, height: 20), .white))
                    group.addSubview(inner)
                }
                group.addSubview(makeView(CGRect(x: 40, y: 40, width: 50, height: 30), Color(red: 0.2, green: 0.8, blue: 0.3, alpha: 0.9)))
                root.addSubview(group)
                let (own, cairo) = try Self.compositors()
                Self.expectSame(render(root, with: own), render(root, with: cairo))
                #expect(own.keptGroupCount == (blurs ? 0 : 1))
            }
        }

        /// A large and a small group in every frame each keep a surface of their own: after the first frame no
        /// surface is made again (one surface for both would be remade twice a frame).
        @Test func groupsOfTwoSizesKeepTheirSurfaces() throws {
            let root = makeRoot(300, 200, color: .white)
            let large = makeView(CGRect(x: 10, y: 10, width: 220, height: 160), Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
            let small = makeView(CGRect(x: 250, y: 20, width: 24, height: 24), Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 1))
            for group in [large, small] {
                group.alpha = 0.5
                group.addSubview(makeView(CGRect(x: 4, y: 4, width: 10, height: 10), .black))
                root.addSubview(group)
            }
            let compositor = try Compositor()
            let fb = Framebuffer(width: 300, height: 200, scale: 1)
            compositor.render(root, into: fb)
            let made = compositor.keptGroups.surfacesMade
            #expect(made == 2)
            for i in 0..<5 {
                large.alpha = 0.4 + CGFloat(i) * 0.1
                small.alpha = 0.9 - CGFloat(i) * 0.1
                compositor.render(root, into: fb)
            }
            #expect(compositor.keptGroupCount == 12)
            #expect(compositor.keptGroups.surfacesMade == made)
        }

        /// A group whose drawing puts cairo's context in an error state (a subview flattened to no width: its
        /// matrix cannot be inverted) costs that frame only: the next frame's groups draw as cairo's do.
        @Test func aCairoErrorInAGroupLastsOneFrame() throws {
            let root = makeRoot(200, 150, color: .white)
            let group = makeView(CGRect(x: 20, y: 20, width: 150, height: 100), Color(red: 0.2, green: 0.5, blue: 0.3, alpha: 1))
            group.alpha = 0.6
            let bad = makeView(CGRect(x: 10, y: 10, width: 40, height: 30), .black)
            bad.transform = CGAffineTransform(scaleX: 0, y: 1)
            bad.addSubview(makeView(CGRect(x: 2, y: 2, width: 10, height: 10), .white))
            group.addSubview(bad)
            group.addSubview(makeView(CGRect(x: 60, y: 40, width: 50, height: 40), Color(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)))
            root.addSubview(group)
            let (own, cairo) = try Self.compositors()
            _ = render(root, with: own)
            _ = render(root, with: cairo)
            bad.removeFromSuperview()
            group.alpha = 0.5
            Self.expectSame(render(root, with: own), render(root, with: cairo))
            #expect(own.keptGroupCount == 2)
        }

        @Test(arguments: [1.0, 2.0])
        func keptGroupsLeaveCairosBytes(scale: Double) throws {
            var kept = 0
            for seed in 0..<24 {
                var rng = SplitMix(seed: UInt64(seed) &+ 900)
                let (root, groups) = scene(&rng, width: 240, height: 180)
                let (own, cairo) = try Self.compositors()
                World.current.textMeasurer = own.text
                let a = Framebuffer(width: Int(240 * scale), height: Int(180 * scale), scale: scale)
                let b = Framebuffer(width: Int(240 * scale), height: Int(180 * scale), scale: scale)
                // Three frames: the kept surface is reused, at new alphas and places.
                for frame in 0..<3 {
                    own.render(root, into: a)
                    cairo.render(root, into: b)
                    let same = memcmp(a.bytes, b.bytes, a.stride * a.height) == 0
                    #expect(same, "seed \(seed), frame \(frame), scale \(scale): \(same ? "" : Self.difference(a, b))")
                    if !same { return }
                    for g in groups {
                        g.alpha = 0.05 + CGFloat(Double.random(in: 0...0.9, using: &rng))
                        g.center.x += CGFloat(Double.random(in: -7.3...7.3, using: &rng))
                    }
                }
                kept += own.keptGroupCount
                #expect(cairo.keptGroupCount == 0)
            }
            #expect(kept > 100, "only \(kept) groups kept")
        }
    }
}
