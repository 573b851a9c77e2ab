import Foundation
import TestSupport
import Testing
import Views
@testable import Playground
@testable import PlaygroundHost

/// The script language's `text "…"` and `compose "…" [CURSOR]`: quoted text with escapes, bounded at parse,
/// played through the pipeline's text input into the first responder — and what typed keys do meanwhile.
@Suite struct ScriptTextTests {
    @Test func textAndComposeParseWithQuotesEscapesAndComments() throws {
        let script = try Script.parse(#"""
        text "Hello 你好"
        text "a # not a comment" # a comment
        text "say \"hi\"\\ then\nReturn"
        compose "ni" 1
        compose "你好"
        compose ""
        TEXT "x"
        """#, file: "t.txt")
        #expect(script.commands.map(\.command) == [
            .text("Hello 你好"), .text("a # not a comment"), .text("say \"hi\"\\ then\nReturn"),
            .compose("ni", cursor: 1), .compose("你好", cursor: 2), .compose("", cursor: 0), .text("x"),
        ])
    }

    @Test(arguments: [
        (#"text"#, #"expected 'text "TEXT"' (the text in double quotes)"#),
        (#"text hello"#, #"expected 'text "TEXT"' (the text in double quotes)"#),
        (#"text "a" "b""#, "unexpected quoted text; only text and compose take it"),
        (#"text """#, "expected text between the quotes of text"),
        (#"text "open"#, #"quoted text without its closing '"'"#),
        (#"text "a\tb""#, #"unknown escape '\t' in quoted text (expected \", \\ or \n)"#),
        (#"text "a"b"#, #"expected a space after the closing '"', found 'b'"#),
        (#"compose "ni" 3"#, "expected a CURSOR from 0 to 2 (characters of the composed text) for compose, found '3'"),
        (#"compose "ni" -1"#, "expected a CURSOR from 0 to 2 (characters of the composed text) for compose, found '-1'"),
        (#"compose ni"#, #"expected 'compose "TEXT" [CURSOR]' (the text in double quotes)"#),
        (#"key "A""#, "unexpected quoted text; only text and compose take it"),
        (#""hello""#, "expected a command before the quoted text"),
    ])
    func malformedTextLinesSayWhatIsWrongInOneLine(line: String, expected: String) {
        do {
            _ = try Script.parse("frames 1\n" + line, file: "t.txt")
            Issue.record("accepted \(line)")
        } catch {
            let message = "\(error)"
            #expect(message.hasPrefix("t.txt:2: "), "\(message)")
            #expect(message.contains(expected), "\(message)")
            #expect(!message.contains("\n"))
        }
    }

    /// Any valid UTF-8 is text: a combining mark, a ZWJ or an emoji modifier right after the opening quote would
    /// join it into one grapheme with the quote, and the line was rejected as malformed.
    @Test(arguments: ["\u{301}e", "\u{200D}x", "\u{1F3FD}", "e\u{301}", "\u{1F469}\u{200D}\u{1F4BB}", "a\u{308}\u{301}",
                      "\u{FE0F}", "\u{20DD}"])
    func textMayStartOrEndWithAnyScalar(text: String) throws {
        let script = try Script.parse("text \"\(text)\"\ncompose \"\(text)\"", file: "t.txt")
        #expect(script.commands.map(\.command) == [.text(text), .compose(text, cursor: text.unicodeScalars.count)])
    }

    @Test func textIsBoundedByTheLimitsAtParse() throws {
        let most = String(repeating: "字", count: Limits.scriptTextBytes / 3)   // 3 bytes each: 4095 bytes
        _ = try Script.parse("text \"\(most)\"", file: "t.txt")
        let over = most + "ab"
        #expect(throws: PlaygroundError.malformedScript(file: "t.txt", line: 1,
                                                        message: "text: a text of 4097 bytes is more than the limit of 4096")) {
            try Script.parse("text \"\(over)\"", file: "t.txt")
        }
        #expect(throws: PlaygroundError.self) { try Script.parse("compose \"\(over)\"", file: "t.txt") }
        // Each takes one frame of the script's budget.
        let many = Array(repeating: "text \"a\"", count: Limits.scriptTotalFrames + 1).joined(separator: "\n")
        #expect(throws: PlaygroundError.self) { try Script.parse(many, file: "t.txt") }
    }

    @Test func aScriptTypesAndComposesIntoTheFocusedField() throws {
        let driver = try SceneDriver(scene: FieldScene.self, size: CGSize(width: 400, height: 200))
        let scene = try #require(driver.scene as? FieldScene)
        // Before the field is focused the text goes nowhere.
        try driver.play(Script.parse("text \"lost\"\nkey R", file: "s"))
        #expect(scene.field.text == "")
        #expect(scene.keys == [.r], "with no text field focused a key is a key")
        #expect(driver.pipeline.textInputRect == nil)
        try driver.play(Script.parse("""
        down 100 40
        up
        text "Hello "
        compose "n" 1
        compose "ni" 2
        """, file: "s"))
        #expect(scene.field.isEditing)
        #expect(driver.pipeline.textInputRect == CGRect(x: 20, y: 20, width: 300, height: 40))
        #expect(scene.field.text == "Hello ni")
        #expect(scene.field.markedTextRange == NSRange(location: 6, length: 2))
        try driver.play(Script.parse("compose \"你好\" 2\ntext \"你好\"", file: "s"))
        #expect(scene.field.text == "Hello 你好")
        #expect(scene.field.markedTextRange == nil)
        // Typed keys are text now: R does not reach the scene; the editing keys edit; Ctrl chords go on.
        try driver.play(Script.parse("key R\nkey Shift+R\nkey Space\nkey Backspace\nkey Ctrl+R", file: "s"))
        #expect(scene.field.text == "Hello 你")
        #expect(scene.keys == [.r, .r], "only the Ctrl+R")
        #expect(scene.keys.last?.modifiers == .control)
        // A line break in text presses Return; Escape ends editing and is used (the scene does not see it).
        try driver.play(Script.parse(#"text "!\n""#, file: "s"))
        #expect(scene.field.text == "Hello 你!")
        try driver.play(Script.parse("key Escape", file: "s"))
        #expect(!scene.field.isEditing)
        #expect(scene.keys.count == 2)
        #expect(driver.pipeline.textInputRect == nil)
        #expect(!driver.pipeline.wantsQuit)
    }

    @Test func theCaretsBlinkWakesAnIdleHostWithoutAnimating() throws {
        let driver = try SceneDriver(scene: FieldScene.self, size: CGSize(width: 400, height: 200))
        #expect(driver.pipeline.secondsUntilTimedChange == nil)
        driver.tap(at: CGPoint(x: 100, y: 40))
        driver.settle()
        #expect(driver.pipeline.isSettled, "a blinking caret is idle")
        let wait = try #require(driver.pipeline.secondsUntilTimedChange)
        #expect(wait > 0 && wait <= 0.5)
        driver.pipeline.timeControl.isPaused = true
        #expect(driver.pipeline.secondsUntilTimedChange == nil)
    }
}
