import Foundation
import PlaygroundHost
import PlaygroundTesting
@preconcurrency import SnapshotTesting
import Views

/// swift-snapshot-testing strategies for motion goldens: per-frame presentation values as a `.trace` text
/// file, compared with a tolerance per property.
///
/// ```swift
/// @MainActor @Test func cardSprings() throws {
///     let tester = try SceneTester(SpringScene.self)
///     tester.tap(at: CGPoint(x: 400, y: 300))
///     let card = tester.scene(as: SpringScene.self).card
///     assertSnapshot(of: tester, as: .trace(of: [card], frames: 45))
/// }
/// ```
///
/// References are `__Snapshots__/<TestFile>/<test>.<n>.trace` (swift-snapshot-testing's naming); record modes
/// are swift-snapshot-testing's. A failure names the first frame and property that differ and writes the actual
/// trace and a plot (`trace-diff.png`) into a folder in the temporary directory, naming them.
extension Snapshotting where Value == MotionTrace, Format == String {
    /// A recorded trace, compared allowing `tolerance`.
    public static func trace(tolerance: TraceTolerance = TraceTolerance()) -> Snapshotting {
        Snapshotting(pathExtension: "trace", diffing: .trace(tolerance: tolerance)) { trace in
            MainActor.assumeIsolated { trace.text }
        }
    }

    /// A recorded trace with the default tolerances.
    public static var trace: Snapshotting { .trace() }
}

extension Snapshotting where Value == SceneTester, Format == String {
    /// `frames` frames of `views` (every view that animates or moves, when nil) recorded from the tester's current frame.
    public static func trace(of views: [View]? = nil, frames: Int,
                             tolerance: TraceTolerance = TraceTolerance()) -> Snapshotting {
        Snapshotting<MotionTrace, String>.trace(tolerance: tolerance).pullback { tester in
            MainActor.assumeIsolated { tester.recordTrace(of: views, frames: frames) }
        }
    }
}

extension Diffing where Value == String {
    /// Trace texts compared with `tolerance`; a failure writes the actual trace and a plot and names them.
    static func trace(tolerance: TraceTolerance) -> Diffing {
        .diff(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diffV2: { expected, actual in
                MainActor.assumeIsolated { TraceDiff.compare(expected: expected, actual: actual, tolerance: tolerance) }
            })
    }
}

/// The comparison behind the trace strategies, writing the failure's files.
@MainActor
enum TraceDiff {
    static func compare(expected: String, actual: String, tolerance: TraceTolerance) -> (String, [DiffAttachment])? {
        let golden: MotionTrace, run: MotionTrace
        do {
            golden = try MotionTrace(text: expected)
            run = try MotionTrace(text: actual)
        } catch {
            return ("the reference is not a readable trace: \(error)", [])
        }
        guard let divergence = run.firstDivergence(from: golden, tolerance: tolerance) else { return nil }
        let folder = NSTemporaryDirectory() + "playground-snapshots/" + UUID().uuidString
        var files: [String] = []
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let actualPath = folder + "/actual.trace", plotPath = folder + "/trace-diff.png"
        if (try? OutputFile.write(Data(actual.utf8), to: actualPath)) != nil { files.append(actualPath) }
        if (try? TracePlot.write(expected: golden, actual: run, divergence: divergence, to: plotPath,
                                 tolerance: tolerance)) != nil {
            files.append(plotPath)
        }
        let message = "motion differs from the reference at \(divergence); \(divergence.differingTracks.count) "
            + "properties differ: " + files.joined(separator: ", ")
        return (message, [DiffAttachment.data(Data(actual.utf8), name: "actual.trace")])
    }
}
