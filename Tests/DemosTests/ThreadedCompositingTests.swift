import Demos
import Foundation
import Testing
import TestSupport
@testable import Playground
@testable import PlaygroundHost
@testable import Rendering
import Views

/// Compositing on several threads draws the same bytes as on one: every demo plays the same seeded stream of
/// clicks, drags, wheel turns and keys twice — its compositor on 1 thread, then on 4 — and every frame of the
/// two runs must be byte for byte the same.
@Suite struct ThreadedCompositingTests {
    nonisolated static let scenes = Demos.sceneNames

    @Test(arguments: scenes)
    func sameBytesOnOneAndFourThreads(scene: String) throws {
        let (one, _) = try frameHashes(scene, threads: 1)
        let four = try frameHashes(scene, threads: 4)
        #expect(one.count == four.hashes.count && one.count > 100, "\(one.count) and \(four.hashes.count) frames")
        if let i = zip(one, four.hashes).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            Issue.record("frame \(i + 1) of \(one.count) differs between 1 and 4 threads")
        }
        // The frames really changed (a comparison of one picture over and over would prove little; the gallery
        // does not answer input: its own test turns a tile), and work was split across the threads.
        if scene != "gallery" { #expect(Set(one).count >= 10, "only \(Set(one).count) different frames") }
        #expect(four.split > 0, "no work was split across the threads")
    }

