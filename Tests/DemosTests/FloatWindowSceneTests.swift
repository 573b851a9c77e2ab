import Foundation
import Testing
import Views
import PlaygroundTesting
@testable import Demos
@testable import Playground
@testable import PlaygroundHost

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
        let row = s.feed.rows[0]
        let rowFrame = row.convert(row.bounds, to: nil)
        try runner.run(.down(root(s, CGPoint(x: 187, y: 140))), .up)
        let article = try #require(s.navigation.topViewController as? ArticleViewController)
        let articleView: View = article.view
        let clip = try #require(articleView.superview)
        // It starts exactly on the row: the clipping frame is the row's, and the article is inside it.
        #expect(clip.clipsToBounds && clip.backgroundColor?.alpha == 1)
        #expect(try #require(clip.superview).convert(clip.presentationValues.frame, to: nil) == rowFrame)
        #expect(articleView.presentationValues.transform == .identity, "revealed at its size, not squeezed")
        // Then it grows on both axes, every frame, never outside the screen; the article's text stays inside it.
        var last = rowFrame
        for i in 0..<12 {
            runner.pump(frames: 1)
            guard articleView.superview === clip else { break }
            let shown = try #require(clip.superview).convert(clip.presentationValues.frame, to: nil)
            #expect(shown.width >= last.width - 0.5 && shown.height >= last.height - 0.5, "frame \(i) grows")
            #expect(shown.minY <= rowFrame.minY + 0.5 || shown.height > rowFrame.height)
            last = shown
            if i == 4 { try assertGolden(try runner.frame(), named: "mid-push") }
        }
        #expect(last.width > rowFrame.width && last.height > rowFrame.height * 3, "both axes grew: \(last)")
        runner.pump(frames: 45)
        #expect(articleView.superview === s.navigation.containerView)
        #expect(articleView.frame == s.navigation.containerView.bounds)
        #expect(articleView.presentationValues.alpha == 1)
        try assertGolden(try runner.frame(), named: "article")
    }

    @Test func aRowShowsItIsPressed() throws {
        let runner = try settledRunner("floatwindow")
        let s = try scene(runner)
        let row = s.feed.rows[1]
        runner.press(at: row.convert(CGPoint(x: 40, y: 40), to: nil))
        #expect(row.backgroundColor == Color(white: 0.9))
        runner.move(to: row.convert(CGPoint(x: 40, y: 300), to: nil), frames: 4)
        runner.release()
        #expect(row.backgroundColor == .white)
        #expect(s.navigation.topViewController === s.feed, "dragged off before release: no push")
    }

    @Test func backPopsTheArticle() throws {
        let runner = try settledRunner("floatwindow")
        let s = try scene(runner)
        let article = try openFirst(runner, s)
        let back = try #require(runner.find(PressableLabel.self))
        runner.tap(back)
        runner.pump(frames: 40)
        #expect(s.navigation.topViewController === s.feed)
        #expect(article.view.superview == nil)
        _ = try openFirst(runner, s)
        runner.key(.escape)
        runner.pump(frames: 40)
        #expect(s.navigation.topViewController === s.feed, "Esc steps back out of the article")
        #expect(!runner.driver.pipeline.isShowingLauncher)
    }

    @Test func aQuickFlickAtTwentyPercentPopsAsTheEdgePopDoesEverywhere() throws {
        let runner = try settledRunner("floatwindow")
        let s = try scene(runner)
        _ = try openFirst(runner, s)
        try runner.run(.down(root(s, CGPoint(x: 6, y: 300))), .move(root(s, CGPoint(x: 30, y: 300)), frames: 3),
                       .move(root(s, CGPoint(x: 80, y: 300)), frames: 2))
        #expect(s.popProgress < 0.3)
        try runner.run(.up)
        runner.pump(frames: 60)
        #expect(s.navigation.topViewController === s.feed, "a flick toward the end pops")
    }

    @Test func theBubbleMorphScalesTheArticleDown() throws {
        let runner = try settledRunner("floatwindow")
        let s = try scene(runner)
        let article = try openFirst(runner, s)
        try runner.run(.down(root(s, CGPoint(x: 6, y: 330))), .move(root(s, CGPoint(x: 250, y: 560)), frames: 20),
                       .move(root(s, CGPoint(x: 355, y: 640)), frames: 10), .up, .frames(8))
        #expect(article.view.presentationValues.alpha == 0, "the real article leaves at once")
        let mask = try #require(s.screen.subviews.first { $0.clipsToBounds && $0.subviews.count == 1 && $0 !== s.window
            && $0 !== s.floatZone && !($0 is FloatBubble) })
        let picture = try #require(mask.subviews.first)
        let scale = TransformComponents(picture.presentationValues.transform).sx
        #expect(scale < 0.7 && scale > 0.14, "the whole article scales down: \(scale)")
        #expect(mask.presentationValues.bounds.width < 300)
        try assertGolden(try runner.frame(), named: "mid-morph")
        runner.pump(frames: 60)
        #expect(s.bubble != nil)
        #expect(mask.superview == nil)
    }

    @Test func edgeDragScrubsThePopAndCancelsBelowFortyPercent() throws {
        let runner = try settledRunner("floatwindow")
        let s = try scene(runner)
        let article = try openFirst(runner, s)
        let articleView: View = article.view
        // Slowly (under 300 pt/s: not a flick), to a third of the width.
        try runner.run(.down(root(s, CGPoint(x: 6, y: 400))), .move(root(s, CGPoint(x: 30, y: 400)), frames: 8),
                       .move(root(s, CGPoint(x: 120, y: 400)), frames: 24))
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

    /// Reopening from the bubble is the morph in reverse: the article, scaled down so its width fits the circle,
    /// grows back uniformly (its whole width always shown, not a crop of it), and on every frame either the
    /// bubble or the growing article shows.
    @Test func reopeningFromTheBubbleScalesTheWholeArticleUp() throws {
        let runner = try settledRunner("floatwindow")
        let s = try scene(runner)
        _ = try openFirst(runner, s)
        try runner.run(.down(root(s, CGPoint(x: 6, y: 300))), .move(root(s, CGPoint(x: 60, y: 320)), frames: 6),
                       .move(root(s, CGPoint(x: 340, y: 620)), frames: 10), .up, .frames(60))
        let bubble = try #require(s.bubble)
        let c = bubble.convert(CGPoint(x: 32, y: 32), to: nil)
        try runner.run(.down(c), .up)
        var scales: [CGFloat] = []
        for frame in 0..<40 {
            runner.pump(frames: 1)
            let article = s.navigation.topViewController as? ArticleViewController
            let articleView = article?.view
            let growing = articleView.map { $0.superview !== s.navigation.containerView } ?? false
            if growing, let articleView, let clip = articleView.superview {
                let components = TransformComponents(articleView.presentationValues.transform)
                let sx = components.sx
                #expect(abs(components.sy - sx) < 1e-9, "uniform: \(sx) × \(components.sy)")
                scales.append(sx)
                // The article's whole width fits the frame it grows in: scaled, not cropped.
                let shown = articleView.presentationValues.bounds.width * sx
                #expect(shown <= clip.presentationValues.bounds.width + 1, "frame \(frame): \(shown) wide in \(clip.presentationValues.bounds.width)")
                if frame == 8 { try assertGolden(try runner.frame(), named: "mid-reopen") }
            } else if article == nil || articleView?.superview == nil {
                #expect(bubble.superview != nil, "frame \(frame): neither the bubble nor the article shows")
            }
        }
        #expect(s.navigation.topViewController is ArticleViewController)
        #expect(bubble.superview == nil && s.bubble == nil)
        #expect((scales.first ?? 1) < 0.25, "starts at the bubble's size: \(scales.prefix(3))")
        #expect(zip(scales, scales.dropFirst()).allSatisfy { $1 >= $0 - 0.02 }, "grows: \(scales)")
    }
}
