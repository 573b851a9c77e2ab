import Foundation
import Testing
@testable import Views

/// hitTest and point(inside:): visibility, interaction, order, transforms, and animating views.
@Suite(.world) struct HitTestingTests {
    final class GenerousView: View {
        override func point(inside point: CGPoint, with event: Event?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    private func makeTree() -> (root: View, back: View, front: View, inner: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let back = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = View(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let inner = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        return (root, back, front, inner)
    }

    @Test func deepestViewContainingThePointWins() {
        let (root, back, front, inner) = makeTree()
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === back)
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === inner)
        #expect(root.hitTest(CGPoint(x: 250, y: 250)) === front)
        #expect(root.hitTest(CGPoint(x: 350, y: 50)) === root)
        #expect(root.hitTest(CGPoint(x: 450, y: 50)) == nil)
        #expect(root.hitTest(CGPoint(x: -1, y: 50)) == nil)
        #expect(front.hitTest(CGPoint(x: 20, y: 20), with: Event()) === inner)
    }

    @Test func laterSubviewsAreInFront() {
        let (root, back, front, _) = makeTree()
        #expect(root.hitTest(CGPoint(x: 180, y: 180)) === front)
        root.bringSubviewToFront(back)
        #expect(root.hitTest(CGPoint(x: 180, y: 180)) === back)
    }

