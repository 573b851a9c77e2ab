import Foundation

/// A responder that takes typed text (UIKeyInput): the host routes the platform's text input to the world's
/// first responder when it is one.
///
/// ```swift
/// final class PinPad: View, KeyInput {
///     private(set) var digits = ""
///     override var canBecomeFirstResponder: Bool { true }
///     var hasText: Bool { !digits.isEmpty }
///     func insertText(_ text: String) { digits += text.filter(\.isNumber) }
///     func deleteBackward() { if !digits.isEmpty { digits.removeLast() } }
/// }
/// pad.becomeFirstResponder()      // the window starts text input; typing "12" calls insertText twice
/// ```
public protocol KeyInput: AnyObject {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Text typed (or committed by an input method).
    func insertText(_ text: String)
    /// Backspace.
    func deleteBackward()
}

/// The marked-text part of UITextInput that an input method's composition needs: the text being composed is
/// shown marked (underlined) until the input method commits it with `insertText(_:)`.
///
/// ```swift
/// field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))   // composing "ni"
/// field.setMarkedText("你", selectedRange: NSRange(location: 1, length: 0))   // a candidate
/// field.insertText("你")                                                      // committed
/// ```
///
/// Ranges are UTF-16 offsets, as UIKit's `NSRange`s.
public protocol TextInput: KeyInput {
    /// The selection (a caret when empty), in the whole text.
    var selectedRange: NSRange { get set }
    /// The marked text's range in the whole text, nil when nothing is being composed.
    var markedTextRange: NSRange? { get }
    /// Replaces the marked text (or the selection) with `markedText`, marked; `selectedRange` is relative to
    /// it. Nil or empty removes the marked text.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text as it is.
    func unmarkText()
}

/// Something the world's frames drive while it is the first responder (a text field's caret blinks), and
/// that may want a frame at a later time without animating until then.
@MainActor
protocol ResponderTimed: AnyObject {
    /// A frame at `time` (media time).
    func responderFrame(at time: TimeInterval)
    /// When what it shows next changes on its own, if ever.
    var nextTimedChange: TimeInterval? { get }
}

/// The world's first responder (UIKit keeps it per window; a world is one window's tree), advanced every
/// frame for the caret's blink.
@MainActor
final class ResponderState: FrameParticipant {
    private(set) weak var first: View?

    /// Makes `view` the first responder after the current one agreed to resign.
    func makeFirstResponder(_ view: View) -> Bool {
        guard view.canBecomeFirstResponder else { return false }
        if first === view { return true }
        if let current = first {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
            // The old responder's resignation may have made another view first; it stays.
            guard first == nil else { return first === view }
        }
        first = view
        return true
    }

    /// `view` gives up being the first responder (true when it was not one).
    func resign(_ view: View) -> Bool {
        guard first === view else { return true }
        guard view.canResignFirstResponder else { return false }
        first = nil
        return true
    }

    /// A view leaves the tree: a first responder inside it resigns (whether it wants to or not, as UIKit's).
    func viewWillLeave(_ view: View) {
        guard let current = first, current.isDescendant(of: view) else { return }
        _ = current.resignFirstResponder()
        if first === current { first = nil }
    }

    /// The world ends: the first responder is let go without callbacks.
    func clear() { first = nil }

    func advance(to time: TimeInterval) {
        (first as? ResponderTimed)?.responderFrame(at: time)
    }
}

extension World {
    /// The view that receives key presses and typed text first (UIKit's first responder), if any.
    public var firstResponder: View? { responders.first }

    /// The first responder when it takes text: while there is one, the host runs the platform's text input
    /// (SDL_StartTextInput) and typed characters arrive as text instead of key presses.
    public var textInputResponder: KeyInput? { responders.first as? KeyInput }

    /// Where the text input's input method should show its candidates: the text responder's bounds in
    /// window points, nil when no text responder is first.
    public var textInputRect: CGRect? {
        guard let view = responders.first, view is KeyInput else { return nil }
        // Corner by corner (the window asks every frame: no arrays).
        let b = view.bounds
        let p = view.convert(CGPoint(x: b.minX, y: b.minY), to: nil), q = view.convert(CGPoint(x: b.maxX, y: b.minY), to: nil)
        let r = view.convert(CGPoint(x: b.minX, y: b.maxY), to: nil), s = view.convert(CGPoint(x: b.maxX, y: b.maxY), to: nil)
        let minX = min(p.x, q.x, r.x, s.x), minY = min(p.y, q.y, r.y, s.y)
        return CGRect(x: minX, y: minY, width: max(p.x, q.x, r.x, s.x) - minX, height: max(p.y, q.y, r.y, s.y) - minY)
    }

    /// Sends `key` along the responder chain from the first responder (each view, then its superview);
    /// returns whether one used it.
    @discardableResult
    public func sendKeyToFirstResponder(_ key: Key) -> Bool {
        responders.first?.handleKey(key) ?? false
    }

    /// Typed text (SDL_TEXTINPUT): inserted into the text responder, committing any marked text.
    public func insertText(_ text: String) {
        guard !text.isEmpty else { return }
        textInputResponder?.insertText(text)
    }

    /// An input method's composition (SDL_TEXTEDITING): `text` marked, the cursor `cursor` Unicode scalars
    /// into it and `length` scalars selected (SDL counts characters as code points).
    public func setMarkedText(_ text: String, cursor: Int, length: Int) {
        guard let input = textInputResponder as? TextInput else { return }
        let scalars = Array(text.unicodeScalars)
        func utf16(_ count: Int) -> Int {
            scalars.prefix(max(min(count, scalars.count), 0)).reduce(0) { $0 + UTF16.width($1) }
        }
        let start = utf16(cursor)
        let end = utf16(cursor + max(length, 0))
        input.setMarkedText(text.isEmpty ? nil : text, selectedRange: NSRange(location: start, length: max(end - start, 0)))
    }

    /// When the first responder next changes on its own (a caret's blink), in media time; nil when never.
    /// A host that sleeps while nothing animates wakes then.
    public var nextTimedChange: TimeInterval? { (responders.first as? ResponderTimed)?.nextTimedChange }
}
