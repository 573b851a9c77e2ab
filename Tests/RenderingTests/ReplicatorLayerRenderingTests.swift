import Foundation
import Testing
import TestSupport
@testable import Rendering
@testable import Views

extension RenderingSuite {
    /// Replicator layers (CAReplicatorLayer): copies placed by the instance transform applied n times, tinted by
    /// the instance colour and its offsets, delayed per copy, drawn from one raster when alike, and redrawn
    /// each frame while they animate.
    @Suite struct ReplicatorLayerRenderingTests {
        /// Builds layers with implicit animations off.
        func quietly<T>(_ body: () -> T) -> T {
            Transaction.begin()
            Transaction.setDisableActions(true)
            defer { Transaction.commit() }
            return body()
        }

        /// A replicator over the whole root, copying one square of `size` centred at `center` filled `color`.
        func replicator(_ root: View, square center: CGPoint, size: CGFloat = 20, color: Color = .black)
            -> (ReplicatorLayer, Layer) {
            quietly {
                let replicator = ReplicatorLayer()
                replicator.frame = root.bounds
                let square = Layer(frame: CGRect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size))
                square.backgroundColor = color.cgColor
                replicator.addSublayer(square)
                root.layer.addSublayer(replicator)
                return (replicator, square)
            }
        }

        @Test func aTranslationIsAppliedOnceMorePerCopy() throws {
            let compositor = try Compositor()
            let root = makeRoot(300, 100, color: .white)
            let (replicator, _) = replicator(root, square: CGPoint(x: 30, y: 50))
            quietly {
                replicator.instanceCount = 4
                replicator.instanceTransform = Transform3DMakeTranslation(60, 0, 0)
            }
            let fb = render(root, with: compositor)
            for i in 0..<4 {
                #expect(fb.argb(30 + 60 * i, 50).r < 10, "copy \(i) at x = \(30 + 60 * i)")
                #expect(fb.argb(21 + 60 * i, 50).r < 10 && fb.argb(38 + 60 * i, 50).r < 10, "its edges are sharp")
                #expect(fb.argb(18 + 60 * i, 50).r > 245 && fb.argb(42 + 60 * i, 50).r > 245, "20 wide")
                #expect(fb.argb(60 + 60 * i, 50).r > 245, "nothing between copies")
            }
            #expect(fb.argb(270, 50).r > 245, "no fifth copy")
        }

        /// A quarter turn about the replicator's centre, four times: a bar at the top, right, bottom and left.
        @Test func aRotationTurnsEachCopyAboutTheCentre() throws {
            let compositor = try Compositor()
            let root = makeRoot(200, 200, color: .white)
            let (replicator, bar) = replicator(root, square: CGPoint(x: 100, y: 30), color: .red)
            quietly {
                bar.bounds = CGRect(x: 0, y: 0, width: 10, height: 30)
                replicator.instanceCount = 3
                replicator.instanceTransform = Transform3DMakeRotation(.pi / 2, 0, 0, 1)
            }
            let fb = render(root, with: compositor)
            #expect(fb.argb(100, 30) == .red, "copy 0: the bar itself, at the top")
            #expect(fb.argb(170, 100) == .red, "copy 1: a quarter turn clockwise, at the right")
            #expect(fb.argb(100, 170) == .red, "copy 2: at the bottom")
            #expect(fb.argb(30, 100) == .white, "no copy 3")
            #expect(fb.argb(170, 88) == .white && fb.argb(170, 112) == .white, "copy 1 lies across: 30 wide in x, 10 in y")
            #expect(fb.argb(157, 100) == .red && fb.argb(183, 100) == .red)
        }

        /// Translation and rotation composed: copy i lands where the instance matrix to the power i, about the
        /// centre, takes the square's centre (computed here with affine transforms).
        @Test func translationAndRotationComposeCumulatively() throws {
            let compositor = try Compositor()
            let root = makeRoot(400, 400, color: .white)
            let start = CGPoint(x: 200, y: 120)
            let (replicator, _) = replicator(root, square: start, size: 12, color: .blue)
            let step = Transform3DTranslate(Transform3DMakeRotation(.pi / 5, 0, 0, 1), 30, 0, 0)
            quietly {
                replicator.instanceCount = 6
                replicator.instanceTransform = step
            }
            let fb = render(root, with: compositor)
            let affine = Transform3DGetAffineTransform(step)
            let toCentre = CGAffineTransform(translationX: -200, y: -200), back = CGAffineTransform(translationX: 200, y: 200)
            var power = CGAffineTransform.identity
            for i in 0..<6 {
                let m = toCentre.concatenating(power).concatenating(back)
                let p = start.applying(m)
                let pixel = fb.argb(Int(p.x.rounded()), Int(p.y.rounded()))
                #expect(pixel.b > 200 && pixel.r < 40, "copy \(i) at \(p): \(pixel)")
                power = power.concatenating(affine)
            }
        }

