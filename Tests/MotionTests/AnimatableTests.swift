import Foundation
import Testing
@testable import Motion

@Suite struct AnimatableTests {
    @Test func doubleIsItsOwnVectorAndScalesWithX() {
        #expect(Double(4).animatableData == 4)
        #expect(Double(animatableData: 2.5) == 2.5)
        #expect(Double(4).scaled(x: 0.25, y: 10) == 1)
        #expect(Double(10).interpolated(to: 20, fraction: 0.3) == 13)
    }

    @Test func cgFloatIsItsOwnVectorAndScalesWithX() {
        #expect(CGFloat(4).animatableData == 4)
        #expect(CGFloat(animatableData: 2.5) == 2.5)
        #expect(CGFloat(4).scaled(x: 0.25, y: 10) == 1)
        #expect(CGFloat.zero + 3 - 1 == 2)
        #expect(CGFloat(-10).interpolated(to: 10, fraction: 0.75) == 5)
    }

    @Test func vectorArithmeticIsPerComponent() {
        let v = CGVector(dx: 1, dy: 2), w = CGVector(dx: 10, dy: -20)
        #expect(v + w == CGVector(dx: 11, dy: -18))
        #expect(v - w == CGVector(dx: -9, dy: 22))
        #expect(v + .zero == v)
        #expect(w.scaled(x: 0.5, y: 2) == CGVector(dx: 5, dy: -40))
        #expect(CGVector(animatableData: v) == v)
    }

    @Test func pointMapsXToXAndYToY() {
        let p = CGPoint(x: 3, y: -7)
        #expect(p.animatableData == CGVector(dx: 3, dy: -7))
        #expect(CGPoint(animatableData: CGVector(dx: 3, dy: -7)) == p)
        #expect(p.animatableData.scaled(x: 2, y: 0) == CGVector(dx: 6, dy: 0))
    }

    @Test func sizeMapsWidthToXAndHeightToY() {
        let s = CGSize(width: 40, height: 10)
        #expect(s.animatableData == CGVector(dx: 40, dy: 10))
        #expect(CGSize(animatableData: CGVector(dx: 40, dy: 10)) == s)
        #expect(CGSize(animatableData: s.animatableData.scaled(x: 0.5, y: 3)) == CGSize(width: 20, height: 30))
    }

    @Test func rectMapsOriginXAndWidthToXAndTheRestToY() {
        let r = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.animatableData == RectVector(x: 10, y: 20, width: 30, height: 40))
        #expect(CGRect(animatableData: r.animatableData) == r)
        let scaled = r.animatableData.scaled(x: 0.5, y: 2)
        #expect(scaled == RectVector(x: 5, y: 40, width: 15, height: 80))
    }

    @Test func rectVectorArithmetic() {
        let a = RectVector(x: 1, y: 2, width: 3, height: 4), b = RectVector(x: 10, y: 20, width: 30, height: 40)
        #expect(a + b == RectVector(x: 11, y: 22, width: 33, height: 44))
        #expect(b - a == RectVector(x: 9, y: 18, width: 27, height: 36))
        #expect(a + .zero == a)
    }

    @Test func interpolatedMovesFromSelfToOther() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10), b = CGRect(x: 100, y: 50, width: 30, height: 0)
        #expect(a.interpolated(to: b, fraction: 0) == a)
        #expect(a.interpolated(to: b, fraction: 1) == b)
        #expect(a.interpolated(to: b, fraction: 0.5) == CGRect(x: 50, y: 25, width: 20, height: 5))
    }

    @Test func twoAnimationsOnOnePointAddUp() {
        // Model moved (0,0) → (100,0), then, mid-flight, (100,0) → (100,50).
        let model = CGPoint(x: 100, y: 50)
        let first = RunningAnimation(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 0), progress: 0.5)
        let second = RunningAnimation(from: CGPoint(x: 100, y: 0), to: CGPoint(x: 100, y: 50), progress: 0.2)
        let p = presentation(model: model, [first, second])
        // 100 + (−100)(0.5) + 0 = 50; 50 + 0 + (−50)(0.8) = 10.
        #expect(p == CGPoint(x: 50, y: 10))
        // Both finished: exactly the model.
        var done = [first, second]
        for i in done.indices { done[i].progressX = 1; done[i].progressY = 1 }
        #expect(presentation(model: model, done) == model)
        // Neither started: the first animation's from value.
        var fresh = [first, second]
        for i in fresh.indices { fresh[i].progressX = 0; fresh[i].progressY = 0 }
        #expect(presentation(model: model, fresh) == CGPoint(x: 0, y: 0))
    }

    @Test func pointAxesFollowTheirOwnProgress() {
        let a = RunningAnimation(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 200), x: 0.25, y: 0.75)
        #expect(presentation(model: CGPoint(x: 100, y: 200), [a]) == CGPoint(x: 25, y: 150))
    }

    @Test func rectAxesFollowTheirOwnProgress() {
        let from = CGRect(x: 0, y: 0, width: 100, height: 100), to = CGRect(x: 40, y: 80, width: 300, height: 500)
        let a = RunningAnimation(from: from, to: to, x: 0.5, y: 0.25)
        let r = presentation(model: to, [a])
        #expect(r == CGRect(x: 20, y: 20, width: 200, height: 200))
    }
}
