import Foundation

/// Learns about a text field's editing, and may refuse its steps (UITextFieldDelegate).
///
/// ```swift
/// final class SearchController: TextFieldDelegate {
///     func textFieldDidBeginEditing(_ textField: TextField) { showResults() }
///     func textFieldShouldReturn(_ textField: TextField) -> Bool {
///         textField.resignFirstResponder()      // Return ends the search
///         return true
///     }
/// }
/// field.delegate = controller
/// ```
///
/// Every method has a default: begin and end are allowed, Return is allowed (and does nothing more).
public protocol TextFieldDelegate: AnyObject {
    /// Whether the field may become first responder (a tap on it, `becomeFirstResponder()`).
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The field became first responder: the caret shows and typed text arrives.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether the field may stop editing.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// The field resigned first responder.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Return was pressed; return whether the field should do what Return does (send `.editingDidEndOnExit`,
    /// which ends editing when a target listens for it).
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
