import Foundation
import Testing
import TestSupport
@testable import Rendering
@testable import Views

extension RenderingSuite {
    /// Emitter layers: each particle drawn where the simulation puts it, its image tinted by its colour, and
    /// the pixels it leaves redrawn as it moves.
    @Suite struct EmitterLayerRenderingTests {
        /// One 10 × 10 white square particle a second, moving right at 50 points per second from (40, 50),
        /// tinted orange, over a black root.
        static func oneParticle() -> (View, EmitterLayer) {
            let root = makeRoot(200, 100, color: .black)
            let emitter = EmitterLayer()
            emitter.emitterPosition = CGPoint(x: 40, y: 50)
            let cell = EmitterCell()
            cell.contents = Image(width: 10, height: 10, premultipliedARGB: Array(repeating: 0xFFFF_FFFF, count: 100))
            cell.birthRate = 1
            cell.lifetime = 10
            cell.velocity = 50
            cell.color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            emitter.emitterCells = [cell]
            root.layer.addSublayer(emitter)
            return (root, emitter)
        }

        @Test func aParticleIsDrawnWhereTheSimulationSaysTinted() throws {
            let compositor = try Compositor()
            World.current.textMeasurer = compositor.text
            let (root, emitter) = EmitterLayerRenderingTests.oneParticle()
            let scheduler = World.current.scheduler
            scheduler.advance(seconds: 1.5)
            #expect(emitter.particleCount == 1)
            let p = emitter.particles.state(of: 0, at: emitter.particles.time)
            let fb = Framebuffer(width: 200, height: 100, scale: 1)
            _ = World.current.withPresentationSnapshot { compositor.render(root, into: fb) }
            let cx = Int(p.x.rounded(.down)), cy = Int(p.y.rounded(.down))
            let inside = fb.argb(cx, cy)
            #expect(inside.r > 250 && abs(Int(inside.g) - 128) <= 2 && inside.b < 3, "white × orange = orange: \(inside)")
            #expect(fb.argb(cx + 3, cy + 3).r > 250, "the square is 10 wide, centred on the particle")
            #expect(fb.argb(cx + 7, cy).r < 3 && fb.argb(cx - 7, cy).r < 3 && fb.argb(cx, cy + 7).r < 3)
            #expect(fb.argb(40, 50).r < 3, "not at the emitter any more")
            // Half a second later it moved 25 points right: its old pixels are cleared, the new ones drawn.
            scheduler.advance(seconds: 0.5)
            _ = World.current.withPresentationSnapshot { compositor.render(root, into: fb) }
            let q = emitter.particles.state(of: 0, at: emitter.particles.time)
            #expect(abs(q.x - p.x - 25) < 1.5)
            #expect(fb.argb(cx, cy).r < 3, "the old place is redrawn")
            #expect(fb.argb(Int(q.x.rounded(.down)), cy).r > 250)
        }

        /// A red image under the default white particle colour shows red (contents × white), not white.
        @Test func anImageWithColoursUnderWhiteShowsItsColours() throws {
            let compositor = try Compositor()
            World.current.textMeasurer = compositor.text
            let (root, emitter) = EmitterLayerRenderingTests.oneParticle()
            let cell = try #require(emitter.emitterCells?.first)
            cell.contents = Image(width: 10, height: 10, premultipliedARGB: Array(repeating: 0xFFFF_0000, count: 100))
            cell.color = Color.white.cgColor
            World.current.scheduler.advance(seconds: 1.5)
            let p = emitter.particles.state(of: 0, at: emitter.particles.time)
            let fb = Framebuffer(width: 200, height: 100, scale: 1)
            _ = World.current.withPresentationSnapshot { compositor.render(root, into: fb) }
            let inside = fb.argb(Int(p.x.rounded(.down)), Int(p.y.rounded(.down)))
            #expect(inside.r > 250 && inside.g < 3 && inside.b < 3, "red × white = red: \(inside)")
        }

