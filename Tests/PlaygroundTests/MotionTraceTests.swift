import Foundation
import Testing
import TestSupport
@testable import Playground
import Views

/// Motion traces: their text, tolerances, first divergences, view names and compare's sampling.
@Suite(.world) struct MotionTraceTests {
    @Test func differencesWithinTheToleranceAreAllowed() throws {
        let golden = MotionTrace(framesPerSecond: 60, tracks: [
            .init(name: "View[0].center.x", values: [0, 10, 20]), .init(name: "View[0].alpha", values: [1, 0.5, 0])])
        var nudged = golden
        nudged.tracks[0].values[1] += 0.009      // under 0.01 pt
        nudged.tracks[1].values[2] += 0.00009    // under 1e-4
        #expect(nudged.firstDivergence(from: golden) == nil)
        nudged.tracks[1].values[1] += 0.0002     // alpha, beyond 1e-4, at frame 1
        let divergence = try #require(nudged.firstDivergence(from: golden))
        #expect(divergence.frame == 1 && divergence.track == "View[0].alpha")
        #expect(divergence.expected == 0.5 && divergence.tolerance == 1e-4)
        // Overridable: by property, or one ε for all.
        #expect(nudged.firstDivergence(from: golden, tolerance: TraceTolerance(overrides: ["alpha": 0.001])) == nil)
        #expect(nudged.firstDivergence(from: golden, tolerance: .uniform(0.01)) == nil)
        let strict = try #require(nudged.firstDivergence(from: golden, tolerance: TraceTolerance(points: 0.001)))
        #expect(strict.frame == 1 && strict.track == "View[0].center.x")
    }

    /// The kind of a track is its property's own name: an @Animated `centerOffset` is a number (1e-4), not a
    /// position; `center.x` and `transform.rotation` keep their kinds.
    @Test func aPropertyIsToleratedByItsOwnNameNotByAPrefix() {
        let tolerance = TraceTolerance()
        #expect(tolerance.tolerance(forTrack: "View[0].center.x") == tolerance.points)
        #expect(tolerance.tolerance(forTrack: "View[0].centerOffset") == tolerance.other)
        #expect(tolerance.tolerance(forTrack: "View[0].boundsInset") == tolerance.other)
        #expect(tolerance.tolerance(forTrack: "View[0].transform.rotation") == tolerance.angles)
        #expect(tolerance.tolerance(forTrack: "View[0].transform.rotation.x") == tolerance.angles)
        #expect(tolerance.tolerance(forTrack: "View[0].alpha") == tolerance.fractions)
        #expect(tolerance.points != tolerance.other)
    }

