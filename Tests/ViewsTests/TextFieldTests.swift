import Foundation
import Testing
@testable import Views

/// TextField and the responder chain: becoming and resigning first responder with the delegate's say, the
/// editing keys, text and compositions from the host, the caret's blink on the virtual clock, and clicks that
/// place the caret. Text is measured by the estimating measurer: 20 pt Latin letters are 11 pt wide, CJK 20.
@Suite(.world) struct TextFieldTests {
    /// Records the delegate's calls and the control events.
    final class Log: TextFieldDelegate {
        var calls: [String] = []
        var allowsBegin = true, allowsEnd = true, allowsReturn = true

        func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { calls.append("shouldBegin"); return allowsBegin }
        func textFieldDidBeginEditing(_ textField: TextField) { calls.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: TextField) -> Bool { calls.append("shouldEnd"); return allowsEnd }
        func textFieldDidEndEditing(_ textField: TextField) { calls.append("didEnd") }
        func textFieldShouldReturn(_ textField: TextField) -> Bool { calls.append("shouldReturn"); return allowsReturn }

        func observe(_ field: TextField) {
            field.addAction(for: .editingDidBegin) { _ in self.calls.append("editingDidBegin") }
            field.addAction(for: .editingChanged) { control in self.calls.append("changed \((control as! TextField).text ?? "")") }
            field.addAction(for: .editingDidEnd) { _ in self.calls.append("editingDidEnd") }
        }

        func take() -> [String] {
            defer { calls.removeAll() }
            return calls
        }
    }

    /// A superview that records the keys that reach it along the responder chain.
    final class KeyCatcher: View {
        var keys: [Key] = []
        override func handleKey(_ key: Key) -> Bool {
            keys.append(key)
            return key == .tab
        }
    }

    private func makeField(_ world: TestWorld) -> (root: KeyCatcher, field: TextField, log: Log) {
        let root = KeyCatcher(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let field = TextField(frame: CGRect(x: 20, y: 40, width: 200, height: 40))
        field.font = .systemFont(ofSize: 20)
        root.addSubview(field)
        let log = Log()
        field.delegate = log
        log.observe(field)
        return (root, field, log)
    }

    // MARK: First responder

    @Test func becomingAndResigningFirstResponderAsksTheDelegate() {
        let world = TestWorld()
        let (root, field, log) = makeField(world)
        defer { withExtendedLifetime(root) {} }
        #expect(world.world.firstResponder == nil)
        #expect(field.becomeFirstResponder())
        #expect(log.take() == ["shouldBegin", "didBegin", "editingDidBegin"])
        #expect(field.isFirstResponder && field.isEditing)
        #expect(world.world.firstResponder === field)
        #expect(world.world.textInputResponder === field)
        #expect(world.world.textInputRect == CGRect(x: 20, y: 40, width: 200, height: 40))
        #expect(field.becomeFirstResponder(), "already first: nothing again")
        #expect(log.take().isEmpty)
        log.allowsEnd = false
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder)
        log.allowsEnd = true
        #expect(field.resignFirstResponder())
        #expect(log.take() == ["shouldEnd", "shouldEnd", "didEnd", "editingDidEnd"])
        #expect(world.world.firstResponder == nil && world.world.textInputRect == nil)
        log.allowsBegin = false
        #expect(!field.becomeFirstResponder())
        #expect(log.take() == ["shouldBegin"])
        #expect(!field.isEditing)
    }

    @Test func anotherFieldBecomingFirstMakesTheFirstResign() {
        let world = TestWorld()
        let (root, first, log) = makeField(world)
        let second = TextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        root.addSubview(second)
        first.becomeFirstResponder()
        _ = log.take()
        #expect(second.becomeFirstResponder())
        #expect(log.take() == ["shouldEnd", "didEnd", "editingDidEnd"])
        #expect(world.world.firstResponder === second)
        // One that refuses to resign keeps it.
        log.allowsEnd = false
        #expect(first.becomeFirstResponder())
        #expect(!second.becomeFirstResponder())
        #expect(world.world.firstResponder === first)
    }

    @Test func plainViewsDoNotBecomeFirstResponderAndARemovedResponderResigns() {
        let world = TestWorld()
        let (root, field, log) = makeField(world)
        let plain = View()
        root.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        #expect(plain.resignFirstResponder())
        field.isEnabled = false
        #expect(!field.becomeFirstResponder())
        field.isEnabled = true
        field.becomeFirstResponder()
        _ = log.take()
        field.removeFromSuperview()
        #expect(world.world.firstResponder == nil)
        #expect(log.take() == ["shouldEnd", "didEnd", "editingDidEnd"])
    }

    // MARK: Text from the host

