import Foundation

/// A one-line editable text (UITextField): a tap makes it first responder, the window's text input types
/// into it (input-method composition included), a caret blinks, and the editing keys work.
///
/// ```swift
/// let field = TextField(frame: CGRect(x: 20, y: 40, width: 300, height: 36))
/// field.placeholder = "Search"
/// field.delegate = self                                        // textFieldShouldReturn(_:) …
/// field.addTarget(self, action: SearchScene.search, for: .editingChanged)   // func search(_ sender: TextField)
/// view.addSubview(field)
/// field.becomeFirstResponder()                                 // or a click on it
/// ```
///
/// Typed text arrives through `KeyInput`/`TextInput` (the host turns SDL_TEXTINPUT into `insertText(_:)` and
/// SDL_TEXTEDITING into `setMarkedText(_:selectedRange:)`); marked text is drawn underlined. Keys while
/// editing: Backspace and Delete remove the selection or one grapheme cluster, Left/Right move the caret
/// (Shift extends the selection), Home/End (and Up/Down) go to either end, Ctrl+A selects everything,
/// Return asks `textFieldShouldReturn(_:)`, Escape cancels a composition or ends editing. A click places the
/// caret at the nearest grapheme boundary, a drag selects, a double click selects a word. The caret blinks
/// on the world's clock (0.5 s shown, 0.5 s hidden) and stays steady for a moment after each edit, as iOS's.
open class TextField: Control, TextInput {
    /// Learns about editing and may refuse it.
    public weak var delegate: TextFieldDelegate?
    /// The text (marked text included); setting it puts the caret at the end and, as UIKit's, sends no
    /// `.editingChanged` (only the user's edits do).
    public var text: String? {
        get { editing.text }
        set {
            guard newValue ?? "" != editing.text else { return }
            edit(sendingActions: false) { $0 = TextEditingState(text: newValue ?? "") }
        }
    }
    /// The grey text shown while the field is empty.
    public var placeholder: String? {
        didSet { placeholderLabel.text = placeholder }
    }
    public var font = Font.systemFont(ofSize: 17) {
        didSet {
            textLabel.font = font
            placeholderLabel.font = font
            setNeedsLayout()
        }
    }
    public var textColor = Color.black {
        didSet {
            textLabel.textColor = textColor
            markedUnderline.backgroundColor = textColor.withAlphaComponent(0.8)
        }
    }
    /// The placeholder's colour (UIKit's `.placeholderText`; its attributedPlaceholder would set it).
    public var placeholderColor = Color(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3) {
        didSet { placeholderLabel.textColor = placeholderColor }
    }
    /// The caret's and the selection's colour.
    public var tintColor = Color.systemBlue {
        didSet {
            caretView.backgroundColor = tintColor
            selectionView.backgroundColor = tintColor.withAlphaComponent(0.28)
        }
    }
    /// Seconds the blinking caret shows, then hides; it stays shown this long after every edit or move.
    public var caretBlinkInterval: TimeInterval = 0.5

    /// Whether the field is first responder (editing).
    public var isEditing: Bool { isFirstResponder }
    /// The text, selection and marked text.
    public var editingState: TextEditingState { editing }
    /// Whether the caret is drawn now (it blinks).
    public var isCaretVisible: Bool { !caretView.isHidden }
    /// The caret's rectangle in the field's coordinates (UITextInput's caretRect(for:)).
    public var caretRect: CGRect { caretView.frame.offsetBy(dx: clipView.frame.minX, dy: clipView.frame.minY) }

    var editing = TextEditingState()
    let clipView = View()
    let textLabel = Label()
    let placeholderLabel = Label()
    let selectionView = View()
    let markedUnderline = View()
    let caretView = View()
    /// How far the text is scrolled left to keep the caret in view.
    private(set) var scrollX: CGFloat = 0
    /// When the caret last became steady (an edit, a move, editing began).
    private var blinkEpoch: TimeInterval = 0
    /// Where a drag that selects started (a text offset).
    var dragAnchor: Int?

