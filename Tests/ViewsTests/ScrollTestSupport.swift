import Foundation
@testable import Views

// Helpers for the scroll view and table view tests: a scroll view in a root, a delegate that logs, drags.

/// Records the delegate calls of a scroll view, with the scroll view's state at each.
final class ScrollLog: TableViewDelegate {
    enum Call: Equatable {
        case willBeginDragging, didScroll, willEndDragging, didEndDragging(decelerate: Bool)
        case willBeginDecelerating, didEndDecelerating, didEndScrollingAnimation
    }
    private(set) var calls: [Call] = []
    private(set) var offsets: [CGPoint] = []
    private(set) var states: [(tracking: Bool, dragging: Bool, decelerating: Bool)] = []
    /// What willEndDragging received.
    private(set) var releaseVelocity: CGPoint?
    private(set) var proposedTarget: CGPoint?
    private(set) var releaseOffset: CGPoint?
    /// Where to send the deceleration instead (given the proposed target).
    var retarget: ((CGPoint) -> CGPoint)?
    private(set) var selected: [IndexPath] = []
    /// Row heights to give a table (else its rowHeight).
    var heights: [Int: CGFloat] = [:]

    private func log(_ call: Call, _ scrollView: ScrollView) {
        calls.append(call)
        offsets.append(scrollView.contentOffset)
        states.append((scrollView.isTracking, scrollView.isDragging, scrollView.isDecelerating))
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { log(.didScroll, scrollView) }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { log(.willBeginDragging, scrollView) }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        log(.willEndDragging, scrollView)
        releaseVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        releaseOffset = scrollView.contentOffset
        if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        log(.didEndDragging(decelerate: decelerate), scrollView)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { log(.willBeginDecelerating, scrollView) }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { log(.didEndDecelerating, scrollView) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { log(.didEndScrollingAnimation, scrollView) }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath.row] ?? tableView.rowHeight
    }

    /// The calls with runs of didScroll collapsed into one.
    var collapsed: [Call] {
        calls.reduce(into: []) { result, call in
            if call == .didScroll, result.last == .didScroll { return }
            result.append(call)
        }
    }

    func count(_ call: Call) -> Int { calls.filter { $0 == call }.count }
}

/// A 400×600 scroll view at the top of a 400×800 root, with 3000 points of content.
func makeScrollTree(contentHeight: CGFloat = 3000) -> (root: View, scrollView: ScrollView, log: ScrollLog) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    scrollView.contentSize = CGSize(width: 400, height: contentHeight)
    let log = ScrollLog()
    scrollView.delegate = log
    root.addSubview(scrollView)
    return (root, scrollView, log)
}

/// Drags from `start` by `step` every frame for `frames` frames, then lifts one frame later (after holding
/// still for `hold` more frames).
func fling(_ world: TestWorld, _ input: InputDispatcher, from start: CGPoint, step: CGPoint, frames: Int, hold: Int = 0) {
    input.pointerDown(at: start)
    moveEachFrame(world, input, from: start, step: step, frames: frames)
    world.frames(1 + hold)
    let end = CGPoint(x: start.x + step.x * CGFloat(frames), y: start.y + step.y * CGFloat(frames))
    input.pointerUp(at: end)
}

/// Runs frames until the scroll view stops moving (at most `limit`), recording the offset after each.
@discardableResult
func runUntilRest(_ world: TestWorld, _ scrollView: ScrollView, limit: Int = 600) -> [CGPoint] {
    var offsets: [CGPoint] = []
    for _ in 0..<limit {
        world.frames(1)
        offsets.append(scrollView.contentOffset)
        if !scrollView.isDecelerating && !world.scheduler.hasActiveDisplayLinks { break }
    }
    return offsets
}
