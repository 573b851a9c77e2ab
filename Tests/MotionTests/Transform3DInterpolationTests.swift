import Foundation
import Testing
@testable import Motion

/// Decomposition, recomposition and interpolation of 3D transforms (CSS Transforms 2's algorithm).
struct Transform3DInterpolationTests {
    /// A small deterministic generator, so the "random" matrices are the same on every run.
    struct Numbers {
        var state: UInt64
        mutating func next(_ range: ClosedRange<Double>) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let unit = Double(state >> 11) / Double(1 << 53)
            return range.lowerBound + unit * (range.upperBound - range.lowerBound)
        }
    }

    @Test func halfwayToAQuarterTurnAboutYIsAnEighthTurn() {
        let quarter = Transform3DMakeRotation(.pi / 2, 0, 1, 0)
        let half = Transform3DIdentity.interpolated(to: quarter, fraction: 0.5)
        #expect(close(half, Transform3DMakeRotation(.pi / 4, 0, 1, 0), 1e-9))
        // Not the entry-wise average, which would shrink the card (cos 45° ≠ (1 + 0)/2).
        #expect(!close(half.m11, 0.5, 0.1))
    }

    @Test func rotationsTakeTheShortWayRound() {
        // From −170° to +170° about y passes through 180°, not through 0°.
        let from = Transform3DMakeRotation(-170 * .pi / 180, 0, 1, 0)
        let to = Transform3DMakeRotation(170 * .pi / 180, 0, 1, 0)
        let half = from.interpolated(to: to, fraction: 0.5)
        #expect(close(half, Transform3DMakeRotation(.pi, 0, 1, 0), 1e-9))
    }

    @Test func everyPartInterpolatesLinearlyButTheRotation() {
        var perspective = Transform3DIdentity
        perspective.m34 = -1 / 500
        let to = Transform3DConcat(Transform3DMakeScale(3, 2, 1), Transform3DMakeTranslation(100, -40, 20))
        let quarter = Transform3DIdentity.interpolated(to: to, fraction: 0.25)
        #expect(close(quarter, [1.5, 0, 0, 0, 0, 1.25, 0, 0, 0, 0, 1, 0, 25, -10, 5, 1], 1e-9))
        let halfPerspective = Transform3DIdentity.interpolated(to: perspective, fraction: 0.5)
        #expect(close(halfPerspective.m34, -1 / 1000, 1e-12))
        #expect(close(halfPerspective, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -1 / 1000, 0, 0, 0, 1], 1e-12))
    }

    @Test func componentsFollowTheDocumentedConvention() {
        let parts = Transform3DComponents(translation: SIMD3(10, -20, 30), scale: SIMD3(2, 0.5, 1.5),
                                          skew: SIMD3(0.3, -0.2, 0.1), perspective: SIMD4(0.001, -0.002, 0.003, 1),
                                          rotation: Transform3DComponents.canonical(SIMD4(0.1, 0.2, -0.3, 0.9)))
        let t = Transform3D(parts)
        // Built by hand from the convention: scale · skew · rotation · translation · perspective.
        let skew = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0.3, m22: 1, m23: 0, m24: 0,
                               m31: -0.2, m32: 0.1, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
        let q = parts.rotation
        let angle = 2 * acos(q.w), axis = SIMD3(q.x, q.y, q.z) / sin(angle / 2)
        var persp = Transform3DIdentity
        persp.m14 = 0.001; persp.m24 = -0.002; persp.m34 = 0.003
        let byHand = [Transform3DMakeScale(2, 0.5, 1.5), skew,
                      Transform3DMakeRotation(CGFloat(angle), CGFloat(axis.x), CGFloat(axis.y), CGFloat(axis.z)),
                      Transform3DMakeTranslation(10, -20, 30), persp].reduce(Transform3DIdentity, Transform3DConcat)
        #expect(close(t, byHand, 1e-12))
        let back = Transform3DComponents(t)
        #expect(close(back, parts, 1e-9), "\(back)")
    }

    @Test func randomMatricesWithoutPerspectiveRoundTrip() {
        var n = Numbers(state: 22)
        for _ in 0..<200 {
            var t = Transform3DMakeRotation(CGFloat(n.next(-4...4)), CGFloat(n.next(-1...1)),
                                            CGFloat(n.next(-1...1)), CGFloat(n.next(-1...1)))
            t = Transform3DScale(t, CGFloat(n.next(0.2...3)), CGFloat(n.next(0.2...3)), CGFloat(n.next(0.2...3)))
            t = Transform3DConcat(t, Transform3DMakeTranslation(CGFloat(n.next(-300...300)),
                                                                CGFloat(n.next(-300...300)), CGFloat(n.next(-300...300))))
            // Arbitrary entries too: a skewed, possibly mirrored linear part.
            t.m21 += CGFloat(n.next(-0.5...0.5)); t.m31 += CGFloat(n.next(-0.5...0.5)); t.m32 += CGFloat(n.next(-0.5...0.5))
            if n.next(0...1) < 0.3 { t = Transform3DScale(t, -1, 1, 1) }
            let back = Transform3D(Transform3DComponents(t))
            #expect(close(back, t, 1e-9), "\(t)")
        }
    }

    @Test func perspectiveRoundTrips() {
        var t = Transform3DRotate(Transform3DMakeTranslation(5, 6, 7), 0.8, 1, 1, 0)
        t.m34 = -1 / 500; t.m14 = 0.0003
        #expect(close(Transform3D(Transform3DComponents(t)), t, 1e-12))
    }

    @Test func singularMatricesDecomposeWithoutNaN() {
        for t in [Transform3DMakeScale(0, 0, 1), Transform3DMakeScale(1.5, 0.5, 0), Transform3D()] {
            let parts = Transform3DComponents(t)
            #expect(!parts.rotation.x.isNaN && !parts.scale.x.isNaN && !parts.translation.x.isNaN)
            #expect(close(Transform3D(parts), t, 1e-12), "\(t)")
        }
    }

    @Test func keyPathAccessorsReadAndWriteTheParts() {
        #expect(close(Transform3DComponents(Transform3DMakeRotation(0.3, 0, 1, 0)).rotationY, 0.3))
        #expect(close(Transform3DComponents(Transform3DMakeRotation(-0.7, 1, 0, 0)).rotationX, -0.7))
        let z = Transform3DComponents(Transform3DMakeRotation(1.1, 0, 0, 1))
        #expect(close(z.rotationZ, 1.1) && close(z.rotationX, 0) && close(z.rotationY, 0))
        var t = Transform3DIdentity
        t.components.rotationZ = 0.5
        #expect(close(t, Transform3DMakeRotation(0.5, 0, 0, 1), 1e-12))
        t = Transform3DIdentity
        t.components.rotationX = 0.4
        #expect(close(t, Transform3DMakeRotation(0.4, 1, 0, 0), 1e-12))
        // Euler order: x first, then y, then z.
        var parts = Transform3DComponents()
        parts.eulerAngles = SIMD3(0.2, -0.3, 0.4)
        let byHand = Transform3DConcat(Transform3DConcat(Transform3DMakeRotation(0.2, 1, 0, 0),
                                                         Transform3DMakeRotation(-0.3, 0, 1, 0)),
                                       Transform3DMakeRotation(0.4, 0, 0, 1))
        #expect(close(Transform3D(parts), byHand, 1e-12))
        #expect(close(Transform3DComponents(byHand).eulerAngles, SIMD3(0.2, -0.3, 0.4)))
        t = Transform3DMakeScale(2, 2, 2)
        t.components.translationX = 30
        t.components.translationY = -10
        t.components.scaleY = 4
        #expect(close(t, [2, 0, 0, 0, 0, 4, 0, 0, 0, 0, 2, 0, 30, -10, 0, 1], 1e-12))
        #expect(close(t.components.uniformScale, 8.0 / 3, 1e-12))
    }

    @Test func animationVectorsAddUp() {
        // The animation engine's form: model + (from − to) · (1 − p) is the interpolation from `from`.
        let from = Transform3DMakeRotation(.pi / 3, 1, 0, 0), to = Transform3DMakeTranslation(40, 0, 0)
        let delta = from.animatableData - to.animatableData
        let start = Transform3D(animatableData: to.animatableData + delta)
        #expect(close(start, from, 1e-9))
        let third = Transform3D(animatableData: to.animatableData + delta.scaled(x: 2.0 / 3, y: 2.0 / 3))
        #expect(close(third, from.interpolated(to: to, fraction: 1.0 / 3), 1e-9))
        #expect(close(third.m41, 40.0 / 3, 1e-9))
        // zero changes nothing.
        #expect(close(Transform3D(animatableData: from.animatableData + .zero), from, 1e-12))
        // translation.y follows the y progress, everything else x.
        let moved = Transform3DMakeTranslation(10, 20, 30).animatableData.scaled(x: 0.5, y: 0.25)
        #expect(moved.translation == SIMD3(5, 5, 15))
    }
}

func close(_ a: SIMD3<Double>, _ b: SIMD3<Double>, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && abs(a.z - b.z) <= tolerance
}

func close(_ a: Transform3DComponents, _ b: Transform3DComponents, _ tolerance: Double = 1e-9) -> Bool {
    let dq = a.rotation - b.rotation, dp = a.perspective - b.perspective
    return close(a.translation, b.translation, tolerance) && close(a.scale, b.scale, tolerance)
        && close(a.skew, b.skew, tolerance) && (dq * dq).sum().squareRoot() <= tolerance
        && (dp * dp).sum().squareRoot() <= tolerance
}
