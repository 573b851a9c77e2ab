import Foundation
import Testing
@testable import Motion

@Suite struct TransformDecompositionTests {
    private func randomTransform(_ g: inout SplitMix) -> CGAffineTransform {
        func r(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &g)) }
        return CGAffineTransform(a: r(-5...5), b: r(-5...5), c: r(-5...5), d: r(-5...5),
                                 tx: r(-1000...1000), ty: r(-1000...1000))
    }

    @Test func identityDecomposesToIdentityComponents() {
        #expect(TransformComponents(.identity) == .identity)
        #expect(CGAffineTransform(TransformComponents.identity) == .identity)
        #expect(CGAffineTransform(TransformComponents.identity).isIdentity)
    }

    @Test func simpleTransformsDecomposeToTheirParts() {
        let s = TransformComponents(CGAffineTransform(scaleX: 2, y: 3))
        #expect(s == TransformComponents(sx: 2, sy: 3))
        let r = TransformComponents(CGAffineTransform(rotationAngle: 0.7))
        #expect(close(r.rotation, 0.7, 1e-15) && close(r.sx, 1, 1e-15) && close(r.sy, 1, 1e-15) && close(r.shear, 0, 1e-15))
        let t = TransformComponents(CGAffineTransform(translationX: 12, y: -8))
        #expect(t == TransformComponents(tx: 12, ty: -8))
        let k = TransformComponents(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
        #expect(k == TransformComponents(shear: 0.5))
    }

    @Test func conventionIsScaleThenShearThenRotationThenTranslation() {
        let c = TransformComponents(tx: 7, ty: -3, sx: 2, sy: 0.5, rotation: 0.4, shear: 0.3)
        let expected = CGAffineTransform(scaleX: 2, y: 0.5)
            .concatenating(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0))
            .concatenating(CGAffineTransform(rotationAngle: 0.4))
            .concatenating(CGAffineTransform(translationX: 7, y: -3))
        #expect(close(CGAffineTransform(c), expected, 1e-14))
        let back = TransformComponents(expected)
        #expect(close(back.sx, 2) && close(back.sy, 0.5) && close(back.rotation, 0.4) && close(back.shear, 0.3))
    }

    @Test func flipsAreCarriedByANegativeScaleWithNoRotation() {
        let flipX = TransformComponents(CGAffineTransform(scaleX: -1, y: 1))
        #expect(flipX == TransformComponents(sx: -1, sy: 1))
        let flipY = TransformComponents(CGAffineTransform(scaleX: 1, y: -1))
        #expect(flipY == TransformComponents(sx: 1, sy: -1))
        let flipped = CGAffineTransform(scaleX: -2, y: 3).rotated(by: 0.25)
        #expect(close(CGAffineTransform(TransformComponents(flipped)), flipped, 1e-12))
    }

    @Test func randomInvertibleTransformsRoundTrip() {
        var g = SplitMix(seed: 0x5EED)
        var flips = 0, tested = 0
        for _ in 0..<2000 {
            let t = randomTransform(&g)
            guard abs(t.determinant) > 1e-3 else { continue }
            tested += 1
            if t.determinant < 0 { flips += 1 }
            let back = CGAffineTransform(TransformComponents(t))
            #expect(close(back, t, 1e-9), "\(t) → \(back)")
        }
        #expect(tested > 1900)
        #expect(flips > 500 && flips < tested - 500)
    }

    @Test func randomComponentsRoundTripThroughTheMatrix() {
        var g = SplitMix(seed: 42)
        for _ in 0..<500 {
            func r(_ range: ClosedRange<Double>) -> CGFloat { CGFloat(Double.random(in: range, using: &g)) }
            let c = TransformComponents(tx: r(-100...100), ty: r(-100...100), sx: r(0.1...4), sy: r(0.1...4),
                                        rotation: r(-3...3), shear: r(-2...2))
            let t = CGAffineTransform(c)
            let back = TransformComponents(t)
            #expect(close(back.sx, c.sx, 1e-9) && close(back.sy, c.sy, 1e-9) && close(back.rotation, c.rotation, 1e-9)
                    && close(back.shear, c.shear, 1e-9) && back.tx == c.tx && back.ty == c.ty)
        }
    }

    @Test func singularTransformsDecomposeWithoutNaN() {
        let cases = [CGAffineTransform(scaleX: 0, y: 0), CGAffineTransform(scaleX: 0, y: 2),
                     CGAffineTransform(scaleX: 2, y: 0), CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1),
                     CGAffineTransform(a: 0, b: 0, c: 3, d: 4, tx: 0, ty: 0)]
        for t in cases {
            let c = TransformComponents(t)
            #expect(![c.tx, c.ty, c.sx, c.sy, c.rotation, c.shear].contains { $0.isNaN }, "\(t)")
        }
        // Those whose lost part is nothing still round-trip.
        for t in [cases[0], cases[1], cases[2], cases[4]] {
            #expect(close(CGAffineTransform(TransformComponents(t)), t, 1e-12), "\(t)")
        }
    }

    @Test func midwayThroughARotationIsARotation() {
        let from = CGAffineTransform(rotationAngle: -.pi / 8), to = CGAffineTransform(rotationAngle: .pi / 8)
        let mid = from.interpolated(to: to, fraction: 0.5)
        #expect(close(mid, .identity, 1e-12))
        let quarter = from.interpolated(to: to, fraction: 0.25)
        #expect(close(quarter, CGAffineTransform(rotationAngle: -.pi / 16), 1e-12))
        #expect(close(quarter.determinant, 1, 1e-12))
        // The additive form of the same animation, the model already at `to`.
        let presented = presentation(model: to, [RunningAnimation(from: from, to: to, progress: 0.5)])
        #expect(close(presented, .identity, 1e-12))
    }

    @Test func rotationTakesTheShortWayRound() {
        let from = CGAffineTransform(rotationAngle: 170 * .pi / 180), to = CGAffineTransform(rotationAngle: -170 * .pi / 180)
        let delta = from.animatableData - to.animatableData
        #expect(close(delta.rotation, -20 * .pi / 180, 1e-12))
        let mid = presentation(model: to, [RunningAnimation(from: from, to: to, progress: 0.5)])
        #expect(close(mid, CGAffineTransform(rotationAngle: .pi), 1e-12))
        let quarter = from.interpolated(to: to, fraction: 0.25)
        #expect(close(quarter, CGAffineTransform(rotationAngle: 175 * .pi / 180), 1e-12))
        #expect(close(from.interpolated(to: to, fraction: 1), to, 1e-12))
    }

    @Test func angleWrapsIntoHalfOpenRange() {
        #expect(close(TransformComponents.wrappedAngle(3 * .pi / 2), -.pi / 2, 1e-15))
        #expect(close(TransformComponents.wrappedAngle(-3 * .pi / 2), .pi / 2, 1e-15))
        #expect(TransformComponents.wrappedAngle(.pi) == .pi)
        #expect(TransformComponents.wrappedAngle(-.pi) == .pi)
        #expect(TransformComponents.wrappedAngle(0.3) == 0.3)
        #expect(close(TransformComponents.wrappedAngle(4 * .pi + 0.1), 0.1, 1e-14))
    }

    @Test func subtractionWrapsOnlyTheRotation() {
        let a = TransformComponents(tx: 10, ty: 20, sx: 3, sy: 4, rotation: 3, shear: 1)
        let b = TransformComponents(tx: 1, ty: 2, sx: 1, sy: 1, rotation: -3, shear: 0.5)
        let d = a - b
        #expect(d.tx == 9 && d.ty == 18 && d.sx == 2 && d.sy == 3 && d.shear == 0.5)
        #expect(close(d.rotation, 6 - 2 * .pi, 1e-15))
        #expect(a + b == TransformComponents(tx: 11, ty: 22, sx: 4, sy: 5, rotation: 0, shear: 1.5))
    }

    @Test func translationYScalesWithYAndTheRestWithX() {
        let c = TransformComponents(tx: 8, ty: 8, sx: 8, sy: 8, rotation: 8, shear: 8)
        #expect(c.scaled(x: 0.5, y: 0.25) == TransformComponents(tx: 4, ty: 2, sx: 4, sy: 4, rotation: 4, shear: 4))
        #expect(TransformComponents.zero.scaled(x: 3, y: 3) == .zero)
        #expect(c + .zero == c)
    }

    @Test func scaleInterpolatesAdditively() {
        let to = CGAffineTransform(scaleX: 0.5, y: 3)
        let mid = presentation(model: to, [RunningAnimation(from: .identity, to: to, progress: 0.5)])
        #expect(close(mid, CGAffineTransform(scaleX: 0.75, y: 2), 1e-12))
    }

    @Test func translationFollowsEachAxisProgress() {
        let to = CGAffineTransform(translationX: 100, y: 200)
        let t = presentation(model: to, [RunningAnimation(from: .identity, to: to, x: 0.5, y: 0.25)])
        #expect(close(t, CGAffineTransform(translationX: 50, y: 50), 1e-12))
    }

    @Test func twoTransformAnimationsAddUp() {
        // Rotate to 0.6, then, mid-flight, retarget to a rotation of 0.6 with scale 2.
        let r = CGAffineTransform(rotationAngle: 0.6), rs = CGAffineTransform(rotationAngle: 0.6).scaledBy(x: 2, y: 2)
        let t = presentation(model: rs, [RunningAnimation(from: .identity, to: r, progress: 0.5),
                                         RunningAnimation(from: r, to: rs, progress: 0.5)])
        #expect(close(t, CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 1.5), 1e-12))
    }

    @Test func flipAnimatesThroughAZeroScaleNotARotation() {
        let to = CGAffineTransform(scaleX: -1, y: 1)
        let mid = CGAffineTransform.identity.interpolated(to: to, fraction: 0.5)
        #expect(close(mid, CGAffineTransform(scaleX: 0, y: 1), 1e-12))
        let quarter = CGAffineTransform.identity.interpolated(to: to, fraction: 0.25)
        #expect(close(quarter, CGAffineTransform(scaleX: 0.5, y: 1), 1e-12))
    }
}