        /// White squares on black, instanceColor white with green −0.25 and blue −0.5 per copy: copy i shows
        /// (1, 1 − i/4, 1 − i/2), blue clamped at 0 for copy 3; an alpha offset fades the copies.
        @Test func theInstanceColorAndItsOffsetsMultiplyEachCopy() throws {
            let compositor = try Compositor()
            let root = makeRoot(300, 100, color: .black)
            let (replicator, _) = replicator(root, square: CGPoint(x: 30, y: 50), color: .white)
            quietly {
                replicator.instanceCount = 4
                replicator.instanceTransform = Transform3DMakeTranslation(60, 0, 0)
                replicator.instanceGreenOffset = -0.25
                replicator.instanceBlueOffset = -0.5
            }
            var fb = render(root, with: compositor)
            let expected: [(Int, Int, Int)] = [(255, 255, 255), (255, 191, 128), (255, 128, 0), (255, 64, 0)]
            for (i, e) in expected.enumerated() {
                let p = fb.argb(30 + 60 * i, 50)
                #expect(abs(p.r - e.0) <= 2 && abs(p.g - e.1) <= 2 && abs(p.b - e.2) <= 2, "copy \(i): \(p)")
            }
            // instanceColor multiplies too: a red-ish base, and alpha fading the copies over black.
            quietly {
                replicator.instanceColor = Color(red: 0.5, green: 1, blue: 1, alpha: 1).cgColor
                replicator.instanceGreenOffset = 0
                replicator.instanceBlueOffset = 0
                replicator.instanceAlphaOffset = -0.5
            }
            fb = render(root, with: compositor)
            let first = fb.argb(30, 50), second = fb.argb(90, 50), third = fb.argb(150, 50)
            #expect(abs(first.r - 128) <= 2 && first.g == 255, "copy 0 multiplied by red 0.5: \(first)")
            #expect(abs(second.r - 64) <= 2 && abs(second.g - 128) <= 2, "copy 1 at half alpha over black: \(second)")
            #expect(third.r == 0 && third.g == 0, "copy 2 fully faded: \(third)")
        }

        /// Delayed copies of an animated square (each drawn at its own time, not from the raster) are tinted
        /// too: red −0.25 and blue −0.5 per copy.
        @Test func delayedCopiesAreTintedByTheirColour() throws {
            let compositor = try Compositor()
            let root = makeRoot(300, 100, color: .black)
            let (replicator, square) = replicator(root, square: CGPoint(x: 30, y: 50), size: 30, color: .white)
            quietly {
                replicator.instanceCount = 3
                replicator.instanceTransform = Transform3DMakeTranslation(60, 0, 0)
                replicator.instanceDelay = 0.1
                replicator.instanceRedOffset = -0.25
                replicator.instanceBlueOffset = -0.5
            }
            let round = BasicAnimation(keyPath: "cornerRadius")
            round.fromValue = 0
            round.toValue = 4
            round.duration = 10
            square.add(round, forKey: "round")
            let before = compositor.replicators.rasterizations
            let fb = render(root, with: compositor)
            #expect(compositor.replicators.rasterizations == before, "the copies differ: no shared raster")
            let expected: [(Int, Int, Int)] = [(255, 255, 255), (191, 255, 128), (128, 255, 0)]
            for (i, e) in expected.enumerated() {
                let p = fb.argb(30 + 60 * i, 50)
                #expect(abs(p.r - e.0) <= 2 && abs(p.g - e.1) <= 2 && abs(p.b - e.2) <= 2, "copy \(i): \(p)")
            }
        }

