import Foundation
import Playground
import PlaygroundTesting
import Testing
@testable import Demos
import Views

/// The spring demo: a tap sends the card across with the spring of the parameter set in use; its motion is
/// kept as a golden trace, and the two sets' traces diverge where the frames first differ.
@Suite(.serialized) struct SpringSceneTests {
    /// The demo at 800 × 600 with the set `name` applied, its card just tapped away.
    private func tapped(_ name: String) throws -> (SceneTester, SpringScene) {
        let tester = try demoTester("spring", size: CGSize(width: 800, height: 600))
        let scene = tester.scene(as: SpringScene.self)
        #expect(scene.useParameterSet(named: name))
        tester.tap(at: CGPoint(x: 400, y: 300))
        return (tester, scene)
    }

    @Test func declaresTwoParameterSets() {
        #expect(SpringScene.parameterSetNames == ["bouncy", "smooth"])
        #expect(Scene.parameterSetNames(of: SpringScene.self) == ["bouncy", "smooth"])
        #expect(Scene.parameterSetNames(of: GalleryScene.self).isEmpty)
        let scene = SpringScene()
        #expect(!scene.applyParameterSet(named: "wobbly"))
        #expect(scene.applyParameterSet(named: "smooth") && scene.parameters.dampingRatio == 0.9)
    }

    /// In a wide window the bouncy card's overshoot stays on screen: its flight is no longer than in a 1280-point
    /// window (a longer one carried it past the edge, and frames drew nothing).
    @Test(arguments: [CGSize(width: 1280, height: 800), CGSize(width: 1920, height: 1080), CGSize(width: 2560, height: 1440)])
    func theBouncyCardStaysOnScreenInAWideWindow(size: CGSize) throws {
        let tester = try demoTester("spring", size: size)
        let scene = tester.scene(as: SpringScene.self)
        #expect(scene.useParameterSet(named: "bouncy"))
        var leftmost = CGFloat.infinity, rightmost = -CGFloat.infinity
        for _ in 0..<3 {
            tester.key(.space)
            for _ in 0..<50 {
                tester.pump()
                let frame = tester.screenFrame(of: scene.card)
                leftmost = min(leftmost, frame.minX); rightmost = max(rightmost, frame.maxX)
            }
        }
        #expect(leftmost >= 0 && rightmost <= size.width, "the card went from \(leftmost) to \(rightmost)")
        #expect(rightmost - leftmost > SpringScene.longestFlight, "the card flew across")
    }

    @Test func theBouncySpringKeepsItsMotion() throws {
        let (tester, scene) = try tapped("bouncy")
        try tester.assertTrace(named: "bouncy", of: [scene.card], frames: 60)
    }

    @Test func theTwoSetsDivergeAtTheFirstFrameThatDiffers() throws {
        let (bouncy, a) = try tapped("bouncy")
        let (smooth, b) = try tapped("smooth")
        // By hand: the card's x on screen, frame by frame, in both.
        var first: Int?
        for frame in 0...40 {
            if first == nil, abs(a.card.presentationValues.center.x - b.card.presentationValues.center.x) > 0.01 { first = frame }
            bouncy.pump()
            smooth.pump()
        }
        let expected = try #require(first)
        #expect(expected >= 1)
        let (bouncy2, a2) = try tapped("bouncy")
        let (smooth2, b2) = try tapped("smooth")
        let traceA = bouncy2.recordTrace(of: [a2.card], frames: 40), traceB = smooth2.recordTrace(of: [b2.card], frames: 40)
        let divergence = try #require(traceB.firstDivergence(from: traceA))
        #expect(divergence.frame == expected)
        #expect(divergence.track == "View[1].center.x")
        #expect(divergence.comparisonDescription.hasPrefix("frame \(expected) ("))
    }
}