        /// Hundreds of spinning, scaled, fading particles, coloured and white images: drawn straight through pixman
        /// they make the pixels cairo makes (within 2 levels), frame after frame.
        @Test func particlesThroughPixmanMatchCairo() throws {
            func frames(throughCairo: Bool) throws -> ([[ARGB]], Int) {
                let compositor = try Compositor()
                compositor.particleSprites.throughCairo = throughCairo
                World.current.textMeasurer = compositor.text
                let (root, emitter) = EmitterLayerRenderingTests.oneParticle()
                let cell = try #require(emitter.emitterCells?.first)
                cell.birthRate = 200
                cell.lifetime = 2
                cell.emissionRange = 2 * .pi
                cell.spin = 2
                cell.spinRange = 4
                cell.scale = 1.2
                cell.scaleRange = 0.6
                cell.alphaSpeed = -0.4
                let red = EmitterCell()
                red.contents = Image(width: 6, height: 6, premultipliedARGB: Array(repeating: 0xFFFF_0000, count: 36))
                red.birthRate = 50
                red.lifetime = 2
                red.velocity = 30
                red.emissionRange = 2 * .pi
                emitter.emitterCells = [cell, red]
                emitter.emitterPosition = CGPoint(x: 100, y: 50)
                let fb = Framebuffer(width: 200, height: 100, scale: 1)
                var shots: [[ARGB]] = []
                for _ in 0..<3 {
                    World.current.scheduler.advance(seconds: 0.5)
                    _ = World.current.withPresentationSnapshot { compositor.render(root, into: fb) }
                    shots.append((0..<100).flatMap { fb.row($0) })
                }
                return (shots, compositor.particleSprites.drawnDirectly)
            }
            let (direct, drawnDirectly) = try frames(throughCairo: false)
            let (cairo, none) = try frames(throughCairo: true)
            #expect(drawnDirectly > 300 && none == 0, "\(drawnDirectly) particles through pixman")
            for (a, b) in zip(direct, cairo) {
                let worst = zip(a, b).map { max(abs($0.r - $1.r), abs($0.g - $1.g), abs($0.b - $1.b), abs($0.a - $1.a)) }.max() ?? 0
                #expect(worst <= 2, "largest difference \(worst) levels")
            }
        }

        /// Two opaque particles on one spot, the older less red: `.oldestFirst` puts the newer on top,
        /// `.oldestLast` the older.
        @Test func theRenderModeOrdersTheParticles() throws {
            let compositor = try Compositor()
            World.current.textMeasurer = compositor.text
            let (root, emitter) = EmitterLayerRenderingTests.oneParticle()
            let cell = try #require(emitter.emitterCells?.first)
            cell.velocity = 0
            cell.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            cell.redSpeed = -0.4
            World.current.scheduler.advance(seconds: 2.5)     // born at 1 s and 2 s: red 0.4 and 0.8 now
            #expect(emitter.particleCount == 2)
            func red(_ mode: EmitterLayerRenderMode) -> Int {
                emitter.renderMode = mode
                let fb = Framebuffer(width: 200, height: 100, scale: 1)
                _ = World.current.withPresentationSnapshot { compositor.render(root, into: fb) }
                return Int(fb.argb(40, 50).r)
            }
            #expect(abs(red(.oldestFirst) - 204) <= 3, "the newer (0.8) on top")
            #expect(abs(red(.oldestLast) - 102) <= 3, "the older (0.4) on top")
        }