    public override init() {
        super.init()
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    private func setUp() {
        clipView.clipsToBounds = true
        clipView.isUserInteractionEnabled = false
        addSubview(clipView)
        for view in [selectionView, placeholderLabel, textLabel, markedUnderline, caretView] { clipView.addSubview(view) }
        textLabel.font = font
        textLabel.textColor = textColor
        placeholderLabel.font = font
        placeholderLabel.textColor = placeholderColor
        caretView.backgroundColor = tintColor
        caretView.cornerRadius = 1
        caretView.isHidden = true
        selectionView.backgroundColor = tintColor.withAlphaComponent(0.28)
        selectionView.isHidden = true
        markedUnderline.backgroundColor = textColor.withAlphaComponent(0.8)
        markedUnderline.isHidden = true
    }

    // MARK: Layout

    /// Where the text goes, in the field's coordinates (override to leave room for decorations).
    open func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Where the text goes while editing (the same as `textRect(forBounds:)` by default).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let area = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        clipView.frame = area
        View.performWithoutAnimation { layOutText(in: area.size) }
    }

    /// Places the text, the caret, the selection and the marked text's underline in the clip view.
    private func layOutText(in size: CGSize) {
        let lineHeight = world.textMeasurer.size(of: "Ag", font: font).height
        let lineTop = ((size.height - lineHeight) / 2).rounded()
        let width = x(at: editing.text.utf16.count)
        let caretX = x(at: editing.caret)
        if isEditing {
            let room = size.width - 2
            if caretX - scrollX > room { scrollX = caretX - room }
            if caretX < scrollX { scrollX = caretX }
            scrollX = max(0, min(scrollX, max(width - room, 0)))
        } else {
            scrollX = 0
        }
        textLabel.frame = CGRect(x: -scrollX, y: 0, width: width + 4, height: size.height)
        placeholderLabel.frame = CGRect(origin: .zero, size: size)
        placeholderLabel.isHidden = editing.hasText
        caretView.frame = CGRect(x: max(caretX - scrollX - 1, 0), y: lineTop, width: 2, height: lineHeight)
        let selection = editing.selectedRange
        selectionView.isHidden = !isEditing || selection.length == 0
        if !selectionView.isHidden {
            let start = x(at: selection.location), end = x(at: NSMaxRange(selection))
            selectionView.frame = CGRect(x: start - scrollX, y: lineTop, width: end - start, height: lineHeight)
        }
        markedUnderline.isHidden = editing.markedRange == nil
        if let marked = editing.markedRange {
            let start = x(at: marked.location), end = x(at: NSMaxRange(marked))
            markedUnderline.frame = CGRect(x: start - scrollX, y: lineTop + lineHeight - 0.5, width: end - start, height: 1.5)
        }
        updateCaretVisibility(at: world.now)
    }

    /// The x of the text offset `offset` (UTF-16) from the text's start, in points.
    func x(at offset: Int) -> CGFloat {
        guard offset > 0 else { return 0 }
        let prefix = editing.substring(NSRange(location: 0, length: offset))
        return world.textMeasurer.size(of: prefix, font: font).width
    }

    /// The grapheme boundary nearest to `point` (field coordinates).
    public func textOffset(at point: CGPoint) -> Int {
        let target = point.x - clipView.frame.minX + scrollX
        var best = 0, distance = CGFloat.infinity
        for boundary in editing.boundaries {
            let d = abs(x(at: boundary) - target)
            if d < distance { best = boundary; distance = d }
        }
        return best
    }

    // MARK: Editing

