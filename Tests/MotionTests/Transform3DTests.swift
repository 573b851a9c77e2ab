import Foundation
import Testing
@testable import Motion

/// Whether every entry of `t` is within `tolerance` of the row-major `entries`.
func close(_ t: Transform3D, _ entries: [CGFloat], _ tolerance: CGFloat = 1e-12) -> Bool {
    let mine = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    return zip(mine, entries).allSatisfy { close($0, $1, tolerance) }
}

func close(_ t: Transform3D, _ u: Transform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(t, [u.m11, u.m12, u.m13, u.m14, u.m21, u.m22, u.m23, u.m24,
              u.m31, u.m32, u.m33, u.m34, u.m41, u.m42, u.m43, u.m44], tolerance)
}

/// Core Animation's transform functions against matrices written out by hand (row vectors: p′ = p · M).
struct Transform3DTests {
    @Test func identityAndZero() {
        #expect(close(Transform3DIdentity, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], 0))
        #expect(Transform3DIsIdentity(Transform3DIdentity))
        #expect(!Transform3DIsIdentity(Transform3D()), "init() is the zero matrix, as CATransform3D()")
        #expect(close(Transform3D(), [CGFloat](repeating: 0, count: 16), 0))
    }

    @Test func makeTranslationAndScale() {
        #expect(close(Transform3DMakeTranslation(3, -4, 5), [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 3, -4, 5, 1], 0))
        #expect(close(Transform3DMakeScale(2, 3, 4), [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1], 0))
    }

    @Test func makeRotationAboutEachAxis() {
        let c: CGFloat = 3.0.squareRoot() / 2, s: CGFloat = 0.5   // 30°
        #expect(close(Transform3DMakeRotation(.pi / 6, 1, 0, 0), [1, 0, 0, 0, 0, c, s, 0, 0, -s, c, 0, 0, 0, 0, 1]))
        #expect(close(Transform3DMakeRotation(.pi / 6, 0, 1, 0), [c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, 0, 0, 0, 1]))
        #expect(close(Transform3DMakeRotation(.pi / 6, 0, 0, 1), [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]))
        // The axis is normalised: (0, 0, 7) is the z axis.
        #expect(close(Transform3DMakeRotation(.pi / 6, 0, 0, 7), [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]))
        // 120° about (1, 1, 1) cycles the axes: x → y → z → x.
        #expect(close(Transform3DMakeRotation(2 * .pi / 3, 1, 1, 1), [0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1]))
        #expect(Transform3DMakeRotation(1, 0, 0, 0) == Transform3DIdentity, "a zero axis turns nothing")
    }

    /// About z, Core Animation turns as Core Graphics does: clockwise on the y-down screen.
    @Test func rotationAboutZIsTheAffineRotation() {
        for angle in [0.3, -1.2, 2.5] as [CGFloat] {
            let affine = Transform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))
            #expect(close(Transform3DMakeRotation(angle, 0, 0, 1), affine, 1e-12))
        }
        // +x turned 90° lands on +y: downward on screen.
        #expect(close(Transform3DMakeRotation(.pi / 2, 0, 0, 1).transform(CGPoint(x: 1, y: 0)), CGPoint(x: 0, y: 1)))
    }

    @Test func translateScaleRotatePutTheNewStepFirst() {
        let base = Transform3DMakeScale(2, 2, 2)
        // Translate(t, …) = MakeTranslation · t: the translation is scaled by t.
        #expect(close(Transform3DTranslate(base, 10, 0, 0), [2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 20, 0, 0, 1], 0))
        let moved = Transform3DMakeTranslation(10, 20, 30)
        #expect(close(Transform3DScale(moved, 2, 3, 4), [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 10, 20, 30, 1], 0))
        // Rotate(moved, 90° about z): turn first, then move.
        #expect(close(Transform3DRotate(moved, .pi / 2, 0, 0, 1), [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 10, 20, 30, 1]))
    }

    @Test func concatAppliesTheFirstThenTheSecond() {
        let a = Transform3D(m11: 1, m12: 2, m13: 3, m14: 4, m21: 5, m22: 6, m23: 7, m24: 8,
                            m31: 9, m32: 10, m33: 11, m34: 12, m41: 13, m42: 14, m43: 15, m44: 16)
        let b = Transform3DMakeTranslation(1, 0, 0)
        // a · b by hand: each row (x, y, z, w) gains w in its first column.
        #expect(close(Transform3DConcat(a, b), [5, 2, 3, 4, 13, 6, 7, 8, 21, 10, 11, 12, 29, 14, 15, 16], 0))
        let move = Transform3DMakeTranslation(100, 0, 0), turn = Transform3DMakeRotation(.pi / 2, 0, 0, 1)
        let p = CGPoint(x: 10, y: 0)
        // Move then turn: (110, 0) turned to (0, 110). Turn then move: (0, 10) moved to (100, 10).
        #expect(close(Transform3DConcat(move, turn).transform(p), CGPoint(x: 0, y: 110)))
        #expect(close(Transform3DConcat(turn, move).transform(p), CGPoint(x: 100, y: 10)))
    }

    @Test func invertGivesTheIdentityBack() {
        var m = Transform3DRotate(Transform3DMakeTranslation(12, -7, 3), 0.7, 1, 2, -0.5)
        m = Transform3DScale(m, 1.5, 0.5, 2)
        m.m34 = -1 / 500; m.m14 = 0.001
        let inverse = Transform3DInvert(m)
        #expect(close(Transform3DConcat(inverse, m), Transform3DIdentity, 1e-12))
        #expect(close(Transform3DConcat(m, inverse), Transform3DIdentity, 1e-12))
        #expect(close(Transform3DInvert(Transform3DMakeTranslation(1, 2, 3)), [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, -1, -2, -3, 1], 0))
        let singular = Transform3DMakeScale(1, 0, 1)
        #expect(Transform3DInvert(singular) == singular, "no inverse: returned unchanged")
        #expect(singular.inverted() == nil)
    }

    @Test func affineRoundTripAndAffineTest() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = Transform3DMakeAffineTransform(affine)
        #expect(close(t, [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1], 0))
        #expect(Transform3DIsAffine(t))
        #expect(Transform3DGetAffineTransform(t) == affine)
        var perspective = t
        perspective.m34 = -0.002
        #expect(!Transform3DIsAffine(perspective))
        #expect(!Transform3DIsAffine(Transform3DMakeRotation(0.1, 0, 1, 0)))
        #expect(!Transform3DIsAffine(Transform3DMakeTranslation(0, 0, 1)))
        #expect(Transform3DIsAffine(Transform3DMakeRotation(0.1, 0, 0, 1)))
    }

    @Test func equality() {
        let a = Transform3DMakeRotation(0.4, 0, 1, 0)
        #expect(Transform3DEqualToTransform(a, Transform3DMakeRotation(0.4, 0, 1, 0)))
        #expect(a == Transform3DMakeRotation(0.4, 0, 1, 0))
        var b = a
        b.m34 = -0.002
        #expect(!Transform3DEqualToTransform(a, b) && a != b)
    }

    @Test func transformingAPointDividesByW() {
        var eye = Transform3DIdentity
        eye.m34 = -1 / 500
        // 100 pt toward the viewer: w = 1 − 100/500 = 0.8, so x grows by 1/0.8.
        let near = Transform3DConcat(Transform3DMakeTranslation(0, 0, 100), eye)
        #expect(close(near.transform(CGPoint(x: 100, y: 40)), CGPoint(x: 125, y: 50)))
    }
}