        @Test func aCellWithoutContentsDrawsNothing() throws {
            let compositor = try Compositor()
            World.current.textMeasurer = compositor.text
            let (root, emitter) = EmitterLayerRenderingTests.oneParticle()
            emitter.emitterCells?.first?.contents = nil
            World.current.scheduler.advance(seconds: 1.5)
            #expect(emitter.particleCount == 1)
            let fb = Framebuffer(width: 200, height: 100, scale: 1)
            _ = World.current.withPresentationSnapshot { compositor.render(root, into: fb) }
            for x in stride(from: 0, to: 200, by: 3) { #expect(fb.argb(x, 50).r == 0) }
        }

        /// Still particles (soft white dots tinted opaque colours) across a rounded clip's sides, on whole pixels:
        /// drawn straight through pixman, cut to the clip's inside, they make cairo's bytes exactly — in frames
        /// where the damage cuts the clip too.
        @Test(arguments: [1.0, 2.0])
        func particlesAcrossAClipsSidesAreCairos(scale: Double) throws {
            let sides = [CGPoint(x: 80, y: 0), CGPoint(x: 0, y: 50), CGPoint(x: 160, y: 50), CGPoint(x: 80, y: 100)]
            // The spot that changes lies under the left side's particle: the later frames redraw it, clipped.
            let (direct, cairo) = try EmitterLayerRenderingTests.stillParticles(
                at: sides, clipLeft: 20, scale: scale, spot: CGRect(x: 14, y: 52, width: 14, height: 14))
            #expect(direct.byCairo == 0 && direct.directly >= 4, "\(direct.byCairo) particles left to cairo")
            #expect(cairo.directly == 0 && cairo.byCairo > 0)
            for (frame, (a, b)) in zip(direct.shots, cairo.shots).enumerated() {
                #expect(a == b, "frame \(frame): \(zip(a, b).filter { $0 != $1 }.count) pixels differ")
            }
        }

        /// The same across the clip's corners, and across sides off the pixel grid: multiplied by the coverage
        /// cairo gives such a clip, within 2 levels of cairo's pixels (cairo cuts the clip's polygon to each
        /// paint's extent, which moves its coverage a level in the extent's first column or row).
        @Test(arguments: [(1.0, 20.0), (2.0, 20.0), (1.0, 20.5), (2.0, 20.25)])
        func particlesAcrossAClipsCornersAreWithinTwoLevelsOfCairos(scale: Double, left: Double) throws {
            let spots = [CGPoint(x: 4, y: 4), CGPoint(x: 156, y: 4), CGPoint(x: 4, y: 96), CGPoint(x: 156, y: 96),
                         CGPoint(x: 10, y: 2), CGPoint(x: 80, y: 0), CGPoint(x: 0, y: 50)]
            let (direct, cairo) = try EmitterLayerRenderingTests.stillParticles(at: spots, clipLeft: left, scale: scale)
            #expect(direct.byCairo == 0 && direct.directly >= spots.count, "\(direct.byCairo) left to cairo")
            for (frame, (a, b)) in zip(direct.shots, cairo.shots).enumerated() {
                let worst = zip(a, b).map { p, q in
                    let a = ARGB(p), b = ARGB(q)
                    return max(abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b), abs(a.a - b.a))
                }.max() ?? 0
                #expect(worst <= 2, "frame \(frame): largest difference \(worst) levels")
            }
        }

