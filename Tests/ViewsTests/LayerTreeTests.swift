import Foundation
import Testing
@testable import Views

/// The layer tree (CALayer): sublayers that are no view beside the views' layers, one state with the view,
/// geometry about the anchor point.
@Suite(.world) struct LayerTreeTests {
    @Test func standaloneSublayersJoinTheViewsLayers() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        let dot = Layer(), ring = Layer()
        root.layer.addSublayer(dot)
        #expect(dot.superlayer === root.layer)
        #expect(root.layer.sublayers?.count == 2)
        #expect(root.layer.sublayers?[0] === square.layer && root.layer.sublayers?[1] === dot)
        root.layer.insertSublayer(ring, below: dot)
        #expect(root.layer.sublayers?.map { ObjectIdentifier($0) } == [square.layer, ring, dot].map { ObjectIdentifier($0) })
        // A view added later goes on top of every sublayer, as addSubview adds its layer on top.
        let top = View()
        root.addSubview(top)
        #expect(root.layer.sublayers?.last === top.layer)
        // A view inserted at the back goes before the first subview's layer.
        let back = View()
        root.insertSubview(back, at: 0)
        #expect(root.layer.sublayers?.first === back.layer)
        dot.removeFromSuperlayer()
        #expect(dot.superlayer == nil && root.layer.sublayers?.contains { $0 === dot } == false)
        ring.addSublayer(dot)
        #expect(dot.superlayer === ring)
        // A layer cannot go under itself, and a view's layer moves with its view: both refused with one line.
        dot.addSublayer(ring)
        ring.addSublayer(square.layer)
        #expect(world.takeDiagnostics().count == 2)
        #expect(ring.superlayer === root.layer && square.layer.superlayer === root.layer)
    }

    @Test func zPositionReordersSiblingsStably() {
        let parent = Layer()
        let a = Layer(), b = Layer(), c = Layer()
        for l in [a, b, c] { parent.addSublayer(l) }
        #expect(parent.sublayersInDrawingOrder.map { ObjectIdentifier($0) } == [a, b, c].map { ObjectIdentifier($0) })
        a.zPosition = 1
        c.zPosition = -1
        #expect(parent.sublayersInDrawingOrder.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
        // The order is kept between reads and follows a change of a position or of the sublayers.
        b.zPosition = -2
        #expect(parent.sublayersInDrawingOrder.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
        let d = Layer()
        d.zPosition = 5
        parent.insertSublayer(d, at: 0)
        #expect(parent.sublayersInDrawingOrder.map { ObjectIdentifier($0) } == [b, c, a, d].map { ObjectIdentifier($0) })
        a.removeFromSuperlayer()
        #expect(parent.sublayersInDrawingOrder.map { ObjectIdentifier($0) } == [b, c, d].map { ObjectIdentifier($0) })
    }

    @Test func aViewAndItsLayerAreOneState() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100))
        view.alpha = 0.25
        #expect(view.layer.opacity == 0.25)
        view.layer.backgroundColor = Color.red.cgColor
        #expect(view.backgroundColor == .red)
        view.layer.setAffineTransform(CGAffineTransform(rotationAngle: 0.5))
        #expect(view.transform == CGAffineTransform(rotationAngle: 0.5))
        #expect(Transform3DIsAffine(view.layer.transform))
        var flip = Transform3DIdentity
        flip.m34 = -1 / 500
        flip = Transform3DRotate(flip, .pi / 4, 0, 1, 0)
        view.layer.transform = flip
        #expect(view.layer.transform == flip)
        #expect(view.transform == .identity)
        #expect(view.layer.needsLayerRendering)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.layer.transform = Transform3DMakeScale(3, 3, 1)
        #expect(view.transform == CGAffineTransform(scaleX: 3, y: 3))
    }

    @Test func frameFollowsTheAnchorPoint() {
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 200, y: 100)
        #expect(layer.frame == CGRect(x: 150, y: 80, width: 100, height: 40))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 200, y: 100, width: 100, height: 40))
        layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        #expect(layer.position == CGPoint(x: 10, y: 10))
        layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        layer.transform = Transform3DMakeRotation(.pi / 2, 0, 0, 1)
        // Turned a quarter about its bottom centre (10, 10 + 0): the 50×50 box now lies to the right.
        let f = layer.frame
        #expect(abs(f.minX - 10) < 1e-9 && abs(f.minY - (10 - 25)) < 1e-9 && abs(f.width - 50) < 1e-9)
    }

    @Test func aMaskCannotMaskItselfOrItsOwner() {
        let world = TestWorld()
        let a = Layer(), b = Layer(), c = Layer()
        a.addSublayer(c)
        a.mask = a
        b.mask = a
        a.mask = b          // b is masked by a: a cycle
        c.mask = a          // a is c's superlayer
        #expect(a.mask == nil && c.mask == nil && b.mask === a)
        #expect(world.takeDiagnostics().count == 3)
        let d = Layer()
        a.mask = d
        #expect(a.mask === d && world.takeDiagnostics().isEmpty)
    }

    @Test func contentsGravityPlacesTheContents() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        let size = CGSize(width: 20, height: 10)
        #expect(LayerContentsGravity.center.rect(forContentSize: size, in: bounds) == CGRect(x: 40, y: 20, width: 20, height: 10))
        #expect(LayerContentsGravity.topLeft.rect(forContentSize: size, in: bounds) == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(LayerContentsGravity.bottomRight.rect(forContentSize: size, in: bounds) == CGRect(x: 80, y: 40, width: 20, height: 10))
        #expect(LayerContentsGravity.left.rect(forContentSize: size, in: bounds) == CGRect(x: 0, y: 20, width: 20, height: 10))
        #expect(LayerContentsGravity.top.rect(forContentSize: size, in: bounds) == CGRect(x: 40, y: 0, width: 20, height: 10))
        #expect(LayerContentsGravity.resizeAspect.rect(forContentSize: size, in: bounds) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(LayerContentsGravity.resizeAspectFill.rect(forContentSize: CGSize(width: 10, height: 10), in: bounds)
                == CGRect(x: 0, y: -25, width: 100, height: 100))
    }

    @Test func contentsTakeAnImageAndOtherValuesAreReported() {
        let world = TestWorld()
        let layer = Layer()
        layer.contents = "not an image"
        #expect(world.takeDiagnostics().count == 1)
        layer.contents = nil
        #expect(world.takeDiagnostics().isEmpty)
    }
}

