import Foundation
import Testing
import Views
import PlaygroundTesting
@testable import Playground

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
        let driver = try SceneDriver(scene: WordyHelpScene.self, size: CGSize(width: 640, height: 420))
        driver.compositesEveryFrame = true
        driver.key(.f1)
        driver.frames(1)
        let overlay = driver.pipeline.overlay
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
        #expect(driver.pipeline.overlay.showsHelp)
    }
}
