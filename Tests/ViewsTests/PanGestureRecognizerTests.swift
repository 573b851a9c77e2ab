import Foundation
import Testing
@testable import Views

/// PanGestureRecognizer: velocity over the last 100 ms (zero at began), translation and location in any
/// view's coordinates, setTranslation, and the threshold.
@Suite(.world) struct PanGestureRecognizerTests {
    private func setUp(_ world: TestWorld) -> (root: View, pan: PanGestureRecognizer, input: InputDispatcher) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let pan = PanGestureRecognizer()
        root.addGestureRecognizer(pan)
        return (root, pan, makeInput(world, root: root))
    }

    private func within(_ v: CGFloat, _ expected: CGFloat, percent: CGFloat) -> Bool {
        abs(v - expected) <= abs(expected) * percent / 100
    }

    // MARK: Velocity

    @Test func velocityOfASteadyDragIsItsSpeedWithinFivePercent() {
        let world = TestWorld()
        let (_, pan, input) = setUp(world)
        let log = GestureLog(pan)
        input.pointerDown(at: CGPoint(x: 50, y: 400))
        // 300 pt/s to the right and 150 pt/s up, one move per frame for 20 frames.
        moveEachFrame(world, input, from: CGPoint(x: 50, y: 400), step: CGPoint(x: 5, y: -2.5), frames: 20)
        input.pointerUp(at: CGPoint(x: 150, y: 350))
        #expect(log.states.first == .began)
        #expect(log.states.last == .ended)
        #expect(log.states.count == 20, "began at the second move (11.2 pt), changed at the other 18, ended")
        #expect(log.velocities.first == .zero, "zero at began, as in UIKit")
        for v in log.velocities.dropFirst() {
            #expect(within(v.x, 300, percent: 5), "\(v)")
            #expect(within(v.y, -150, percent: 5), "\(v)")
        }
    }

    @Test func velocityIsZeroAtBeganHoweverFastTheMove() {
        let world = TestWorld()
        let (_, pan, input) = setUp(world)
        let log = GestureLog(pan)
        input.pointerDown(at: CGPoint(x: 50, y: 400))
        moveEachFrame(world, input, from: CGPoint(x: 50, y: 400), step: CGPoint(x: 0, y: 40), frames: 2)
        #expect(log.states == [.began, .changed])
        #expect(log.velocities[0] == .zero)
        #expect(within(log.velocities[1].y, 2400, percent: 5))
        #expect(log.velocities[1].x == 0)
    }

    @Test func velocityOnlyCountsTheLastHundredMilliseconds() {
        let world = TestWorld()
        let (_, pan, input) = setUp(world)
        input.pointerDown(at: CGPoint(x: 50, y: 400))
        // 60 pt/s for 20 frames, then 600 pt/s for 10 frames (167 ms, longer than the window).
        moveEachFrame(world, input, from: CGPoint(x: 50, y: 400), step: CGPoint(x: 1, y: 0), frames: 20)
        moveEachFrame(world, input, from: CGPoint(x: 70, y: 400), step: CGPoint(x: 10, y: 0), frames: 10)
        #expect(pan.state == .changed)
        #expect(within(pan.velocity(in: nil).x, 600, percent: 5), "\(pan.velocity(in: nil))")
    }

    @Test func holdingStillBeforeReleasingLeavesNoVelocity() {
        let world = TestWorld()
        let (_, pan, input) = setUp(world)
        let log = GestureLog(pan)
        input.pointerDown(at: CGPoint(x: 50, y: 400))
        moveEachFrame(world, input, from: CGPoint(x: 50, y: 400), step: CGPoint(x: 5, y: 0), frames: 20)
        #expect(within(pan.velocity(in: nil).x, 300, percent: 5))
        world.frames(7) // 117 ms without moving
        input.pointerUp(at: CGPoint(x: 150, y: 400))
        #expect(log.states.last == .ended)
        let atEnd = log.velocities.last ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
        #expect(abs(atEnd.x) < 1 && abs(atEnd.y) < 1, "\(atEnd)")
    }

    @Test func aShortPauseOnlySlowsTheReleaseVelocity() {
        let world = TestWorld()
        let (_, pan, input) = setUp(world)
        let log = GestureLog(pan)
        input.pointerDown(at: CGPoint(x: 50, y: 400))
        moveEachFrame(world, input, from: CGPoint(x: 50, y: 400), step: CGPoint(x: 5, y: 0), frames: 20)
        world.frames(3) // 50 ms: half of the window is still moving
        input.pointerUp(at: CGPoint(x: 150, y: 400))
        let v = log.velocities.last?.x ?? CGFloat.nan
        #expect(v > 60 && v < 240, "\(v)")
    }

    @Test func velocityIsInTheGivenViewsCoordinates() {
        let world = TestWorld()
        let (root, pan, input) = setUp(world)
        let scaled = View(frame: CGRect(x: 100, y: 300, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        let turned = View(frame: CGRect(x: 100, y: 500, width: 100, height: 100))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(scaled)
        root.addSubview(turned)
        input.pointerDown(at: CGPoint(x: 20, y: 100))
        moveEachFrame(world, input, from: CGPoint(x: 20, y: 100), step: CGPoint(x: 5, y: 0), frames: 12)
        #expect(within(pan.velocity(in: nil).x, 300, percent: 5))
        #expect(within(pan.velocity(in: scaled).x, 150, percent: 5))
        #expect(abs(pan.velocity(in: scaled).y) < 1e-6)
        // Rotated a quarter turn clockwise, the view's −y points along the window's +x.
        #expect(within(pan.velocity(in: turned).y, -300, percent: 5))
        #expect(abs(pan.velocity(in: turned).x) < 1e-6)
    }

    /// Seed 001 (Bloq): the direction is taken from the first non-zero velocity, since it is zero at began.
    @Test func bloqTakesTheDirectionFromTheFirstNonZeroVelocity() {
        enum Direction { case up, down, left, right, undefined }
        let world = TestWorld()
        let (root, pan, input) = setUp(world)
        var direction = Direction.undefined
        var decidedAt: [GestureRecognizer.State] = []
        pan.addAction { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer, direction == .undefined else { return }
            let v = pan.velocity(in: root)
            guard v != .zero else { return }
            decidedAt.append(pan.state)
            if abs(v.x) > abs(v.y) { direction = v.x > 0 ? .right : .left } else { direction = v.y > 0 ? .down : .up }
        }
        input.pointerDown(at: CGPoint(x: 200, y: 400))
        moveEachFrame(world, input, from: CGPoint(x: 200, y: 400), step: CGPoint(x: 1, y: -6), frames: 4)
        input.pointerUp(at: CGPoint(x: 204, y: 376))
        #expect(direction == .up)
        #expect(decidedAt == [.changed])
    }

    // MARK: Translation

    @Test func translationIsInTheGivenViewsCoordinates() {
        let world = TestWorld()
        let (root, pan, input) = setUp(world)
        let scaled = View(frame: CGRect(x: 100, y: 300, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        let turned = View(frame: CGRect(x: 100, y: 500, width: 100, height: 100))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let both = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        both.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 4, y: 4)
        root.addSubview(scaled)
        root.addSubview(turned)
        turned.addSubview(both)
        input.pointerDown(at: CGPoint(x: 20, y: 100))
        moveEachFrame(world, input, from: CGPoint(x: 20, y: 100), step: CGPoint(x: 10, y: 5), frames: 4)
        #expect(pan.translation(in: nil) == CGPoint(x: 40, y: 20))
        #expect(pan.translation(in: root) == CGPoint(x: 40, y: 20))
        #expect(close(pan.translation(in: scaled), CGPoint(x: 20, y: 10), 1e-9))
        #expect(close(pan.translation(in: turned), CGPoint(x: 20, y: -40), 1e-9))
        // Two quarter turns and ×4: the window's (40, 20) is (−10, −5) inside.
        #expect(close(pan.translation(in: both), CGPoint(x: -10, y: -5), 1e-9))
    }

    @Test func resettingTheTranslationToZeroGivesIncrements() {
        let world = TestWorld()
        let (root, pan, input) = setUp(world)
        var increments: [CGPoint] = []
        pan.addAction { recognizer in
            guard let pan = recognizer as? PanGestureRecognizer else { return }
            increments.append(pan.translation(in: root))
            pan.setTranslation(.zero, in: root)
        }
        input.pointerDown(at: CGPoint(x: 100, y: 100))
        moveEachFrame(world, input, from: CGPoint(x: 100, y: 100), step: CGPoint(x: 7, y: 3), frames: 5)
        input.pointerUp(at: CGPoint(x: 135, y: 115))
        #expect(increments.map(\.x) == [14, 7, 7, 7, 0])
        #expect(increments.map(\.y) == [6, 3, 3, 3, 0])
    }

    @Test func setTranslationMakesTheCurrentTranslationReadTheValue() {
        let world = TestWorld()
        let (_, pan, input) = setUp(world)
        input.pointerDown(at: CGPoint(x: 100, y: 100))
        moveEachFrame(world, input, from: CGPoint(x: 100, y: 100), step: CGPoint(x: 0, y: 15), frames: 2)
        pan.setTranslation(CGPoint(x: 100, y: -50), in: nil)
        #expect(pan.translation(in: nil) == CGPoint(x: 100, y: -50))
        moveEachFrame(world, input, from: CGPoint(x: 100, y: 130), step: CGPoint(x: 4, y: 1), frames: 5)
        #expect(pan.translation(in: nil) == CGPoint(x: 120, y: -45))
        #expect(pan.state == .changed)
    }

    @Test func setTranslationInAScaledViewIsInThatViewsUnits() {
        let world = TestWorld()
        let (root, pan, input) = setUp(world)
        let scaled = View(frame: CGRect(x: 100, y: 300, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(scaled)
        input.pointerDown(at: CGPoint(x: 100, y: 100))
        moveEachFrame(world, input, from: CGPoint(x: 100, y: 100), step: CGPoint(x: 20, y: 0), frames: 1)
        pan.setTranslation(CGPoint(x: 10, y: 5), in: scaled)
        #expect(close(pan.translation(in: scaled), CGPoint(x: 10, y: 5), 1e-9))
        #expect(close(pan.translation(in: nil), CGPoint(x: 20, y: 10), 1e-9), "10 points of the ×2 view are 20 on screen")
        moveEachFrame(world, input, from: CGPoint(x: 120, y: 100), step: CGPoint(x: 8, y: 0), frames: 1)
        #expect(close(pan.translation(in: scaled), CGPoint(x: 14, y: 5), 1e-9))
    }

    @Test func aLargerMinimumDistanceDelaysTheBeginning() {
        let world = TestWorld()
        let (_, pan, input) = setUp(world)
        pan.minimumDistance = 30
        let log = GestureLog(pan)
        input.pointerDown(at: CGPoint(x: 100, y: 100))
        moveEachFrame(world, input, from: CGPoint(x: 100, y: 100), step: CGPoint(x: 0, y: 10), frames: 2)
        #expect(log.count == 0)
        moveEachFrame(world, input, from: CGPoint(x: 100, y: 120), step: CGPoint(x: 0, y: 10), frames: 1)
        #expect(log.states == [.began])
        #expect(log.translations == [CGPoint(x: 0, y: 30)])
    }

    @Test func locationAtTheEndIsWhereTheTouchWasReleased() {
        let world = TestWorld()
        let (root, pan, input) = setUp(world)
        let child = View(frame: CGRect(x: 200, y: 200, width: 100, height: 100))
        root.addSubview(child)
        let log = GestureLog(pan, in: child)
        input.pointerDown(at: CGPoint(x: 100, y: 100))
        moveEachFrame(world, input, from: CGPoint(x: 100, y: 100), step: CGPoint(x: 20, y: 20), frames: 3)
        input.pointerUp(at: CGPoint(x: 170, y: 175))
        #expect(log.locations == [CGPoint(x: -80, y: -80), CGPoint(x: -60, y: -60), CGPoint(x: -40, y: -40),
                                  CGPoint(x: -30, y: -25)])
        #expect(log.translations.last == CGPoint(x: 70, y: 75))
    }
}
