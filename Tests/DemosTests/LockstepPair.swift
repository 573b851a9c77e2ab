import Foundation
import Testing
import Views
@testable import Playground
@testable import PlaygroundHost
@testable import Rendering

/// Two runners of the same scene fed the same input in lockstep — the subject as it runs, the reference with
/// one rendering shortcut turned off — whose framebuffers are compared after every frame.
///
/// ```swift
/// let pair = try LockstepPair("bloq", comparison: .nearlyExact) { $0.pipeline.compositor.tracksDamage = false }
/// pair.steps(30) { runner, i in runner.pipeline.pointerMoved(to: CGPoint(x: 400 + CGFloat(i), y: 300)) }
/// ```
class LockstepPair {
    /// How close the two framebuffers must be.
    enum Comparison {
        /// At most 64 pixels differing at all, each by at most 8 levels of a channel.
        case nearlyExact
        /// At most `tolerance` of the pixels differing by more than `levels` of a channel (a moving view
        /// composited from its backing store is resampled, as Core Animation does: its edges move by a few
        /// levels, and only there).
        case visible(levels: Int, tolerance: Double)
    }

    let subject: SceneDriver
    let reference: SceneDriver
    let comparison: Comparison
    var frames = 0
    var redrawnPixels = 0
    /// Frames whose framebuffers were not byte for byte the same.
    var differingFrames = 0
    /// Frames whose reference framebuffer is not byte for byte the frame before it: a comparison of frames that
    /// never changed proves nothing, so each scenario checks that its frames did (`expectChanges`).
    var changedFrames = 0
    /// The reference's last frame, to tell whether the next one changed.
    private var previous: [UInt8] = []

    init(_ scene: String, size: CGSize = CGSize(width: 1280, height: 800), comparison: Comparison,
         reference configure: (SceneDriver) -> Void) throws {
        subject = try demoDriver(scene, size: size)
        reference = try demoDriver(scene, size: size)
        subject.compositesEveryFrame = true
        reference.compositesEveryFrame = true
        configure(reference)
        self.comparison = comparison
    }

    /// Runs one frame on both, with `input` (given each runner) delivered at its start, and compares them.
    func step(_ sourceLocation: SourceLocation = #_sourceLocation, _ input: (SceneDriver) -> Void = { _ in }) {
        // Each scene lives in its own pipeline's world, which the driver binds while it runs.
        for runner in [subject, reference] {
            runner.step { input(runner) }
        }
        frames += 1
        redrawnPixels += subject.pipeline.compositor.lastRedrawnPixels
        let a = subject.pipeline.framebuffer, b = reference.pipeline.framebuffer
        noteChange(b)
        guard memcmp(a.bytes, b.bytes, a.stride * a.height) != 0 else { return }
        differingFrames += 1
        let (differing, nearlySame, largest, first) = Self.difference(a, b, beyond: levels)
        switch comparison {
        case .nearlyExact:
            if differing > 0 || nearlySame > 64 {
                Issue.record("""
                    frame \(frames): \(differing) pixels differ from the reference (by up to \(largest)), first at \
                    \(first.map { "\($0)" } ?? "-"); \(nearlySame) differ by 8 or less
                    """, sourceLocation: sourceLocation)
            }
        case let .visible(_, tolerance):
            let ratio = Double(differing) / Double(a.width * a.height)
            if ratio > tolerance {
                Issue.record("""
                    frame \(frames): \(differing) pixels (\(String(format: "%.4f", ratio * 100)) %) differ from the \
                    reference by more than \(levels) levels (up to \(largest)), first at \(first.map { "\($0)" } ?? "-"); \
                    allowed \(tolerance * 100) %
                    """, sourceLocation: sourceLocation)
            }
        }
    }

    private var levels: Int {
        switch comparison {
        case .nearlyExact: 8
        case let .visible(levels, _): levels
        }
    }

    /// Pixels differing by more than `levels` of some channel, and by `levels` or less; the largest
    /// difference and the first pixel past `levels`. Rows that are byte for byte the same are skipped.
    static func difference(_ a: Framebuffer, _ b: Framebuffer, beyond levels: Int)
        -> (differing: Int, nearlySame: Int, largest: Int, first: (Int, Int)?) {
        var differing = 0, nearlySame = 0, largest = 0, first: (Int, Int)?
        let pa = a.bytes, pb = b.bytes, stride = a.stride
        for y in 0..<a.height where memcmp(pa + y * stride, pb + y * stride, a.width * 4) != 0 {
            let ra = (pa + y * stride).assumingMemoryBound(to: UInt32.self)
            let rb = (pb + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<a.width where ra[x] != rb[x] {
                let u = ra[x], v = rb[x]
                var d = 0
                for shift in Swift.stride(from: 0, through: 24, by: 8) {
                    d = max(d, abs(Int((u >> UInt32(shift)) & 0xFF) - Int((v >> UInt32(shift)) & 0xFF)))
                }
                largest = max(largest, d)
                if d <= levels { nearlySame += 1; continue }
                differing += 1
                if first == nil { first = (x, y) }
            }
        }
        return (differing, nearlySame, largest, first)
    }

    /// Counts the frame if it differs from the one before (a new size counts as a change).
    private func noteChange(_ frame: Framebuffer) {
        let count = frame.stride * frame.height
        if previous.count != count {
            previous = [UInt8](repeating: 0, count: count)
            changedFrames += 1
        } else if memcmp(previous, frame.bytes, count) != 0 {
            changedFrames += 1
        }
        previous.withUnsafeMutableBytes { _ = memcpy($0.baseAddress!, frame.bytes, count) }
    }

    /// Expects at least `n` of the frames run since the last call (or since the start) to have changed: the
    /// input of a scenario really moved something on screen, and the comparison covered redrawn frames.
    func expectChanges(atLeast n: Int, _ sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(changedFrames >= n, "only \(changedFrames) frames changed (at least \(n) expected)",
                sourceLocation: sourceLocation)
        changedFrames = 0
    }

    func steps(_ n: Int, _ sourceLocation: SourceLocation = #_sourceLocation, _ input: (SceneDriver, Int) -> Void = { _, _ in }) {
        for i in 0..<n { step(sourceLocation) { input($0, i) } }
    }

    func settle() { steps(90) }
}