    @Test func theHostsTextAndCompositionsReachTheFirstResponder() {
        let world = TestWorld()
        let (_, field, log) = makeField(world)
        world.world.insertText("ignored")
        #expect(field.text == "", "not first responder")
        field.text = "set by code"
        field.text = nil
        #expect(field.text == "")
        #expect(log.take().isEmpty, "setting the text from code sends no editingChanged, as UIKit")
        field.becomeFirstResponder()
        _ = log.take()
        world.world.insertText("Hello ")
        world.world.setMarkedText("ni", cursor: 2, length: 0)
        #expect(field.text == "Hello ni")
        #expect(field.markedTextRange == NSRange(location: 6, length: 2))
        world.world.setMarkedText("你好", cursor: 1, length: 1)
        #expect(field.selectedRange == NSRange(location: 7, length: 1), "SDL's cursor and length in characters")
        world.world.insertText("你好")
        #expect(field.text == "Hello 你好")
        #expect(field.markedTextRange == nil)
        #expect(log.take() == ["changed Hello ", "changed Hello ni", "changed Hello 你好", "changed Hello 你好"],
                "committing the composition is a change: the text is typed now")
        field.selectedRange = NSRange(location: 0, length: 0)
        #expect(log.take().isEmpty, "moving the caret is not")
        // SDL counts code points; the field UTF-16 units: an emoji is 1 of one and 2 of the other.
        world.world.setMarkedText("😀ab", cursor: 2, length: 0)
        #expect(field.selectedRange == NSRange(location: 3, length: 0), "at the caret (the start), 3 UTF-16 units in")
        world.world.setMarkedText("", cursor: 0, length: 0)
        #expect(field.text == "Hello 你好" && field.markedTextRange == nil)
    }

    // MARK: Keys

    @Test func theEditingKeysEditAndOthersGoUpTheChain() {
        let world = TestWorld()
        let (root, field, _) = makeField(world)
        field.becomeFirstResponder()
        field.insertText("Hello 你好")
        #expect(world.world.sendKeyToFirstResponder(.backspace))
        #expect(field.text == "Hello 你")
        #expect(world.world.sendKeyToFirstResponder(.left))
        #expect(world.world.sendKeyToFirstResponder(.left.with(.shift)))
        #expect(field.selectedRange == NSRange(location: 5, length: 1))
        #expect(world.world.sendKeyToFirstResponder(.delete))
        #expect(field.text == "Hello你")
        #expect(world.world.sendKeyToFirstResponder(.home))
        #expect(field.selectedRange == NSRange(location: 0, length: 0))
        #expect(world.world.sendKeyToFirstResponder(.end.with(.shift)))
        #expect(field.selectedRange == NSRange(location: 0, length: 6))
        #expect(world.world.sendKeyToFirstResponder(.right))
        #expect(world.world.sendKeyToFirstResponder(.a.with(.control)))
        #expect(field.selectedRange == NSRange(location: 0, length: 6))
        #expect(root.keys.isEmpty)
        // Keys without an editing meaning go on to the superview.
        #expect(world.world.sendKeyToFirstResponder(.tab))
        #expect(!world.world.sendKeyToFirstResponder(.f5))
        #expect(root.keys == [.tab, .f5])
    }

    @Test func returnAsksTheDelegateAndEndsEditingWhenSomeoneListens() {
        let world = TestWorld()
        let (_, field, log) = makeField(world)
        field.becomeFirstResponder()
        _ = log.take()
        #expect(world.world.sendKeyToFirstResponder(.return))
        #expect(log.take() == ["shouldReturn"])
        #expect(field.isEditing, "nobody listens for Did End On Exit")
        var exits = 0
        field.addAction(for: .editingDidEndOnExit) { _ in exits += 1 }
        log.allowsReturn = false
        #expect(world.world.sendKeyToFirstResponder(.return))
        #expect(exits == 0 && field.isEditing)
        log.allowsReturn = true
        #expect(world.world.sendKeyToFirstResponder(.return))
        #expect(exits == 1)
        #expect(!field.isEditing)
    }

    @Test func escapeCancelsACompositionThenEndsEditing() {
        let world = TestWorld()
        let (_, field, _) = makeField(world)
        field.becomeFirstResponder()
        field.insertText("ab")
        field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        #expect(world.world.sendKeyToFirstResponder(.escape))
        #expect(field.text == "ab" && field.markedTextRange == nil)
        #expect(field.isEditing)
        #expect(world.world.sendKeyToFirstResponder(.escape))
        #expect(!field.isEditing)
        #expect(!world.world.sendKeyToFirstResponder(.escape), "no first responder any more")
    }

    // MARK: The caret

    @Test func theCaretBlinksOnTheWorldsClockAndStaysSteadyWhileTyping() {
        let world = TestWorld()
        let (_, field, _) = makeField(world)
        #expect(!field.isCaretVisible)
        field.becomeFirstResponder()
        let began = world.now
        var shown: [Bool] = []
        for _ in 0..<110 {
            world.frames(1)
            shown.append(field.isCaretVisible)
        }
        // 0.5 s shown (frames 1…29 and the 30th lands on the half second), 0.5 s hidden, and so on.
        let flips = zip(shown, shown.dropFirst()).enumerated().filter { $0.element.0 != $0.element.1 }.map { $0.offset + 1 }
        #expect(flips.count == 3, "\(flips)")
        #expect(flips.allSatisfy { [29, 30, 59, 60, 89, 90].contains($0) }, "\(flips)")
        #expect(shown.first == true && shown[45] == false && shown[75] == true)
        #expect(field.nextTimedChange.map { close(CGFloat($0 - began), 2.5, 1e-6) || close(CGFloat($0 - began), 2.0, 1e-6) } == true)
        // Typing keeps it shown: a key every 0.4 s for 2 s.
        for _ in 0..<5 {
            world.frames(24)
            field.insertText("x")
            #expect(field.isCaretVisible)
            world.frames(23)
            #expect(field.isCaretVisible, "steady between keys less than 0.5 s apart")
        }
        // A selection hides it; ending editing too.
        world.world.sendKeyToFirstResponder(.left.with(.shift))
        #expect(!field.isCaretVisible)
        #expect(field.nextTimedChange == nil)
        world.world.sendKeyToFirstResponder(.right)
        #expect(field.isCaretVisible)
        field.resignFirstResponder()
        world.frames(40)
        #expect(!field.isCaretVisible)
        #expect(world.world.nextTimedChange == nil)
    }

    @Test func theCaretSitsAfterTheTextAndTheMarkedTextIsUnderlined() {
        let world = TestWorld()
        let (_, field, _) = makeField(world)
        field.becomeFirstResponder()
        field.insertText("Hello")
        field.layoutIfNeeded()
        #expect(close(field.caretRect.minX, 55 - 1), "five 11 pt letters; the 2 pt caret centred on the boundary")
        #expect(field.caretRect.width == 2 && field.caretRect.height == 24)
        #expect(field.caretRect.midY == 20)
        field.setMarkedText("你好", selectedRange: NSRange(location: 2, length: 0))
        field.layoutIfNeeded()
        #expect(!field.markedUnderline.isHidden)
        #expect(close(field.markedUnderline.frame.minX, 55) && close(field.markedUnderline.frame.width, 40))
        #expect(close(field.caretRect.minX, 95 - 1))
        field.unmarkText()
        field.layoutIfNeeded()
        #expect(field.markedUnderline.isHidden)
        // Longer than the field: it scrolls so the caret stays in view, and back at the start.
        field.insertText(String(repeating: "w", count: 30))
        field.layoutIfNeeded()
        #expect(field.caretRect.maxX <= field.bounds.width && field.caretRect.minX > field.bounds.width - 6)
        world.world.sendKeyToFirstResponder(.home)
        field.layoutIfNeeded()
        #expect(field.caretRect.minX == 0)
        #expect(field.textLabel.frame.minX == 0)
    }

    @Test func aClickPlacesTheCaretADragSelectsADoubleClickSelectsAWord() {
        let world = TestWorld()
        let (root, field, _) = makeField(world)
        field.text = "Hello world"
        let input = makeInput(world, root: root)
        // The first click makes it first responder and puts the caret at the nearest boundary: 2.4 letters in.
        click(world, input, at: CGPoint(x: 20 + 26, y: 60))
        #expect(field.isEditing)
        #expect(field.selectedRange == NSRange(location: 2, length: 0))
        world.frames(30)
        click(world, input, at: CGPoint(x: 20 + 30, y: 60))
        #expect(field.selectedRange == NSRange(location: 3, length: 0))
        // A drag from after "Hello " to the end selects "world".
        world.frames(30)
        input.pointerDown(at: CGPoint(x: 20 + 66, y: 60))
        moveEachFrame(world, input, from: CGPoint(x: 86, y: 60), step: CGPoint(x: 20, y: 0), frames: 5)
        input.pointerUp(at: CGPoint(x: 186, y: 60))
        #expect(field.selectedRange == NSRange(location: 6, length: 5))
        // A double click selects the word under it.
        world.frames(30)
        click(world, input, at: CGPoint(x: 20 + 20, y: 60))
        world.frames(2)
        click(world, input, at: CGPoint(x: 20 + 20, y: 60))
        #expect(field.selectedRange == NSRange(location: 0, length: 5))
    }
}
