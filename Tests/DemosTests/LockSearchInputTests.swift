import Foundation
import Testing
import Views
import PlaygroundTesting
@testable import Demos
@testable import Playground
@testable import PlaygroundHost

/// LockSearch with real text input (the window's text events: typed text and an input method's composition)
/// and with pressure both ways: the wheel up and down, holding an icon still, and the host's pressure meter.
@Suite struct LockSearchInputTests: LockSearchTesting {
    /// The phone screen's pixels, to tell frames apart.
    private func screenPixels(_ runner: SceneTester, _ s: LockSearchScene) throws -> [UInt32] {
        let frame = try runner.frame()
        let area = s.screen.convert(s.screen.bounds, to: nil)
        var pixels: [UInt32] = []
        for y in stride(from: Int(area.minY), to: Int(area.maxY), by: 2) {
            for x in stride(from: Int(area.minX), to: Int(area.maxX), by: 2) { pixels.append(frame.pixel(x: x, y: y)) }
        }
        return pixels
    }

    private func differing(_ a: [UInt32], _ b: [UInt32]) -> Int { zip(a, b).filter { $0 != $1 }.count }

    // MARK: Text input

    @Test func typingHelloInChineseShowsExactlyThatWithTheCaretAfterIt() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        runner.tap(at: root(s, CGPoint(x: 120, y: 44)))
        runner.pump(frames: 40)
        #expect(s.searchBar.isEditing)
        #expect(runner.driver.pipeline.textInputRect == s.searchBar.textField.convert(s.searchBar.textField.bounds, to: nil))
        runner.type("Hello ")
        // The input method composes "你好" from pinyin, then commits it.
        runner.compose("n")
        runner.compose("ni")
        runner.compose("nihao", cursor: 5)
        #expect(s.searchBar.textField.text == "Hello nihao")
        #expect(s.searchBar.text == "Hello ", "a composition is not typed text yet")
        runner.compose("你好")
        runner.type("你好")
        #expect(s.searchBar.textField.text == "Hello 你好")
        #expect(s.searchBar.text == "Hello 你好")
        #expect(s.searchBar.textField.markedTextRange == nil)
        runner.pump(frames: 2)
        let field = s.searchBar.textField
        #expect(field.isCaretVisible, "steady while typing")
        // The caret sits just after the last glyph, inside the field.
        let caret = field.convert(field.caretRect, to: nil)
        let textEnd = field.convert(CGPoint(x: field.textRect(forBounds: field.bounds).minX
                                                + runner.world.textMeasurer.size(of: "Hello 你好", font: field.font).width, y: 0), to: nil).x
        #expect(abs(caret.midX - textEnd) < 0.5)
        #expect(caret.maxX < field.convert(field.bounds, to: nil).maxX)
        try runner.assertGolden(named: "typed")
        // Blinking: hidden half a second later, back after another.
        runner.pump(seconds: 0.5)
        #expect(!field.isCaretVisible)
        runner.pump(seconds: 0.5)
        #expect(field.isCaretVisible)
    }

    @Test func aCompositionIsDrawnUnderlinedWhereTheCaretIs() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        try runner.play("""
        down \(Int(root(s, CGPoint(x: 120, y: 44)).x)) \(Int(root(s, CGPoint(x: 120, y: 44)).y))
        up
        frames 40
        text "Hello "
        compose "你hao" 1
        frames 1
        """)
        let field = s.searchBar.textField
        #expect(field.text == "Hello 你hao")
        #expect(field.markedTextRange == NSRange(location: 6, length: 4))
        #expect(field.selectedRange == NSRange(location: 7, length: 0), "after 你, where the input method's cursor is")
        try runner.assertGolden(named: "composing")
    }

    @Test func typedKeysAreTextNotShortcutsAndEscapeEndsTheSearchNotTheScene() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        runner.tap(at: root(s, CGPoint(x: 120, y: 44)))
        runner.pump(frames: 40)
        runner.key(.questionMark)
        runner.key(.slash.with(.shift))
        #expect(!runner.driver.pipeline.hostOverlay!.showsHelp, "? typed into the field does not open the help")
        runner.type("ab")
        runner.key(.backspace)
        #expect(s.searchBar.text == "a")
        runner.key(.escape)
        runner.pump(frames: 40)
        #expect(!s.searchBar.isEditing)
        #expect(runner.driver.pipeline.scene === s, "Esc ended the search, not the scene")
        #expect(runner.driver.pipeline.textInputRect == nil)
        #expect(s.searchBar.textField.text == "")
        #expect(s.blurView.presentationBlur.radius == 0)
        // Emptying the field ends the search too.
        runner.tap(at: root(s, CGPoint(x: 120, y: 44)))
        runner.type("x")
        runner.key(.backspace)
        runner.pump(frames: 40)
        #expect(!s.searchBar.isEditing)
        #expect(runner.takeDiagnostics().isEmpty)
    }

    // MARK: Pressure

    @Test func everyNotchUpToTheCommitChangesWhatIsOnScreen() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        runner.move(to: iconCenter(s, 1))
        var previous = try screenPixels(runner, s)
        var fractions: [CGFloat] = []
        for notch in 1...8 {
            runner.wheel(1)
            let pixels = try screenPixels(runner, s)
            #expect(differing(previous, pixels) > 200, "notch \(notch) changed nothing visible")
            previous = pixels
            if notch <= 6 { fractions.append(s.previewAnimator?.fractionComplete ?? -1) }
            if notch == 7 {
                #expect(abs(TransformComponents(s.previewView!.transform).sx - (1 + LockSearchScene.commitSwell / 2)) < 1e-9,
                        "past the peek the icon swells toward the pop")
            }
        }
        // Six notches scrub the peek by a sixth each (clamped to 0.01…0.99), the eighth commits.
        let expected: [CGFloat] = [1.0 / 6, 2.0 / 6, 3.0 / 6, 4.0 / 6, 5.0 / 6, 0.99]
        #expect(zip(fractions, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(fractions)")
        #expect(s.previewAnimator == nil, "finished at the pop")
        #expect(s.blurView.isUserInteractionEnabled, "the menu is open")
    }

    @Test func theWheelTurnedBackEasesThePressureOffAndCancels() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        runner.wheel(4, at: iconCenter(s, 0))
        let animator = try #require(s.previewAnimator)
        #expect(abs(animator.fractionComplete - 4.0 / 6) < 1e-9)
        runner.wheel(-1)
        #expect(abs(animator.fractionComplete - 3.0 / 6) < 1e-9, "one notch back, one step back")
        runner.wheel(-2)
        #expect(abs(animator.fractionComplete - 1.0 / 6) < 1e-9)
        runner.wheel(-1)
        #expect(runner.driver.pipeline.dispatcher.pressure == 0)
        #expect(animator.isReversed && animator.isRunning, "cancelled: the preview settles back at once")
        runner.pump(frames: 30)
        #expect(s.previewView?.superview == nil)
        #expect(s.blurView.presentationBlur.radius == 0)
    }

    @Test func holdingAnIconPeeksThenOpensItsMenuWithoutJiggling() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        let icon = s.widget.icons[2]
        try runner.play("down \(Int(iconCenter(s, 2).x)) \(Int(iconCenter(s, 2).y))\nframes 28")
        #expect(s.previewAnimator == nil, "nothing before half a second")
        runner.pump(frames: 20)
        let animator = try #require(s.previewAnimator)
        #expect(animator.fractionComplete > 0.2 && animator.fractionComplete < 0.99)
        runner.pump(frames: 40)
        #expect(s.previewAnimator == nil && s.blurView.isUserInteractionEnabled, "held on: the menu opened")
        runner.release()
        runner.pump(frames: 30)
        #expect(icon.jiggleCount == 0, "the press was the preview's, not a click")
        #expect(s.blurView.isUserInteractionEnabled, "the menu stays after the release")
    }

    @Test func lettingGoOfAHoldBeforeThePopCancelsAndMovingOffToo() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        let p = iconCenter(s, 0)
        runner.press(at: p)
        runner.pump(frames: 50)
        let first = try #require(s.previewAnimator)
        runner.release()
        #expect(first.isReversed, "let go before the pop: cancelled")
        runner.pump(frames: 40)
        #expect(s.previewView?.superview == nil)
        #expect(s.widget.icons[0].jiggleCount == 0)
        runner.press(at: p)
        runner.pump(frames: 45)
        let second = try #require(s.previewAnimator)
        runner.move(to: CGPoint(x: p.x + 15, y: p.y))
        #expect(second.isReversed, "moved beyond the slop: cancelled")
        runner.release()
        runner.pump(frames: 40)
        #expect(!s.blurView.isUserInteractionEnabled)
    }

    @Test func aScriptPressesWithTheWheelBothWaysAndByHolding() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        let input = runner.driver.pipeline.dispatcher
        let p = iconCenter(s, 3)
        try runner.play("move \(Int(p.x)) \(Int(p.y))\nwheel 5\nwheel -2")
        #expect(input.pressure == 0.375)
        #expect(abs((s.previewAnimator?.fractionComplete ?? 0) - 0.5) < 1e-9)
        try runner.play("wheel -3\nframes 30")
        #expect(input.pressure == 0 && s.previewView?.superview == nil, "wheeled back to nothing: cancelled")
        // Held: nothing for half a second, the peek by 1.1 s, the menu by 1.3 s.
        try runner.play("down \(Int(p.x)) \(Int(p.y))\nframes 29")
        #expect(input.pressure == 0)
        try runner.play("frames 38")
        #expect(input.pressure >= 0.75 && s.blurView.isUserInteractionEnabled == false)
        try runner.play("frames 12\nup\nframes 30")
        #expect(s.blurView.isUserInteractionEnabled, "committed: the menu is open")
        #expect(s.widget.icons[3].jiggleCount == 0)
    }

    @Test func thePressureMeterShowsThePeekAndCommitMarksThenFades() throws {
        let runner = try settledRunner("locksearch")
        let s = try scene(runner)
        let overlay = runner.driver.pipeline.hostOverlay!
        #expect(overlay.meter.isHidden)
        runner.wheel(5, at: iconCenter(s, 1))
        runner.pump(frames: 2)
        #expect(!overlay.meter.isHidden)
        #expect(overlay.meter.pressure == 0.625)
        #expect(overlay.meter.marks.peek == 0.75 && overlay.meter.marks.commit == 1)
        let meter = overlay.meter.frame
        #expect(meter.minX > iconCenter(s, 1).x + 40, "beside the pointer, clear of the preview")
        #expect(abs(meter.midY - iconCenter(s, 1).y) <= 1)
        try runner.assertGolden(named: "meter")
        // Let go: the pressure runs out (held 0.6 s, then 3 a second), the empty gauge lingers, then fades.
        runner.pump(seconds: 0.9)
        #expect(runner.driver.pipeline.dispatcher.pressure == 0)
        #expect(!overlay.meter.isHidden)
        runner.pump(seconds: 0.6)
        #expect(overlay.meter.isHidden)
        #expect(!overlay.isVisible)
    }
}
