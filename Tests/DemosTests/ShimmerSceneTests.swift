import Foundation
import Testing
import Views
import PlaygroundTesting
@testable import Demos
@testable import Views
@testable import Playground
@testable import PlaygroundHost

/// The shimmer scene: the slide-to-unlock band sweeps across the text, the gradient swatches animate, the
/// text-layer counter counts on a tap.
@Suite struct ShimmerSceneTests {
    private func opened() throws -> (SceneTester, ShimmerScene) {
        let runner = try demoTester("shimmer")
        runner.driver.frames(2)
        return (runner, try #require(runner.driver.pipeline.scene as? ShimmerScene))
    }

    /// The column of the unlock text (window pixels) whose text is brightest: where the band is.
    private func brightestColumn(_ runner: SceneTester, _ s: ShimmerScene) throws -> Int {
        let fb = try runner.frame()
        let box = runner.driver.world.run { s.unlockLabel.convert(s.unlockLabel.bounds, to: nil) }
        var best = (x: 0, level: -1)
        for x in Int(box.minX)..<Int(box.maxX) {
            var level = 0
            for y in Int(box.minY)..<Int(box.maxY) { level = max(level, Int(fb.pixel(x: x, y: y) >> 8 & 0xFF)) }
            if level > best.level { best = (x, level) }
        }
        return best.x
    }

    @Test func theBandSweepsAcrossTheTextFrameByFrame() throws {
        let (runner, s) = try opened()
        runner.driver.frames(28)    // 0.5 s: the band's middle at location 0.15 + … of the label
        let early = try brightestColumn(runner, s)
        let earlyMid = runner.driver.world.run { s.shimmerMask.presentationValues.gradient.locations?[1] ?? .nan }
        runner.driver.frames(30)    // 0.5 s later: 0.35 of the label further right
        let late = try brightestColumn(runner, s)
        let lateMid = runner.driver.world.run { s.shimmerMask.presentationValues.gradient.locations?[1] ?? .nan }
        let width = runner.driver.world.run { s.unlockLabel.bounds.width }
        #expect(abs((lateMid - earlyMid) - 0.7 * 0.5) < 0.02, "locations move 1.4 per 2 s: \(earlyMid) → \(lateMid)")
        // Glyphs are where they are: the brightest column is the brightest glyph column near the band.
        let moved = Double(late - early)
        #expect(moved > 0.25 * Double(width) && moved < 0.45 * Double(width), "band moved \(moved) of \(width): \(early) → \(late)")
        #expect(s.shimmerMask.locations?.map(\.doubleValue) == [-0.4, -0.2, 0], "the model stays")
    }

    @Test func midShimmerGolden() throws {
        let (runner, s) = try opened()
        runner.driver.frames(58)    // one second in: the band over the middle of the text
        let mid = runner.driver.world.run { s.shimmerMask.presentationValues.gradient.locations?[1] ?? .nan }
        #expect(abs(mid - 0.5) < 0.02, "\(mid)")
        try assertGolden(try runner.frame(), named: "mid-shimmer")
    }

    @Test func tappingTheCounterCountsAndPopsItsFontSize() throws {
        let (runner, s) = try opened()
        runner.tap(s.counterTile)
        #expect(s.count == 1 && s.counter.string as? String == "1")
        runner.driver.frames(6)     // 0.1 s into the 0.15 s pop
        let size = runner.driver.world.run { s.counter.presentationValues.text.fontSize }
        #expect(size > 52 && size < 64, "\(size)")
        runner.driver.frames(30)
        #expect(runner.driver.world.run { s.counter.presentationValues.text.fontSize } == 48)
        #expect(runner.driver.world.run { s.counter.presentationValues.text.foregroundColor } == ShimmerScene.counterColors[1])
        runner.tap(s.counterTile)
        runner.driver.frames(30)
        #expect(s.counter.string as? String == "2")
        try assertGolden(try runner.frame(), named: "counted-to-2")
    }

    @Test func theInspectorListsTheGradientAnimations() throws {
        let (runner, _) = try opened()
        let rows = runner.driver.world.run { runner.driver.world.inspectAnimations() }
        let targets = rows.filter { $0.kind == .explicit }.flatMap(\.targets).joined(separator: "\n")
        #expect(targets.contains("\"locations\" [-0.4, -0.2, 0] → [1, 1.2, 1.4]"), "\(targets)")
        #expect(targets.contains("\"colors\" 3 colours → 3 colours"), "\(targets)")
        #expect(targets.contains("\"startPoint\""), "\(targets)")
    }
}
