import Foundation
import PlaygroundHost
import Views

/// Where the motion golden `name` of a test lives: `__Snapshots__/<TestFile>/<test>.<name>.trace` beside the
/// test file, as for golden images.
///
/// ```swift
/// let place = TraceLocation(name: "spring", file: "/src/Tests/CardTests.swift", function: "springs()")
/// place.reference      // "/src/Tests/__Snapshots__/CardTests/springs.spring.trace"
/// place.plot           // "/src/Tests/__Snapshots__/CardTests/springs.spring.trace-diff.png"
/// ```
public struct TraceLocation {
    /// The reference trace.
    public let reference: String
    /// `<…>.actual.trace` and the plot `<…>.trace-diff.png`, written when a comparison fails.
    public let actual: String, plot: String

    public init(name: String, file: String, function: String) {
        let image = GoldenLocation(name: name, file: file, function: function).reference
        let base = String(image.dropLast(".png".count))
        reference = base + ".trace"
        actual = base + ".actual.trace"
        plot = base + ".trace-diff.png"
    }
}

/// Compares `trace` with its golden `__Snapshots__/<TestFile>/<test>.<name>.trace` beside the test file,
/// allowing `tolerance` per property; record modes as for images (`SNAPSHOT_TESTING_RECORD`).
///
/// ```swift
/// let trace = tester.recordTrace(of: [card], frames: 45)
/// try assertTrace(trace, named: "spring")
/// ```
///
/// On a mismatch it writes `<…>.actual.trace` and a plot `<…>.trace-diff.png` (expected and actual curves of
/// each differing property) beside the golden and throws a `GoldenMismatch` naming the first frame and property
/// that differ, their values and the files. A missing golden is recorded and the test fails once.
public func assertTrace(_ trace: MotionTrace, named name: String, tolerance: TraceTolerance = TraceTolerance(),
                        record mode: RecordMode = .current, file: String = #filePath, function: String = #function) throws {
    let place = TraceLocation(name: name, file: file, function: function)
    for stale in [place.actual, place.plot] { try? FileManager.default.removeItem(atPath: stale) }
    func record() throws {
        try FileManager.default.createDirectory(atPath: (place.reference as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        // Under the output rule: a link is followed, a FIFO or device is refused, nothing is left half written.
        try OutputFile.write(Data(trace.text.utf8), to: place.reference)
    }
    if mode == .all { try record(); return }
    guard FileManager.default.fileExists(atPath: place.reference) else {
        if mode == .missing {
            try record()
            throw GoldenMismatch(description: "no golden trace was found; recorded \(place.reference) — look at it, then run again",
                                 files: [place.reference])
        }
        throw GoldenMismatch(description: "missing golden trace \(place.reference) (record with SNAPSHOT_TESTING_RECORD=missing)",
                             files: [])
    }
    let expected = try MotionTrace.load(path: place.reference)
    // Compared as written, so a run equals its own golden whatever the printed precision.
    let actual = try MotionTrace(text: trace.text)
    guard let divergence = actual.firstDivergence(from: expected, tolerance: tolerance) else { return }
    try OutputFile.write(Data(actual.text.utf8), to: place.actual)
    try TracePlot.write(expected: expected, actual: actual, divergence: divergence, to: place.plot, tolerance: tolerance)
    if mode == .failed { try record() }
    throw GoldenMismatch(description: "motion differs from the golden trace at \(divergence); "
                         + "\(divergence.differingTracks.count) properties differ: expected \(place.reference), "
                         + "actual \(place.actual), plot \(place.plot)",
                         files: [place.actual, place.plot])
}

extension SceneTester {
    /// Records `frames` frames of `views`' presentation values (every view that animates or moves, when nil): frame 0
    /// is now, then one a frame as the tester pumps. Views are named from the scene's root (`ViewPath`).
    ///
    /// ```swift
    /// tester.tap(at: CGPoint(x: 400, y: 300))
    /// let trace = tester.recordTrace(of: [card], frames: 45)
    /// trace.track(named: "View[1].center.x")?.values.last   // where the card came to rest
    /// ```
    public func recordTrace(of views: [View]? = nil, frames: Int) -> MotionTrace {
        let recorder = TraceRecorder(root: root, views: views, framesPerSecond: 1 / driver.clock.frameDuration)
        world.run { recorder.sample() }
        for _ in 0..<max(frames, 0) {
            pump()
            world.run { recorder.sample() }
        }
        return recorder.trace
    }

    /// Records `frames` frames of `views` and compares them with the golden trace `name` beside the test file
    /// (see `assertTrace(_:named:)`): a motion golden that survives a font or CPU change.
    ///
    /// ```swift
    /// @Test func cardSprings() throws {
    ///     let tester = try SceneTester(SpringScene.self)
    ///     tester.tap(at: CGPoint(x: 400, y: 300))
    ///     try tester.assertTrace(named: "spring", of: [tester.scene(as: SpringScene.self).card], frames: 45)
    /// }
    /// ```
    public func assertTrace(named name: String, of views: [View]? = nil, frames: Int,
                            tolerance: TraceTolerance = TraceTolerance(), record mode: RecordMode = .current,
                            file: String = #filePath, function: String = #function) throws {
        try PlaygroundTesting.assertTrace(recordTrace(of: views, frames: frames), named: name, tolerance: tolerance,
                                          record: mode, file: file, function: function)
    }
}
