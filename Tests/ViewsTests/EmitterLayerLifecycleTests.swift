import Foundation
import Testing
@testable import Views

/// An emitter switched off and on again, absurd rates, presentation copies and worlds.
@Suite(.world) struct EmitterLayerLifecycleTests {
    private func emitter(_ world: TestWorld, rate: Float = 100, lifetime: Float = 2) -> (View, EmitterLayer, EmitterCell) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let e = EmitterLayer()
        e.emitterPosition = CGPoint(x: 200, y: 100)
        let cell = EmitterCell()
        cell.birthRate = rate
        cell.lifetime = lifetime
        e.emitterCells = [cell]
        root.layer.addSublayer(e)
        return (root, e, cell)
    }

    /// Off until every particle died and the engine let it go, then on again 10 s later: births start from
    /// then, one frame's worth, not a burst of particles "born" during the pause.
    @Test func switchedOnAgainItEmitsFromNowNotForThePause() {
        let world = TestWorld()
        let (root, e, _) = emitter(world, rate: 100, lifetime: 2)
        defer { withExtendedLifetime(root) {} }
        world.run(seconds: 3)
        e.birthRate = 0
        world.run(seconds: 3)
        #expect(e.particleCount == 0 && !world.world.hasRunningAnimations)
        world.run(seconds: 10)
        e.birthRate = 1
        world.frames(1)
        #expect(e.particleCount <= 2, "one frame of births at 100/s: \(e.particleCount)")
        world.run(seconds: 1)
        #expect(abs(e.particleCount - 100) <= 3, "\(e.particleCount)")
    }

    @Test func anInfiniteOrNaNBirthRateNeitherHangsNorStopsTheCellForGood() {
        let world = TestWorld()
        let (root, e, cell) = emitter(world, rate: .infinity, lifetime: 1)
        defer { withExtendedLifetime(root) {} }
        world.frames(3)
        #expect(e.particleCount == 0, "an infinite rate emits nothing (and returns)")
        cell.birthRate = .nan
        world.frames(3)
        cell.birthRate = 1e9
        world.frames(2)
        #expect(e.particleCount <= ParticleSystem.maximumCount && e.particleCount > 1000)
        cell.birthRate = 10
        world.run(seconds: 2)
        #expect(abs(e.particleCount - 10) <= 1, "back to 10/s × 1 s: \(e.particleCount)")
    }

    @Test func thePresentationOfAnEmitterIsAnEmitter() {
        let world = TestWorld()
        let (root, e, cell) = emitter(world)
        defer { withExtendedLifetime(root) {} }
        e.emitterShape = .line
        world.frames(2)
        let copy = e.presentation()
        #expect(copy?.emitterShape == .line && copy?.emitterCells?.first === cell)
        #expect(copy?.particleCount == 0, "a copy simulates nothing")
        #expect(world.takeDiagnostics().isEmpty)
    }

    @Test func aSubclassOfYourOwnGetsNilAndOneReport() {
        final class Ring: ShapeLayer {}
        let world = TestWorld()
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ring = Ring()
        root.layer.addSublayer(ring)
        world.frames(1)
        #expect(ring.presentation() == nil && ring.presentation() == nil)
        #expect(ring.presentationValues.shape.strokeEnd == 1)
        let reports = world.takeDiagnostics()
        #expect(reports.count == 1 && reports[0].contains("presentationValues"), "\(reports)")
    }
}