    @Test func hiddenViewsAndTheirSubviewsAreSkipped() {
        let (root, back, front, _) = makeTree()
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === back)
        #expect(root.hitTest(CGPoint(x: 250, y: 250)) === root)
        root.isHidden = true
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) == nil)
    }

    @Test func nonInteractiveViewsAndTheirSubviewsAreSkipped() {
        let (root, back, front, inner) = makeTree()
        inner.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === front)
        front.isUserInteractionEnabled = false
        inner.isUserInteractionEnabled = true
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === back)
        #expect(root.hitTest(CGPoint(x: 250, y: 250)) === root)
        // Labels are not interactive by default.
        let label = Label(text: "Hello")
        label.frame = CGRect(x: 300, y: 300, width: 80, height: 30)
        root.addSubview(label)
        #expect(root.hitTest(CGPoint(x: 310, y: 310)) === root)
    }

    @Test func nearlyTransparentViewsAreSkipped() {
        let (root, back, front, _) = makeTree()
        front.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 180, y: 180)) === back)
        front.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 180, y: 180)) === front)
    }

    @Test func subviewsOutsideTheirSuperviewAreNotHit() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let overflow = View(frame: CGRect(x: 80, y: 0, width: 100, height: 100))
        root.addSubview(parent)
        parent.addSubview(overflow)
        #expect(root.hitTest(CGPoint(x: 90, y: 50)) === overflow)
        #expect(root.hitTest(CGPoint(x: 150, y: 50)) === root)
    }

    @Test func clippingOrNotASubviewOutsideItsSuperviewIsNotHit() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let overflow = View(frame: CGRect(x: 80, y: 0, width: 100, height: 100))
        root.addSubview(parent)
        parent.addSubview(overflow)
        parent.clipsToBounds = true
        #expect(root.hitTest(CGPoint(x: 90, y: 50)) === overflow)
        #expect(root.hitTest(CGPoint(x: 150, y: 50)) === root)
        // A superview that claims a larger area lets its overflowing subview be hit there.
        let generous = GenerousView(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        let sticking = View(frame: CGRect(x: 90, y: 0, width: 25, height: 25))
        root.addSubview(generous)
        generous.addSubview(sticking)
        #expect(root.hitTest(CGPoint(x: 310, y: 210)) === sticking)
        #expect(root.hitTest(CGPoint(x: 318, y: 210)) === generous, "in the margin, past the subview")
        #expect(root.hitTest(CGPoint(x: 325, y: 210)) === root, "beyond the 20 pt margin")
    }

    @Test func pointInsideCanBeOverridden() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let button = GenerousView(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 85, y: 85)) === button)
        #expect(root.hitTest(CGPoint(x: 75, y: 85)) === root)
    }

    @Test func transformsAreHonoured() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let diamond = View(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        root.addSubview(diamond)
        diamond.transform = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(root.hitTest(CGPoint(x: 260, y: 200)) === diamond, "tip of the diamond, outside the untransformed square")
        #expect(root.hitTest(CGPoint(x: 155, y: 155)) === root, "corner of the untransformed square, outside the diamond")
        diamond.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(root.hitTest(CGPoint(x: 110, y: 110)) === diamond)
        #expect(root.hitTest(CGPoint(x: 310, y: 200)) === root)
    }

    // MARK: Animating views

    @Test func viewMovingByViewAnimateIsHitWhereItIsOnScreen() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction], animations: {
            square.center.x = 250
        })
        world.frames(30)
        #expect(root.hitTest(CGPoint(x: 150, y: 50)) === square)
        #expect(root.hitTest(CGPoint(x: 250, y: 50)) === root, "the model position is not on screen yet")
        #expect(root.hitTest(CGPoint(x: 20, y: 50)) === root, "the start position is no longer on screen")
        #expect(square.hitTestingBounds == square.presentationValues.bounds)
        world.frames(31)
        #expect(root.hitTest(CGPoint(x: 250, y: 50)) === square)
    }

    @Test func subviewsOfAMovingViewAreHitOnScreenToo() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        let dot = View(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        square.addSubview(dot)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction], animations: {
            square.center.y = 450
        })
        world.frames(30)
        #expect(root.hitTest(CGPoint(x: 50, y: 250)) === dot)
        #expect(root.hitTest(CGPoint(x: 50, y: 450)) === root)
    }

    @Test func viewAnimateWithoutAllowUserInteractionBlocksTouches() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        let log = CallLog<Bool>()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { square.center.x = 250 },
                     completion: log.record)
        world.frames(30)
        #expect(root.hitTest(CGPoint(x: 150, y: 50)) === root)
        #expect(root.hitTest(CGPoint(x: 250, y: 50)) === root)
        #expect(square.hitTest(CGPoint(x: 50, y: 50)) == nil)
        world.frames(31)
        #expect(log.count == 1)
        #expect(root.hitTest(CGPoint(x: 250, y: 50)) === square)
    }

    @Test func fadingViewStaysHittableUntilNearlyTransparent() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction], animations: {
            square.alpha = 0
        })
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === square)
        world.frames(30)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === square)
        world.frames(30)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === root)
    }

    @Test func propertyAnimatorHitTestingUsesOnScreenOrModelGeometry() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { square.center.x = 250 }
        animator.fractionComplete = 0.5
        world.frames(1)
        #expect(close(square.presentationValues.center.x, 150, 1e-9))
        #expect(root.hitTest(CGPoint(x: 150, y: 50)) === square)
        #expect(root.hitTest(CGPoint(x: 250, y: 50)) === root)
        animator.isManualHitTestingEnabled = true
        #expect(root.hitTest(CGPoint(x: 250, y: 50)) === square)
        #expect(root.hitTest(CGPoint(x: 150, y: 50)) === root)
        #expect(square.hitTestingBounds == square.bounds)
        animator.stopAnimation(true)
    }

    @Test func propertyAnimatorWithoutUserInteractionBlocksTouches() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { square.center.x = 250 }
        animator.isUserInteractionEnabled = false
        animator.startAnimation()
        world.frames(30)
        #expect(root.hitTest(CGPoint(x: 150, y: 50)) === root)
        world.frames(31)
        #expect(root.hitTest(CGPoint(x: 250, y: 50)) === square)
    }

    // MARK: Animating views, through the input dispatcher

    @Test func aClickLandsOnAViewWhereViewAnimateShowsIt() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        let tap = TapGestureRecognizer()
        square.addGestureRecognizer(tap)
        let log = GestureLog(tap, in: square)
        let input = makeInput(world, root: root)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction], animations: {
            square.center = CGPoint(x: 250, y: 450)
        })
        world.frames(30) // on screen at (150, 250): x 100…200, y 200…300
        input.pointerDown(at: CGPoint(x: 110, y: 210))
        #expect(input.activeTouch?.view === square)
        input.pointerUp(at: CGPoint(x: 110, y: 210))
        #expect(log.states == [.recognized])
        // Locations use the model geometry, as in UIKit.
        #expect(log.locations == [CGPoint(x: -90, y: -190)])
        input.pointerDown(at: CGPoint(x: 250, y: 450))
        #expect(input.activeTouch?.view === root, "the model frame is not on screen yet")
        input.pointerUp(at: CGPoint(x: 250, y: 450))
        #expect(log.count == 1)
    }

    @Test func aShrinkingViewIsHitOnlyWithinItsOnScreenSize() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        square.center = CGPoint(x: 200, y: 200)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction], animations: {
            square.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        })
        world.frames(30) // scale 0.75: x 162.5…237.5
        let input = makeInput(world, root: root)
        input.pointerDown(at: CGPoint(x: 170, y: 200))
        #expect(input.activeTouch?.view === square, "inside the on-screen size, outside the model's (175…225)")
        input.pointerUp(at: CGPoint(x: 170, y: 200))
        input.pointerDown(at: CGPoint(x: 160, y: 200))
        #expect(input.activeTouch?.view === root)
        input.pointerUp(at: CGPoint(x: 160, y: 200))
    }

    @Test func aTouchOnAViewAnimatingWithoutAllowUserInteractionGoesBehindIt() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        let recorder = TouchRecordingView(frame: root.bounds)
        root.insertSubview(recorder, at: 0)
        let tap = TapGestureRecognizer()
        square.addGestureRecognizer(tap)
        let log = GestureLog(tap)
        let input = makeInput(world, root: root)
        View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { square.alpha = 0.5 })
        world.frames(10)
        click(world, input, at: CGPoint(x: 50, y: 50))
        #expect(log.count == 0)
        #expect(recorder.calls == [.began, .ended])
        world.frames(30)
        click(world, input, at: CGPoint(x: 50, y: 50))
        #expect(log.states == [.recognized])
    }

    @Test func aClickFindsAViewWhereARunningPropertyAnimatorShowsIt() {
        let world = TestWorld()
        let (root, square) = makeSquare()
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { square.center.x = 250 }
        animator.startAnimation()
        let input = makeInput(world, root: root)
        world.frames(15) // on screen x 50…150, the model at 200…300
        input.pointerDown(at: CGPoint(x: 140, y: 50))
        #expect(input.activeTouch?.view === square)
        input.pointerUp(at: CGPoint(x: 140, y: 50))
        input.pointerDown(at: CGPoint(x: 250, y: 50))
        #expect(input.activeTouch?.view === root)
        input.pointerUp(at: CGPoint(x: 250, y: 50))
        animator.isManualHitTestingEnabled = true
        input.pointerDown(at: CGPoint(x: 250, y: 50))
        #expect(input.activeTouch?.view === square, "manual hit testing: the model frame")
        input.pointerUp(at: CGPoint(x: 250, y: 50))
        input.pointerDown(at: CGPoint(x: 140, y: 50))
        #expect(input.activeTouch?.view === root)
        input.pointerUp(at: CGPoint(x: 140, y: 50))
        animator.stopAnimation(true)
    }

    @Test func aPanCatchesAMovingViewWhereItIs() {
        // Seed 001's pattern: grab a view mid-flight by pressing where it is on screen.
        let world = TestWorld()
        let (root, square) = makeSquare()
        let pan = PanGestureRecognizer()
        square.addGestureRecognizer(pan)
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { square.center.x = 250 }
        var caught: [CGFloat] = []
        pan.addAction { recognizer in
            if recognizer.state == .began {
                animator.pauseAnimation()
                caught.append(animator.fractionComplete)
            }
        }
        animator.startAnimation()
        let input = makeInput(world, root: root)
        world.frames(30) // on screen x 100…200
        input.pointerDown(at: CGPoint(x: 190, y: 50))
        moveEachFrame(world, input, from: CGPoint(x: 190, y: 50), step: CGPoint(x: 0, y: 6), frames: 2)
        #expect(caught.count == 1)
        #expect(caught.first.map { close($0, 32.0 / 60, 1e-9) } == true, "\(caught)")
        #expect(animator.state == .active && !animator.isRunning)
        input.pointerUp(at: CGPoint(x: 190, y: 62))
        animator.stopAnimation(true)
    }
}
