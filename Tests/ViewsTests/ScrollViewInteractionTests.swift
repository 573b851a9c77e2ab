import Foundation
import Testing
@testable import Views

/// The scroll view's state and delegate calls as UIKit gives them, a touch stopping a coast, nested scroll
/// views, and the wheel's routing (issue 11, item 3).
@Suite(.world) struct ScrollViewInteractionTests {
    @Test func delegateCallsComeInUIKitsOrderForAFling() {
        let world = TestWorld()
        let (root, scrollView, log) = makeScrollTree()
        let input = makeInput(world, root: root)
        input.pointerDown(at: CGPoint(x: 200, y: 500))
        #expect(scrollView.isTracking && !scrollView.isDragging)
        moveEachFrame(world, input, from: CGPoint(x: 200, y: 500), step: CGPoint(x: 0, y: -20), frames: 10)
        world.frames(1)
        input.pointerUp(at: CGPoint(x: 200, y: 300))
        runUntilRest(world, scrollView)
        #expect(log.collapsed == [.willBeginDragging, .didScroll, .willEndDragging, .didEndDragging(decelerate: true),
                                  .willBeginDecelerating, .didScroll, .didEndDecelerating])
        // The state each call saw.
        for (call, state) in zip(log.calls, log.states) {
            switch call {
            case .willBeginDragging, .willEndDragging:
                #expect(state.dragging && !state.decelerating, "\(call)")
            case .didEndDragging:
                #expect(!state.dragging && !state.tracking && !state.decelerating)
            case .willBeginDecelerating:
                #expect(state.decelerating && !state.dragging)
            case .didEndDecelerating:
                #expect(!state.decelerating)
            default: break
            }
        }
        let firstScroll = log.calls.firstIndex(of: .didScroll)!
        #expect(log.states[firstScroll].dragging)
        #expect(scrollView.contentOffset.y > 200)
    }

    @Test func aReleaseWithoutVelocityDoesNotDecelerate() {
        let world = TestWorld()
        let (root, scrollView, log) = makeScrollTree()
        let input = makeInput(world, root: root)
        fling(world, input, from: CGPoint(x: 200, y: 500), step: CGPoint(x: 0, y: -20), frames: 5, hold: 10)
        #expect(log.collapsed == [.willBeginDragging, .didScroll, .willEndDragging, .didEndDragging(decelerate: false)])
        #expect(!scrollView.isDecelerating && !scrollView.isTracking)
        let resting = scrollView.contentOffset
        world.frames(10)
        #expect(scrollView.contentOffset == resting)
        #expect(!world.scheduler.hasActiveDisplayLinks, "nothing runs while the content rests")
    }

    @Test func aTouchDownStopsTheCoastAtOnceAndDoesNotReachTheContent() {
        let world = TestWorld()
        let (root, scrollView, log) = makeScrollTree()
        let row = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 3000))
        scrollView.addSubview(row)
        let input = makeInput(world, root: root)
        fling(world, input, from: CGPoint(x: 200, y: 500), step: CGPoint(x: 0, y: -30), frames: 8)
        world.frames(10)
        #expect(scrollView.isDecelerating)
        let callsBefore = row.calls.count
        input.pointerDown(at: CGPoint(x: 200, y: 300))
        let caught = scrollView.contentOffset
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.isTracking)
        world.frames(20)
        #expect(scrollView.contentOffset == caught, "stopped where it was")
        #expect(row.calls.count == callsBefore, "the touch went to the scroll view, not the row")
        input.pointerUp(at: CGPoint(x: 200, y: 300))
        world.frames(10)
        #expect(scrollView.contentOffset == caught)
        #expect(!scrollView.isTracking)
        #expect(log.count(.didEndDecelerating) == 0, "a caught coast does not end, as UIKit")
        // At rest, touches reach the content again.
        click(world, input, at: CGPoint(x: 200, y: 300))
        #expect(row.calls.suffix(2) == [.began, .ended])
    }

    @Test func aTouchDownDuringTheSpringBackHoldsItUntilRelease() {
        let world = TestWorld()
        let (root, scrollView, _) = makeScrollTree()
        let input = makeInput(world, root: root)
        fling(world, input, from: CGPoint(x: 200, y: 100), step: CGPoint(x: 0, y: 10), frames: 20, hold: 8)
        world.frames(3)
        input.pointerDown(at: CGPoint(x: 200, y: 300))
        let held = scrollView.contentOffset
        #expect(held.y < -5)
        world.frames(10)
        #expect(scrollView.contentOffset == held)
        input.pointerUp(at: CGPoint(x: 200, y: 300))
        #expect(scrollView.isDecelerating, "springs back from where it was held")
        runUntilRest(world, scrollView)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func aDragAlongAnAxisItCannotScrollGoesToTheEnclosingScrollView() {
        let world = TestWorld()
        let (root, outer, outerLog) = makeScrollTree()
        // A horizontal strip inside the vertical list.
        let strip = ScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 150))
        strip.contentSize = CGSize(width: 2000, height: 150)
        let stripLog = ScrollLog()
        strip.delegate = stripLog
        outer.addSubview(strip)
        let input = makeInput(world, root: root)
        // Vertical drag on the strip: the list scrolls.
        fling(world, input, from: CGPoint(x: 200, y: 200), step: CGPoint(x: 0, y: -15), frames: 6, hold: 10)
        #expect(outerLog.count(.willBeginDragging) == 1)
        #expect(stripLog.calls.isEmpty)
        #expect(outer.contentOffset.y > 50)
        // Horizontal drag on the strip: the strip scrolls.
        outer.setContentOffset(.zero, animated: false)
        fling(world, input, from: CGPoint(x: 300, y: 200), step: CGPoint(x: -15, y: 0), frames: 6, hold: 10)
        #expect(stripLog.count(.willBeginDragging) == 1)
        #expect(strip.contentOffset.x > 50)
        #expect(outer.contentOffset.y == 0)
    }

    @Test func shortContentBouncesOnlyWhenAskedTo() {
        let world = TestWorld()
        let (root, scrollView, log) = makeScrollTree(contentHeight: 300)
        let input = makeInput(world, root: root)
        fling(world, input, from: CGPoint(x: 200, y: 100), step: CGPoint(x: 0, y: 10), frames: 10, hold: 8)
        #expect(log.calls.isEmpty, "content shorter than the view does not scroll")
        scrollView.alwaysBounceVertical = true
        fling(world, input, from: CGPoint(x: 200, y: 100), step: CGPoint(x: 0, y: 10), frames: 10, hold: 8)
        #expect(log.count(.willBeginDragging) == 1)
        runUntilRest(world, scrollView)
        #expect(scrollView.contentOffset == .zero)
    }

    // MARK: The wheel

    @Test func theWheelGlidesTheScrollViewUnderThePointer() {
        let world = TestWorld()
        let (root, scrollView, log) = makeScrollTree()
        let input = makeInput(world, root: root)
        input.pointerMoved(to: CGPoint(x: 200, y: 300))
        input.wheel(-3)   // toward the user: down the list
        world.frames(30)
        #expect(scrollView.contentOffset.y == 120, "3 notches × 40 pt")
        #expect(log.count(.willBeginDragging) == 0 && log.count(.didScroll) > 3, "no drag, but didScroll")
        input.wheel(5)
        world.frames(30)
        #expect(scrollView.contentOffset.y == 0, "kept within the content")
        #expect(input.pressure == 0)
        #expect(!world.scheduler.hasActiveDisplayLinks)
    }

    @Test func theWheelPressesAPreviewInsideAScrollViewAndLatchesPerSequence() {
        let world = TestWorld()
        let (root, scrollView, _) = makeScrollTree()
        let icon = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        scrollView.addSubview(icon)
        let preview = PreviewInteraction(view: icon)
        let delegate = PreviewLog()
        preview.delegate = delegate
        let input = makeInput(world, root: root)
        // Over the icon: pressure, the list stays.
        input.pointerMoved(to: CGPoint(x: 100, y: 100))
        input.wheel(2)
        #expect(input.pressure == 0.25)
        #expect(delegate.previews.count == 1)
        #expect(scrollView.contentOffset == .zero)
        // Still the same sequence (notches less than 0.3 s apart): it stays pressure even off the icon.
        world.frames(6)
        input.pointerMoved(to: CGPoint(x: 300, y: 400))
        input.wheel(1)
        #expect(scrollView.contentOffset == .zero)
        // After a pause, a new sequence over the list scrolls it (and the preview's pressure runs out).
        world.frames(60)
        #expect(input.pressure == 0)
        input.wheel(-2)
        world.frames(30)
        #expect(scrollView.contentOffset.y == 80)
        // A scroll sequence passing over the icon keeps scrolling.
        input.pointerMoved(to: CGPoint(x: 100, y: 100))
        input.wheel(-1)
        world.frames(30)
        #expect(scrollView.contentOffset.y == 120)
        #expect(input.pressure == 0)
    }
}

