import Foundation
import Testing
@testable import Views

/// The emitter's simulation on the virtual clock: births against birthRate × lifetime, the closed-form motion,
/// seeds, and the world going idle once the last particle dies.
@Suite(.world) struct EmitterLayerTests {
    /// An emitter at (200, 100) with one cell, in a shown root; keep the root.
    private func emitter(_ world: TestWorld, rate: Float = 100, lifetime: Float = 2,
                         configure: (EmitterCell) -> Void = { _ in }) -> (View, EmitterLayer, EmitterCell) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let e = EmitterLayer()
        e.emitterPosition = CGPoint(x: 200, y: 100)
        let cell = EmitterCell()
        cell.birthRate = rate
        cell.lifetime = lifetime
        configure(cell)
        e.emitterCells = [cell]
        root.layer.addSublayer(e)
        return (root, e, cell)
    }

    @Test func theSteadyCountIsBirthRateTimesLifetime() {
        let world = TestWorld()
        let (root, e, _) = emitter(world, rate: 100, lifetime: 2)
        defer { withExtendedLifetime(root) {} }
        world.run(seconds: 5)
        // Births are placed at their exact times (1/100 s apart) and each lives exactly 2 s: 200, give or take
        // the one being born or dying at the frame.
        #expect(abs(e.particleCount - 200) <= 1, "\(e.particleCount)")
        #expect(world.world.hasRunningAnimations)
    }

    @Test func withALifetimeRangeTheMeanLifetimeCounts() {
        let world = TestWorld()
        let (root, e, _) = emitter(world, rate: 100, lifetime: 2) { $0.lifetimeRange = 1 }  // 1…3 s, mean 2
        defer { withExtendedLifetime(root) {} }
        world.run(seconds: 4)
        // Averaged over 2 s of frames: each count has a standard deviation near 6 (√(100 · ∫₁³ p(1−p) da),
        // p = (3 − a)/2 the chance a particle of age a lives); the mean of 120 frames is within ±8 (5 %).
        var sum = 0
        for _ in 0..<120 { world.frames(1); sum += e.particleCount }
        let mean = Double(sum) / 120
        #expect(abs(mean - 200) < 10, "\(mean)")
        // No particle outlives the range.
        for i in 0..<e.particles.count { #expect(e.particles.lifetime(of: i) >= 1 && e.particles.lifetime(of: i) <= 3) }
    }

    @Test func birthRateZeroLetsTheParticlesFinishThenTheWorldIdles() {
        let world = TestWorld()
        let (root, e, _) = emitter(world, rate: 50, lifetime: 1.5)
        defer { withExtendedLifetime(root) {} }
        world.run(seconds: 2)
        let before = e.particleCount
        #expect(before >= 74 && before <= 76)
        e.birthRate = 0
        world.run(seconds: 0.75)
        // Half the lifetime later, the younger half lives on.
        #expect(abs(e.particleCount - before / 2) <= 2, "\(e.particleCount)")
        #expect(world.world.hasRunningAnimations)
        world.run(seconds: 0.8)
        #expect(e.particleCount == 0)
        world.frames(1)
        #expect(!world.world.hasRunningAnimations, "nothing lives, nothing is born: the world goes idle")
        e.birthRate = 1
        #expect(world.world.hasRunningAnimations, "emitting again needs frames again")
    }

    @Test func aParticleFollowsTheClosedForm() {
        let world = TestWorld()
        let (root, e, _) = emitter(world, rate: 1, lifetime: 10) { c in
            c.velocity = 120
            c.emissionLongitude = .pi / 3
            c.xAcceleration = -8
            c.yAcceleration = 30
            c.scale = 0.5
            c.scaleSpeed = 0.25
            c.spin = 2
            c.color = CGColor(red: 1, green: 0.5, blue: 0.25, alpha: 1)
            c.alphaSpeed = -0.2
            c.redSpeed = -0.1
        }
        defer { withExtendedLifetime(root) {} }
        world.frames(1)
        let start = e.particles.time              // the emitter's first step
        world.run(seconds: 1.5)
        #expect(e.particleCount == 1)
        let born = e.particles.birthTime(of: 0)
        #expect(abs(born - (start + 1)) < 1e-9, "one per second: the first is born 1 s after the start")
        let t = e.particles.time - born
        let p = e.particles.state(of: 0, at: e.particles.time)
        let vx = 120 * cos(Double.pi / 3), vy = 120 * sin(Double.pi / 3)
        #expect(abs(p.x - (200 + vx * t - 4 * t * t)) < 1e-3)
        #expect(abs(p.y - (100 + vy * t + 15 * t * t)) < 1e-3)
        #expect(abs(p.scale - (0.5 + 0.25 * t)) < 1e-6)
        #expect(abs(p.angle - 2 * t) < 1e-6)
        #expect(abs(p.alpha - (1 - 0.2 * t)) < 1e-6)
        #expect(abs(p.red - (1 - 0.1 * t)) < 1e-6 && abs(p.green - 0.5) < 1e-6)
        // Later, alpha reaches 0 and stays there (clamped).
        world.run(seconds: 6)
        #expect(e.particles.state(of: 0, at: e.particles.time).alpha == 0)
    }

    @Test func theSameSeedGivesTheSameParticlesAndAnotherSeedOthers() {
        func run(seed: UInt32) -> [ParticleSystem.State] {
            let world = World(clock: VirtualClock())
            return world.run {
                let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
                let e = EmitterLayer()
                e.seed = seed
                e.emitterShape = .line
                e.emitterSize = CGSize(width: 300, height: 0)
                let c = EmitterCell()
                c.birthRate = 80; c.lifetime = 3; c.lifetimeRange = 1; c.velocity = 100; c.velocityRange = 50
                c.emissionRange = .pi; c.scaleRange = 0.3; c.spinRange = 3; c.redRange = 0.3; c.alphaRange = 0.2
                e.emitterCells = [c]
                root.layer.addSublayer(e)
                world.scheduler.advance(seconds: 2)
                defer { world.tearDown() }
                return (0..<e.particleCount).map { e.particles.state(of: $0, at: e.particles.time) }
            }
        }
        let a = run(seed: 7), b = run(seed: 7), c = run(seed: 8)
        #expect(a.count > 100)
        #expect(a == b)
        #expect(a.count != c.count || a != c)
    }

    @Test func aRectangleOutlineBirthsOnItsEdges() {
        let world = TestWorld()
        let (root, e, _) = emitter(world, rate: 200, lifetime: 1)
        defer { withExtendedLifetime(root) {} }
        e.emitterShape = .rectangle
        e.emitterMode = .outline
        e.emitterSize = CGSize(width: 100, height: 40)
        world.run(seconds: 0.5)
        #expect(e.particleCount > 50)
        for i in 0..<e.particleCount {
            let p = e.particles.state(of: i, at: e.particles.birthTime(of: i))
            let onX = abs(abs(p.x - 200) - 50) < 1e-3 && abs(p.y - 100) <= 20 + 1e-3
            let onY = abs(abs(p.y - 100) - 20) < 1e-3 && abs(p.x - 200) <= 50 + 1e-3
            #expect(onX || onY)
        }
    }

    @Test func theInspectorListsTheEmitterWithItsCount() {
        let world = TestWorld()
        let (root, e, _) = emitter(world, rate: 30, lifetime: 2)
        defer { withExtendedLifetime(root) {} }
        e.name = "snow"
        world.run(seconds: 1)
        let row = world.world.inspectAnimations().first { $0.id == ObjectIdentifier(e) }
        #expect(row?.state == "emitting · \(e.particleCount) particles")
        #expect(row?.targets.first?.hasPrefix("EmitterLayer 'snow' \(e.particleCount) particles") == true)
        #expect(row?.timing == "birthRate 1 × 30/s")
    }

    @Test func anEmitterOutsideTheTreeDoesNotRun() {
        let world = TestWorld()
        let e = EmitterLayer()
        let c = EmitterCell()
        c.birthRate = 10; c.lifetime = 1
        e.emitterCells = [c]
        world.run(seconds: 1)
        #expect(e.particleCount == 0)
        #expect(!world.world.hasRunningAnimations)
    }
}
