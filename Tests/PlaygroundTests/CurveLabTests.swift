import Foundation
import Testing
import TestSupport
import Views
@testable import Playground
@testable import PlaygroundHost
import PlaygroundTesting
import Rendering

/// The curve lab: its copied Swift makes the curve it shows; its editors and the thrown box.
@Suite struct CurveLabTests {
    private func lab(size: CGSize = CGSize(width: 1100, height: 700)) throws -> (SceneDriver, CurveLabScene) {
        let driver = try SceneDriver(scene: CurveLabScene.self, size: size)
        return (driver, try #require(driver.scene as? CurveLabScene))
    }

    /// The arguments' numbers in Swift source, in order (`label: 0.57`).
    private func numbers(in text: String) -> [Double] {
        text.components(separatedBy: ": ").dropFirst().compactMap { part in
            Double(part.prefix { "0123456789.-".contains($0) })
        }
    }

    /// Whether two curves agree over their duration.
    private func same(_ a: any ProgressCurve, _ b: any ProgressCurve, tolerance: Double = 2e-3) -> Bool {
        guard abs(a.duration - b.duration) < 0.02 else { return false }
        return (0...50).allSatisfy { i in
            let t = a.duration * Double(i) / 50
            return abs(a.progress(at: t) - b.progress(at: t)) < tolerance
        }
    }

    @Test func theCopiedSwiftMakesTheCurveShownInEveryMode() throws {
        let (driver, scene) = try lab()
        // Bézier: ViewPropertyAnimator(duration: d, timingParameters: CubicTimingParameters(controlPoint1: …)).
        var n = numbers(in: scene.swiftSource)
        #expect(n.count == 5)
        let cubic = CubicTimingParameters(controlPoint1: CGPoint(x: n[1], y: n[2]), controlPoint2: CGPoint(x: n[3], y: n[4]))
        #expect(same(cubic.curves(forDuration: n[0]).x, scene.curve))
        // Spring by ratio and response: copied as mass, stiffness, damping (and the velocity).
        driver.key(.s)
        #expect(scene.mode == .springRatio)
        n = numbers(in: scene.swiftSource)
        #expect(scene.swiftSource.contains("SpringTimingParameters(mass:"))
        let ratio = SpringTimingParameters(mass: n[1], stiffness: n[2], damping: n[3], initialVelocity: CGVector(dx: n[4], dy: n[5]))
        #expect(same(ratio.curves(forDuration: 0).x, scene.curve))
        #expect(ratio.effectiveDampingRatio > 0.49 && ratio.effectiveDampingRatio < 0.51, "ζ 0.5 by default")
        driver.key(.m)
        n = numbers(in: scene.swiftSource)
        let physical = SpringTimingParameters(mass: n[1], stiffness: n[2], damping: n[3], initialVelocity: CGVector(dx: n[4], dy: n[5]))
        #expect(same(physical.curves(forDuration: 0).x, scene.curve))
        #expect(n[1] == 1 && n[2] == 100 && n[3] == 10)
    }

    @Test func draggingAControlPointReshapesTheCurve() throws {
        let (driver, scene) = try lab()
        driver.key(.space)                          // the loop stops: the box rests
        let before = scene.swiftSource
        // The lower control point (0.57, −0.4) of the editor, dragged up.
        let editor = try #require(scene.view.subviews.first { $0 is BezierEditorView })
        let box = editor.bounds
        let side = min(box.width, box.height / 2.2) - 8
        let plot = CGRect(x: (box.width - side) / 2, y: 4, width: side, height: side * 2.2)
        let handle = editor.convert(CGPoint(x: plot.minX + 0.57 * plot.width, y: plot.maxY - (-0.4 + 0.6) / 2.2 * plot.height), to: nil)
        driver.drag(from: handle, to: CGPoint(x: handle.x, y: handle.y - plot.height * 0.5 / 2.2), frames: 6)
        #expect(scene.swiftSource != before)
        #expect(scene.swiftSource.contains("controlPoint1: CGPoint(x: 0.57, y: 0.1)"), "\(scene.swiftSource)")
        #expect(scene.curve.progress(at: 0.2) > 0, "no dip below 0 any more")
    }

    @Test func aThrownBoxCarriesItsReleaseVelocity() throws {
        func throwBox(speed: CGFloat) throws -> CGFloat {
            let (driver, scene) = try lab()
            driver.key(.s)
            driver.key(.space)
            driver.settle(limit: 3)
            let start = scene.box.convert(CGPoint(x: 28, y: 28), to: nil)
            driver.down(at: start)
            driver.move(to: CGPoint(x: start.x + 40, y: start.y), frames: 2)
            driver.move(to: CGPoint(x: start.x + 40 + speed / 60 * 3, y: start.y), frames: 3)
            driver.up()
            driver.frames(6)
            return scene.box.presentationValues.center.x
        }
        let slow = try throwBox(speed: 60), fast = try throwBox(speed: 1800)
        #expect(fast > slow + 40, "a fast throw runs ahead: \(fast) vs \(slow)")
    }

    /// A spring at ζ 0.15 overshoots far: the box swings past its end and back, always inside its lane.
    @Test func anOvershootingBoxStaysVisibleInsideItsLane() throws {
        let (driver, scene) = try lab()
        driver.key(.s)
        scene.model.dampingRatio = 0.15
        var lowest = CGFloat.infinity, highest = -CGFloat.infinity
        for _ in 0..<600 {
            driver.frames(1)
            let frame = scene.box.presentationValues.frame
            lowest = min(lowest, frame.minX)
            highest = max(highest, frame.maxX)
        }
        let lane = scene.track.bounds.width
        #expect(lowest >= 0 && highest <= lane, "the box leaves its lane: \(lowest)…\(highest) in 0…\(lane)")
        #expect(highest > lane * 0.68 + scene.box.bounds.width / 2 + 40, "it does overshoot its end, visibly: \(highest)")
    }

    @Test func theLabInItsThreeModes() throws {
        let (driver, _) = try lab(size: CGSize(width: 1000, height: 640))
        driver.key(.space)
        try assertGolden(try driver.currentFrame(), named: "bezier")
        driver.key(.s)
        try assertGolden(try driver.currentFrame(), named: "spring-ratio")
        driver.key(.m)
        try assertGolden(try driver.currentFrame(), named: "spring-physical")
    }
}

/// `playground curve … --png`: the plot as a picture.
@Suite struct CurvePlotPictureTests {
    @Test func theLinearCurveIsADiagonal() throws {
        let path = NSTemporaryDirectory() + "plot-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try CurvePlotPicture.write(CubicTimingParameters(animationCurve: .linear).curves(forDuration: 1).x, settling: nil, to: path)
        let picture = try Framebuffer.load(png: path)
        #expect(picture.width == 640 && picture.height == 400)
        // The plot spans x 32…608 and y 56…368 (inset 16 in the 608 × 344 box at (16, 40)); the diagonal is blue.
        func isCurve(_ x: CGFloat, _ y: CGFloat) -> Bool {
            let c = picture.color(atPoint: CGPoint(x: x, y: y))
            return c.blue > 0.7 && c.red < 0.6
        }
        #expect(isCurve(32 + 576 * 0.5, 368 - 312 * 0.5))
        #expect(isCurve(32 + 576 * 0.25, 368 - 312 * 0.25))
        #expect(!isCurve(32 + 576 * 0.25, 368 - 312 * 0.75))
    }

    @Test func anUnwritablePathIsNamedAndLeavesNothing() {
        #expect { try CurvePlotPicture.write(CubicTimingParameters().curves(forDuration: 1).x, settling: nil,
                                             to: "/nonexistent-dir/plot.png") } throws: { "\($0)".contains("/nonexistent-dir/plot.png") }
    }
}
