import Foundation
import Testing
@testable import Motion

@Suite struct CGAffineTransformTests {
    let p = CGPoint(x: 1, y: 1)

    @Test func identity() {
        let i = CGAffineTransform.identity
        #expect(i.a == 1 && i.b == 0 && i.c == 0 && i.d == 1 && i.tx == 0 && i.ty == 0)
        #expect(CGAffineTransform() == .identity)
        #expect(CGPoint(x: 3, y: -4).applying(.identity) == CGPoint(x: 3, y: -4))
    }

    @Test func isIdentity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
        #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 0.001).isIdentity)
        #expect(!CGAffineTransform(scaleX: -1, y: 1).isIdentity)
    }

    @Test func scale() {
        let t = CGAffineTransform(scaleX: 2, y: -3)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: -3, tx: 0, ty: 0))
        #expect(CGPoint(x: 5, y: 7).applying(t) == CGPoint(x: 10, y: -21))
    }

    @Test func rotationTurnsClockwiseOnAYDownScreen() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(t, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), 1e-15))
        // +x (right) goes to +y (down), +y goes to −x.
        #expect(close(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: 1), 1e-15))
        #expect(close(CGPoint(x: 0, y: 1).applying(t), CGPoint(x: -1, y: 0), 1e-15))
        let r = CGAffineTransform(rotationAngle: 0.3)
        #expect(r.a == cos(0.3) && r.b == sin(0.3) && r.c == -sin(0.3) && r.d == cos(0.3))
    }

    @Test func translation() {
        let t = CGAffineTransform(translationX: 10, y: -5)
        #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: -5))
        #expect(p.applying(t) == CGPoint(x: 11, y: -4))
    }

    @Test func concatenatingAppliesSelfFirst() {
        let translate = CGAffineTransform(translationX: 10, y: 0), scale = CGAffineTransform(scaleX: 2, y: 2)
        // Translate, then scale: (1,1) → (11,1) → (22,2).
        #expect(p.applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
        // Scale, then translate: (1,1) → (2,2) → (12,2).
        #expect(p.applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
        #expect(translate.concatenating(.identity) == translate)
        #expect(CGAffineTransform.identity.concatenating(scale) == scale)
    }

    @Test func concatenatingMatchesApplyingInTurn() {
        let t1 = CGAffineTransform(a: 1.5, b: 0.3, c: -0.7, d: 2, tx: 4, ty: -9)
        let t2 = CGAffineTransform(a: -0.2, b: 1.1, c: 0.9, d: 0.4, tx: -3, ty: 6)
        let q = CGPoint(x: 2.5, y: -1.25)
        #expect(close(q.applying(t1.concatenating(t2)), q.applying(t1).applying(t2), 1e-12))
    }

    @Test func scaledByAppliesTheScaleBeforeSelf() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        // (1,1) → scale (2,3) → translate (12,3).
        #expect(p.applying(t) == CGPoint(x: 12, y: 3))
        #expect(t == CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 0)))
    }

    @Test func rotatedAppliesTheRotationBeforeSelf() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        // (1,0) → rotate (0,1) → translate (10,1).
        #expect(close(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 1), 1e-15))
    }

    @Test func translatedByAppliesTheTranslationBeforeSelf() {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        // (1,1) → translate (6,1) → scale (12,2).
        #expect(p.applying(t) == CGPoint(x: 12, y: 2))
        #expect(t.tx == 10 && t.ty == 0)
    }

    @Test func determinant() {
        #expect(CGAffineTransform(scaleX: 2, y: 3).determinant == 6)
        #expect(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 9, ty: 9).determinant == -2)
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(a: 1.5, b: 0.3, c: -0.7, d: 2, tx: 4, ty: -9)
        let inv = t.inverted()
        #expect(close(t.concatenating(inv), .identity, 1e-12))
        #expect(close(inv.concatenating(t), .identity, 1e-12))
        let q = CGPoint(x: 3, y: 8)
        #expect(close(q.applying(t).applying(inv), q, 1e-12))
        #expect(CGAffineTransform(translationX: 3, y: -4).inverted() == CGAffineTransform(translationX: -3, y: 4))
    }

    @Test func invertingASingularTransformReturnsItUnchanged() {
        let flat = CGAffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 5, ty: 6)
        #expect(flat.inverted() == flat)
        let rankOne = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)
        #expect(rankOne.inverted() == rankOne)
    }

    @Test func sizeApplyingIgnoresTranslation() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 100, y: 100))
        #expect(CGSize(width: 4, height: 5).applying(t) == CGSize(width: 8, height: 15))
    }

    @Test func rectApplyingBoundsTheTransformedCorners() {
        let r = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(close(r.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGRect(x: -10, y: 0, width: 10, height: 20), 1e-12))
        let diamond = CGRect(x: -1, y: -1, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(close(diamond, CGRect(x: -sqrt(2), y: -sqrt(2), width: 2 * sqrt(2), height: 2 * sqrt(2)), 1e-12))
        let moved = r.applying(CGAffineTransform(scaleX: -2, y: 1).translatedBy(x: 5, y: 5))
        #expect(moved == CGRect(x: -50, y: 5, width: 40, height: 10))
    }

    @Test func rectApplyingStandardizesAndKeepsSpecialRects() {
        let negative = CGRect(x: 10, y: 10, width: -10, height: -10)
        #expect(negative.applying(CGAffineTransform(translationX: 1, y: 0)) == CGRect(x: 1, y: 0, width: 10, height: 10))
        #expect(negative.applying(.identity) == negative)
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test func description() {
        #expect(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).description == "[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]")
    }
}
