import Foundation
import Testing
@testable import Views

/// InputDispatcher with several touches: Alt + down makes two touches mirrored about where the button went
/// down, delivered together to the view under the pointer; the button's single touch is unchanged.
@Suite(.world) struct MultiTouchInputTests {
    @Test func altDragMakesTwoMirroredTouchesOnTheViewUnderThePointer() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let input = makeInput(world, root: root)
        final class SetSizes: View {
            var sizes: [Int] = []
            var locations: [[CGPoint]] = []
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { record(touches) }
            override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { record(touches) }
            override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { record(touches) }
            private func record(_ touches: Set<Touch>) {
                sizes.append(touches.count)
                locations.append(touches.map(\.rootLocation).sorted { $0.x < $1.x })
            }
        }
        let counter = SetSizes(frame: view.bounds)
        view.addSubview(counter)
        input.pointerDown(at: CGPoint(x: 200, y: 200), modifiers: .alt)
        let touches = input.activeTouches
        #expect(touches.count == 2)
        #expect(touches.allSatisfy { $0.view === counter }, "both fingers belong to the view the pointer went down on")
        world.frames(1)
        // The pointer moves 10 right and 6 down: the first finger follows, the second goes the opposite way.
        input.pointerMoved(to: CGPoint(x: 210, y: 206))
        #expect(touches[0].rootLocation == CGPoint(x: 290, y: 206))
        #expect(touches[1].rootLocation == CGPoint(x: 110, y: 194))
        #expect(touches[0].previousRootLocation == CGPoint(x: 280, y: 200))
        world.frames(1)
        input.pointerUp(at: CGPoint(x: 180, y: 200))
        #expect(touches.allSatisfy { $0.phase == .ended })
        #expect(input.activeTouches.isEmpty)
        #expect(counter.sizes == [2, 2, 2], "one event per change, carrying both touches")
        #expect(counter.locations.last == [CGPoint(x: 140, y: 200), CGPoint(x: 260, y: 200)], "20 pt left of the anchor pinches in")
        // A plain down is one touch again.
        input.pointerDown(at: CGPoint(x: 200, y: 200))
        #expect(input.activeTouches.count == 1)
        #expect(input.activeTouch?.rootLocation == CGPoint(x: 200, y: 200))
        input.cancelTouch()
        #expect(counter.sizes == [2, 2, 2, 1])
    }

    @Test func aSingleFingerTapStillWorksAndATwoFingerOneFails() {
        let world = TestWorld()
        let (root, view) = makeTouchTree()
        let input = makeInput(world, root: root)
        let tap = RecordingTap()
        view.addGestureRecognizer(tap)
        click(world, input, at: CGPoint(x: 200, y: 200))
        #expect(tap.finalStates == [.ended])
        world.run(seconds: 0.5)
        input.pointerDown(at: CGPoint(x: 200, y: 200), modifiers: .alt)
        world.frames(1)
        input.pointerUp(at: CGPoint(x: 200, y: 200))
        #expect(tap.finalStates == [.ended, .failed], "two fingers are not a one-finger tap")
    }
}
