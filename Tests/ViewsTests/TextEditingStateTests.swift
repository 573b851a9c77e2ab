import Foundation
import Testing
@testable import Views

/// The text field's editing model: insertion and deletion by grapheme cluster, caret moves, Shift selection,
/// and an input method's marked text committed or cancelled. Offsets are UTF-16, as UIKit's NSRange.
@Suite struct TextEditingStateTests {
    private func range(_ location: Int, _ length: Int = 0) -> NSRange { NSRange(location: location, length: length) }

    @Test func typingHelloInChineseGivesExactlyThat() {
        var state = TextEditingState()
        state.insert("Hello ")
        state.insert("你好")
        #expect(state.text == "Hello 你好")
        #expect(state.selectedRange == range(8))
        #expect(state.hasText)
    }

    @Test(arguments: [("你", 1), ("👍🏽", 4), ("e\u{301}", 2), ("🇫🇷", 4), ("👨‍👩‍👧", 8), ("a", 1)])
    func backspaceDeletesOneGraphemeCluster(cluster: String, utf16: Int) {
        var state = TextEditingState(text: "ab" + cluster)
        #expect(state.caret == 2 + utf16)
        state.deleteBackward()
        #expect(state.text == "ab", "\(cluster) is one cluster of \(utf16) UTF-16 units")
        #expect(state.caret == 2)
        // Forward delete too, and the caret steps over it in one move.
        state = TextEditingState(text: cluster + "z")
        state.moveToStart()
        state.moveRight()
        #expect(state.caret == utf16)
        state.moveToStart()
        state.deleteForward()
        #expect(state.text == "z")
    }

    @Test func backspaceAtTheStartAndDeleteAtTheEndDoNothing() {
        var state = TextEditingState(text: "ok")
        state.deleteForward()
        #expect(state.text == "ok")
        state.moveToStart()
        state.deleteBackward()
        #expect(state.text == "ok" && state.caret == 0)
    }

    @Test func shiftArrowsSelectFromAnAnchorAndPlainArrowsCollapse() {
        var state = TextEditingState(text: "Hello 你好")
        state.moveLeft(extending: true)
        state.moveLeft(extending: true)
        #expect(state.selectedRange == range(6, 2))
        #expect(state.substring(state.selectedRange) == "你好")
        state.moveRight(extending: true)
        #expect(state.selectedRange == range(7, 1), "the moving end comes back; the anchor stays at the end")
        state.moveLeft()
        #expect(state.selectedRange == range(7), "left collapses to the start")
        state.moveToStart(extending: true)
        #expect(state.selectedRange == range(0, 7))
        state.moveRight()
        #expect(state.selectedRange == range(7), "right collapses to the end")
        state.moveToEnd(extending: true)
        #expect(state.selectedRange == range(7, 1))
        state.insert("们")
        #expect(state.text == "Hello 你们", "typing replaces the selection")
        state.selectAll()
        #expect(state.selectedRange == range(0, 8))
        state.deleteBackward()
        #expect(state.text.isEmpty && state.selectedRange == range(0))
    }

    @Test func aSelectionPastTheAnchorTurnsAround() {
        var state = TextEditingState(text: "abcd")
        state.setCaret(2)
        state.moveRight(extending: true)
        #expect(state.selectedRange == range(2, 1))
        state.moveLeft(extending: true)
        state.moveLeft(extending: true)
        #expect(state.selectedRange == range(1, 1), "past the anchor the other way")
        #expect(state.caret == 1)
    }

    @Test func markedTextIsCommittedByInsertion() {
        var state = TextEditingState(text: "Hello ")
        state.setMarkedText("n", selectedRange: range(1))
        state.setMarkedText("ni", selectedRange: range(2))
        #expect(state.text == "Hello ni")
        #expect(state.markedRange == range(6, 2))
        #expect(state.markedText == "ni")
        #expect(state.committedText == "Hello ")
        #expect(state.selectedRange == range(8))
        // A candidate, the input method's cursor before it.
        state.setMarkedText("你", selectedRange: range(0))
        #expect(state.text == "Hello 你" && state.markedRange == range(6, 1))
        #expect(state.selectedRange == range(6))
        state.insert("你")
        #expect(state.text == "Hello 你")
        #expect(state.markedRange == nil)
        #expect(state.selectedRange == range(7), "the caret after the committed text")
    }

    @Test func emptyMarkedTextCancelsTheComposition() {
        var state = TextEditingState(text: "ab")
        state.moveLeft()
        state.setMarkedText("xyz", selectedRange: range(3))
        #expect(state.text == "axyzb")
        state.setMarkedText(nil, selectedRange: range(0))
        #expect(state.text == "ab")
        #expect(state.markedRange == nil)
        #expect(state.selectedRange == range(1), "back where the composition began")
        // Composing over a selection replaces it; unmarking keeps the marked text as it is.
        state.selectAll()
        state.setMarkedText("日本", selectedRange: range(2))
        #expect(state.text == "日本")
        state.unmarkText()
        #expect(state.text == "日本" && state.markedRange == nil && state.selectedRange == range(2))
    }

    @Test func backspaceWhileComposingWorksInsideTheMarkedText() {
        var state = TextEditingState(text: "a")
        state.setMarkedText("ni", selectedRange: range(2))
        state.deleteBackward()
        #expect(state.text == "an" && state.markedRange == range(1, 1))
        state.deleteBackward()
        #expect(state.text == "a" && state.markedRange == nil, "emptied, the composition ends")
        state.deleteBackward()
        #expect(state.text.isEmpty)
    }

    @Test func theInputMethodsCursorIsClampedToTheMarkedText() {
        var state = TextEditingState()
        state.setMarkedText("ab", selectedRange: range(5, 3))
        #expect(state.selectedRange == range(2))
        state.setMarkedText("ab", selectedRange: range(1, 9))
        #expect(state.selectedRange == range(1, 1))
    }

    @Test func aWordIsSelectedAroundAnOffset() {
        var state = TextEditingState(text: "Hello 你好 world!")
        state.selectWord(at: 2)
        #expect(state.substring(state.selectedRange) == "Hello")
        state.selectWord(at: 7)
        #expect(state.substring(state.selectedRange) == "你好")
        state.selectWord(at: 5)
        #expect(state.substring(state.selectedRange) == "Hello", "at a word's end, that word")
        state.selectWord(at: 11)
        #expect(state.substring(state.selectedRange) == "world")
        state.selectWord(at: 15)
        #expect(state.selectedRange == range(15), "after the '!': no word, the caret")
    }

    @Test func offsetsInsideAClusterMoveToTheNearestBoundary() {
        var state = TextEditingState(text: "a👍🏽b")
        state.setCaret(2)
        #expect(state.caret == 1)
        state.setCaret(4)
        #expect(state.caret == 5)
        state.select(range(2, 1))
        #expect(state.selectedRange == range(1, 0))
        #expect(state.boundaries == [0, 1, 5, 6])
    }

    @Test func lineBreaksBecomeSpacesAndControlCharactersGo() {
        var state = TextEditingState()
        state.insert("a\nb\tc\u{7}d")
        #expect(state.text == "a b cd")
    }
}
