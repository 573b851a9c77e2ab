import Foundation
import Testing
@testable import Views

/// InputDispatcher: touches from pointer events (hit view, phases, timestamps, locations, tapCount), the
/// responder chain, cancellation, and the wheel's pressure (⅛ a notch either way, held 0.6 s, then 3 per second).
@Suite(.world) struct InputDispatcherTests {
    @Test func aTouchGoesToTheHitViewWithItsPhasesAndTimestamps() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let input = makeInput(world, root: root)
        world.frames(3)
        let t0 = world.now
        input.pointerDown(at: CGPoint(x: 110, y: 120))
        let touch = input.activeTouch
        #expect(touch?.view === view)
        #expect(touch?.phase == .began)
        #expect(touch?.timestamp == t0)
        world.frames(2)
        let t1 = world.now
        input.pointerMoved(to: CGPoint(x: 130, y: 125))
        #expect(touch?.phase == .moved)
        #expect(touch?.timestamp == t1)
        world.frames(1)
        let t2 = world.now
        input.pointerUp(at: CGPoint(x: 135, y: 125))
        #expect(touch?.phase == .ended)
        #expect(touch?.timestamp == t2)
        #expect(input.activeTouch == nil)
        #expect(view.calls == [.began, .moved, .ended])
        #expect(view.touches.allSatisfy { $0 === touch })
        #expect(view.timestamps == [t0, t1, t2], "each event carries the time of the frame it arrived in")
        #expect(t1 > t0 && t2 > t1)
        #expect(view.locations == [CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 25), CGPoint(x: 35, y: 25)])
    }

    @Test func touchesOnAViewWithoutHandlersGoUpTheResponderChain() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let plain = View(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        view.addSubview(plain)
        let input = makeInput(world, root: root)
        input.pointerDown(at: CGPoint(x: 160, y: 160))
        #expect(input.activeTouch?.view === plain)
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: 170, y: 160))
        input.cancelTouch()
        #expect(view.calls == [.began, .moved, .cancelled])
        #expect(view.locations.first == CGPoint(x: 60, y: 60))
    }

    @Test func hiddenTransparentAndNonInteractiveViewsLetTheTouchThrough() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let cover = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.addSubview(cover)
        let input = makeInput(world, root: root)
        for hide in [{ cover.isHidden = true }, { cover.alpha = 0.005 }, { cover.isUserInteractionEnabled = false }] {
            cover.isHidden = false
            cover.alpha = 1
            cover.isUserInteractionEnabled = true
            click(world, input, at: CGPoint(x: 150, y: 150))
            hide()
            click(world, input, at: CGPoint(x: 150, y: 150))
            world.frames(30)
        }
        #expect(cover.calls == [.began, .ended, .began, .ended, .began, .ended])
        #expect(view.calls == [.began, .ended, .began, .ended, .began, .ended])
    }

    @Test func aPressOutsideTheRootReachesNoView() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        let log = GestureLog(pan)
        let input = makeInput(world, root: root)
        input.pointerDown(at: CGPoint(x: 500, y: 100))
        #expect(input.activeTouch?.view == nil)
        moveEachFrame(world, input, from: CGPoint(x: 500, y: 100), step: CGPoint(x: -50, y: 0), frames: 3)
        input.pointerUp(at: CGPoint(x: 350, y: 100))
        #expect(view.calls.isEmpty)
        #expect(log.count == 0)
    }

    @Test func movingWithoutTheButtonMakesNoTouch() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let input = makeInput(world, root: root)
        input.pointerMoved(to: CGPoint(x: 150, y: 150))
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: 160, y: 150))
        input.pointerUp(at: CGPoint(x: 160, y: 150))
        input.cancelTouch()
        #expect(view.calls.isEmpty)
        #expect(input.activeTouch == nil)
        #expect(input.pointerLocation == CGPoint(x: 160, y: 150))
    }

    @Test func aSecondPressEndsTheFirstTouch() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let input = makeInput(world, root: root)
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        let first = input.activeTouch
        world.frames(1)
        input.pointerDown(at: CGPoint(x: 250, y: 250))
        #expect(first?.phase == .ended)
        #expect(input.activeTouch !== first)
        #expect(view.calls == [.began, .ended, .began])
        #expect(view.locations == [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 150), CGPoint(x: 150, y: 150)])
    }

    @Test func previousLocationIsTheOneBeforeTheLastMove() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let input = makeInput(world, root: root)
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        let touch = input.activeTouch
        #expect(touch?.previousLocation(in: nil) == CGPoint(x: 150, y: 150))
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: 160, y: 155))
        #expect(touch?.previousLocation(in: nil) == CGPoint(x: 150, y: 150))
        #expect(touch?.location(in: nil) == CGPoint(x: 160, y: 155))
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: 175, y: 150))
        #expect(touch?.previousLocation(in: view) == CGPoint(x: 60, y: 55))
        #expect(touch?.location(in: view) == CGPoint(x: 75, y: 50))
        world.frames(1)
        input.pointerUp(at: CGPoint(x: 180, y: 140))
        #expect(touch?.previousLocation(in: nil) == CGPoint(x: 175, y: 150))
        #expect(touch?.location(in: nil) == CGPoint(x: 180, y: 140))
        // A release where the pointer already was keeps the previous location.
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        let second = input.activeTouch
        world.frames(1)
        input.pointerMoved(to: CGPoint(x: 155, y: 150))
        input.pointerUp(at: CGPoint(x: 155, y: 150))
        #expect(second?.previousLocation(in: nil) == CGPoint(x: 150, y: 150))
    }

    @Test func locationsInATransformedView() {
        let world = TestWorld()
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let turned = TouchRecordingView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        root.addSubview(turned)
        let input = makeInput(world, root: root)
        // The center (200, 150) is the bounds' middle (100, 50); 20 pt right on screen is 10 pt up inside.
        input.pointerDown(at: CGPoint(x: 220, y: 150))
        #expect(input.activeTouch?.view === turned)
        #expect(close(turned.locations[0], CGPoint(x: 100, y: 40), 1e-9))
    }

    @Test func tapCountCountsQuickNearbyClicks() {
        let world = TestWorld()
        let (root, _) = makeTouchTree()
        let input = makeInput(world, root: root)
        var counts: [Int] = []
        func clickAndCount(_ p: CGPoint) {
            input.pointerDown(at: p)
            counts.append(input.activeTouch?.tapCount ?? -1)
            world.frames(1)
            input.pointerUp(at: p)
        }
        clickAndCount(CGPoint(x: 150, y: 150))
        world.frames(10)
        clickAndCount(CGPoint(x: 153, y: 152))
        world.frames(10)
        clickAndCount(CGPoint(x: 150, y: 150))
        world.frames(25) // 0.42 s: too late
        clickAndCount(CGPoint(x: 150, y: 150))
        world.frames(5)
        clickAndCount(CGPoint(x: 180, y: 150)) // too far
        world.frames(5)
        clickAndCount(CGPoint(x: 181, y: 150))
        #expect(counts == [1, 2, 3, 1, 1, 2])
    }

    // MARK: Pressure

    @Test func eachNotchUpAddsAnEighthEachNotchDownTakesOneClampedToZeroAndOne() {
        let world = TestWorld()
        let (root, _) = makeTouchTree()
        let input = makeInput(world, root: root)
        input.pointerMoved(to: CGPoint(x: 150, y: 150))
        input.wheel(1)
        #expect(input.pressure == 0.125)
        input.wheel(2)
        #expect(input.pressure == 0.375)
        input.wheel(20)
        #expect(input.pressure == 1)
        input.wheel(-3)
        #expect(input.pressure == 0.625)
        input.wheel(-1)
        #expect(input.pressure == 0.5, "symmetric steps")
        input.wheel(-30)
        #expect(input.pressure == 0)
        input.pressurePerNotch = 0.25
        input.wheel(1)
        #expect(input.pressure == 0.25)
    }

    @Test func pressureHoldsSixTenthsOfASecondThenFallsThreePerSecondToZero() {
        let world = TestWorld()
        let (root, _) = makeTouchTree()
        let input = makeInput(world, root: root)
        input.pointerMoved(to: CGPoint(x: 150, y: 150))
        input.wheel(5)
        #expect(input.isActive)
        let samples = sampleFrames(world, 60) { input.pressure }
        // Held for 35 frames (the 36th lands on 0.6 s, a hair past it), then 3 per second: 1/20 a frame, down
        // to exactly 0.
        #expect(samples.prefix(35).allSatisfy { $0 == 0.625 }, "\(samples.prefix(40).map { $0 })")
        let falling = Array(samples.dropFirst(35))
        let expected = (1...25).map { max(0.625 - Double($0) / 20, 0) }
        #expect(zip(falling, expected).allSatisfy { close($0, CGFloat($1), 1e-9) }, "\(falling)")
        #expect(falling.last == 0)
        #expect(!input.isActive)
    }

    @Test func aNewNotchRestartsTheHold() {
        let world = TestWorld()
        let (root, _) = makeTouchTree()
        let input = makeInput(world, root: root)
        input.pointerMoved(to: CGPoint(x: 150, y: 150))
        input.wheel(4)
        world.frames(30)
        input.wheel(1)
        world.frames(30)
        #expect(input.pressure == 0.625, "0.5 s after the last notch, still held")
        world.frames(10)
        // The fall starts on the first frame more than 0.6 s after the last notch (frame 37 after it, or 36
        // when the clock's rounding lands 0.6 s a hair over).
        let p = input.pressure
        #expect(close(p, 0.625 - 4.0 / 20, 1e-9) || close(p, 0.625 - 5.0 / 20, 1e-9), "\(p)")
    }

    @Test func aTouchCarriesThePressureAsItsForce() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let input = makeInput(world, root: root)
        input.pointerMoved(to: CGPoint(x: 150, y: 150))
        input.wheel(2)
        input.pointerDown(at: CGPoint(x: 150, y: 150))
        let touch = input.activeTouch
        #expect(touch?.force == 0.25)
        input.wheel(3)
        #expect(touch?.force == 0.625)
        #expect(touch?.maximumPossibleForce == 1)
        world.frames(60)
        #expect(touch?.force == 0)
        input.pointerUp(at: CGPoint(x: 150, y: 150))
        #expect(view.calls == [.began, .ended])
    }

    @Test func withoutTheDispatcherAdvancingThePressureStays() {
        let world = TestWorld()
        let (root, _) = makeTouchTree()
        let input = InputDispatcher(root: root)
        input.pointerMoved(to: CGPoint(x: 150, y: 150))
        input.wheel(4)
        world.frames(60)
        #expect(input.pressure == 0.5)
        // Advanced by hand (as the frame pipeline does), it falls.
        for _ in 0..<40 {
            world.frames(1)
            input.advance(to: world.now)
        }
        #expect(input.pressure == 0)
    }

    // MARK: Seed 003: touches interrupt a running transition

    /// The presenting screen of seed 003: a touch during the running animation pauses it; dragging 40 pt down
    /// finishes it, 40 pt up cancels (reverses) it.
    final class Screen: View {
        var animator: ViewPropertyAnimator?
        var touchesStartPointY: CGFloat?
        var decisions: [String] = []

        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            guard let animator, animator.isRunning else { return }
            touchesStartPointY = touches.first!.location(in: self).y
            animator.pauseAnimation()
        }

        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
            guard let startY = touchesStartPointY, let animator else { return }
            let currentPoint = touches.first!.location(in: self).y
            if currentPoint < startY - 40 {
                touchesStartPointY = nil
                decisions.append("cancel")
                animator.isReversed = true
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            } else if currentPoint > startY + 40 {
                touchesStartPointY = nil
                decisions.append("finish")
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            }
        }
    }

    private func runningPresentation(_ world: TestWorld) -> (screen: Screen, card: View, log: CompletionLog,
                                                              input: InputDispatcher) {
        let screen = Screen(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let card = View(frame: CGRect(x: 0, y: 800, width: 400, height: 600))
        screen.addSubview(card)
        let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { card.center.y = 500 }
        let log = CompletionLog()
        log.add(to: animator)
        screen.animator = animator
        animator.startAnimation()
        return (screen, card, log, makeInput(world, root: screen))
    }

    @Test func seed003ATouchPausesTheTransitionAndADragDownFinishesIt() {
        let world = TestWorld()
        let (screen, card, log, input) = runningPresentation(world)
        world.frames(30) // the card is half way: center y 800 (1100 → 500), top at 500
        input.pointerDown(at: CGPoint(x: 200, y: 600)) // on the moving card; the screen gets it up the chain
        #expect(input.activeTouch?.view === card)
        let paused = card.screenY
        #expect(near(paused, 800, 1e-6))
        world.frames(20)
        #expect(near(card.screenY, paused, 1e-9), "frozen while the finger is down")
        moveEachFrame(world, input, from: CGPoint(x: 200, y: 600), step: CGPoint(x: 0, y: 15), frames: 3)
        #expect(screen.decisions == ["finish"])
        world.frames(40)
        input.pointerUp(at: CGPoint(x: 200, y: 645))
        #expect(log.positions == [.end])
        #expect(near(card.screenY, 500, 1e-9))
    }

    @Test func seed003ADragUpCancelsThePausedTransition() {
        let world = TestWorld()
        let (screen, card, log, input) = runningPresentation(world)
        world.frames(30)
        input.pointerDown(at: CGPoint(x: 200, y: 600))
        moveEachFrame(world, input, from: CGPoint(x: 200, y: 600), step: CGPoint(x: 0, y: -15), frames: 3)
        #expect(screen.decisions == ["cancel"])
        world.frames(40)
        #expect(log.positions == [.start])
        #expect(near(card.screenY, 1100, 1e-9))
        #expect(card.center.y == 1100)
    }
}

extension View {
    /// The presentation center's y.
    fileprivate var screenY: Double { Double(presentationValues.center.y) }
}
