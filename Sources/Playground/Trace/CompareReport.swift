import Foundation
import PlaygroundHost

/// What `playground compare` prints: both sides, where their traces first differ beyond ε, and the tracks
/// only one side has.
///
/// ```swift
/// let report = CompareReport(a: "spring (bouncy)", b: "spring (smooth)", traceA: a, traceB: b,
///                            tolerance: TraceTolerance())
/// report.divergence?.frame      // the first frame that differs
/// report.lines                  // the lines printed
/// ```
struct CompareReport {
    let a: String, b: String
    let traceA: MotionTrace, traceB: MotionTrace
    let divergence: TraceDivergence?

    init(a: String, b: String, traceA: MotionTrace, traceB: MotionTrace, tolerance: TraceTolerance) {
        self.a = a
        self.b = b
        self.traceA = traceA
        self.traceB = traceB
        divergence = traceB.firstDivergence(from: traceA, tolerance: tolerance, commonTracksOnly: true)
    }

    /// One line: the first divergence, or none.
    var summary: String {
        guard let divergence else {
            return "no divergence beyond ε over \(max(traceA.frameCount, traceB.frameCount)) frames"
        }
        return "first divergence: " + divergence.comparisonDescription
    }

    var lines: [String] {
        var lines = ["A: \(a) · \(traceA.frameCount) frames · \(traceA.tracks.count) tracks",
                     "B: \(b) · \(traceB.frameCount) frames · \(traceB.tracks.count) tracks"]
        let namesA = Set(traceA.tracks.map(\.name)), namesB = Set(traceB.tracks.map(\.name))
        let common = namesA.intersection(namesB)
        if traceA.tracks.isEmpty && traceB.tracks.isEmpty {
            lines.append("nothing animated in either run: give --view, or a script that starts an animation")
        } else if common.isEmpty {
            lines.append("no track is in both traces: nothing to compare")
        }
        let onlyA = traceA.tracks.map(\.name).filter { !namesB.contains($0) }
        let onlyB = traceB.tracks.map(\.name).filter { !namesA.contains($0) }
        if !onlyA.isEmpty { lines.append("only in A (not compared): " + CompareReport.list(onlyA)) }
        if !onlyB.isEmpty { lines.append("only in B (not compared): " + CompareReport.list(onlyB)) }
        lines.append(summary)
        if let divergence, divergence.differingTracks.count > 1 {
            lines.append("\(divergence.differingTracks.count) tracks differ: " + CompareReport.list(divergence.differingTracks))
        }
        return lines
    }

    /// `samples` frame numbers spread evenly over `count` frames, first and last included.
    static func sampleFrames(count: Int, samples: Int) -> [Int] {
        guard count > 1, samples > 1 else { return [0] }
        let n = min(samples, count)
        var frames: [Int] = []
        for i in 0..<n {
            let frame = Int((Double(i) * Double(count - 1) / Double(n - 1)).rounded())
            if frames.last != frame { frames.append(frame) }
        }
        return frames
    }

    private static func list(_ names: [String]) -> String {
        names.count > 6 ? names.prefix(6).joined(separator: ", ") + ", … (\(names.count))" : names.joined(separator: ", ")
    }
}