    /// Drawn frames at the large sizes split into bands: a full-frame gallery at 2560 × 1600 with its square
    /// turning (resampled every frame), on 1, 2, 3 and 4 threads.
    @Test func galleryAtScaleTwoOnAnyNumberOfThreads() throws {
        var runs: [[Int]] = []
        for threads in 1...4 {
            let driver = try demoDriver("gallery", size: CGSize(width: 1280, height: 800), scale: 2)
            driver.compositesEveryFrame = true
            driver.pipeline.compositor.threads = threads
            driver.pipeline.compositor.tracksDamage = false
            var hashes: [Int] = []
            driver.afterFrame = { hashes.append(Self.hash($0.framebuffer)) }
            let tile = try #require(driver.pipeline.scene.view.subviews.first?.subviews.first)
            for i in 0..<6 {
                driver.step { tile.transform = CGAffineTransform(rotationAngle: CGFloat(i) * .pi / 7) }
            }
            runs.append(hashes)
        }
        #expect(Set(runs[0]).count == 6, "every frame turned the tile")
        #expect(RenderWorkers.shared(threads: 4).splitRuns > 0)
        for (i, run) in runs.enumerated().dropFirst() { #expect(run == runs[0], "\(i + 1) threads") }
    }

    /// The clear through pixman (split across the threads) leaves the bytes cairo's SOURCE paint of the clear
    /// colour leaves, under everything drawn over it: every frame of every demo is the same with either.
    @Test(arguments: scenes)
    func theClearThroughPixmanEqualsCairosPaint(scene: String) throws {
        let frames = try expectSameFrames(scene, "with the clear through cairo") { $0.clearsThroughPixman = false }
        if scene != "gallery" { #expect(Set(frames.hashes).count >= 10, "only \(Set(frames.hashes).count) different frames") }
    }

    /// Slanted and large-cornered fills through the own scan converter leave cairo's bytes: every frame of
    /// every demo is the same with the converter on or off.
    @Test(arguments: scenes)
    func fillsThroughTheOwnScanConverterEqualCairos(scene: String) throws {
        let converted = try expectSameFrames(scene, "with the fills through cairo", counting: \.convertedFills) {
            $0.convertsFills = false
        }.counted
        if ["gallery", "swipepinch", "floatwindow", "replicator", "layers", "shapes", "shimmer"].contains(scene) {
            #expect(converted > 0, "no fill was converted")
        }
    }

    /// Translucent groups drawn on the kept surface and composited through pixman leave the bytes of cairo's
    /// own groups (pushed and popped each time): every frame of every demo is the same either way.
    @Test(arguments: scenes)
    func keptGroupsEqualCairosGroups(scene: String) throws {
        let kept = try expectSameFrames(scene, "with cairo's groups", counting: \.keptGroupCount) {
            $0.keepsGroups = false
        }.counted
        if scene == "gallery" { #expect(kept > 0, "no group was kept") }
    }

    /// Layer shadows made on the pixel grid and painted straight through pixman leave the bytes cairo paints
    /// from the same coverage: every frame of every demo is the same either way.
    @Test(arguments: scenes)
    func shadowsThroughPixmanEqualCairos(scene: String) throws {
        let direct = try expectSameFrames(scene, "with the shadows through cairo", counting: \.shadowsDrawnDirectly) {
            $0.shadowsThroughCairo = true
        }.counted
        if scene == "layers" { #expect(direct > 0, "no shadow went straight through pixman") }
    }

    /// Plays `scene` as it is and with `change` made to its compositor, and expects every frame to be the same;
    /// returns the first run's hashes and its compositor's `counting` figure (what it did the other way).
    private func expectSameFrames(_ scene: String, _ what: String, counting: KeyPath<Compositor, Int>? = nil,
                                  change: (Compositor) -> Void) throws -> (hashes: [Int], counted: Int) {
        var counted = 0
        let own = try frameHashes(scene, threads: 2) { _ in } after: { c in counting.map { counted = c[keyPath: $0] } }
        let other = try frameHashes(scene, threads: 2, configure: change)
        #expect(own.hashes.count == other.hashes.count)
        if let i = zip(own.hashes, other.hashes).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            Issue.record("frame \(i + 1) of \(own.hashes.count) differs \(what)\(counting == nil ? "" : " (\(counted) counted)")")
        }
        return (own.hashes, counted)
    }

    /// The gallery's square turning at scale 2 (a turned rounded fill every frame), converted and through cairo.
    @Test func aTurningSquareIsConvertedAsCairoFillsIt() throws {
        var runs: [[Int]] = []
        var converted = 0
        for converts in [true, false] {
            let driver = try demoDriver("gallery", size: CGSize(width: 1280, height: 800), scale: 2)
            driver.compositesEveryFrame = true
            driver.pipeline.compositor.convertsFills = converts
            var hashes: [Int] = []
            driver.afterFrame = { hashes.append(Self.hash($0.framebuffer)) }
            let tile = try #require(driver.pipeline.scene.view.subviews.first?.subviews.first)
            for i in 0..<12 {
                driver.step { tile.transform = CGAffineTransform(rotationAngle: CGFloat(i) * .pi / 11 + 0.013) }
            }
            if converts { converted = driver.pipeline.compositor.convertedFills }
            runs.append(hashes)
        }
        #expect(converted >= 12)
        #expect(Set(runs[0]).count == 12)
        #expect(runs[0] == runs[1])
    }

    /// Every frame's hash, playing the scene's seeded random input, and how many pieces of work were split.
    private func frameHashes(_ scene: String, threads: Int,
                             configure: (Compositor) -> Void = { _ in },
                             after: (Compositor) -> Void = { _ in }) throws -> (hashes: [Int], split: UInt64) {
        let size = CGSize(width: 1280, height: 800)
        let driver = try demoDriver(scene, size: size)
        driver.compositesEveryFrame = true
        driver.pipeline.compositor.threads = threads
        configure(driver.pipeline.compositor)
        var hashes: [Int] = []
        driver.afterFrame = { hashes.append(Self.hash($0.framebuffer)) }
        var input = RandomInput(seed: scene, size: size)
        let before = driver.pipeline.compositor.workers?.splitRuns ?? 0
        for _ in 0..<24 { try driver.play(Script(commands: input.next())) }
        after(driver.pipeline.compositor)
        return (hashes, (driver.pipeline.compositor.workers?.splitRuns ?? 0) - before)
    }

    static func hash(_ frame: Framebuffer) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(start: frame.bytes, count: frame.stride * frame.height))
        return hasher.finalize()
    }
}
