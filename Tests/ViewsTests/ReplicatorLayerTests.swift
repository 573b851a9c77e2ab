import Foundation
import Testing
@testable import Views
@testable import Motion

/// ReplicatorLayer's model: CA's defaults, every property an animatable key, the per-copy colour clamped, and a
/// copy's values at a time shift that leave the frame's presentation alone.
@Suite(.world) struct ReplicatorLayerTests {
    @Test func defaultsAreCoreAnimations() {
        let r = ReplicatorLayer()
        #expect(r.instanceCount == 1 && r.instanceDelay == 0 && r.instanceTransform.isIdentity)
        #expect(r.instanceColor?.color == .white)
        #expect(r.instanceRedOffset == 0 && r.instanceGreenOffset == 0 && r.instanceBlueOffset == 0 && r.instanceAlphaOffset == 0)
        #expect(!r.preservesDepth)
        r.instanceCount = -3
        #expect(r.instanceCount == 0, "no negative count")
        r.instanceColor = nil
        #expect(r.instanceColor?.color == .white, "nil is white")
    }

    @Test func everyPropertyIsAnAnimatableKey() {
        for key in ["instanceCount", "instanceDelay", "instanceTransform", "instanceTransform.rotation.z",
                    "instanceTransform.translation.x", "instanceColor", "instanceRedOffset", "instanceGreenOffset",
                    "instanceBlueOffset", "instanceAlphaOffset"] {
            #expect(LayerProperty.named(key) != nil, "\(key)")
        }
        var v = LayerValues()
        LayerProperty.named("instanceCount")?.set(&v, .scalar(4.6))
        #expect(v.replicator.instanceCount == 5, "by whole copies")
    }

    /// Copy i's colour is instanceColor + i × offsets, each component clamped to 0…1; its transform the
    /// instance transform applied i times.
    @Test func copyColoursAndTransformsAccumulate() {
        var r = ReplicatorValues()
        r.instanceColor = Color(red: 0.2, green: 0.9, blue: 0.5, alpha: 1)
        r.instanceRedOffset = 0.3
        r.instanceGreenOffset = 0.1
        r.instanceBlueOffset = -0.2
        r.instanceAlphaOffset = -0.4
        let c = r.color(ofInstance: 3)
        #expect(abs(c.red - 1) < 1e-9 && abs(c.green - 1) < 1e-9, "clamped at 1: \(c)")
        #expect(abs(c.blue - 0) < 1e-6 && abs(c.alpha - 0) < 1e-6, "clamped at 0: \(c)")
        let c1 = r.color(ofInstance: 1)
        #expect(abs(c1.red - 0.5) < 1e-6 && abs(c1.blue - 0.3) < 1e-6 && abs(c1.alpha - 0.6) < 1e-6)
        r.instanceTransform = Transform3DMakeTranslation(5, 2, 0)
        let m = r.transform(ofInstance: 4)
        #expect(m.m41 == 20 && m.m42 == 8)
        #expect(r.transform(ofInstance: 0).isIdentity)
    }

    /// presentationValues(timeShift:) evaluates the animations that far back and leaves the frame's cached
    /// presentation as it was.
    @Test func aTimeShiftedPresentationLeavesTheFramesAlone() {
        let world = TestWorld()
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let dot = Layer(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.layer.addSublayer(dot)
        defer { withExtendedLifetime(root) {} }
        world.frames(1)
        let move = BasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        dot.add(move, forKey: "move")
        world.frames(1)
        world.run(seconds: 0.5)
        let now = dot.presentationValues.position.x
        let earlier = dot.presentationValues(timeShift: 0.25).position.x
        #expect(abs(earlier - (now - 25)) < 1e-6, "a quarter second back: \(earlier) vs \(now)")
        #expect(dot.presentationValues.position.x == now, "the frame's presentation is unchanged")
        #expect(dot.presentationValues(timeShift: 5).position.x == dot.position.x, "before it began: the model")
        #expect(dot.subtreeHasExplicitAnimations && root.layer.subtreeHasExplicitAnimations, "found from above")
        dot.removeAnimation(forKey: "move")
        #expect(!root.layer.subtreeHasExplicitAnimations)
    }
}
