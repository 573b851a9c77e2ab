import CAllocCounter
import Demos
import Foundation
import Platform
import Views

/// Monotonic nanoseconds (CLOCK_MONOTONIC, the same origin in every process of the machine).
func monotonicNanos() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Milliseconds between two `monotonicNanos()` readings.
func milliseconds(from start: UInt64, to end: UInt64) -> Double { Double(end &- start) / 1e6 }

/// p50, p99 and max of a set of durations (ms), nearest-rank.
struct Percentiles {
    var p50 = 0.0, p99 = 0.0, max = 0.0

    init(_ samples: [Double]) {
        guard !samples.isEmpty else { return }
        let sorted = samples.sorted()
        func rank(_ q: Double) -> Double { sorted[Swift.min(Swift.max(Int((q * Double(sorted.count)).rounded(.up)) - 1, 0), sorted.count - 1)] }
        p50 = rank(0.5)
        p99 = rank(0.99)
        max = sorted[sorted.count - 1]
    }
}

/// The process's resident memory (VmRSS of /proc/self/status) in MB (2^20 bytes).
func residentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
        return kb / 1024
    }
    return 0
}

/// Heap allocations made by this thread so far (the executable's malloc counts them).
func allocationCount() -> UInt64 { alloc_counter_allocations() }

/// Runs one scene headless on a virtual clock, one timed frame at a time, with input delivered at the start of
/// each frame as the window and the headless runner deliver it.
final class BenchDriver {
    let pipeline: FramePipeline
    let clock = VirtualClock()
    /// Where the pointer is, in window points.
    private(set) var pointer = CGPoint.zero
    private(set) var isDown = false

    init(scene: String, size: CGSize) throws {
        pipeline = try FramePipeline(sceneName: scene, size: size, scale: 1, clock: clock)
        pipeline.frame(at: clock.now)
    }

    var root: View { pipeline.scene.view }

    /// The phone's screen, for phone-style scenes.
    var phoneScreen: View? {
        (root.subviews.first { $0 is PhoneFrame } as? PhoneFrame)?.screen
    }

    /// A point given in the phone screen's coordinates (375 × 667), in window points; in the root's
    /// coordinates when the scene has no phone.
    func screenPoint(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        let p = CGPoint(x: x, y: y)
        guard let screen = phoneScreen else { return p }
        return screen.convert(p, to: root)
    }

    /// One frame: `input` is delivered at its start, then display links, animations, layout and composite.
    /// Returns the whole frame's and the composite's durations in ms.
    @inline(__always)
    func frame(_ input: () -> Void = {}) -> (whole: Double, composite: Double) {
        clock.step()
        let start = monotonicNanos()
        pipeline.beginFrame(at: clock.now)
        input()
        pipeline.frame(at: clock.now)
        let end = monotonicNanos()
        return (milliseconds(from: start, to: end), pipeline.lastCompositeDuration * 1000)
    }

    /// Runs `n` frames without input.
    func frames(_ n: Int) { for _ in 0..<n { _ = frame() } }

    /// Runs frames until nothing changes any more (at most `limit` frames).
    func settle(limit: Int = 600) {
        var n = 0
        repeat { _ = frame(); n += 1 } while pipeline.needsFrame && n < limit
    }

    // Input, to call inside `frame { … }`.

    func down(_ p: CGPoint) { pointer = p; isDown = true; pipeline.pointerDown(at: p) }
    func move(_ p: CGPoint) { pointer = p; pipeline.pointerMoved(to: p) }
    func up() { isDown = false; pipeline.pointerUp(at: pointer) }
    func wheel(_ notches: CGFloat) { pipeline.wheel(notches) }
    func key(_ name: String) { pipeline.key(name) }

    /// Input spread over frames, as a script's `move X Y N` delivers it.
    func drag(to p: CGPoint, frames n: Int) {
        let start = pointer
        for i in 1...max(n, 1) {
            let f = CGFloat(i) / CGFloat(max(n, 1))
            let q = CGPoint(x: start.x + (p.x - start.x) * f, y: start.y + (p.y - start.y) * f)
            _ = frame { move(q) }
        }
    }

    /// A click: down, one frame, up.
    func click(_ p: CGPoint) {
        _ = frame { down(p) }
        _ = frame { up() }
    }
}
