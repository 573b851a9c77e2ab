import Foundation

extension TextField {
    /// The keys with an editing meaning while the field is first responder; returns whether `key` was one.
    /// Typed characters do not come here: they arrive as text (`insertText(_:)`).
    func handleEditingKey(_ key: Key) -> Bool {
        let shift = key.modifiers.contains(.shift)
        let command = !key.modifiers.isDisjoint(with: [.control, .command])
        switch key {
        case .backspace: edit { $0.deleteBackward() }
        case .delete: edit { $0.deleteForward() }
        case .left: edit { $0.unmarkText(); $0.moveLeft(extending: shift) }
        case .right: edit { $0.unmarkText(); $0.moveRight(extending: shift) }
        case .home, .up: edit { $0.unmarkText(); $0.moveToStart(extending: shift) }
        case .end, .down: edit { $0.unmarkText(); $0.moveToEnd(extending: shift) }
        case .a where command: edit { $0.selectAll() }
        case .return: returnPressed()
        case .escape:
            // A composition is cancelled first (as an input method does); else editing ends.
            if editing.markedRange != nil {
                edit { $0.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0)) }
            } else {
                resignFirstResponder()
            }
        default: return false
        }
        return true
    }

    /// Return: commits a composition, then asks the delegate; when allowed, sends `.editingDidEndOnExit`,
    /// which ends editing if a target listens for it (UIKit's "Did End On Exit").
    private func returnPressed() {
        edit { $0.unmarkText() }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        guard hasActions(for: .editingDidEndOnExit) else { return }
        sendActions(for: .editingDidEndOnExit)
        resignFirstResponder()
    }
}
