import CBenchReference
import Foundation
import Rendering
import Views
import PlaygroundHost

/// The figures of the bench that are not demo frames: the floor, the blur, the animation core, the first frame.
@MainActor
package enum BenchProbes {
    /// One memcpy of a framebuffer of `width` × `height` ARGB pixels: the median of `runs` copies (ms).
    package static func floor(width: Int, height: Int, runs: Int = 200) -> Double {
        let bytes = width * height * 4
        let a = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        let b = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
        defer { a.deallocate(); b.deallocate() }
        memset(a, 0x5A, bytes)
        memset(b, 0, bytes)
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for i in 0..<runs {
            let (src, dst) = i % 2 == 0 ? (a, b) : (b, a)
            let start = monotonicNanos()
            memcpy(dst, src, bytes)
            samples.append(milliseconds(from: start, to: monotonicNanos()))
        }
        return Percentiles(samples).p50
    }

    /// A full-screen backdrop blur at σ = 20 (the light style) over the settled gallery: the medians of
    /// `runs` cold rebuilds and of `runs` cached paints (ms).
    package static func blur(catalog: SceneCatalog, size: CGSize, runs: Int,
                     threads: Int = RenderWorkers.defaultThreads) throws -> (cold: Double, cached: Double) {
        let d = try BenchDriver(scene: referenceScene(in: catalog) ?? catalog.launcher, catalog: catalog, size: size)
        d.settle()
        let bench = BlurBenchmark(framebuffer: d.pipeline.framebuffer, parameters: BlurParameters(style: .light),
                                  threads: threads)
        bench.cold()
        bench.cached()
        var cold: [Double] = [], cached: [Double] = []
        for _ in 0..<runs {
            let t0 = monotonicNanos()
            bench.cold()
            let t1 = monotonicNanos()
            bench.cached()
            let t2 = monotonicNanos()
            cold.append(milliseconds(from: t0, to: t1))
            cached.append(milliseconds(from: t1, to: t2))
        }
        return (Percentiles(cold).p50, Percentiles(cached).p50)
    }

    /// One tick of 10,000 views with 3 animated properties each (center, alpha, transform: 30,000 properties):
    /// the frame scheduler's frame (display links, animators, layer-timed animations) and reading every view's
    /// presentation values inside the presentation snapshot, as a composite does. Half the blocks run a cubic curve, half a spring. p50 and max of
    /// `ticks` ticks (ms).
    package static func animationCore(ticks: Int) -> Percentiles {
        let clock = VirtualClock()
        let world = World(clock: clock)
        let scheduler = world.scheduler
        return world.run {
            let root = View(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
            var views: [View] = []
            views.reserveCapacity(10_000)
            var containers: [View] = []
            for g in 0..<100 {
                let container = View(frame: CGRect(x: CGFloat(g % 10) * 128, y: CGFloat(g / 10) * 80, width: 128, height: 80))
                root.addSubview(container)
                containers.append(container)
                for i in 0..<100 {
                    let v = View(frame: CGRect(x: CGFloat(i % 10) * 12, y: CGFloat(i / 10) * 8, width: 10, height: 6))
                    container.addSubview(v)
                    views.append(v)
                }
            }
            root.layoutIfNeeded()
            for (g, container) in containers.enumerated() {
                let changes = {
                    for v in container.subviews {
                        v.center = CGPoint(x: v.center.x + 40, y: v.center.y + 20)
                        v.alpha = 0.4
                        v.transform = CGAffineTransform(rotationAngle: 0.5)
                    }
                }
                if g % 2 == 0 {
                    View.animate(withDuration: 3600, delay: Double(g) * 0.01, options: [.curveEaseInOut], animations: changes)
                } else {
                    View.animate(withDuration: 3600, delay: Double(g) * 0.01, usingSpringWithDamping: 0.8,
                                 initialSpringVelocity: 0, animations: changes)
                }
            }
            let unretained = views.map { Unmanaged.passUnretained($0) }
            var samples: [Double] = []
            samples.reserveCapacity(ticks)
            var checksum = 0.0
            for _ in 0..<(ticks + 5) {
                clock.step()
                let start = monotonicNanos()
                scheduler.runFrame(at: clock.now)
                checksum += world.withPresentationSnapshot { readPresentation(of: unretained) }
                samples.append(milliseconds(from: start, to: monotonicNanos()))
            }
            precondition(checksum.isFinite)
            withExtendedLifetime(views) {}
            return Percentiles(Array(samples.dropFirst(5)))
        }
    }

    /// Reads every view's presentation values, as a compositor does; returns a checksum of what it read.
    /// Borrowed references: the loop measures the views' reads, not the retain of each array element (views
    /// are weakly referenced, so their reference counts live in side tables and cost more).
    private static func readPresentation(of views: [Unmanaged<View>]) -> Double {
        var checksum = 0.0
        for view in views {
            let p = borrowing(view) { $0.presentationValues }
            checksum += Double(p.center.x) + Double(p.alpha) + Double(p.transform.b)
        }
        return checksum
    }

    /// `body` with the view `view` refers to, not retained. A closure formed here and handed straight to the
    /// standard library's `_withUnsafeGuaranteedRef` would be checked for the main actor on every call.
    @inline(__always)
    private static func borrowing<R>(_ view: Unmanaged<View>, _ body: (View) -> R) -> R {
        view._withUnsafeGuaranteedRef(body)
    }

    /// The same work as `animationCore` written as a plain C loop over arrays (CBenchReference), ticked at the
    /// same times: p50 and max of `ticks` ticks (ms). The core's time over this one is what flat storage is
    /// measured against.
    package static func animationReference(ticks: Int) -> Percentiles {
        let state = bench_reference_make(10_000)
        defer { bench_reference_free(state) }
        let clock = VirtualClock()
        var samples: [Double] = []
        samples.reserveCapacity(ticks)
        var checksum = 0.0
        for _ in 0..<(ticks + 5) {
            clock.step()
            let start = monotonicNanos()
            checksum += bench_reference_tick(state, clock.now)
            samples.append(milliseconds(from: start, to: monotonicNanos()))
        }
        precondition(checksum.isFinite)
        return Percentiles(Array(samples.dropFirst(5)))
    }

    /// Time from process start to the first composited frame (ms): the median of `runs` fresh processes of
    /// this executable, each timed from just before it is spawned until it has composited the first frame of
    /// `scene` (the child reports CLOCK_MONOTONIC, shared by every process).
    package static func firstFrame(scene: String, size: CGSize, runs: Int) throws -> Double {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var samples: [Double] = []
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: exe)
            process.arguments = ["bench", "--first-frame-probe", scene, "--size", "\(Int(size.width))x\(Int(size.height))"]
            let out = Pipe()
            process.standardOutput = out
            let start = monotonicNanos()
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard process.terminationStatus == 0, let end = UInt64(text) else {
                throw BenchError(description: "first-frame probe failed (status \(process.terminationStatus)): \(text)")
            }
            samples.append(milliseconds(from: start, to: end))
        }
        return Percentiles(samples).p50
    }

    /// The child side of `firstFrame`: composites the first frame of `scene`, then prints CLOCK_MONOTONIC (ns).
    package static func firstFrameProbe(scene: String, catalog: SceneCatalog, size: CGSize,
                                        setUp: ((FramePipeline) throws -> Void)? = nil) throws {
        let clock = VirtualClock()
        let pipeline = try FramePipeline(sceneNamed: scene, catalog: catalog, size: size, scale: 1, clock: clock)
        try setUp?(pipeline)
        pipeline.frame(at: clock.now)
        let end = monotonicNanos()
        guard pipeline.compositedFrames == 1 else { throw BenchError(description: "no frame was composited") }
        print(end)
    }

    /// The scene the blur and first-frame probes draw: the gallery when there is one, else the first scene.
    package static func referenceScene(in catalog: SceneCatalog) -> Scene.Type? {
        catalog.scene(named: "gallery") ?? catalog.scenes.first
    }
}