        /// An opacity animation 0 → 1 over a second on the copied square, instanceDelay 0.25: at t = 0.6 s copy i
        /// shows the value the animation has at 0.6 − 0.25 i (0.6, 0.35, 0.1).
        @Test func eachCopyRunsTheAnimationsInstanceDelayLater() throws {
            try withVirtualClock { scheduler in
                let compositor = try Compositor()
                let root = makeRoot(300, 100, color: .black)
                let (replicator, square) = replicator(root, square: CGPoint(x: 30, y: 50), color: .white)
                quietly {
                    replicator.instanceCount = 3
                    replicator.instanceTransform = Transform3DMakeTranslation(60, 0, 0)
                    replicator.instanceDelay = 0.25
                }
                let fade = BasicAnimation(keyPath: "opacity")
                fade.fromValue = 0
                fade.toValue = 1
                fade.duration = 1
                square.add(fade, forKey: "fade")
                let fb = render(root, with: compositor)
                scheduler.advance(frames: 36)
                compositor.render(root, into: fb)
                for (i, value) in [0.6, 0.35, 0.1].enumerated() {
                    let shown = square.presentationValues(timeShift: 0.25 * Double(i)).opacity
                    #expect(abs(Double(shown) - value) < 1e-6, "copy \(i)'s value: \(shown)")
                    let p = fb.argb(30 + 60 * i, 50)
                    #expect(abs(Double(p.r) - 255 * value) <= 2, "copy \(i)'s pixels: \(p), \(255 * value)")
                }
                #expect(abs(Double(square.presentationValues.opacity) - 0.6) < 1e-6, "the frame's presentation is copy 0's")
            }
        }

        /// The copies of a still square come from one raster: drawn once, not once per copy, and not again
        /// when only where the copies go changes.
        @Test func aStaticSublayerIsRasterizedOncePerChange() throws {
            let compositor = try Compositor()
            let root = makeRoot(400, 100, color: .white)
            let (replicator, square) = replicator(root, square: CGPoint(x: 20, y: 50), size: 16)
            quietly {
                replicator.instanceCount = 10
                replicator.instanceTransform = Transform3DMakeTranslation(36, 0, 0)
            }
            let before = compositor.replicators.rasterizations
            let fb = render(root, with: compositor)
            #expect(compositor.replicators.rasterizations == before + 1, "ten copies, one rasterization")
            #expect(fb.argb(20 + 36 * 9, 50).r < 10, "the tenth copy is drawn")
            quietly { replicator.instanceTransform = Transform3DMakeTranslation(38, 0, 0) }
            compositor.render(root, into: fb)
            #expect(compositor.replicators.rasterizations == before + 1, "moved copies reuse the raster")
            #expect(fb.argb(20 + 38 * 9, 50).r < 10 && fb.argb(20 + 36 * 9 - 7, 50).r > 245, "and are drawn moved")
            quietly { square.backgroundColor = Color.red.cgColor }
            compositor.render(root, into: fb)
            #expect(compositor.replicators.rasterizations == before + 2, "a changed sublayer is rasterized again, once")
            #expect(fb.argb(20 + 38 * 9, 50) == .red)
        }

        /// A replicator whose copies are delayed while the square moves: redrawn every frame with damage tracking,
        /// pixel for pixel as a full redraw, including the last copy far from the first.
        @Test func anAnimatedReplicatorIsRedrawnEachFrame() throws {
            try withVirtualClock { scheduler in
                @MainActor func scene() -> (View, Layer) {
                    let root = makeRoot(300, 120, color: .white)
                    let (replicator, square) = replicator(root, square: CGPoint(x: 30, y: 40), color: .blue)
                    quietly {
                        // Its bounds hold the first copy only: the others lie beyond them.
                        replicator.frame = CGRect(x: 0, y: 0, width: 60, height: 120)
                        replicator.instanceCount = 4
                        replicator.instanceTransform = Transform3DMakeTranslation(70, 0, 0)
                        replicator.instanceDelay = 0.1
                    }
                    let bob = BasicAnimation(keyPath: "position.y")
                    bob.fromValue = 30
                    bob.toValue = 90
                    bob.duration = 0.5
                    bob.autoreverses = true
                    bob.repeatCount = .infinity
                    square.add(bob, forKey: "bob")
                    return (root, square)
                }
                let compositor = try Compositor()
                let (root, square) = scene(), (wholeRoot, _) = scene()
                let fb = render(root, with: compositor)
                let untracked = try Compositor()
                untracked.tracksDamage = false
                let wholeFB = Framebuffer(width: 300, height: 120)
                for _ in 0..<8 {
                    scheduler.advance(frames: 5)
                    #expect(compositor.render(root, into: fb), "redrawn")
                    untracked.render(wholeRoot, into: wholeFB)
                    var differing = 0
                    for y in 0..<120 { for x in 0..<300 where fb.pixel(x: x, y: y) != wholeFB.pixel(x: x, y: y) { differing += 1 } }
                    #expect(differing == 0, "\(differing) pixels differ from a full redraw")
                    let y = square.presentationValues(timeShift: 0.3).position.y
                    #expect(fb.argb(240, Int(y.rounded())).b > 200, "the last copy at its own (delayed) height \(y)")
                }
            }
        }

