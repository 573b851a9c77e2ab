import Foundation
import Testing
import TestSupport
@testable import PlaygroundTesting
import Rendering
import Views

/// The scene tester, as a user's Swift Testing test drives it.
@Suite struct SceneTesterTests {
    @Test func pumpRunsWholeFramesOfVirtualTime() throws {
        let tester = try SceneTester(SquareScene.self, size: CGSize(width: 400, height: 300))
        let start = tester.now
        tester.pump(frames: 3)
        #expect(abs(tester.now - start - 3.0 / 60) < 1e-9)
        tester.pump(seconds: 0.5)
        #expect(abs(tester.now - start - 33.0 / 60) < 1e-9)
        #expect(tester.frameCount == 33)
    }

    @Test func aTapSpringsTheSquareAndPumpUntilSettledWaitsForIt() throws {
        let tester = try SceneTester(SquareScene.self, size: CGSize(width: 400, height: 300))
        let square = tester.scene(as: SquareScene.self).square
        tester.tap(at: CGPoint(x: 80, y: 60))
        #expect(square.center == CGPoint(x: 80, y: 60), "the model is the target at once")
        #expect(tester.screenCenter(of: square).x > 150, "the screen has not moved yet")
        let frames = tester.pumpUntilSettled()
        #expect(frames > 20 && frames < 120, "\(frames) frames")
        #expect(abs(tester.screenCenter(of: square).x - 80) < 0.5)
        #expect(!tester.world.hasRunningAnimations)
    }

    @Test func keysReachTheSceneAndFindLocatesViews() throws {
        let tester = try SceneTester(SquareScene.self)
        tester.key(.r)
        tester.key(Key.space.with(.shift))
        #expect(tester.scene(as: SquareScene.self).keys == [.r, .space])
        #expect(tester.find(View.self) { $0.cornerRadius == 12 } === tester.scene(as: SquareScene.self).square)
    }

    @Test func scriptsPlayOnTheSameClock() throws {
        let tester = try SceneTester(SquareScene.self, size: CGSize(width: 400, height: 300))
        try tester.play("""
            down 40 40
            up
            frames 60
            """)
        #expect(abs(tester.screenCenter(of: tester.scene(as: SquareScene.self).square).x - 40) < 0.5)
    }

    @Test func framesArePicturesOfTheScene() throws {
        let tester = try SceneTester(SquareScene.self, size: CGSize(width: 200, height: 100), scale: 2)
        let frame = try tester.frame()
        #expect(frame.width == 400 && frame.height == 200)
        #expect(frame.color(atPoint: CGPoint(x: 100, y: 50)).blue > 0.9)
        #expect(frame.color(atPoint: CGPoint(x: 5, y: 5)).blue < 0.2)
    }

    @Test func diagnosticsAreCollectedNotPrinted() throws {
        let tester = try SceneTester(SquareScene.self)
        tester.world.run {
            let animator = ViewPropertyAnimator(duration: 1, curve: .linear)
            animator.finishAnimation(at: .end)
        }
        #expect(tester.diagnostics.count == 1)
        #expect(tester.takeDiagnostics().first?.contains("finishAnimationAtPosition") == true)
        #expect(tester.diagnostics.isEmpty)
    }

    @Test func twoTestersShareNothing() throws {
        let a = try SceneTester(SquareScene.self), b = try SceneTester(SquareScene.self)
        a.tap(at: CGPoint(x: 10, y: 10))
        #expect(a.world.hasRunningAnimations && !b.world.hasRunningAnimations)
        #expect(a.world !== b.world)
    }

    @Test func assertGoldenComparesTheFrameBesideThisFile() throws {
        let tester = try SceneTester(SquareScene.self, size: CGSize(width: 240, height: 160))
        tester.tap(at: CGPoint(x: 60, y: 50))
        tester.pump(frames: 6)
        try tester.assertGolden(named: "mid-spring")
    }
}
