import Foundation

/// The text of a one-line field with its selection and its marked (composing) text, edited as a value: what
/// a `TextField` keeps and draws.
///
/// ```swift
/// var editing = TextEditingState(text: "Hello")
/// editing.insert(" 你好")                                  // "Hello 你好", the caret at the end
/// editing.deleteBackward()                                // "Hello 你": one grapheme cluster goes
/// editing.moveLeft(extending: true)                       // "你" selected
/// editing.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))   // composing replaces it
/// editing.insert("你")                                     // commits the composition: "Hello 你"
/// ```
///
/// Positions are UTF-16 offsets (`NSRange`, as UIKit's `selectedRange` and `setMarkedText(_:selectedRange:)`)
/// and always fall on grapheme-cluster boundaries: "你", "é" written as e + U+0301 or a flag emoji is one step
/// of the caret and one deletion. While text is marked the selection lies inside it (the input method's own
/// cursor); committing (`insert`, `unmarkText`) puts the caret after what was committed.
nonisolated public struct TextEditingState: Equatable, Sendable {
    /// All the text, marked text included.
    public private(set) var text: String
    /// The selection; a caret where its length is 0.
    public private(set) var selectedRange: NSRange
    /// The range of the marked text while an input method composes, else nil.
    public private(set) var markedRange: NSRange?
    /// The end of a selection that stays put while Shift + arrows move the other (nil without a selection).
    private var anchor: Int?

    /// `text` with the caret at its end.
    public init(text: String = "") {
        let clean = TextEditingState.singleLine(text)
        self.text = clean
        selectedRange = NSRange(location: clean.utf16.count, length: 0)
    }

    /// Where the caret is (the moving end of the selection).
    public var caret: Int { anchor == selectedRange.location ? NSMaxRange(selectedRange) : selectedRange.location }

    /// Whether there is text (marked text counts).
    public var hasText: Bool { !text.isEmpty }

    /// The text without the marked text: what the field holds once the composition is cancelled.
    public var committedText: String {
        guard let marked = markedRange else { return text }
        return substring(0, marked.location) + substring(NSMaxRange(marked), length)
    }

    /// The marked text, if any.
    public var markedText: String? { markedRange.map { substring($0.location, NSMaxRange($0)) } }

    /// The text in `range` (UTF-16 offsets, clamped to the text).
    public func substring(_ range: NSRange) -> String { substring(range.location, NSMaxRange(range)) }

    private var length: Int { text.utf16.count }

    // MARK: Typing

    /// Types `string`: it replaces the marked text while composing (committing it), else the selection.
    /// Line breaks become spaces (a one-line field, as UITextField does with pasted text).
    public mutating func insert(_ string: String) {
        let clean = TextEditingState.singleLine(string)
        let target = markedRange ?? selectedRange
        replace(target, with: clean)
        markedRange = nil
        setCaret(target.location + clean.utf16.count)
    }

    /// Backspace: deletes the selection, else the grapheme cluster before the caret. While composing it works
    /// inside the marked text (the input method's editing), unmarking it once it is empty.
    public mutating func deleteBackward() {
        if selectedRange.length > 0 {
            deleteSelection()
            return
        }
        let floor = markedRange?.location ?? 0
        let end = selectedRange.location
        guard end > floor else { return }
        let start = max(previousBoundary(before: end), floor)
        delete(NSRange(location: start, length: end - start))
    }

    /// Delete (forward delete): deletes the selection, else the grapheme cluster after the caret.
    public mutating func deleteForward() {
        if selectedRange.length > 0 {
            deleteSelection()
            return
        }
        let ceiling = markedRange.map(NSMaxRange) ?? length
        let start = selectedRange.location
        guard start < ceiling else { return }
        let end = min(nextBoundary(after: start), ceiling)
        delete(NSRange(location: start, length: end - start))
    }

    private mutating func deleteSelection() {
        delete(selectedRange)
    }

    private mutating func delete(_ range: NSRange) {
        replace(range, with: "")
        if var marked = markedRange {
            marked.length -= range.length
            markedRange = marked.length > 0 ? marked : nil
        }
        setCaret(range.location)
    }

    // MARK: Composition (UITextInput's marked text)

    /// The input method's composition so far: `marked` replaces the marked text (or the selection when
    /// nothing is marked yet) and is marked; `selectedRange`, relative to the marked text, is where the input
    /// method's cursor is. An empty or nil `marked` removes the marked text (the composition was cancelled).
    public mutating func setMarkedText(_ marked: String?, selectedRange inner: NSRange) {
        let clean = TextEditingState.singleLine(marked ?? "")
        let target = markedRange ?? selectedRange
        replace(target, with: clean)
        let count = clean.utf16.count
        guard count > 0 else {
            markedRange = nil
            setCaret(target.location)
            return
        }
        markedRange = NSRange(location: target.location, length: count)
        let start = target.location + min(max(inner.location, 0), count)
        let end = min(start + max(inner.length, 0), target.location + count)
        select(NSRange(location: start, length: end - start))
    }

    /// Commits the marked text as it is; the caret goes after it.
    public mutating func unmarkText() {
        guard let marked = markedRange else { return }
        markedRange = nil
        setCaret(NSMaxRange(marked))
    }

    // MARK: Caret and selection

    /// Left arrow: the caret one grapheme cluster back; a selection collapses to its start. With `extending`
    /// (Shift), the selection grows or shrinks at its moving end.
    public mutating func moveLeft(extending: Bool = false) {
        if extending {
            extend(to: previousBoundary(before: caret))
        } else if selectedRange.length > 0 {
            setCaret(selectedRange.location)
        } else {
            setCaret(previousBoundary(before: caret))
        }
    }

    /// Right arrow: the caret one grapheme cluster on; a selection collapses to its end.
    public mutating func moveRight(extending: Bool = false) {
        if extending {
            extend(to: nextBoundary(after: caret))
        } else if selectedRange.length > 0 {
            setCaret(NSMaxRange(selectedRange))
        } else {
            setCaret(nextBoundary(after: caret))
        }
    }

    /// Home: the caret to the start (Shift: selecting up to it).
    public mutating func moveToStart(extending: Bool = false) {
        extending ? extend(to: 0) : setCaret(0)
    }

    /// End: the caret to the end (Shift: selecting up to it).
    public mutating func moveToEnd(extending: Bool = false) {
        extending ? extend(to: length) : setCaret(length)
    }

    /// Ctrl+A: everything selected (the marked text is committed first).
    public mutating func selectAll() {
        unmarkText()
        select(NSRange(location: 0, length: length))
    }

    /// Selects `range`, moved onto grapheme boundaries and clamped to the text; the caret is its end.
    public mutating func select(_ range: NSRange) {
        let start = nearestBoundary(to: range.location)
        let end = max(nearestBoundary(to: NSMaxRange(range)), start)
        selectedRange = NSRange(location: start, length: end - start)
        anchor = end > start ? start : nil
    }

    /// The caret at the grapheme boundary nearest to `offset`.
    public mutating func setCaret(_ offset: Int) {
        selectedRange = NSRange(location: nearestBoundary(to: offset), length: 0)
        anchor = nil
    }

    /// Moves the selection's moving end to `offset`, the other end staying where it was.
    public mutating func extend(to offset: Int) {
        let fixed = anchor ?? (selectedRange.length > 0 ? selectedRange.location : caret)
        let end = nearestBoundary(to: offset)
        selectedRange = NSRange(location: min(fixed, end), length: abs(end - fixed))
        anchor = selectedRange.length > 0 ? fixed : nil
    }

    /// Selects the word around `offset` (letters and digits; "你好" is one word), or the caret there when it
    /// is between words.
    public mutating func selectWord(at offset: Int) {
        let characters = Array(text)
        var offsets: [Int] = [0]
        for c in characters { offsets.append(offsets.last! + c.utf16.count) }
        let position = nearestBoundary(to: offset)
        guard let index = offsets.firstIndex(of: position) else { return }
        func isWord(_ i: Int) -> Bool { i >= 0 && i < characters.count && (characters[i].isLetter || characters[i].isNumber) }
        var first = index, last = index
        if !isWord(index) && isWord(index - 1) { first -= 1; last -= 1 }
        guard isWord(first) else { return setCaret(position) }
        while isWord(first - 1) { first -= 1 }
        while isWord(last + 1) { last += 1 }
        select(NSRange(location: offsets[first], length: offsets[last + 1] - offsets[first]))
    }

    // MARK: Grapheme boundaries

    /// Every grapheme-cluster boundary, as UTF-16 offsets from 0 to the text's length.
    public var boundaries: [Int] {
        var result = [0]
        result.reserveCapacity(text.count + 1)
        var offset = 0
        for character in text {
            offset += character.utf16.count
            result.append(offset)
        }
        return result
    }

    /// The boundary before `offset` (0 at the start).
    public func previousBoundary(before offset: Int) -> Int {
        boundaries.last(where: { $0 < offset }) ?? 0
    }

    /// The boundary after `offset` (the length at the end).
    public func nextBoundary(after offset: Int) -> Int {
        boundaries.first(where: { $0 > offset }) ?? length
    }

    /// The boundary nearest to `offset` (ties go back).
    public func nearestBoundary(to offset: Int) -> Int {
        let all = boundaries
        guard offset > 0 else { return 0 }
        guard offset < length else { return length }
        var best = 0
        for b in all where abs(b - offset) < abs(best - offset) { best = b }
        return best
    }

    // MARK: Machinery

    private mutating func replace(_ range: NSRange, with string: String) {
        let start = min(max(range.location, 0), length)
        let end = min(max(NSMaxRange(range), start), length)
        text = substring(0, start) + string + substring(end, length)
    }

    private func substring(_ start: Int, _ end: Int) -> String {
        let utf16 = text.utf16
        let s = utf16.index(utf16.startIndex, offsetBy: min(max(start, 0), length))
        let e = utf16.index(utf16.startIndex, offsetBy: min(max(end, start, 0), length))
        return String(utf16[s..<e]) ?? String(decoding: Array(utf16[s..<e]), as: UTF16.self)
    }

    /// Line breaks and tabs as spaces, other control characters dropped.
    static func singleLine(_ string: String) -> String {
        guard string.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return string }
        var out = String.UnicodeScalarView()
        for scalar in string.unicodeScalars {
            if scalar.properties.generalCategory != .control {
                out.append(scalar)
            } else if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                out.append(" ")
            }
        }
        return String(out)
    }
}
