import Foundation
import Testing
import Views
import PlaygroundTesting
import Rendering
@testable import Playground
@testable import PlaygroundHost

/// A scene with as much help as the busiest demo, some of it long.
final class WordyHelpScene: Scene {
    override class var name: String { "wordy" }
    override class var helpItems: [HelpItem] {
        (1...12).map { i in
            HelpItem("Gesture number \(i)", "what it does, said at length: it presses, it scrubs, it lets go, and a spring takes it home (\(i))")
        }
    }
}

@Suite struct HelpPanelTests {
    /// Every line of help wraps to its column instead of being cut short, and in a window too short for them
    /// all the rows scroll with the wheel down to the last.
    @Test func longHelpWrapsAndScrollsInASmallWindow() throws {
        let driver = try hostDriver(scene: WordyHelpScene.self, size: CGSize(width: 640, height: 420))
        driver.compositesEveryFrame = true
        driver.key(.f1)
        driver.frames(1)
        let overlay = driver.pipeline.hostOverlay!
        let panel = overlay.help
        #expect(panel.frame.minY >= 0 && panel.frame.maxY <= 420 && panel.frame.maxX <= 640, "\(panel.frame)")
        let labels = panel.subviews.compactMap { $0 as? ScrollView }.first?.subviews.compactMap { $0 as? Label } ?? []
        #expect(labels.count == 2 * (1 + 12 + 1 + 1 + HelpPanel.hostItems.count))
        overlay.world.run {
            for label in labels where !(label.text ?? "").isEmpty {
                #expect(label.numberOfLines == 0, "\(label.text ?? "") wraps")
                #expect(label.frame.height >= label.textHeight(forWidth: label.frame.width) - 0.5,
                        "\(label.text ?? "") is shown whole")
            }
        }
        let list = try #require(panel.subviews.compactMap { $0 as? ScrollView }.first)
        #expect(list.contentSize.height > list.bounds.height, "more rows than fit")
        let last = try #require(labels.last { $0.text == "quit" })
        func lastRowVisible() -> Bool {
            last.frame.maxY <= list.contentOffset.y + list.bounds.height
        }
        #expect(!lastRowVisible())
        driver.move(to: CGPoint(x: 320, y: 210))
        for _ in 0..<40 { driver.wheel(-1) }
        driver.frames(1)
        #expect(lastRowVisible(), "scrolled down to the last row (offset \(list.contentOffset.y))")
        #expect(driver.pipeline.hostOverlay!.showsHelp)
    }

    /// The overlay's views are made in the overlay's own world, not before it exists (in `World.main`): their
    /// text is measured with the window's fonts (the renderer the world holds), not the estimating measurer,
    /// and nothing of theirs waits on a scheduler nobody steps. Made outside any bound world, as the window does.
    @Test func theOverlaysViewsLiveInItsOwnWorld() throws {
        let driver = try hostDriver(scene: WordyHelpScene.self, size: CGSize(width: 1180, height: 740))
        driver.compositesEveryFrame = true   // the panels fill their rows when a frame is drawn, as in the window
        let overlay = driver.pipeline.hostOverlay!
        #expect(overlay.root.world === overlay.world)
        driver.key(.f1)
        driver.frames(1)
        overlay.showsInspector = true
        driver.frames(1)
        var views: [View] = []
        func collect(_ view: View) { views.append(view); view.subviews.forEach(collect) }
        collect(overlay.root)
        #expect(views.count > 20, "the panels are in the tree: \(views.count) views")
        let strays = views.filter { $0.world !== overlay.world }.map { "\(type(of: $0))" }
        #expect(strays.isEmpty, "views in another world: \(strays)")
        #expect(driver.pipeline.world !== overlay.world, "the overlay has a world of its own")
        // A help row is measured with the window's fonts, not estimated.
        let text = "Gesture number 1"
        let row = try #require(views.compactMap { $0 as? Label }.first { $0.text == text })
        let measured = overlay.world.run { row.intrinsicContentSize.width }
        let fonts = try TextRenderer()
        let real = fonts.size(of: text, font: row.font).width
        let estimated = EstimatedTextMeasurer().size(of: text, font: row.font).width
        #expect(measured == real, "measured \(measured), the font gives \(real)")
        #expect(abs(real - estimated) > 1, "the estimate (\(estimated)) would tell the measurers apart")
    }
}