/// Hit testing and conversion through a perspective transform, against projections computed by hand.
@Suite(.world) struct LayerGeometryTests {
    @Test func convertAndHitTestThroughPerspective() {
        let root = Layer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.position = CGPoint(x: 200, y: 200)
        let card = Layer()
        card.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        card.position = CGPoint(x: 200, y: 200)
        var t = Transform3DIdentity
        t.m34 = -1.0 / 500
        card.transform = Transform3DRotate(t, .pi / 4, 0, 1, 0)
        root.addSublayer(card)
        // The card's top-left corner, by hand: relative to the anchor (−100, −100, 0); turned about y by 45°
        // (Core Animation's matrix has m11 = cos, m13 = −sin: x' = x·cos, z' = −x·sin), then w = 1 + z'·m34.
        let c = cos(Double.pi / 4), s = sin(Double.pi / 4)
        let x = -100.0, y = -100.0
        let xr = x * c, zr = -x * s
        let w = 1 + zr * (-1.0 / 500)
        let expected = CGPoint(x: 200 + xr / w, y: 200 + y / w)
        let corner = card.convert(CGPoint(x: 0, y: 0), to: root)
        #expect(abs(corner.x - expected.x) < 0.5 && abs(corner.y - expected.y) < 0.5)
        // And back: the screen point lands on the card's corner.
        let back = card.convert(expected, from: root)
        #expect(abs(back.x) < 1e-6 && abs(back.y) < 1e-6)
        // Hit testing uses the projected shape: just inside the near edge hits, just outside misses (the root's
        // frame is its bounds: its superlayer space is its own).
        #expect(expected.x < 200 - 100 * c)   // the near (left) edge, magnified
        let right = card.convert(CGPoint(x: 199, y: 100), to: root)
        #expect(root.hitTest(right) === card)   // root's superlayer space
        let outside = card.convert(CGPoint(x: 201, y: 100), to: root)
        #expect(root.hitTest(outside) === root)
    }
}
