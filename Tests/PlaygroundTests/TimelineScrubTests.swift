import Foundation
import Testing
import TestSupport
import Views
@testable import Playground
import PlaygroundTesting

/// The timeline's playhead (media time paused and set) and its panel: bars shown, a bar clicked selects it,
/// the axis dragged scrubs, a bar's end dragged retimes.
@Suite struct TimelineScrubTests {
    private func driver() throws -> (SceneDriver, AnimatorScene) {
        let driver = try hostDriver(scene: AnimatorScene.self, size: CGSize(width: 1000, height: 600))
        return (driver, try #require(driver.scene as? AnimatorScene))
    }

    /// Media time and where the dot and the box are, each frame for `frames` frames after keys `a` and `b`.
    private func reference(frames: Int) throws -> [(time: TimeInterval, dot: CGPoint, box: CGPoint)] {
        let (driver, scene) = try driver()
        driver.key(.a)
        driver.key(.b)
        return (0..<frames).map { _ in
            driver.frames(1)
            return (driver.pipeline.mediaTime, scene.dot.presentationValues.center, scene.box.presentationValues.center)
        }
    }

    @Test func scrubbingTheSceneBackAndForthEqualsSettingMediaTime() throws {
        let path = try reference(frames: 50)
        let (driver, scene) = try driver()
        driver.key(.a)
        driver.key(.b)
        driver.frames(40)
        for k in [20, 5, 30, 12, 49] {
            driver.pipeline.scrubMediaTime(to: path[k].time)
            driver.frames(1)
            #expect(driver.pipeline.timeControl.isPaused, "the playhead pauses media time")
            #expect(abs(driver.pipeline.mediaTime - path[k].time) < 1e-12)
            let dot = scene.dot.presentationValues.center, box = scene.box.presentationValues.center
            #expect(abs(dot.x - path[k].dot.x) < 1e-9, "block at frame \(k): \(dot.x) vs \(path[k].dot.x)")
            #expect(abs(box.x - path[k].box.x) < 1e-6, "animator at frame \(k): \(box.x) vs \(path[k].box.x)")
            // Paused there: more frames do not move it.
            driver.frames(3)
            #expect(scene.dot.presentationValues.center == dot)
        }
    }

    /// Scrubbed past the end of every animation and back, they play again (held at their ends, not
    /// completed); when time runs on, they complete.
    @Test func scrubbingPastTheEndAndBackPlaysThemAgainThenTheyComplete() throws {
        let path = try reference(frames: 50)
        let (driver, scene) = try driver()
        driver.key(.a)
        driver.key(.b)
        driver.frames(10)
        let bars = driver.world.timeline().bars
        #expect(bars.count == 2)
        let end = try #require(bars.map(\.end).max())
        driver.pipeline.scrubMediaTime(to: end + 0.5)
        driver.frames(1)
        #expect(driver.world.timeline().bars.count == 2, "held at their ends, not completed")
        #expect(scene.dot.presentationValues.center == scene.dot.center, "the block shows its end")
        driver.pipeline.scrubMediaTime(to: path[20].time)
        driver.frames(1)
        #expect(abs(scene.dot.presentationValues.center.x - path[20].dot.x) < 1e-9, "back in the block's run")
        #expect(abs(scene.box.presentationValues.center.x - path[20].box.x) < 1e-6, "and the animator's")
        driver.pipeline.scrubMediaTime(to: end + 0.5)
        driver.frames(1)
        driver.pipeline.timeControl.isPaused = false
        driver.frames(2)
        #expect(driver.world.timeline().bars.isEmpty, "time ran on: they completed")
        #expect(!driver.world.hasRunningAnimations)
    }

    @Test func gesturesStillWorkWhileScrubbed() throws {
        let driver = try hostDriver(scene: SquareScene.self, size: CGSize(width: 400, height: 300))
        let square = try #require(driver.scene as? SquareScene).square
        driver.frames(5)
        driver.pipeline.scrubMediaTime(to: driver.pipeline.mediaTime - 0.02)
        driver.frames(1)
        driver.tap(at: CGPoint(x: 60, y: 60))
        #expect(square.center == CGPoint(x: 60, y: 60), "the tap's animation was made (model value set)")
        #expect(driver.world.timeline().bars.count == 1, "and shows on the timeline")
    }

    /// The overlay's timeline tab open on a running block and animator.
    private func openTimeline() throws -> (SceneDriver, AnimatorScene, TimelineView) {
        let (driver, scene) = try driver()
        driver.key(Key(named: "Ctrl+I")!)
        driver.pipeline.hostOverlay!.inspector.select(tab: .timeline)
        driver.key(.b)
        driver.frames(2)
        _ = try driver.currentFrame()
        return (driver, scene, driver.pipeline.hostOverlay!.inspector.timelineView)
    }

    /// A point of the timeline view in window points.
    private func window(_ p: CGPoint, in view: TimelineView) -> CGPoint { view.convert(p, to: nil) }

    @Test func theTabShowsBarsAndAClickedBarIsSelected() throws {
        let (driver, _, view) = try openTimeline()
        let bar = try #require(view.timeline.bars.first)
        #expect(view.timeline.bars.count == 1)
        let row = try #require(view.rowFrames().first)
        let r = view.barRect(bar, row: row)
        driver.tap(at: window(CGPoint(x: r.midX - 20, y: r.midY), in: view))
        driver.frames(1)
        #expect(driver.pipeline.hostOverlay!.inspector.selected == bar.id, "selected in the inspector's list")
    }

    @Test func draggingTheAxisScrubsMediaTime() throws {
        let (driver, scene, view) = try openTimeline()
        driver.frames(30)
        let now = driver.pipeline.mediaTime
        let target = now - 0.3
        let p = window(CGPoint(x: view.x(target), y: 8), in: view)
        driver.down(at: p)
        driver.move(to: CGPoint(x: p.x + 1, y: p.y), frames: 1)
        driver.move(to: p, frames: 1)
        driver.up()
        driver.frames(1)
        let reached = driver.pipeline.mediaTime
        #expect(abs(reached - target) < 0.02, "a pixel's worth of time: \(reached - target)")
        #expect(driver.pipeline.timeControl.isPaused)
        #expect(scene.dot.presentationValues.center.x < scene.dot.center.x)
    }

    @Test func draggingABarsEndRetimesIt() throws {
        let (driver, scene, view) = try openTimeline()
        driver.frames(10)
        _ = try driver.currentFrame()
        let bar = try #require(view.timeline.bars.first)
        let row = try #require(view.rowFrames().first)
        let handle = window(CGPoint(x: view.x(bar.end), y: view.barRect(bar, row: row).midY), in: view)
        let before = scene.dot.presentationValues.center.x
        driver.down(at: handle)
        driver.move(to: CGPoint(x: handle.x + 80, y: handle.y), frames: 4)
        driver.up()
        let row2 = try #require(driver.world.inspectAnimations().first { $0.id == bar.id })
        // Longer, to the panel's edge at most (the handle stays in the panel), and to a hundredth of a second.
        #expect(row2.duration > 2.05, "longer: \(row2.duration)")
        #expect(abs(row2.duration * 100 - (row2.duration * 100).rounded()) < 1e-9, "snapped: \(row2.duration)")
        #expect(row2.timingSource.contains("withDuration: \(swiftLiteral(row2.duration))"))
        let moved = scene.dot.presentationValues.center.x - before
        #expect(moved >= 0 && moved < 10, "no jump over the drag's frames: \(moved)")
    }

    @Test func theTabOverTheScene() throws {
        let (driver, _) = try driver()
        driver.key(.a)
        driver.key(.b)
        driver.frames(20)
        driver.key(Key.i.with(.control))
        driver.pipeline.hostOverlay!.inspector.select(tab: .timeline)
        driver.key(Key.space.with(.control))    // paused: the golden does not depend on the frame count
        let block = try #require(driver.world.timeline().bars.first { $0.kind == .block })
        driver.pipeline.hostOverlay!.inspector.select(animation: block.id)
        try assertGolden(try driver.currentFrame(), named: "timeline")
    }

    @Test func theWheelScrollsTheBars() throws {
        let (driver, _, view) = try openTimeline()
        driver.key(.a)
        driver.frames(1)
        _ = try driver.currentFrame()
        #expect(view.timeline.bars.count == 2)
        let second = view.timeline.bars[1]
        driver.pipeline.hostOverlay!.inspector.scroll(by: 1)
        let rows = view.rowFrames()
        #expect(rows[0].minY < TimelineView.axisHeight, "the first row scrolled away")
        #expect(rows[1].minY >= TimelineView.axisHeight && rows[1].minY < TimelineView.axisHeight + 20)
        let r = view.barRect(second, row: rows[1])
        driver.tap(at: view.convert(CGPoint(x: r.minX + 20, y: r.midY), to: nil))
        driver.frames(1)
        #expect(driver.pipeline.hostOverlay!.inspector.selected == second.id)
    }
}
