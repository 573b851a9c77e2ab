import Foundation
import Testing
@testable import Motion

/// A layer's corners in its superlayer, against formulas written out here (not the code under test).
struct LayerQuadTests {
    /// The 200 × 100 layer at (160, 240) turned 45° about y with m34 = −1/500 (the tutorials' idiom:
    /// perspective first in the variable, the rotation put before it by Transform3DRotate).
    @Test func aCardTurnedAboutYWithPerspective() {
        var t = Transform3DIdentity
        t.m34 = -1 / 500
        t = Transform3DRotate(t, .pi / 4, 0, 1, 0)
        let quad = LayerQuad(bounds: CGRect(x: 0, y: 0, width: 200, height: 100),
                             position: CGPoint(x: 160, y: 240), transform: t)
        // By hand: a corner (x, y) about the anchor, turned about y: (x·cos 45°, y, −x·sin 45°); the
        // perspective divides by w = 1 − z/500 = 1 + x·sin 45°/500; then the position is added.
        func expected(_ x: Double, _ y: Double) -> CGPoint {
            let c = cos(Double.pi / 4), s = sin(Double.pi / 4)
            let w = 1 + x * s / 500
            return CGPoint(x: 160 + x * c / w, y: 240 + y / w)
        }
        #expect(close(quad.topLeft, expected(-100, -50), 0.5))
        #expect(close(quad.topRight, expected(100, -50), 0.5))
        #expect(close(quad.bottomRight, expected(100, 50), 0.5))
        #expect(close(quad.bottomLeft, expected(-100, 50), 0.5))
        // The numbers themselves: the right edge recedes (shorter), the left one comes nearer (taller).
        #expect(close(quad.topRight, CGPoint(x: 221.95, y: 196.19), 0.5))
        #expect(close(quad.topLeft, CGPoint(x: 77.64, y: 181.76), 0.5))
        #expect(quad.bottomRight.y - quad.topRight.y < 100 && quad.bottomLeft.y - quad.topLeft.y > 100)
    }

    @Test func theTransformActsAboutTheAnchorPoint() {
        // Anchor at the top-left corner: a 90° turn about z swings the layer around that corner.
        let quad = LayerQuad(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), position: CGPoint(x: 50, y: 60),
                             anchorPoint: .zero, transform: Transform3DMakeRotation(.pi / 2, 0, 0, 1))
        #expect(close(quad.topLeft, CGPoint(x: 50, y: 60)))
        #expect(close(quad.topRight, CGPoint(x: 50, y: 260)))       // (200, 0) → (0, 200)
        #expect(close(quad.bottomLeft, CGPoint(x: -50, y: 60)))     // (0, 100) → (−100, 0)
        // A bounds origin moves the content, not the anchor: the anchor is bounds.origin + (0.5, 0.5)·size.
        let shifted = LayerQuad(bounds: CGRect(x: 10, y: 20, width: 40, height: 40), position: CGPoint(x: 100, y: 100))
        #expect(close(shifted.topLeft, CGPoint(x: 80, y: 80)) && close(shifted.bottomRight, CGPoint(x: 120, y: 120)))
    }

    /// The superlayer's sublayerTransform acts about the centre of the superlayer's bounds: a layer off
    /// centre sees the vanishing point at that centre, not at its own position.
    @Test func sublayerPerspectiveIsAboutTheSuperlayersCentre() {
        var perspective = Transform3DIdentity
        perspective.m34 = -1 / 500
        let superBounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        let quad = LayerQuad(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 60, y: 240),
                             zPosition: 100, sublayerTransform: perspective, superlayerBounds: superBounds)
        // By hand: the corner (x, y) sits at (60 + x, 240 + y, 100); about the centre (160, 240) it is
        // (x − 100, y, 100); w = 1 − 100/500 = 0.8.
        func expected(_ x: Double, _ y: Double) -> CGPoint {
            CGPoint(x: 160 + (60 + x - 160) / 0.8, y: 240 + y / 0.8)
        }
        #expect(close(quad.topLeft, expected(-50, -50), 1e-9))
        #expect(close(quad.bottomRight, expected(50, 50), 1e-9))
        #expect(quad.corners == [quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft])
    }
}
