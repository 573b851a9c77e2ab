import Foundation
import Testing
@testable import Views

/// Converting points and rectangles between views' coordinate spaces.
@Suite(.world) struct ViewGeometryTests {
    @Test func convertThroughAnOffsetChild() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let child = View(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        root.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 20))
        #expect(child.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 15, y: 25))
        #expect(root.convert(CGPoint(x: 10, y: 20), to: child) == .zero)
        #expect(child.convert(CGPoint(x: 10, y: 20), from: root) == .zero)
        #expect(root.convert(CGPoint(x: 1, y: 2), from: child) == CGPoint(x: 11, y: 22))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 100, height: 100), to: root) == child.frame)
    }

    @Test func boundsOriginScrollsTheContent() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let scroller = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let content = View(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        root.addSubview(scroller)
        scroller.addSubview(content)
        scroller.bounds.origin = CGPoint(x: 0, y: 50)
        #expect(content.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 50))
        #expect(root.convert(CGPoint(x: 0, y: 50), to: content) == .zero)
        #expect(scroller.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: -50))
    }

    @Test func convertThroughARotation() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(child)
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // A quarter turn clockwise on a y-down screen: the top-left corner goes to the top-right.
        #expect(close(child.convert(CGPoint.zero, to: root), CGPoint(x: 100, y: 0), 1e-9))
        #expect(close(child.convert(CGPoint(x: 100, y: 0), to: root), CGPoint(x: 100, y: 100), 1e-9))
        #expect(close(child.convert(CGPoint(x: 50, y: 50), to: root), CGPoint(x: 50, y: 50), 1e-9))
        #expect(close(root.convert(CGPoint(x: 100, y: 0), to: child), .zero, 1e-9))
    }

    @Test func convertThroughAScale() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let child = View(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        root.addSubview(child)
        child.transform = CGAffineTransform(scaleX: 2, y: 0.5)
        #expect(close(child.convert(CGPoint.zero, to: root), CGPoint(x: 100, y: 175), 1e-9))
        #expect(close(child.convert(CGPoint(x: 100, y: 100), to: root), CGPoint(x: 300, y: 225), 1e-9))
        #expect(close(root.convert(CGPoint(x: 300, y: 225), to: child), CGPoint(x: 100, y: 100), 1e-9))
    }

    @Test func convertRectGivesTheBoundingBoxOfTheTransformedCorners() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let child = View(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        root.addSubview(child)
        child.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let r = child.convert(child.bounds, to: root)
        let half = 50 * 2.0.squareRoot()
        #expect(close(r, CGRect(x: 200 - half, y: 200 - half, width: 2 * half, height: 2 * half), 1e-9))
        #expect(close(r, child.frame, 1e-9))
        let back = root.convert(CGRect(x: 190, y: 190, width: 20, height: 20), to: child)
        #expect(close(CGPoint(x: back.midX, y: back.midY), CGPoint(x: 50, y: 50), 1e-9))
        #expect(close(back.width, 20 * 2.0.squareRoot(), 1e-9))
    }

    @Test func nestedRotatedAndScaledViewsRoundTrip() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let a = View(frame: CGRect(x: 50, y: 80, width: 200, height: 150))
        let b = View(frame: CGRect(x: 20, y: 30, width: 120, height: 90))
        let c = View(frame: CGRect(x: 10, y: 5, width: 40, height: 60))
        let sibling = View(frame: CGRect(x: 250, y: 400, width: 100, height: 100))
        let cousin = View(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        root.addSubview(a); a.addSubview(b); b.addSubview(c)
        root.addSubview(sibling); sibling.addSubview(cousin)
        a.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.8)
        b.transform = CGAffineTransform(scaleX: -1, y: 2).rotated(by: -1.1)
        b.bounds.origin = CGPoint(x: 7, y: -3)
        c.transform = CGAffineTransform(rotationAngle: 2.4).translatedBy(x: 5, y: -8)
        sibling.transform = CGAffineTransform(rotationAngle: -0.7)
        cousin.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        let views = [root, a, b, c, sibling, cousin]
        var rng = SplitMix(seed: 1673)
        for _ in 0..<200 {
            let from = views.randomElement(using: &rng)!, to = views.randomElement(using: &rng)!
            let p = CGPoint(x: .random(in: -300...300, using: &rng), y: .random(in: -300...300, using: &rng))
            let there = from.convert(p, to: to)
            #expect(close(to.convert(there, to: from), p, 1e-9))
            #expect(close(to.convert(p, from: from), there, 1e-9))
            // Going through the root gives the same answer.
            #expect(close(to.convert(from.convert(p, to: nil), from: nil), there, 1e-9))
        }
        // Checked by hand: c's bounds centre lies at its center moved by the transform's translation.
        let expectedCenter = CGPoint(x: c.center.x + c.transform.tx, y: c.center.y + c.transform.ty)
        #expect(close(c.convert(CGPoint(x: 20, y: 30), to: b), expectedCenter, 1e-9))
    }

    @Test func convertUsesTheModelGeometry() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { square.center.x = 250 })
        world.frames(30)
        #expect(close(square.presentationValues.center.x, 150, 1e-9))
        #expect(square.convert(CGPoint.zero, to: root) == CGPoint(x: 200, y: 0))
    }
}
