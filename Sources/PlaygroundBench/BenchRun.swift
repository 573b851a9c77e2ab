import Foundation
import PlaygroundHost
import Rendering
import Views

/// The figures of one demo case.
package struct CaseFigures {
    package let name: String
    package let state: String
    package let frame: Percentiles
    package let composite: Percentiles
    /// Measured frames that composited (the others had nothing to draw).
    package let compositedFrames: Int
    /// Measured frames run (a case that composites fewer measured nothing in those frames).
    package let measuredFrames: Int
    /// Pixels per point.
    package let scale: Double
    package let steadyFrames: Int
    package let allocationsPerFrame: Double
    package let allocationsMaxFrame: Int
    /// Of `allocationsPerFrame`, those made while the frame's input was handled: touches and gestures, and the
    /// scene's own handlers (an animator or display link made per tap); the rest is the frame's own work.
    package var allocationsInInputPerFrame: Double = 0
    package let rssStart: Double
    package let rssEnd: Double
}

/// One run of the bench.
@MainActor
package struct BenchRun {
    /// The scenes measured (every one but the launcher is a case).
    package let catalog: SceneCatalog
    /// Each scene's case (by name); others are dragged back and forth across the middle.
    package let benchmarks: [String: () -> BenchScenario]
    /// Counts heap allocations (the executable's malloc family); nil: not counted.
    package let allocationCounter: (@MainActor () -> UInt64)?
    package let size: CGSize
    package let frames: Int
    package let steadyFrames: Int
    package let cases: [String]
    package let casesOnly: Bool
    /// A second scale every case also runs at (1: none).
    package var scale: Double = 2
    /// The threads the compositor draws on.
    package var threads = RenderWorkers.defaultThreads

    /// Prepares each case's pipeline as the window has it (the overlay over the scene).
    package var setUpPipeline: ((FramePipeline) throws -> Void)?

    package init(catalog: SceneCatalog, benchmarks: [String: () -> BenchScenario],
                 allocationCounter: (@MainActor () -> UInt64)?, size: CGSize, frames: Int, steadyFrames: Int,
                 cases: [String], casesOnly: Bool, scale: Double = 2, threads: Int = RenderWorkers.defaultThreads) {
        self.catalog = catalog
        self.benchmarks = benchmarks
        self.allocationCounter = allocationCounter
        self.size = size
        self.frames = frames
        self.steadyFrames = steadyFrames
        self.cases = cases
        self.casesOnly = casesOnly
        self.scale = scale
        self.threads = threads
    }

    package struct Report {
        package var date = Date()
        package var threads = 1
        package var size: CGSize
        package var frames: Int
        package var floor = 0.0
        package var firstFrame: Double?
        package var blur: (cold: Double, cached: Double)?
        package var animation: Percentiles?
        /// The same work as `animation` in plain C (CBenchReference).
        package var animationReference: Percentiles?
        package var cases: [CaseFigures] = []
        /// The cases again at a higher scale, with the floor at that framebuffer size.
        package var scaled: (scale: Double, floor: Double, cases: [CaseFigures])?
        package var skipped: [(String, String)] = []
        package var allocationCounting = true
    }

    package func run() throws -> Report {
        var report = Report(size: size, frames: frames)
        report.threads = threads
        let width = Int(size.width), height = Int(size.height)
        report.allocationCounting = allocationCounter != nil
        if !casesOnly, let first = BenchProbes.referenceScene(in: catalog) {
            // First, while this process is the only one that has started anything.
            report.firstFrame = try BenchProbes.firstFrame(scene: first.name, size: size, runs: 3)
        }
        report.floor = BenchProbes.floor(width: width, height: height)
        let selected = cases.isEmpty ? catalog.names : cases.compactMap { catalog.scene(named: $0)?.name }
        let scenes = catalog.scenes.filter { selected.contains($0.name) }
        report.cases = try measureCases(scenes, scale: 1, skipped: &report.skipped)
        if scale > 1 {
            let floor = BenchProbes.floor(width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
            report.scaled = (scale, floor, try measureCases(scenes, scale: scale, skipped: &report.skipped))
        }
        if !casesOnly {
            report.blur = try BenchProbes.blur(catalog: catalog, size: size, runs: max(min(frames, 60), 3), threads: threads)
            let ticks = max(min(frames, 120), 3)
            report.animation = BenchProbes.animationCore(ticks: ticks)
            report.animationReference = BenchProbes.animationReference(ticks: ticks)
        }
        return report
    }

    /// Every case of `scenes` at `scale` (its own scenario, or the generic drag).
    /// Every case of `scenes` at `scale` (its own scenario, or the generic drag); a case that cannot reach its
    /// state at this size is left out with its reason.
    private func measureCases(_ scenes: [Scene.Type], scale: Double, skipped: inout [(String, String)]) throws -> [CaseFigures] {
        var figures: [CaseFigures] = []
        for scene in scenes {
            let scenario = benchmarks[scene.name]?() ?? DragAcrossScenario()
            do {
                figures.append(try measure(scene, scenario, scale: scale))
            } catch let skip as BenchSkip {
                if !skipped.contains(where: { $0.0 == scene.name }) { skipped.append((scene.name, skip.reason)) }
            }
        }
        return figures
    }

    private func allocationCount() -> UInt64 { allocationCounter?() ?? 0 }

    private func measure(_ scene: Scene.Type, _ scenario: BenchScenario, scale: Double) throws -> CaseFigures {
        let name = scene.name
        let d = try BenchDriver(scene: scene, catalog: catalog, size: size, scale: scale, setUp: setUpPipeline)
        d.pipeline.compositor.threads = threads
        try scenario.prepare(d)
        // The scene's world stays bound over the measured frames, as a window binds it over its loop: a
        // binding per frame would allocate.
        return try d.pipeline.world.run { try measureFrames(d, scenario, name: name, scale: scale) }
    }

    private func measureFrames(_ d: BenchDriver, _ scenario: BenchScenario, name: String, scale: Double) throws -> CaseFigures {
        var i = 0
        // Warm-up: caches filled, first rasters made.
        for _ in 0..<60 { _ = d.frame { scenario.input(d, frame: i) }; i += 1 }
        try scenario.verify(d)
        var whole: [Double] = [], composite: [Double] = []
        whole.reserveCapacity(frames)
        composite.reserveCapacity(frames)
        var composited = 0
        for _ in 0..<frames {
            let t = d.frame { scenario.input(d, frame: i) }
            i += 1
            whole.append(t.whole)
            composite.append(t.composite)
            // A frame counts when it redrew pixels: one that found nothing changed measured nothing.
            if d.pipeline.compositor.lastRedrawnPixels > 0 { composited += 1 }
        }
        // Steady state: allocations per frame and resident memory over many frames.
        let rssStart = residentMegabytes()
        var total: UInt64 = 0, maxFrame: UInt64 = 0, inInput: UInt64 = 0
        for _ in 0..<steadyFrames {
            let before = allocationCount()
            _ = d.frame {
                let start = allocationCount()
                scenario.input(d, frame: i)
                inInput &+= allocationCount() &- start
            }
            let n = allocationCount() &- before
            i += 1
            total &+= n
            maxFrame = max(maxFrame, n)
        }
        let rssEnd = residentMegabytes()
        try scenario.verify(d)
        if let error = d.pipeline.renderingError { throw error }
        var figures = CaseFigures(name: name, state: scenario.state, frame: Percentiles(whole), composite: Percentiles(composite),
                                  compositedFrames: composited, measuredFrames: frames, scale: scale, steadyFrames: steadyFrames,
                                  allocationsPerFrame: steadyFrames > 0 ? Double(total) / Double(steadyFrames) : 0,
                                  allocationsMaxFrame: Int(maxFrame), rssStart: rssStart, rssEnd: rssEnd)
        figures.allocationsInInputPerFrame = steadyFrames > 0 ? Double(inInput) / Double(steadyFrames) : 0
        return figures
    }
}

