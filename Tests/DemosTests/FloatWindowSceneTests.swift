import Foundation
import Testing
import Views
import PlaygroundTesting
@testable import Demos
@testable import Playground

/// Seed 002's floating window: custom push, interactive edge pop finishing past 40 % or cancelling, the
/// float zone and the bubble.
@Suite struct FloatWindowSceneTests {
    private func scene(_ runner: SceneTester) throws -> FloatWindowScene {
        try #require(runner.driver.pipeline.scene as? FloatWindowScene)
    }

    private func root(_ s: FloatWindowScene, _ p: CGPoint) -> CGPoint { s.screen.convert(p, to: nil) }

    /// Opens the first story and waits for the push to end.
    private func openFirst(_ runner: SceneTester, _ s: FloatWindowScene) throws -> ArticleViewController {
        try runner.run(.down(root(s, CGPoint(x: 187, y: 140))), .up, .frames(45))
        return try #require(s.navigation.topViewController as? ArticleViewController)
    }

    @Test func clickingARowPushesTheArticleGrowingFromIt() throws {
        let runner = try settledRunner("floatwindow")
        let s = try scene(runner)
        try assertGolden(try runner.frame(), named: "feed")
        try runner.run(.down(root(s, CGPoint(x: 187, y: 140))), .up, .frames(6))
        let article = try #require(s.navigation.topViewController as? ArticleViewController)
        let articleView: View = article.view
        let scale = TransformComponents(articleView.presentationValues.transform).sx
        #expect(scale > 0.2 && scale < 1, "mid-push the article is still growing: \(scale)")
        runner.pump(frames: 45)
        #expect(articleView.presentationValues.transform == .identity)
        #expect(articleView.frame == s.navigation.containerView.bounds)
        try assertGolden(try runner.frame(), named: "article")
    }

    @Test func edgeDragScrubsThePopAndCancelsBelowFortyPercent() throws {
        let runner = try settledRunner("floatwindow")
        let s = try scene(runner)
        let article = try openFirst(runner, s)
        let articleView: View = article.view
        try runner.run(.down(root(s, CGPoint(x: 6, y: 400))), .move(root(s, CGPoint(x: 30, y: 400)), frames: 4),
                       .move(root(s, CGPoint(x: 120, y: 400)), frames: 6))
        // The pop follows the drag: 114 of 375 pt → the article is that far to the right.
        let x = articleView.presentationValues.frame.minX
        #expect(abs(x - 375 * s.popProgress) < 1, "x \(x), progress \(s.popProgress)")
        #expect(s.floatZone.alpha == 1)
        try assertGolden(try runner.frame(), named: "mid-pop")
        try runner.run(.up)
        var xs: [CGFloat] = []
        for _ in 0..<40 {
            runner.pump(frames: 1)
            xs.append(articleView.presentationValues.frame.minX)
        }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0.1 <= $0.0 + 1e-6 }, "slides back smoothly")
        #expect(xs.last == 0)
        #expect(s.navigation.topViewController === article)
        #expect(s.bubble == nil)
        try assertGolden(try runner.frame(), named: "after-cancel")
    }

    @Test func releasePastFortyPercentFinishesThePopSmoothly() throws {
        let runner = try settledRunner("floatwindow")
        let s = try scene(runner)
        let article = try openFirst(runner, s)
        let articleView: View = article.view
        try runner.run(.down(root(s, CGPoint(x: 6, y: 300))), .move(root(s, CGPoint(x: 30, y: 300)), frames: 4),
                       .move(root(s, CGPoint(x: 190, y: 300)), frames: 8), .up)
        var xs: [CGFloat] = []
        for _ in 0..<40 {
            runner.pump(frames: 1)
            xs.append(articleView.presentationValues.frame.minX)
        }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0.1 >= $0.0 - 1e-6 }, "no jump back")
        #expect(xs.max()! - xs.min()! > 100)
        #expect(s.navigation.topViewController === s.feed)
        #expect(s.bubble == nil)
        try assertGolden(try runner.frame(), named: "after-finish")
    }

    @Test func releasingOverTheZoneMakesABubbleThatSnapsAndReopens() throws {
        let runner = try settledRunner("floatwindow")
        let s = try scene(runner)
        _ = try openFirst(runner, s)
        try runner.run(.down(root(s, CGPoint(x: 6, y: 300))), .move(root(s, CGPoint(x: 60, y: 320)), frames: 6),
                       .move(root(s, CGPoint(x: 340, y: 620)), frames: 10))
        #expect(s.floatZone.isHighlighted)
        try assertGolden(try runner.frame(), named: "over-zone")
        try runner.run(.up, .frames(50))
        let bubble = try #require(s.bubble)
        #expect(s.navigation.topViewController === s.feed)
        #expect(bubble.superview === s.screen, "the bubble floats above the window")
        #expect(s.screen.subviews.last === bubble || s.screen.subviews.last === s.floatZone)
        #expect(bubble.presentationValues.alpha == 1)
        try assertGolden(try runner.frame(), named: "bubble")
        // Drag it to the left half and let go: it springs to the left side.
        let c = bubble.convert(CGPoint(x: 32, y: 32), to: nil)
        try runner.run(.down(c), .move(CGPoint(x: c.x - 200, y: c.y - 100), frames: 10), .up, .frames(60))
        #expect(abs(bubble.center.x - (FloatBubble.size / 2 + 12)) < 1e-6)
        #expect(abs(bubble.presentationValues.center.x - bubble.center.x) < 0.5)
        // Clicking it opens the article again.
        let c2 = bubble.convert(CGPoint(x: 32, y: 32), to: nil)
        try runner.run(.down(c2), .up, .frames(50))
        #expect(s.navigation.topViewController is ArticleViewController)
        #expect(s.bubble == nil)
    }
}