/// Counts a preview interaction's updates.
final class PreviewLog: PreviewInteractionDelegate {
    private(set) var previews: [CGFloat] = []
    private(set) var cancels = 0
    func previewInteractionShouldBegin(_ previewInteraction: PreviewInteraction) -> Bool { true }
    func previewInteraction(_ previewInteraction: PreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat,
                            ended: Bool) { previews.append(transitionProgress) }
    func previewInteractionDidCancel(_ previewInteraction: PreviewInteraction) { cancels += 1 }
}

/// scrollRectToVisible: the least scroll that shows the rect, clamped to the content.
@Suite(.world) struct ScrollRectToVisibleTests {
    @Test func scrollsTheLeastThatShowsTheRect() {
        let world = TestWorld()
        defer { #expect(world.takeDiagnostics().isEmpty, "correct use: no diagnostic") }
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scroll.contentSize = CGSize(width: 200, height: 1000)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 200, height: 50), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 250), "its bottom at the view's bottom")
        scroll.scrollRectToVisible(CGRect(x: 0, y: 300, width: 200, height: 50), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 250), "already in view: no scroll")
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 200, height: 50), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100), "its top at the view's top")
        scroll.scrollRectToVisible(CGRect(x: 0, y: 980, width: 200, height: 60), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 700), "never past the end of the content")
    }
}
