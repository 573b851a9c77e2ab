import Foundation
import PlaygroundHost

/// The window's own frame times — the frame (input, display links, animators, layout, composite) and the
/// present (the upload and `SDL_RenderPresent`, or sending the window surface's redrawn rectangles) of every
/// frame that drew — kept in storage made once, summarised
/// when the window closes (`playground run SCENE --stats`).
///
/// ```swift
/// let stats = FrameStats()
/// stats.record(frame: 2.1, present: 0.4)
/// print(stats.summary)      // "412 frames drew · frame p50 2.1 / p99 3.0 ms · present p50 0.4 / p99 0.9 ms"
/// ```
final class FrameStats {
    /// Frames kept: the last ten minutes at 60 Hz.
    static let capacity = 36_000
    private var frames = [Double](repeating: 0, count: FrameStats.capacity)
    private var presents = [Double](repeating: 0, count: FrameStats.capacity)
    private(set) var count = 0

    /// One frame that drew: its work and its present, in milliseconds.
    func record(frame: Double, present: Double) {
        let i = count % Self.capacity
        frames[i] = frame
        presents[i] = present
        count += 1
    }

    /// "N frames drew · frame p50 … / p99 … ms · present p50 … / p99 … ms" (the last `capacity` frames).
    var summary: String {
        let n = min(count, Self.capacity)
        guard n > 0 else { return "no frame drew" }
        func percentiles(_ values: [Double]) -> String {
            let sorted = values.prefix(n).sorted()
            func rank(_ q: Double) -> Double { sorted[min(max(Int((q * Double(n)).rounded(.up)) - 1, 0), n - 1)] }
            return String(format: "p50 %.2f / p99 %.2f ms", rank(0.5), rank(0.99))
        }
        return "\(count) frames drew · frame \(percentiles(frames)) · present \(percentiles(presents))"
    }
}