    /// A generic view's name has no spaces, so its trace reads back.
    @Test func aGenericViewsNameReadsBackFromTheText() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pair = PairView<Int, Double>()
        root.addSubview(pair)
        let name = ViewPath.name(of: pair, in: root)
        #expect(!name.contains(" ") && name.hasPrefix("PairView<Int,Double>"))
        let trace = MotionTrace(framesPerSecond: 60, tracks: [.init(name: name + ".center.x", values: [0, 1, 2])])
        let again = try MotionTrace(text: trace.text)
        #expect(again.track(named: name + ".center.x")?.values == [0, 1, 2])
        #expect(ViewPath.resolve(name, in: root) === pair)
    }

    @Test func aTraceReadsBackFromItsText() throws {
        let trace = MotionTrace(framesPerSecond: 60, tracks: [
            .init(name: "View[0].center.x", values: [0, 10.123456, -0.000001]),
            .init(name: "View[0].bounds.width", values: [80, 80, 80])])
        let text = trace.text
        #expect(text.contains("= View[0].bounds.width 80\n"))
        #expect(text.contains("frame  View[0].center.x\n"))
        let again = try MotionTrace(text: text)
        #expect(again.track(named: "View[0].center.x")?.values == [0, 10.12346, 0])
        #expect(again.track(named: "View[0].bounds.width")?.values == [80, 80, 80])
        #expect(throws: TraceFormatError.self) { try MotionTrace(text: "frame a\n0 x\n") }
    }

    @Test func viewsAreNamedByTypeAndIndicesAndFoundByPathTypeOrTag() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = View(), label = Label(text: "hi", font: .systemFont(ofSize: 12), color: .white), inner = View()
        inner.tag = 7
        root.addSubview(box)
        root.addSubview(label)
        label.addSubview(inner)
        #expect(ViewPath.name(of: root, in: root) == "View[]")
        #expect(ViewPath.name(of: label, in: root) == "Label[1]")
        #expect(ViewPath.name(of: inner, in: root) == "View[1/0]")
        #expect(ViewPath.name(of: View(), in: root) == "View[?]")
        #expect(ViewPath.resolve("1/0", in: root) === inner)
        #expect(ViewPath.resolve("Label[1]", in: root) === label)
        #expect(ViewPath.resolve("View[1]", in: root) == nil)        // index 1 is a Label
        #expect(ViewPath.resolve("Label", in: root) === label)
        #expect(ViewPath.resolve("#7", in: root) === inner)
        #expect(ViewPath.resolve("", in: root) === root)
        #expect(ViewPath.resolve("5", in: root) == nil)
        #expect(ViewPath.resolve("Button", in: root) == nil)
    }

    @Test func recordingEveryViewKeepsThoseThatMovedAndTellsRecycledViewsApart() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let dragged = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20)), still = View(), first = Label()
        [dragged, still, first].forEach(root.addSubview)
        let recorder = TraceRecorder(root: root, framesPerSecond: 60)
        recorder.sample()
        dragged.center.x += 30        // moved without an animation: a finger's drag
        first.removeFromSuperview()
        let second = Label()
        root.addSubview(second)       // another label where the first one was (a recycled cell)
        recorder.sample()
        second.center.y = 50
        recorder.sample()
        let trace = recorder.trace
        // The still view and the first label never changed: left out.
        #expect(trace.viewNames == ["View[0]", "Label[2+1]"])
        #expect(trace.track(named: "View[0].center.x")?.values == [10, 40, 40])
        #expect(trace.frameCount == 3)
        // The second label holds its first value over the frame before it came.
        #expect(trace.track(named: "Label[2+1].center.y")?.values == [0, 0, 50])
        #expect(MotionTrace.split("Label[2+1].bounds.x") == ("Label[2+1]", "bounds.x"))
    }

    @Test func aStripSamplesFramesEvenlyFirstAndLastIncluded() {
        #expect(CompareReport.sampleFrames(count: 53, samples: 6) == [0, 10, 21, 31, 42, 52])
        #expect(CompareReport.sampleFrames(count: 3, samples: 6) == [0, 1, 2])
        #expect(CompareReport.sampleFrames(count: 0, samples: 6) == [0])
        #expect(CompareReport.sampleFrames(count: 10, samples: 1) == [0])
    }

    @Test func tracksOnlyOneSideHasAreListedAndNotComparedInAnABReport() {
        let a = MotionTrace(framesPerSecond: 60, tracks: [.init(name: "View[0].center.x", values: [0, 1, 2]),
                                                          .init(name: "View[0].alpha", values: [1, 1, 1])])
        let b = MotionTrace(framesPerSecond: 60, tracks: [.init(name: "View[0].center.x", values: [0, 1, 2.5]),
                                                          .init(name: "Label[1].alpha", values: [1, 1, 1])])
        let report = CompareReport(a: "a", b: "b", traceA: a, traceB: b, tolerance: TraceTolerance())
        #expect(report.divergence?.frame == 2 && report.divergence?.track == "View[0].center.x")
        #expect(report.lines.contains("only in A (not compared): View[0].alpha"))
        #expect(report.lines.contains("only in B (not compared): Label[1].alpha"))
        #expect(report.lines.contains("first divergence: frame 2 (0.033 s): View[0].center.x A 2, B 2.5 (ε 0.01)"))
        // As a golden comparison, a track the golden lacks differs at frame 0.
        #expect(b.firstDivergence(from: a)?.frame == 0)
    }
}

/// A generic view: its type's name has a space in Swift's spelling ("PairView<Int, Double>").
private final class PairView<A, B>: View {}