        /// Three frames of still particles (16-pixel soft white dots, opaque red, green and white) centred on
        /// `spots` in a 160 × 100 view with 24-point corners that clips, at `clipLeft`, drawn straight through
        /// pixman and then all through cairo; a spot under the clip (at `place`: by default under its top-left
        /// corner) changes colour, so the later frames' damage cuts the clip. Each run's frames and its particles
        /// drawn directly and by cairo.
        static func stillParticles(at spots: [CGPoint], clipLeft: Double, scale: Double,
                                   spot place: CGRect = CGRect(x: 14, y: 4, width: 14, height: 14)) throws
            -> (direct: ParticleRun, cairo: ParticleRun) {
            let dot = (0..<256).map { i -> UInt32 in
                let dx = Double(i % 16) - 7.5, dy = Double(i / 16) - 7.5
                let a = UInt32(max(0, min(255, (1 - (dx * dx + dy * dy).squareRoot() / 8) * 300)))
                return a << 24 | a << 16 | a << 8 | a
            }
            func run(throughCairo: Bool) throws -> ParticleRun {
                let compositor = try Compositor()
                compositor.particleSprites.throughCairo = throughCairo
                World.current.textMeasurer = compositor.text
                let root = makeRoot(200, 120, color: .black)
                let spot = makeView(place, .white)
                root.addSubview(spot)
                let clipper = makeView(CGRect(x: clipLeft, y: 10, width: 160, height: 100), Color(hex: 0x202060))
                clipper.cornerRadius = 24
                clipper.clipsToBounds = true
                root.addSubview(clipper)
                let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1),
                              CGColor(red: 1, green: 1, blue: 1, alpha: 1)]
                for (i, point) in spots.enumerated() {
                    let emitter = EmitterLayer()
                    emitter.emitterPosition = point
                    let cell = EmitterCell()
                    cell.contents = Image(width: 16, height: 16, premultipliedARGB: dot)
                    cell.birthRate = 1
                    cell.lifetime = 100
                    cell.velocity = 0
                    cell.color = colors[i % colors.count]
                    emitter.emitterCells = [cell]
                    clipper.layer.addSublayer(emitter)
                }
                let fb = Framebuffer(width: Int(200 * scale), height: Int(120 * scale), scale: scale)
                var shots: [[UInt32]] = []
                World.current.scheduler.advance(seconds: 1.5)
                for frame in 0..<3 {
                    spot.backgroundColor = frame == 1 ? .red : .white
                    _ = World.current.withPresentationSnapshot { compositor.render(root, into: fb) }
                    shots.append((0..<fb.height).flatMap { y in fb.row(y).map(\.packed) })
                }
                return ParticleRun(shots: shots, directly: compositor.particleSprites.drawnDirectly,
                                   byCairo: compositor.particleSprites.drawnByCairo)
            }
            return (try run(throughCairo: false), try run(throughCairo: true))
        }

        /// Hundreds of particles flying out of a rounded clip, many across its corners, drawn by row chunks on
        /// four threads (each with its own scratch, the clip's mask shared): the bytes one thread draws.
        @Test func particlesAcrossAClipOnFourThreadsAreOneThreads() throws {
            func frames(threads: Int) throws -> [[UInt32]] {
                let compositor = try Compositor()
                compositor.threads = threads
                World.current.textMeasurer = compositor.text
                let root = makeRoot(640, 400, color: .black)
                let clipper = makeView(CGRect(x: 20, y: 20, width: 600, height: 360), Color(hex: 0x202060))
                clipper.cornerRadius = 60
                clipper.clipsToBounds = true
                root.addSubview(clipper)
                let emitter = EmitterLayer()
                emitter.seed = 5
                emitter.emitterPosition = CGPoint(x: 300, y: 180)
                let cell = EmitterCell()
                cell.contents = Image(width: 12, height: 12, premultipliedARGB: Array(repeating: 0xFFFF_FFFF, count: 144))
                cell.birthRate = 400
                cell.lifetime = 3
                cell.velocity = 260
                cell.velocityRange = 80
                cell.emissionRange = 2 * .pi
                cell.spin = 2
                cell.color = CGColor(red: 1, green: 0.6, blue: 0.2, alpha: 0.9)
                emitter.emitterCells = [cell]
                clipper.layer.addSublayer(emitter)
                let fb = Framebuffer(width: 640, height: 400, scale: 1)
                var shots: [[UInt32]] = []
                for _ in 0..<4 {
                    World.current.scheduler.advance(seconds: 0.4)
                    _ = World.current.withPresentationSnapshot { compositor.render(root, into: fb) }
                    shots.append((0..<fb.height).flatMap { y in fb.row(y).map(\.packed) })
                }
                #expect(compositor.particleSprites.drawnByCairo == 0)
                return shots
            }
            let splitBefore = RenderWorkers.shared(threads: 4).splitRuns
            let four = try frames(threads: 4)
            #expect(RenderWorkers.shared(threads: 4).splitRuns > splitBefore, "no work split across the threads")
            let one = try frames(threads: 1)
            for (frame, (a, b)) in zip(four, one).enumerated() {
                let differing = zip(a, b).filter { $0 != $1 }.count
                #expect(differing == 0, "frame \(frame): \(differing) pixels differ")
            }
        }

        struct ParticleRun {
            var shots: [[UInt32]]
            var directly: Int
            var byCairo: Int
        }
    }
}