        /// Copies beyond the replicator's bounds are damage too: moving them (the instance transform set without
        /// animation) clears their old places and draws the new ones, as a full redraw does.
        @Test func movedCopiesBeyondTheBoundsAreRedrawn() throws {
            let compositor = try Compositor()
            let root = makeRoot(300, 100, color: .white)
            let (replicator, _) = replicator(root, square: CGPoint(x: 30, y: 50))
            quietly {
                replicator.frame = CGRect(x: 0, y: 0, width: 60, height: 100)
                replicator.instanceCount = 4
                replicator.instanceTransform = Transform3DMakeTranslation(60, 0, 0)
            }
            let fb = render(root, with: compositor)
            #expect(fb.argb(210, 50).r < 10)
            quietly { replicator.instanceTransform = Transform3DMakeTranslation(60, 10, 0) }
            compositor.render(root, into: fb)
            #expect(fb.argb(210, 50).r > 245, "the last copy's old place is cleared")
            #expect(fb.argb(210, 80).r < 10, "and it is drawn 30 lower (3 × 10)")
            #expect(compositor.lastRedrawnPixels < 300 * 100, "only the damage is redrawn")
        }

        /// A replicator inside a replicator (the tutorials' grid): 3 rows of 3 copies, nine squares.
        @Test func nestedReplicatorsMakeAGrid() throws {
            let compositor = try Compositor()
            let root = makeRoot(120, 120, color: .white)
            let (row, _) = replicator(root, square: CGPoint(x: 20, y: 20))
            let grid = quietly {
                let grid = ReplicatorLayer()
                grid.frame = root.bounds
                row.removeFromSuperlayer()
                grid.addSublayer(row)
                root.layer.addSublayer(grid)
                row.instanceCount = 3
                row.instanceTransform = Transform3DMakeTranslation(40, 0, 0)
                grid.instanceCount = 3
                grid.instanceTransform = Transform3DMakeTranslation(0, 40, 0)
                return grid
            }
            let fb = render(root, with: compositor)
            for y in 0..<3 {
                for x in 0..<3 { #expect(fb.argb(20 + 40 * x, 20 + 40 * y).r < 10, "square (\(x), \(y))") }
            }
            #expect(fb.argb(40, 40).r > 245 && grid.instanceCount == 3)
        }

        /// The replicator's keys animate: "instanceTransform.translation.x" moves the copies frame by frame.
        @Test func theInstanceTransformIsAnAnimatableKey() throws {
            try withVirtualClock { scheduler in
                let compositor = try Compositor()
                let root = makeRoot(300, 100, color: .white)
                let (replicator, _) = replicator(root, square: CGPoint(x: 30, y: 50))
                quietly { replicator.instanceCount = 3 }
                #expect(LayerProperty.named("instanceTransform") != nil && LayerProperty.named("instanceColor") != nil)
                let spread = BasicAnimation(keyPath: "instanceTransform.translation.x")
                spread.fromValue = 0
                spread.toValue = 100
                spread.duration = 1
                replicator.add(spread, forKey: "spread")
                let fb = render(root, with: compositor)
                scheduler.advance(frames: 30)
                compositor.render(root, into: fb)
                #expect(fb.argb(30 + 50, 50).r < 10 && fb.argb(30 + 100, 50).r < 10, "copies 50 apart half way")
                #expect(fb.argb(30 + 200, 50).r > 245)
                #expect(replicator.instanceTransform.isIdentity, "the model stays")
            }
        }
    }
}