    /// Applies `change` to the editing state: the caret is steady again, the field lays out anew, and a
    /// change of the text — or of what of it is marked (a composition committed) — sends `.editingChanged`.
    func edit(sendingActions: Bool = true, _ change: (inout TextEditingState) -> Void) {
        let before = editing
        change(&editing)
        guard editing != before else { return }
        restartBlink()
        setNeedsLayout()
        guard editing.text != before.text || editing.markedRange != before.markedRange else { return }
        textLabel.text = editing.text.isEmpty ? nil : editing.text
        if sendingActions { sendActions(for: .editingChanged) }
    }

    // MARK: Responder

    open override var canBecomeFirstResponder: Bool { isEnabled && !isHidden }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        restartBlink()
        setNeedsLayout()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        // Whatever was being composed is kept, as UIKit commits marked text when editing ends.
        edit { $0.unmarkText() }
        updateCaretVisibility(at: world.now)
        setNeedsLayout()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }

    open override func handleKey(_ key: Key) -> Bool {
        guard isFirstResponder else { return super.handleKey(key) }
        return handleEditingKey(key) || super.handleKey(key)
    }

    // MARK: KeyInput, TextInput

    public var hasText: Bool { editing.hasText }
    public func insertText(_ text: String) { edit { $0.insert(text) } }
    public func deleteBackward() { edit { $0.deleteBackward() } }
    public var selectedRange: NSRange {
        get { editing.selectedRange }
        set { edit { $0.select(newValue) } }
    }
    public var markedTextRange: NSRange? { editing.markedRange }
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        edit { $0.setMarkedText(markedText, selectedRange: selectedRange) }
    }
    public func unmarkText() { edit { $0.unmarkText() } }

    // MARK: Touches (a click places the caret, a drag selects, a double click selects a word)

    open override func beginTracking(_ touch: Touch, with event: Views.Event?) -> Bool {
        guard isFirstResponder else { return true }
        place(touch)
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Views.Event?) -> Bool {
        guard isFirstResponder, let anchor = dragAnchor else { return true }
        let offset = textOffset(at: touch.location(in: self))
        edit {
            $0.setCaret(anchor)
            $0.extend(to: offset)
        }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Views.Event?) {
        defer { dragAnchor = nil }
        guard let touch, !isFirstResponder, bounds.contains(touch.location(in: self)) else { return }
        guard becomeFirstResponder() else { return }
        place(touch)
    }

    /// The caret where `touch` is (a word for a double click); a drag from here selects.
    private func place(_ touch: Touch) {
        let offset = textOffset(at: touch.location(in: self))
        if touch.tapCount == 2 {
            edit { $0.unmarkText(); $0.selectWord(at: offset) }
            dragAnchor = nil
        } else {
            edit { $0.unmarkText(); $0.setCaret(offset) }
            dragAnchor = editing.caret
        }
    }

    // MARK: The caret's blink

    private func restartBlink() {
        blinkEpoch = world.now
        updateCaretVisibility(at: blinkEpoch)
    }

    /// Whether the caret shows at `time`: while editing without a selection, in the first half of each
    /// blink period counted from the last edit.
    func caretShows(at time: TimeInterval) -> Bool {
        guard isFirstResponder, editing.selectedRange.length == 0 else { return false }
        guard caretBlinkInterval > 0 else { return true }
        let phase = Int((max(time - blinkEpoch, 0) / caretBlinkInterval + 1e-9).rounded(.down))
        return phase % 2 == 0
    }

    private func updateCaretVisibility(at time: TimeInterval) {
        let hidden = !caretShows(at: time)
        if caretView.isHidden != hidden { caretView.isHidden = hidden }
    }
}

extension TextField: ResponderTimed {
    func responderFrame(at time: TimeInterval) { updateCaretVisibility(at: time) }

    var nextTimedChange: TimeInterval? {
        guard isFirstResponder, editing.selectedRange.length == 0, caretBlinkInterval > 0 else { return nil }
        let periods = (max(world.now - blinkEpoch, 0) / caretBlinkInterval + 1e-9).rounded(.down)
        return blinkEpoch + (periods + 1) * caretBlinkInterval
    }
}
